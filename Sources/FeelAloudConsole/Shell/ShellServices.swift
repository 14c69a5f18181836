import FeelAloudCore

/// What a shell command answers: text to print, or a question the conversation asks first.
public enum ShellReply: Equatable {
    case text(String)
    case ask(ShellQuestion)
}

/// What the REPL shell does beyond the conversation: answering questions and the commands
/// that render views or talk to other subsystems. Returned text is printed as is.
public protocol ShellServices: AnyObject {
    func answer(question: String, diary: any DiaryReading, now: LocalTimestamp, style: TerminalStyle) -> String
    /// Writes the export the conversation read from `/export …`.
    func export(_ order: ExportOrder, diary: any DiaryReading, now: LocalTimestamp) -> ShellReply
    /// Renders the view the conversation chose (`/woche`, `/monat`, `/jahr`).
    func render(_ view: DiaryView, diary: any DiaryReading, now: LocalTimestamp, style: TerminalStyle) -> String
    /// Goes on after the person confirmed a `ShellQuestion` (the conversation asked it).
    func confirm(_ action: ShellAction, diary: any DiaryReading, now: LocalTimestamp, style: TerminalStyle) -> String
    /// Lines to show once at start (notices, a missed reminder slot, a pending follow-up).
    func startupNotices(diary: any DiaryReading, now: LocalTimestamp) -> [String]
    /// The check-in of today whose follow-up is due now (at start, or when another process
    /// added one); the conversation asks it.
    @discardableResult
    func checkInsAtPrompt(diary: any DiaryReading, now: LocalTimestamp, atStart: Bool, interactive: Bool) -> Snapshot?
    /// The person's time zone (which check-ins belong to "today").
    var zone: UTCOffsetRule { get }
    /// The settings as stored now (defaults when unreadable; that was reported at start).
    func currentSettings() -> AppConfig
    /// Writes the settings the conversation decided (`/einstellungen`, `/erinnerungen`).
    func saveSettings(_ config: AppConfig) throws(StoreError)
    /// Whether this build can run the llama extractor.
    var llamaBuild: ExtractorAvailability { get }
    /// Single keys for the check-in picker when a person sits at a terminal; nil otherwise.
    var ratingKeyboard: CheckInKeyboard? { get }
    /// A check-in this process saved itself (never asked about immediately).
    func noteOwnCheckIn(_ id: String)
}
