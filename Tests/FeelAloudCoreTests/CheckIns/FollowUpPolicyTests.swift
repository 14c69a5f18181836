import Foundation
import Testing
@testable import FeelAloudCore

@Suite struct FollowUpPolicyTests {
    @Test func asksAboutMostRecentOpenSnapshotOfToday() {
        let snaps = [
            snap("a", "2026-11-30T08:00:00+01:00", .bad),
            snap("b", "2026-11-30T10:00:00+01:00", .veryBad),
            snap("c", "2026-11-30T11:00:00+01:00", .neutral),
            snap("d", "2026-11-30T12:00:00+01:00", .good),
        ]
        let asked = FollowUpPolicy.snapshotToAsk(snaps, now: ts("2026-11-30T18:00:00+01:00"), zone: cet)
        #expect(asked?.id == "b")
    }

    @Test(arguments: [SnapshotRating.veryGood, .bad, .veryBad])
    func ratingsThatAwaitAFollowUp(_ r: SnapshotRating) {
        let s = [snap("a", "2026-11-30T08:00:00+01:00", r)]
        #expect(FollowUpPolicy.snapshotToAsk(s, now: ts("2026-11-30T09:00:00+01:00"), zone: cet)?.id == "a")
    }

    @Test(arguments: [SnapshotRating.good, .neutral])
    func ratingsWithoutFollowUp(_ r: SnapshotRating) {
        let s = [snap("a", "2026-11-30T08:00:00+01:00", r)]
        #expect(FollowUpPolicy.snapshotToAsk(s, now: ts("2026-11-30T09:00:00+01:00"), zone: cet) == nil)
    }

    @Test func answeredSnapshotsAreNotAskedAgainButOlderOpenOnesAre() {
        let snaps = [
            snap("a", "2026-11-30T08:00:00+01:00", .bad),
            snap("b", "2026-11-30T10:00:00+01:00", .veryBad, note: "Streit"),
        ]
        #expect(FollowUpPolicy.snapshotToAsk(snaps, now: ts("2026-11-30T18:00:00+01:00"), zone: cet)?.id == "a")
    }

    @Test func earlierDaysAreNeverAsked() {
        let snaps = [snap("y", "2026-11-29T21:00:00+01:00", .veryBad)]
        #expect(FollowUpPolicy.snapshotToAsk(snaps, now: ts("2026-11-30T07:00:00+01:00"), zone: cet) == nil)
    }

    @Test func midnight() {
        let late = [snap("a", "2026-11-29T23:59:00+01:00", .bad)]
        #expect(FollowUpPolicy.snapshotToAsk(late, now: ts("2026-11-29T23:59:59+01:00"), zone: cet)?.id == "a")
        #expect(FollowUpPolicy.snapshotToAsk(late, now: ts("2026-11-30T00:00:00+01:00"), zone: cet) == nil)
        #expect(FollowUpPolicy.snapshotToAsk(late, now: ts("2026-11-30T00:01:00+01:00"), zone: cet) == nil)
        let atMidnight = [snap("b", "2026-11-30T00:00:00+01:00", .bad)]
        #expect(FollowUpPolicy.snapshotToAsk(atMidnight, now: ts("2026-11-30T00:01:00+01:00"), zone: cet)?.id == "b")
    }

    @Test func dstSpringForwardEuropeBerlin() {
        // 2026-03-29: 02:00 CET -> 03:00 CEST.
        let now = ts("2026-03-29T10:00:00+02:00")
        let beforeSwitch = [snap("a", "2026-03-29T01:30:00+01:00", .bad)]
        #expect(FollowUpPolicy.snapshotToAsk(beforeSwitch, now: now, zone: berlin2026)?.id == "a")
        let eveningBefore = [snap("b", "2026-03-28T23:30:00+01:00", .bad)]
        #expect(FollowUpPolicy.snapshotToAsk(eveningBefore, now: now, zone: berlin2026) == nil)
        // A naive re-read with today's +02:00 would have called it 00:30 today.
        #expect(FollowUpPolicy.snapshotToAsk(eveningBefore, now: now, zone: .fixed(7200))?.id == "b")
    }

    @Test func dstFallBackEuropeBerlin() {
        // 2026-10-25: 03:00 CEST -> 02:00 CET.
        let now = ts("2026-10-25T10:00:00+01:00")
        let earlyMorning = [snap("a", "2026-10-25T00:30:00+02:00", .veryBad)]
        #expect(FollowUpPolicy.snapshotToAsk(earlyMorning, now: now, zone: berlin2026)?.id == "a")
        let inRepeatedHour = [snap("b", "2026-10-25T02:30:00+02:00", .bad)]
        #expect(FollowUpPolicy.snapshotToAsk(inRepeatedHour, now: now, zone: berlin2026)?.id == "b")
        let eveningBefore = [snap("c", "2026-10-24T23:30:00+02:00", .bad)]
        #expect(FollowUpPolicy.snapshotToAsk(eveningBefore, now: now, zone: berlin2026) == nil)
        // Just after midnight on the switch day, the late evening check-in is yesterday's.
        #expect(FollowUpPolicy.snapshotToAsk(eveningBefore, now: ts("2026-10-25T00:05:00+02:00"), zone: berlin2026) == nil)
    }

    @Test func foundationEuropeBerlinAgreesWithTheHandMadeTable() throws {
        let tz = try #require(TimeZone(identifier: "Europe/Berlin"))
        let zone = UTCOffsetRule(timeZone: tz)
        for text in ["2026-03-28T23:30:00+01:00", "2026-03-29T01:30:00+01:00", "2026-03-29T03:30:00+02:00",
                     "2026-10-24T23:30:00+02:00", "2026-10-25T02:30:00+02:00", "2026-10-25T02:30:00+01:00"] {
            let e = ts(text).epochSeconds
            #expect(zone.offset(atEpoch: e) == berlin2026.offset(atEpoch: e), "\(text)")
        }
        let now = ts("2026-10-25T10:00:00+01:00")
        #expect(FollowUpPolicy.snapshotToAsk([snap("a", "2026-10-25T00:30:00+02:00", .bad)], now: now, zone: zone)?.id == "a")
        #expect(FollowUpPolicy.snapshotToAsk([snap("c", "2026-10-24T23:30:00+02:00", .bad)], now: now, zone: zone) == nil)
    }

    @Test func timeZoneChangeBerlinToNewYork() {
        // Check-in Monday 23:00 in Berlin = Monday 17:00 in New York: still Monday there.
        let snaps = [snap("a", "2026-11-30T23:00:00+01:00", .bad)]
        #expect(FollowUpPolicy.snapshotToAsk(snaps, now: ts("2026-11-30T20:00:00-05:00"), zone: newYork)?.id == "a")
        // Check-in Tuesday 02:00 in Berlin = Monday 20:00 in New York: not "today" on Tuesday in NY.
        let early = [snap("b", "2026-12-01T02:00:00+01:00", .bad)]
        #expect(FollowUpPolicy.snapshotToAsk(early, now: ts("2026-12-01T08:00:00-05:00"), zone: newYork) == nil)
        #expect(FollowUpPolicy.snapshotToAsk(early, now: ts("2026-11-30T21:00:00-05:00"), zone: newYork)?.id == "b")
    }

    @Test func timeZoneChangeNewYorkToBerlin() {
        // Check-in Monday 22:00 in New York = Tuesday 04:00 in Berlin: asked on Tuesday in Berlin.
        let snaps = [snap("a", "2026-11-30T22:00:00-05:00", .veryBad)]
        #expect(FollowUpPolicy.snapshotToAsk(snaps, now: ts("2026-12-01T09:00:00+01:00"), zone: cet)?.id == "a")
        // Check-in Monday 12:00 in New York = Monday 18:00 Berlin: not asked on Tuesday in Berlin.
        let noon = [snap("b", "2026-11-30T12:00:00-05:00", .veryBad)]
        #expect(FollowUpPolicy.snapshotToAsk(noon, now: ts("2026-12-01T09:00:00+01:00"), zone: cet) == nil)
    }

    @Test func replies() {
        // The language decides what dismisses (DialoguePhrasesTests has the German words).
        let dismisses = { (t: String) in t == "ruhe" }
        #expect(FollowUpPolicy.classify("", dismisses: dismisses) == .leaveOpen)
        #expect(FollowUpPolicy.classify("   \t ", dismisses: dismisses) == .leaveOpen)
        #expect(FollowUpPolicy.classify("/monat", dismisses: dismisses) == .leaveOpen)
        #expect(FollowUpPolicy.classify("  ruhe ", dismisses: dismisses) == .dismiss)
        #expect(FollowUpPolicy.classify("Streit mit  Chef\n", dismisses: dismisses) == .note("Streit mit Chef"))
    }

    @Test func answerWritesANewRevision() {
        let s = snap("a", "2026-11-30T08:00:00+01:00", .bad)
        let now = ts("2026-11-30T18:00:00+01:00")
        let r = FollowUpPolicy.answering(s, note: "Stau", now: now)
        #expect(r.id == "a" && r.revision == 2 && r.revisedAt == now && r.createdAt == s.createdAt)
        #expect(r.followUpNote == "Stau" && !r.followUpOpen && !r.followUpDismissed)
    }

    @Test func dismissingSilencesTheRestOfTheDay() {
        let now = ts("2026-11-30T18:00:00+01:00")
        let snaps = [
            snap("y", "2026-11-29T20:00:00+01:00", .bad),
            snap("a", "2026-11-30T08:00:00+01:00", .bad),
            snap("b", "2026-11-30T10:00:00+01:00", .veryBad),
            snap("c", "2026-11-30T11:00:00+01:00", .veryGood, note: "Sonne"),
        ]
        let asked = FollowUpPolicy.snapshotToAsk(snaps, now: now, zone: cet)!
        let revs = FollowUpPolicy.revisions(for: .dismiss, asked: asked, snapshots: snaps, now: now, zone: cet)
        #expect(revs.map(\.id) == ["a", "b"])
        #expect(revs.allSatisfy { $0.followUpDismissed && $0.revision == 2 && $0.revisedAt == now })
        var diary = Diary(records: snaps.map(JournalRecord.snapshot))
        for r in revs { diary.apply(.snapshot(r)) }
        diary.finish()
        #expect(FollowUpPolicy.snapshotToAsk(diary.snapshots, now: now, zone: cet) == nil)
        // A later bad check-in the same day is not asked about either …
        diary.apply(.snapshot(snap("d", "2026-11-30T19:00:00+01:00", .veryBad)))
        diary.finish()
        #expect(FollowUpPolicy.snapshotToAsk(diary.snapshots, now: ts("2026-11-30T20:00:00+01:00"), zone: cet) == nil)
        // … but the next day starts fresh.
        diary.apply(.snapshot(snap("e", "2026-12-01T07:00:00+01:00", .bad)))
        diary.finish()
        #expect(FollowUpPolicy.snapshotToAsk(diary.snapshots, now: ts("2026-12-01T08:00:00+01:00"), zone: cet)?.id == "e")
    }

    @Test func emptyEnterLeavesItOpen() {
        let s = snap("a", "2026-11-30T08:00:00+01:00", .bad)
        let now = ts("2026-11-30T09:00:00+01:00")
        #expect(FollowUpPolicy.revisions(for: .leaveOpen, asked: s, snapshots: [s], now: now, zone: cet).isEmpty)
        #expect(FollowUpPolicy.snapshotToAsk([s], now: ts("2026-11-30T12:00:00+01:00"), zone: cet)?.id == "a")
    }
}

@Suite struct FollowUpGateTests {
    let now = ts("2026-11-30T18:00:00+01:00")
    let open = snap("a", "2026-11-30T08:00:00+01:00", .bad)

    @Test func normalStartAsks() {
        var gate = FollowUpGate(fromReminder: false)
        #expect(gate.atStart(snapshots: [open], now: now, zone: cet)?.id == "a")
    }

    @Test func reminderStartSuppressesExactlyOneCheck() {
        var gate = FollowUpGate(fromReminder: true)
        #expect(gate.atStart(snapshots: [open], now: now, zone: cet) == nil)
        #expect(!gate.suppressNextCheck)
        // The next check (another process checked in) asks normally.
        let other = snap("b", "2026-11-30T18:01:00+01:00", .neutral)
        #expect(gate.atPrompt(snapshots: [open, other], now: now, zone: cet)?.id == "a")
    }

    @Test func ownCheckInsAreNotAskedAtThePrompt() {
        var gate = FollowUpGate(fromReminder: false)
        #expect(gate.atStart(snapshots: [], now: now, zone: cet) == nil)
        let mine = snap("m", "2026-11-30T18:00:00+01:00", .veryBad)
        gate.noteOwn("m")
        #expect(gate.atPrompt(snapshots: [mine], now: now, zone: cet) == nil)
        // Next normal start the same day asks.
        var next = FollowUpGate(fromReminder: false)
        #expect(next.atStart(snapshots: [mine], now: ts("2026-11-30T19:00:00+01:00"), zone: cet)?.id == "m")
    }

    @Test func checkInByAnotherProcessTriggersAtThePrompt() {
        var gate = FollowUpGate(fromReminder: false)
        #expect(gate.atStart(snapshots: [], now: now, zone: cet) == nil)
        #expect(gate.atPrompt(snapshots: [], now: now, zone: cet) == nil)
        let theirs = snap("t", "2026-11-30T18:00:00+01:00", .bad, source: .notification)
        #expect(gate.atPrompt(snapshots: [theirs], now: now, zone: cet)?.id == "t")
        // Left open with Enter: not asked again at every prompt.
        #expect(gate.atPrompt(snapshots: [theirs], now: now, zone: cet) == nil)
    }
}
