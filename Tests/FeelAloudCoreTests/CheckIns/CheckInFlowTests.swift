import Testing
@testable import FeelAloudCore

@Suite struct CheckInFlowTests {
    let now = ts("2026-11-30T18:00:00+01:00")
    let open = snap("a", "2026-11-30T08:00:00+01:00", .bad)

    func context(_ snaps: [Snapshot], mode: CheckInFlow.Mode = .checkIn, source: SnapshotSource = .manual,
                 askFirst: Bool = true) -> CheckInFlow.Context {
        CheckInFlow.Context(mode: mode, now: now, zone: cet, snapshots: snaps, source: source, newSnapshotID: "new",
                            askFollowUpFirst: askFirst)
    }

    func appended(_ outputs: [CheckInFlow.Output]) -> [Snapshot] {
        outputs.compactMap { if case let .appendSnapshot(s) = $0 { return s }; return nil }
    }

    @Test func withoutOpenSnapshotTheChoiceComesFirst() {
        let (state, out) = CheckInFlow.step(.start, .begin, context([]))
        #expect(state == .choosingRating)
        #expect(out == [.askRating(Messages.checkInRatingPrompt)])
    }

    @Test func followUpFirstThenRating() {
        let ctx = context([open])
        let (s1, o1) = CheckInFlow.step(.start, .begin, ctx)
        #expect(s1 == .awaitingFollowUp(open))
        #expect(o1 == [.askFollowUp(question: "Vorhin hast du „schlecht“ angegeben — magst du kurz sagen, was los war?",
                                    hint: Messages.followUpHint)])
        let (s2, o2) = CheckInFlow.step(s1, .line("Ärger im Büro"), ctx)
        #expect(s2 == .choosingRating)
        let answer = appended(o2)
        #expect(answer.count == 1 && answer[0].id == "a" && answer[0].revision == 2 && answer[0].followUpNote == "Ärger im Büro")
        let (s3, o3) = CheckInFlow.step(s2, .rating(.veryBad), ctx)
        #expect(s3 == .finished)
        let saved = appended(o3)
        #expect(saved == [Snapshot(id: "new", createdAt: now, rating: .veryBad, source: .manual)])
        #expect(o3.contains(.show("Momentaufnahme gespeichert: „sehr schlecht“ (18:00).")))
        // No immediate follow-up question about the new "sehr schlecht".
        #expect(!o3.contains { if case .askFollowUp = $0 { return true }; return false })
    }

    @Test func reminderStartGoesStraightToTheChoice() {
        let ctx = context([open], source: .notification, askFirst: false)
        let (state, out) = CheckInFlow.run([.line("2")], ctx)
        #expect(state == .finished)
        #expect(out.first == .askRating(Messages.checkInRatingPrompt))
        #expect(appended(out) == [Snapshot(id: "new", createdAt: now, rating: .bad, source: .notification)])
    }

    @Test func emptyEnterLeavesTheFollowUpOpen() {
        let (_, out) = CheckInFlow.run([.line(""), .line("gut")], context([open]))
        #expect(appended(out).map(\.id) == ["new"])
        #expect(out.contains(.show(Messages.followUpLeftOpen)))
    }

    @Test func dismissingInTheFlow() {
        let other = snap("b", "2026-11-30T07:00:00+01:00", .veryGood)
        let (_, out) = CheckInFlow.run([.line("Heute nicht mehr fragen"), .line("3")], context([other, open]))
        let revs = appended(out)
        #expect(revs.map(\.id) == ["b", "a", "new"])
        #expect(revs[0].followUpDismissed && revs[1].followUpDismissed && revs[2].rating == .neutral)
    }

    @Test(arguments: [("sehr gut", SnapshotRating.veryGood), ("Gut", .good), ("neutral", .neutral),
                      ("schlecht", .bad), ("SEHR  schlecht", .veryBad), ("1", .veryBad), ("5", .veryGood), (" 4 ", .good)])
    func ratingWords(_ text: String, _ expected: SnapshotRating) {
        #expect(SnapshotRating(userInput: text) == expected)
        let (_, out) = CheckInFlow.run([.line(text)], context([]))
        #expect(appended(out).first?.rating == expected)
    }

    @Test func invalidChoiceAsksAgain() {
        let (state, out) = CheckInFlow.run([.line("7"), .line("super")], context([]))
        #expect(state == .choosingRating)
        #expect(out.filter { $0 == .askRating(Messages.checkInRatingPrompt) }.count == 3)
        #expect(SnapshotRating(userInput: "0") == nil && SnapshotRating(userInput: "sehr") == nil)
    }

    @Test func emptyChoiceOrCancelSavesNothing() {
        #expect(CheckInFlow.run([.line("")], context([])) == (.finished, [.askRating(Messages.checkInRatingPrompt), .problem(Messages.checkInCancelled)]))
        let (state, out) = CheckInFlow.run([.cancel], context([]))
        #expect(state == .finished && appended(out).isEmpty)
    }

    @Test func ratingGivenUpFrontSkipsEverything() {
        let (state, out) = CheckInFlow.step(.start, .rating(.good), context([open], askFirst: false))
        #expect(state == .finished && appended(out).map(\.rating) == [.good])
    }

    @Test func followUpOnlyMode() {
        let ctx = context([open], mode: .followUpOnly)
        let (state, out) = CheckInFlow.run([.line("Kopfweh")], ctx)
        #expect(state == .finished)
        #expect(appended(out).map(\.followUpNote) == ["Kopfweh"])
        #expect(!out.contains { if case .askRating = $0 { return true }; return false })
        #expect(CheckInFlow.step(.start, .begin, context([], mode: .followUpOnly)) == (.finished, []))
    }

    @Test func veryGoodQuestion() {
        let s = snap("g", "2026-11-30T08:00:00+01:00", .veryGood)
        #expect(Messages.followUpQuestion(s) == "Vorhin hast du „sehr gut“ angegeben — magst du kurz sagen, was so schön war?")
    }
}
