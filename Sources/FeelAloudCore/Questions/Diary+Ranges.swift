/// Range look-ups on a folded diary, by binary search (entries are sorted by day, check-ins
/// by time), so answering a question stays fast on large diaries.
extension Diary {
    /// The first day with any record (entry or check-in), nil for an empty diary. Check-ins
    /// are sorted by time and a local day differs from UTC by less than a day, so only those
    /// of the first two days need their local day computed.
    public var firstRecordDay: DayKey? {
        let early = snapshots.first.map { first in
            snapshots.prefix { $0.createdAt.epochSeconds < first.createdAt.epochSeconds + 2 * 86_400 }.map(\.day).min()
        } ?? nil
        switch (entries.first?.day, early) {
        case let (a?, b?): return min(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        default: return nil
        }
    }

    /// Entries whose day lies in `from...to` (chronological).
    public func entries(from: DayKey, to: DayKey) -> ArraySlice<DiaryEntry> {
        guard from <= to else { return entries[0..<0] }
        let lo = Self.lowerBound(entries.count) { entries[$0].day < from }
        let hi = Self.lowerBound(entries.count) { entries[$0].day <= to }
        return entries[lo..<max(lo, hi)]
    }

    /// Check-ins whose local day lies in `from...to` (chronological).
    public func snapshots(from: DayKey, to: DayKey) -> [Snapshot] {
        guard from <= to else { return [] }
        // createdAt is sorted by epoch; local days can differ from UTC by < 1 day, so search
        // with a two-day margin and filter exactly.
        let loEpoch = (from.dayNumber - 2) * 86_400
        let hiEpoch = (to.dayNumber + 3) * 86_400
        let lo = Self.lowerBound(snapshots.count) { snapshots[$0].createdAt.epochSeconds < loEpoch }
        let hi = max(lo, Self.lowerBound(snapshots.count) { snapshots[$0].createdAt.epochSeconds < hiEpoch })
        // Between 00:00 UTC of from+2 and 00:00 UTC of to-1 every check-in's local day lies in
        // the range for any offset under the same two-day bound: only the margins need their
        // day computed.
        let innerLo = min(hi, max(lo, Self.lowerBound(snapshots.count) { snapshots[$0].createdAt.epochSeconds < (from.dayNumber + 2) * 86_400 }))
        let innerHi = min(hi, max(innerLo, Self.lowerBound(snapshots.count) { snapshots[$0].createdAt.epochSeconds < (to.dayNumber - 1) * 86_400 }))
        func inRange(_ s: Snapshot) -> Bool { let d = s.day; return d >= from && d <= to }
        var result = snapshots[lo..<innerLo].filter(inRange)
        result.reserveCapacity(result.count + (innerHi - innerLo) + 8)
        result += snapshots[innerLo..<innerHi]
        result += snapshots[innerHi..<hi].filter(inRange)
        return result
    }

    /// One summary per day that has entries in `from...to`, chronological.
    public func daySummaries(from: DayKey, to: DayKey) -> [DaySummary] {
        Array(daySlice(from: from, to: to))
    }

    /// The folded days of `from...to` without copying them.
    public func daySlice(from: DayKey, to: DayKey) -> ArraySlice<DaySummary> {
        guard from <= to else { return days[0..<0] }
        let lo = Self.lowerBound(days.count) { days[$0].day < from }
        let hi = Self.lowerBound(days.count) { days[$0].day <= to }
        return days[lo..<max(lo, hi)]
    }

    /// The summary of one day, nil when it has no entry.
    public func daySummary(_ day: DayKey) -> DaySummary? {
        let i = Self.lowerBound(days.count) { days[$0].day < day }
        return i < days.count && days[i].day == day ? days[i] : nil
    }

    /// Runs of consecutive days with an entry, up to `t`: `current` ends at `t` (or at `t`-1
    /// when `t` has no entry yet), `longest` is the longest run of the whole diary. The same
    /// numbers in every view (week, month, any question).
    public func streaks(upTo t: DayKey) -> (current: Int, longest: Int) {
        Self.streaks(entryDays: days.lazy.map(\.day), upTo: t)
    }

    /// The same runs over the days of every live entry (ascending, repeats allowed) — for a
    /// diary loaded only in part, whose store knows all entry days (the index, issue #14).
    public static func streaks(entryDays: some Sequence<DayKey>, upTo t: DayKey) -> (current: Int, longest: Int) {
        var longest = 0, run = 0
        var previous: Int?
        let last = t.dayNumber
        for key in entryDays {
            let day = key.dayNumber
            if day > last { break }
            if previous == day { continue }
            if let p = previous, p + 1 == day { run += 1 } else { run = 1 }
            longest = max(longest, run)
            previous = day
        }
        let current = previous.map { $0 == last || $0 == last - 1 ? run : 0 } ?? 0
        return (current, longest)
    }

    /// First index in 0..<count for which `isBefore` is false (isBefore must be monotone).
    static func lowerBound(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if isBefore(mid) { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
