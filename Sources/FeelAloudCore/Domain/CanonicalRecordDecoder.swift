/// Decodes a record's JSON written in the codec's exact form (`JournalRecordJSON.encode` serialized: the
/// keys in their order, compact, explicit nulls) straight from its bytes, without building a
/// JSON tree (issue #14: the week question at 200k records spent most of its extra time
/// parsing the period's lines into `JSONValue`s). Any deviation from that form — another key
/// order, spacing, schema v1, an unknown key, an escape the codec does not write — gives nil,
/// and the caller parses the bytes as before; so the record it returns is always the one
/// `JournalRecordJSON.decode` of the parsed bytes returns (`CanonicalLineDecoderTests`
/// compares both on every kind, odd texts, damaged lines and a realistic store). Journal
/// lines and backup records have this one form, so the store's reads and the import use it.
public enum CanonicalRecordDecoder {
    /// The record of `line` in the codec's form; nil when the line is in any other form.
    public static func record(_ line: UnsafeBufferPointer<UInt8>) -> JournalRecord? {
        var c = Cursor(bytes: line)
        return c.record()
    }

    /// `record(line)` with `transcript: false`: an entry's transcript is only stepped over
    /// (not checked as UTF-8, not copied) and left empty — for readers that never look at it
    /// (the index's per-day aggregates). Nil exactly where `record(line)` is nil, except for
    /// a transcript of bytes that are not UTF-8.
    public static func record(_ line: UnsafeBufferPointer<UInt8>, transcript: Bool) -> JournalRecord? {
        var c = Cursor(bytes: line)
        c.keepTranscript = transcript
        return c.record()
    }

    /// Each case's raw value as bytes (`Cursor.named`).
    private static func names<T: RawRepresentable & CaseIterable>(_: T.Type) -> [([UInt8], T)] where T.RawValue == String {
        T.allCases.map { (Array($0.rawValue.utf8), $0) }
    }
    private static let namesEntrySource = names(EntrySource.self)
    private static let namesSnapshotSource = names(SnapshotSource.self)
    private static let namesMood = names(Mood.self)
    private static let namesEarwormStrength = names(EarwormStrength.self)
    private static let namesSeverity = names(Severity.self)

    private static let fieldKeys: [[UInt8]] = FieldKey.allCases.enumerated().map { i, k in
        Array(((i == 0 ? "{\"" : ",\"") + k.rawValue + "\":").utf8)
    }

    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var i = 0
        var keepTranscript = true

        mutating func expect(_ literal: StaticString) -> Bool {
            let n = literal.utf8CodeUnitCount
            guard i + n <= bytes.count else { return false }
            let p = literal.utf8Start
            for k in 0..<n where bytes[i + k] != p[k] { return false }
            i += n
            return true
        }

        mutating func expect(_ literal: [UInt8]) -> Bool {
            guard i + literal.count <= bytes.count else { return false }
            for (k, b) in literal.enumerated() where bytes[i + k] != b { return false }
            i += literal.count
            return true
        }

        /// A JSON string at the cursor (with its quotes), decoded as `JSONValue`'s parser
        /// decodes it; nil for an escape the codec never writes (the parser then decides).
        mutating func string() -> String? {
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return nil }
            i += 1
            let start = i
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") {
                    guard let s = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self) else { return nil }
                    i += 1
                    return s
                }
                if b == UInt8(ascii: "\\") || b < 0x20 { break }
                i += 1
            }
            var out = [UInt8](UnsafeBufferPointer(rebasing: bytes[start..<i]))
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") {
                    i += 1
                    return String(validating: out, as: UTF8.self)
                }
                guard b >= 0x20 else { return nil }
                if b != UInt8(ascii: "\\") {
                    out.append(b)
                    i += 1
                    continue
                }
                guard i + 1 < bytes.count else { return nil }
                switch bytes[i + 1] {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = escapedScalar() else { return nil }
                    out.append(contentsOf: UTF8.encode(scalar)!)
                    i += 4
                default:
                    return nil
                }
                i += 2
            }
            return nil
        }

        /// The scalar of the `\uXXXX` escape at the cursor (lower-case hex, as the codec writes
        /// it), nil when malformed or not one the codec writes: it escapes only controls, DEL,
        /// C1 and U+2028/U+2029 (no surrogates).
        func escapedScalar() -> Unicode.Scalar? {
            guard i + 5 < bytes.count else { return nil }
            var v: UInt32 = 0
            for k in 2...5 {
                let h = bytes[i + k]
                switch h {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): v = v << 4 | UInt32(h - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): v = v << 4 | UInt32(h - UInt8(ascii: "a") + 10)
                default: return nil
                }
            }
            guard v < 0xA0 || v == 0x2028 || v == 0x2029 else { return nil }
            return Unicode.Scalar(v)
        }

        /// Steps over a JSON string at the cursor with the escapes `string()` accepts (nil
        /// where it would be nil, UTF-8 aside); gives "".
        mutating func skippedString() -> String? {
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return nil }
            i += 1
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") {
                    i += 1
                    return ""
                }
                guard b >= 0x20 else { return nil }
                if b != UInt8(ascii: "\\") {
                    i += 1
                    continue
                }
                guard i + 1 < bytes.count else { return nil }
                switch bytes[i + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"): i += 2
                case UInt8(ascii: "u"):
                    guard escapedScalar() != nil else { return nil }
                    i += 6
                default:
                    return nil
                }
            }
            return nil
        }

        /// A string naming a case of `T` (`T(rawValue:)` of the decoded string): an ASCII
        /// string without escapes is matched byte for byte (ASCII text equals a raw value
        /// exactly when its bytes do); any other string is decoded and looked up. `.some(nil)`:
        /// a string that names no case; nil: no string.
        mutating func named<T: RawRepresentable>(_ names: [([UInt8], T)]) -> T?? where T.RawValue == String {
            let start = i
            if let text = plainString(), !text.contains(where: { $0 >= 0x80 }) {
                for (raw, c) in names where raw.elementsEqual(text) { return .some(c) }
                return .some(nil)
            }
            i = start
            guard let s = string() else { return nil }
            return .some(T(rawValue: s))
        }

        /// A case of `T` or null (nil: neither; `.some(nil)`: null).
        mutating func optionalNamed<T: RawRepresentable>(_ names: [([UInt8], T)]) -> T??? where T.RawValue == String {
            if expect("null") { return .some(nil) }
            guard let c = named(names) else { return nil }
            return .some(c)
        }

        /// A string or null.
        mutating func optionalString() -> String?? {
            if expect("null") { return .some(nil) }
            guard let s = string() else { return nil }
            return .some(s)
        }

        /// true, false or null (nil: none of them).
        mutating func flag() -> Bool?? {
            if expect("true") { return .some(true) }
            if expect("false") { return .some(false) }
            if expect("null") { return .some(nil) }
            return nil
        }

        /// A positive integer without sign, fraction or leading zero, below 2^40.
        mutating func positive() -> Int? {
            guard i < bytes.count, bytes[i] >= UInt8(ascii: "1"), bytes[i] <= UInt8(ascii: "9") else { return nil }
            var v = 0
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
                v = v * 10 + Int(bytes[i] - UInt8(ascii: "0"))
                guard v < 1 << 40 else { return nil }
                i += 1
            }
            return v
        }

        /// The bytes of a JSON string at the cursor without escapes or controls (the cursor
        /// then after its closing quote); nil (cursor unchanged) for any other string.
        mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return nil }
            var j = i + 1
            while j < bytes.count {
                let b = bytes[j]
                if b == UInt8(ascii: "\"") {
                    let text = UnsafeBufferPointer(rebasing: bytes[(i + 1)..<j])
                    i = j + 1
                    return text
                }
                if b == UInt8(ascii: "\\") || b < 0x20 { return nil }
                j += 1
            }
            return nil
        }

        /// A timestamp as `LocalTimestamp(iso8601:)` reads the string (its fields are ASCII, so
        /// bytes that are not UTF-8 fail there as they fail in `string()`).
        mutating func timestamp() -> LocalTimestamp? {
            if let text = plainString() { return TimeParsing.timestamp(utf8: text) }
            guard let s = string() else { return nil }
            return LocalTimestamp(iso8601: s)
        }

        /// A day "YYYY-MM-DD" as `DayKey(_:)` reads the string.
        mutating func day() -> DayKey? {
            if let text = plainString() { return TimeParsing.day(utf8: text) }
            guard let s = string(), s.utf8.count == 10 else { return nil }
            return DayKey(s)
        }

        mutating func record() -> JournalRecord? {
            guard expect("{\"v\":2,\"kind\":\"") else { return nil }
            let kind: UInt8
            if expect("entry\",\"id\":") { kind = 0 } else if expect("tombstone\",\"id\":") { kind = 1 } else if expect("snapshot\",\"id\":") {
                kind = 2
            } else {
                return nil
            }
            guard let id = string(), !id.isEmpty, expect(",\"revision\":"), let revision = positive(), expect(",\"data\":{\"")
            else { return nil }
            let record: JournalRecord
            switch kind {
            case 0:
                guard expect("createdAt\":"), let created = timestamp(), expect(",\"revisedAt\":"), let revised = timestamp(),
                      expect(",\"day\":"), let day = day(),
                      expect(",\"fields\":"), let fields = fields(), expect(",\"transcript\":"), let transcript = keepTranscript ? string() : skippedString(),
                      expect(",\"source\":"), let sourceCase = named(CanonicalRecordDecoder.namesEntrySource), let source = sourceCase
                else { return nil }
                record = .entry(DiaryEntry(id: id, revision: revision, createdAt: created, revisedAt: revised, day: day,
                                           fields: fields, transcript: transcript, source: source))
            case 1:
                guard expect("deletedAt\":"), let deleted = timestamp() else { return nil }
                record = .tombstone(Tombstone(id: id, revision: revision, deletedAt: deleted))
            default:
                guard expect("createdAt\":"), let created = timestamp(), expect(",\"revisedAt\":"), let revised = timestamp(),
                      expect(",\"rating\":"), let n = positive(), let rating = SnapshotRating(rawValue: n),
                      expect(",\"source\":"), let sourceCase = named(CanonicalRecordDecoder.namesSnapshotSource), let source = sourceCase,
                      expect(",\"followUpNote\":"), let note = optionalString(), expect(",\"followUpDismissed\":"),
                      let dismissed = flag() else { return nil }
                record = .snapshot(Snapshot(id: id, revision: revision, createdAt: created, revisedAt: revised, rating: rating,
                                            source: source, followUpNote: note, followUpDismissed: dismissed ?? false))
            }
            guard expect("}}"), i == bytes.count else { return nil }
            return record
        }

        /// The nine fields in contract order, as `EntryFields(json:)` reads them.
        mutating func fields() -> EntryFields? {
            var r = EntryFields.Raw()
            for (k, key) in FieldKey.allCases.enumerated() {
                guard expect(CanonicalRecordDecoder.fieldKeys[k]) else { return nil }
                switch key {
                case .musicInHead, .countermeasures, .socialContact:
                    guard let f = flag() else { return nil }
                    let b = f ?? false
                    if key == .musicInHead { r.musicInHead = b } else if key == .countermeasures { r.countermeasures = b } else {
                        r.socialContact = b
                    }
                case .songName, .countermeasureActivity:
                    guard let s = optionalString() else { return nil }
                    if key == .songName { r.songName = s } else { r.countermeasureActivity = s }
                case .mood:
                    guard let s = optionalNamed(CanonicalRecordDecoder.namesMood) else { return nil }
                    guard let stated = s else { break }
                    guard let m = stated else { return nil }
                    r.mood = m
                case .earwormStrength:
                    guard let s = optionalNamed(CanonicalRecordDecoder.namesEarwormStrength) else { return nil }
                    guard let stated = s else { break }
                    guard let e = stated else { return nil }
                    r.earwormStrength = e
                case .distress, .stress:
                    guard let s = optionalNamed(CanonicalRecordDecoder.namesSeverity) else { return nil }
                    guard let stated = s else { break }
                    guard let v = stated else { return nil }
                    if key == .distress { r.distress = v } else { r.stress = v }
                }
            }
            guard expect("}") else { return nil }
            return EntryFields(raw: r)
        }
    }
}
