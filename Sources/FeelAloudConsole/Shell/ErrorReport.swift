import FeelAloudCore
import FeelAloudExport

/// A console input that can be too large ("Die Eingabe ist zu groß …").
enum CommandInput: Sendable {
    case standardInput, text, question, utterance, line
}

/// Every way a console command ends without success, as data. `ErrorReport` is the one place
/// that turns it into the German message (from the catalogue) and the exit code — the model is
/// swift-argument-parser's `MessageInfo`. Commands end with `return io.fail(.…)`.
enum CommandFailure: Error, Sendable {
    // Usage errors: exit 2.
    case unknownSubcommand(String)
    case arguments(ArgumentList.UsageError)
    case checkInUsage
    case checkInInvalidArgument(String)
    case remindUnknownArgument(String)
    case remindUsage
    case correctUsage
    /// `correct --json` input that is not UTF-8 is a malformed document: a usage error.
    case correctionNotUTF8
    case correctionInput(CorrectionInputError)
    case extractFlagsExclusive
    case noQuestion
    case exportUsage(ExportUsageError)
    case importUsage(ExportUsageError)

    // Failures: exit 1.
    case inputTooLarge(CommandInput, limit: Int)
    case inputNotUTF8
    case checkInNoInput
    case store(StoreError)
    /// Neither XDG_CONFIG_HOME nor HOME is set: no place for the reminder units.
    case noConfigDirectory
    case export(ExportError)
    case backup(BackupError)
    case extraction(ExtractionError)
    case importOnlyJSONBackup(file: String)
    case importWriteFailed(written: Int, of: Int, StoreError)
    /// The program's arguments could not be read (/proc/self/cmdline).
    case argumentsUnreadable

    // Already said (on stdout or by the dialogue): only the exit code remains.
    /// The store could not be loaded; `loadReporting` has already said why.
    case loadFailed
    /// `checkin N` with a level that names none (exit 2); the dialogue said why.
    case checkInRefused
    /// A check-in ended without saving (cancelled, end of input, store error already said).
    case checkInNotSaved
    /// `extract --jsonl`: at least one line got an `{"error"}` object.
    case linesFailed
    /// `ask`: the question needs a clarification (the answer printed asks it).
    case questionNeedsClarification
    /// The REPL ended with an entry it could not save (it said so).
    case entryNotSaved
}

/// The message (nil: already reported) and exit code of a `CommandFailure`.
struct ErrorReport: Equatable, Sendable {
    var message: String?
    var exitCode: ExitCode

    init(_ failure: CommandFailure) {
        switch failure {
        case let .unknownSubcommand(name): self.init(usage: Messages.unknownSubcommand(name))
        case let .arguments(e): self.init(usage: e.message)
        case .checkInUsage: self.init(usage: Messages.checkInUsage)
        case let .checkInInvalidArgument(text): self.init(usage: Messages.checkInInvalidArgument(text))
        case let .remindUnknownArgument(text): self.init(usage: Messages.remindUnknownArgument(text))
        case .remindUsage: self.init(usage: Messages.remindUsage)
        case .correctUsage: self.init(usage: Messages.correctUsage)
        case .correctionNotUTF8: self.init(usage: Messages.inputNotUTF8)
        case let .correctionInput(e): self.init(usage: Messages.correctionInputError(e))
        case .extractFlagsExclusive: self.init(usage: Messages.extractFlagsExclusive)
        case .noQuestion: self.init(usage: Messages.noQuestion)
        case let .exportUsage(e): self.init(usage: Messages.exportUsageError(e) + "\n" + Messages.exportUsage)
        case let .importUsage(e): self.init(usage: Messages.exportUsageError(e) + "\n" + Messages.importUsage)

        case let .inputTooLarge(input, limit): self.init(failure: Messages.inputTooLarge(Messages.inputName(input), limit: limit))
        case .inputNotUTF8: self.init(failure: Messages.inputNotUTF8)
        case .checkInNoInput: self.init(failure: Messages.checkInNoInput)
        case let .store(e): self.init(failure: Messages.storeError(e))
        case .noConfigDirectory:
            self.init(failure: Messages.storeError(.cannotOpen(path: "$XDG_CONFIG_HOME", reason: .noConfigDirectory)))
        case let .export(e): self.init(failure: Messages.exportError(e))
        case let .backup(e): self.init(failure: Messages.backupError(e))
        case let .extraction(e): self.init(failure: Messages.extractionError(e))
        case let .importOnlyJSONBackup(file): self.init(failure: Messages.importOnlyJSONBackup(file))
        case let .importWriteFailed(written, total, e):
            self.init(failure: Messages.importWriteFailed(written: written, of: total, reason: Messages.storeError(e)))
        case .argumentsUnreadable: self.init(failure: Messages.argumentsUnreadable)

        case .checkInRefused: self.init(message: nil, exitCode: .usage)
        case .loadFailed, .checkInNotSaved, .linesFailed, .questionNeedsClarification, .entryNotSaved:
            self.init(message: nil, exitCode: .failure)
        }
    }

    init(message: String?, exitCode: ExitCode) {
        self.message = message
        self.exitCode = exitCode
    }

    private init(usage message: String) { self.init(message: message, exitCode: .usage) }
    private init(failure message: String) { self.init(message: message, exitCode: .failure) }
}

extension CommandIO {
    /// Reports `failure` on stderr and returns its exit code.
    func fail(_ failure: CommandFailure) -> ExitCode {
        let report = ErrorReport(failure)
        if let message = report.message { writeError(message + "\n") }
        return report.exitCode
    }
}
