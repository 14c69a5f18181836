/// Progress and notices from the llama extractor, for the console to show.
public enum LlamaEvent: Equatable, Sendable {
    /// Model loading, 0…1 (called often; render as a progress bar on a terminal).
    case loading(fraction: Double)
    /// The model is loaded and ready.
    case loaded(seconds: Double)
    /// The paragraph was longer than the model may read; only the first `kept` characters of
    /// `original` were given to the model (the transcript keeps the whole text).
    case inputTrimmed(original: Int, kept: Int)
}

/// Measurements of the last paragraph (for `bench-extract` and debugging).
public struct LlamaRunStats: Equatable, Sendable {
    /// Tokens of the whole prompt (system prompt, examples, paragraph).
    public var promptTokens = 0
    /// Prompt tokens taken from the KV cache of the previous paragraph.
    public var reusedPromptTokens = 0
    public var generatedTokens = 0
    public var promptSeconds = 0.0
    public var generationSeconds = 0.0
    /// Steps where the model's first choice broke the grammar and the whole vocabulary was filtered.
    public var grammarFallbacks = 0
    /// Prompt-lookup draft tokens proposed / kept (they equal the model's own greedy choice).
    public var draftTokens = 0
    public var acceptedDraftTokens = 0

    public init() {}

    public var generatedTokensPerSecond: Double {
        generationSeconds > 0 ? Double(generatedTokens) / generationSeconds : 0
    }
}
