import FeelAloudCore
#if Llama
import FeelAloudLlama
#endif

/// Builds the llama.cpp extractor when the binary was built with the `Llama` trait;
/// otherwise an extractor that explains in German why it is unavailable.
enum LlamaExtractorFactory {
    static let notBuiltReason = ExtractorUnavailability.notBuiltHere

    /// Whether this binary contains llama.cpp at all (the model file is checked when it loads).
    static var buildAvailability: ExtractorAvailability {
        #if Llama
        return .available
        #else
        return .unavailable(reason: notBuiltReason)
        #endif
    }

    static func make(modelPath: String?, io: CommandIO, showProgress: Bool) -> Extractor {
        #if Llama
        return LlamaExtractorBridge.make(modelPath: modelPath, io: io, showProgress: showProgress)
        #else
        return UnavailableExtractor(
            name: "llama",
            reason: notBuiltReason)
        #endif
    }
}

/// An extractor that is never available; carries the reason.
final class UnavailableExtractor: Extractor {
    let name: String
    let reason: ExtractorUnavailability
    init(name: String, reason: ExtractorUnavailability) {
        self.name = name
        self.reason = reason
    }
    func availability() -> ExtractorAvailability { .unavailable(reason: reason) }
    func extract(_ text: String) throws(ExtractionError) -> ExtractionResult { throw .unavailable(reason: reason) }
}
