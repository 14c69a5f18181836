/// Allocation-free parsing of the journal's timestamps and days (the hot path of `load()`);
/// the implementation behind `LocalTimestamp(iso8601:)` and `DayKey(_:)`.
enum TimeParsing {
    /// "YYYY-MM-DDTHH:MM:SS+HH:MM" or "…Z".
    static func timestamp(_ text: String) -> LocalTimestamp? {
        var copy = text
        return copy.withUTF8 { u -> LocalTimestamp? in timestamp(utf8: u) }
    }

    /// `timestamp` of the text's UTF-8 bytes (the canonical decoder reads them in place).
    static func timestamp(utf8 u: UnsafeBufferPointer<UInt8>) -> LocalTimestamp? {
        do {
            guard u.count >= 20, u[10] == UInt8(ascii: "T"), u[13] == UInt8(ascii: ":"), u[16] == UInt8(ascii: ":"),
                  let day = day(u), let h = number(u, 11, 2), let m = number(u, 14, 2), let s = number(u, 17, 2),
                  h < 24, m < 60, s < 61 else { return nil }
            var offset = 0
            if u.count == 20, u[19] == UInt8(ascii: "Z") {
                offset = 0
            } else if u.count == 25, u[19] == UInt8(ascii: "+") || u[19] == UInt8(ascii: "-"), u[22] == UInt8(ascii: ":"),
                      let oh = number(u, 20, 2), let om = number(u, 23, 2) {
                offset = (oh * 3600 + om * 60) * (u[19] == UInt8(ascii: "-") ? -1 : 1)
            } else {
                return nil
            }
            let local = day.dayNumber * 86_400 + h * 3600 + m * 60 + s
            return LocalTimestamp(epochSeconds: local - offset, utcOffsetSeconds: offset)
        }
    }

    /// "YYYY-MM-DD".
    static func day(_ text: String) -> DayKey? {
        var copy = text
        return copy.withUTF8 { u in u.count == 10 ? day(u) : nil }
    }

    /// `day` of the text's UTF-8 bytes.
    static func day(utf8 u: UnsafeBufferPointer<UInt8>) -> DayKey? { u.count == 10 ? day(u) : nil }

    private static func day(_ u: UnsafeBufferPointer<UInt8>) -> DayKey? {
        guard u.count >= 10, u[4] == UInt8(ascii: "-"), u[7] == UInt8(ascii: "-"),
              let y = number(u, 0, 4), let m = number(u, 5, 2), let d = number(u, 8, 2) else { return nil }
        return DayKey(year: y, month: m, day: d)
    }

    private static func number(_ u: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var v = 0
        for i in start..<(start + count) {
            let b = u[i]
            guard b >= 0x30, b <= 0x39 else { return nil }
            v = v * 10 + Int(b - 0x30)
        }
        return v
    }
}
