import Foundation

/// Times whole `feelaloud` processes (start, load, answer, exit) and reads their peak RSS.
enum ProcessTiming {
    struct Run {
        var seconds: Double
        var maxRSSKiB: Int
    }

    /// Runs the binary with stdin from /dev/null; returns wall time and peak RSS (wait4).
    static func run(_ binary: String, _ arguments: [String], environment: [String: String]) -> Run {
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let start = DispatchTime.now().uptimeNanoseconds
        let rc = posix_spawn(&pid, binary, &actions, nil, argv, envp)
        posix_spawn_file_actions_destroy(&actions)
        guard rc == 0 else { return Run(seconds: .nan, maxRSSKiB: 0) }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let end = DispatchTime.now().uptimeNanoseconds
        return Run(seconds: Double(end - start) / 1e9, maxRSSKiB: Int(usage.ru_maxrss))
    }

    static func median(_ values: [Double]) -> Double {
        let s = values.sorted()
        return s.isEmpty ? .nan : s[s.count / 2]
    }
}
