import FeelAloudCore

/// A staged draft file (`drafts/PID-START.json`, formerly `draft.json`), pretty-printed.
///
///     {"v":2,"stagedAt":"…","transcript":"…","fields":{…},"dayOffset":0,
///      "editing":null,            // or {"id":"…","revision":2}
///      "recordId":"…","revision":1}   // the record the save will write (missing in old drafts)
enum DraftCodec {
    static func json(for draft: StagedDraft) -> JSONValue {
        let editing: JSONValue = draft.editing.map { .object([("id", .string($0.id)), ("revision", .int($0.revision))]) } ?? .null
        return .object([
            ("v", .int(JournalCodec.currentVersion)),
            ("stagedAt", .string(draft.stagedAt.iso8601)),
            ("transcript", .string(draft.transcript)),
            ("fields", draft.fields.json),
            ("dayOffset", .int(draft.dayOffset)),
            ("editing", editing),
            ("recordId", .optionalString(draft.recordID)),
            ("revision", draft.revision.map { .int($0) } ?? .null),
        ])
    }

    static func decode(_ bytes: [UInt8]) throws(RecordDecodingError) -> StagedDraft {
        let value: JSONValue
        do throws(JSONParseError) {
            value = try bytes.withUnsafeBufferPointer { (buf) throws(JSONParseError) -> JSONValue in try JSONValue.parse(bytes: buf) }
        } catch {
            throw RecordDecodingError(.notJSON(error))
        }
        let r = RecordReader(value)
        var dayOffset = 0
        if let d = value["dayOffset"], !d.isNull {
            guard let n = d.intValue, n <= 0 else { throw RecordDecodingError(.badDayOffset) }
            dayOffset = n
        }
        var editing: (id: String, revision: Int)?
        if let e = value["editing"], !e.isNull {
            let er = RecordReader(e)
            editing = (try er.identifier("id"), try er.revision("revision"))
        }
        var recordID: String?
        var revision: Int?
        if let id = value["recordId"], !id.isNull { recordID = try r.identifier("recordId") }
        if let rev = value["revision"], !rev.isNull { revision = try r.revision("revision") }
        return StagedDraft(stagedAt: try r.timestamp("stagedAt"), transcript: try r.string("transcript"),
                           fields: try r.fields("fields"), dayOffset: dayOffset, editing: editing,
                           recordID: recordID, revision: recordID == nil ? nil : revision)
    }
}
