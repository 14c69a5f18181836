/// The best or worst day(s) of a period (intent `extreme`): days with an entry ranked by the
/// day's mood (good > neutral > bad), then by the mean of that day's check-ins (a day
/// without check-ins counts as 3, "neutral"). Every day that shares the top rank is listed:
/// more than one day is a tie.
public struct ExtremeResult: Equatable, Sendable {
    public var order: ExtremeOrder
    public var days: [DayKey]
    public var mood: Mood?
    /// Mean check-in rating of the chosen day(s), nil when they had none.
    public var checkInAverage: Double?
    /// Days with an entry that were ranked.
    public var considered: Int
    public var isTie: Bool { days.count > 1 }

    public init(order: ExtremeOrder, period p: PeriodStats) {
        self.order = order
        considered = p.days.count
        var ratings: [DayKey: (Int, Int)] = [:]
        for c in p.checkInDays { ratings[c.day] = (c.ratingSum, c.count) }
        func avg(_ d: DayKey) -> Double? { ratings[d].map { Double($0.0) / Double($0.1) } }
        func score(_ d: DaySummary) -> (Int, Double) {
            let m = d.mood == .good ? 2 : (d.mood == .neutral ? 1 : 0)
            return (m, avg(d.day) ?? 3)
        }
        let scored = p.days.map { ($0, score($0)) }
        let best: (Int, Double)? = order == .best
            ? scored.map(\.1).max { $0 < $1 }
            : scored.map(\.1).min { $0 < $1 }
        guard let top = best else { days = []; mood = nil; checkInAverage = nil; return }
        let chosen = scored.filter { $0.1 == top }.map(\.0)
        days = chosen.map(\.day)
        mood = chosen.first?.mood
        checkInAverage = chosen.first.flatMap { avg($0.day) }
    }
}

/// What goes with what (intent `effect`), counted from the store with the number of days
/// behind every share and no claim of cause. Below `minimumDays` days in a compared group
/// the result says there are too few days (`enough` false).
///
/// - socialContact / stress / musicInHead: days with good mood among days with the trait vs
///   days without it (stress: a stated stress above "none" vs a stated "none").
/// - countermeasures: earworm days with the activity (any countermeasure when none is named)
///   vs earworm days without a countermeasure; the outcome is "eased on the next day" as
///   defined in `PeriodStats` (only days whose next day has an entry count). Without an
///   activity every activity is listed, best share first.
/// - by weekday: days with good mood per weekday.
public struct EffectResult: Equatable, Sendable {
    /// The documented minimum of days per compared group.
    public static let minimumDays = 3

    /// A share: `hits` of `days`.
    public struct Share: Equatable, Sendable {
        public var hits: Int
        public var days: Int
        public var ratio: Double? { days == 0 ? nil : Double(hits) / Double(days) }
    }

    public enum Kind: Equatable, Sendable {
        /// Good-mood days with vs without the trait.
        case mood(with: Share, without: Share)
        /// Eased next day after the activity (or any countermeasure) vs without one; per
        /// activity when none was named.
        case countermeasure(activity: String?, with: Share, without: Share, activities: [NamedShare])
        /// Good-mood days per weekday (index 0 = Monday).
        case weekday([Share])
    }

    public struct NamedShare: Equatable, Sendable {
        public var name: String
        public var share: Share
    }

    public var field: QuestionField?
    public var kind: Kind
    public var enough: Bool

    public init(question q: Question, period p: PeriodStats, diary: some DayTable) {
        field = q.field
        let n = Self.minimumDays
        if q.effectBy == "weekday" {
            var shares = Array(repeating: Share(hits: 0, days: 0), count: 7)
            for d in p.days {
                shares[d.day.weekday - 1].days += 1
                if d.mood == .good { shares[d.day.weekday - 1].hits += 1 }
            }
            kind = .weekday(shares)
            enough = shares.filter { $0.days >= n }.count >= 2
            return
        }
        switch q.field {
        case .countermeasures:
            let days = p.days
            /// Eased on the next day; that day is the next summary of the period when it
            /// follows directly (the diary is asked only past the period's end).
            func eased(_ i: Int) -> Bool? {
                let d = days[i], nextDay = d.day.adding(days: 1)
                let next = i + 1 < days.count ? (days[i + 1].day == nextDay ? days[i + 1] : nil) : diary.daySummary(nextDay)
                return next.map { PeriodStats.eased(from: d, to: $0) }
            }
            let stem = q.activity.map(Self.activityStem)
            var with = Share(hits: 0, days: 0), without = Share(hits: 0, days: 0)
            var byActivity: [String: Share] = [:]
            var order: [String] = []
            var isAsked: [String: Bool] = [:]
            func asked(_ a: String) -> Bool {
                guard let s = stem else { return true }
                if let known = isAsked[a] { return known }
                let hit = a.lowercased().contains(s)
                isAsked[a] = hit
                return hit
            }
            for (i, d) in days.enumerated() where d.musicInHead {
                guard let e = eased(i) else { continue }
                if d.countermeasures {
                    if d.activities.contains(where: asked) || (stem == nil && d.activities.isEmpty) {
                        with.days += 1
                        if e { with.hits += 1 }
                    }
                    guard q.activity == nil else { continue }
                    for a in d.activities {
                        for part in a.split(separator: ",").map({ String($0).trimmingWhitespace() }) where !part.isEmpty {
                            if byActivity[part] == nil { order.append(part) }
                            byActivity[part, default: Share(hits: 0, days: 0)].days += 1
                            if e { byActivity[part]!.hits += 1 }
                        }
                    }
                } else {
                    without.days += 1
                    if e { without.hits += 1 }
                }
            }
            let named = order.map { NamedShare(name: $0, share: byActivity[$0]!) }
                .filter { $0.share.days >= n }
                .sorted { ($0.share.ratio ?? 0, $0.share.days) > ($1.share.ratio ?? 0, $1.share.days) }
            kind = .countermeasure(activity: q.activity, with: with, without: without, activities: named)
            enough = q.activity == nil ? (!named.isEmpty || with.days >= n) && without.days >= n : with.days >= n && without.days >= n
        default:
            var with = Share(hits: 0, days: 0), without = Share(hits: 0, days: 0)
            for d in p.days {
                let has: Bool?
                switch q.field {
                case .stress: has = d.stress.map { $0 > .none }
                case .musicInHead: has = d.musicInHead
                default: has = d.socialContact
                }
                guard let h = has else { continue }
                if h { with.days += 1; if d.mood == .good { with.hits += 1 } } else { without.days += 1; if d.mood == .good { without.hits += 1 } }
            }
            kind = .mood(with: with, without: without)
            enough = with.days >= n && without.days >= n
        }
    }

    /// Whether a day's activity text is the asked activity (its first word, case-insensitive,
    /// compared on the first six letters: "Spaziergang" ~ "Spaziergang am See").
    public static func sameActivity(_ entry: String, _ asked: String) -> Bool {
        let stem = activityStem(asked)
        return !stem.isEmpty && entry.lowercased().contains(stem)
    }

    static func activityStem(_ asked: String) -> String {
        String((asked.split(separator: " ").first.map(String.init) ?? asked).lowercased().prefix(6))
    }
}
