import Testing
@testable import FeelAloudCore

/// Best/worst days, value and song filters, and what goes with what, on the small diary of
/// `AnswerStatisticsTests` (Sun 22.11. – Sun 29.11.2026; days are counted by hand).
struct InsightsTests {
    static let diary = AnswerStatisticsTests.diary
    static let week = AnswerStatisticsTests.week
    static let t = DayKey("2026-11-29")!

    static func answer(_ intent: QuestionIntent, _ range: DateRange, field: QuestionField? = nil,
                       configure: (inout Question) -> Void = { _ in }) -> Answer {
        var q = Question(intent: intent, range: range, field: field)
        configure(&q)
        return Answer(question: q, diary: diary, today: t)
    }

    @Test func bestDaysAreRankedByMoodThenCheckIns() {
        // good days 23., 27., 28. (last entry good), 29.; check-ins 27.: 4, 28.: 2, 29.: 5;
        // without a check-in a day counts as 3 → 29. (5) alone is best
        let best = Self.answer(.extreme, Self.week) { $0.order = .best }
        #expect(best.extreme?.days == [DayKey("2026-11-29")!])
        #expect(best.extreme?.checkInAverage == 5)
        // bad: 24. only (28. ends good) → worst
        let worst = Self.answer(.extreme, Self.week) { $0.order = .worst }
        #expect(worst.extreme?.days == [DayKey("2026-11-24")!] && worst.extreme?.mood == .bad)
    }

    @Test func aTieIsATie() {
        // 23.–25.: good (no check-in), bad, neutral; 22.: bad (no check-in) and 24. bad → tie
        let r = DateRange(from: DayKey("2026-11-22")!, to: DayKey("2026-11-25")!)
        let worst = Self.answer(.extreme, r) { $0.order = .worst }
        #expect(worst.extreme?.days == [DayKey("2026-11-22")!, DayKey("2026-11-24")!])
        #expect(worst.extreme?.isTie == true)
    }

    @Test func valueFilters() {
        let all = DateRange(from: nil, to: Self.t)
        let bad = Self.answer(.list, all, field: .mood) { $0.value = "bad" }
        #expect(bad.listed.map(\.id) == ["e0", "e2"])
        let high = Self.answer(.count, all, field: .stress) { $0.value = "high" }
        #expect(high.count?.matchingDays == [DayKey("2026-11-28")!])
        let contact = Self.answer(.list, all, field: .socialContact) { $0.value = "true" }
        #expect(Set(contact.listed.map(\.day)) == Set(["2026-11-23", "2026-11-25", "2026-11-28"].map { DayKey($0)! }))
        let strong = Self.answer(.count, all, field: .musicInHead) { $0.value = "strong" }
        #expect(strong.count?.matchingDays == [DayKey("2026-11-23")!])
    }

    @Test func oneSong() {
        let all = DateRange(from: nil, to: Self.t)
        let a = Self.answer(.count, all, field: .musicInHead) { $0.song = "SONG A" }
        #expect(a.count?.matchingDays.count == 2)
        let last = Self.answer(.last, all, field: .musicInHead) { $0.song = "Song B" }
        #expect(last.last?.day == DayKey("2026-11-27")!)
    }

    @Test func effectsNeedEnoughDays() {
        let all = DateRange(from: nil, to: Self.t)
        // contact days 23. good, 25. neutral, 28. good; without: 22. bad, 24. bad, 27. good, 29. good
        let e = Self.answer(.effect, all, field: .socialContact)
        #expect(e.effect?.kind == .mood(with: .init(hits: 2, days: 3), without: .init(hits: 2, days: 4)))
        #expect(e.effect?.enough == true)
        // only two earworm days with a countermeasure: too few
        let c = Self.answer(.effect, all, field: .countermeasures) { $0.activity = "Kaugummi gekaut" }
        #expect(c.effect?.enough == false)
    }

    @Test func theStreakIsTheDiarys() {
        let lastWeek = Self.answer(.summary, DateRange(from: DayKey("2026-11-22")!, to: DayKey("2026-11-24")!))
        let thisWeek = Self.answer(.summary, Self.week)
        #expect(lastWeek.period.currentStreak == thisWeek.period.currentStreak)
        #expect(lastWeek.period.longestStreak == 4 && thisWeek.period.longestStreak == 4)  // 22.–25.
        #expect(thisWeek.period.currentStreak == 3)  // 27.–29.
    }
}
