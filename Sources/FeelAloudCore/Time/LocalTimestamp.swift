import Foundation

/// A moment together with the UTC offset that was in force where it was recorded.
///
/// Serialised as ISO 8601 with offset, e.g. "2026-11-29T21:14:05+01:00", so a diary read in
/// another time zone still shows the wall-clock time the person saw.
public struct LocalTimestamp: Hashable, Sendable, Comparable {
    /// Seconds since 1970-01-01T00:00:00Z (whole seconds).
    public let epochSeconds: Int
    public let utcOffsetSeconds: Int

    public init(epochSeconds: Int, utcOffsetSeconds: Int) {
        self.epochSeconds = epochSeconds
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    public init(date: Date, timeZone: TimeZone) {
        let secs = Int(date.timeIntervalSince1970.rounded(.down))
        self.init(epochSeconds: secs, utcOffsetSeconds: timeZone.secondsFromGMT(for: date))
    }

    public var date: Date { Date(timeIntervalSince1970: TimeInterval(epochSeconds)) }

    private var localSeconds: Int { epochSeconds + utcOffsetSeconds }

    /// The local calendar day.
    public var day: DayKey {
        let s = localSeconds
        return DayKey(dayNumber: s >= 0 ? s / 86_400 : (s - 86_399) / 86_400)
    }

    /// Seconds since local midnight.
    public var secondOfDay: Int {
        let r = localSeconds % 86_400
        return r < 0 ? r + 86_400 : r
    }

    public var hour: Int { secondOfDay / 3600 }
    public var minute: Int { secondOfDay / 60 % 60 }

    /// "HH:MM" local wall-clock time.
    public var clockText: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    public var iso8601: String {
        let sec = secondOfDay % 60
        func p2(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let off = abs(utcOffsetSeconds)
        let sign = utcOffsetSeconds < 0 ? "-" : "+"
        return "\(day)T\(p2(hour)):\(p2(minute)):\(p2(sec))\(sign)\(p2(off / 3600)):\(p2(off / 60 % 60))"
    }

    /// Parses "YYYY-MM-DDTHH:MM:SS+HH:MM" (or "Z").
    public init?(iso8601 text: String) {
        guard let t = TimeParsing.timestamp(text) else { return nil }
        self = t
    }

    public static func < (a: LocalTimestamp, b: LocalTimestamp) -> Bool { a.epochSeconds < b.epochSeconds }
}
