import Foundation

/// Runs the real `feelaloud` binary built next to the test bundle.
enum BinaryRunner {
    struct Result {
        var stdout: String
        var stderr: String
        var code: Int32
    }

    static var repoRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// `.build/<config>/feelaloud` next to the running test binary, else the debug build.
    static var binary: String {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = testBinary.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("feelaloud").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return repoRoot.appendingPathComponent(".build/debug/feelaloud").path
    }

    static func makeTempDir(_ label: String = "e2e") -> String {
        let path = NSTemporaryDirectory() + "feelaloud-\(label)-\(UUID().uuidString.prefix(8))"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A clean environment: fixed store/state dirs, no colour, optional extras.
    static func environment(store: String, extra: [String: String] = [:]) -> [String: String] {
        var env: [String: String] = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": store + "/home",
            "FEELALOUD_STORE": store,
            "XDG_STATE_HOME": store + "/state",
            "XDG_CONFIG_HOME": store + "/config",
            "SWIFT_BACKTRACE": "enable=no",
        ]
        for (k, v) in extra { env[k] = v }
        return env
    }

    static func run(_ arguments: [String], stdin: String = "", environment: [String: String]) throws -> Result {
        try runCommand([binary] + arguments, stdin: stdin, environment: environment).result
    }

    /// Runs any command (the binary, or the binary under `timeout`/`strace`) with `stdin` fed
    /// from a thread (a program may stop reading early: the rest is dropped) and stderr kept in
    /// a file; returns its output, exit status and wall-clock seconds.
    static func runCommand(_ command: [String], stdin: String = "", environment: [String: String]) throws
        -> (result: Result, seconds: Double) {
        signal(SIGPIPE, SIG_IGN)  // a program refusing a huge input closes its stdin early
        let p = Process()
        p.executableURL = URL(fileURLWithPath: command[0])
        p.arguments = Array(command.dropFirst())
        p.environment = environment
        let inPipe = Pipe(), outPipe = Pipe()
        let errPath = NSTemporaryDirectory() + "feelaloud-stderr-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let errHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        p.standardInput = inPipe
        p.standardOutput = outPipe
        p.standardError = errHandle
        let started = Date()
        try p.run()
        let input = Data(stdin.utf8)
        let writer = Thread {
            let fd = inPipe.fileHandleForWriting.fileDescriptor
            input.withUnsafeBytes { raw in
                var done = 0
                while done < raw.count {
                    let n = write(fd, raw.baseAddress! + done, raw.count - done)
                    if n <= 0 { break }
                    done += n
                }
            }
            try? inPipe.fileHandleForWriting.close()
        }
        writer.start()
        let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        try? errHandle.close()
        let errData = FileManager.default.contents(atPath: errPath) ?? Data()
        let result = Result(stdout: String(decoding: outData, as: UTF8.self),
                            stderr: String(decoding: errData, as: UTF8.self), code: p.terminationStatus)
        return (result, Date().timeIntervalSince(started))
    }
}
