import FeelAloudCore

/// Dispatches `feelaloud <command> …` to the command implementations in Commands/.
public enum CommandLineApp {
    public static func run(arguments: [String], io: CommandIO) -> ExitCode {
        io.write("FeelAloud\n")
        return .ok
    }
}
