import Foundation
import Testing
@testable import FeelAloudCore

/// The check-in, its follow-up, `/einstellungen` and `/erinnerungen` as stages of the
/// conversation (issue 15 item 6): pure steps, the shell only reads keys/lines and runs effects.
struct ConversationCheckInStageTests {
    /// Digits for levels (the protocol's neutral default), „ja“/„nein“, and a few settings and
    /// reminder phrases mapped by hand (the German tables are tested in DialoguePhrasesTests).
    struct Language: DialogueLanguage {
        func looksLikeQuestion(_ line: String) -> Bool { line.hasSuffix("?") }
        func interpretCorrection(_ u: String, current: EntryFields) -> CorrectionOutcome {
            u == "ja" ? .confirm : .notUnderstood(question: "Wie bitte?")
        }
        func yesNo(_ line: String) -> Bool? { line == "ja" ? true : line == "nein" ? false : nil }
        func dateRange(_ phrase: String, today: DayKey) -> DateRange? { nil }
        func dismissesFollowUps(_ line: String) -> Bool { line == "ruhe" }
        func settingsRequest(_ argument: String) -> SettingsRequest {
            switch argument {
            case "": return .show
            case "still": return .notices(on: false)
            case "llama": return .extractor(.llama)
            default: return .notUnderstood
            }
        }
        func remindersRequest(_ argument: String) -> RemindersRequest {
            switch argument {
            case "": return .show
            case "abends 21:30": return .slot(.abends, time: ClockTime(hour: 21, minute: 30), on: nil)
            case "abends aus": return .slot(.abends, time: nil, on: false)
            default: return .usage(unknown: argument)
            }
        }
    }

    let now = LocalTimestamp(iso8601: "2026-11-29T21:14:00+01:00")!
    func env(_ diary: Diary = Diary(), keys: Bool = false, id: String = "new") -> ConversationEnvironment {
        var e = ConversationEnvironment(now: now, diary: diary, language: Language(), newID: id)
        e.ratingKeys = keys
        return e
    }
    func run(_ inputs: [ConversationInput], from state: ConversationState = ConversationState(),
             _ e: ConversationEnvironment? = nil) -> Conversation.Step {
        var s = state
        var all: [ConversationEffect] = []
        for input in inputs {
            let step = Conversation.handle(s, input, e ?? env())
            s = step.state
            all += step.effects
        }
        return (s, all)
    }
    func appendedSnapshots(_ effects: [ConversationEffect]) -> [Snapshot] {
        effects.compactMap { if case let .append(.snapshot(s)) = $0 { return s }; return nil }
    }
    func said(_ effects: [ConversationEffect]) -> [String] {
        effects.compactMap { if case let .say(t, _) = $0 { return t }; return nil }
    }
    func isIdle(_ s: ConversationState) -> Bool {
        if case .idle = s.mode { return s.stack.isEmpty }
        return false
    }
    func snapshot(_ rating: SnapshotRating, at time: String = "2026-11-29T18:00:00+01:00") -> Snapshot {
        Snapshot(id: "c1", createdAt: LocalTimestamp(iso8601: time)!, rating: rating, source: .manual)
    }

    // MARK: The five-level choice

    @Test func aLevelGivenWithTheCommandIsSavedAndConfirmedOnlyOnceStored() {
        let asked = run([.line("/checkin 4")])
        let written = appendedSnapshots(asked.effects)
        #expect(written.map(\.rating) == [.good] && written.first?.id == "new")
        #expect(said(asked.effects).isEmpty)  // nothing is claimed before the write
        let done = run([.saved(.snapshot(written[0]))], from: asked.state)
        #expect(isIdle(done.state))
        #expect(said(done.effects) == [Messages.checkInSaved(written[0])])
        #expect(done.effects.contains(.checkInEnded(.saved(written[0]))))
    }

    @Test func aWrongLevelIsRefusedAndNothingIsAsked() {
        let step = run([.line("/checkin 9")])
        #expect(isIdle(step.state) && appendedSnapshots(step.effects).isEmpty)
        #expect(step.effects.contains(.checkInEnded(.invalidArgument)))
        #expect(said(step.effects) == [Messages.checkInInvalidChoice("9")])
    }

    @Test func typedLinesAskAgainUntilALevelOrEnter() {
        let asked = run([.line("/checkin")])
        #expect(said(asked.effects) == [Messages.checkInRatingPrompt])
        #expect(asked.state.mode.prompt == "antwort> " && !asked.state.mode.readsKeys)
        let wrong = run([.line("super")], from: asked.state)
        #expect(said(wrong.effects) == [Messages.checkInInvalidChoice("super"), Messages.checkInRatingPrompt])
        let chosen = run([.line(" 2 ")], from: wrong.state)
        #expect(appendedSnapshots(chosen.effects).map(\.rating) == [.bad])
        let cancelled = run([.line("")], from: wrong.state)
        #expect(isIdle(cancelled.state) && cancelled.effects.contains(.checkInEnded(.cancelled)))
        #expect(said(cancelled.effects) == [Messages.checkInCancelled])
    }

    @Test func keysChooseAtOnceOrMoveWithArrowsAndEnter() {
        let e = env(keys: true)
        let asked = run([.line("/checkin")], e)
        #expect(asked.state.mode.readsKeys)
        #expect(asked.effects.last == .pickerLine(nil))
        // → (neutral), → (gut), ← (neutral), → (gut), Enter
        let keys = Array("\u{1B}[C\u{1B}[C\u{1B}[D\u{1B}[C\r".utf8).map(ConversationInput.key)
        let moved = run(keys, from: asked.state, e)
        #expect(moved.effects.filter { if case .pickerLine = $0 { return true }; return false }
            == [.pickerLine(.neutral), .pickerLine(.good), .pickerLine(.neutral), .pickerLine(.good), .pickerLine(.good)])
        #expect(moved.effects.contains(.pickerDone))
        #expect(appendedSnapshots(moved.effects).map(\.rating) == [.good])
        #expect(!moved.state.mode.readsKeys)  // waiting for the write, not for keys
        let digit = run([.key(UInt8(ascii: "x")), .key(UInt8(ascii: "5"))], from: asked.state, e)
        #expect(appendedSnapshots(digit.effects).map(\.rating) == [.veryGood])
        let enterAlone = run([.key(13)], from: asked.state, e)
        #expect(appendedSnapshots(enterAlone.effects).isEmpty && enterAlone.state.mode.readsKeys)
    }

    @Test(arguments: [[UInt8(ascii: "q")], [3], [4], [27, UInt8(ascii: "x")]])
    func quitKeysCancel(_ keys: [UInt8]) {
        let e = env(keys: true)
        let step = run([.line("/checkin")] + keys.map(ConversationInput.key), e)
        #expect(isIdle(step.state) && appendedSnapshots(step.effects).isEmpty)
        #expect(step.effects.contains(.pickerDone) && step.effects.contains(.checkInEnded(.cancelled)))
    }

    @Test func aFailedWriteIsSaidAndNothingClaimed() {
        let asked = run([.line("/checkin 1")])
        let failed = run([.storeFailed(.cannotWrite(path: "/j", reason: .system(ENOSPC)))], from: asked.state)
        #expect(isIdle(failed.state) && failed.effects.contains(.checkInEnded(.failed)))
        #expect(!said(failed.effects).contains { $0.hasPrefix("Momentaufnahme gespeichert") })
    }

    @Test func aReminderStartBeginsWithTheChoice() {
        let step = run([.beginCheckIn(CheckInRequest(source: .notification))])
        guard case let .checkingIn(stage) = step.state.mode else { Issue.record("\(step.state)"); return }
        #expect(stage.source == .notification)
        let saved = run([.line("3")], from: step.state)
        #expect(appendedSnapshots(saved.effects).first?.source == .notification)
    }

    @Test func aPipedCheckInAsksNothingAloud() {
        let step = run([.beginCheckIn(CheckInRequest(asksAloud: false))])
        #expect(said(step.effects).isEmpty)
        let wrong = run([.line("sieben")], from: step.state)
        #expect(said(wrong.effects) == [Messages.checkInInvalidChoice("sieben")])
    }

    // MARK: The stack: follow-up first, its note as an entry, then the choice

    @Test func theFollowUpComesFirstAndTheChoiceResumesAfterIt() {
        let diary = Diary(records: [.snapshot(snapshot(.bad))])
        let e = env(diary)
        let asked = run([.beginCheckIn(CheckInRequest(followUpFirst: true))], e)
        guard case .followingUp = asked.state.mode else { Issue.record("\(asked.state)"); return }
        #expect(asked.state.stack.count == 1)
        // Enter leaves it open: the choice comes back at once.
        let open = run([.line("")], from: asked.state, e)
        #expect(said(open.effects) == [Messages.followUpLeftOpen, Messages.checkInRatingPrompt])
        guard case .checkingIn = open.state.mode else { Issue.record("\(open.state)"); return }
        #expect(open.state.stack.isEmpty)
    }

    @Test func aNoteBecomesAReviewedEntryAndThenTheChoiceFollows() {
        let diary = Diary(records: [.snapshot(snapshot(.bad))])
        let e = env(diary)
        let noted = run([.beginCheckIn(CheckInRequest(followUpFirst: true)), .line("Streit mit Tom")], e)
        let revision = appendedSnapshots(noted.effects)
        #expect(revision.map(\.followUpNote) == ["Streit mit Tom"] && revision.first?.revision == 2)
        let offered = run([.saved(.snapshot(revision[0]))], from: noted.state, e)
        guard case .offeringEntry = offered.state.mode else { Issue.record("\(offered.state)"); return }
        let reading = run([.line("ja")], from: offered.state, e)
        #expect(reading.effects == [.extract("Streit mit Tom")])
        #expect(reading.state.stack.count == 1)  // the choice waits for the reading and review
        let review = run([.extracted(ExtractionResult(fields: EntryFields(mood: .bad), transcript: "Streit mit Tom"))],
                         from: reading.state, e)
        guard case .reviewing = review.state.mode else { Issue.record("\(review.state)"); return }
        let confirmed = run([.line("ja")], from: review.state, e)
        var entry: DiaryEntry?
        for case let .append(.entry(x)) in confirmed.effects { entry = x }
        let saved = run([.saved(.entry(entry!))], from: confirmed.state, e)
        #expect(said(saved.effects).last == Messages.checkInRatingPrompt)
        guard case .checkingIn = saved.state.mode else { Issue.record("\(saved.state)"); return }
        #expect(saved.state.stack.isEmpty)
    }

    @Test func declinedOfferAndDismissalAlsoResumeTheChoice() {
        let diary = Diary(records: [.snapshot(snapshot(.veryBad))])
        let e = env(diary)
        let noted = run([.beginCheckIn(CheckInRequest(followUpFirst: true)), .line("Kopfweh")], e)
        let declined = run([.saved(.snapshot(appendedSnapshots(noted.effects)[0])), .line("nein")], from: noted.state, e)
        #expect(said(declined.effects).suffix(2) == [Messages.noteStaysNote, Messages.checkInRatingPrompt])
        let dismissed = run([.beginCheckIn(CheckInRequest(followUpFirst: true)), .line("ruhe")], e)
        let revisions = appendedSnapshots(dismissed.effects)
        #expect(revisions.allSatisfy(\.followUpDismissed) && !revisions.isEmpty)
        let after = run(revisions.map { .saved(.snapshot($0)) }, from: dismissed.state, e)
        #expect(said(after.effects) == [Messages.followUpDismissed, Messages.checkInRatingPrompt])
    }

    @Test func endOfInputDuringTheFollowUpQuitsAndClearsTheStack() {
        let diary = Diary(records: [.snapshot(snapshot(.bad))])
        let step = run([.beginCheckIn(CheckInRequest(followUpFirst: true)), .endOfInput], env(diary))
        #expect(step.effects.contains(.quit) && isIdle(step.state))
    }

    @Test func noOpenFollowUpMeansTheChoiceAtOnce() {
        let yesterday = Diary(records: [.snapshot(snapshot(.bad, at: "2026-11-28T18:00:00+01:00"))])
        let step = run([.beginCheckIn(CheckInRequest(followUpFirst: true))], env(yesterday))
        guard case .checkingIn = step.state.mode else { Issue.record("\(step.state)"); return }
    }

    // MARK: Views

    @Test func viewsAreChosenHereAndRenderedByTheShell() {
        #expect(run([.line("/woche")]).effects == [.showView(.week)])
        #expect(run([.line("/jahr")]).effects == [.showView(.year(2026))])
        #expect(run([.line("/jahr 2024")]).effects == [.showView(.year(2024))])
        #expect(run([.line("/jahr zwanzig")]).effects == [.say(Messages.yearUsage, .warning)])
        #expect(run([.line("/monat")]).effects == [.showView(.month(year: 2026, month: 11))])
        #expect(run([.line("/monat 2025-13")]).effects == [.say(Messages.monthUsage, .warning)])
    }

    // MARK: /einstellungen and /erinnerungen

    @Test func settingsAreShownChangedAndConfirmedOnlyOnceWritten() {
        #expect(said(run([.line("/einstellungen")]).effects) == [Messages.settingsOverview(AppConfig())])
        let change = run([.line("/einstellungen still")])
        var expected = AppConfig()
        expected.noticesEnabled = false
        #expect(change.effects == [.saveSettings(expected)])
        let ok = run([.settingsSaved], from: change.state)
        #expect(said(ok.effects) == [Messages.settingsSaved(expected)] && isIdle(ok.state))
        let failed = run([.settingsFailed(.cannotWrite(path: "/c", reason: .system(ENOSPC)))], from: change.state)
        #expect(said(failed.effects) == [Messages.storeError(.cannotWrite(path: "/c", reason: .system(ENOSPC)))])
        #expect(said(run([.line("/einstellungen farbe")]).effects) == [Messages.settingsUsage])
    }

    @Test func llamaIsRefusedOnABuildWithoutIt() {
        var e = env()
        e.llamaBuild = .unavailable(reason: .notBuiltHere)
        let step = run([.line("/einstellungen llama")], e)
        #expect(said(step.effects) == ["Nicht geändert: Die Auswertung bleibt bei den Regeln. Dieses FeelAloud wurde ohne llama.cpp gebaut. „make llama“ baut es mit Sprachmodell."] && isIdle(step.state))
        let built = run([.line("/einstellungen llama")])
        #expect(built.effects.contains { if case let .saveSettings(c) = $0 { return c.extractor == .llama }; return false })
    }

    @Test func remindersChangeOnlyWhatTheyName() {
        var e = env()
        e.settings.abends = AppConfig.Reminder(hour: 20, minute: 0, enabled: false)
        let step = run([.line("/erinnerungen abends 21:30")], e)
        guard case let .saveSettings(config)? = step.effects.first else { Issue.record("\(step.effects)"); return }
        #expect(config.abends == AppConfig.Reminder(hour: 21, minute: 30, enabled: true))
        #expect(config.morgens == e.settings.morgens && config.noticesEnabled == e.settings.noticesEnabled)
        let ok = run([.settingsSaved], from: step.state, e)
        #expect(said(ok.effects).first?.hasPrefix("Erinnerungen geändert:") == true)
        // Already off: nothing to write.
        let same = run([.line("/erinnerungen abends aus")], e)
        #expect(!same.effects.contains { if case .saveSettings = $0 { return true }; return false })
        #expect(said(run([.line("/erinnerungen nachts")], e).effects) == [Messages.remindersUsage(unknown: "nachts")])
    }
}
