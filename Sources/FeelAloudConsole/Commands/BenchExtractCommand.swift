import Foundation
import FeelAloudCore
import FeelAloudLanguage
import FeelAloudLlama

/// `feelaloud bench-extract [--model PATH] [--limit N] [corpus.jsonl …]` (used by
/// `make bench-extract`): rules vs llama side by side on the labelled corpus.
enum BenchExtractCommand {
    static func run(_ arguments: [String], io: CommandIO) -> ExitCode {
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
            let llama = LlamaExtractor(
                configuration: .init(modelPath: model ?? LlamaConfiguration.defaultModelPath(environment: io.environment)),
                dayOffsetSource: rules)
            io.write(ExtractorComparison.run([rules, llama], corpus: corpus) { io.writeError($0 + "\n") } + "\n")
            return .ok
        } catch {
            io.writeError("Korpus nicht lesbar: \(error)\n")
            return .failure
        }
        #else
        io.writeError("bench-extract braucht ein mit llama.cpp gebautes feelaloud (make bench-extract).\n")
        return .failure
        #endif
    }
}
