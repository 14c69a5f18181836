import Foundation

/// Settings of the llama extractor. Defaults suit the 2-core machines this runs on.
public struct LlamaConfiguration: Equatable, Sendable {
    /// The GGUF model file.
    public var modelPath: String
    /// Prompt files (`prompts/`); nil = `LlamaPrompts.locate()`.
    public var promptsDirectory: String?
    /// CPU threads for generation and prompt processing.
    public var threads: Int
    /// Context window in tokens (system prompt + examples + paragraph + answer).
    public var contextTokens: Int
    /// Longer paragraphs are trimmed to this many characters (with a notice).
    public var maxInputCharacters: Int
    /// Upper bound on generated tokens per paragraph.
    public var maxOutputTokens: Int
    /// Upper bound on the time for one paragraph, in seconds (the first one also pays for the
    /// shared prompt prefix).
    public var timeLimitSeconds: Double
    /// Where the KV state of the shared prompt prefix is kept between runs (nil = not kept):
    /// later processes skip the slow first prompt.
    public var prefixCacheDirectory: String?
    /// Propose the next tokens from the few-shot answers and verify them in one batch
    /// (prompt-lookup decoding; same greedy output). Off by default: on 2 CPU cores a batch of
    /// 5 costs about as much as the 4 single steps it saves (measured: no gain).
    public var promptLookupDrafts: Bool

    public init(
        modelPath: String,
        promptsDirectory: String? = nil,
        threads: Int = LlamaConfiguration.defaultThreads,
        contextTokens: Int = 4096,
        maxInputCharacters: Int = 1500,
        maxOutputTokens: Int = 192,
        timeLimitSeconds: Double = 120,
        prefixCacheDirectory: String? = LlamaConfiguration.defaultPrefix() + "/cache/prefix",
        promptLookupDrafts: Bool = false
    ) {
        self.modelPath = modelPath
        self.promptsDirectory = promptsDirectory
        self.threads = threads
        self.contextTokens = contextTokens
        self.maxInputCharacters = maxInputCharacters
        self.maxOutputTokens = maxOutputTokens
        self.timeLimitSeconds = timeLimitSeconds
        self.prefixCacheDirectory = prefixCacheDirectory
        self.promptLookupDrafts = promptLookupDrafts
    }

    public static var defaultThreads: Int { max(1, min(4, ProcessInfo.processInfo.activeProcessorCount)) }

    /// `FEELALOUD_LLAMA_PREFIX` or `~/.local/share/feelaloud/llama` (where `make llama` installs).
    public static func defaultPrefix(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let p = environment["FEELALOUD_LLAMA_PREFIX"], !p.isEmpty { return p }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.local/share/feelaloud/llama"
    }

    /// The model `make llama` installs (Qwen2.5-Coder-1.5B-Instruct Q4_K_M).
    public static let defaultModelFile = "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"

    public static func defaultModelPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        defaultPrefix(environment: environment) + "/models/" + defaultModelFile
    }
}
