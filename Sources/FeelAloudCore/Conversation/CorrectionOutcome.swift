/// What one utterance during review means (produced by the CorrectionParser in
/// FeelAloudLanguage, consumed by the Conversation).
public enum CorrectionOutcome: Equatable, Sendable {
    /// Fields after applying the correction(s), and which keys changed.
    case changes(EntryFields, changed: [FieldKey])
    /// Ambiguous or not allowed silently: ask back with the likely options.
    case clarify(question: String, options: [String])
    /// "ja", "passt", "speichern": store the draft.
    case confirm
    /// "nein", "falsch" alone: something is wrong, but not what.
    case reject
    /// "abbrechen", "verwerfen".
    case cancel
    /// "rückgängig".
    case undo
    /// Not understood; the German question to ask back.
    case notUnderstood(question: String)
}
