import Foundation
import Testing
import FeelAloudCore

/// Two real `feelaloud` processes append 1,000 records each to one store at the same time,
/// through the hidden command `feelaloud __append-stress DIR N TAG` (which calls
/// `StoreStressTool.runAppendStress`). Exactly 2,000 intact lines must land, none interleaved,
/// each writer's records in its own order. Skipped (with a message) while the binary is not
/// built next to the test bundle or does not know the command yet.
@Suite struct StoreTwoProcessTests {
    /// `.build/<config>/feelaloud` next to the test executable, or $FEELALOUD_BINARY.
    static var binary: String? {
        if let p = ProcessInfo.processInfo.environment["FEELALOUD_BINARY"], FileManager.default.isExecutableFile(atPath: p) {
            return p
        }
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("feelaloud").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    static func run(_ binary: String, _ args: [String]) throws -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = args
        p.standardInput = FileHandle.nullDevice
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        return p
    }

    static func lines(_ path: String) -> [Substring] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// True when the built binary really implements `__append-stress`.
    static var commandAvailable: Bool {
        guard let binary else { return false }
        let dir = NSTemporaryDirectory() + "feelaloud-probe-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard let p = try? run(binary, ["__append-stress", dir, "1", "probe"]) else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0 && lines(dir + "/journal/2026-01.jsonl").count == 2
    }

    @Test(.enabled(if: StoreTwoProcessTests.commandAvailable,
                   "feelaloud is not built next to the tests or lacks `__append-stress` — run `swift build` first"))
    func twoProcessesAppendThousandEach() throws {
        let binary = try #require(Self.binary)
        let dir = NSTemporaryDirectory() + "feelaloud-two-processes-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = try Self.run(binary, ["__append-stress", dir, "1000", "a"])
        let b = try Self.run(binary, ["__append-stress", dir, "1000", "b"])
        a.waitUntilExit()
        b.waitUntilExit()
        #expect(a.terminationStatus == 0 && b.terminationStatus == 0)

        let lines = Self.lines(dir + "/journal/2026-01.jsonl")
        #expect(lines.last == "", "file must end with a newline")
        let records = lines.dropLast()
        #expect(records.count == 2000)
        var next = ["a": 0, "b": 0]
        for (n, line) in records.enumerated() {
            guard let value = try? JSONValue.parse(String(line)), value["v"]?.intValue == 2,
                  let id = value["id"]?.stringValue, let dash = id.firstIndex(of: "-"),
                  let index = Int(id[id.index(after: dash)...]), let expected = next[String(id[..<dash])] else {
                Issue.record("line \(n + 1) is not an intact record: \(line.prefix(80))")
                continue
            }
            #expect(index == expected, "line \(n + 1): \(id)")
            next[String(id[..<dash])] = index + 1
        }
        #expect(next == ["a": 1000, "b": 1000])
    }
}
