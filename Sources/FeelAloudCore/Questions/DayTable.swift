/// The check-ins of one local day, counted per rating (issue #14: per-day aggregates).
public struct CheckInDay: Equatable, Sendable {
    public var day: DayKey
    /// Check-ins per rating: index 0 = rating 1 (sehr schlecht) … 4 = rating 5 (sehr gut).
    public var ratings: [Int]

    public init(day: DayKey, ratings: [Int] = [0, 0, 0, 0, 0]) {
        self.day = day
        self.ratings = ratings
    }

    public var count: Int { ratings.reduce(0, +) }
    public var ratingSum: Int { ratings.enumerated().reduce(0) { $0 + ($1.offset + 1) * $1.element } }
    public var average: Double? { count == 0 ? nil : Double(ratingSum) / Double(count) }

    /// One row per day of check-ins (any order in), ascending by day.
    public static func rows(of snapshots: some Sequence<Snapshot>) -> [CheckInDay] {
        var byDay: [Int: [Int]] = [:]
        for s in snapshots { byDay[s.day.dayNumber, default: [0, 0, 0, 0, 0]][s.rating.rawValue - 1] += 1 }
        return byDay.keys.sorted().map { CheckInDay(day: DayKey(dayNumber: $0), ratings: byDay[$0]!) }
    }
}

/// What `Answer` and `PeriodStats` read of a diary: its folded days and per-day check-in
/// counts, plus the few records a result shows (the check-ins of one day, the entries of a
/// list). A folded `Diary` is one; `HistoryTable` is the other — the per-day aggregates of
/// the journal's index, so a whole-history question costs the number of days, not of records.
public protocol DayTable {
    /// The first day with any record (entry or check-in), nil for an empty diary.
    var firstRecordDay: DayKey? { get }
    /// The folded days with entries in `from...to`, chronological.
    func daySlice(from: DayKey, to: DayKey) -> ArraySlice<DaySummary>
    /// The folded day, nil when it has no entry.
    func daySummary(_ day: DayKey) -> DaySummary?
    /// Per-day check-in counts of `from...to`, ascending.
    func checkInDays(from: DayKey, to: DayKey) -> [CheckInDay]
    /// The check-ins of `from...to`, by creation.
    func snapshots(from: DayKey, to: DayKey) -> [Snapshot]
    /// The live entries of `from...to`, chronological.
    func entriesOfDays(from: DayKey, to: DayKey) -> [DiaryEntry]
    /// Runs of days with an entry (see `Diary.streaks`).
    func streaks(upTo t: DayKey) -> (current: Int, longest: Int)
}

extension Diary: DayTable {
    public func checkInDays(from: DayKey, to: DayKey) -> [CheckInDay] { CheckInDay.rows(of: snapshots(from: from, to: to)) }
    public func entriesOfDays(from: DayKey, to: DayKey) -> [DiaryEntry] { Array(entries(from: from, to: to)) }

    /// The per-day aggregates of this diary (what the index keeps, issue #14).
    public func history() -> DiaryHistory { DiaryHistory(days: days, checkIns: CheckInDay.rows(of: snapshots)) }
}

/// The per-day aggregates of a whole diary (issue #14): one folded `DaySummary` per day with
/// entries and one `CheckInDay` per day with check-ins, both ascending. Exactly what a
/// `Diary` folded from the whole journal gives (`Diary.history`).
public struct DiaryHistory: Equatable, Sendable {
    public var days: [DaySummary]
    public var checkIns: [CheckInDay]

    public init(days: [DaySummary] = [], checkIns: [CheckInDay] = []) {
        self.days = days
        self.checkIns = checkIns
    }

    public var firstRecordDay: DayKey? {
        switch (days.first?.day, checkIns.first?.day) {
        case let (a?, b?): return min(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        default: return nil
        }
    }
}

/// A `DayTable` over the per-day aggregates, reading the few records a result shows through
/// `reading` (check-ins of one day, the newest entries of a list).
public struct HistoryTable: DayTable {
    public let history: DiaryHistory
    public let reading: any DiaryReading

    public init(history: DiaryHistory, reading: any DiaryReading) {
        self.history = history
        self.reading = reading
    }

    public var firstRecordDay: DayKey? { history.firstRecordDay }

    public func daySlice(from: DayKey, to: DayKey) -> ArraySlice<DaySummary> {
        let days = history.days
        guard from <= to else { return days[0..<0] }
        let lo = Diary.lowerBound(days.count) { days[$0].day < from }
        let hi = Diary.lowerBound(days.count) { days[$0].day <= to }
        return days[lo..<max(lo, hi)]
    }

    public func daySummary(_ day: DayKey) -> DaySummary? {
        let days = history.days
        let i = Diary.lowerBound(days.count) { days[$0].day < day }
        return i < days.count && days[i].day == day ? days[i] : nil
    }

    public func checkInDays(from: DayKey, to: DayKey) -> [CheckInDay] {
        let rows = history.checkIns
        guard from <= to else { return [] }
        let lo = Diary.lowerBound(rows.count) { rows[$0].day < from }
        let hi = Diary.lowerBound(rows.count) { rows[$0].day <= to }
        return Array(rows[lo..<max(lo, hi)])
    }

    public func snapshots(from: DayKey, to: DayKey) -> [Snapshot] { reading.snapshots(from: from, to: to) }

    public func entriesOfDays(from: DayKey, to: DayKey) -> [DiaryEntry] {
        Array(reading.period(from: from, to: to).entries(from: from, to: to))
    }

    public func streaks(upTo t: DayKey) -> (current: Int, longest: Int) {
        Diary.streaks(entryDays: history.days.lazy.map(\.day), upTo: t)
    }
}
