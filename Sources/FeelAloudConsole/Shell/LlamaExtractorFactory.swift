import FeelAloudCore
#if Llama
import FeelAloudLlama
#endif

/// Builds the llama.cpp extractor when the binary was built with the `Llama` trait;
/// otherwise an extractor that explains in German why it is unavailable.
enum LlamaExtractorFactory {
    static func make(modelPath: String?, io: CommandIO, showProgress: Bool) -> Extractor {
        #if Llama
        return LlamaExtractorBridge.make(modelPath: modelPath, io: io, showProgress: showProgress)
        #else
        return UnavailableExtractor(
            name: "llama",
            reason: "Dieses FeelAloud wurde ohne llama.cpp gebaut. „make llama“ baut es mit Sprachmodell.")
        #endif
    }
}

/// An extractor that is never available; carries the German reason.
final class UnavailableExtractor: Extractor {
    let name: String
    let reason: String
    init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }
    func availability() -> ExtractorAvailability { .unavailable(reason: reason) }
    func extract(_ text: String) throws(ExtractionError) -> ExtractionResult { throw .unavailable(reason: reason) }
}
