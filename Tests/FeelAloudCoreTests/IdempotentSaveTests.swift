import Foundation
import Testing
@testable import FeelAloudCore

/// Issue #13 property 1 in the dialogue: the record id and revision are fixed when the draft is
/// created and travel with it; a retry sends the identical record; a draft already saved is not
/// offered again.
struct IdempotentSaveTests {
    typealias Stub = ConversationTests.StubLanguage
    let now = LocalTimestamp(iso8601: "2026-11-29T21:14:00+01:00")!

    func env(_ diary: Diary = Diary(), id: String, at: LocalTimestamp? = nil) -> ConversationEnvironment {
        ConversationEnvironment(now: at ?? now, diary: diary, language: Stub(), newID: id)
    }

    var extraction: ExtractionResult {
        ExtractionResult(fields: EntryFields(mood: .good), transcript: "Guter Tag.", dayOffset: 0, unstated: [])
    }

    func appended(_ effects: [ConversationEffect]) -> [JournalRecord] {
        effects.compactMap { if case let .append(r) = $0 { return r }; return nil }
    }

    func staged(_ effects: [ConversationEffect]) -> [StagedDraft] {
        effects.compactMap { if case let .stageDraft(d) = $0 { return d }; return nil }
    }

    @Test func idTravelsFromDraftToRecordAndRetryIsIdentical() {
        var (state, effects) = Conversation.handle(ConversationState(), .extracted(extraction), env(id: "first"))
        #expect(staged(effects).first?.recordID == "first")
        #expect(staged(effects).first?.revision == 1)
        // Every later step sees another fresh id; the record keeps the draft's.
        (state, effects) = Conversation.handle(state, .line("ja"), env(id: "second"))
        let record = appended(effects).first
        #expect(record?.id == "first")
        (state, _) = Conversation.handle(state, .storeFailed(.cannotWrite(path: "/x", reason: .system(ENOSPC))), env(id: "third"))
        let later = LocalTimestamp(iso8601: "2026-11-29T21:20:00+01:00")!
        (state, effects) = Conversation.handle(state, .line("ja"), env(id: "fourth", at: later))
        #expect(appended(effects).first == record, "the retry sends the identical record")
    }

    @Test func aDraftWhoseRecordIsStoredIsRemovedNotOffered() {
        let entry = DiaryEntry(id: "first", revision: 1, createdAt: now, revisedAt: now, day: now.day,
                               fields: EntryFields(mood: .good), transcript: "Guter Tag.", source: .repl)
        let draft = StagedDraft(stagedAt: now, transcript: "Guter Tag.", fields: EntryFields(mood: .good),
                                recordID: "first", revision: 1)
        let (state, effects) = Conversation.handle(ConversationState(), .start(draft),
                                                   env(Diary(records: [.entry(entry)]), id: "x"))
        #expect(state.mode == .idle)
        #expect(effects.first == .clearDraft)
        // Not stored yet: offered, and resuming keeps the id.
        let (offered, _) = Conversation.handle(ConversationState(), .start(draft), env(id: "x"))
        if case .resumeOffer = offered.mode {} else { Issue.record("expected the offer") }
        let (resumed, _) = Conversation.handle(offered, .line("ja"), env(id: "y"))
        let (_, saving) = Conversation.handle(resumed, .line("ja"), env(id: "z"))
        #expect(appended(saving).first?.id == "first")
    }

    @Test func anEditThatConflictsTakesTheNextFreeRevisionOnRetry() {
        let v1 = DiaryEntry(id: "e", revision: 1, createdAt: now, revisedAt: now, day: now.day,
                            fields: EntryFields(mood: .good), transcript: "Guter Tag.", source: .repl)
        var (state, _) = Conversation.handle(ConversationState(), .line("/bearbeiten"), env(Diary(records: [.entry(v1)]), id: "x"))
        var effects: [ConversationEffect]
        (state, effects) = Conversation.handle(state, .line("ja"), env(Diary(records: [.entry(v1)]), id: "x"))
        #expect(appended(effects).first?.revision == 2)
        // Meanwhile another session stored revision 2.
        var v2 = v1
        v2.revision = 2
        v2.transcript = "Anderswo geändert."
        let both = Diary(records: [.entry(v1), .entry(v2)])
        (state, _) = Conversation.handle(state, .storeFailed(.conflictingRecord(id: "e", revision: 2, path: "p")), env(both, id: "x"))
        (state, effects) = Conversation.handle(state, .line("ja"), env(both, id: "x"))
        #expect(appended(effects).first?.revision == 3)
    }
}
