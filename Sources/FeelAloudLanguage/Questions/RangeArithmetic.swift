import FeelAloudCore

/// The calendar rules behind CONTRACT.md §4's time phrases, as small pure functions of
/// today (`T`). Every range is inclusive; "ends at T if current" is applied by `clipped`.
public enum RangeArithmetic {
    /// `T-(n-1) … T` ("in den letzten n Tagen").
    public static func lastDays(_ n: Int, today t: DayKey) -> DateRange {
        DateRange(from: t.adding(days: -(max(n, 1) - 1)), to: t)
    }

    /// The ISO week `weeksBack` weeks before T's week (1 = letzte Woche), Mon … Sun.
    public static func isoWeek(back weeksBack: Int, today t: DayKey) -> DateRange {
        let monday = t.mondayOfWeek.adding(days: -7 * weeksBack)
        return clipped(DateRange(from: monday, to: monday.adding(days: 6)), today: t)
    }

    /// ISO calendar week `n` ("KW 45"): of T's ISO year if it has begun, else of the year
    /// before; clipped to T when current. nil for a week number the year does not have.
    public static func calendarWeek(_ n: Int, today t: DayKey) -> DateRange? {
        func monday(_ week: Int, _ isoYear: Int) -> DayKey? {
            let jan4 = DayKey(year: isoYear, month: 1, day: 4)!
            let m = jan4.mondayOfWeek.adding(days: 7 * (week - 1))
            // the week must belong to that ISO year: its Thursday lies in the year
            return m.adding(days: 3).year == isoYear && week >= 1 ? m : nil
        }
        let isoYear = t.adding(days: 4 - t.weekday).year
        for y in [isoYear, isoYear - 1] {
            if let m = monday(n, y), m <= t { return clipped(DateRange(from: m, to: m.adding(days: 6)), today: t) }
        }
        return nil
    }

    /// Monday of T's ISO week … T.
    public static func thisWeek(today t: DayKey) -> DateRange { DateRange(from: t.mondayOfWeek, to: t) }

    /// The most recent given weekday (1 = Monday) strictly before T, `weeksBack` more weeks back.
    public static func weekday(_ w: Int, today t: DayKey, weeksBack: Int = 0) -> DayKey {
        var diff = (t.weekday - w + 7) % 7
        if diff == 0 { diff = 7 }
        return t.adding(days: -diff - 7 * weeksBack)
    }

    /// (am / letztes) Wochenende: T's Saturday … T when T is Sat/Sun, else the most recent
    /// Sat … Sun; `weeksBack` shifts it by whole weeks ("vorletztes Wochenende").
    public static func weekend(today t: DayKey, weeksBack: Int = 0) -> DateRange {
        if weeksBack == 0, t.weekday >= 6 { return DateRange(from: t.adding(days: 6 - t.weekday), to: t) }
        let saturday = weekday(6, today: t, weeksBack: t.weekday >= 6 ? weeksBack - 1 : weeksBack)
        return DateRange(from: saturday, to: saturday.adding(days: 1))
    }

    /// The calendar month `monthsBack` months before T's month (0 = this month, clipped to T).
    public static func calendarMonth(back monthsBack: Int, today t: DayKey) -> DateRange {
        let (y, m) = shift(year: t.year, month: t.month, by: -monthsBack)
        return clipped(month(m, year: y), today: t)
    }

    /// A whole month of a given year.
    public static func month(_ m: Int, year: Int) -> DateRange {
        let first = DayKey(year: year, month: m, day: 1)!
        return DateRange(from: first, to: first.lastOfMonth)
    }

    /// "im Oktober": this year's if it has begun (ends at T if current), else last year's.
    public static func namedMonth(_ m: Int, today t: DayKey) -> DateRange {
        clipped(month(m, year: m <= t.month ? t.year : t.year - 1), today: t)
    }

    /// "letzten Oktober": like `namedMonth`, but the current month means last year's.
    public static func previousNamedMonth(_ m: Int, today t: DayKey) -> DateRange {
        month(m, year: m < t.month ? t.year : t.year - 1)
    }

    /// Meteorological seasons: 1 Frühling (Mar–May), 2 Sommer (Jun–Aug), 3 Herbst (Sep–Nov),
    /// 4 Winter (Dec–Feb, named by the year its December falls in).
    public static func season(_ s: Int, startingYear y: Int) -> DateRange {
        let startMonth = [3, 6, 9, 12][s - 1]
        let from = DayKey(year: y, month: startMonth, day: 1)!
        let (ey, em) = shift(year: y, month: startMonth, by: 2)
        return DateRange(from: from, to: DayKey(year: ey, month: em, day: DayKey.daysIn(month: em, year: ey))!)
    }

    /// The most recent begun season `s` (ends at T if current); `back` = 1 skips the current
    /// one when T lies in it ("letzten Sommer" in July means last year's).
    public static func recentSeason(_ s: Int, today t: DayKey, skipCurrent: Bool = false) -> DateRange {
        let startMonth = [3, 6, 9, 12][s - 1]
        var y = t.year
        if DayKey(year: y, month: startMonth, day: 1)! > t { y -= 1 }
        var r = season(s, startingYear: y)
        if skipCurrent, r.contains(t) { r = season(s, startingYear: y - 1) }
        return clipped(r, today: t)
    }

    /// Jan 1 … Dec 31 of a year, clipped to T when current.
    public static func year(_ y: Int, today t: DayKey) -> DateRange {
        clipped(DateRange(from: DayKey(year: y, month: 1, day: 1)!, to: DayKey(year: y, month: 12, day: 31)!), today: t)
    }

    /// The calendar quarter `back` quarters before T's (clipped to T when current).
    public static func quarter(back: Int, today t: DayKey) -> DateRange {
        let firstMonth = (t.month - 1) / 3 * 3 + 1
        let (y, m) = shift(year: t.year, month: firstMonth, by: -3 * back)
        let (ey, em) = shift(year: y, month: m, by: 2)
        let r = DateRange(from: DayKey(year: y, month: m, day: 1)!, to: DayKey(year: ey, month: em, day: 1)!.lastOfMonth)
        return clipped(r, today: t)
    }

    /// T minus n calendar months plus one day … T ("in den letzten 3 Monaten").
    public static func lastMonths(_ n: Int, today t: DayKey) -> DateRange {
        let (y, m) = shift(year: t.year, month: t.month, by: -n)
        let d = min(t.day, DayKey.daysIn(month: m, year: y))
        return DateRange(from: DayKey(year: y, month: m, day: d)!.adding(days: 1), to: t)
    }

    /// T minus n years plus one day … T.
    public static func lastYears(_ n: Int, today t: DayKey) -> DateRange {
        let y = t.year - n
        let d = min(t.day, DayKey.daysIn(month: t.month, year: y))
        return DateRange(from: DayKey(year: y, month: t.month, day: d)!.adding(days: 1), to: t)
    }

    /// The same date `n` months before T, clamped to the month's end (31.5. − 3 = 28./29.2.).
    public static func sameDate(monthsBack n: Int, today t: DayKey) -> DayKey {
        let (y, m) = shift(year: t.year, month: t.month, by: -n)
        return DayKey(year: y, month: m, day: min(t.day, DayKey.daysIn(month: m, year: y)))!
    }

    /// Days 1–10 (part 0), 11–20 (1) or 21–last (2) of a month.
    public static func monthPart(_ part: Int, month m: Int, year y: Int) -> DateRange {
        let first = DayKey(year: y, month: m, day: [1, 11, 21][part])!
        let last = part == 2 ? first.lastOfMonth : DayKey(year: y, month: m, day: [10, 20][part])!
        return DateRange(from: first, to: last)
    }

    /// Jan–Apr (part 0), May–Aug (1) or Sep–Dec (2) of a year.
    public static func yearPart(_ part: Int, year y: Int) -> DateRange {
        let from = DayKey(year: y, month: [1, 5, 9][part], day: 1)!
        let to = DayKey(year: y, month: [4, 8, 12][part], day: 1)!.lastOfMonth
        return DateRange(from: from, to: to)
    }

    /// Ends a range at T when T lies inside it.
    public static func clipped(_ r: DateRange, today t: DayKey) -> DateRange {
        if r.contains(t) { return DateRange(from: r.from, to: t) }
        return r
    }

    static func shift(year: Int, month: Int, by delta: Int) -> (Int, Int) {
        let total = year * 12 + (month - 1) + delta
        let y = total >= 0 ? total / 12 : (total - 11) / 12
        return (y, total - y * 12 + 1)
    }
}
