import Testing
import FeelAloudCore
@testable import FeelAloudLanguage

/// Properties of the time-phrase ranges over every date of 2023–2029 (leap years 2024 and
/// 2028, year boundaries, every weekday), checked through the parser where cheap enough.
struct RangeArithmeticPropertyTests {
    static let allDays: [DayKey] = {
        let start = DayKey(year: 2023, month: 1, day: 1)!.dayNumber
        let end = DayKey(year: 2029, month: 12, day: 31)!.dayNumber
        return (start...end).map(DayKey.init(dayNumber:))
    }()

    static func parse(_ q: String, _ t: DayKey) -> DateRange {
        QuestionParser.interpret(q, today: t).range
    }

    @Test func weekdaysAreStrictlyBeforeTodayAndWithinAWeek() {
        for t in Self.allDays {
            for w in 1...7 {
                let d = RangeArithmetic.weekday(w, today: t)
                #expect(d < t && t.dayNumber - d.dayNumber <= 7 && d.weekday == w)
            }
        }
    }

    @Test func weekdayPhrasesThroughTheParser() {
        let names = GermanLabels.weekdayNames
        for t in Self.allDays where (t.year == 2024 || (t.year == 2028 && t.month <= 3)) && t.dayNumber % 3 == 0 {
            for (i, name) in names.enumerated() {
                let r = Self.parse("wie war es am \(name)?", t)
                #expect(r.from == r.to && r.from!.weekday == i + 1 && r.to < t && t.dayNumber - r.to.dayNumber <= 7)
                let s = Self.parse("wie oft war ich seit \(name) gestresst", t)
                #expect(s.from == r.from && s.to == t)
            }
        }
    }

    @Test func isoWeeks() {
        for t in Self.allDays {
            let last = RangeArithmetic.isoWeek(back: 1, today: t)
            #expect(last.from!.weekday == 1 && last.to.weekday == 7 && last.dayCount == 7)
            #expect(last.to == t.mondayOfWeek.adding(days: -1))
            let before = RangeArithmetic.isoWeek(back: 2, today: t)
            #expect(before.dayCount == 7 && before.to == last.from!.adding(days: -1))
            let this = RangeArithmetic.thisWeek(today: t)
            #expect(this.from!.weekday == 1 && this.from! <= t && this.to == t && this.dayCount! <= 7)
        }
    }

    @Test func weekPhrasesThroughTheParser() {
        for t in Self.allDays where t.year == 2024 || t.year == 2027 && t.month == 12 {
            #expect(Self.parse("wie war letzte Woche?", t) == RangeArithmetic.isoWeek(back: 1, today: t))
            #expect(Self.parse("wie war die vorletzte Woche", t) == RangeArithmetic.isoWeek(back: 2, today: t))
            #expect(Self.parse("wie oft diese woche gestresst", t) == RangeArithmetic.thisWeek(today: t))
            #expect(Self.parse("wie war meine Woche?", t) == DateRange(from: t.adding(days: -6), to: t))
            #expect(Self.parse("wie waren die letzten zwei Wochen", t) == DateRange(from: t.adding(days: -13), to: t))
            let we = Self.parse("wie war das Wochenende", t)
            #expect(we.from!.weekday == 6 && we.to <= t)
            if t.weekday >= 6 { #expect(we.to == t) } else { #expect(we.dayCount == 2 && t.dayNumber - we.to.dayNumber < 7) }
        }
    }

    @Test func lastNDaysAndWeeks() {
        let t = DayKey("2024-03-01")!
        for n in 1...40 {
            #expect(Self.parse("wie war es in den letzten \(n) Tagen", t) == DateRange(from: t.adding(days: -(n - 1)), to: t))
        }
        let words = ["zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10,
                     "elf": 11, "zwölf": 12, "zwanzig": 20, "einundzwanzig": 21, "dreißig": 30]
        for (w, n) in words {
            #expect(Self.parse("wie oft in den letzten \(w) Tagen einen ohrwurm", t) == DateRange(from: t.adding(days: -(n - 1)), to: t))
            #expect(Self.parse("wie oft in den letzten \(w) Wochen einen ohrwurm", t) == DateRange(from: t.adding(days: -(7 * n - 1)), to: t))
        }
    }

    @Test func monthsAndSeasons() {
        for t in Self.allDays {
            for m in 1...12 {
                let r = RangeArithmetic.namedMonth(m, today: t)
                #expect(r.from!.day == 1 && r.from!.month == m && r.from! <= t)
                #expect(t.dayNumber - r.from!.dayNumber < 366)
                #expect(r.to == (m == t.month ? t : r.from!.lastOfMonth))
            }
            for s in 1...4 {
                let r = RangeArithmetic.recentSeason(s, today: t)
                #expect(r.from!.day == 1 && r.from! <= t && r.dayCount! <= 92)
                #expect(r.contains(t) == (r.to == t))
                let prev = RangeArithmetic.recentSeason(s, today: t, skipCurrent: true)
                #expect(!prev.contains(t) && prev.to < t)
            }
            let lm = RangeArithmetic.calendarMonth(back: 1, today: t)
            #expect(lm.from!.day == 1 && lm.to == t.firstOfMonth.adding(days: -1))
            let tm = RangeArithmetic.calendarMonth(back: 0, today: t)
            #expect(tm.from == t.firstOfMonth && tm.to == t)
            let ly = RangeArithmetic.year(t.year - 1, today: t)
            #expect(ly.dayCount == (DayKey.isLeap(t.year - 1) ? 366 : 365))
        }
    }

    @Test func winterSpansTheYearBoundary() {
        for t in Self.allDays where t.month <= 2 {
            let r = Self.parse("wie war der Winter", t)
            #expect(r.from == DayKey(year: t.year - 1, month: 12, day: 1)! && r.to == t)
        }
        let r = Self.parse("wie war der Winter", DayKey("2028-03-01")!)
        #expect(r == DateRange(from: DayKey("2027-12-01")!, to: DayKey("2028-02-29")!))
        let d = Self.parse("wie war der Winter", DayKey("2026-12-05")!)
        #expect(d == DateRange(from: DayKey("2026-12-01")!, to: DayKey("2026-12-05")!))
    }

    @Test func monthPhrasesThroughTheParser() {
        for t in Self.allDays where t.day == 1 || t.day == 29 || t.day == 31 {
            for (i, name) in GermanLabels.monthNames.enumerated() {
                #expect(Self.parse("wie war der \(name)?", t) == RangeArithmetic.namedMonth(i + 1, today: t))
            }
            #expect(Self.parse("wie oft war ich letzten Monat gestresst", t) == RangeArithmetic.calendarMonth(back: 1, today: t))
            #expect(Self.parse("wie war dieses Jahr", t) == DateRange(from: DayKey(year: t.year, month: 1, day: 1)!, to: t))
            #expect(Self.parse("wie war es heuer", t) == DateRange(from: DayKey(year: t.year, month: 1, day: 1)!, to: t))
            #expect(Self.parse("wie war letztes Jahr", t) == RangeArithmetic.year(t.year - 1, today: t))
            #expect(Self.parse("wie war mein Monat", t) == DateRange(from: t.adding(days: -29), to: t))
        }
    }
}

extension RangeArithmeticPropertyTests {
    /// "KW n" for T's own ISO week is Monday … T; earlier weeks are whole Mon … Sun weeks.
    @Test func calendarWeeks() {
        for t in Self.allDays {
            let thursday = t.adding(days: 4 - t.weekday)
            let week = (thursday.dayNumber - DayKey(year: thursday.year, month: 1, day: 1)!.dayNumber) / 7 + 1
            #expect(RangeArithmetic.calendarWeek(week, today: t) == RangeArithmetic.thisWeek(today: t))
            if week > 1 {
                let prev = RangeArithmetic.calendarWeek(week - 1, today: t)
                #expect(prev == RangeArithmetic.isoWeek(back: 1, today: t))
            }
        }
    }
}
