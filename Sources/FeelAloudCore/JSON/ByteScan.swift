/// Eight-bytes-at-a-time tests for the byte loops of the JSON writer, the input checks and the
/// terminal sanitizer (SWAR: a word says "nothing here" or "look at these bytes one by one").
/// Each test is exact in one direction: when it returns false, no byte of the word has the
/// property; true may be a false alarm only where noted, which the byte loop then settles.
public enum ByteScan {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether some byte of `w` is zero.
    @inline(__always)
    public static func hasZero(_ w: UInt64) -> Bool { (w &- ones) & ~w & highs != 0 }

    /// Whether some byte of `w` equals `b`.
    @inline(__always)
    public static func has(_ w: UInt64, _ b: UInt8) -> Bool { hasZero(w ^ (ones &* UInt64(b))) }

    /// Whether some byte of `w` is below `n` (n ≤ 128).
    @inline(__always)
    public static func hasLess(_ w: UInt64, _ n: UInt8) -> Bool { (w &- ones &* UInt64(n)) & ~w & highs != 0 }

    /// 0x80 in exactly the bytes of `w` that are zero (no false alarms, unlike `hasZero`'s bits).
    @inline(__always)
    public static func zeroBytes(_ w: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((w & low) &+ low) | w | low)
    }

    /// 0x80 in exactly the bytes of `w` that equal `b`.
    @inline(__always)
    public static func bytes(_ w: UInt64, equalTo b: UInt8) -> UInt64 { zeroBytes(w ^ (ones &* UInt64(b))) }

    /// 0x80 in exactly the bytes of `w` that start a multi-byte UTF-8 sequence (C0–FF).
    @inline(__always)
    public static func leadBytes(_ w: UInt64) -> UInt64 { w & (w << 1) & highs }

    /// Whether some byte of `w` has its high bit set (not ASCII).
    @inline(__always)
    public static func hasHigh(_ w: UInt64) -> Bool { w & highs != 0 }

    /// Whether some byte of `w` is one the JSON writer may escape or must look at with its
    /// neighbours: C0, `"`, `\`, DEL, or the lead bytes of C1 (C2) and U+2028/29 (E2).
    @inline(__always)
    public static func mayNeedEscape(_ w: UInt64) -> Bool {
        hasLess(w, 0x20) || has(w, 0x22) || has(w, 0x5C) || has(w, 0x7F) || has(w, 0xC2) || has(w, 0xE2)
    }

    /// Whether `bytes` are well-formed UTF-8 — exactly what `String(validating:as: UTF8.self)`
    /// accepts: no stray continuation bytes, no overlong forms, no surrogates, nothing above
    /// U+10FFFF, no truncated sequence. ASCII runs are skipped eight bytes at a time.
    public static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let p = bytes.baseAddress else { return true }
        let n = bytes.count
        var i = 0
        while i < n {
            if i &+ 8 <= n, !hasHigh(UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)) { i &+= 8; continue }
            let b = p[i]
            if b < 0x80 { i &+= 1; continue }
            @inline(__always) func cont(_ k: Int) -> Bool { k < n && p[k] & 0xC0 == 0x80 }
            if b < 0xC2 { return false }
            if b < 0xE0 {
                guard cont(i &+ 1) else { return false }
                i &+= 2
            } else if b < 0xF0 {
                guard i &+ 2 < n, cont(i &+ 2) else { return false }
                let b1 = p[i &+ 1]
                let lo: UInt8 = b == 0xE0 ? 0xA0 : 0x80, hi: UInt8 = b == 0xED ? 0x9F : 0xBF
                guard b1 >= lo, b1 <= hi else { return false }
                i &+= 3
            } else if b < 0xF5 {
                guard i &+ 3 < n, cont(i &+ 2), cont(i &+ 3) else { return false }
                let b1 = p[i &+ 1]
                let lo: UInt8 = b == 0xF0 ? 0x90 : 0x80, hi: UInt8 = b == 0xF4 ? 0x8F : 0xBF
                guard b1 >= lo, b1 <= hi else { return false }
                i &+= 4
            } else {
                return false
            }
        }
        return true
    }
}
