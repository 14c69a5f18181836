import Foundation
import Testing
import FeelAloudCore
import FeelAloudTestSupport
@testable import FeelAloudConsole

@Suite struct CheckInCommandTests {
    let clock = FixedClock(ts("2026-11-30T18:00:00+01:00"))
    let zone = UTCOffsetRule.fixed(3600)

    func command(_ store: MemoryDiaryStore, _ io: BufferIO, keyboard: CheckInKeyboard? = nil) -> CheckInCommand {
        CheckInCommand(store: store, io: io, clock: clock, zone: zone, keyboard: keyboard, makeID: { "new-id" })
    }

    @Test func ratingArgument() {
        let store = MemoryDiaryStore()
        let io = BufferIO()
        #expect(command(store, io).run(arguments: ["2"]) == .ok)
        #expect(store.snapshots == [Snapshot(id: "new-id", createdAt: clock.moment, rating: .bad, source: .manual)])
        #expect(io.output == "Momentaufnahme gespeichert: „schlecht“ (18:00).\n")
    }

    @Test func sourceNotificationAndWords() {
        let store = MemoryDiaryStore()
        #expect(command(store, BufferIO()).run(arguments: ["--source", "notification", "sehr", "gut"]) == .ok)
        // A new check-in gets a new id (the same id with other content would be a conflict).
        #expect(CheckInCommand(store: store, io: BufferIO(), clock: clock, zone: zone, makeID: { "second-id" })
            .run(arguments: ["--source=manual", "3"]) == .ok)
        #expect(store.snapshots.map(\.rating) == [.veryGood, .neutral])
        #expect(store.snapshots.map(\.source) == [.notification, .manual])
    }

    @Test func usageErrors() {
        let store = MemoryDiaryStore()
        for args in [["6"], ["--source", "email"], ["--bogus"], ["--source"]] {
            let io = BufferIO()
            #expect(command(store, io).run(arguments: args) == .usage, "\(args)")
            #expect(!io.errorOutput.isEmpty)
        }
        #expect(store.records.isEmpty)
    }

    @Test func pipedNumberOnALine() {
        let open = snap("a", "2026-11-30T08:00:00+01:00", .bad)
        let store = MemoryDiaryStore([.snapshot(open)])
        let io = BufferIO(input: "\n4\n")
        #expect(command(store, io).run(arguments: []) == .ok)
        // No follow-up question on a pipe; the open snapshot stays open.
        #expect(store.snapshots.map(\.id) == ["a", "new-id"])
        #expect(store.snapshots.last?.rating == .good)
        #expect(!io.output.contains("Vorhin"))
    }

    @Test func pipedInvalidOrEmpty() {
        let store = MemoryDiaryStore()
        let bad = BufferIO(input: "sieben\n")
        #expect(command(store, bad).run(arguments: []) == .failure)
        #expect(bad.errorOutput.contains("verstehe ich nicht") && bad.errorOutput.contains("Keine Momentaufnahme gespeichert."))
        let empty = BufferIO(input: "")
        #expect(command(store, empty).run(arguments: []) == .failure)
        #expect(store.records.isEmpty)
    }

    /// Issue #13 D8: a note typed on a terminal is stored without escape sequences.
    @Test func typedFollowUpNoteIsStoredWithoutControlSequences() {
        let open = snap("a", "2026-11-30T08:00:00+01:00", .bad)
        let store = MemoryDiaryStore([.snapshot(open)])
        let keyboard = ScriptedKeyboard(keys: "4", lines: ["Streit\u{1B}]0;pwned\u{07} mit dem\u{1B}[2J Nachbarn", "nein"])
        #expect(command(store, BufferIO(), keyboard: keyboard).run(arguments: []) == .ok)
        #expect(store.snapshots[1].followUpNote == "Streit mit dem Nachbarn")
    }

    @Test func terminalAsksFollowUpFirstThenSingleKey() {
        let open = snap("a", "2026-11-30T08:00:00+01:00", .bad)
        let store = MemoryDiaryStore([.snapshot(open)])
        let io = BufferIO()
        let keyboard = ScriptedKeyboard(keys: "4", lines: ["Streit mit dem Nachbarn", "nein"])
        #expect(command(store, io, keyboard: keyboard).run(arguments: []) == .ok)
        #expect(io.output.hasPrefix("Vorhin hast du „schlecht“ angegeben — magst du kurz sagen, was los war?\n"))
        let snaps = store.snapshots
        #expect(snaps.count == 3)
        #expect(snaps[1].id == "a" && snaps[1].revision == 2 && snaps[1].followUpNote == "Streit mit dem Nachbarn")
        #expect(snaps[2].id == "new-id" && snaps[2].rating == .good)
    }

    @Test func terminalFromNotificationSkipsTheFollowUp() {
        let open = snap("a", "2026-11-30T08:00:00+01:00", .bad)
        let store = MemoryDiaryStore([.snapshot(open)])
        let io = BufferIO()
        let keyboard = ScriptedKeyboard(keys: "1", lines: ["sollte nicht gelesen werden"])
        #expect(command(store, io, keyboard: keyboard).run(arguments: ["--source", "notification"]) == .ok)
        #expect(!io.output.contains("Vorhin"))
        #expect(keyboard.lines.count == 1)
        #expect(store.snapshots.map(\.id) == ["a", "new-id"])
        #expect(store.snapshots.last?.source == .notification && store.snapshots.last?.rating == .veryBad)
    }

    @Test func arrowKeysAndEnter() {
        let store = MemoryDiaryStore()
        let io = BufferIO()
        // → (neutral), → (gut), ← (neutral), → (gut), Enter
        let keyboard = ScriptedKeyboard(keys: "\u{1B}[C\u{1B}[C\u{1B}[D\u{1B}[C\r")
        #expect(command(store, io, keyboard: keyboard).run(arguments: []) == .ok)
        #expect(store.snapshots.map(\.rating) == [.good])
        #expect(io.output.contains("[4 gut]"))
    }

    @Test func quitOrEOFCancels() {
        let store = MemoryDiaryStore()
        #expect(command(store, BufferIO(), keyboard: ScriptedKeyboard(keys: "xq")).run(arguments: []) == .failure)
        #expect(command(store, BufferIO(), keyboard: ScriptedKeyboard(keys: "")).run(arguments: []) == .failure)
        #expect(store.records.isEmpty)
    }

    @Test func dismissOnTerminal() {
        let store = MemoryDiaryStore([.snapshot(snap("a", "2026-11-30T08:00:00+01:00", .bad)),
                                      .snapshot(snap("b", "2026-11-30T09:00:00+01:00", .veryBad))])
        let io = BufferIO()
        let keyboard = ScriptedKeyboard(keys: "3", lines: ["Heute nicht mehr fragen"])
        #expect(command(store, io, keyboard: keyboard).run(arguments: []) == .ok)
        #expect(io.output.contains(Messages.followUpDismissed))
        let diary = Diary(records: store.records)
        #expect(diary.snapshots.filter(\.followUpDismissed).map(\.id) == ["a", "b"])
        #expect(FollowUpPolicy.snapshotToAsk(diary.snapshots, now: clock.moment, zone: zone) == nil)
    }

    @Test func storeFailureIsReported() {
        let store = MemoryDiaryStore()
        store.failAppend = true
        let io = BufferIO()
        #expect(command(store, io).run(arguments: ["5"]) == .failure)
        #expect(io.errorOutput.contains("Nichts wurde gespeichert"))
    }
}
