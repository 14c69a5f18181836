import FeelAloudCore

/// `feelaloud correct --json` (CONTRACT.md §3): stdin `{"fields": {#1–#9}, "utterance": "…"}`
/// -> `{"fields": {…}, "changed": ["key", …]}`, or with `"clarify": "German question"` (fields
/// unchanged, `changed` empty) when the utterance is ambiguous, conflicting or not understood.
///
/// Malformed input (not JSON, no object, missing/invalid "fields" or "utterance") is a usage
/// error: a `CorrectionInputError` (exit code 2, German message from the catalogue). Pure: the
/// caller does the I/O.
public enum CorrectionJSON {
    /// The answer document, or why the input was refused.
    public struct Outcome: Sendable {
        public var output: String
        /// Why the input was refused; the console's `ErrorReport` gives it exit code 2.
        public var failure: CorrectionInputError?
        /// The German stderr message for a refused input.
        public var error: String? { failure.map(Messages.correctionInputError) }
        static func refused(_ e: CorrectionInputError) -> Outcome { Outcome(output: "", failure: e) }
    }

    public static func run(input: String, today: DayKey? = nil) -> Outcome {
        let doc: JSONValue
        do {
            doc = try JSONValue.parse(input)
        } catch {
            return .refused(.notJSON(error))
        }
        guard doc.objectValue != nil else {
            return .refused(.notAnObject)
        }
        guard let fieldsJSON = doc["fields"], fieldsJSON.objectValue != nil else {
            return .refused(.fieldsNotAnObject)
        }
        guard let utterance = doc["utterance"]?.stringValue else {
            return .refused(.utteranceNotText)
        }
        let fields: EntryFields
        do {
            fields = try EntryFields(json: fieldsJSON)
        } catch {
            return .refused(.badField(error))
        }
        // §5.3: "dayOffset" in and out; a day correction is read first (CorrectionDayReader).
        let dayOffset: Int
        switch CorrectionDayReader.inputDayOffset(doc) {
        case let .success(n): dayOffset = n
        case .failure: return .refused(.badDayOffset)
        }
        let out = today.flatMap { CorrectionDayReader.jsonResponse(fields: fields, utterance: utterance, dayOffset: dayOffset, today: $0,
                                                                         fieldResponse: { response(fields: $0, utterance: $1) }) }
            ?? CorrectionDayReader.withDayOffset(response(fields: fields, utterance: utterance), dayOffset)
        return Outcome(output: out.serialized() + "\n", failure: nil)
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
