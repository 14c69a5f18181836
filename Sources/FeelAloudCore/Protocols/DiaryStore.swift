/// Persistence of the journal, behind a protocol so conversations run against memory in tests.
/// The real implementation is the flat-file journal in FeelAloudStore.
public protocol DiaryStore: AnyObject {
    /// Reads every record (picking up other processes' appends) and returns the folded diary
    /// plus any problems found (torn or corrupt lines, already quarantined).
    func load() throws(StoreError) -> (Diary, [StoreProblem])
    /// Appends one record durably (fsync) under the cross-process lock.
    func append(_ record: JournalRecord) throws(StoreError)
    /// Keeps the draft under review on disk until it is saved or discarded.
    func stageDraft(_ draft: StagedDraft) throws(StoreError)
    /// The staged draft from an earlier run, if any.
    func loadDraft() throws(StoreError) -> StagedDraft?
    /// Removes the staged draft (after saving or discarding it).
    func clearDraft() throws(StoreError)
}

/// A draft under review, kept on disk so a crash or Ctrl-D never loses it.
public struct StagedDraft: Equatable, Sendable {
    public var stagedAt: LocalTimestamp
    /// The text the person typed (transcript form).
    public var transcript: String
    public var fields: EntryFields
    public var dayOffset: Int
    /// Set when the draft edits a stored entry (its id and the revision being edited).
    public var editing: (id: String, revision: Int)?

    public init(stagedAt: LocalTimestamp, transcript: String, fields: EntryFields, dayOffset: Int = 0,
                editing: (id: String, revision: Int)? = nil) {
        self.stagedAt = stagedAt
        self.transcript = transcript
        self.fields = fields
        self.dayOffset = dayOffset
        self.editing = editing
    }

    public static func == (a: StagedDraft, b: StagedDraft) -> Bool {
        a.stagedAt == b.stagedAt && a.transcript == b.transcript && a.fields == b.fields
            && a.dayOffset == b.dayOffset && a.editing?.id == b.editing?.id
            && a.editing?.revision == b.editing?.revision
    }
}

/// A problem found while loading, reported to the person (never silently dropped).
public struct StoreProblem: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case tornLastLine
        case corruptLine(reason: String)
        case newerSchema(version: Int)
    }
    public var file: String
    public var line: Int
    public var kind: Kind
    /// Where the bad line was copied to.
    public var quarantinedTo: String?

    public init(file: String, line: Int, kind: Kind, quarantinedTo: String?) {
        self.file = file
        self.line = line
        self.kind = kind
        self.quarantinedTo = quarantinedTo
    }
}

/// Store failures; Messages turns them into German sentences.
public enum StoreError: Error, Equatable, Sendable {
    case cannotCreateDirectory(path: String, reason: String)
    case cannotOpen(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case cannotLock(path: String, reason: String)
    case notADirectory(path: String)
    case unsafePermissions(path: String)
}
