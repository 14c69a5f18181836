import Foundation
import FeelAloudCore
import FeelAloudLanguage
import FeelAloudLlama
import FeelAloudBenchSupport

/// `feelaloud-bench extract-compare [--model PATH] [--limit N] [corpus.jsonl …]` (used by
/// `make bench-extract`, in the build with the Llama trait): rules vs llama side by side on
/// the labelled corpus.
enum ExtractCompareCommand {
    static func run(_ arguments: [String]) -> Int32 {
        #if Llama
        var model: String?
        var limit = 48
        var paths: [String] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "--model", i + 1 < arguments.count { model = arguments[i + 1]; i += 2; continue }
            if a == "--limit", i + 1 < arguments.count, let n = Int(arguments[i + 1]) { limit = n; i += 2; continue }
            paths.append(a)
            i += 1
        }
        let cwd = FileManager.default.currentDirectoryPath
        do {
            var corpus = try LabelledParagraph.loadCorpus(
                paths.isEmpty ? ExtractorComparison.defaultCorpusPaths(repoRoot: cwd) : paths)
            corpus = LabelledParagraph.evenSample(corpus, count: limit)
            let rules = RuleBasedExtractor()
            let environment = ProcessInfo.processInfo.environment
            let llama = LlamaExtractor(
                configuration: .init(modelPath: model ?? LlamaConfiguration.defaultModelPath(environment: environment)),
                dayOffsetSource: rules)
            print(ExtractorComparison.run([rules, llama], corpus: corpus) { BenchTool.printError($0) })
            return 0
        } catch {
            BenchTool.printError("corpus not readable: \(error)")
            return 1
        }
        #else
        BenchTool.printError("extract-compare needs the build with llama.cpp (make bench-extract).")
        return 1
        #endif
    }
}
