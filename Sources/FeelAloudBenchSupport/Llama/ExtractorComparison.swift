import FeelAloudCore
import FeelAloudLlama
import Foundation

/// `make bench-extract`: runs extractors over the labelled corpus and prints them side by side:
/// per-field accuracy, all-fields-right share, p50/p95 latency, peak memory, tokens/s.
/// Generic over `any Extractor`; llama-specific numbers come from `LlamaExtractor.lastStats`.
public enum ExtractorComparison {
    /// Result of one extractor over the corpus.
    public struct Column: Sendable {
        public var name: String
        public var paragraphs = 0
        public var correct: [FieldKey: Int] = [:]
        public var allRight = 0
        public var failures = 0
        public var latencies: [Double] = []
        public var loadSeconds: Double?
        public var peakRSSBytes: UInt64?
        public var generatedTokens = 0
        public var generationSeconds = 0.0
        public var draftTokens = 0
        public var acceptedDraftTokens = 0
        /// ids of paragraphs with at least one wrong field, with the wrong keys.
        public var misses: [(String, [FieldKey])] = []
    }

    /// Corpus files: `examples/extraction/*.jsonl` in the repository, else
    /// `examples/extraction.jsonl`, else the shared examples beside the repository.
    public static func defaultCorpusPaths(repoRoot: String) -> [String] {
        let fm = FileManager.default
        let dir = repoRoot + "/examples/extraction"
        if let names = try? fm.contentsOfDirectory(atPath: dir) {
            let files = names.filter { $0.hasSuffix(".jsonl") }.sorted().map { dir + "/" + $0 }
            if !files.isEmpty { return files }
        }
        for candidate in [repoRoot + "/examples/extraction.jsonl",
                          repoRoot + "/../shared/examples/extraction.jsonl",
                          "/work/shared/examples/extraction.jsonl"]
        where fm.fileExists(atPath: candidate) {
            return [candidate]
        }
        return []
    }

    /// Runs one extractor over the corpus (a `LlamaExtractor` is loaded first, timed apart).
    public static func measure(_ extractor: any Extractor, on corpus: [LabelledParagraph],
                               progress: ((String) -> Void)? = nil) -> Column {
        var column = Column(name: extractor.name)
        if let llama = extractor as? LlamaExtractor {
            let start = DispatchTime.now().uptimeNanoseconds
            do { try llama.load() } catch {
                column.failures = corpus.count
                progress?("\(extractor.name): \(Messages.extractionError(error))")
                return column
            }
            column.loadSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        for paragraph in corpus {
            column.paragraphs += 1
            let start = DispatchTime.now().uptimeNanoseconds
            let result: ExtractionResult
            do { result = try extractor.extract(paragraph.text) } catch {
                column.latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                column.failures += 1
                column.misses.append((paragraph.id, FieldKey.allCases))
                progress?("\(extractor.name) \(paragraph.id): \(Messages.extractionError(error))")
                continue
            }
            column.latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            if let llama = extractor as? LlamaExtractor {
                let s = llama.lastStats
                column.generatedTokens += s.generatedTokens
                column.generationSeconds += s.generationSeconds
                column.draftTokens += s.draftTokens
                column.acceptedDraftTokens += s.acceptedDraftTokens
            }
            var wrong: [FieldKey] = []
            for key in FieldKey.allCases {
                if paragraph.isCorrect(key, in: result.fields) {
                    column.correct[key, default: 0] += 1
                } else {
                    wrong.append(key)
                }
            }
            if wrong.isEmpty { column.allRight += 1 } else { column.misses.append((paragraph.id, wrong)) }
            progress?("\(extractor.name) \(paragraph.id): "
                      + (wrong.isEmpty ? "ok" : wrong.map(\.rawValue).joined(separator: ",") + " " + ModelAnswer.render(result.fields)))
        }
        column.peakRSSBytes = peakRSSBytes()
        return column
    }

    /// Measures every extractor in turn and renders the side-by-side table.
    public static func run(_ extractors: [any Extractor], corpus: [LabelledParagraph],
                           progress: ((String) -> Void)? = nil) -> String {
        render(extractors.map { measure($0, on: corpus, progress: progress) }, corpusSize: corpus.count)
    }

    public static func render(_ columns: [Column], corpusSize: Int) -> String {
        var rows: [(String, [String])] = []
        func pct(_ n: Int, _ d: Int) -> String { d == 0 ? "–" : String(format: "%5.1f %%", 100 * Double(n) / Double(d)) }
        for key in FieldKey.allCases {
            rows.append(("#\(key.number) \(key.rawValue)", columns.map { pct($0.correct[key] ?? 0, $0.paragraphs) }))
        }
        rows.append(("all fields right", columns.map { pct($0.allRight, $0.paragraphs) }))
        rows.append(("failures", columns.map { "\($0.failures)" }))
        rows.append(("latency p50", columns.map { seconds(percentile($0.latencies, 0.50)) }))
        rows.append(("latency p95", columns.map { seconds(percentile($0.latencies, 0.95)) }))
        rows.append(("model load", columns.map { $0.loadSeconds.map(seconds) ?? "–" }))
        rows.append(("peak RSS (process)", columns.map { $0.peakRSSBytes.map { "\($0 / (1024 * 1024)) MiB" } ?? "–" }))
        rows.append(("tokens/s (generation)", columns.map {
            $0.generationSeconds > 0 ? String(format: "%.1f", Double($0.generatedTokens) / $0.generationSeconds) : "–"
        }))
        if columns.contains(where: { $0.draftTokens > 0 }) {
            rows.append(("draft tokens kept", columns.map {
                $0.draftTokens > 0 ? "\($0.acceptedDraftTokens)/\($0.draftTokens)" : "–"
            }))
        }
        let labelWidth = rows.map(\.0.count).max() ?? 10
        let widths = columns.indices.map { i in max(columns[i].name.count, rows.map { $0.1[i].count }.max() ?? 0) }
        func pad(_ s: String, _ w: Int, left: Bool = false) -> String {
            let fill = String(repeating: " ", count: max(0, w - s.count))
            return left ? s + fill : fill + s
        }
        var out = "Extraction benchmark: \(corpusSize) labelled paragraphs\n"
        out += pad("", labelWidth, left: true) + columns.indices.map { "  " + pad(columns[$0].name, widths[$0]) }.joined() + "\n"
        for (label, values) in rows {
            out += pad(label, labelWidth, left: true) + values.indices.map { "  " + pad(values[$0], widths[$0]) }.joined() + "\n"
        }
        for column in columns where !column.misses.isEmpty {
            out += "\(column.name) misses: " + column.misses.map { "\($0.0)(\($0.1.map { String($0.number) }.joined(separator: ",")))" }
                .joined(separator: " ") + "\n"
        }
        return out
    }

    static func percentile(_ values: [Double], _ p: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let index = min(sorted.count - 1, max(0, Int((p * Double(sorted.count)).rounded(.up)) - 1))
        return sorted[index]
    }

    static func seconds(_ value: Double?) -> String {
        guard let value else { return "–" }
        return value < 1 ? String(format: "%.1f ms", value * 1000) : String(format: "%.2f s", value)
    }

    /// VmHWM of this process (/proc/self/status).
    public static func peakRSSBytes() -> UInt64? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            if let kib = UInt64(line.filter(\.isNumber)) { return kib * 1024 }
        }
        return nil
    }
}
