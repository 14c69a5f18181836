/// A trend compares one metric between the earlier and the later period.
///
/// Metrics per field: mood / none → mood score (good +1, neutral 0, bad -1, mean over days
/// with entries; higher is better); musicInHead → share of days with an earworm (lower is
/// better); distress / stress → mean stated level 0–3 (lower is better); socialContact →
/// share of days with contact (higher is better); countermeasures → share of earworm days
/// with a countermeasure (no better/worse, only more/less); snapshot → mean rating 1–5.
public struct TrendResult: Equatable, Sendable {
    public enum Direction: String, Sendable {
        case better, worse, same, more, less, unknown
    }
    public var metric: String
    public var current: Double?
    public var previous: Double?
    public var direction: Direction

    public init(metric: String, current: Double?, previous: Double?, direction: Direction) {
        self.metric = metric
        self.current = current
        self.previous = previous
        self.direction = direction
    }

    /// The metric of a period for a field, with whether higher is better (nil: neutral).
    public static func metric(_ field: QuestionField?, _ p: PeriodStats) -> (name: String, value: Double?, higherIsBetter: Bool?) {
        func share(_ n: Int, _ of: Int) -> Double? { of == 0 ? nil : Double(n) / Double(of) }
        func mean(_ counts: [Int]) -> Double? {
            let n = counts.reduce(0, +)
            return n == 0 ? nil : Double(counts.enumerated().reduce(0) { $0 + $1.offset * $1.element }) / Double(n)
        }
        switch field {
        case nil, .mood: return ("moodScore", p.moodScore, true)
        case .musicInHead: return ("earwormShare", share(p.earwormDays, p.daysWithEntries), false)
        case .distress: return ("distressMean", mean(p.distressDays), false)
        case .stress: return ("stressMean", mean(p.stressDays), false)
        case .socialContact: return ("socialContactShare", share(p.socialContactDays, p.daysWithEntries), true)
        case .countermeasures: return ("countermeasureShare", share(p.countermeasureDays, p.earwormDays), nil)
        case .snapshot: return ("checkInAverage", p.checkInAverage, true)
        }
    }

    public init(field: QuestionField?, current: PeriodStats, previous: PeriodStats) {
        let c = Self.metric(field, current), p = Self.metric(field, previous)
        var dir = Direction.unknown
        if let a = c.value, let b = p.value {
            let scale: Double
            switch field {
            case .distress, .stress: scale = 3
            case .snapshot: scale = 4
            case nil, .mood: scale = 2
            default: scale = 1
            }
            let diff = (a - b) / scale
            if abs(diff) < 0.05 { dir = .same } else if let hib = c.higherIsBetter {
                dir = (diff > 0) == hib ? .better : .worse
            } else { dir = diff > 0 ? .more : .less }
        }
        self.init(metric: c.name, current: c.value, previous: p.value, direction: dir)
    }
}
