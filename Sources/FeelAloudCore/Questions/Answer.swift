/// The computed answer to a `Question`: pure numbers from the diary, never made up.
///
/// `period` covers the question's range with `from == nil` resolved to the first stored record
/// (or to `range.to` for an empty diary). `previous` is the period of the same length right
/// before it (or, for trends, the earlier period the question named). Intent-specific
/// results: `count`, `last`, `trend`, `listed` (list intent).
public struct Answer: Sendable {
    /// Result of a count or yes/no question.
    public struct Count: Equatable, Sendable {
        /// Days with an entry matching the field (check-ins for `snapshot`).
        public var matchingDays: [DayKey]
        /// Matching check-ins (snapshot only), else equal to matchingDays.count.
        public var matchingItems: Int
        /// Days with an entry that could be judged (check-ins for `snapshot`).
        public var consideredItems: Int
    }

    /// Result of a "wann zuletzt" question.
    public struct Last: Equatable, Sendable {
        public var day: DayKey?
        /// Days between that day and the question's `to` (0 = same day).
        public var daysAgo: Int?
        public var summary: DaySummary?
        public var checkIn: Snapshot?

        public init(day: DayKey? = nil, daysAgo: Int? = nil, summary: DaySummary? = nil, checkIn: Snapshot? = nil) {
            self.day = day; self.daysAgo = daysAgo; self.summary = summary; self.checkIn = checkIn
        }
    }

    public var question: Question
    public var period: PeriodStats
    public var previous: PeriodStats?
    public var count: Count?
    public var last: Last?
    public var trend: TrendResult?
    /// The entries of the range (list intent only), chronological; with a value or song
    /// filter only the entries of matching days. At most the newest `listLimit` entries;
    /// `listedTotal` counts all of them.
    public var listed: [DiaryEntry]
    public var listedTotal = 0
    /// Days with a listed entry (all of them, not only the newest).
    public var listedDays = 0
    public static let listLimit = 366
    /// The best or worst day(s) (extreme intent only).
    public var extreme: ExtremeResult?
    /// What goes with what (effect intent only).
    public var effect: EffectResult?

    /// Computes the answer. Pure: the same diary and question give the same answer.
    /// `songs` decides which entries belong to the question's song (if any).
    /// `today` (default: the range's end) anchors the streak, which is the diary's own and
    /// so the same in every view.
    /// `entryDays` (ascending): the days of every live entry when `diary` holds only part of
    /// the diary, so that the streak is still the whole diary's.
    public init(question q: Question, diary: some DayTable, songs: any SongMatching = PlainSongMatching(), today: DayKey? = nil,
                entryDays: [DayKey]? = nil) {
        question = q
        let from = min(q.range.from ?? diary.firstRecordDay ?? q.range.to, q.range.to)
        period = PeriodStats(diary: diary, from: from, to: q.range.to)
        if let c = q.comparison {
            let cf = min(c.from ?? diary.firstRecordDay ?? c.to, c.to)
            previous = PeriodStats(diary: diary, from: cf, to: c.to)
        } else if q.range.from != nil || q.intent == .trend {
            let n = period.dayCount
            previous = PeriodStats(diary: diary, from: from.adding(days: -n), to: from.adding(days: -1))
        } else {
            previous = nil
        }
        count = nil; last = nil; trend = nil; listed = []; extreme = nil; effect = nil
        let streak = entryDays.map { Diary.streaks(entryDays: $0, upTo: today ?? q.range.to) }
            ?? diary.streaks(upTo: today ?? q.range.to)
        period.currentStreak = streak.current
        period.longestStreak = streak.longest
        previous?.currentStreak = streak.current
        previous?.longestStreak = streak.longest
        let filtered = q.song != nil || q.value != nil
        /// A day of the question's song / value (field matching when neither is given). Each
        /// distinct song name is matched once.
        var songCache: [String: Bool] = [:]
        func isSong(_ name: String, _ wanted: String) -> Bool {
            if let known = songCache[name] { return known }
            let m = songs.matches(entrySong: name, wanted: wanted)
            songCache[name] = m
            return m
        }
        func dayMatches(_ d: DaySummary) -> Bool {
            if let song = q.song, !d.songs.contains(where: { isSong($0, song) }) { return false }
            if let v = q.value { return PeriodStats.matches(d, field: q.field, value: v) }
            if q.song != nil { return true }
            return PeriodStats.matches(d, field: q.field, polarity: q.polarity)
        }
        switch q.intent {
        case .count where filtered && q.field != .snapshot:
            let days = period.days.filter(dayMatches).map(\.day)
            count = Count(matchingDays: days, matchingItems: days.count, consideredItems: period.daysWithEntries)
        case .last where filtered && q.field != .snapshot:
            if let d = period.days.last(where: dayMatches) {
                last = Last(day: d.day, daysAgo: q.range.to.dayNumber - d.day.dayNumber, summary: d, checkIn: nil)
            } else { last = Last() }
        case .list where filtered || q.field != nil:
            let days = period.days.filter(dayMatches)
            listedTotal = days.reduce(0) { $0 + $1.entryCount }
            listedDays = days.count
            listed = Self.newestEntries(of: days, in: diary)
        case .extreme:
            extreme = ExtremeResult(order: q.order ?? .best, period: period)
        case .effect:
            effect = EffectResult(question: q, period: period, diary: diary)
        case .count:
            if q.field == .snapshot {
                var days: [DayKey] = []
                var hits = 0
                for c in period.checkInDays {
                    let n = PeriodStats.matching(c, polarity: q.polarity)
                    if n > 0 { days.append(c.day); hits += n }
                }
                count = Count(matchingDays: days, matchingItems: hits, consideredItems: period.checkInCount)
            } else {
                let days = period.days.filter { PeriodStats.matches($0, field: q.field, polarity: q.polarity) }.map(\.day)
                count = Count(matchingDays: days, matchingItems: days.count, consideredItems: period.daysWithEntries)
            }
        case .last:
            if q.field == .snapshot {
                // The latest day with a matching check-in, and its last matching one by creation.
                if let c = period.checkInDays.last(where: { PeriodStats.matching($0, polarity: q.polarity) > 0 }),
                   let s = diary.snapshots(from: c.day, to: c.day).last(where: { PeriodStats.matches($0, polarity: q.polarity) }) {
                    last = Last(day: s.day, daysAgo: q.range.to.dayNumber - s.day.dayNumber, summary: nil, checkIn: s)
                } else { last = Last() }
            } else if let d = period.days.last(where: { PeriodStats.matches($0, field: q.field, polarity: q.polarity) }) {
                last = Last(day: d.day, daysAgo: q.range.to.dayNumber - d.day.dayNumber, summary: d, checkIn: nil)
            } else { last = Last() }
        case .trend:
            if let p = previous { trend = TrendResult(field: q.field, current: period, previous: p) }
        case .list:
            listedTotal = period.entryCount
            listed = Self.newestEntries(of: period.days[...], in: diary)
        case .summary, .songs, .unknown:
            break
        }
    }

    /// The newest `listLimit` entries of `days` (chronological), read in one range from the
    /// oldest day needed.
    static func newestEntries(of days: some BidirectionalCollection<DaySummary>, in diary: some DayTable) -> [DiaryEntry] {
        var needed = 0
        var wanted: Set<DayKey> = []
        var oldest: DayKey?
        for d in days.reversed() where needed < listLimit {
            needed += d.entryCount
            wanted.insert(d.day)
            oldest = d.day
        }
        guard let oldest, let newest = days.last?.day else { return [] }
        let entries = diary.entriesOfDays(from: oldest, to: newest).filter { wanted.contains($0.day) }
        return Array(entries.suffix(listLimit))
    }
}
