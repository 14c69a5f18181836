import FeelAloudCore

/// The start of a journal line exactly as the current codec writes it (issue #14: the JSON
/// backup copies such lines instead of decoding and re-encoding every record):
///
///     {"v":2,"kind":"entry","id":"…","revision":N,"data":{"createdAt":"T","revisedAt":"T",…
///     {"v":2,"kind":"tombstone","id":"…","revision":N,"data":{"deletedAt":"T",…
///     {"v":2,"kind":"snapshot","id":"…","revision":N,"data":{"createdAt":"T","revisedAt":"T",…
///
/// with an id without escapes, a revision ≥ 1 without leading zeros and timestamps in the
/// codec's own form ("2026-11-29T21:14:05+01:00"). `JournalCodec.line(for:)` always starts so
/// (`CanonicalLineHeadTests` checks it for every kind and odd ids and texts); a line that
/// does not — schema v1, other key order or spacing, a "Z" offset — is decoded and re-encoded
/// by the backup as before. Lines whose head is canonical are taken as the codec wrote them:
/// the store's write paths only ever write `JournalCodec.line(for:)`.
struct CanonicalLineHead: Equatable {
    /// 0 entry, 1 tombstone, 2 snapshot (the backup's order of kinds).
    var kind: UInt8
    var id: String
    var revision: Int
    /// `revisedAt` (entries, check-ins) or `deletedAt` (tombstones), seconds since the epoch.
    var writtenEpoch: Int

    private static let prefix = Array(#"{"v":2,"kind":""#.utf8)
    private static let kinds: [(UInt8, [UInt8])] = [
        (0, Array(#"entry","id":""#.utf8)), (1, Array(#"tombstone","id":""#.utf8)), (2, Array(#"snapshot","id":""#.utf8)),
    ]
    private static let revisionKey = Array(#"","revision":"#.utf8)
    private static let createdKey = Array(#","data":{"createdAt":""#.utf8)
    private static let revisedKey = Array(#"","revisedAt":""#.utf8)
    private static let deletedKey = Array(#","data":{"deletedAt":""#.utf8)

    /// The head of `line`, or nil when it is not in the codec's form.
    static func parse(_ line: UnsafeBufferPointer<UInt8>) -> CanonicalLineHead? {
        var i = 0
        func expect(_ bytes: [UInt8]) -> Bool {
            guard i + bytes.count <= line.count else { return false }
            for (k, b) in bytes.enumerated() where line[i + k] != b { return false }
            i += bytes.count
            return true
        }
        guard expect(prefix) else { return nil }
        var kind: UInt8?
        for (k, tail) in kinds where expect(tail) {
            kind = k
            break
        }
        guard let kind else { return nil }
        let idStart = i
        while i < line.count, line[i] != UInt8(ascii: "\"") {
            // Escapes and controls: not the plain form this scanner reads.
            if line[i] == UInt8(ascii: "\\") || line[i] < 0x20 { return nil }
            i += 1
        }
        guard i > idStart, i < line.count else { return nil }
        let id = String(decoding: UnsafeBufferPointer(rebasing: line[idStart..<i]), as: UTF8.self)
        guard expect(revisionKey), i < line.count, line[i] >= UInt8(ascii: "1"), line[i] <= UInt8(ascii: "9") else { return nil }
        var revision = 0
        while i < line.count, line[i] >= UInt8(ascii: "0"), line[i] <= UInt8(ascii: "9") {
            revision = revision * 10 + Int(line[i] - UInt8(ascii: "0"))
            guard revision < 1 << 40 else { return nil }
            i += 1
        }
        let written: Int
        if kind == 1 {
            guard expect(deletedKey), let t = timestamp(line, at: i) else { return nil }
            written = t
        } else {
            guard expect(createdKey), timestamp(line, at: i) != nil else { return nil }
            i += 25
            guard expect(revisedKey), let t = timestamp(line, at: i) else { return nil }
            written = t
        }
        i += 25
        guard i < line.count, line[i] == UInt8(ascii: "\"") else { return nil }
        return CanonicalLineHead(kind: kind, id: id, revision: revision, writtenEpoch: written)
    }

    /// Whether `line`, known to decode to `record` (`EncodedRecord`), may be written to the
    /// journal as it is (the bulk import: no encoding, no round-trip check): its head is the
    /// codec's for exactly this record; it is one line of compact JSON (no whitespace outside
    /// strings), its strings escaped only as `JSONValue.writeString` escapes (`\"`, `\\`,
    /// `\n`, `\r`, `\t`, `\u00XX` for controls, DEL and C1, `\u2028`/`\u2029`, which never
    /// appear raw), its numbers plain integers, valid UTF-8 and within
    /// `InputLimits.importLine`. Not checked: the order and set of keys inside "data" (a
    /// backup edited by hand) — such a line still decodes to exactly its record, which is all
    /// the journal and the backups copied from it rely on.
    static func storable(_ line: [UInt8], for record: JournalRecord) -> Bool {
        guard !line.isEmpty, line.count <= InputLimits.importLine else { return false }
        return line.withUnsafeBufferPointer { buf -> Bool in
            guard let head = parse(buf), head.id == record.id, head.revision == record.revision else { return false }
            switch record {
            case let .entry(e): guard head.kind == 0, head.writtenEpoch == e.revisedAt.epochSeconds else { return false }
            case let .tombstone(t): guard head.kind == 1, head.writtenEpoch == t.deletedAt.epochSeconds else { return false }
            case let .snapshot(s): guard head.kind == 2, head.writtenEpoch == s.revisedAt.epochSeconds else { return false }
            }
            return compactCodecJSON(buf)
        }
    }

    /// The byte-level part of `storable`.
    static func compactCodecJSON(_ buf: UnsafeBufferPointer<UInt8>) -> Bool {
        func hex(_ b: UInt8) -> Int? {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(b - UInt8(ascii: "a")) + 10
            default: return nil
            }
        }
        var inString = false
        var i = 0
        let n = buf.count
        guard let p = buf.baseAddress else { return true }
        while i < n {
            if inString {
                // The bulk of a line: printable ASCII inside a string, 8 bytes at a step while
                // none of them is a quote, a backslash, a control, DEL or above ASCII.
                while i + 8 <= n, Self.plainWord(UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)) { i += 8 }
                while i < n {
                    let c = p[i]
                    guard c >= 0x20, c < 0x7F, c != UInt8(ascii: "\""), c != UInt8(ascii: "\\") else { break }
                    i += 1
                }
                guard i < n else { break }
            }
            let b = buf[i]
            if inString {
                if b >= 0x80 {
                    // Well-formed UTF-8 (no overlong form, surrogate or value past U+10FFFF), and
                    // no raw C1 control or U+2028/U+2029: the codec escapes those.
                    let need: Int, least: UInt32
                    var v: UInt32
                    if b & 0xE0 == 0xC0 {
                        need = 1; least = 0x80; v = UInt32(b & 0x1F)
                    } else if b & 0xF0 == 0xE0 {
                        need = 2; least = 0x800; v = UInt32(b & 0x0F)
                    } else if b & 0xF8 == 0xF0 {
                        need = 3; least = 0x10000; v = UInt32(b & 0x07)
                    } else {
                        return false
                    }
                    guard i + need < n else { return false }
                    for k in 1...need {
                        let c = buf[i + k]
                        guard c & 0xC0 == 0x80 else { return false }
                        v = v << 6 | UInt32(c & 0x3F)
                    }
                    guard v >= least, v <= 0x10FFFF, v < 0xD800 || v > 0xDFFF, v > 0x9F, v != 0x2028, v != 0x2029 else {
                        return false
                    }
                    i += need + 1
                    continue
                } else if b == UInt8(ascii: "\\") {
                    guard i + 1 < n else { return false }
                    switch buf[i + 1] {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        i += 1
                    case UInt8(ascii: "u"):
                        guard i + 5 < n, let a = hex(buf[i + 2]), let b2 = hex(buf[i + 3]), let c = hex(buf[i + 4]),
                              let d = hex(buf[i + 5]) else { return false }
                        let v = a << 12 | b2 << 8 | c << 4 | d
                        guard (v < 0x20 && v != 0x0A && v != 0x0D && v != 0x09) || (0x7F...0x9F).contains(v)
                                || v == 0x2028 || v == 0x2029 else { return false }
                        i += 5
                    default:
                        return false
                    }
                } else if b == UInt8(ascii: "\"") {
                    inString = false
                } else if b < 0x20 || b == 0x7F {
                    return false
                }
            } else if b == UInt8(ascii: "\"") {
                inString = true
            } else if b == UInt8(ascii: "-") || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) {
                // A number: a plain integer, no leading zero, no fraction or exponent.
                var j = b == UInt8(ascii: "-") ? i + 1 : i
                guard j < n, buf[j] >= UInt8(ascii: "0"), buf[j] <= UInt8(ascii: "9") else { return false }
                let first = j
                while j < n, buf[j] >= UInt8(ascii: "0"), buf[j] <= UInt8(ascii: "9") { j += 1 }
                if buf[first] == UInt8(ascii: "0"), j - first > 1 { return false }
                if j < n, buf[j] == UInt8(ascii: ".") || buf[j] == UInt8(ascii: "e") || buf[j] == UInt8(ascii: "E") { return false }
                i = j
                continue
            } else if b <= 0x20 || b >= 0x7F {
                return false
            }
            i += 1
        }
        return !inString
    }

    /// Whether none of the eight bytes is below 0x20, 0x7F or above, a quote or a backslash
    /// (bit tricks: a byte below n sets its top bit in (x - n·0x01…) & ~x, for n ≤ 0x80).
    @inline(__always)
    static func plainWord(_ x: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ v: UInt64) -> Bool { (v &- ones) & ~v & high != 0 }
        if x & high != 0 { return false }
        if (x &- ones &* 0x20) & ~x & high != 0 { return false }
        return !hasZero(x ^ (ones &* 0x7F)) && !hasZero(x ^ (ones &* 0x22)) && !hasZero(x ^ (ones &* 0x5C))
    }

    /// Seconds since the epoch of "YYYY-MM-DDTHH:MM:SS±HH:MM" at `i` in the codec's form
    /// (`LocalTimestamp.iso8601`: two-digit fields, "+00:00" for UTC).
    static func timestamp(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        guard i + 25 <= b.count else { return nil }
        func digits(_ from: Int, _ n: Int) -> Int? {
            var v = 0
            for k in from..<(from + n) {
                let c = b[i + k]
                guard c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") else { return nil }
                v = v * 10 + Int(c - UInt8(ascii: "0"))
            }
            return v
        }
        guard b[i + 4] == UInt8(ascii: "-"), b[i + 7] == UInt8(ascii: "-"), b[i + 10] == UInt8(ascii: "T"),
              b[i + 13] == UInt8(ascii: ":"), b[i + 16] == UInt8(ascii: ":"), b[i + 22] == UInt8(ascii: ":"),
              b[i + 19] == UInt8(ascii: "+") || b[i + 19] == UInt8(ascii: "-"),
              let year = digits(0, 4), let month = digits(5, 2), let day = digits(8, 2),
              let hour = digits(11, 2), let minute = digits(14, 2), let second = digits(17, 2),
              let offH = digits(20, 2), let offM = digits(23, 2),
              hour < 24, minute < 60, second < 60, offM < 60, offH < 24,
              let date = DayKey(year: year, month: month, day: day), year >= 1000 else { return nil }
        let offset = (offH * 3600 + offM * 60) * (b[i + 19] == UInt8(ascii: "-") ? -1 : 1)
        if b[i + 19] == UInt8(ascii: "-"), offset == 0 { return nil }  // the codec writes "+00:00"
        return date.dayNumber * 86_400 + hour * 3600 + minute * 60 + second - offset
    }
}
