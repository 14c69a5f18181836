import FeelAloudCore

/// One worked example shown to the model before the real paragraph: a diary text and the
/// fields it should yield (already normalised by `EntryFields`).
public struct FewShotExample: Equatable, Sendable {
    public var text: String
    public var fields: EntryFields

    public init(text: String, fields: EntryFields) {
        self.text = text
        self.fields = fields
    }

    /// The assistant's answer, in exactly the form the grammar produces.
    public var answer: String { ModelAnswer.render(fields) }

    /// Parses `few-shot.jsonl`: one `{"text", "fields"}` object per line; `#` lines and blank
    /// lines are skipped.
    public static func parseLines(_ content: String) throws(PromptLoadError) -> [FewShotExample] {
        var out: [FewShotExample] = []
        for (index, rawLine) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine).trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            let number = index + 1
            let json: JSONValue
            do { json = try JSONValue.parse(line) } catch {
                throw .invalid(file: LlamaPrompts.fewShotFile, line: number, reason: .exampleNotJSON(error))
            }
            guard let text = json["text"]?.stringValue, !text.trimmingWhitespace().isEmpty else {
                throw .invalid(file: LlamaPrompts.fewShotFile, line: number, reason: .textMissing)
            }
            guard let fieldsJSON = json["fields"] else {
                throw .invalid(file: LlamaPrompts.fewShotFile, line: number, reason: .fieldsMissing)
            }
            let fields: EntryFields
            do { fields = try EntryFields(json: fieldsJSON) } catch {
                throw .invalid(file: LlamaPrompts.fewShotFile, line: number, reason: .badField(error))
            }
            for key in [fields.songName, fields.countermeasureActivity].compactMap({ $0 })
            where !ModelAnswer.isGrammarText(key) {
                throw .invalid(file: LlamaPrompts.fewShotFile, line: number,
                               reason: .exampleTextNotInGrammar(text: key, maxLength: ModelAnswer.maxTextLength))
            }
            out.append(FewShotExample(text: text, fields: fields))
        }
        guard !out.isEmpty else {
            throw .invalid(file: LlamaPrompts.fewShotFile, line: nil, reason: .noExamples)
        }
        return out
    }
}
