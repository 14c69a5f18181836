import Foundation
import Testing
@testable import FeelAloudCore

/// The dialogue as pure logic: (state, input) -> (state, effects), no terminal, no files.
struct ConversationTests {
    /// A tiny language stub: "ja"/"nein", "Stimmung schlecht", "?" questions.
    struct StubLanguage: DialogueLanguage {
        func looksLikeQuestion(_ line: String) -> Bool { line.hasSuffix("?") }
        func interpretCorrection(_ u: String, current: EntryFields) -> CorrectionOutcome {
            switch u {
            case "ja": return .confirm
            case "nein": return .reject
            case "abbrechen": return .cancel
            case "rückgängig": return .undo
            case "Stimmung schlecht":
                var f = current
                f.mood = .bad
                return .changes(f, changed: [.mood])
            default: return .notUnderstood(question: "Wie bitte?")
            }
        }
        func yesNo(_ line: String) -> Bool? { line == "ja" ? true : line == "nein" ? false : nil }
        func dateRange(_ phrase: String, today: DayKey) -> DateRange? { nil }
        func manualAnswer(_ a: String, for key: FieldKey, current: EntryFields) -> FieldValue? {
            ["gut": .text("good"), "stark": .text("strong"), "hoch": .text("high"), "ja": .flag(true), "nein": .flag(false)][a]
        }
    }

    func accept(_ p: inout ManualEntry, _ answer: String) -> Bool { p.answer(answer, language: StubLanguage()) }

    let now = LocalTimestamp(iso8601: "2026-11-29T21:14:00+01:00")!

    func env(_ diary: Diary = Diary(), availability: ExtractorAvailability = .available) -> ConversationEnvironment {
        ConversationEnvironment(now: now, diary: diary, language: StubLanguage(), extractorAvailability: availability,
                                newID: "new-id")
    }

    func run(_ inputs: [ConversationInput], from state: ConversationState = ConversationState(),
             env e: ConversationEnvironment? = nil) -> (ConversationState, [ConversationEffect]) {
        var s = state
        var all: [ConversationEffect] = []
        for input in inputs {
            let step = Conversation.handle(s, input, e ?? env())
            s = step.state
            all += step.effects
        }
        return (s, all)
    }

    @Test func diaryTextIsExtractedAndQuestionsAreAnswered() {
        #expect(run([.line("Guter Tag.")]).1 == [.extract("Guter Tag.")])
        #expect(run([.line("Wie war meine Woche?")]).1 == [.answer("Wie war meine Woche?")])
        #expect(run([.line("   ")]).1.isEmpty)
    }

    @Test func extractedDraftIsStagedConfirmedAndSaved() {
        let result = ExtractionResult(fields: EntryFields(mood: .good), transcript: "Guter Tag.")
        let (s1, e1) = run([.extracted(result)])
        guard case .reviewing = s1.mode else { Issue.record("not reviewing"); return }
        #expect(e1.contains { if case .stageDraft = $0 { return true }; return false })
        let (s2, e2) = run([.line("ja")], from: s1)
        guard case let .append(.entry(entry)) = e2.first else { Issue.record("no append: \(e2)"); return }
        #expect(entry.id == "new-id" && entry.revision == 1 && entry.day == DayKey("2026-11-29")!)
        #expect(entry.fields.mood == .good && entry.transcript == "Guter Tag.")
        let (s3, e3) = run([.saved(.entry(entry))], from: s2)
        #expect(s3.mode == .idle)
        #expect(e3.first == .clearDraft)
    }

    @Test func nothingIsStoredWithoutConfirmationAndUndoRestores() {
        let result = ExtractionResult(fields: EntryFields(mood: .good), transcript: "t")
        let (s, effects) = run([.extracted(result), .line("Stimmung schlecht"), .line("rückgängig"), .line("abbrechen"), .line("ja")])
        #expect(!effects.contains { if case .append = $0 { return true }; return false })
        #expect(effects.contains(.clearDraft))
        #expect(s.mode == .idle)
    }

    @Test func failedWriteKeepsTheDraft() {
        let result = ExtractionResult(fields: EntryFields(mood: .good), transcript: "t")
        let (s, _) = run([.extracted(result), .line("ja"), .storeFailed(.cannotWrite(path: "/x", reason: .system(ENOSPC)))])
        guard case let .reviewing(review) = s.mode else { Issue.record("draft lost"); return }
        #expect(!review.saving && review.transcript == "t")
    }

    @Test func nachtragGoesToYesterday() {
        let result = ExtractionResult(fields: EntryFields(), transcript: "Nachtrag", dayOffset: -1)
        let (_, effects) = run([.extracted(result), .line("ja")])
        guard case let .append(.entry(entry))? = effects.last else { Issue.record("no append"); return }
        #expect(entry.day == DayKey("2026-11-28")!)
    }

    @Test func manualEntryAsksOnlyWhatAppliesAndValidates() {
        var p = ManualEntry(transcript: "")
        #expect(p.nextField == .mood)
        let rejected = p.answer("super toll", language: StubLanguage())
        #expect(!rejected)
        #expect(accept(&p, "2"))                     // neutral by number
        #expect(accept(&p, "nein"))                  // no music -> skip 3–7
        #expect(p.nextField == .socialContact)
        #expect(accept(&p, "ja"))
        #expect(p.nextField == .stress)
        #expect(accept(&p, ""))                      // not stated
        #expect(p.nextField == nil)
        #expect(p.fields.mood == .neutral && p.fields.socialContact && p.fields.stress == nil)
        #expect(p.unstated == [.stress])
    }

    @Test func manualEntryWithMusicSkipsStress() {
        var p = ManualEntry(transcript: "")
        for a in ["gut", "ja", "Atemlos", "stark", "hoch", "ja", "Kaugummi gekaut", "nein"] { #expect(accept(&p, a)) }
        #expect(p.nextField == nil)
        #expect(p.fields.songName == "Atemlos" && p.fields.countermeasureActivity == "Kaugummi gekaut")
        #expect(p.fields.stress == nil)
    }

    @Test func unavailableExtractorFallsBackToManualEntryKeepingTheText() {
        let (s, effects) = run([.line("Heute war viel los.")], env: env(availability: .unavailable(reason: .modelMissing(path: "/m.gguf"))))
        guard case let .manualEntry(p) = s.mode else { Issue.record("no manual entry"); return }
        #expect(p.transcript == "Heute war viel los.")
        #expect(effects.contains { if case let .stageDraft(d) = $0 { return d.transcript == "Heute war viel los." }; return false })
    }

    @Test func conditionalRulesAreEnforcedByTheType() {
        var f = EntryFields(musicInHead: true, songName: "Zombie", earwormStrength: .strong, distress: .high,
                            countermeasureActivity: "Kaugummi", stress: .high)
        #expect(f.countermeasures && f.stress == nil)
        f.musicInHead = false
        #expect(f.songName == nil && f.earwormStrength == nil && f.distress == nil)
        #expect(!f.countermeasures && f.countermeasureActivity == nil)
        f.distress = .high
        #expect(f.distress == nil)
    }

    @Test func slashCommandsResolveUniquePrefixes() {
        #expect(SlashCommand.resolve("ver") == .found(.verlauf))
        #expect(SlashCommand.resolve("loeschen") == .found(.loeschen))
        if case .ambiguous = SlashCommand.resolve("e") {} else { Issue.record("/e should be ambiguous") }
        #expect(SlashCommand.completions(for: "/hi") == ["/hilfe"])
    }
}
