import FeelAloudCore

/// The model's answer format: the contract's nine keys as one JSON line (`{"mood": "good",
/// "musicInHead": true, …}`), the same form the grammar forces and the few-shot answers show.
public enum ModelAnswer {
    /// Longest song name / activity the grammar lets the model write.
    public static let maxTextLength = 60

    /// Renders fields in the grammar's exact layout.
    public static func render(_ fields: EntryFields) -> String {
        let parts = fields.jsonPairs.map { key, value in
            "\(JSONValue.string(key).serialized()): \(value.serialized())"
        }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    /// Validates a model answer: JSON object, known keys with allowed values, conditional rules
    /// applied by `EntryFields`. Throws `.modelFailed` with a typed reason.
    public static func parse(_ answer: String) throws(ExtractionError) -> EntryFields {
        let json: JSONValue
        do { json = try JSONValue.parse(answer) } catch {
            throw .modelFailed(reason: .answerNotJSON(error))
        }
        guard let pairs = json.objectValue else { throw .modelFailed(reason: .answerNotAnObject) }
        let known = Set(FieldKey.allCases.map(\.rawValue))
        if let unknown = pairs.first(where: { !known.contains($0.0) }) {
            throw .modelFailed(reason: .unknownField(unknown.0))
        }
        if let missing = FieldKey.allCases.first(where: { json[$0.rawValue] == nil }) {
            throw .modelFailed(reason: .fieldMissing(missing.rawValue))
        }
        do { return try EntryFields(json: json) } catch {
            throw .modelFailed(reason: .badField(error))
        }
    }

    /// Whether a string fits the grammar's `text` rule.
    public static func isGrammarText(_ s: String) -> Bool {
        let count = s.unicodeScalars.count
        return count >= 1 && count <= maxTextLength
            && !s.unicodeScalars.contains { $0 == "\"" || $0 == "\\" || $0.value < 0x20 }
    }
}
