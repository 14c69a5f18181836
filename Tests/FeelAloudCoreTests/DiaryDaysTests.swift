import Testing
@testable import FeelAloudCore

/// `Diary.days` is kept up to date day by day as records are applied (a store refreshes after
/// every append); it must always equal the days folded afresh from the live entries.
struct DiaryDaysTests {
    static let moods: [Mood] = [.good, .neutral, .bad]

    /// A deterministic stream of entries, edits (also moving an entry to another day) and
    /// tombstones over a few days, applied in random batches with `finish()` after each.
    @Test func daysFoldedIncrementallyEqualAFreshFold() {
        var rng: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ n: Int) -> Int {
            rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17
            return Int(rng % UInt64(n))
        }
        let first = DayKey("2026-10-01")!
        var diary = Diary()
        var all: [JournalRecord] = []
        var revisions: [String: Int] = [:]
        for step in 0..<1_500 {
            let id = "e\(next(400))"
            let revision = (revisions[id] ?? 0) + 1
            revisions[id] = revision
            let at = LocalTimestamp(epochSeconds: (first.dayNumber + next(40)) * 86_400 + step, utcOffsetSeconds: 3600)
            let record: JournalRecord
            if next(9) == 0 {
                record = .tombstone(Tombstone(id: id, revision: revision, deletedAt: at))
            } else {
                var fields = EntryFields(raw: EntryFields.Raw())
                fields.mood = Self.moods[next(3)]
                fields.musicInHead = next(2) == 0
                if fields.musicInHead { fields.songName = "Lied \(next(5))" }
                fields.socialContact = next(2) == 0
                record = .entry(DiaryEntry(id: id, revision: revision, createdAt: at, day: first.adding(days: next(200)),
                                           fields: fields, transcript: "Eintrag \(step)", source: .repl))
            }
            diary.apply(record)
            all.append(record)
            if next(4) == 0 || step == 1_499 {
                diary.finish()
                let fresh = Diary(records: all)
                #expect(diary.days == fresh.days, "after step \(step)")
                #expect(diary.days == Diary.summaries(of: fresh.entries[...]))
            }
        }
        #expect(!diary.days.isEmpty)
    }

    /// Hundreds of entries with different songs on one day fold in linear time and keep the
    /// songs in their order.
    @Test func aCrowdedDayKeepsEverySongOnce() {
        let day = DayKey("2026-01-05")!
        var records: [JournalRecord] = []
        for i in 0..<600 {
            var fields = EntryFields(raw: EntryFields.Raw())
            fields.musicInHead = true
            fields.songName = "Lied \(i % 300)"
            let at = LocalTimestamp(epochSeconds: day.dayNumber * 86_400 + i, utcOffsetSeconds: 0)
            records.append(.entry(DiaryEntry(id: "x\(i)", createdAt: at, day: day, fields: fields, transcript: "t", source: .repl)))
        }
        let summary = Diary(records: records).daySummary(day)
        #expect(summary?.entryCount == 600)
        #expect(summary?.songs == (0..<300).map { "Lied \($0)" })
    }
}
