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
        let u = Array(text.utf8)
        guard u.count >= 20, u[10] == UInt8(ascii: "T"), u[13] == UInt8(ascii: ":"), u[16] == UInt8(ascii: ":"),
              let day = DayKey(String(decoding: u[0..<10], as: UTF8.self)) else { return nil }
        func num(_ r: Range<Int>) -> Int? {
            var v = 0
            for i in r {
                guard i < u.count, (0x30...0x39).contains(u[i]) else { return nil }
                v = v * 10 + Int(u[i] - 0x30)
            }
            return v
        }
        guard let h = num(11..<13), let m = num(14..<16), let s = num(17..<19), h < 24, m < 60, s < 61 else { return nil }
        var offset = 0
        if u.count == 20, u[19] == UInt8(ascii: "Z") {
            offset = 0
        } else if u.count == 25, u[19] == UInt8(ascii: "+") || u[19] == UInt8(ascii: "-"), u[22] == UInt8(ascii: ":"),
                  let oh = num(20..<22), let om = num(23..<25) {
            offset = (oh * 3600 + om * 60) * (u[19] == UInt8(ascii: "-") ? -1 : 1)
        } else {
            return nil
        }
        let local = day.dayNumber * 86_400 + h * 3600 + m * 60 + s
        self.init(epochSeconds: local - offset, utcOffsetSeconds: offset)
    }

    public static func < (a: LocalTimestamp, b: LocalTimestamp) -> Bool { a.epochSeconds < b.epochSeconds }
}
