import Foundation
import FeelAloudCore
import CEditLineShim

/// Entry point of the executable: parse arguments, build the app, run.
public enum FeelAloudMain {
    public static func run() -> Never {
        let io = ProcessIO()
        let code = CommandLineApp.run(arguments: Array(CommandLine.arguments.dropFirst()), io: io)
        exit(code.rawValue)
    }
}
