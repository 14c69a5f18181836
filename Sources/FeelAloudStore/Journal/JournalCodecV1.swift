import FeelAloudCore

/// Reader for schema v1 journal lines (the first format): everything at the top level,
/// short key names and German value words.
///
///     {"schema":1,"type":"entry","id":"…","rev":1,"created":"…","updated":"…","date":"2025-03-02",
///      "mood":"gut","music":true,"song":"…","earworm":"stark","distress":"mittel",
///      "countered":true,"counter":"Kaugummi gekaut","social":false,"stress":null,
///      "text":"…","origin":"repl"}
///     {"schema":1,"type":"deleted","id":"…","rev":2,"updated":"…"}
///     {"schema":1,"type":"checkin","id":"…","rev":1,"created":"…","updated":"…","rating":2,
///      "origin":"notification","note":null,"dismissed":false}
///
/// "rev" defaults to 1 and "updated" to "created"; "countered" may be missing (an activity
/// implies it). Values: mood gut/neutral/schlecht, earworm schwach/mittel/stark, distress and
/// stress keiner/gering/mittel/hoch. Decoded records are ordinary v2 values; `migrate()`
/// rewrites such lines as v2.
enum JournalCodecV1 {
    static let moods: [String: Mood] = ["gut": .good, "neutral": .neutral, "schlecht": .bad]
    static let strengths: [String: EarwormStrength] = ["schwach": .weak, "mittel": .medium, "stark": .strong]
    static let severities: [String: Severity] = ["keiner": .none, "gering": .low, "mittel": .medium, "hoch": .high]

    static func decode(_ value: JSONValue) throws(RecordDecodingError) -> JournalRecord {
        let r = RecordReader(value)
        let type = try r.string("type")
        let id = try r.identifier("id")
        let revision = value["rev"] == nil ? 1 : try r.revision("rev")
        switch type {
        case "entry":
            let created = try r.timestamp("created")
            var raw = EntryFields.Raw()
            raw.mood = try word("mood", moods, in: r) ?? .neutral
            raw.musicInHead = try r.optionalBool("music") ?? false
            raw.songName = try r.optionalString("song")
            raw.earwormStrength = try word("earworm", strengths, in: r)
            raw.distress = try word("distress", severities, in: r)
            raw.countermeasureActivity = try r.optionalString("counter")
            raw.countermeasures = try r.optionalBool("countered") ?? (raw.countermeasureActivity != nil)
            raw.socialContact = try r.optionalBool("social") ?? false
            raw.stress = try word("stress", severities, in: r)
            return .entry(DiaryEntry(
                id: id, revision: revision, createdAt: created,
                revisedAt: try r.optionalTimestamp("updated") ?? created,
                day: value["date"] == nil ? created.day : try r.day("date"),
                fields: EntryFields(raw: raw), transcript: try r.optionalString("text") ?? "",
                source: value["origin"] == nil ? .repl : try r.enumValue("origin", EntrySource.self)))
        case "deleted":
            return .tombstone(Tombstone(id: id, revision: revision, deletedAt: try r.timestamp("updated")))
        case "checkin":
            let created = try r.timestamp("created")
            return .snapshot(Snapshot(
                id: id, revision: revision, createdAt: created,
                revisedAt: try r.optionalTimestamp("updated") ?? created,
                rating: try r.rating("rating"),
                source: value["origin"] == nil ? .manual : try r.enumValue("origin", SnapshotSource.self),
                followUpNote: try r.optionalString("note"),
                followUpDismissed: try r.optionalBool("dismissed") ?? false))
        default:
            throw RecordDecodingError(.unknownKindV1(type))
        }
    }

    private static func word<T>(_ key: String, _ table: [String: T], in r: RecordReader) throws(RecordDecodingError) -> T? {
        guard let s = try r.optionalString(key) else { return nil }
        guard let v = table[s] else { throw RecordDecodingError(.unknownValue(key: key, value: s)) }
        return v
    }
}
