/// The numbers of one bounded period, computed purely from a `DayTable` (a folded `Diary` or
/// the index's per-day aggregates).
///
/// Counts are per **day** (see `DaySummary` for how several entries of a day fold), except
/// `entryCount` and the check-in numbers.
///
/// "Eased after a countermeasure" is defined as: for a day D with countermeasures, the next
/// day D+1 has an entry and on D+1 there is either no music in the head, or a lower earworm
/// strength than on D, or a lower distress than on D (both stated). Days whose next day has
/// no entry are not evaluated (`countermeasureEvaluated` counts the evaluated ones).
public struct PeriodStats: Equatable, Sendable {
    public var from: DayKey
    public var to: DayKey
    public var dayCount: Int { to.dayNumber - from.dayNumber + 1 }
    public var days: [DaySummary]
    public var entryCount: Int
    public var daysWithEntries: Int { days.count }
    public var goodDays = 0, neutralDays = 0, badDays = 0
    /// Per-day check-in counts of the period, ascending by day.
    public var checkInDays: [CheckInDay]
    public var checkInCount = 0
    /// Index 0 = rating 1 (sehr schlecht) … 4 = rating 5 (sehr gut).
    public var checkInDistribution = [0, 0, 0, 0, 0]
    public var checkInAverage: Double?
    public var earwormDays = 0
    public var songsByCount: [SongStat] = []
    public var songsByDistress: [SongStat] = []
    /// Days per highest stated distress level (earworm days only), index = Severity.rank.
    public var distressDays = [0, 0, 0, 0]
    /// Days per highest stated stress level (days without music only), index = Severity.rank.
    public var stressDays = [0, 0, 0, 0]
    public var socialContactDays = 0
    public var countermeasureDays = 0
    public var activities: [(name: String, days: Int)] = []
    public var countermeasureEased = 0
    public var countermeasureEvaluated = 0
    /// Longest run of consecutive days with an entry inside the period (`Answer` replaces it
    /// with the whole diary's, see `Diary.streaks`).
    public var longestStreak = 0
    /// Run of consecutive days with an entry ending at `to` (or at `to`-1 when `to` has none
    /// yet); `Answer` replaces it with the run ending at today.
    public var currentStreak = 0

    public static func == (a: PeriodStats, b: PeriodStats) -> Bool {
        a.from == b.from && a.to == b.to && a.days == b.days && a.checkInDays == b.checkInDays
    }

    public init(diary: any DayTable, from: DayKey, to: DayKey) {
        self.from = from
        self.to = to
        days = Array(diary.daySlice(from: from, to: to))
        entryCount = days.reduce(0) { $0 + $1.entryCount }
        checkInDays = diary.checkInDays(from: from, to: to)
        var ratingSum = 0
        for c in checkInDays {
            for r in 0..<5 { checkInDistribution[r] += c.ratings[r] }
            ratingSum += c.ratingSum
            checkInCount += c.count
        }
        if checkInCount > 0 { checkInAverage = Double(ratingSum) / Double(checkInCount) }

        struct SongAcc { var name: String; var days = 0; var maxD: Severity?; var sum = 0; var n = 0 }
        var songs: [SongAcc] = []
        var songIndex: [String: Int] = [:]
        var acts: [(name: String, days: Int)] = []
        var actIndex: [String: Int] = [:]
        var run = 0
        var previousDay: DayKey?
        for (i, d) in days.enumerated() {
            switch d.mood {
            case .good: goodDays += 1
            case .neutral: neutralDays += 1
            case .bad: badDays += 1
            }
            if let s = d.stress { stressDays[s.rank] += 1 }
            if d.socialContact { socialContactDays += 1 }
            if d.musicInHead {
                earwormDays += 1
                if let s = d.distress { distressDays[s.rank] += 1 }
                for name in d.songs {
                    // exact spelling first (cheap); on a miss grouped case-insensitively by the
                    // title ("Atemlos – Helene Fischer" is "Atemlos"), shown as that title
                    let k: Int
                    if let known = songIndex[name] { k = known } else {
                        let title = Self.songTitle(name)
                        let key = title.lowercased()
                        if let known = songIndex[key] { k = known } else {
                            k = songs.count
                            songIndex[key] = k
                            songs.append(SongAcc(name: title))
                        }
                        songIndex[name] = k
                    }
                    songs[k].days += 1
                    if let s = d.distress {
                        songs[k].maxD = max(songs[k].maxD ?? s, s)
                        songs[k].sum += s.rank
                        songs[k].n += 1
                    }
                }
            }
            if d.countermeasures {
                countermeasureDays += 1
                for a in d.activities {
                    if let k = actIndex[a] { acts[k].days += 1; continue }
                    let key = a.lowercased()
                    if let k = actIndex[key] { acts[k].days += 1; actIndex[a] = k } else {
                        actIndex[key] = acts.count
                        actIndex[a] = acts.count
                        acts.append((name: a, days: 1))
                    }
                }
                let nextDay = d.day.adding(days: 1)
                let next = i + 1 < days.count ? (days[i + 1].day == nextDay ? days[i + 1] : nil) : diary.daySummary(nextDay)
                if let next {
                    countermeasureEvaluated += 1
                    if Self.eased(from: d, to: next) { countermeasureEased += 1 }
                }
            }
            if let p = previousDay, p.adding(days: 1) == d.day { run += 1 } else { run = 1 }
            longestStreak = max(longestStreak, run)
            previousDay = d.day
        }
        if let last = days.last, last.day == to || last.day == to.adding(days: -1) { currentStreak = run }
        let stats = songs.map { a -> SongStat in
             SongStat(name: a.name, days: a.days, maxDistress: a.maxD,
                            averageDistress: a.n > 0 ? Double(a.sum) / Double(a.n) : nil)
        }
        // Stable orders: by count, ties by name (CONTRACT §5.2); by distress (then count).
        songsByCount = stats.enumerated().sorted {
            if $0.element.days != $1.element.days { return $0.element.days > $1.element.days }
            let a = $0.element.name.lowercased(), b = $1.element.name.lowercased()
            return a != b ? a < b : $0.offset < $1.offset
        }.map(\.element)
        songsByDistress = stats.filter { $0.averageDistress != nil }.enumerated().sorted {
            let a = $0.element, b = $1.element
            if a.averageDistress! != b.averageDistress! { return a.averageDistress! > b.averageDistress! }
            if a.days != b.days { return a.days > b.days }
            return $0.offset < $1.offset
        }.map(\.element)
        activities = acts.enumerated().sorted { ($1.element.days, $0.offset) < ($0.element.days, $1.offset) }.map(\.element)
    }

    /// The title of a song name written with its artist ("Atemlos – Helene Fischer" →
    /// "Atemlos"); the name itself otherwise.
    public static func songTitle(_ name: String) -> String {
        for sep in [" – ", " — ", " - "] {
            if let r = name.range(of: sep), r.lowerBound != name.startIndex { return String(name[..<r.lowerBound]) }
        }
        return name
    }

    /// Whether the earworm of day `d` eased on the following day `next` (see type doc).
    public static func eased(from d: DaySummary, to next: DaySummary) -> Bool {
        if !next.musicInHead { return true }
        if let a = d.earwormStrength, let b = next.earwormStrength, b < a { return true }
        if let a = d.distress, let b = next.distress, b < a { return true }
        return false
    }

    /// Mean mood score over days with entries: good +1, neutral 0, bad -1; nil without days.
    public var moodScore: Double? {
        days.isEmpty ? nil : Double(goodDays - badDays) / Double(days.count)
    }

    /// Whether a day matches a count/last question's field (nil field: any entry).
    public static func matches(_ d: DaySummary, field: QuestionField?, polarity: QuestionPolarity?) -> Bool {
        switch field {
        case nil, .snapshot: return true
        case .mood: return polarity == .negative ? d.mood == .bad : d.mood == .good
        case .musicInHead: return polarity == .negative ? !d.musicInHead : d.musicInHead
        case .socialContact: return polarity == .negative ? !d.socialContact : d.socialContact
        case .stress:
            guard let s = d.stress else { return false }
            return polarity == .negative ? s == .none : s > .none
        case .distress:
            guard let s = d.distress else { return false }
            return polarity == .positive ? s == .none : s > .none
        case .countermeasures: return polarity == .negative ? d.musicInHead && !d.countermeasures : d.countermeasures
        }
    }

    /// Whether a day matches a value filter (CONTRACT §5.2 `"value"`): mood by name; stress and
    /// distress by their exact stated level; "true"/"false" for the booleans; "strong" for an
    /// earworm stated as strong. A value that does not fit the field matches nothing.
    public static func matches(_ d: DaySummary, field: QuestionField?, value: String) -> Bool {
        switch field {
        case .mood: return d.mood.rawValue == value
        case .stress: return d.stress?.rawValue == value
        case .distress: return d.distress?.rawValue == value
        case .socialContact: return String(d.socialContact) == value
        case .countermeasures: return String(d.countermeasures) == value
        case .musicInHead:
            if value == "strong" || value == "medium" || value == "weak" { return d.musicInHead && d.earwormStrength?.rawValue == value }
            return String(d.musicInHead) == value
        case nil, .snapshot: return false
        }
    }

    /// How many of a day's check-ins match a snapshot question's polarity.
    public static func matching(_ c: CheckInDay, polarity: QuestionPolarity?) -> Int {
        (1...5).reduce(0) { n, rating in
            PeriodStats.matches(SnapshotRating(rawValue: rating)!, polarity: polarity) ? n + c.ratings[rating - 1] : n
        }
    }

    /// Whether a check-in matches a snapshot question's polarity (good: 4–5, bad: 1–2).
    public static func matches(_ s: Snapshot, polarity: QuestionPolarity?) -> Bool { matches(s.rating, polarity: polarity) }

    public static func matches(_ rating: SnapshotRating, polarity: QuestionPolarity?) -> Bool {
        switch polarity {
        case nil: return true
        case .positive: return rating >= .good
        case .negative: return rating <= .bad
        }
    }
}
