import FeelAloudCore
import Foundation
import Testing
@testable import FeelAloudLanguage

/// The song-title corpus (examples/extraction/songs/*.jsonl): unquoted and dictated titles in
/// fresh voices. Every field is labelled and reported; the bar pins the song fields (songName,
/// musicInHead ≥ 90 %). The other fields of these lines (regional voices, negation, mood) are
/// the language layer's first-sight figures (FIRST-SIGHT.md) and join the 97 % bar of
/// `ExtractionCorpusTests` once the file moves up into examples/extraction/.
struct SongsCorpusTests {
    static var directory: URL {
        ExtractionCorpusTests.corpusDirectory.appendingPathComponent("songs")
    }

    @Test func songCorpus() throws {
        let dir = Self.directory
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".jsonl") }.sorted()
        #expect(!files.isEmpty)
        let extractor = RuleBasedExtractor()
        var right: [String: Int] = [:], total: [String: Int] = [:]
        var failures: [String] = []
        var count = 0
        for f in files {
            let text = try String(contentsOf: dir.appendingPathComponent(f), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                let v = try JSONValue.parse(String(line))
                let gold = v["gold"] ?? .null
                let r = try extractor.extract(v["text"]?.stringValue ?? "")
                count += 1
                var wrong: [String] = []
                for field in ExtractionCorpusTests.fields {
                    guard let ok = ExtractionCorpusTests.isRight(field, r, gold) else { continue }
                    total[field, default: 0] += 1
                    if ok { right[field, default: 0] += 1 } else { wrong.append(ExtractionCorpusTests.describe(field, r, gold)) }
                }
                if !wrong.isEmpty { failures.append("\(v["id"]?.stringValue ?? "?") \(wrong.joined(separator: "; "))") }
            }
        }
        var report = "Liedtitel-Korpus: \(count) Absätze\n"
        for field in ExtractionCorpusTests.fields {
            let t = total[field] ?? 0, r = right[field] ?? 0
            report += "  \(field.padding(toLength: 24, withPad: " ", startingAt: 0)) \(r)/\(t)  \(String(format: "%.1f", Double(r) * 100 / Double(max(1, t)))) %\n"
        }
        print(report + failures.joined(separator: "\n"))
        for field in ["songName", "musicInHead"] {
            let acc = Double(right[field] ?? 0) / Double(max(1, total[field] ?? 0))
            #expect(acc >= 0.90, "\(field): \(String(format: "%.1f", acc * 100)) % < 90 %")
        }
    }
}
