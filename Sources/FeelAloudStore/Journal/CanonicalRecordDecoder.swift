#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FeelAloudCore

/// A lean decoder for entry and check-in lines exactly as `JournalCodec.line(for:)` writes
/// them (schema v2, the codec's key order, no spaces, timestamps in the codec's own form; see
/// `CanonicalLineHead`). Issue #14: the spreadsheet exports spent a third of their time
/// building a `JSONValue` tree per line only to read it back; this scanner reads the bytes
/// once, straight into the record. It accepts only what the full decoder reads the same way
/// and answers nil for anything else (tombstones, other key orders or spacing, schema v1,
/// unknown enum values, invalid UTF-8, lone surrogates, raw control characters, a "Z" offset):
/// the caller then decodes that line with `JournalCodec.decode(bytes:)`, so the records are
/// always the ones the full decoder gives (`CanonicalRecordDecoderTests` compares both).
enum CanonicalRecordDecoder {
    /// The entry or check-in of `line` (without its newline), or nil: decode it fully.
    static func decode(_ line: UnsafeBufferPointer<UInt8>) -> JournalRecord? {
        var s = Scanner(line)
        return s.record()
    }

    private struct Scanner {
        let b: UnsafeBufferPointer<UInt8>
        var i = 0
        /// Scratch bytes for strings with escapes.
        var scratch: [UInt8] = []

        init(_ b: UnsafeBufferPointer<UInt8>) { self.b = b }

        static let prefix = Array(#"{"v":2,"kind":""#.utf8)
        static let entryKind = Array(#"entry","id":""#.utf8)
        static let snapshotKind = Array(#"snapshot","id":""#.utf8)
        static let revisionKey = Array(#","revision":"#.utf8)
        static let createdKey = Array(#","data":{"createdAt":""#.utf8)
        static let revisedKey = Array(#","revisedAt":""#.utf8)
        static let dayKey = Array(#","day":""#.utf8)
        static let fieldsKey = Array(#","fields":{"mood":"#.utf8)
        static let fieldKeys: [[UInt8]] = FieldKey.allCases.dropFirst().map { Array(",\"\($0.rawValue)\":".utf8) }
        static let transcriptKey = Array(#"},"transcript":"#.utf8)
        static let sourceKey = Array(#","source":"#.utf8)
        static let ratingKey = Array(#","rating":"#.utf8)
        static let noteKey = Array(#","followUpNote":"#.utf8)
        static let dismissedKey = Array(#","followUpDismissed":"#.utf8)
        static let end = Array("}}".utf8)

        mutating func expect(_ bytes: [UInt8]) -> Bool {
            let n = bytes.count
            guard i + n <= b.count else { return false }
            let equal = bytes.withUnsafeBufferPointer { memcmp($0.baseAddress!, b.baseAddress! + i, n) == 0 }
            guard equal else { return false }
            i += n
            return true
        }

        mutating func record() -> JournalRecord? {
            guard expect(Self.prefix) else { return nil }
            let isEntry: Bool
            if expect(Self.entryKind) { isEntry = true } else if expect(Self.snapshotKind) { isEntry = false } else { return nil }
            i -= 1  // back onto the id's opening quote
            guard let id = string(), !id.isEmpty, expect(Self.revisionKey), let revision = revision(),
                  expect(Self.createdKey), let created = timestamp(), expect(Self.revisedKey), let revised = timestamp()
            else { return nil }
            if isEntry {
                guard expect(Self.dayKey), i + 11 <= b.count, b[i + 10] == UInt8(ascii: "\""),
                      let day = CanonicalLineHead.day(b, at: i) else { return nil }
                i += 11
                guard expect(Self.fieldsKey), let fields = fields(), expect(Self.transcriptKey), let transcript = string(),
                      expect(Self.sourceKey), case let source?? = enumValue(Self.entrySources),
                      expect(Self.end), i == b.count else { return nil }
                return .entry(DiaryEntry(id: id, revision: revision, createdAt: created, revisedAt: revised, day: day,
                                         fields: fields, transcript: transcript, source: source))
            }
            guard expect(Self.ratingKey), i < b.count, let rating = SnapshotRating(rawValue: Int(b[i]) - 0x30) else {
                return nil
            }
            i += 1
            guard expect(Self.sourceKey), case let source?? = enumValue(Self.snapshotSources),
                  expect(Self.noteKey), let note = optionalString(), expect(Self.dismissedKey), let dismissed = flag(),
                  expect(Self.end), i == b.count else { return nil }
            return .snapshot(Snapshot(id: id, revision: revision, createdAt: created, revisedAt: revised, rating: rating,
                                      source: source, followUpNote: note, followUpDismissed: dismissed))
        }

        /// A revision ≥ 1 without leading zeros.
        mutating func revision() -> Int? {
            guard i < b.count, b[i] >= UInt8(ascii: "1"), b[i] <= UInt8(ascii: "9") else { return nil }
            var n = 0
            while i < b.count, b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") {
                n = n * 10 + Int(b[i] - UInt8(ascii: "0"))
                guard n < 1 << 40 else { return nil }
                i += 1
            }
            return n
        }

        /// "YYYY-MM-DDTHH:MM:SS±HH:MM" and its closing quote.
        mutating func timestamp() -> LocalTimestamp? {
            guard let t = CanonicalLineHead.localTimestamp(b, at: i), i + 25 < b.count, b[i + 25] == UInt8(ascii: "\"")
            else { return nil }
            i += 26
            return t
        }

        /// The nine fields in contract order (the "mood" key is already read).
        mutating func fields() -> EntryFields? {
            var r = EntryFields.Raw()
            guard let mood = enumValue(Self.moods) else { return nil }
            r.mood = mood ?? .neutral
            for (k, key) in Self.fieldKeys.enumerated() {
                guard expect(key) else { return nil }
                switch k {
                case 0: guard let v = flag() else { return nil }; r.musicInHead = v
                case 1: guard let v = optionalString() else { return nil }; r.songName = v
                case 2: guard let v = enumValue(Self.strengths) else { return nil }; r.earwormStrength = v
                case 3: guard let v = enumValue(Self.severities) else { return nil }; r.distress = v
                case 4: guard let v = flag() else { return nil }; r.countermeasures = v
                case 5: guard let v = optionalString() else { return nil }; r.countermeasureActivity = v
                case 6: guard let v = flag() else { return nil }; r.socialContact = v
                default: guard let v = enumValue(Self.severities) else { return nil }; r.stress = v
                }
            }
            return EntryFields(raw: r)
        }

        /// `true`, `false` or `null` (false), as `EntryFields(json:)` and the record reader read flags.
        mutating func flag() -> Bool? {
            if expect(Self.trueBytes) { return true }
            if expect(Self.falseBytes) || expect(Self.nullBytes) { return false }
            return nil
        }

        static let trueBytes = Array("true".utf8), falseBytes = Array("false".utf8), nullBytes = Array("null".utf8)

        /// `null` (.some(nil)) or a string naming a case of `E` (compared as bytes, without
        /// making a String); nil for anything else.
        mutating func enumValue<E>(_ names: [(E, [UInt8])]) -> E?? {
            if expect(Self.nullBytes) { return .some(nil) }
            for (value, name) in names where expect(name) { return .some(value) }
            return nil
        }

        /// Each case with its quoted name's bytes.
        static func names<E: RawRepresentable & CaseIterable>(_: E.Type) -> [(E, [UInt8])] where E.RawValue == String {
            E.allCases.map { ($0, Array("\"\($0.rawValue)\"".utf8)) }
        }

        static let entrySources = names(EntrySource.self), snapshotSources = names(SnapshotSource.self)
        static let moods = names(Mood.self), strengths = names(EarwormStrength.self), severities = names(Severity.self)

        /// `null` (.some(nil)) or a string.
        mutating func optionalString() -> String?? {
            if expect(Self.nullBytes) { return .some(nil) }
            guard let s = string() else { return nil }
            return .some(s)
        }

        /// A JSON string starting at its opening quote, with its escapes resolved; nil for raw
        /// control characters, invalid UTF-8 or a lone surrogate.
        mutating func string() -> String? {
            guard i < b.count, b[i] == UInt8(ascii: "\""), let base = b.baseAddress else { return nil }
            i += 1
            let start = i
            guard let q = memchr(base + start, Int32(UInt8(ascii: "\"")), b.count - start) else { return nil }
            let p = base + start
            let n = UnsafePointer<UInt8>(q.assumingMemoryBound(to: UInt8.self)) - p
            if n > 0, let slash = memchr(p, Int32(UInt8(ascii: "\\")), n) {
                let k = UnsafePointer<UInt8>(slash.assumingMemoryBound(to: UInt8.self)) - base
                scratch.removeAll(keepingCapacity: true)
                scratch.append(contentsOf: UnsafeBufferPointer(start: p, count: k - start))
                i = k
                return escapedString()
            }
            // Two branch-free reductions (vectorised): raw controls, non-ASCII.
            var low: UInt8 = 0xFF, high: UInt8 = 0
            for k in 0..<n {
                low = min(low, p[k])
                high = max(high, p[k])
            }
            guard low >= 0x20 else { return nil }
            i = start + n + 1
            let bytes = UnsafeBufferPointer(start: p, count: n)
            return high < 0x80 ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
        }

        /// The rest of a string from its first backslash (the bytes before are in `scratch`).
        mutating func escapedString() -> String? {
            while i < b.count {
                let c = b[i]
                if c == UInt8(ascii: "\"") {
                    i += 1
                    return String(validating: scratch, as: UTF8.self)
                }
                if c < 0x20 { return nil }
                guard c == UInt8(ascii: "\\") else {
                    scratch.append(c)
                    i += 1
                    continue
                }
                guard i + 1 < b.count else { return nil }
                let e = b[i + 1]
                i += 2
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(e)
                case UInt8(ascii: "n"): scratch.append(0x0A)
                case UInt8(ascii: "r"): scratch.append(0x0D)
                case UInt8(ascii: "t"): scratch.append(0x09)
                case UInt8(ascii: "b"): scratch.append(0x08)
                case UInt8(ascii: "f"): scratch.append(0x0C)
                case UInt8(ascii: "u"):
                    guard var v = hex4() else { return nil }
                    if v >= 0xD800, v < 0xDC00 {
                        guard i + 1 < b.count, b[i] == UInt8(ascii: "\\"), b[i + 1] == UInt8(ascii: "u") else { return nil }
                        i += 2
                        guard let low = hex4(), low >= 0xDC00, low < 0xE000 else { return nil }
                        v = 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00)
                    } else if v >= 0xDC00, v < 0xE000 {
                        return nil
                    }
                    guard let scalar = Unicode.Scalar(v) else { return nil }
                    scratch.append(contentsOf: UTF8.encode(scalar)!)
                default: return nil
                }
            }
            return nil
        }

        mutating func hex4() -> UInt32? {
            guard i + 4 <= b.count else { return nil }
            var v: UInt32 = 0
            for k in 0..<4 {
                let c = b[i + k]
                let d: UInt8
                switch c {
                case 0x30...0x39: d = c - 0x30
                case 0x41...0x46: d = c - 0x41 + 10
                case 0x61...0x66: d = c - 0x61 + 10
                default: return nil
                }
                v = v << 4 | UInt32(d)
            }
            i += 4
            return v
        }
    }
}

extension CanonicalLineHead {
    /// The timestamp "YYYY-MM-DDTHH:MM:SS±HH:MM" at `i` in the codec's form, with its offset.
    static func localTimestamp(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> LocalTimestamp? {
        guard let epoch = timestamp(b, at: i) else { return nil }
        let offH = Int(b[i + 20] - 0x30) * 10 + Int(b[i + 21] - 0x30)
        let offM = Int(b[i + 23] - 0x30) * 10 + Int(b[i + 24] - 0x30)
        let offset = (offH * 3600 + offM * 60) * (b[i + 19] == UInt8(ascii: "-") ? -1 : 1)
        return LocalTimestamp(epochSeconds: epoch, utcOffsetSeconds: offset)
    }

    /// The day "YYYY-MM-DD" at `i`.
    static func day(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> DayKey? {
        guard i + 10 <= b.count, b[i + 4] == UInt8(ascii: "-"), b[i + 7] == UInt8(ascii: "-") else { return nil }
        func digits(_ from: Int, _ count: Int) -> Int? {
            var v = 0
            for k in (i + from)..<(i + from + count) {
                let c = b[k]
                guard c >= 0x30, c <= 0x39 else { return nil }
                v = v * 10 + Int(c - 0x30)
            }
            return v
        }
        guard let y = digits(0, 4), let m = digits(5, 2), let d = digits(8, 2) else { return nil }
        return DayKey(year: y, month: m, day: d)
    }
}
