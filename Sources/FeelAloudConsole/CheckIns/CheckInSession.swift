import FeelAloudCore
import FeelAloudLanguage

/// Runs the conversation's check-in stages for `feelaloud checkin`: the follow-up of today,
/// the offer to make its note an entry (read and reviewed as in the REPL), and the five-level
/// choice. It reads keys or lines and runs effects; every decision is `Conversation`'s.
final class CheckInSession {
    let store: DiaryStore
    let io: CommandIO
    let clock: Clock
    let zone: UTCOffsetRule
    let language: DialogueLanguage
    /// A person at a terminal (keys for the picker, lines for answers); nil on a pipe.
    let keyboard: CheckInKeyboard?
    /// The piped lines (answers), when there is no keyboard.
    var lines: [String]
    let makeID: () -> String
    let makeExtractor: () -> Extractor
    lazy var extractor: Extractor = makeExtractor()

    var diary: Diary
    var state = ConversationState()
    var outcome: CheckInOutcome?
    var quitting = false

    init(store: DiaryStore, io: CommandIO, clock: Clock, zone: UTCOffsetRule, language: DialogueLanguage,
         keyboard: CheckInKeyboard?, lines: [String], diary: Diary, makeID: @escaping () -> String,
         makeExtractor: @escaping () -> Extractor) {
        self.store = store
        self.io = io
        self.clock = clock
        self.zone = zone
        self.language = language
        self.keyboard = keyboard
        self.lines = lines
        self.diary = diary
        self.makeID = makeID
        self.makeExtractor = makeExtractor
    }

    /// Exit 0 when a check-in was saved, 2 when the given level names none, 1 otherwise.
    func run(_ request: CheckInRequest) -> ExitCode {
        feed(.beginCheckIn(request))
        while !quitting, !isDone {
            if state.mode.readsKeys, let keyboard {
                feed(keyboard.readKey().map(ConversationInput.key) ?? .endOfInput)
            } else if let keyboard {
                io.write(state.mode.prompt)
                // A typed answer is cleaned like a REPL line: no escape sequences stored.
                feed(keyboard.readLine().map { .line(TerminalSanitizer.cleanInput($0)) } ?? .endOfInput)
            } else {
                feed(lines.isEmpty ? .endOfInput : .line(TerminalSanitizer.cleanInput(lines.removeFirst())))
            }
        }
        switch outcome {
        case .saved?: return .ok
        case .invalidArgument?: return io.fail(.checkInRefused)
        default: return io.fail(.checkInNotSaved)
        }
    }

    var isDone: Bool {
        if case .idle = state.mode { return state.stack.isEmpty }
        return false
    }

    func environment() -> ConversationEnvironment {
        var env = ConversationEnvironment(now: clock.now(), diary: diary, language: language, newID: makeID())
        env.zone = zone
        env.ratingKeys = keyboard != nil
        return env
    }

    func feed(_ input: ConversationInput) {
        let (next, effects) = Conversation.handle(state, input, environment())
        state = next
        for effect in effects { run(effect) }
    }

    func say(_ text: String, _ tone: Tone) {
        // On a pipe, refusals and errors go to stderr; stdout keeps only what was done.
        if keyboard == nil && (tone == .warning || tone == .error) { io.writeError(text + "\n") } else { io.write(text + "\n") }
    }

    func run(_ effect: ConversationEffect) {
        switch effect {
        case let .say(text, tone): say(text, tone)
        case let .extract(text):
            do { feed(.extracted(try extractor.extract(text))) } catch { feed(.extractionFailed(error, text: text)) }
        case let .stageDraft(draft):
            do { try store.stageDraft(draft) } catch { say(Messages.storeError(error), .error) }
        case .clearDraft:
            do { try store.clearDraft() } catch { say(Messages.storeError(error), .error) }
        case let .append(record):
            do {
                if let notice = try store.saveNotice(record) { say(notice.text, notice.tone) }
                diary.apply(record)
                diary.finish()
                feed(.saved(record))
            } catch {
                feed(.storeFailed(error))
            }
        case let .pickerLine(selected): io.write("\r\u{1B}[2K" + Messages.checkInOptions(selected: selected))
        case .pickerDone: io.write("\n")
        case let .checkInEnded(o): outcome = o
        case .quit: quitting = true
        case .saveSettings: feed(.settingsFailed(.cannotWrite(path: "config.json", reason: .notInCheckIn)))
        case .answer, .export, .shellConfirmed, .prefill, .showView:
            // The review's commands that need the REPL (views, questions, /text prefill).
            break
        }
    }
}
