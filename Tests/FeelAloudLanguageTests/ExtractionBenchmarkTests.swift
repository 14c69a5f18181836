import Foundation
import Testing
import FeelAloudLanguage

/// `EXTRACT_BENCH=1 swift test -c release --filter ExtractionBenchmarkTests` prints the
/// extraction benchmark over the corpus (paragraphs/s, p50, p99). Skipped otherwise.
struct ExtractionBenchmarkTests {
    @Test func benchmarkOverCorpus() throws {
        guard ProcessInfo.processInfo.environment["EXTRACT_BENCH"] != nil else { return }
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/extraction")
        var paragraphs: [String] = []
        for f in try FileManager.default.contentsOfDirectory(atPath: dir.path) where f.hasSuffix(".jsonl") {
            let text = try String(contentsOf: dir.appendingPathComponent(f), encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let r = line.range(of: "\"text\": \""), let e = line[r.upperBound...].range(of: "\", \"gold\"") {
                    paragraphs.append(String(line[r.upperBound..<e.lowerBound]))
                }
            }
        }
        for (k, v) in ExtractionBenchmark.run(paragraphs: paragraphs) { print("\(k): \(v)") }
        // 1 MB of text must come back quickly
        let big = String(repeating: "Heute hatte ich den ganzen Tag einen Ohrwurm und war gestresst. ", count: 16_000)
        let t0 = ContinuousClock.now
        _ = try? RuleBasedExtractor().extract(big)
        print("1 MB: \(ContinuousClock.now - t0)")
    }
}
