import Foundation

/// Drives the real binary in a real terminal: tmux on its own socket, UTF-8 typed with
/// `send-keys -l`, the screen read with `capture-pane`, polling instead of sleeping.
final class TmuxSession {
    let socket: String
    let name = "fa"

    init(command: String, environment: [String: String], width: Int = 120, height: Int = 30) throws {
        socket = "fa-test-\(UUID().uuidString.prefix(8))"
        let envPrefix = environment.sorted { $0.key < $1.key }
            .map { "\($0.key)=\(TmuxSession.shellQuote($0.value))" }.joined(separator: " ")
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)",
                  "env -i \(envPrefix) \(command); echo EXITED:$?; sleep 30"])
    }

    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
    }

    static func shellQuote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// Runs a tmux command with posix_spawn + waitpid (Foundation's Process did not reap the
    /// tmux client reliably once the server daemonised). Output is captured through a file only
    /// when asked for, so the server never inherits a pipe.
    @discardableResult
    func tmux(_ args: [String], capture: Bool = false) throws -> String {
        let outPath = NSTemporaryDirectory() + "fa-tmux-\(UUID().uuidString)"
        defer { unlink(outPath) }
        let argv: [UnsafeMutablePointer<CChar>?] = (["/usr/bin/tmux", "-L", socket] + args).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, capture ? outPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Start with default signal handling and nothing blocked: the tmux server (and so the
        // REPL under test) must receive SIGINT from Ctrl-C.
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attr, &empty)
        posix_spawnattr_setsigdefault(&attr, &all)
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, "/usr/bin/tmux", &actions, &attr, argv, environ)
        guard rc == 0 else { throw TmuxError.spawnFailed(rc) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard capture else { return "" }
        return String(decoding: FileManager.default.contents(atPath: outPath) ?? Data(), as: UTF8.self)
    }

    func type(_ text: String) throws { try tmux(["send-keys", "-t", name, "-l", text]) }
    func key(_ names: String...) throws { try tmux(["send-keys", "-t", name] + names) }

    /// Pastes text as a terminal would: with `bracketed`, inside ESC[200~ … ESC[201~ (tmux
    /// sends them only when the program asked for them); line breaks arrive as CR.
    func paste(_ text: String, bracketed: Bool) throws {
        try tmux(["set-buffer", "-b", "fa-paste", "--", text])
        try tmux(["paste-buffer", "-d", "-b", "fa-paste", "-t", name] + (bracketed ? ["-p"] : []))
    }

    func screen() throws -> String { try tmux(["capture-pane", "-p", "-J", "-t", name], capture: true) }

    /// Waits until the screen contains `text` (count times); returns the screen or throws.
    @discardableResult
    func waitFor(_ text: String, count: Int = 1, timeout: TimeInterval = 20) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if last.components(separatedBy: text).count - 1 >= count { return last }
            usleep(50_000)
        }
        throw TmuxError.timeout(waitingFor: text, screen: last)
    }

    /// The pid of the program running in the pane's shell (the first child).
    func panePID() throws -> Int32 {
        let shellPID = try tmux(["display-message", "-p", "-t", name, "#{pane_pid}"], capture: true).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int32(shellPID) ?? 0
    }

    /// The pid of the program the pane's shell started (the REPL).
    func childPID() throws -> Int32 {
        let shell = try panePID()
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8),
               let first = text.split(separator: " ").first, let pid = Int32(first) {
                return pid
            }
            usleep(50_000)
        }
        return 0
    }

    func kill() {
        _ = try? tmux(["kill-server"])
    }

    enum TmuxError: Error, CustomStringConvertible {
        case timeout(waitingFor: String, screen: String)
        case spawnFailed(Int32)
        var description: String {
            switch self {
            case let .spawnFailed(rc): return "tmux could not be started (posix_spawn \(rc))"
            case let .timeout(text, screen): return "Timed out waiting for \"\(text)\". Screen:\n\(screen)"
            }
        }
    }
}

/// Reads every journal line in a store directory and returns all "transcript" values.
func storedTranscripts(in store: String) -> [String] {
    let dir = store + "/journal"
    guard let files = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return [] }
    var result: [String] = []
    func collect(_ value: Any) {
        if let d = value as? [String: Any] {
            if let t = d["transcript"] as? String { result.append(t) }
            for (_, v) in d { if v is [String: Any] { collect(v) } }
        }
    }
    for f in files.sorted() where f.hasSuffix(".jsonl") {
        guard let text = try? String(contentsOfFile: dir + "/" + f, encoding: .utf8) else { continue }
        for line in text.split(separator: "\n") {
            if let obj = try? JSONSerialization.jsonObject(with: Data(line.utf8)) { collect(obj) }
        }
    }
    return result
}
