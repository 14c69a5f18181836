import Testing
@testable import FeelAloudCore

/// Answer statistics on a small hand-built diary (week Mon 23.11. – Sun 29.11.2026).
struct AnswerStatisticsTests {
    static func ts(_ day: String, _ hour: Int) -> LocalTimestamp {
        LocalTimestamp(epochSeconds: DayKey(day)!.dayNumber * 86_400 + hour * 3600 - 3600, utcOffsetSeconds: 3600)
    }

    static func entry(_ id: String, _ day: String, hour: Int = 20, _ fields: EntryFields) -> JournalRecord {
        .entry(DiaryEntry(id: id, createdAt: ts(day, hour), day: DayKey(day)!, fields: fields, transcript: "Text \(id)", source: .repl))
    }

    static func checkIn(_ id: String, _ day: String, _ r: SnapshotRating) -> JournalRecord {
        .snapshot(Snapshot(id: id, createdAt: ts(day, 12), rating: r, source: .manual))
    }

    static let diary = Diary(records: [
        entry("e0", "2026-11-22", EntryFields(mood: .bad)),
        entry("e1", "2026-11-23", EntryFields(mood: .good, musicInHead: true, songName: "Song A", earwormStrength: .strong,
                                              distress: .high, countermeasureActivity: "Kaugummi", socialContact: true)),
        entry("e2", "2026-11-24", EntryFields(mood: .bad, musicInHead: true, songName: "song a", earwormStrength: .medium, distress: .medium)),
        entry("e3", "2026-11-25", EntryFields(mood: .neutral, socialContact: true, stress: .medium)),
        entry("e4", "2026-11-27", EntryFields(mood: .good, musicInHead: true, songName: "Song B", distress: .low,
                                              countermeasureActivity: "Spaziergang")),
        entry("e5", "2026-11-28", hour: 9, EntryFields(mood: .bad, stress: .high)),
        entry("e6", "2026-11-28", hour: 21, EntryFields(mood: .good, socialContact: true)),
        entry("e7", "2026-11-29", EntryFields(mood: .good, stress: Severity.none)),
        checkIn("s1", "2026-11-27", .good), checkIn("s2", "2026-11-28", .bad), checkIn("s3", "2026-11-29", .veryGood),
    ])

    static let week = DateRange(from: DayKey("2026-11-23")!, to: DayKey("2026-11-29")!)

    @Test func periodNumbers() {
        let p = PeriodStats(diary: Self.diary, from: Self.week.from!, to: Self.week.to)
        #expect(p.dayCount == 7 && p.daysWithEntries == 6 && p.entryCount == 7)
        #expect((p.goodDays, p.neutralDays, p.badDays) == (4, 1, 1))
        #expect(p.earwormDays == 3)
        #expect(p.songsByCount.map(\.name) == ["Song A", "Song B"] && p.songsByCount[0].days == 2)
        #expect(p.songsByDistress.first?.name == "Song A" && p.songsByDistress.first?.maxDistress == .high)
        #expect(p.distressDays == [0, 1, 1, 1])
        #expect(p.stressDays == [1, 0, 1, 1])
        #expect(p.socialContactDays == 3)
        #expect(p.countermeasureDays == 2 && p.countermeasureEvaluated == 2 && p.countermeasureEased == 2)
        #expect(p.activities.map(\.name) == ["Kaugummi", "Spaziergang"])
        #expect(p.longestStreak == 3 && p.currentStreak == 3)
        #expect(p.checkInCount == 3 && p.checkInDistribution == [0, 1, 0, 1, 1])
        #expect(abs((p.checkInAverage ?? 0) - 11.0 / 3.0) < 1e-9)
    }

    @Test func countsAndYesNo() {
        let d = Self.diary
        let ear = Answer(question: Question(intent: .count, range: Self.week, field: .musicInHead), diary: d)
        #expect(ear.count?.matchingItems == 3 && ear.count?.consideredItems == 6)
        let stress = Answer(question: Question(intent: .count, range: Self.week, field: .stress), diary: d)
        #expect(stress.count?.matchingDays == [DayKey("2026-11-25")!, DayKey("2026-11-28")!])
        let relaxed = Answer(question: Question(intent: .count, range: Self.week, field: .stress, polarity: .negative), diary: d)
        #expect(relaxed.count?.matchingItems == 1)
        let sat = DayKey("2026-11-28")!
        let yesNo = Answer(question: Question(intent: .count, range: DateRange(from: sat, to: sat), field: .stress), diary: d)
        #expect(yesNo.count?.matchingItems == 1)
        let checkIns = Answer(question: Question(intent: .count, range: DateRange(from: nil, to: Self.week.to), field: .snapshot), diary: d)
        #expect(checkIns.count?.matchingItems == 3 && checkIns.period.from == DayKey("2026-11-22")!)
        let bad = Answer(question: Question(intent: .count, range: Self.week, field: .mood, polarity: .negative), diary: d)
        #expect(bad.count?.matchingItems == 1)
    }

    @Test func lastOccurrence() {
        let a = Answer(question: Question(intent: .last, range: DateRange(from: nil, to: Self.week.to), field: .socialContact), diary: Self.diary)
        #expect(a.last?.day == DayKey("2026-11-28")! && a.last?.daysAgo == 1)
        let none = Answer(question: Question(intent: .last, range: Self.week, field: .distress, polarity: .positive), diary: Self.diary)
        #expect(none.last?.day == nil)
        let ci = Answer(question: Question(intent: .last, range: DateRange(from: nil, to: Self.week.to), field: .snapshot), diary: Self.diary)
        #expect(ci.last?.checkIn?.id == "s3")
    }

    @Test func trendAgainstPreviousPeriod() {
        let a = Answer(question: Question(intent: .trend, range: Self.week), diary: Self.diary)
        #expect(a.previous?.from == DayKey("2026-11-16")! && a.previous?.to == DayKey("2026-11-22")!)
        #expect(a.trend?.direction == .better)
        #expect(a.trend?.current == 0.5 && a.trend?.previous == -1)
    }

    @Test func jsonKeepsContractKeysAndNullFrom() {
        let a = Answer(question: Question(intent: .count, range: DateRange(from: nil, to: Self.week.to), field: .musicInHead), diary: Self.diary)
        let j = a.json
        #expect(j["intent"]?.stringValue == "count")
        #expect(j["range"]?["from"]?.isNull == true && j["range"]?["to"]?.stringValue == "2026-11-29")
        #expect(j["field"]?.stringValue == "musicInHead")
        #expect(j["count"]?["matching"]?.intValue == 3)
        #expect(j["earwormDays"]?.intValue == 3)
        let pairs = j.objectValue!.map(\.0)
        #expect(Array(pairs.prefix(3)) == ["intent", "range", "field"])
    }

    @Test func listAndEmptyDiary() {
        let a = Answer(question: Question(intent: .list, range: Self.week), diary: Self.diary)
        #expect(a.listed.count == 7)
        let empty = Answer(question: Question(intent: .summary, range: DateRange(from: nil, to: Self.week.to)), diary: Diary())
        #expect(empty.period.daysWithEntries == 0 && empty.period.from == Self.week.to)
    }

    @Test func gentleNotices() {
        var records: [JournalRecord] = []
        for (i, day) in ["2026-11-27", "2026-11-28", "2026-11-29"].enumerated() {
            records.append(Self.entry("b\(i)", day, EntryFields(mood: .bad, musicInHead: true, distress: .high)))
        }
        let d = Diary(records: records)
        #expect(GentleNotice.detect(diary: d, today: DayKey("2026-11-29")!) == [.badMood, .highDistress])
        #expect(GentleNotice.detect(diary: d, today: DayKey("2026-11-30")!) == [.badMood, .highDistress])
        #expect(GentleNotice.detect(diary: d, today: DayKey("2026-12-01")!).isEmpty)
        #expect(GentleNotice.detect(diary: Self.diary, today: DayKey("2026-11-29")!).isEmpty)
        for n in GentleNotice.allCases { #expect(!n.message.isEmpty && !n.message.contains("Depression")) }
    }
}
