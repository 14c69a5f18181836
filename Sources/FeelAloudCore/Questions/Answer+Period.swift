extension Answer {
    /// The days whose entries and check-ins `Answer(question:diary:)` reads (the range, the
    /// previous or compared period, and the day after each for "did it ease the next day"),
    /// so a store can load only those (`DiaryPeriodLoading`); nil when the answer needs the
    /// whole history (an open range such as "insgesamt" or "seit Beginn").
    public static func daysRead(by q: Question) -> (from: DayKey, to: DayKey)? {
        guard let start = q.range.from else { return nil }
        let from = min(start, q.range.to)
        var lo = from
        var hi = q.range.to
        if let c = q.comparison {
            guard let cf = c.from else { return nil }
            lo = min(lo, min(cf, c.to))
            hi = max(hi, c.to)
        } else {
            let n = q.range.to.dayNumber - from.dayNumber + 1
            lo = from.adding(days: -n)
        }
        return (lo, hi.adding(days: 1))
    }
}
