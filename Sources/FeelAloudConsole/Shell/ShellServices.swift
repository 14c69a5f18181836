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
    func run(command: SlashCommand, argument: String, diary: any DiaryReading, now: LocalTimestamp,
             style: TerminalStyle, reader: LineReader) -> ShellReply
    /// Goes on after the person confirmed a `ShellQuestion` (the conversation asked it).
    func confirm(_ action: ShellAction, diary: any DiaryReading, now: LocalTimestamp, style: TerminalStyle) -> String
    /// Lines to show once at start (notices, a missed reminder slot, a pending follow-up).
    func startupNotices(diary: any DiaryReading, now: LocalTimestamp) -> [String]
    /// Follow-up questions about today's check-ins (at start, or when another process added
    /// one), and the five-level choice first when started from a reminder.
    /// Returns the check-in whose follow-up is due now; the conversation asks it.
    @discardableResult
    func checkInsAtPrompt(diary: any DiaryReading, now: LocalTimestamp, atStart: Bool, fromReminder: Bool,
                          reader: LineReader, interactive: Bool) -> Snapshot?
    /// The person's time zone (which check-ins belong to "today").
    var zone: UTCOffsetRule { get }
}
