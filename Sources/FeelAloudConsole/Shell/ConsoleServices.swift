import Foundation
import FeelAloudCore
import FeelAloudLanguage
import FeelAloudStore
import FeelAloudExport

/// The REPL's shell services: answers questions from the store, renders the views, runs
/// check-ins and follow-ups, changes reminders and settings, exports. Everything decided here
/// comes from pure functions in Core/Language; this type only wires them to I/O.
public final class ConsoleServices: ShellServices {
    let store: DiaryStore
    let io: CommandIO
    public let zone: UTCOffsetRule
    /// Golden transcripts ask follow-ups although their input is scripted.
    var askFollowUpsWhenPiped = false
    /// Reads and writes the settings; nil in tests without a settings file.
    let settings: SettingsAccess?
    var gate: FollowUpGate
    let makeID: () -> String
    let workingDirectory: String

    /// Loading and saving AppConfig (the file store; an in-memory one in tests).
    public struct SettingsAccess {
        public var load: () throws(StoreError) -> AppConfig
        public var save: (AppConfig) throws(StoreError) -> Void
    }

    public init(store: DiaryStore, io: CommandIO, settings: SettingsAccess?, fromReminder: Bool,
                zone: UTCOffsetRule = UTCOffsetRule(timeZone: .current),
                workingDirectory: String = FileManager.default.currentDirectoryPath,
                makeID: @escaping () -> String = { UUID().uuidString.lowercased() }) {
        self.store = store
        self.io = io
        self.settings = settings
        self.zone = zone
        self.gate = FollowUpGate(fromReminder: fromReminder)
        self.workingDirectory = workingDirectory
        self.makeID = makeID
    }

    func config() -> AppConfig {
        guard let settings else { return AppConfig() }
        // An unreadable settings file was reported at start (AppContext); use the defaults.
        do { return try settings.load() } catch { return AppConfig() }
    }

    // MARK: Questions

    public func answer(question: String, diary: any DiaryReading, now: LocalTimestamp, style: TerminalStyle) -> String {
        let q = QuestionParser.interpret(question, today: now.day)
        // A bounded question reads only its days (issue #14); the streak stays the diary's.
        let answer: Answer
        if let p = Answer.daysRead(by: q) {
            answer = Answer(question: q, diary: diary.period(from: p.from, to: p.to), songs: SongMatch.standard,
                            today: now.day, entryDays: diary.entryDays())
        } else {
            answer = Answer(question: q, diary: diary.whole(), songs: SongMatch.standard, today: now.day)
        }
        return AnswerRenderer.render(answer, color: style.color)
    }

    // MARK: Start and prompt

    public func startupNotices(diary: any DiaryReading, now: LocalTimestamp) -> [String] {
        var lines: [String] = []
        let cfg = config()
        if cfg.noticesEnabled {
            lines += GentleNotice.detect(diary: diary.period(from: now.day.adding(days: -4), to: now.day), today: now.day)
                .map(\.message)
        }
        let today = Self.recentSnapshots(diary, now).filter { FollowUpPolicy.isToday($0, now: now, zone: zone) }
        if let missed = Messages.remindersMissed(ReminderSchedule.missedSlots(
            slots: ReminderSettings(config: cfg).slots, now: now, snapshotsToday: today)) {
            lines.append(missed)
        }
        return lines
    }

    /// At start (and when back at the prompt): a pending follow-up of today, or — when the
    /// REPL was opened from a reminder — the five-level choice first.
    @discardableResult
    public func checkInsAtPrompt(diary: any DiaryReading, now: LocalTimestamp, atStart: Bool, fromReminder: Bool,
                                 reader: LineReader, interactive: Bool) -> Snapshot? {
        if atStart && fromReminder {
            _ = runCheckIn(argument: "", source: .notification, diary: diary, now: now, reader: reader,
                           interactive: interactive)
        }
        // Follow-ups are a conversation with a person: a piped (scripted) REPL is never asked, so
        // the script's lines keep their meaning; the check-in stays open for the next start.
        guard interactive || askFollowUpsWhenPiped else { return nil }
        return atStart
            ? gate.atStart(snapshots: Self.recentSnapshots(diary, now), now: now, zone: zone)
            : gate.atPrompt(snapshots: Self.recentSnapshots(diary, now), now: now, zone: zone)
    }

    /// The check-ins that can be "today" in any zone (as `checkin` reads them): follow-ups,
    /// reminders and check-in flows look at no others.
    static func recentSnapshots(_ diary: any DiaryReading, _ now: LocalTimestamp) -> [Snapshot] {
        diary.snapshots(from: now.day.adding(days: -2), to: now.day.adding(days: 1))
    }

    func lineInput(_ reader: LineReader, interactive: Bool) -> CheckInDriver.Input {
        if interactive, io.stdinIsTerminal { return .terminal(TerminalKeyboard()) }
        return .pull {
            switch reader.readLine(prompt: "") {
            case let .line(l): return l
            case .endOfInput, .interrupted: return nil
            }
        }
    }

    @discardableResult
    func runCheckIn(argument: String, source: SnapshotSource, diary: any DiaryReading, now: LocalTimestamp,
                    reader: LineReader, interactive: Bool) -> String {
        let preset = argument.isEmpty ? nil : SnapshotRating(userInput: argument)
        if !argument.isEmpty && preset == nil { return Messages.checkInInvalidArgument(argument) }
        let context = CheckInFlow.Context(mode: .checkIn, now: now, zone: zone, snapshots: Self.recentSnapshots(diary, now),
                                          source: source, newSnapshotID: makeID(), askFollowUpFirst: false)
        let result = CheckInDriver(store: store, io: io).run(context, input: lineInput(reader, interactive: interactive),
                                                             preset: preset, showQuestionsWhenPiped: true)
        if let saved = result.saved { gate.noteOwn(saved.id) }
        return ""
    }

    // MARK: Commands

    public func run(command: SlashCommand, argument: String, diary: any DiaryReading, now: LocalTimestamp,
                    style: TerminalStyle, reader: LineReader) -> ShellReply {
        if command == .export { return export(argument, diary: diary, now: now, force: false) }
        return .text(runText(command: command, argument: argument, diary: diary, now: now, style: style, reader: reader))
    }

    public func confirm(_ action: ShellAction, diary: any DiaryReading, now: LocalTimestamp, style: TerminalStyle) -> String {
        switch action {
        case let .overwriteExport(argument):
            if case let .text(t) = export(argument, diary: diary, now: now, force: true) { return t }
            return ""
        }
    }

    func runText(command: SlashCommand, argument: String, diary: any DiaryReading, now: LocalTimestamp,
                 style: TerminalStyle, reader: LineReader) -> String {
        switch command {
        case .woche:
            return DiaryViews.renderWeek(reading: diary, today: now.day, color: style.color)
        case .monat:
            guard let (y, m) = Self.yearMonth(argument, today: now.day) else { return Messages.monthUsage }
            guard let first = DayKey(year: y, month: m, day: 1) else { return Messages.monthUsage }
            return DiaryViews.renderMonth(diary: diary.period(from: first, to: first.lastOfMonth), year: y, month: m,
                                          color: style.color)
        case .jahr:
            let year = argument.isEmpty ? now.day.year : Int(argument)
            guard let year, (1900...9999).contains(year) else { return Messages.yearUsage }
            return DiaryViews.renderYear(diary: diary.period(from: DayKey(year: year, month: 1, day: 1)!,
                                                             to: DayKey(year: year, month: 12, day: 31)!),
                                         year: year, color: style.color)
        case .checkin:
            return runCheckIn(argument: argument, source: .manual, diary: diary, now: now, reader: reader,
                              interactive: style.color || io.stdinIsTerminal)
        case .erinnerungen:
            var cfg = config()
            let result = RemindersCommand.apply(argument, to: ReminderSettings(config: cfg))
            if result.changed {
                cfg = result.settings.applied(to: cfg)
                if let error = save(cfg) { return error }
            }
            return result.text
        case .einstellungen:
            return settingsCommand(argument)
        default:
            return ""
        }
    }

    func save(_ cfg: AppConfig) -> String? {
        guard let settings else { return nil }
        do { try settings.save(cfg) } catch { return Messages.storeError(error) }
        return nil
    }

    func settingsCommand(_ argument: String) -> String {
        var cfg = config()
        let words = GermanFolding.fold(argument).split(separator: " ").map(String.init)
        if words.isEmpty { return Messages.settingsOverview(cfg) }
        switch (words.first, words.dropFirst().first) {
        case ("hinweise", "an"?), ("hinweise", "ein"?): cfg.noticesEnabled = true
        case ("hinweise", "aus"?): cfg.noticesEnabled = false
        case ("auswertung", "rules"?), ("auswertung", "regeln"?): cfg.extractor = .rules
        case ("auswertung", "llama"?), ("auswertung", "sprachmodell"?):
            // A build without llama.cpp cannot use it: refuse with the reason instead of „Gespeichert.“
            if case let .unavailable(reason) = LlamaExtractorFactory.buildAvailability { return Messages.llamaNotBuilt(reason) }
            cfg.extractor = .llama
        default: return Messages.settingsUsage
        }
        if let error = save(cfg) { return error }
        return "Gespeichert.\n" + Messages.settingsOverview(cfg)
    }

    /// `/export …`; an existing file is not overwritten without asking: the conversation asks
    /// (`ShellQuestion`) and comes back with `confirm(.overwriteExport)`.
    func export(_ argument: String, diary: any DiaryReading, now: LocalTimestamp, force: Bool) -> ShellReply {
        let today = now.day
        var request: ExportRequest
        switch ExportCommand.parseReplExport(argument, today: today,
                                             rangeResolver: { QuestionParser.timeRange($0, today: today) }) {
        case let .failure(e): return .text(Messages.exportUsageError(e))
        case let .success(r): request = r
        }
        request.force = request.force || force
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
                                          declined: Messages.exportNotWritten, action: .overwriteExport(argument: argument)))
            }
            return .text(Messages.exportError(error))
        }
    }

    /// "2026-10", or any time phrase of the question parser ("Oktober 2025", "letzten Monat",
    /// "an Ostern"): the month the period starts in.
    static func yearMonth(_ argument: String, today: DayKey) -> (Int, Int)? {
        if argument.isEmpty { return (today.year, today.month) }
        let parts = argument.split(separator: "-")
        if parts.count == 2, let y = Int(parts[0]), let m = Int(parts[1]), (1...12).contains(m), y >= 1900 {
            return (y, m)
        }
        guard let from = QuestionParser.timeRange(argument, today: today)?.from else { return nil }
        return (from.year, from.month)
    }
}
