import Foundation
import FeelAloudCore
import FeelAloudLanguage
import FeelAloudStore
import FeelAloudExport

/// The REPL's shell services: answers questions from the store, renders the views, reads and
/// writes the settings, exports. Check-ins, follow-ups, settings and reminders are stages of
/// the conversation; this type only wires their effects to I/O and never reads German answers.
public final class ConsoleServices: ShellServices {
    let store: DiaryStore
    let io: CommandIO
    public let zone: UTCOffsetRule
    /// Golden transcripts ask follow-ups although their input is scripted.
    var askFollowUpsWhenPiped = false
    /// Reads and writes the settings; nil in tests without a settings file.
    let settings: SettingsAccess?
    var gate: FollowUpGate
    let workingDirectory: String

    /// Loading and saving AppConfig (the file store; an in-memory one in tests).
    public struct SettingsAccess {
        public var load: () throws(StoreError) -> AppConfig
        public var save: (AppConfig) throws(StoreError) -> Void
    }

    public init(store: DiaryStore, io: CommandIO, settings: SettingsAccess?, fromReminder: Bool,
                zone: UTCOffsetRule = UTCOffsetRule(timeZone: .current),
                workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.store = store
        self.io = io
        self.settings = settings
        self.zone = zone
        self.gate = FollowUpGate(fromReminder: fromReminder)
        self.workingDirectory = workingDirectory
    }

    func config() -> AppConfig {
        guard let settings else { return AppConfig() }
        // An unreadable settings file was reported at start (AppContext); use the defaults.
        do { return try settings.load() } catch { return AppConfig() }
    }

    // MARK: Questions

    public func answer(question: String, diary: any DiaryReading, now: LocalTimestamp, style: TerminalStyle) -> String {
        let q = QuestionParser.interpret(question, today: now.day)
        // A bounded question reads only its days, a whole-history one the per-day aggregates (issue #14).
        let answer = Answer(question: q, reading: diary, songs: SongMatch.standard, today: now.day)
        return AnswerRenderer.render(answer, color: style.color)
    }

    // MARK: Start and prompt

    public func startupNotices(diary: any DiaryReading, now: LocalTimestamp) -> [String] {
        var lines: [String] = []
        let cfg = config()
        if cfg.noticesEnabled {
            // The days `detect` reads: today, or yesterday when today has no entry, and the two before.
            lines += GentleNotice.detect(diary: diary.period(from: now.day.adding(days: -3), to: now.day), today: now.day)
                .map(\.message)
        }
        let today = diary.snapshotsAroundToday(now).filter { FollowUpPolicy.isToday($0, now: now, zone: zone) }
        if let missed = Messages.remindersMissed(ReminderSchedule.missedSlots(
            slots: ReminderSettings(config: cfg).slots, now: now, snapshotsToday: today)) {
            lines.append(missed)
        }
        return lines
    }

    /// At start (and when back at the prompt): a pending follow-up of today. A start from a
    /// reminder suppresses the first check (the gate), so the five-level choice comes first.
    @discardableResult
    public func checkInsAtPrompt(diary: any DiaryReading, now: LocalTimestamp, atStart: Bool, interactive: Bool) -> Snapshot? {
        // Follow-ups are a conversation with a person: a piped (scripted) REPL is never asked, so
        // the script's lines keep their meaning; the check-in stays open for the next start.
        guard interactive || askFollowUpsWhenPiped else { return nil }
        return atStart
            ? gate.atStart(snapshots: diary.snapshotsAroundToday(now), now: now, zone: zone)
            : gate.atPrompt(snapshots: diary.snapshotsAroundToday(now), now: now, zone: zone)
    }

    // MARK: Settings and check-ins (decided by the conversation)

    public func currentSettings() -> AppConfig { config() }

    public func saveSettings(_ config: AppConfig) throws(StoreError) {
        guard let settings else { return }
        try settings.save(config)
    }

    public var llamaBuild: ExtractorAvailability { LlamaExtractorFactory.buildAvailability }

    public var ratingKeyboard: CheckInKeyboard? { io.stdinIsTerminal ? TerminalKeyboard() : nil }

    public func noteOwnCheckIn(_ id: String) { gate.noteOwn(id) }

    // MARK: Commands

    public func export(_ order: ExportOrder, diary: any DiaryReading, now: LocalTimestamp) -> ShellReply {
        export(order, diary: diary, now: now, force: false)
    }

    public func render(_ view: DiaryView, diary: any DiaryReading, now: LocalTimestamp, style: TerminalStyle) -> String {
        switch view {
        // each view reads only its own days
        case .week: return DiaryViews.renderWeek(reading: diary, today: now.day, color: style.color)
        case let .month(y, m):
            guard let first = DayKey(year: y, month: m, day: 1) else { return Messages.monthUsage }
            return DiaryViews.renderMonth(diary: diary.period(from: first, to: first.lastOfMonth), year: y, month: m,
                                          color: style.color)
        case let .year(y):
            guard let first = DayKey(year: y, month: 1, day: 1), let last = DayKey(year: y, month: 12, day: 31) else {
                return Messages.yearUsage
            }
            return DiaryViews.renderYear(diary: diary.period(from: first, to: last), year: y, color: style.color)
        }
    }

    public func confirm(_ action: ShellAction, diary: any DiaryReading, now: LocalTimestamp, style: TerminalStyle) -> String {
        switch action {
        case let .overwriteExport(order):
            if case let .text(t) = export(order, diary: diary, now: now, force: true) { return t }
            return ""
        }
    }

    /// `/export …`; an existing file is not overwritten without asking: the conversation asks
    /// (`ShellQuestion`) and comes back with `confirm(.overwriteExport)`.
    func export(_ order: ExportOrder, diary: any DiaryReading, now: LocalTimestamp, force: Bool) -> ShellReply {
        let today = now.day
        var request = ExportRequest(range: order.range, force: force)
        if let name = order.format, let format = ExportFormat(rawValue: name) { request.format = format }
        let progress = ProgressDisplay(io: io, enabled: io.stdoutIsTerminal)
        let configJSON = AppConfigCodec.json(for: config())
        let result = ExportCommand.perform(request, diary: diary.whole(), config: configJSON, workingDirectory: workingDirectory,
                                           today: today, progress: progress.callback)
        progress.clear()
        switch result {
        case let .success(report): return .text(report.summary)
        case let .failure(error):
            if case let .fileExists(path) = error, !request.force {
                return .ask(ShellQuestion(text: Messages.exportOverwrite(path),
                                          declined: Messages.exportNotWritten, action: .overwriteExport(order)))
            }
            return .text(Messages.exportError(error))
        }
    }

}
