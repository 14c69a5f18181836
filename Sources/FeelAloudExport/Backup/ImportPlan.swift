import FeelAloudCore

/// What an import will add, computed (and validated) before anything is written.
public struct ImportPlan: Equatable, Sendable {
    /// New records to append, in the backup's (canonical) order.
    public var records: [JournalRecord]
    /// Records whose id and revision are already stored (identical or not): skipped.
    public var skipped: Int
    /// Of the skipped ones, those whose stored content differs (the stored one is kept).
    public var skippedDiffering: Int
    /// Distinct entries / check-ins touched by new records.
    public var entries: Int
    public var entryRevisions: Int
    public var tombstones: Int
    public var snapshots: Int
    public var snapshotRevisions: Int
    /// The configuration in the backup, if any (applying it is the caller's choice).
    public var config: JSONValue?

    /// New records to append (`records` is empty for a streamed import: its batches hold them).
    public var recordCount: Int { entryRevisions + tombstones + snapshotRevisions }

    public var isEmpty: Bool { recordCount == 0 }

    /// German one-paragraph summary of what was (or will be) added.
    public var summary: String { Messages.importSummary(self) }
}
