#if Llama
import FeelAloudCore
@testable import FeelAloudLlama
import Foundation
import Testing

/// Not a test: a way to run the llama side of `bench-extract` from the test runner
/// (FEELALOUD_BENCH_MODEL=path swift test --traits Llama --filter BenchmarkRun).
/// The real `make bench-extract` goes through `feelaloud bench-extract` in a release build.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["FEELALOUD_BENCH_MODEL"] != nil))
struct BenchmarkRun {
    @Test func llamaOnTheCorpus() throws {
        let model = try #require(ProcessInfo.processInfo.environment["FEELALOUD_BENCH_MODEL"])
        let root = (repoPromptsDirectory as NSString).deletingLastPathComponent
        let corpus = try LabelledParagraph.loadCorpus(ExtractionBenchmark.defaultCorpusPaths(repoRoot: root))
        let llama = LlamaExtractor(configuration: LlamaConfiguration(modelPath: model, promptsDirectory: repoPromptsDirectory))
        let table = ExtractionBenchmark.run([llama], corpus: corpus) { line in print(line) }
        print(table)
    }
}
#endif
