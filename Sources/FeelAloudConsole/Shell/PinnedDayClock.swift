import FeelAloudCore

/// A clock whose calendar day is pinned (`--today`, `FEELALOUD_TODAY`) while the time of day
/// and the UTC offset keep running, so check-ins and drafts still get sensible times.
public struct PinnedDayClock: Clock {
    public let day: DayKey
    public let base: Clock

    public init(day: DayKey, base: Clock = SystemClock()) {
        self.day = day
        self.base = base
    }

    public func now() -> LocalTimestamp {
        let real = base.now()
        let shift = (day.dayNumber - real.day.dayNumber) * 86_400
        return LocalTimestamp(epochSeconds: real.epochSeconds + shift, utcOffsetSeconds: real.utcOffsetSeconds)
    }
}
