import Foundation
import Testing
import FeelAloudCore

/// Two real processes append 1,000 records each to one store at the same time, through
/// `feelaloud-bench stress append DIR N TAG` (which calls `StoreStressTool.runAppendStress`,
/// the store's own locked append). Exactly 2,000 intact lines must land, none interleaved,
/// each writer's records in its own order. Skipped (with a message) while `feelaloud-bench`
/// is not built next to the test bundle. The product binary has no such hidden command.
@Suite struct StoreTwoProcessTests {
    /// `.build/<config>/feelaloud-bench` next to the test executable, or $FEELALOUD_BENCH_BINARY.
    static var binary: String? {
        if let p = ProcessInfo.processInfo.environment["FEELALOUD_BENCH_BINARY"], FileManager.default.isExecutableFile(atPath: p) {
            return p
        }
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("feelaloud-bench").path
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

    /// True when the built `feelaloud-bench` really implements `stress append`.
    static var commandAvailable: Bool {
        guard let binary else { return false }
        let dir = NSTemporaryDirectory() + "feelaloud-probe-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard let p = try? run(binary, ["stress", "append", dir, "1", "probe"]) else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0 && lines(dir + "/journal/2026-01.jsonl").count == 2
    }

    @Test(.enabled(if: StoreTwoProcessTests.commandAvailable,
                   "feelaloud-bench is not built next to the tests — run `swift build` first"))
    func twoProcessesAppendThousandEach() throws {
        let binary = try #require(Self.binary)
        let dir = NSTemporaryDirectory() + "feelaloud-two-processes-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = try Self.run(binary, ["stress", "append", dir, "1000", "a"])
        let b = try Self.run(binary, ["stress", "append", dir, "1000", "b"])
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

        // The same check as the in-process concurrency test, through the tool.
        let verify = Process()
        verify.executableURL = URL(fileURLWithPath: binary)
        verify.arguments = ["stress", "verify", dir, "1000", "a", "b"]
        verify.standardOutput = FileHandle.nullDevice
        try verify.run()
        verify.waitUntilExit()
        #expect(verify.terminationStatus == 0)
    }

    /// The product binary carries no bench or stress commands: the old hidden names are
    /// unknown subcommands (usage error, exit 2) and touch no store.
    @Test func productBinaryHasNoHiddenCommands() throws {
        for name in ["__append-stress", "bench-extract"] {
            let dir = BinaryRunner.makeTempDir("hidden")
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let r = try BinaryRunner.run([name, dir + "/s", "1", "x"], environment: BinaryRunner.environment(store: dir + "/store"))
            #expect(r.code == 2, "\(name): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir + "/s"))
        }
    }
}
