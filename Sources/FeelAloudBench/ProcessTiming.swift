import Foundation

/// Times whole `feelaloud` processes (start, load, answer, exit) and reads their peak RSS.
enum ProcessTiming {
    struct Run {
        var seconds: Double
        var maxRSSKiB: Int
        /// The raw wait status (0: exited with 0).
        var status: Int32 = 0
        /// User + system CPU time of the process (and what it waited for).
        var cpuSeconds: Double = .nan
    }

    /// Runs the binary with stdin from `stdin` (default /dev/null); returns wall time and peak RSS (wait4).
    static func run(_ binary: String, _ arguments: [String], environment: [String: String],
                    stdin: String = "/dev/null") -> Run {
        var pid: pid_t = 0
        // wait4's ru_maxrss of a child spawned by this (large) process starts at this process's
        // peak (Linux keeps the pre-exec high-water mark): let GNU time fork it and report.
        let rssFile = NSTemporaryDirectory() + "feelaloud-bench-rss-\(getpid())"
        let timed = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")
        let command = timed ? ["/usr/bin/time", "-q", "-f", "%M", "-o", rssFile, binary] : [binary]
        let argv: [UnsafeMutablePointer<CChar>?] = (command + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let start = DispatchTime.now().uptimeNanoseconds
        let rc = posix_spawn(&pid, command[0], &actions, nil, argv, envp)
        posix_spawn_file_actions_destroy(&actions)
        guard rc == 0 else { return Run(seconds: .nan, maxRSSKiB: 0) }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let end = DispatchTime.now().uptimeNanoseconds
        var rss = Int(usage.ru_maxrss)
        if timed, let text = try? String(contentsOfFile: rssFile, encoding: .utf8),
           let kib = text.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
            rss = kib
        }
        if timed { unlink(rssFile) }
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return Run(seconds: Double(end - start) / 1e9, maxRSSKiB: rss, status: status, cpuSeconds: cpu)
    }

    static func median(_ values: [Double]) -> Double {
        let s = values.sorted()
        return s.isEmpty ? .nan : s[s.count / 2]
    }
}
