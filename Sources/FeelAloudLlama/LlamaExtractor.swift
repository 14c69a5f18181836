import FeelAloudCore
import Foundation

/// The optional local extractor over llama.cpp (package trait `Llama`, `make llama`).
///
/// The model is loaded once per process (on `load()` or the first `extract`), the shared
/// prompt prefix (system prompt + few-shot examples) stays in the KV cache, decoding is greedy
/// and constrained by `prompts/extraction.gbnf`, and the answer is validated into
/// `EntryFields` (conditional rules applied). Every failure is an `ExtractionError` with a
/// German reason, never a crash. Without the trait it reports itself unavailable.
public final class LlamaExtractor: Extractor, @unchecked Sendable {
    public let name = "llama"
    public let configuration: LlamaConfiguration
    /// Set it (or call `cancel()`) from any thread to stop the running paragraph (Ctrl-C).
    public let cancellation: LlamaCancellation

    private let onEvent: (@Sendable (LlamaEvent) -> Void)?
    private let dayOffsetSource: (any Extractor)?
    private let lock = NSLock()
    private var prompts: LlamaPrompts?
    private var stats = LlamaRunStats()
    #if Llama
    private var engine: LlamaEngine?
    #endif

    /// - Parameters:
    ///   - prompts: already loaded prompts; nil = load from `configuration.promptsDirectory`
    ///     or `LlamaPrompts.locate()` when first needed.
    ///   - dayOffsetSource: an extractor (the rule-based one) whose `dayOffset` is used, since
    ///     the model answers the nine fields only.
    ///   - onEvent: loading progress and notices (called on the extracting thread).
    ///   - interrupted: polled between tokens and inside llama.cpp's decode; return true to
    ///     cancel (pass the console's SIGINT flag check). `cancel()` works too.
    public init(
        configuration: LlamaConfiguration,
        prompts: LlamaPrompts? = nil,
        dayOffsetSource: (any Extractor)? = nil,
        onEvent: (@Sendable (LlamaEvent) -> Void)? = nil,
        interrupted: (@Sendable () -> Bool)? = nil
    ) {
        self.cancellation = LlamaCancellation(external: interrupted)
        self.configuration = configuration
        self.prompts = prompts
        self.dayOffsetSource = dayOffsetSource
        self.onEvent = onEvent
    }

    /// Library built in, model file present and a GGUF, enough memory, prompt files valid.
    public func availability() -> ExtractorAvailability {
        if let problem = LlamaAvailability.problem(modelPath: configuration.modelPath) {
            return .unavailable(reason: problem)
        }
        lock.lock(); defer { lock.unlock() }
        do { _ = try loadedPrompts() } catch {
            return .unavailable(reason: .prompts(error))
        }
        return .available
    }

    /// Stops the paragraph being extracted (safe from any thread).
    public func cancel() { cancellation.cancel() }

    /// Measurements of the last `extract` call.
    public var lastStats: LlamaRunStats {
        lock.lock(); defer { lock.unlock() }
        return stats
    }

    /// Loads prompts and model now (idempotent), reporting `.loading` progress.
    public func load() throws(ExtractionError) {
        lock.lock(); defer { lock.unlock() }
        try loadLocked()
    }

    public func extract(_ text: String) throws(ExtractionError) -> ExtractionResult {
        let transcript = ExtractionResult.transcript(of: text)
        guard !transcript.isEmpty else { throw .emptyInput }
        guard !transcript.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0xFFFD }) else {
            throw .notText
        }
        let dayOffset = (try? dayOffsetSource?.extract(text))?.dayOffset ?? 0
        lock.lock(); defer { lock.unlock() }
        try loadLocked()
        #if Llama
        guard let engine, let prompts else { throw .unavailable(reason: .notLoadedYet) }
        let input = InputBound.trim(transcript, maxCharacters: configuration.maxInputCharacters)
        if input.count < transcript.count {
            onEvent?(.inputTrimmed(original: transcript.count, kept: input.count))
        }
        cancellation.reset()
        var runStats = LlamaRunStats()
        defer { stats = runStats }
        let answer = try engine.generate(
            prompts: prompts, paragraph: input,
            maxTokens: configuration.maxOutputTokens,
            timeLimit: configuration.timeLimitSeconds,
            stats: &runStats
        )
        let fields = Grounding.apply(try ModelAnswer.parse(answer), text: input)
        return ExtractionResult(
            fields: fields, transcript: transcript, dayOffset: dayOffset,
            unstated: Self.unstated(fields)
        )
        #else
        _ = dayOffset
        throw .unavailable(reason: LlamaAvailability.problem(modelPath: configuration.modelPath, compiledIn: false) ?? .notCompiledIn)
        #endif
    }

    #if Llama
    /// Test hook: whether the grammar accepts `text` in the loaded model's vocabulary.
    func grammarAccepts(_ text: String) throws(ExtractionError) -> Bool {
        lock.lock(); defer { lock.unlock() }
        try loadLocked()
        guard let engine, let prompts else { return false }
        return engine.grammarAccepts(prompts.grammar, text)
    }

    /// The chat template in use (diagnostics).
    var chatTemplateName: String? {
        lock.lock(); defer { lock.unlock() }
        return engine?.templateName
    }
    #endif

    /// Nullable fields that apply but the model left null: nothing was said about them.
    static func unstated(_ fields: EntryFields) -> Set<FieldKey> {
        Set(FieldKey.allCases.filter { fields.applies($0) && fields.value(of: $0) == .null })
    }

    private func loadedPrompts() throws(PromptLoadError) -> LlamaPrompts {
        if let prompts { return prompts }
        let loaded: LlamaPrompts
        if let dir = configuration.promptsDirectory {
            loaded = try LlamaPrompts.load(from: dir)
        } else {
            loaded = try LlamaPrompts.loadDefault()
        }
        prompts = loaded
        return loaded
    }

    private func loadLocked() throws(ExtractionError) {
        do { _ = try loadedPrompts() } catch {
            throw .unavailable(reason: .prompts(error))
        }
        #if Llama
        if engine != nil { return }
        if let problem = LlamaAvailability.problem(modelPath: configuration.modelPath) {
            throw .unavailable(reason: problem)
        }
        let start = Date()
        let events = onEvent
        engine = try LlamaEngine(
            configuration: configuration, cancellation: cancellation,
            progress: { fraction in events?(.loading(fraction: fraction)) }
        )
        onEvent?(.loaded(seconds: Date().timeIntervalSince(start)))
        #else
        throw .unavailable(reason: LlamaAvailability.problem(modelPath: configuration.modelPath, compiledIn: false) ?? .notCompiledIn)
        #endif
    }
}
