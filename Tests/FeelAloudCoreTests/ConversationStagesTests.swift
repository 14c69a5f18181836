import Foundation
import Testing
@testable import FeelAloudCore

/// The stages added for issue 15, as pure logic: the entry's day, `/text` re-reading with the
/// person's choice, the follow-up note offered as an entry, shell questions, and the prompts.
struct ConversationStagesTests {
    /// "gestern"/"morgen" name a day; "8 ja" corrects socialContact; "ja"/"nein"/"behalten".
    struct Language: DialogueLanguage {
        func looksLikeQuestion(_ line: String) -> Bool { line.hasSuffix("?") }
        func interpretCorrection(_ u: String, current: EntryFields) -> CorrectionOutcome {
            switch u {
            case "ja": return .confirm
            case "8 ja":
                var f = current
                f.socialContact = true
                return .changes(f, changed: [.socialContact])
            default: return .notUnderstood(question: "Wie bitte?")
            }
        }
        func yesNo(_ line: String) -> Bool? { line == "ja" ? true : line == "nein" ? false : nil }
        func keepsCorrections(_ word: String) -> Bool { word == "behalten" }
        func dateRange(_ phrase: String, today: DayKey) -> DateRange? { nil }
        func dayCorrection(_ u: String, writtenOn: DayKey) -> DayKey? {
            switch u {
            case "gestern": return writtenOn.adding(days: -1)
            case "morgen": return writtenOn.adding(days: 1)
            default: return nil
            }
        }
    }

    let now = LocalTimestamp(iso8601: "2026-11-29T21:14:00+01:00")!
    func env(_ diary: Diary = Diary()) -> ConversationEnvironment {
        ConversationEnvironment(now: now, diary: diary, language: Language(), newID: "new")
    }
    func step(_ s: ConversationState, _ i: ConversationInput, _ e: ConversationEnvironment? = nil) -> Conversation.Step {
        Conversation.handle(s, i, e ?? env())
    }
    func review(_ fields: EntryFields = EntryFields(mood: .good)) -> ConversationState {
        step(ConversationState(), .extracted(ExtractionResult(fields: fields, transcript: "Ruhiger Tag."))).state
    }
    func appended(_ effects: [ConversationEffect]) -> DiaryEntry? {
        for case let .append(.entry(e)) in effects { return e }
        return nil
    }

    @Test func theDayIsCorrectedButNeverIntoTheFuture() {
        let s1 = step(review(), .line("gestern"))
        guard case let .reviewing(r) = s1.state.mode else { Issue.record("\(s1.state)"); return }
        #expect(r.dayOffset == -1 && r.day == DayKey("2026-11-28")!)
        #expect(s1.effects.contains { if case let .stageDraft(d) = $0 { return d.dayOffset == -1 }; return false })
        let future = step(s1.state, .line("morgen"))
        guard case let .reviewing(same) = future.state.mode else { Issue.record("left review"); return }
        #expect(same.dayOffset == -1)
        #expect(future.effects.contains { if case let .say(t, .warning) = $0 { return t.contains("Zukunft") }; return false })
        let saved = step(s1.state, .line("ja"))
        #expect(appended(saved.effects)?.day == DayKey("2026-11-28")!)
    }

    @Test func editingAStoredEntryMovesItToTheCorrectedDay() {
        let created = LocalTimestamp(iso8601: "2026-11-27T20:00:00+01:00")!
        let entry = DiaryEntry(id: "e1", createdAt: created, day: DayKey("2026-11-27")!, fields: EntryFields(mood: .good),
                               transcript: "Schön.", source: .repl)
        var diary = Diary()
        diary.apply(.entry(entry))
        let e = env(diary)
        let editing = step(ConversationState(), .line("/bearbeiten 1"), e).state
        let moved = step(editing, .line("gestern"), e).state
        let saved = step(moved, .line("ja"), e)
        // Relative to the day it was written (27th), not to today (29th).
        #expect(appended(saved.effects)?.day == DayKey("2026-11-26")!)
        #expect(appended(saved.effects)?.revision == 2)
    }

    @Test func textIsReadAgainAndThePersonKeepsTheirCorrection() {
        let corrected = step(review(), .line("8 ja")).state
        let editing = step(corrected, .line("/text")).state
        let sent = step(editing, .line("Ruhiger Tag mit Ohrwurm."))
        #expect(sent.effects.contains(.extract("Ruhiger Tag mit Ohrwurm.")))
        guard case .rereading = sent.state.mode else { Issue.record("\(sent.state)"); return }
        var fresh = EntryFields(mood: .neutral)
        fresh.musicInHead = true
        let offered = step(sent.state, .extracted(ExtractionResult(fields: fresh, transcript: "Ruhiger Tag mit Ohrwurm.")))
        guard case .choosingReread = offered.state.mode else { Issue.record("\(offered.state)"); return }
        #expect(offered.state.mode.prompt == "antwort> ")
        let kept = step(offered.state, .line("behalten"))
        guard case let .reviewing(r) = kept.state.mode else { Issue.record("\(kept.state)"); return }
        #expect(r.fields.musicInHead && r.fields.mood == .neutral && r.fields.socialContact, "new reading + own correction")
        #expect(r.transcript == "Ruhiger Tag mit Ohrwurm.")
        let all = step(offered.state, .line("ja"))
        guard case let .reviewing(r2) = all.state.mode else { return }
        #expect(r2.fields == fresh)
        let none = step(offered.state, .line("nein"))
        guard case let .reviewing(r3) = none.state.mode else { return }
        #expect(r3.fields.mood == .good && r3.fields.socialContact && r3.transcript == "Ruhiger Tag mit Ohrwurm.")
    }

    @Test func aFollowUpAnswerStaysTheNoteAndIsOfferedAsAnEntry() {
        let asked = Snapshot(id: "s1", createdAt: LocalTimestamp(iso8601: "2026-11-29T18:00:00+01:00")!, rating: .bad,
                             source: .manual)
        var diary = Diary()
        diary.apply(.snapshot(asked))
        let e = env(diary)
        let question = step(ConversationState(), .followUpDue(asked), e)
        guard case .followingUp = question.state.mode else { Issue.record("\(question.state)"); return }
        #expect(question.state.mode.prompt == "antwort> ")
        let writing = step(question.state, .line("Streit mit Tom."), e)
        guard case let .append(.snapshot(note))? = writing.effects.first, writing.effects.count == 1 else {
            Issue.record("\(writing.effects)"); return
        }
        #expect(note.id == "s1" && note.revision == 2 && note.followUpNote == "Streit mit Tom.")
        // „notiert“ and the offer only once the note is on disk; a failed write says so instead.
        let answered = step(writing.state, .saved(.snapshot(note)), e)
        guard case .offeringEntry = answered.state.mode else { Issue.record("\(answered.state)"); return }
        #expect(answered.effects.contains(.say(Messages.followUpNoted, .success)))
        let failed = step(writing.state, .storeFailed(.cannotWrite(path: "/j", reason: .system(ENOSPC))), e)
        #expect(failed.state == ConversationState() && failed.effects.contains(.say(Messages.followUpNotSaved, .warning)))
        #expect(!failed.effects.contains(.say(Messages.followUpNoted, .success)))
        #expect(step(answered.state, .line("ja"), e).effects == [.extract("Streit mit Tom.")])
        let declined = step(answered.state, .line("nein"), e)
        #expect(declined.state == ConversationState() && !declined.effects.contains { if case .extract = $0 { return true }; return false })
        // Enter leaves it open (nothing written); never asked in the middle of a review.
        let later = step(question.state, .line(""), e)
        #expect(later.state == ConversationState() && !later.effects.contains { if case .append = $0 { return true }; return false })
        #expect(step(review(), .followUpDue(asked), e).effects.isEmpty)
    }

    @Test func shellQuestionsAreAskedAndConfirmedByTheConversation() {
        let q = ShellQuestion(text: "Überschreiben? (ja/nein)", declined: "Nicht exportiert.", action: .overwriteExport(ExportOrder(format: "csv")))
        let asked = step(ConversationState(), .shellAsks(q))
        #expect(asked.state.mode.prompt == "antwort> ")
        #expect(step(asked.state, .line("vielleicht")).state == asked.state)
        #expect(step(asked.state, .line("ja")).effects == [.shellConfirmed(.overwriteExport(ExportOrder(format: "csv")))])
        #expect(step(asked.state, .line("nein")).effects == [.say("Nicht exportiert.", .info)])
    }

    @Test func yesNoQuestionsNeverShowTheCorrectionPrompt() {
        let draft = StagedDraft(stagedAt: now, transcript: "Alt.", fields: EntryFields())
        let offer = step(ConversationState(), .start(draft)).state
        #expect(offer.mode.prompt == "antwort> ")
        let confirm = step(offer, .line("nein"))
        #expect(confirm.state.mode.prompt == "antwort> ")
        #expect(!confirm.effects.contains(.clearDraft), "„nein“ asks before the text is dropped")
        #expect(step(confirm.state, .line("ja")).effects.contains(.clearDraft))
        #expect(review().mode.prompt == "korrektur> ")
    }
}
