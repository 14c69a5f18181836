import Foundation
import Testing

/// Runs an outside program (python3, soffice, unzip) through /usr/bin/env for the interop
/// tests. A missing program is a test failure with a clear message, never a skip:
/// `make test` installs them (scripts/install-test-deps.sh).
struct ExternalTool {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ tool: String, _ args: [String], stdin: String? = nil,
                    environment: [String: String] = [:]) throws -> Output {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [tool] + args
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let out = Pipe(), err = Pipe(), inp = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = inp
        try p.run()
        if let stdin { inp.fileHandleForWriting.write(Data(stdin.utf8)) }
        try inp.fileHandleForWriting.close()
        // Read both pipes concurrently-safe enough for our small outputs: stderr after stdout.
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Output(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                      stderr: String(decoding: e, as: UTF8.self))
    }

    /// Fails the test (with install instructions) when the tool is missing; true if usable.
    static func require(_ tool: String, probe: [String], hint: String) -> Bool {
        guard let r = try? run(tool, probe), r.status == 0 else {
            Issue.record("\(tool) fehlt oder funktioniert nicht (\(probe.joined(separator: " "))). \(hint)")
            return false
        }
        return true
    }

    static let installHint = "Installieren mit: bash scripts/install-test-deps.sh (make test tut das)."
}
