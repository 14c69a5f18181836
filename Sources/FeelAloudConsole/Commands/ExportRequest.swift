import FeelAloudCore
import FeelAloudExport

/// A parsed `export` command (CLI flags or REPL `/export …`).
public struct ExportRequest: Equatable, Sendable {
    public var format: ExportFormat
    /// nil = everything.
    public var range: DateRange?
    /// nil = default file name in the working directory; "-" = standard output (csv/json).
    public var outPath: String?
    public var force: Bool

    public init(format: ExportFormat = .xlsx, range: DateRange? = nil, outPath: String? = nil, force: Bool = false) {
        self.format = format
        self.range = range
        self.outPath = outPath
        self.force = force
    }
}

/// Why the export/import arguments were rejected (exit code 2); German via Messages.
public enum ExportUsageError: Error, Equatable, Sendable {
    case unknownFormat(String)
    case invalidDate(String)
    case fromAfterTo(from: DayKey, to: DayKey)
    case rangeAndDates
    case unknownRange(String)
    case unknownOption(String)
    case missingValue(option: String)
    case binaryToStdout
    case missingImportFile
    case tooManyArguments(String)
}
