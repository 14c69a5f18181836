#if Llama
import CLlama
import FeelAloudCore
import Foundation

/// llama.cpp backend set-up, once per process: quiet logging unless FEELALOUD_LLAMA_LOG is set.
private let llamaBackendReady: Void = {
    llama_log_set({ level, text, _ in
        guard let text, getenv("FEELALOUD_LLAMA_LOG") != nil else { return }
        _ = level
        let len = strlen(text)
        _ = write(2, text, len)
    }, nil)
    llama_backend_init()
}()

/// Boxes handed to C callbacks through `user_data`.
private final class ProgressBox {
    let report: (Double) -> Void
    init(_ report: @escaping (Double) -> Void) { self.report = report }
}

private final class AbortBox {
    let cancellation: LlamaCancellation
    var deadline: UInt64 = .max  // DispatchTime uptime nanoseconds
    init(_ cancellation: LlamaCancellation) { self.cancellation = cancellation }
    var shouldAbort: Bool {
        cancellation.isCancelled || DispatchTime.now().uptimeNanoseconds > deadline
    }
}

/// One loaded model and context: the only place that talks to llama.cpp's C API.
/// Not thread-safe; `LlamaExtractor` serialises access.
final class LlamaEngine {
    private let model: OpaquePointer
    private let context: OpaquePointer
    private let vocab: OpaquePointer
    private let vocabSize: Int
    private let chatTemplate: String
    private let batchSize: Int32
    private let contextSize: Int
    private let abortBox: AbortBox
    /// Tokens whose keys/values are in the KV cache (sequence 0), in order.
    private var cached: [llama_token] = []
    private var candidates: [llama_token_data]

    init(
        configuration: LlamaConfiguration,
        cancellation: LlamaCancellation,
        progress: @escaping (Double) -> Void
    ) throws(ExtractionError) {
        _ = llamaBackendReady
        let progressBox = ProgressBox(progress)
        var modelParams = llama_model_default_params()
        modelParams.n_gpu_layers = 0
        modelParams.progress_callback = { fraction, user in
            guard let user else { return true }
            Unmanaged<ProgressBox>.fromOpaque(user).takeUnretainedValue().report(Double(fraction))
            return true
        }
        modelParams.progress_callback_user_data = Unmanaged.passUnretained(progressBox).toOpaque()
        let loaded = withExtendedLifetime(progressBox) {
            llama_model_load_from_file(configuration.modelPath, modelParams)
        }
        guard let loaded else {
            throw .unavailable(reason: .modelLoadFailed(path: configuration.modelPath))
        }
        model = loaded
        guard let v = llama_model_get_vocab(model) else {
            llama_model_free(model)
            throw .unavailable(reason: .noVocabulary)
        }
        vocab = v
        vocabSize = Int(llama_vocab_n_tokens(vocab))

        abortBox = AbortBox(cancellation)
        prefixCacheDirectory = configuration.prefixCacheDirectory
        useDrafts = configuration.promptLookupDrafts
        modelPath = configuration.modelPath
        var ctxParams = llama_context_default_params()
        ctxParams.n_ctx = UInt32(configuration.contextTokens)
        ctxParams.n_batch = 512
        ctxParams.n_ubatch = 512
        ctxParams.n_seq_max = 1
        ctxParams.n_threads = Int32(configuration.threads)
        ctxParams.n_threads_batch = Int32(configuration.threads)
        ctxParams.swa_full = true  // lets the prefix be reused on sliding-window models (Gemma)
        ctxParams.no_perf = true
        ctxParams.abort_callback = { user in
            guard let user else { return false }
            return Unmanaged<AbortBox>.fromOpaque(user).takeUnretainedValue().shouldAbort
        }
        ctxParams.abort_callback_data = Unmanaged.passUnretained(abortBox).toOpaque()
        guard let ctx = llama_init_from_model(model, ctxParams) else {
            llama_model_free(model)
            throw .unavailable(reason: .noContext)
        }
        context = ctx
        batchSize = Int32(llama_n_batch(ctx))
        contextSize = Int(llama_n_ctx(ctx))
        chatTemplate = Self.chatTemplate(for: loaded)
        candidates = [llama_token_data](repeating: llama_token_data(id: 0, logit: 0, p: 0), count: vocabSize)
    }

    deinit {
        llama_free(context)
        llama_model_free(model)
    }

    // MARK: Chat template

    /// The model's own template, else one by architecture (a GGUF without
    /// `tokenizer.chat_template` would otherwise silently get chatml).
    private static func chatTemplate(for model: OpaquePointer) -> String {
        if let t = llama_model_chat_template(model, nil) { return String(validatingCString: t) ?? "chatml" }
        var buf = [CChar](repeating: 0, count: 128)
        let n = llama_model_meta_val_str(model, "general.architecture", &buf, buf.count)
        let arch = n > 0 ? String(decoding: buf.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        if arch.hasPrefix("gemma") { return "gemma" }
        if arch.hasPrefix("llama") { return "llama3" }
        if arch.hasPrefix("phi3") { return "phi3" }
        if arch.hasPrefix("mistral") { return "mistral-v7" }
        return "chatml"
    }

    func formatPrompt(_ prompts: LlamaPrompts, paragraph: String) throws(ExtractionError) -> String {
        var messages: [(String, String)] = [("system", prompts.system)]
        for example in prompts.fewShot {
            messages.append(("user", ExtractionResult.transcript(of: example.text)))
            messages.append(("assistant", example.answer))
        }
        messages.append(("user", paragraph))
        if let text = Self.apply(template: chatTemplate, messages) { return text }
        if let text = Self.apply(template: "chatml", messages) { return text }
        throw .modelFailed(reason: .chatTemplateUnsupported)
    }

    private static func apply(template: String, _ messages: [(String, String)]) -> String? {
        let strings = messages.flatMap { [strdup($0.0), strdup($0.1)] }
        defer { strings.forEach { free($0) } }
        var chat: [llama_chat_message] = stride(from: 0, to: strings.count, by: 2).map {
            llama_chat_message(role: strings[$0], content: strings[$0 + 1])
        }
        var capacity = 2 * messages.reduce(0) { $0 + $1.0.utf8.count + $1.1.utf8.count } + 1024
        for _ in 0..<2 {
            var buf = [CChar](repeating: 0, count: capacity)
            let n = llama_chat_apply_template(template, &chat, chat.count, true, &buf, Int32(capacity))
            if n < 0 { return nil }
            if Int(n) <= capacity {
                return String(decoding: buf[0..<Int(n)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            capacity = Int(n) + 1
        }
        return nil
    }

    /// Whether the grammar accepts `text` token by token in this model's vocabulary (tests).
    func grammarAccepts(_ grammarText: String, _ text: String) -> Bool {
        guard let grammar = llama_sampler_init_grammar(vocab, grammarText, "root") else { return false }
        defer { llama_sampler_free(grammar) }
        let utf8 = Array(text.utf8CString.dropLast())
        var tokens = [llama_token](repeating: 0, count: utf8.count + 8)
        let n = llama_tokenize(vocab, utf8, Int32(utf8.count), &tokens, Int32(tokens.count), false, false)
        guard n >= 0 else { return false }
        for token in tokens.prefix(Int(n)) {
            var single = llama_token_data(id: token, logit: 0, p: 0)
            let ok: Bool = withUnsafeMutablePointer(to: &single) { ptr in
                var array = llama_token_data_array(data: ptr, size: 1, selected: -1, sorted: false)
                llama_sampler_apply(grammar, &array)
                return ptr.pointee.logit.isFinite
            }
            guard ok else { return false }
            llama_sampler_accept(grammar, token)
        }
        return true
    }

    /// The chat template in use (the model's own or the architecture's fallback).
    var templateName: String { chatTemplate.count > 40 ? "(Modellvorlage)" : chatTemplate }

    // MARK: Prefix cache on disk

    private static let sentinel = "\u{1}FEELALOUD-PARAGRAPH\u{1}"
    private let prefixCacheDirectory: String?
    private let modelPath: String
    private var pendingPrefixFile: String?

    /// `<dir>/<hash>.kv`, the hash over model file identity, context size and prefix text.
    private func prefixCacheFile(_ prompts: LlamaPrompts) throws(ExtractionError) -> String? {
        guard let dir = prefixCacheDirectory else { return nil }
        let full = try formatPrompt(prompts, paragraph: Self.sentinel)
        guard let cut = full.range(of: Self.sentinel) else { return nil }
        let attributes = try? FileManager.default.attributesOfItem(atPath: modelPath)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
        let mtime = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let key = "\(modelPath)|\(size)|\(mtime)|\(contextSize)|\(llamaVersion)|" + full[..<cut.lowerBound]
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return dir + "/" + String(hash, radix: 16) + ".kv"
    }

    private var llamaVersion: String { llama_version().map { String(validatingCString: $0) ?? "" } ?? "" }

    private func loadPrefix(from file: String) -> Bool {
        guard FileManager.default.fileExists(atPath: file) else { return false }
        var tokens = [llama_token](repeating: 0, count: contextSize)
        var count = 0
        let read = llama_state_seq_load_file(context, file, 0, &tokens, tokens.count, &count)
        guard read > 0, count > 0, count <= tokens.count else {
            llama_memory_clear(llama_get_memory(context), true)
            try? FileManager.default.removeItem(atPath: file)
            return false
        }
        cached = Array(tokens[0..<count])
        return true
    }

    /// Best effort: a cache that cannot be written only costs time next run.
    private func savePrefix(to file: String) {
        let dir = (file as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let tmp = file + ".tmp\(getpid())"
        if llama_state_seq_save_file(context, tmp, 0, cached, cached.count) > 0 {
            if rename(tmp, file) != 0 { unlink(tmp) }
        } else {
            unlink(tmp)
        }
        Self.pruneCache(dir, keep: 4)
    }

    /// Keeps the newest `keep` prefix states (old prompts / models leave stale ones behind).
    private static func pruneCache(_ dir: String, keep: Int) {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: dir) else { return }
        let files = names.filter { $0.hasSuffix(".kv") }.map { dir + "/" + $0 }
        guard files.count > keep else { return }
        let dated = files.map { path in
            (path, ((try? fm.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast)
        }
        for (path, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(keep) {
            try? fm.removeItem(atPath: path)
        }
    }

    // MARK: Tokens

    func tokenize(_ text: String) throws(ExtractionError) -> [llama_token] {
        let utf8 = Array(text.utf8CString.dropLast())
        var tokens = [llama_token](repeating: 0, count: utf8.count + 16)
        var n = llama_tokenize(vocab, utf8, Int32(utf8.count), &tokens, Int32(tokens.count), true, true)
        if n < 0 {
            tokens = [llama_token](repeating: 0, count: Int(-n))
            n = llama_tokenize(vocab, utf8, Int32(utf8.count), &tokens, Int32(tokens.count), true, true)
        }
        guard n >= 0 else { throw .modelFailed(reason: .tokenizeFailed) }
        return Array(tokens[0..<Int(n)])
    }

    private func piece(_ token: llama_token) -> [UInt8] {
        var buf = [CChar](repeating: 0, count: 64)
        var n = llama_token_to_piece(vocab, token, &buf, Int32(buf.count), 0, false)
        if n < 0 {
            buf = [CChar](repeating: 0, count: Int(-n))
            n = llama_token_to_piece(vocab, token, &buf, Int32(buf.count), 0, false)
        }
        return n > 0 ? buf[0..<Int(n)].map { UInt8(bitPattern: $0) } : []
    }

    // MARK: Decoding

    /// Evaluates `tokens` at positions `start…`; logits only for the last one.
    private func decode(_ tokens: ArraySlice<llama_token>, at start: Int, allLogits: Bool = false) throws(ExtractionError) {
        var batch = llama_batch_init(batchSize, 0, 1)
        defer { llama_batch_free(batch) }
        var offset = tokens.startIndex
        while offset < tokens.endIndex {
            let count = min(Int(batchSize), tokens.endIndex - offset)
            for i in 0..<count {
                batch.token[i] = tokens[offset + i]
                batch.pos[i] = llama_pos(start + (offset - tokens.startIndex) + i)
                batch.n_seq_id[i] = 1
                batch.seq_id[i]![0] = 0
                batch.logits[i] = (allLogits || offset + i == tokens.endIndex - 1) ? 1 : 0
            }
            batch.n_tokens = Int32(count)
            let rc = llama_decode(context, batch)
            if rc != 0 {
                // Partial state: forget the cache so the next call starts clean.
                llama_memory_clear(llama_get_memory(context), true)
                cached = []
                if rc == 2 {
                    throw abortBox.cancellation.isCancelled
                        ? .cancelled : .modelFailed(reason: .timeout)
                }
                throw .modelFailed(reason: .decodeFailed(code: rc))
            }
            cached.append(contentsOf: tokens[offset..<(offset + count)])
            offset += count
        }
    }

    /// Runs one paragraph: reuses the cached prefix, then grammar-constrained greedy decoding.
    func generate(
        prompts: LlamaPrompts, paragraph: String, maxTokens: Int, timeLimit: Double,
        stats: inout LlamaRunStats
    ) throws(ExtractionError) -> String {
        let started = DispatchTime.now().uptimeNanoseconds
        abortBox.deadline = started + UInt64(max(0.1, timeLimit) * 1e9)
        defer { abortBox.deadline = .max }

        let prompt = try tokenize(try formatPrompt(prompts, paragraph: paragraph))
        guard prompt.count + maxTokens <= contextSize else {
            throw .modelFailed(reason: .promptTooLong(tokens: prompt.count))
        }
        // The shared prefix (system prompt + examples): from the disk cache when a previous
        // process saved it, else computed once and saved.
        var prefixToSave: Int? = nil
        if cached.isEmpty, let file = try prefixCacheFile(prompts) {
            if !loadPrefix(from: file) {
                let prefix = try tokenize(try formatPrompt(prompts, paragraph: Self.sentinel))
                var n = 0
                while n < prefix.count, n < prompt.count - 1, prefix[n] == prompt[n] { n += 1 }
                if n > 0 { prefixToSave = n; pendingPrefixFile = file }
            }
        }
        // Longest common prefix with what is already in the KV cache (at least one token new,
        // so there are logits to start from).
        var common = 0
        while common < cached.count, common < prompt.count - 1, cached[common] == prompt[common] { common += 1 }
        let memory = llama_get_memory(context)
        if common < cached.count {
            if !llama_memory_seq_rm(memory, 0, llama_pos(common), -1) {
                llama_memory_clear(memory, true)
                common = 0
            }
            cached.removeSubrange(common...)
        }
        stats.promptTokens = prompt.count
        stats.reusedPromptTokens = common
        if let n = prefixToSave, n > common, let file = pendingPrefixFile {
            try decode(prompt[common..<n], at: common)
            savePrefix(to: file)
            common = n
        }
        pendingPrefixFile = nil
        try decode(prompt[common...], at: common)
        let promptDone = DispatchTime.now().uptimeNanoseconds
        stats.promptSeconds = Double(promptDone - started) / 1e9

        guard let grammar = llama_sampler_init_grammar(vocab, prompts.grammar, "root") else {
            throw .modelFailed(reason: .grammarInvalid(file: LlamaPrompts.grammarFile))
        }
        defer { llama_sampler_free(grammar) }

        // Greedy decoding with prompt-lookup drafts: the answer mostly repeats the JSON skeleton
        // of the few-shot answers, so the tokens that followed the last two tokens in the prompt
        // are proposed, checked against the grammar, evaluated in one batch and kept as long as
        // they equal the model's own argmax — the same output as token-by-token, fewer steps.
        var output: [UInt8] = []
        var logitsRow: Int32 = -1
        var produced = 0
        generation: while produced < maxTokens {
            if abortBox.cancellation.isCancelled { throw .cancelled }
            if DispatchTime.now().uptimeNanoseconds > abortBox.deadline {
                throw .modelFailed(reason: .timeout)
            }
            let token = try nextToken(grammar: grammar, row: logitsRow, stats: &stats)
            if llama_vocab_is_eog(vocab, token) { break }
            llama_sampler_accept(grammar, token)
            output += piece(token)
            produced += 1
            stats.generatedTokens += 1
            if Self.isComplete(output) { break }  // no need to evaluate the last token

            let draft = useDrafts ? grammarCheckedDraft(after: token, prompt: prompt, grammar: grammar,
                                                        limit: min(draftLimit, maxTokens - produced)) : []
            let base = cached.count
            try decode(([token] + draft)[...], at: base, allLogits: !draft.isEmpty)
            logitsRow = -1
            guard !draft.isEmpty else { continue }
            stats.draftTokens += draft.count
            var accepted = 0
            var finished = false
            for (i, proposed) in draft.enumerated() {
                guard let row = llama_get_logits_ith(context, Int32(i)), argmax(row) == proposed else {
                    logitsRow = Int32(i)
                    break
                }
                llama_sampler_accept(grammar, proposed)
                output += piece(proposed)
                produced += 1
                accepted += 1
                stats.generatedTokens += 1
                if Self.isComplete(output) || produced >= maxTokens { finished = true; break }
            }
            if accepted == draft.count && !finished { logitsRow = Int32(draft.count) }
            stats.acceptedDraftTokens += accepted
            let keep = base + 1 + accepted
            if keep < cached.count {
                if !llama_memory_seq_rm(llama_get_memory(context), 0, llama_pos(keep), -1) {
                    llama_memory_clear(llama_get_memory(context), true)
                    cached = []
                    throw .modelFailed(reason: .cacheResetFailed)
                }
                cached.removeSubrange(keep...)
            }
            if finished { break generation }
        }
        stats.generationSeconds = Double(DispatchTime.now().uptimeNanoseconds - promptDone) / 1e9
        guard let text = String(validating: output, as: UTF8.self) else {
            throw .modelFailed(reason: .answerNotUTF8)
        }
        return text
    }

    private let useDrafts: Bool
    private let draftLimit = Int(ProcessInfo.processInfo.environment["FEELALOUD_LLAMA_DRAFT"] ?? "") ?? 4

    private static func isComplete(_ output: [UInt8]) -> Bool {
        guard output.last == UInt8(ascii: "}"), let text = String(validating: output, as: UTF8.self) else { return false }
        return (try? JSONValue.parse(text))?.objectValue != nil
    }

    private func argmax(_ logits: UnsafeMutablePointer<Float>) -> llama_token {
        var best = 0
        var bestLogit = logits[0]
        for i in 1..<vocabSize where logits[i] > bestLogit {
            best = i; bestLogit = logits[i]
        }
        return llama_token(best)
    }

    /// Up to `limit` tokens that followed the latest earlier occurrence of the last two tokens
    /// (in the prompt or the answer so far), cut where the grammar would reject one.
    private func grammarCheckedDraft(after token: llama_token, prompt: [llama_token],
                                     grammar: UnsafeMutablePointer<llama_sampler>, limit: Int) -> [llama_token] {
        guard limit > 0, let previous = cached.last else { return [] }
        // Search the prompt's examples (the last occurrence is the nearest, most similar answer).
        var start: Int? = nil
        var i = prompt.count - 2
        while i >= 0 {
            if prompt[i] == previous && prompt[i + 1] == token { start = i + 2; break }
            i -= 1
        }
        guard let from = start, from < prompt.count else { return [] }
        let candidate = prompt[from..<min(prompt.count, from + limit)]
        guard let probe = llama_sampler_clone(grammar) else { return [] }
        defer { llama_sampler_free(probe) }
        var draft: [llama_token] = []
        for t in candidate {
            if llama_vocab_is_eog(vocab, t) { break }
            var single = llama_token_data(id: t, logit: 0, p: 0)
            let ok: Bool = withUnsafeMutablePointer(to: &single) { ptr in
                var array = llama_token_data_array(data: ptr, size: 1, selected: -1, sorted: false)
                llama_sampler_apply(probe, &array)
                return ptr.pointee.logit.isFinite
            }
            guard ok else { break }
            llama_sampler_accept(probe, t)
            draft.append(t)
        }
        return draft
    }

    /// Greedy choice under the grammar: the argmax if the grammar allows it, else the best
    /// token the grammar allows (filtering the whole vocabulary only then).
    private func nextToken(grammar: UnsafeMutablePointer<llama_sampler>, row: Int32, stats: inout LlamaRunStats)
        throws(ExtractionError) -> llama_token
    {
        guard let logits = llama_get_logits_ith(context, row) else {
            throw .modelFailed(reason: .noLogits)
        }
        var best = 0
        var bestLogit = logits[0]
        for i in 1..<vocabSize where logits[i] > bestLogit {
            best = i; bestLogit = logits[i]
        }
        var single = llama_token_data(id: llama_token(best), logit: bestLogit, p: 0)
        let allowed: Bool = withUnsafeMutablePointer(to: &single) { ptr in
            var array = llama_token_data_array(data: ptr, size: 1, selected: -1, sorted: false)
            llama_sampler_apply(grammar, &array)
            return ptr.pointee.logit.isFinite
        }
        if allowed { return llama_token(best) }

        stats.grammarFallbacks += 1
        let chosen: Int? = candidates.withUnsafeMutableBufferPointer { buf in
            for i in 0..<vocabSize {
                buf[i] = llama_token_data(id: llama_token(i), logit: logits[i], p: 0)
            }
            var array = llama_token_data_array(data: buf.baseAddress, size: vocabSize, selected: -1, sorted: false)
            llama_sampler_apply(grammar, &array)
            var pick: Int? = nil
            var pickLogit = -Float.infinity
            for i in 0..<array.size where array.data[i].logit > pickLogit {
                pick = Int(array.data[i].id); pickLogit = array.data[i].logit
            }
            return pick
        }
        guard let chosen else { throw .modelFailed(reason: .grammarDeadEnd) }
        return llama_token(chosen)
    }
}
#endif
