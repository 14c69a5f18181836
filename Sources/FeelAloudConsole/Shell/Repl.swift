import Foundation
import FeelAloudCore
import CEditLineShim

/// The REPL driver: reads lines, feeds the pure Conversation, runs its effects against the
/// store, the extractor and the terminal. It decides nothing itself.
public final class Repl {
    let store: DiaryStore
    let extractor: Extractor
    let language: DialogueLanguage
    let reader: LineReader
    let io: CommandIO
    let clock: Clock
    let style: TerminalStyle
    let services: ShellServices
    let interactive: Bool
    let fromReminder: Bool
    let makeID: () -> String

    var state = ConversationState()
    /// Whether the check-in picker reads single keys (a person at a terminal).
    lazy var readsRatingKeys: Bool = interactive && services.ratingKeyboard != nil
    /// The keyboard of the picker on screen; a fresh one per choice drops keys typed ahead of it.
    var pickerKeyboard: CheckInKeyboard?
    /// The diary as last read: the store's index-backed view when it has one, else a `Diary`.
    var diary: any DiaryReading = Diary()
    var quitting = false
    /// The last store error shown, so a broken store is reported once, not before every line.
    var lastLoadError: StoreError?
    /// Set while the draft under review could not be written to disk.
    var draftStagingFailed = false
    /// A record whose save failed and was not saved later: the REPL then exits with 1.
    var unsavedRecord: JournalRecord?

    public init(store: DiaryStore, extractor: Extractor, language: DialogueLanguage, reader: LineReader,
                io: CommandIO, clock: Clock, style: TerminalStyle, services: ShellServices, interactive: Bool,
                fromReminder: Bool = false, makeID: @escaping () -> String = { UUID().uuidString.lowercased() }) {
        self.store = store
        self.extractor = extractor
        self.language = language
        self.reader = reader
        self.io = io
        self.clock = clock
        self.style = style
        self.services = services
        self.interactive = interactive
        self.fromReminder = fromReminder
        self.makeID = makeID
    }

    public func run() -> ExitCode {
        // The extractor's tables are built on the second core while the store opens and the
        // person types (the first paragraph would otherwise wait for them).
        let extractor = self.extractor
        Thread.detachNewThread { extractor.prepare() }
        refreshDiary(reportProblems: true)
        if interactive {
            say(Messages.replWelcome, .info)
        }
        let draft: StagedDraft?
        do { draft = try store.loadDraft() } catch {
            say(Messages.storeError(error), .error)
            draft = nil
        }
        var due: Snapshot?
        if draft == nil {
            for notice in services.startupNotices(diary: diary, now: clock.now()) { say(notice, .info) }
            due = services.checkInsAtPrompt(diary: diary, now: clock.now(), atStart: true, interactive: interactive)
        }
        feed(.start(draft))
        if draft == nil && fromReminder {
            // Opened from a reminder: the five-level choice first.
            feed(.beginCheckIn(CheckInRequest(source: .notification)))
        }
        if let due {
            refreshDiary(reportProblems: false)
            feed(.followUpDue(due))
        }
        while !quitting {
            if case .idle = state.mode, !quitting {
                refreshDiary(reportProblems: false)
                if let due = services.checkInsAtPrompt(diary: diary, now: clock.now(), atStart: false,
                                                       interactive: interactive) {
                    feed(.followUpDue(due))
                }
            }
            if state.mode.readsKeys, readsRatingKeys, let keyboard = pickerKeyboard ?? services.ratingKeyboard {
                // The check-in picker: single keys, decided by the conversation.
                pickerKeyboard = keyboard
                feed(keyboard.readKey().map(ConversationInput.key) ?? .endOfInput)
                if !state.mode.readsKeys { pickerKeyboard = nil }
                continue
            }
            if case .idle = state.mode { reader.setParagraphMode(true) } else { reader.setParagraphMode(false) }
            switch reader.readLine(prompt: style.prompt(prompt(for: state.mode))) {
            case .endOfInput:
                if interactive { io.write("\n") }
                feed(.endOfInput)
            case .interrupted:
                if interactive {
                    io.write("^C\n")
                    if reader.lastInterruptedLineWasEmpty { say(Messages.howToQuit, .info) }
                }
            case let .line(raw):
                guard raw.utf8.count <= InputLimits.utterance else {
                    say(Messages.inputTooLarge(Messages.inputName(.line), limit: InputLimits.utterance), .warning)
                    continue
                }
                let line = sanitize(raw)
                reader.remember(line, persistent: reader.keepsPersistentHistory && isPersistentHistoryLine(line))
                refreshDiary(reportProblems: false)
                feed(.line(line))
            }
        }
        reader.close()
        return unsavedRecord == nil ? .ok : io.fail(.entryNotSaved)
    }

    /// Strips escape sequences and control characters a paste or binary input may carry.
    func sanitize(_ line: String) -> String { TerminalSanitizer.cleanInput(line) }

    /// Only commands and questions go to the history file, never diary text.
    func isPersistentHistoryLine(_ line: String) -> Bool {
        guard case .idle = state.mode else { return false }
        let t = line.trimmingWhitespace()
        return t.hasPrefix("/") || language.looksLikeQuestion(t)
    }

    func prompt(for mode: ConversationMode) -> String { mode.prompt }

    func refreshDiary(reportProblems: Bool) {
        do {
            // Through the index when the store has one (issue #14): a refresh then costs what
            // changed since the index was written, not the whole journal.
            let (loaded, problems): (any DiaryReading, [StoreProblem])
            if let source = store as? DiaryReadingSource { (loaded, problems) = try source.reading() } else {
                (loaded, problems) = try store.load()
            }
            diary = loaded
            lastLoadError = nil
            for p in problems { say(Messages.storeProblem(p), .warning) }
        } catch {
            if error != lastLoadError { say(Messages.storeError(error), .error) }
            lastLoadError = error
        }
    }

    func environment() -> ConversationEnvironment {
        var env = ConversationEnvironment(now: clock.now(), diary: diary, language: language,
                                          extractorAvailability: extractor.availability(), newID: makeID())
        env.draftStaged = !draftStagingFailed
        env.zone = services.zone
        env.settings = services.currentSettings()
        env.llamaBuild = services.llamaBuild
        env.ratingKeys = readsRatingKeys
        return env
    }

    func feed(_ input: ConversationInput) {
        let (next, effects) = Conversation.handle(state, input, environment())
        state = next
        for effect in effects { run(effect) }
    }

    /// The last error shown; the same error twice in a row (a broken store hit by several
    /// steps of one action) is shown once.
    var lastError: String?

    func say(_ text: String, _ tone: Tone) {
        if tone == .error {
            if text == lastError { return }
            lastError = text
        } else {
            lastError = nil
        }
        io.write(style.paint(text, tone) + "\n")
    }

    func run(_ effect: ConversationEffect) {
        switch effect {
        case let .say(text, tone): say(text, tone)
        case let .extract(text):
            fa_sigint_clear()  // an old Ctrl-C must not cancel this paragraph (llama)
            do {
                let result = try extractor.extract(text)
                feed(.extracted(result))
            } catch {
                feed(.extractionFailed(error, text: text))
            }
        case let .stageDraft(draft):
            do {
                try store.stageDraft(draft)
                draftStagingFailed = false
            } catch {
                if !draftStagingFailed {
                    say(Messages.storeError(error), .error)
                    say(Messages.draftOnlyInMemory, .warning)
                }
                draftStagingFailed = true
            }
        case .clearDraft:
            draftStagingFailed = false
            do { try store.clearDraft() } catch { say(Messages.storeError(error), .error) }
        case let .append(record):
            do {
                if let notice = try store.saveNotice(record) { say(notice.text, notice.tone) }
                unsavedRecord = nil
                refreshDiary(reportProblems: false)
                feed(.saved(record))
            } catch {
                unsavedRecord = record
                // What made it fail may be another session's record (a conflict): see it.
                refreshDiary(reportProblems: false)
                feed(.storeFailed(error))
            }
        case let .answer(question):
            refreshDiary(reportProblems: false)
            io.write(services.answer(question: question, diary: diary, now: clock.now(), style: style) + "\n")
        case let .export(order):
            let reply = services.export(order, diary: diary, now: clock.now())
            refreshDiary(reportProblems: false)
            switch reply {
            case let .text(text): if !text.isEmpty { io.write(text + "\n") }
            case let .ask(question): feed(.shellAsks(question))
            }
        case let .shellConfirmed(action):
            let text = services.confirm(action, diary: diary, now: clock.now(), style: style)
            if !text.isEmpty { io.write(text + "\n") }
            refreshDiary(reportProblems: false)
        case let .prefill(text): reader.prefill(text)
        case let .showView(view):
            refreshDiary(reportProblems: false)
            io.write(services.render(view, diary: diary, now: clock.now(), style: style) + "\n")
        case let .saveSettings(config):
            do {
                try services.saveSettings(config)
                feed(.settingsSaved)
            } catch {
                feed(.settingsFailed(error))
            }
        case let .pickerLine(selected): io.write("\r\u{1B}[2K" + Messages.checkInOptions(selected: selected))
        case .pickerDone: io.write("\n")
        case let .checkInEnded(.saved(snapshot)): services.noteOwnCheckIn(snapshot.id)
        case .checkInEnded: break
        case .quit: quitting = true
        }
    }
}
