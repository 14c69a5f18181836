/// Turns a free German paragraph into the contract's typed fields. Implementations: the
/// rule-based extractor (FeelAloudLanguage, default) and the optional llama.cpp one.
public protocol Extractor: AnyObject, Sendable {
    /// Short identifier ("rules", "llama").
    var name: String { get }
    /// Whether the extractor can run now; `.unavailable` carries a German reason.
    func availability() -> ExtractorAvailability
    /// Extracts fields from one paragraph.
    func extract(_ text: String) throws(ExtractionError) -> ExtractionResult
}

/// Result of an extractor's availability check.
public enum ExtractorAvailability: Equatable, Sendable {
    case available
    /// German sentence explaining why (shown to the person).
    case unavailable(reason: String)
}

/// Why extraction failed; `message` is German and shown to the person.
public enum ExtractionError: Error, Equatable, Sendable {
    case emptyInput
    case notText
    case unavailable(reason: String)
    case modelFailed(reason: String)
    case cancelled
}
