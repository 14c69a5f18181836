import Foundation
import FeelAloudCore
import FeelAloudLanguage
import FeelAloudStore
import FeelAloudExport

/// Dispatches `feelaloud <command> …`: the REPL by default, the machine interfaces of
/// CONTRACT.md §3 and the other subcommands. Usage errors exit 2, failures 1.
public enum CommandLineApp {
    public static let version = "0.1.0"

    enum Subcommand: String {
        case extract, correct, ask, checkin, remind, export, `import`, repl
    }

    public static func run(arguments: [String], io: CommandIO) -> ExitCode {
        if let first = arguments.first, ["-h", "--help", "--hilfe", "hilfe", "help"].contains(first) {
            io.write(Messages.usage + "\n")
            return .ok
        }
        if arguments.first == "--version" {
            io.write("feelaloud \(version)\n")
            return .ok
        }
        let (globalArgs, commandArgs) = splitGlobalOptions(arguments)
        var rest = commandArgs
        var sub = Subcommand.repl
        if let first = rest.first, !first.hasPrefix("-") {
            guard let s = Subcommand(rawValue: first), s != .repl else {
                return io.fail(.unknownSubcommand(first))
            }
            sub = s
            rest.removeFirst()
            // Every subcommand answers --help with its usage and exit 0.
            if rest.contains(where: { ["-h", "--help", "--hilfe"].contains($0) }), let help = Messages.subcommandHelp(first) {
                io.write(help + "\n")
                return .ok
            }
        }
        let ctx: AppContext
        do {
            let global = try ArgumentList(globalArgs, knownFlags: AppContext.globalFlags, knownOptions: AppContext.globalOptions)
            ctx = try AppContext(arguments: global, io: io)
        } catch {
            return io.fail(.arguments(error))
        }
        switch sub {
        case .repl:
            guard rest.isEmpty else {
                return io.fail(.unknownSubcommand(rest[0]))
            }
            return runRepl(ctx)
        case .extract: return parsed(rest, flags: ExtractCommand.flags, io) { ExtractCommand.run($0, ctx) }
        case .correct: return parsed(rest, flags: ["--json"], io) { CorrectCommand.run($0, ctx) }
        case .ask: return parsed(rest, flags: ["--json"], io) { AskCommand.run($0, ctx) }
        case .checkin:
            return CheckInCommand(store: ctx.makeIndexedStore(), io: io, clock: ctx.clock,
                                  makeExtractor: { ctx.makeExtractor(announce: true) }).run(arguments: rest)
        case .remind:
            return RemindCommand(store: ctx.makeStore(), io: io, clock: ctx.clock, storeDirectory: ctx.storeDirectory,
                                 settings: ReminderSettings(config: ctx.config)).run(arguments: rest)
        case .export:
            return ExportCommand.runExport(arguments: rest, store: ctx.makeIndexedStore(), io: io, clock: ctx.clock,
                                           config: AppConfigCodec.json(for: ctx.config),
                                           rangeResolver: { QuestionParser.timeRange($0, today: ctx.clock.now().day) })
        case .import:
            let store = ctx.makeStore()
            return ExportCommand.runImport(arguments: rest, store: IndexedJournalStore(journal: store), io: io, onConfig: { json in
                do {
                    try store.saveConfig(try AppConfigCodec.decode(json: json))
                    io.write(Messages.importedSettings + "\n")
                } catch let error as StoreError {
                    io.writeError(Messages.storeError(error) + "\n")
                } catch let error as RecordDecodingError {
                    io.writeError(Messages.importSettingsSkipped(error.reason) + "\n")
                } catch {
                    io.writeError(Messages.importSettingsSkipped("\(error)") + "\n")
                }
            })
        }
    }

    /// Separates the global options (anywhere on the line) from the subcommand's arguments.
    static func splitGlobalOptions(_ arguments: [String]) -> (global: [String], command: [String]) {
        var global: [String] = []
        var command: [String] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            let name = a.hasPrefix("--") ? String(a.prefix { $0 != "=" }) : a
            if AppContext.globalFlags.contains(a) {
                global.append(a)
            } else if AppContext.globalOptions.contains(name) {
                global.append(a)
                if name == a, i + 1 < arguments.count {
                    global.append(arguments[i + 1])
                    i += 1
                }
            } else {
                command.append(a)
            }
            i += 1
        }
        return (global, command)
    }

    static func parsed(_ arguments: [String], flags: Set<String>, _ io: CommandIO,
                       _ body: (ArgumentList) -> ExitCode) -> ExitCode {
        do {
            return body(try ArgumentList(arguments, knownFlags: flags, knownOptions: []))
        } catch {
            return io.fail(.arguments(error))
        }
    }

    static func runRepl(_ ctx: AppContext) -> ExitCode {
        let io = ctx.io
        let interactive = io.stdinIsTerminal
        let reader: LineReader = interactive
            ? EditLineReader(historyPath: HistoryLocation.resolve(environment: io.environment))
            : PipedLineReader()
        let store = ctx.makeIndexedStore()
        let journal = store.journal
        let repl = Repl(store: store, extractor: ctx.makeExtractor(announce: true), language: GermanDialogue(),
                        reader: reader, io: io, clock: ctx.clock, style: interactive ? ctx.style : TerminalStyle(color: false),
                        services: ConsoleServices(store: store, io: io, settings: .init(load: { () throws(StoreError) in try journal.loadConfig() }, save: { (c: AppConfig) throws(StoreError) in try journal.saveConfig(c) }), fromReminder: ctx.fromReminder), interactive: interactive,
                        fromReminder: ctx.fromReminder)
        return repl.run()
    }
}

/// Where the persistent line-editor history lives: `$XDG_STATE_HOME/feelaloud/history`
/// (fallback `~/.local/state/feelaloud/history`).
enum HistoryLocation {
    static func resolve(environment env: [String: String]) -> String? {
        if let state = env["XDG_STATE_HOME"], !state.isEmpty { return state + "/feelaloud/history" }
        guard let home = env["HOME"], !home.isEmpty else { return nil }
        return home + "/.local/state/feelaloud/history"
    }
}
