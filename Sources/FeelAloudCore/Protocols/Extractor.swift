/// Turns a free German paragraph into the contract's typed fields. Implementations: the
/// rule-based extractor (FeelAloudLanguage, default) and the optional llama.cpp one.
public protocol Extractor: AnyObject, Sendable {
    /// Short identifier ("rules", "llama").
    var name: String { get }
    /// Whether the extractor can run now; `.unavailable` says why (as data).
    func availability() -> ExtractorAvailability
    /// Extracts fields from one paragraph.
    func extract(_ text: String) throws(ExtractionError) -> ExtractionResult
    /// Builds what the first `extract` would build lazily (tables, indexes), so that the first
    /// paragraph does not wait for it. Safe on any thread; never required for correctness.
    func prepare()
}

extension Extractor {
    public func prepare() {}
}

/// Result of an extractor's availability check.
public enum ExtractorAvailability: Equatable, Sendable {
    case available
    /// Why not (worded by `Messages.extractorUnavailable`).
    case unavailable(reason: ExtractorUnavailability)
}

/// Why extraction failed, as data; `Messages.extractionError` words it for the person.
public enum ExtractionError: Error, Equatable, Sendable {
    case emptyInput
    case notText
    case unavailable(reason: ExtractorUnavailability)
    case modelFailed(reason: ModelFailure)
    case cancelled
}
