/// The dialogue's state: what the REPL is waiting for.
public struct ConversationState: Equatable, Sendable {
    public var mode: ConversationMode = .idle
    public init(mode: ConversationMode = .idle) { self.mode = mode }
}

/// What the next line means.
public enum ConversationMode: Equatable, Sendable {
    case idle
    /// A draft is shown and awaits "ja", a correction or "abbrechen".
    case reviewing(Review)
    /// `/text`: the next line replaces the draft's transcript.
    case editingText(Review)
    /// Fields asked one by one.
    case manualEntry(ManualEntry)
    /// At start: a staged draft from an earlier run.
    case resumeOffer(StagedDraft)
    /// `/löschen N` asked for confirmation.
    case confirmDelete(entry: DiaryEntry, label: String)
}

/// A draft under review (new entry or a revision of a stored one).
public struct Review: Equatable, Sendable {
    public var fields: EntryFields
    public var transcript: String
    public var dayOffset: Int
    public var unstated: Set<FieldKey>
    public var stagedAt: LocalTimestamp
    /// Earlier field states for "rückgängig".
    public var undoStack: [EntryFields] = []
    /// Set when editing a stored entry.
    public var original: DiaryEntry?
    /// "abbrechen" was said; the next ja/nein decides.
    public var confirmingDiscard = false
    /// A save is in flight (waiting for `.saved` / `.storeFailed`).
    public var saving = false
    /// Id and revision of the record this review will save, fixed when the review starts
    /// (travels with the staged draft), so a repeated save is recognised by the store.
    public var recordID = ""
    public var revision = 1
    /// When "ja" was first said for the current content: a retry after a failed write sends
    /// the identical record again (the store then stores it at most once).
    public var confirmedAt: LocalTimestamp?

    public init(fields: EntryFields, transcript: String, dayOffset: Int, unstated: Set<FieldKey>,
                stagedAt: LocalTimestamp, original: DiaryEntry? = nil) {
        self.fields = fields
        self.transcript = transcript
        self.dayOffset = dayOffset
        self.unstated = unstated
        self.stagedAt = stagedAt
        self.original = original
    }

    /// The day the entry describes.
    public var day: DayKey { original?.day ?? stagedAt.day.adding(days: dayOffset) }

    public var staged: StagedDraft {
        StagedDraft(stagedAt: stagedAt, transcript: transcript, fields: fields, dayOffset: dayOffset,
                    editing: original.map { ($0.id, $0.revision) },
                    recordID: recordID.isEmpty ? nil : recordID, revision: recordID.isEmpty ? nil : revision)
    }
}

/// What happens to the conversation from outside.
public enum ConversationInput: Equatable, Sendable {
    /// Program start, with a staged draft from an earlier run if there is one.
    case start(StagedDraft?)
    case line(String)
    /// Ctrl-D / end of piped input.
    case endOfInput
    case extracted(ExtractionResult)
    case extractionFailed(ExtractionError, text: String)
    case saved(JournalRecord)
    case storeFailed(StoreError)
}

/// How a message should look (the shell maps tones to colours on a terminal).
public enum Tone: Equatable, Sendable {
    case plain, info, success, warning, error
}

/// Work the shell performs for the conversation; results come back as inputs.
public enum ConversationEffect: Equatable, Sendable {
    case say(String, Tone)
    /// Run the extractor; answer with `.extracted` or `.extractionFailed`.
    case extract(String)
    case stageDraft(StagedDraft)
    case clearDraft
    /// Append durably; answer with `.saved` or `.storeFailed`.
    case append(JournalRecord)
    /// Answer a question about the diary.
    case answer(String)
    /// A command the shell implements (views, check-ins, reminders, settings, export).
    case shellCommand(SlashCommand, argument: String)
    /// Prefill the next input line (libedit) with this text.
    case prefill(String)
    case quit
}

/// Everything the conversation may read besides its state; all pure values.
public struct ConversationEnvironment: Sendable {
    public var now: LocalTimestamp
    public var diary: Diary
    public var language: any DialogueLanguage
    public var extractorAvailability: ExtractorAvailability
    /// A fresh id for a new record (the shell generates UUIDs; tests pass fixed ones).
    public var newID: String
    /// Whether the draft under review is safely staged on disk (false after a failed write).
    public var draftStaged: Bool = true

    public init(now: LocalTimestamp, diary: Diary, language: any DialogueLanguage,
                extractorAvailability: ExtractorAvailability = .available, newID: String) {
        self.now = now
        self.diary = diary
        self.language = language
        self.extractorAvailability = extractorAvailability
        self.newID = newID
    }
}
