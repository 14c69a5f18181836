import FeelAloudCore

/// `feelaloud correct --json` (CONTRACT.md §3): stdin `{"fields": {#1–#9}, "utterance": "…"}`
/// -> `{"fields": {…}, "changed": ["key", …]}`, or with `"clarify": "German question"` (fields
/// unchanged, `changed` empty) when the utterance is ambiguous, conflicting or not understood.
///
/// Malformed input (not JSON, no object, missing/invalid "fields" or "utterance") is a usage
/// error: exit code 2 with a German message for stderr. Pure: the caller does the I/O.
public enum CorrectionJSON {
    public static func run(input: String, today: DayKey? = nil) -> (output: String, exitCode: Int32, error: String?) {
        let doc: JSONValue
        do {
            doc = try JSONValue.parse(input)
        } catch {
            return ("", 2, Messages.correctJSONInvalid(offset: error.offset, reason: error.reason))
        }
        guard doc.objectValue != nil else {
            return ("", 2, Messages.correctJSONNotAnObject)
        }
        guard let fieldsJSON = doc["fields"], fieldsJSON.objectValue != nil else {
            return ("", 2, Messages.correctJSONMissing("fields", "kein Objekt"))
        }
        guard let utterance = doc["utterance"]?.stringValue else {
            return ("", 2, Messages.correctJSONMissing("utterance", "kein Text"))
        }
        let fields: EntryFields
        do {
            fields = try EntryFields(json: fieldsJSON)
        } catch {
            return ("", 2, Messages.correctJSONBadField(key: error.key, reason: error.reason))
        }
        // §5.3: "dayOffset" in and out; a day correction is read first (CorrectionDayReader).
        let dayOffset: Int
        switch CorrectionDayReader.inputDayOffset(doc) {
        case let .success(n): dayOffset = n
        case let .failure(e): return ("", 2, e.message)
        }
        let out = today.flatMap { CorrectionDayReader.jsonResponse(fields: fields, utterance: utterance, dayOffset: dayOffset, today: $0,
                                                                         fieldResponse: { response(fields: $0, utterance: $1) }) }
            ?? CorrectionDayReader.withDayOffset(response(fields: fields, utterance: utterance), dayOffset)
        return (out.serialized() + "\n", 0, nil)
    }

    /// The contract object for one correction.
    public static func response(fields: EntryFields, utterance: String) -> JSONValue {
        switch CorrectionParser.parse(utterance, current: fields) {
        case let .changes(updated, changed):
            return .object([("fields", updated.json), ("changed", .array(changed.map { .string($0.rawValue) }))])
        case let .clarify(question, _), let .notUnderstood(question):
            return clarify(fields, question)
        case .confirm, .cancel:
            // "ja, passt" / "abbrechen": understood, nothing to change.
            return .object([("fields", fields.json), ("changed", .array([]))])
        case .reject:
            return clarify(fields, Messages.correctionWhatIsWrong)
        case .undo:
            return clarify(fields, Messages.correctJSONNoUndo)
        }
    }

    static func clarify(_ fields: EntryFields, _ question: String) -> JSONValue {
        .object([("fields", fields.json), ("changed", .array([])), ("clarify", .string(question))])
    }
}
