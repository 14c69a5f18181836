import Foundation
import FeelAloudCore
import CEditLineShim

/// Entry point of the executable: parse arguments, build the app, run.
public enum FeelAloudMain {
    public static func run() -> Never {
        let io = ProcessIO()
        // Swift reads argv from /proc/self/cmdline; when that read fails the list is empty
        // (not even the program name) and a `checkin 3` would silently become the REPL.
        guard !CommandLine.arguments.isEmpty else {
            exit(io.fail(.argumentsUnreadable).rawValue)
        }
        let code = CommandLineApp.run(arguments: Array(CommandLine.arguments.dropFirst()), io: io)
        exit(code.rawValue)
    }
}
