/// The one JSON mapping of a journal record (schema v2): a line of the store's journal and a
/// record of a JSON backup have exactly this shape, so they read, grep and compare alike:
///
///     {"v":2,"kind":"entry","id":"…","revision":1,"data":{"createdAt":"2026-11-29T21:14:05+01:00",
///      "revisedAt":"…","day":"2026-11-29","fields":{#1–#9},"transcript":"…","source":"repl"}}
///     {"v":2,"kind":"tombstone","id":"…","revision":3,"data":{"deletedAt":"…"}}
///     {"v":2,"kind":"snapshot","id":"…","revision":1,"data":{"createdAt":"…","revisedAt":"…",
///      "rating":4,"source":"manual","followUpNote":null,"followUpDismissed":false}}
///
/// Keys in this order, explicit nulls, so encoding is deterministic. On reading, unknown keys
/// are ignored, "revisedAt" defaults to "createdAt", "followUpNote"/"followUpDismissed" to
/// null/false; any other missing or malformed value is an error naming the key (German).
public enum JournalRecordJSON {
    /// The record schema version written.
    public static let recordVersion = 2

    public static func encode(_ record: JournalRecord) -> JSONValue {
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

    static func head(_ kind: String, _ id: String, _ revision: Int, data: [(String, JSONValue)]) -> JSONValue {
        .object([("v", .int(recordVersion)), ("kind", .string(kind)), ("id", .string(id)),
                 ("revision", .int(revision)), ("data", .object(data))])
    }

    /// Decodes a record, checking that it is schema v2.
    public static func decode(_ value: JSONValue) throws(RecordDecodingError) -> JournalRecord {
        guard value.objectValue != nil else { throw RecordDecodingError(.notAnObject) }
        guard let version = value["v"]?.intValue else { throw RecordDecodingError(.versionMissing) }
        guard version == recordVersion else {
            throw RecordDecodingError(.versionUnsupported(version, expected: recordVersion))
        }
        return try decodeBody(value)
    }

    /// Decodes a record already known to be schema v2.
    public static func decodeBody(_ value: JSONValue) throws(RecordDecodingError) -> JournalRecord {
        let r = RecordReader(value)
        let kind = try r.string("kind")
        let id = try r.identifier("id")
        let revision = try r.revision("revision")
        guard let dataValue = value["data"], dataValue.objectValue != nil else {
            throw RecordDecodingError(.dataMissing)
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
            throw RecordDecodingError(.unknownKind(kind))
        }
    }
}


/// Typed accessors over one JSON object; errors are `RecordDefect`s naming the key.
public struct RecordReader {
    public let value: JSONValue
    public init(_ value: JSONValue) { self.value = value }

    public func string(_ key: String) throws(RecordDecodingError) -> String {
        guard let v = value[key] else { throw RecordDecodingError(.missing(key: key)) }
        guard let s = v.stringValue else { throw RecordDecodingError(.notText(key: key)) }
        return s
    }

    public func identifier(_ key: String) throws(RecordDecodingError) -> String {
        let s = try string(key)
        guard !s.isEmpty else { throw RecordDecodingError(.empty(key: key)) }
        return s
    }

    public func optionalString(_ key: String) throws(RecordDecodingError) -> String? {
        guard let v = value[key], !v.isNull else { return nil }
        guard let s = v.stringValue else { throw RecordDecodingError(.notText(key: key)) }
        return s
    }

    public func optionalBool(_ key: String) throws(RecordDecodingError) -> Bool? {
        guard let v = value[key], !v.isNull else { return nil }
        guard let b = v.boolValue else { throw RecordDecodingError(.notBool(key: key)) }
        return b
    }

    public func revision(_ key: String) throws(RecordDecodingError) -> Int {
        guard let v = value[key] else { throw RecordDecodingError(.missing(key: key)) }
        guard let n = v.intValue, n >= 1 else { throw RecordDecodingError(.badRevision(key: key)) }
        return n
    }

    public func timestamp(_ key: String) throws(RecordDecodingError) -> LocalTimestamp {
        guard let t = try optionalTimestamp(key) else { throw RecordDecodingError(.missing(key: key)) }
        return t
    }

    public func optionalTimestamp(_ key: String) throws(RecordDecodingError) -> LocalTimestamp? {
        guard let s = try optionalString(key) else { return nil }
        guard let t = TimeParsing.timestamp(s) else { throw RecordDecodingError(.notTimestamp(key: key, text: s)) }
        return t
    }

    public func day(_ key: String) throws(RecordDecodingError) -> DayKey {
        let s = try string(key)
        guard let d = TimeParsing.day(s) else { throw RecordDecodingError(.notDay(key: key, text: s)) }
        return d
    }

    public func enumValue<E: RawRepresentable>(_ key: String, _: E.Type) throws(RecordDecodingError) -> E
    where E.RawValue == String {
        let s = try string(key)
        guard let e = E(rawValue: s) else { throw RecordDecodingError(.unknownValue(key: key, value: s)) }
        return e
    }

    public func rating(_ key: String) throws(RecordDecodingError) -> SnapshotRating {
        guard let v = value[key] else { throw RecordDecodingError(.missing(key: key)) }
        guard let n = v.intValue, let r = SnapshotRating(rawValue: n) else {
            throw RecordDecodingError(.badRating(key: key))
        }
        return r
    }

    public func fields(_ key: String) throws(RecordDecodingError) -> EntryFields {
        guard let v = value[key] else { throw RecordDecodingError(.missing(key: key)) }
        do throws(FieldDecodingError) {
            return try EntryFields(json: v)
        } catch {
            throw RecordDecodingError(.field(error))
        }
    }
}
