import FeelAloudCore

/// Why a backup file cannot be imported; nothing was written. German text via
/// `Messages.backupError`.
public enum BackupError: Error, Equatable, Sendable {
    case cannotRead(path: String, reason: FailureReason)
    /// Not JSON at all: the parser's error, its offset counted in the whole file.
    case notJSON(JSONParseError)
    /// Valid JSON but not a FeelAloud backup (missing/wrong "format").
    case notABackup
    case unsupportedVersion(Int)
    /// Records that fail validation: (0-based index in "records", German reason); at most
    /// `BackupImporter.maxReportedProblems` are listed, `total` counts all.
    case invalidRecords([BackupProblem], total: Int)
}

/// One invalid record of a backup.
public struct BackupProblem: Equatable, Sendable {
    public let index: Int
    public let reason: String
    public init(index: Int, reason: String) {
        self.index = index
        self.reason = reason
    }
}
