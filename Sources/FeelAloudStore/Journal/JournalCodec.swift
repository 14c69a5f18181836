import FeelAloudCore

/// The journal line format. Schema v2 (current), one compact JSON object per line:
///
///     {"v":2,"kind":"entry","id":"…","revision":1,"data":{"createdAt":"…","revisedAt":"…",
///      "day":"2026-11-29","fields":{…nine contract keys…},"transcript":"…","source":"repl"}}
///     {"v":2,"kind":"tombstone","id":"…","revision":3,"data":{"deletedAt":"…"}}
///     {"v":2,"kind":"snapshot","id":"…","revision":1,"data":{"createdAt":"…","revisedAt":"…",
///      "rating":4,"source":"manual","followUpNote":null,"followUpDismissed":false}}
///
/// Older lines (schema v1, see `JournalCodecV1`) are decoded too; lines with a newer version
/// are recognised and left alone.
public enum JournalCodec {
    public static let currentVersion = 2

    /// The outcome of decoding one line.
    public enum Decoded: Equatable, Sendable {
        case record(JournalRecord, version: Int)
        case newerSchema(version: Int)
        case corrupt(reason: String)
    }

    // MARK: Encoding (always the current version)

    public static func json(for record: JournalRecord) -> JSONValue {
        switch record {
        case let .entry(e):
            return head("entry", e.id, e.revision, data: [
                ("createdAt", .string(e.createdAt.iso8601)),
                ("revisedAt", .string(e.revisedAt.iso8601)),
                ("day", .string(e.day.description)),
                ("fields", e.fields.json),
                ("transcript", .string(e.transcript)),
                ("source", .string(e.source.rawValue)),
            ])
        case let .tombstone(t):
            return head("tombstone", t.id, t.revision, data: [("deletedAt", .string(t.deletedAt.iso8601))])
        case let .snapshot(s):
            return head("snapshot", s.id, s.revision, data: [
                ("createdAt", .string(s.createdAt.iso8601)),
                ("revisedAt", .string(s.revisedAt.iso8601)),
                ("rating", .int(s.rating.rawValue)),
                ("source", .string(s.source.rawValue)),
                ("followUpNote", .optionalString(s.followUpNote)),
                ("followUpDismissed", .bool(s.followUpDismissed)),
            ])
        }
    }

    /// One journal line without the trailing newline.
    public static func line(for record: JournalRecord) -> String { json(for: record).serialized() }

    private static func head(_ kind: String, _ id: String, _ revision: Int, data: [(String, JSONValue)]) -> JSONValue {
        .object([("v", .int(currentVersion)), ("kind", .string(kind)), ("id", .string(id)),
                 ("revision", .int(revision)), ("data", .object(data))])
    }

    // MARK: Decoding (any known version)

    public static func decode(line: String) -> Decoded {
        var copy = line
        return copy.withUTF8 { decode(bytes: $0) }
    }

    public static func decode(bytes: UnsafeBufferPointer<UInt8>) -> Decoded {
        let value: JSONValue
        do throws(JSONParseError) {
            value = try JSONValue.parse(bytes: bytes)
        } catch {
            return .corrupt(reason: "kein gültiges JSON bei Byte \(error.offset): \(error.reason)")
        }
        return decode(value)
    }

    public static func decode(_ value: JSONValue) -> Decoded {
        guard value.objectValue != nil else { return .corrupt(reason: "kein JSON-Objekt") }
        let version: Int
        if let v = value["v"] {
            guard let n = v.intValue, n >= 1 else { return .corrupt(reason: "ungültige Schemaversion") }
            version = n
        } else if let v = value["schema"] {
            guard let n = v.intValue, n >= 1 else { return .corrupt(reason: "ungültige Schemaversion") }
            version = n
        } else {
            return .corrupt(reason: "Schemaversion fehlt")
        }
        do throws(RecordDecodingError) {
            switch version {
            case 1: return .record(try JournalCodecV1.decode(value), version: 1)
            case 2: return .record(try decodeV2(value), version: 2)
            default:
                return version > currentVersion ? .newerSchema(version: version)
                    : .corrupt(reason: "unbekannte Schemaversion \(version)")
            }
        } catch {
            return .corrupt(reason: error.reason)
        }
    }

    private static func decodeV2(_ value: JSONValue) throws(RecordDecodingError) -> JournalRecord {
        let r = RecordReader(value)
        let kind = try r.string("kind")
        let id = try r.identifier("id")
        let revision = try r.revision("revision")
        guard let dataValue = value["data"], dataValue.objectValue != nil else {
            throw RecordDecodingError("„data“ fehlt oder ist kein Objekt")
        }
        let d = RecordReader(dataValue)
        switch kind {
        case "entry":
            let created = try d.timestamp("createdAt")
            return .entry(DiaryEntry(
                id: id, revision: revision, createdAt: created,
                revisedAt: try d.optionalTimestamp("revisedAt") ?? created,
                day: try d.day("day"), fields: try d.fields("fields"),
                transcript: try d.string("transcript"),
                source: try d.enumValue("source", EntrySource.self)))
        case "tombstone":
            return .tombstone(Tombstone(id: id, revision: revision, deletedAt: try d.timestamp("deletedAt")))
        case "snapshot":
            let created = try d.timestamp("createdAt")
            return .snapshot(Snapshot(
                id: id, revision: revision, createdAt: created,
                revisedAt: try d.optionalTimestamp("revisedAt") ?? created,
                rating: try d.rating("rating"),
                source: try d.enumValue("source", SnapshotSource.self),
                followUpNote: try d.optionalString("followUpNote"),
                followUpDismissed: try d.optionalBool("followUpDismissed") ?? false))
        default:
            throw RecordDecodingError("unbekannte Art „\(kind)“")
        }
    }
}

/// Why a journal line could not be turned into a record (German, shown to the person).
/// Why a stored record or settings object could not be read (German reason).
public struct RecordDecodingError: Error {
    public let reason: String
    init(_ reason: String) { self.reason = reason }
}

/// Typed accessors over one JSON object with German error reasons naming the key.
struct RecordReader {
    let value: JSONValue
    init(_ value: JSONValue) { self.value = value }

    func string(_ key: String) throws(RecordDecodingError) -> String {
        guard let v = value[key] else { throw RecordDecodingError("„\(key)“ fehlt") }
        guard let s = v.stringValue else { throw RecordDecodingError("„\(key)“ ist kein Text") }
        return s
    }

    func identifier(_ key: String) throws(RecordDecodingError) -> String {
        let s = try string(key)
        guard !s.isEmpty else { throw RecordDecodingError("„\(key)“ ist leer") }
        return s
    }

    func optionalString(_ key: String) throws(RecordDecodingError) -> String? {
        guard let v = value[key], !v.isNull else { return nil }
        guard let s = v.stringValue else { throw RecordDecodingError("„\(key)“ ist kein Text") }
        return s
    }

    func optionalBool(_ key: String) throws(RecordDecodingError) -> Bool? {
        guard let v = value[key], !v.isNull else { return nil }
        guard let b = v.boolValue else { throw RecordDecodingError("„\(key)“ ist nicht true/false") }
        return b
    }

    func revision(_ key: String) throws(RecordDecodingError) -> Int {
        guard let v = value[key] else { throw RecordDecodingError("„\(key)“ fehlt") }
        guard let n = v.intValue, n >= 1 else { throw RecordDecodingError("„\(key)“ ist keine Revision ≥ 1") }
        return n
    }

    func timestamp(_ key: String) throws(RecordDecodingError) -> LocalTimestamp {
        guard let t = try optionalTimestamp(key) else { throw RecordDecodingError("„\(key)“ fehlt") }
        return t
    }

    func optionalTimestamp(_ key: String) throws(RecordDecodingError) -> LocalTimestamp? {
        guard let s = try optionalString(key) else { return nil }
        guard let t = TimeParsing.timestamp(s) else { throw RecordDecodingError("„\(key)“ ist kein Zeitpunkt: \(s)") }
        return t
    }

    func day(_ key: String) throws(RecordDecodingError) -> DayKey {
        let s = try string(key)
        guard let d = TimeParsing.day(s) else { throw RecordDecodingError("„\(key)“ ist kein Datum: \(s)") }
        return d
    }

    func enumValue<E: RawRepresentable>(_ key: String, _: E.Type) throws(RecordDecodingError) -> E
    where E.RawValue == String {
        let s = try string(key)
        guard let e = E(rawValue: s) else { throw RecordDecodingError("„\(key)“ hat den unbekannten Wert „\(s)“") }
        return e
    }

    func rating(_ key: String) throws(RecordDecodingError) -> SnapshotRating {
        guard let v = value[key] else { throw RecordDecodingError("„\(key)“ fehlt") }
        guard let n = v.intValue, let r = SnapshotRating(rawValue: n) else {
            throw RecordDecodingError("„\(key)“ ist keine Bewertung 1–5")
        }
        return r
    }

    func fields(_ key: String) throws(RecordDecodingError) -> EntryFields {
        guard let v = value[key] else { throw RecordDecodingError("„\(key)“ fehlt") }
        do throws(FieldDecodingError) {
            return try EntryFields(json: v)
        } catch {
            throw RecordDecodingError("Feld „\(error.key)“: \(error.reason)")
        }
    }
}
