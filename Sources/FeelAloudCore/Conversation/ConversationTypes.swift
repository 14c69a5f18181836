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
    /// `/text` changed the text; waiting for the extractor to read it again.
    case rereading(Review)
    /// The new reading differs: the person chooses new fields, new fields with their
    /// corrections kept, or the fields as before.
    case choosingReread(Review, fresh: EntryFields, unstated: Set<FieldKey>, dayOffset: Int)
    /// Fields asked one by one.
    case manualEntry(ManualEntry)
    /// At start: a staged draft from an earlier run.
    case resumeOffer(StagedDraft)
    /// „nein“ to the resume offer: dropping the text is confirmed once, as „abbrechen“ is.
    case confirmDropDraft(StagedDraft)
    /// The follow-up question about a check-in of today (rating 5, 2 or 1) was asked.
    case followingUp(Snapshot)
    /// The answer's revisions are being written (`remaining` appends in flight); with a note the
    /// entry offer follows, without one (dismissed) the prompt.
    case savingFollowUp(note: String?, remaining: Int)
    /// A check-in's follow-up answer was stored as its note; offered as a diary entry too.
    case offeringEntry(String)
    /// A shell command needs a yes/no before it goes on (export overwrite).
    case confirmShell(ShellQuestion)
    /// `/löschen N` asked for confirmation.
    case confirmDelete(entry: DiaryEntry, label: String)
}

extension ConversationMode {
    /// The prompt for this mode (docs/STYLE.md): yes/no questions get `antwort> `, never the
    /// correction prompt.
    public var prompt: String {
        switch self {
        case .idle: return "tagebuch> "
        case let .reviewing(r): return r.confirmingDiscard ? "antwort> " : "korrektur> "
        case .rereading, .choosingReread, .resumeOffer, .confirmDelete, .confirmDropDraft, .offeringEntry, .confirmShell,
             .followingUp, .savingFollowUp:
            return "antwort> "
        case .editingText: return "text> "
        case let .manualEntry(p): return p.confirmingCancel ? "antwort> " : "eintrag> "
        }
    }
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
    /// Fields the person corrected in this review (kept when `/text` is read again).
    public var corrected: Set<FieldKey> = []
    /// Fields the extractor decided without a clear cue (`ExtractionResult.inferred`): marked
    /// with "?" in the field list until the person corrects them.
    public var inferred: Set<FieldKey> = []
    /// `inferred` of a new reading of the text while the person chooses whether to take it.
    public var rereadInferred: Set<FieldKey> = []
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

    /// The day of writing: `dayOffset` counts from it (a stored entry's creation day).
    public var writtenOn: DayKey { original?.createdAt.day ?? stagedAt.day }

    /// The day the entry describes.
    public var day: DayKey { writtenOn.adding(days: dayOffset) }

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
    /// A check-in of today awaits its follow-up (the shell's `FollowUpGate` decided it is time).
    case followUpDue(Snapshot)
    /// A shell command stopped to ask (e.g. the export file exists); the conversation asks.
    case shellAsks(ShellQuestion)
}

/// A yes/no question of a shell command: the conversation asks it under `antwort>` and, on
/// „ja“, hands the action back (`.shellConfirmed`); on „nein“ it says `declined`. So the shell
/// never reads German answers itself.
public struct ShellQuestion: Equatable, Sendable {
    public var text: String
    public var declined: String
    public var action: ShellAction
    public init(text: String, declined: String, action: ShellAction) {
        self.text = text
        self.declined = declined
        self.action = action
    }
}

/// What a confirmed shell question goes on with.
public enum ShellAction: Equatable, Sendable {
    /// `/export …` again, overwriting the existing file.
    case overwriteExport(argument: String)
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
    /// The person said „ja“ to a shell question: carry on with the action.
    case shellConfirmed(ShellAction)
    /// Prefill the next input line (libedit) with this text.
    case prefill(String)
    case quit
}

/// Everything the conversation may read besides its state; all pure values.
public struct ConversationEnvironment: Sendable {
    public var now: LocalTimestamp
    /// The diary as read now (a `Diary`, or the store's index-backed view).
    public var diary: any DiaryReading
    public var language: any DialogueLanguage
    public var extractorAvailability: ExtractorAvailability
    /// A fresh id for a new record (the shell generates UUIDs; tests pass fixed ones).
    public var newID: String
    /// Whether the draft under review is safely staged on disk (false after a failed write).
    public var draftStaged: Bool = true
    /// The person's time zone (which check-ins are "today" when a follow-up is dismissed).
    public var zone: UTCOffsetRule

    public init(now: LocalTimestamp, diary: any DiaryReading, language: any DialogueLanguage,
                extractorAvailability: ExtractorAvailability = .available, newID: String) {
        self.now = now
        self.diary = diary
        self.language = language
        self.extractorAvailability = extractorAvailability
        self.newID = newID
        self.zone = .fixed(now.utcOffsetSeconds)
    }
}
