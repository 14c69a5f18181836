import FeelAloudCore

/// The JSON of one journal record in the backup — the same shape as a line of the store's
/// journal (FeelAloudStore `JournalCodec`, schema v2), so backup records and journal lines
/// can be read, grepped and compared alike:
///
///     {"v":2,"kind":"entry","id":"…","revision":1,"data":{"createdAt":"2026-11-29T21:14:05+01:00",
///      "revisedAt":"…","day":"2026-11-29","fields":{#1–#9},"transcript":"…","source":"repl"}}
///     {"v":2,"kind":"tombstone","id":"…","revision":3,"data":{"deletedAt":"…"}}
///     {"v":2,"kind":"snapshot","id":"…","revision":1,"data":{"createdAt":"…","revisedAt":"…",
///      "rating":4,"source":"manual","followUpNote":null,"followUpDismissed":false}}
///
/// Keys in this order, explicit nulls, so encoding is deterministic. On reading, unknown keys
/// are ignored, "revisedAt" defaults to "createdAt", "followUpNote"/"followUpDismissed" to
/// null/false (as the store does); any other missing or malformed value is an error.
public enum JournalRecordJSON {
    /// The record schema version written (the store's journal schema).
    public static let recordVersion = 2

    public static func encode(_ record: JournalRecord) -> JSONValue {
        switch record {
        case let .entry(e):
            return head("entry", e.id, e.revision, [
                ("createdAt", .string(e.createdAt.iso8601)), ("revisedAt", .string(e.revisedAt.iso8601)),
                ("day", .string(e.day.description)), ("fields", e.fields.json),
                ("transcript", .string(e.transcript)), ("source", .string(e.source.rawValue)),
            ])
        case let .tombstone(t):
            return head("tombstone", t.id, t.revision, [("deletedAt", .string(t.deletedAt.iso8601))])
        case let .snapshot(s):
            return head("snapshot", s.id, s.revision, [
                ("createdAt", .string(s.createdAt.iso8601)), ("revisedAt", .string(s.revisedAt.iso8601)),
                ("rating", .int(s.rating.rawValue)), ("source", .string(s.source.rawValue)),
                ("followUpNote", .optionalString(s.followUpNote)), ("followUpDismissed", .bool(s.followUpDismissed)),
            ])
        }
    }

    static func head(_ kind: String, _ id: String, _ revision: Int, _ data: [(String, JSONValue)]) -> JSONValue {
        .object([("v", .int(recordVersion)), ("kind", .string(kind)), ("id", .string(id)),
                 ("revision", .int(revision)), ("data", .object(data))])
    }

    /// Decodes and validates one record; the error's text names the offending key (German).
    public static func decode(_ v: JSONValue) throws(RecordDecodingError) -> JournalRecord {
        guard v.objectValue != nil else { throw RecordDecodingError("kein JSON-Objekt") }
        guard let version = v["v"]?.intValue else { throw RecordDecodingError("„v“ (Version) fehlt") }
        guard version == recordVersion else {
            throw RecordDecodingError("Datensatz-Version \(version) wird nicht unterstützt (erwartet \(recordVersion))")
        }
        guard let kind = v["kind"]?.stringValue else { throw RecordDecodingError("„kind“ fehlt oder ist kein Text") }
        guard let id = v["id"]?.stringValue else { throw RecordDecodingError("„id“ fehlt oder ist kein Text") }
        guard !id.isEmpty else { throw RecordDecodingError("„id“ ist leer") }
        guard let revision = v["revision"]?.intValue, revision >= 1 else {
            throw RecordDecodingError("„revision“ muss eine ganze Zahl ab 1 sein")
        }
        guard let d = v["data"], d.objectValue != nil else { throw RecordDecodingError("„data“ fehlt oder ist kein Objekt") }

        func string(_ k: String) throws(RecordDecodingError) -> String {
            guard let s = d[k]?.stringValue else { throw RecordDecodingError("„\(k)“ fehlt oder ist kein Text") }
            return s
        }
        func time(_ k: String) throws(RecordDecodingError) -> LocalTimestamp {
            let s = try string(k)
            guard let t = LocalTimestamp(iso8601: s) else { throw RecordDecodingError("„\(k)“ ist kein Zeitpunkt: \(s)") }
            return t
        }
        func optionalTime(_ k: String) throws(RecordDecodingError) -> LocalTimestamp? {
            guard let x = d[k], !x.isNull else { return nil }
            return try time(k)
        }
        switch kind {
        case "entry":
            let daySource = try string("day")
            guard let day = DayKey(daySource) else { throw RecordDecodingError("„day“ ist kein Datum: \(daySource)") }
            let src = try string("source")
            guard let source = EntrySource(rawValue: src) else { throw RecordDecodingError("unbekannte Quelle „\(src)“") }
            guard let fieldsJSON = d["fields"] else { throw RecordDecodingError("„fields“ fehlt") }
            let fields: EntryFields
            do throws(FieldDecodingError) { fields = try EntryFields(json: fieldsJSON) } catch {
                throw RecordDecodingError("Feld „\(error.key)“: \(error.reason)")
            }
            let created = try time("createdAt")
            return .entry(DiaryEntry(id: id, revision: revision, createdAt: created,
                                     revisedAt: try optionalTime("revisedAt") ?? created, day: day, fields: fields,
                                     transcript: try string("transcript"), source: source))
        case "tombstone":
            return .tombstone(Tombstone(id: id, revision: revision, deletedAt: try time("deletedAt")))
        case "snapshot":
            guard let r = d["rating"]?.intValue, let rating = SnapshotRating(rawValue: r) else {
                throw RecordDecodingError("„rating“ muss 1 bis 5 sein")
            }
            let src = try string("source")
            guard let source = SnapshotSource(rawValue: src) else { throw RecordDecodingError("unbekannte Quelle „\(src)“") }
            var note: String?
            if let n = d["followUpNote"], !n.isNull {
                guard let s = n.stringValue else { throw RecordDecodingError("„followUpNote“ ist kein Text") }
                note = s
            }
            var dismissed = false
            if let x = d["followUpDismissed"], !x.isNull {
                guard let b = x.boolValue else { throw RecordDecodingError("„followUpDismissed“ muss true/false sein") }
                dismissed = b
            }
            let created = try time("createdAt")
            return .snapshot(Snapshot(id: id, revision: revision, createdAt: created,
                                      revisedAt: try optionalTime("revisedAt") ?? created, rating: rating, source: source,
                                      followUpNote: note, followUpDismissed: dismissed))
        default:
            throw RecordDecodingError("unbekannte Art „\(kind)“")
        }
    }
}

/// Why one record of a backup could not be read (German reason).
public struct RecordDecodingError: Error, Equatable, Sendable {
    public let reason: String
    public init(_ reason: String) { self.reason = reason }
}
