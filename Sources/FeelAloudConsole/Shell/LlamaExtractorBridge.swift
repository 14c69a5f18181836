#if Llama
import CEditLineShim
import FeelAloudCore
import FeelAloudLanguage
import FeelAloudLlama

/// Builds the llama.cpp extractor (trait `Llama` only): progress while loading, a notice for
/// trimmed input, Ctrl-C cancels generation through the shim's SIGINT flag.
enum LlamaExtractorBridge {
    static func make(modelPath: String?, io: CommandIO, showProgress: Bool) -> Extractor {
        let path = modelPath ?? LlamaConfiguration.defaultModelPath(environment: io.environment)
        let sink = LlamaEventSink(io: io, showProgress: showProgress)
        return LlamaExtractor(configuration: LlamaConfiguration(modelPath: path),
                              dayOffsetSource: RuleBasedExtractor(),
                              onEvent: { sink.handle($0) },
                              interrupted: { fa_sigint_seen() != 0 })
    }
}

/// Shows loading progress and trimming notices on stderr.
final class LlamaEventSink: @unchecked Sendable {
    private let io: CommandIO
    private let showProgress: Bool
    private var last = -1

    init(io: CommandIO, showProgress: Bool) {
        self.io = io
        self.showProgress = showProgress
    }

    func handle(_ event: LlamaEvent) {
        switch event {
        case let .loading(fraction):
            guard showProgress else { return }
            let percent = Int(fraction * 100)
            if percent / 5 != last / 5 {
                last = percent
                io.writeError("\r" + Messages.llamaLoading(percent: percent))
            }
        case .loaded:
            if showProgress && last >= 0 { io.writeError("\r\u{1B}[K") }
        case let .inputTrimmed(original, kept):
            io.writeError(Messages.llamaInputTrimmed(original: original, kept: kept) + "\n")
        }
    }
}
#endif
