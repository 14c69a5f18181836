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
    /// Records that fail validation: (0-based index in "records", what is wrong); at most
    /// `BackupImporter.maxReportedProblems` are listed, `total` counts all.
    case invalidRecords([BackupProblem], total: Int)
}

/// One invalid record of a backup: where, and what is wrong (as data; worded by
/// `Messages.backupDefect`).
public struct BackupProblem: Equatable, Sendable {
    /// What is wrong with one record (or with the "records" list as a whole).
    public enum Defect: Equatable, Sendable {
        /// "records" is missing or not a list.
        case recordsMissing
        /// The record itself does not decode.
        case record(RecordDefect)
        /// Its journal line would exceed this many bytes.
        case tooLarge(limit: Int)
        /// The same id and revision twice with different content.
        case conflictingDuplicate(id: String, revision: Int)
        /// One id used by an entry and by a check-in.
        case entryAndSnapshot(id: String)
        /// The number of records does not match "counts".
        case countsMismatch
    }

    public let index: Int
    public let reason: Defect
    public init(index: Int, reason: Defect) {
        self.index = index
        self.reason = reason
    }
}
