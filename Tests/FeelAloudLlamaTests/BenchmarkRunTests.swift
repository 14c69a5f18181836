#if Llama
import FeelAloudCore
@testable import FeelAloudLlama
@testable import FeelAloudBenchSupport
import Foundation
import Testing

/// Not a test: runs the llama side of `bench-extract` from the test runner
/// (FEELALOUD_BENCH_MODEL=path [FEELALOUD_BENCH_LIMIT=n] [FEELALOUD_BENCH_AB=1]
///  swift test --traits Llama --filter BenchmarkRun). The real `make bench-extract` goes
/// through `feelaloud bench-extract` in a release build.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["FEELALOUD_BENCH_MODEL"] != nil))
struct BenchmarkRun {
    @Test func llamaOnTheCorpus() throws {
        let env = ProcessInfo.processInfo.environment
        let model = try #require(env["FEELALOUD_BENCH_MODEL"])
        let root = (repoPromptsDirectory as NSString).deletingLastPathComponent
        var corpus = try LabelledParagraph.loadCorpus(ExtractorComparison.defaultCorpusPaths(repoRoot: root))
        if let limit = env["FEELALOUD_BENCH_LIMIT"].flatMap(Int.init) {
            corpus = LabelledParagraph.evenSample(corpus, count: limit)
        }
        var extractors: [LlamaExtractor] = [LlamaExtractor(configuration: LlamaConfiguration(
            modelPath: model, promptsDirectory: repoPromptsDirectory, promptLookupDrafts: true))]
        if env["FEELALOUD_BENCH_AB"] != nil {
            extractors.append(LlamaExtractor(configuration: LlamaConfiguration(
                modelPath: model, promptsDirectory: repoPromptsDirectory, promptLookupDrafts: false)))
        } else {
            extractors[0] = LlamaExtractor(configuration: LlamaConfiguration(
                modelPath: model, promptsDirectory: repoPromptsDirectory))
        }
        var columns: [ExtractorComparison.Column] = []
        let order = env["FEELALOUD_BENCH_AB"] == "rev" ? Array(extractors.indices.reversed()) : Array(extractors.indices)
        for i in order {
            var column = ExtractorComparison.measure(extractors[i], on: corpus) { print($0) }
            column.name = i == 0 ? "llama" : "llama (no drafts)"
            columns.append(column)
        }
        print(ExtractorComparison.render(columns, corpusSize: corpus.count))
    }
}
#endif
