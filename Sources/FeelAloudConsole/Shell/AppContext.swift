import Foundation
import FeelAloudCore
import FeelAloudLanguage
import FeelAloudStore

/// Global options shared by every subcommand, resolved once: where the store is, what
/// "today" is, which extractor to use, colour.
public struct AppContext {
    public let io: CommandIO
    public let storeDirectory: String
    public let clock: Clock
    public let extractorName: String
    public let modelPath: String?
    public let style: TerminalStyle
    public let fromReminder: Bool
    /// The settings file as loaded at start.
    public let config: AppConfig

    static let globalFlags: Set<String> = ["--no-color", "--from-reminder"]
    static let globalOptions: Set<String> = ["--store", "--today", "--extractor", "--model"]

    public init(arguments args: ArgumentList, io: CommandIO) throws(ArgumentList.UsageError) {
        self.io = io
        let env = io.environment
        do {
            storeDirectory = try StoreLocation.resolve(arguments: args.value("--store").map { ["--store", $0] } ?? [],
                                                       environment: env)
        } catch {
            throw .storeLocation(error)
        }
        if let todayText = args.value("--today") ?? env["FEELALOUD_TODAY"].flatMap({ $0.isEmpty ? nil : $0 }) {
            guard let day = DayKey(todayText) else { throw .invalidDate(todayText) }
            clock = PinnedDayClock(day: day)
        } else {
            clock = SystemClock()
        }
        let config: AppConfig
        do { config = try FileJournalStore(directory: storeDirectory).loadConfig() } catch {
            io.writeError(Messages.configUnreadable(Messages.storeError(error)))
            config = AppConfig()
        }
        self.config = config
        let name = args.value("--extractor") ?? env["FEELALOUD_EXTRACTOR"] ?? config.extractor.rawValue
        guard ["rules", "llama"].contains(name) else { throw .unknownExtractor(name) }
        extractorName = name
        modelPath = args.value("--model") ?? config.modelPath
        style = TerminalStyle.detect(io: io, forceOff: args.has("--no-color"))
        fromReminder = args.has("--from-reminder")
    }

    public func makeStore() -> FileJournalStore { FileJournalStore(directory: storeDirectory) }

    /// The journal read and written through its index (issue #14).
    public func makeIndexedStore() -> IndexedJournalStore { IndexedJournalStore(journal: makeStore()) }

    /// The configured extractor; llama falls back to rules with a German notice when it is
    /// not available (never a cloud).
    public func makeExtractor(announce: Bool) -> Extractor {
        let rules = RuleBasedExtractor()
        guard extractorName == "llama" else { return rules }
        let llama = LlamaExtractorFactory.make(modelPath: modelPath, io: io, showProgress: announce && io.stdoutIsTerminal)
        if case let .unavailable(reason) = llama.availability() {
            io.writeError(Messages.llamaUnavailableUsingRules(reason))
            return rules
        }
        return llama
    }
}
