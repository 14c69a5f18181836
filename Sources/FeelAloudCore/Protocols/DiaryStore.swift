/// Persistence of the journal, behind a protocol so conversations run against memory in tests.
/// The real implementation is the flat-file journal in FeelAloudStore.
public protocol DiaryStore: AnyObject {
    /// Reads every record (picking up other processes' appends) and returns the folded diary
    /// plus any problems found (torn or corrupt lines, already quarantined).
    func load() throws(StoreError) -> (Diary, [StoreProblem])
    /// Appends one record durably (fsync) under the cross-process lock.
    func append(_ record: JournalRecord) throws(StoreError)
    /// Like `append`, but says what happened: written, already stored (an identical record
    /// with this id and revision exists, so nothing was written: saves are idempotent), or
    /// written without the directory sync. A record with a stored id and revision but other
    /// content is `StoreError.conflictingRecord`.
    func save(_ record: JournalRecord) throws(StoreError) -> AppendOutcome
    /// Keeps the draft under review on disk until it is saved or discarded.
    func stageDraft(_ draft: StagedDraft) throws(StoreError)
    /// The staged draft from an earlier run, if any.
    func loadDraft() throws(StoreError) -> StagedDraft?
    /// Removes the staged draft (after saving or discarding it).
    func clearDraft() throws(StoreError)
}

extension DiaryStore {
    public func save(_ record: JournalRecord) throws(StoreError) -> AppendOutcome {
        try append(record)
        return .written
    }
}

/// What a successful `save` did.
public enum AppendOutcome: Equatable, Sendable {
    case written
    /// The identical record (same id, revision and content) was already stored: nothing written.
    case alreadyStored
    /// Written and fsynced, but the directory holding a new month file could not be synced
    /// (`reason`): the record is stored; only a power loss right now could lose the new file.
    case writtenWithoutDirectorySync(reason: FailureReason)
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
    /// The id and revision the saved record will have, fixed when the draft is created so a
    /// save repeated after a crash or a failure cannot store it twice (nil in old drafts).
    public var recordID: String?
    public var revision: Int?

    public init(stagedAt: LocalTimestamp, transcript: String, fields: EntryFields, dayOffset: Int = 0,
                editing: (id: String, revision: Int)? = nil, recordID: String? = nil, revision: Int? = nil) {
        self.recordID = recordID
        self.revision = revision
        self.stagedAt = stagedAt
        self.transcript = transcript
        self.fields = fields
        self.dayOffset = dayOffset
        self.editing = editing
    }

    public static func == (a: StagedDraft, b: StagedDraft) -> Bool {
        a.stagedAt == b.stagedAt && a.transcript == b.transcript && a.fields == b.fields
            && a.dayOffset == b.dayOffset && a.editing?.id == b.editing?.id
            && a.editing?.revision == b.editing?.revision && a.recordID == b.recordID && a.revision == b.revision
    }
}

/// A problem found while loading, reported to the person (never silently dropped).
public struct StoreProblem: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case tornLastLine
        case corruptLine(reason: RecordDefect)
        case newerSchema(version: Int)
        /// A record with an id and revision already loaded from `firstSeen` ("file:line") but
        /// different content, or an id used by an entry and by a check-in. Not loaded.
        case conflictingRecord(id: String, revision: Int, firstSeen: String)
        /// The line is not valid UTF-8 (at byte `offset`). Not loaded.
        case invalidUTF8(offset: Int)
        /// The whole file could not be read (`line` is 0); only its month is missing.
        case unreadableFile(reason: FailureReason)
        /// The store cannot be written (read-only, full, permissions): reading still works.
        case readOnly(reason: FailureReason)
    }
    public var file: String
    public var line: Int
    public var kind: Kind
    /// Where the bad line was copied to.
    public var quarantinedTo: String?
    /// Why the bad line could not be copied to the quarantine (e.g. a read-only store).
    public var quarantineFailure: FailureReason?

    public init(file: String, line: Int, kind: Kind, quarantinedTo: String?, quarantineFailure: FailureReason? = nil) {
        self.quarantineFailure = quarantineFailure
        self.file = file
        self.line = line
        self.kind = kind
        self.quarantinedTo = quarantinedTo
    }
}

/// Store failures; Messages turns them into German sentences.
public enum StoreError: Error, Equatable, Sendable {
    case cannotCreateDirectory(path: String, reason: FailureReason)
    case cannotOpen(path: String, reason: FailureReason)
    case cannotWrite(path: String, reason: FailureReason)
    case cannotLock(path: String, reason: FailureReason)
    case notADirectory(path: String)
    case unsafePermissions(path: String)
    /// A record with this id and revision is already stored with different content.
    case conflictingRecord(id: String, revision: Int, path: String)
    /// Writing failed and the partial write could not be undone: the record may or may not be
    /// stored. Retrying the same save is safe (saves are idempotent).
    case writeUncertain(path: String, reason: FailureReason)
    /// A record's journal line would exceed its documented limit (`limit` bytes).
    case recordTooLarge(limit: Int)
}
