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
