#if Llama
import FeelAloudCore
@testable import FeelAloudLlama
import Foundation
import Synchronization
import Testing

/// The small model for plumbing tests: FEELALOUD_TEST_MODEL, else the Gemma 3 270M that
/// `scripts/llama/model.sh gemma` installs into the prefix.
let testModelPath: String? = {
    let env = ProcessInfo.processInfo.environment
    if let path = env["FEELALOUD_TEST_MODEL"], !path.isEmpty { return path }
    let fallback = LlamaConfiguration.defaultPrefix() + "/models/gemma-3-270m-q4_k_m.gguf"
    return FileManager.default.fileExists(atPath: fallback) ? fallback : nil
}()

/// One extractor for the whole suite: the model loads once.
let sharedTestExtractor: LlamaExtractor? = testModelPath.map {
    LlamaExtractor(configuration: LlamaConfiguration(
        modelPath: $0, promptsDirectory: repoPromptsDirectory, threads: 2,
        maxOutputTokens: 160, timeLimitSeconds: 300, prefixCacheDirectory: nil))
}

@Suite(.serialized, .enabled(if: testModelPath != nil, "set FEELALOUD_TEST_MODEL (make llama-test-model)"))
struct RealModelTests {
    let paragraphs = [
        "Heute mit Jule im Park gewesen, schönes Wetter, gute Laune.",
        "Den ganzen Tag „Yesterday“ von den Beatles im Kopf. Das nervt total. Hab dann Kaugummi gekaut.",
        "Keine Musik im Kopf. Im Büro war es stressig, die Deadline drückt.",
        "Allein zu Hause, etwas traurig, sonst nichts.",
        "Ab und zu summt mir leise eine Melodie durch den Kopf, stört nicht. Abends mit meiner Mutter telefoniert.",
    ]

    @Test func isAvailable() throws {
        let extractor = try #require(sharedTestExtractor)
        #expect(extractor.availability() == .available)
        try extractor.load()
        #expect(extractor.chatTemplateName != nil)
    }

    @Test func extractsFiveParagraphsIntoValidContractJSON() throws {
        let extractor = try #require(sharedTestExtractor)
        for (i, paragraph) in paragraphs.enumerated() {
            let result = try extractor.extract(paragraph)
            let json = result.json
            // The contract object: nine keys + transcript + dayOffset, and it reads back.
            #expect(json.objectValue?.map(\.0) == FieldKey.allCases.map(\.rawValue) + ["transcript", "dayOffset"])
            #expect(try EntryFields(json: json) == result.fields)
            #expect(result.transcript == ExtractionResult.transcript(of: paragraph))
            // Conditional rules hold (EntryFields enforces them; the grammar already did).
            #expect(EntryFields(raw: result.fields.raw) == result.fields)
            let stats = extractor.lastStats
            #expect(stats.generatedTokens > 10)
            if i > 0 { #expect(stats.reusedPromptTokens > stats.promptTokens / 2, "prefix reused") }
        }
    }

    @Test func promptLookupDraftsGiveTheSameFields() throws {
        let path = try #require(testModelPath)
        let drafting = LlamaExtractor(configuration: LlamaConfiguration(
            modelPath: path, promptsDirectory: repoPromptsDirectory, threads: 2, maxOutputTokens: 160,
            timeLimitSeconds: 300, prefixCacheDirectory: nil, promptLookupDrafts: true))
        let plain = try #require(sharedTestExtractor)
        var proposed = 0
        for paragraph in paragraphs.prefix(3) {
            let a = try drafting.extract(paragraph)
            proposed += drafting.lastStats.draftTokens
            let b = try plain.extract(paragraph)
            // Batched and single-token logits may differ in the last bits; the fields agree here.
            #expect(a.fields == b.fields)
        }
        #expect(proposed > 0)
    }

    @Test func fewShotAnswersPassTheGrammarAndWrongValuesDoNot() throws {
        let extractor = try #require(sharedTestExtractor)
        let prompts = try LlamaPrompts.load(from: repoPromptsDirectory)
        for example in prompts.fewShot {
            #expect(try extractor.grammarAccepts(example.answer), "\(example.answer)")
        }
        let wrong = prompts.fewShot[0].answer.replacingOccurrences(of: "\"mood\": \"good\"", with: "\"mood\": \"great\"")
        #expect(try !extractor.grammarAccepts(wrong))
        let inconsistent = ModelAnswer.render(EntryFields(musicInHead: false, stress: .low))
            .replacingOccurrences(of: "\"songName\": null", with: "\"songName\": \"X\"")
        #expect(try !extractor.grammarAccepts(inconsistent))
    }

    @Test func longInputIsTrimmedWithANotice() throws {
        let path = try #require(testModelPath)
        let events = Mutex<[LlamaEvent]>([])
        let extractor = LlamaExtractor(
            configuration: LlamaConfiguration(modelPath: path, promptsDirectory: repoPromptsDirectory,
                                              threads: 2, maxInputCharacters: 80, timeLimitSeconds: 300,
                                              prefixCacheDirectory: nil),
            onEvent: { event in events.withLock { $0.append(event) } })
        let text = String(repeating: "Heute war ein ruhiger Tag im Büro. ", count: 10)
        let result = try extractor.extract(text)
        #expect(result.transcript == ExtractionResult.transcript(of: text))
        let seen = events.withLock { $0 }
        #expect(seen.contains { if case .inputTrimmed(_, let kept) = $0 { return kept <= 80 }; return false })
        #expect(seen.contains { if case .loaded = $0 { return true }; return false })
        #expect(seen.contains { if case .loading = $0 { return true }; return false })
    }

    @Test func prefixStateIsSavedAndReusedByTheNextProcess() throws {
        let path = try #require(testModelPath)
        let dir = NSTemporaryDirectory() + "feelaloud-prefix-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func make() -> LlamaExtractor {
            LlamaExtractor(configuration: LlamaConfiguration(
                modelPath: path, promptsDirectory: repoPromptsDirectory, threads: 2,
                timeLimitSeconds: 300, prefixCacheDirectory: dir))
        }
        let first = make()
        let a = try first.extract("Heute war ein guter Tag.")
        #expect(first.lastStats.reusedPromptTokens == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".kv") }.count == 1)
        let second = make()
        let b = try second.extract("Heute war ein guter Tag.")
        let stats = second.lastStats
        #expect(stats.reusedPromptTokens > stats.promptTokens / 2)
        #expect(a.fields == b.fields)
    }

    @Test func timeLimitAndCancellationStopGeneration() throws {
        let path = try #require(testModelPath)
        let extractor = LlamaExtractor(configuration: LlamaConfiguration(
            modelPath: path, promptsDirectory: repoPromptsDirectory, threads: 2, timeLimitSeconds: 0.05,
            prefixCacheDirectory: nil))
        try extractor.load()
        #expect(throws: ExtractionError.modelFailed(reason: .timeout)) {
            try extractor.extract("Heute war ein guter Tag.")
        }
        let cancellable = LlamaExtractor(configuration: LlamaConfiguration(
            modelPath: path, promptsDirectory: repoPromptsDirectory, threads: 2, timeLimitSeconds: 300,
            prefixCacheDirectory: nil))
        try cancellable.load()
        let thread = Thread { Thread.sleep(forTimeInterval: 0.3); cancellable.cancel() }
        thread.start()
        #expect(throws: ExtractionError.cancelled) {
            try cancellable.extract("Heute war ein guter Tag, mit Freunden im Park, kein Ohrwurm.")
        }
        // An external interrupt check (the console's SIGINT flag) cancels too.
        let interrupt = LlamaCancellation()
        let polled = LlamaExtractor(
            configuration: LlamaConfiguration(modelPath: path, promptsDirectory: repoPromptsDirectory, threads: 2,
                                              timeLimitSeconds: 300, prefixCacheDirectory: nil),
            interrupted: { interrupt.isCancelled })
        try polled.load()
        interrupt.cancel()
        #expect(throws: ExtractionError.cancelled) { try polled.extract("Heute war ein guter Tag.") }
        // Usable again afterwards.
        let extractor2 = try #require(sharedTestExtractor)
        _ = try extractor2.extract("Heute war ein guter Tag.")
    }
}
#endif
