import FeelAloudCore

/// The JSON mapping of one journal record in the backup (format version 1):
///
///     {"kind":"entry","id":…,"revision":1,"createdAt":"2026-11-29T21:14:05+01:00",
///      "revisedAt":…,"day":"2026-11-29","source":"repl","fields":{#1–#9},"transcript":…}
///     {"kind":"tombstone","id":…,"revision":2,"deletedAt":…}
///     {"kind":"snapshot","id":…,"revision":1,"createdAt":…,"revisedAt":…,"rating":4,
///      "source":"manual","followUpNote":null,"followUpDismissed":false}
///
/// Keys in this order, explicit nulls, so encoding is deterministic. Unknown keys are ignored.
public enum JournalRecordJSON {
    public static func encode(_ record: JournalRecord) -> JSONValue {
        switch record {
        case let .entry(e):
            return .object([
                ("kind", .string("entry")), ("id", .string(e.id)), ("revision", .int(e.revision)),
                ("createdAt", .string(e.createdAt.iso8601)), ("revisedAt", .string(e.revisedAt.iso8601)),
                ("day", .string(e.day.description)), ("source", .string(e.source.rawValue)),
                ("fields", e.fields.json), ("transcript", .string(e.transcript)),
            ])
        case let .tombstone(t):
            return .object([
                ("kind", .string("tombstone")), ("id", .string(t.id)), ("revision", .int(t.revision)),
                ("deletedAt", .string(t.deletedAt.iso8601)),
            ])
        case let .snapshot(s):
            return .object([
                ("kind", .string("snapshot")), ("id", .string(s.id)), ("revision", .int(s.revision)),
                ("createdAt", .string(s.createdAt.iso8601)), ("revisedAt", .string(s.revisedAt.iso8601)),
                ("rating", .int(s.rating.rawValue)), ("source", .string(s.source.rawValue)),
                ("followUpNote", .optionalString(s.followUpNote)), ("followUpDismissed", .bool(s.followUpDismissed)),
            ])
        }
    }

    /// Decodes and validates one record; the error's text names the offending key (German).
    public static func decode(_ v: JSONValue) throws(RecordDecodingError) -> JournalRecord {
        guard v.objectValue != nil else { throw RecordDecodingError("kein JSON-Objekt") }
        func string(_ k: String) throws(RecordDecodingError) -> String {
            guard let s = v[k]?.stringValue else { throw RecordDecodingError("„\(k)“ fehlt oder ist kein Text") }
            return s
        }
        func time(_ k: String) throws(RecordDecodingError) -> LocalTimestamp {
            let s = try string(k)
            guard let t = LocalTimestamp(iso8601: s) else { throw RecordDecodingError("„\(k)“ ist kein Zeitpunkt: \(s)") }
            return t
        }
        let kind = try string("kind")
        let id = try string("id")
        guard !id.isEmpty else { throw RecordDecodingError("„id“ ist leer") }
        guard let revision = v["revision"]?.intValue, revision >= 1 else {
            throw RecordDecodingError("„revision“ muss eine ganze Zahl ab 1 sein")
        }
        switch kind {
        case "entry":
            let daySource = try string("day")
            guard let day = DayKey(daySource) else { throw RecordDecodingError("„day“ ist kein Datum: \(daySource)") }
            let src = try string("source")
            guard let source = EntrySource(rawValue: src) else { throw RecordDecodingError("unbekannte Quelle „\(src)“") }
            guard let fieldsJSON = v["fields"] else { throw RecordDecodingError("„fields“ fehlt") }
            let fields: EntryFields
            do throws(FieldDecodingError) { fields = try EntryFields(json: fieldsJSON) } catch {
                throw RecordDecodingError("Feld „\(error.key)“: \(error.reason)")
            }
            return .entry(DiaryEntry(id: id, revision: revision, createdAt: try time("createdAt"),
                                     revisedAt: try time("revisedAt"), day: day, fields: fields,
                                     transcript: try string("transcript"), source: source))
        case "tombstone":
            return .tombstone(Tombstone(id: id, revision: revision, deletedAt: try time("deletedAt")))
        case "snapshot":
            guard let r = v["rating"]?.intValue, let rating = SnapshotRating(rawValue: r) else {
                throw RecordDecodingError("„rating“ muss 1 bis 5 sein")
            }
            let src = try string("source")
            guard let source = SnapshotSource(rawValue: src) else { throw RecordDecodingError("unbekannte Quelle „\(src)“") }
            var note: String?
            if let n = v["followUpNote"], !n.isNull {
                guard let s = n.stringValue else { throw RecordDecodingError("„followUpNote“ ist kein Text") }
                note = s
            }
            var dismissed = false
            if let d = v["followUpDismissed"], !d.isNull {
                guard let b = d.boolValue else { throw RecordDecodingError("„followUpDismissed“ muss true/false sein") }
                dismissed = b
            }
            return .snapshot(Snapshot(id: id, revision: revision, createdAt: try time("createdAt"),
                                      revisedAt: try time("revisedAt"), rating: rating, source: source,
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
