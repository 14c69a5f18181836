/// The dialogue's state: what the REPL is waiting for.
///
/// `mode` is the stage on top; `stack` holds the stages below it, which resume (top first)
/// when the top one is done and waits for nothing (`Conversation.handle`). So a check-in asks
/// its follow-up first, the follow-up's note may become a reviewed entry, and the five-level
/// choice comes back afterwards, as hledger's `add` returns to its earlier stages.
public struct ConversationState: Equatable, Sendable {
    public var mode: ConversationMode = .idle
    public var stack: [ConversationMode] = []
    public init(mode: ConversationMode = .idle, stack: [ConversationMode] = []) {
        self.mode = mode
        self.stack = stack
    }
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
    /// The five-level check-in choice (keys or a typed line), then its save.
    case checkingIn(CheckInStage)
    /// `/einstellungen` or `/erinnerungen` changed the settings; waiting for the write
    /// (`confirmation` is said once it succeeded).
    case savingSettings(confirmation: String)
}

extension ConversationMode {
    /// The prompt for this mode (docs/STYLE.md): yes/no questions get `antwort> `, never the
    /// correction prompt.
    public var prompt: String {
        switch self {
        case .idle: return "tagebuch> "
        case let .reviewing(r): return r.confirmingDiscard ? "antwort> " : "korrektur> "
        case .rereading, .choosingReread, .resumeOffer, .confirmDelete, .confirmDropDraft, .offeringEntry, .confirmShell,
             .followingUp, .savingFollowUp, .checkingIn, .savingSettings:
            return "antwort> "
        case .editingText: return "text> "
        case let .manualEntry(p): return p.confirmingCancel ? "antwort> " : "eintrag> "
        }
    }

    /// Whether the shell should read single keys (the check-in picker on a terminal) instead
    /// of a line, and feed them as `.key`.
    public var readsKeys: Bool {
        if case let .checkingIn(stage) = self { return stage.byKeys && stage.saving == nil }
        return false
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
    /// Begin a check-in (a start from a reminder, `feelaloud checkin`; `/checkin` in the REPL).
    case beginCheckIn(CheckInRequest)
    /// A key pressed while `mode.readsKeys` (the check-in picker).
    case key(UInt8)
    /// Answers to `.saveSettings`.
    case settingsSaved
    case settingsFailed(StoreError)
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
    /// The same export again, overwriting the existing file.
    case overwriteExport(ExportOrder)
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
    /// `/export`: write the export the language read (the shell may ask back via `.shellAsks`).
    case export(ExportOrder)
    /// The person said „ja“ to a shell question: carry on with the action.
    case shellConfirmed(ShellAction)
    /// Prefill the next input line (libedit) with this text.
    case prefill(String)
    /// Render a view of the diary (`/woche`, `/monat`, `/jahr`).
    case showView(DiaryView)
    /// Write the settings file; answer with `.settingsSaved` or `.settingsFailed`.
    case saveSettings(AppConfig)
    /// Draw the five check-in levels in place on the current line, `selected` in brackets.
    case pickerLine(SnapshotRating?)
    /// The picker's line is finished (the shell ends it).
    case pickerDone
    /// A check-in stage ended (the shell notes its own check-ins; `feelaloud checkin` takes its
    /// exit code from it).
    case checkInEnded(CheckInOutcome)
    case quit
}

extension ConversationEffect {
    /// Effects whose result comes back as an input: the stage below waits until it arrived.
    var awaitsAnswer: Bool {
        switch self {
        case .extract, .append, .saveSettings, .quit: return true
        default: return false
        }
    }
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
    /// The settings as stored now (`/einstellungen`, `/erinnerungen`).
    public var settings = AppConfig()
    /// Whether this build can run the llama extractor at all (`/einstellungen auswertung llama`).
    public var llamaBuild: ExtractorAvailability = .available
    /// Whether the shell reads single keys for the check-in picker (a terminal).
    public var ratingKeys = false

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
