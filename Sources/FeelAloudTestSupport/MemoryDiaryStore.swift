import Foundation
import FeelAloudCore

/// An in-memory DiaryStore for tests and golden transcripts. Can be told to fail writes.
public final class MemoryDiaryStore: DiaryStore, @unchecked Sendable {
    public var records: [JournalRecord]
    public private(set) var draft: StagedDraft?
    /// When set, the next append throws this error (once).
    public var failNextAppend: StoreError?

    public init(records: [JournalRecord] = [], draft: StagedDraft? = nil) {
        self.records = records
        self.draft = draft
    }

    public convenience init(_ records: [JournalRecord]) { self.init(records: records) }

    /// When true, every append fails.
    public var failAppend = false

    public var snapshots: [Snapshot] { records.compactMap { if case let .snapshot(s) = $0 { return s }; return nil } }

    public func load() throws(StoreError) -> (Diary, [StoreProblem]) { (Diary(records: records), []) }

    public func append(_ record: JournalRecord) throws(StoreError) {
        _ = try save(record)
    }

    /// Idempotent like the file store: an identical id+revision is a no-op, a different one a conflict.
    public func save(_ record: JournalRecord) throws(StoreError) -> AppendOutcome {
        if failAppend { throw .cannotWrite(path: "/mem", reason: .system(ENOSPC)) }
        if let failure = failNextAppend {
            failNextAppend = nil
            throw failure
        }
        if let same = records.first(where: { $0.id == record.id && $0.revision == record.revision }) {
            if same == record { return .alreadyStored }
            throw .conflictingRecord(id: record.id, revision: record.revision, path: "/mem")
        }
        records.append(record)
        return .written
    }

    public func stageDraft(_ draft: StagedDraft) throws(StoreError) { self.draft = draft }
    public func loadDraft() throws(StoreError) -> StagedDraft? { draft }
    public func clearDraft() throws(StoreError) { draft = nil }
}
