/// What one spoken/typed utterance means while the person reviews an entry's fields
/// (issue 4 item 2). Produced by `CorrectionParser.parse`; consumed by the dialogue and by
/// `correct --json`.
public enum CorrectionOutcome: Equatable, Sendable {
    /// One or more fields were corrected. `changed` lists the keys whose value differs from
    /// the input fields (contract order; includes fields cleared by the conditional rules).
    /// It may be empty when the utterance restated the current values.
    case changes(EntryFields, changed: [FieldKey])
    /// The utterance was ambiguous or conflicts with the conditional rules: ask back.
    /// `options` are short replies the person can give (e.g. "4 mittel", "5 mittel").
    case clarify(question: String, options: [String])
    /// "ja", "passt so", "speichern": store the entry as shown.
    case confirm
    /// "nein", "falsch" alone: something is wrong, the dialogue asks what.
    case reject
    /// "abbrechen", "verwerfen": discard (the dialogue asks once).
    case cancel
    /// "rückgängig": undo the last correction.
    case undo
    /// Nothing usable was recognised; `question` asks the person to rephrase.
    case notUnderstood(question: String)
}
