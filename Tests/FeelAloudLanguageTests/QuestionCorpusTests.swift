import Foundation
import Testing
import FeelAloudCore
@testable import FeelAloudLanguage

/// Runs every question of examples/questions/*.jsonl through `QuestionParser` and compares
/// intent, range and field. Prints the accuracy and each miss; fails below 98% overall and
/// below 100% on the shared contract examples.
struct QuestionCorpusTests {
    struct Case {
        var file: String
        var id: String
        var today: DayKey
        var question: String
        var intent: String
        var from: String?
        var to: String
        var field: String?
    }

    static var corpusDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/questions")
    }

    static func loadCases() throws -> [Case] {
        let dir = corpusDirectory
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".jsonl") }.sorted()
        var cases: [Case] = []
        for f in files {
            let text = try String(contentsOf: dir.appendingPathComponent(f), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                let v = try JSONValue.parse(String(line))
                cases.append(Case(
                    file: f, id: v["id"]!.stringValue!, today: DayKey(v["today"]!.stringValue!)!,
                    question: v["question"]!.stringValue!, intent: v["intent"]!.stringValue!,
                    from: v["range"]!["from"]!.stringValue, to: v["range"]!["to"]!.stringValue!,
                    field: v["field"]!.stringValue))
            }
        }
        return cases
    }

    static func check(_ c: Case) -> String? {
        guard let q = QuestionParser.parse(c.question, today: c.today) else { return "not recognised as a question" }
        var problems: [String] = []
        if q.intent.rawValue != c.intent { problems.append("intent \(q.intent.rawValue) != \(c.intent)") }
        if q.range.from?.description != c.from || q.range.to.description != c.to {
            problems.append("range \(q.range.from?.description ?? "null")..\(q.range.to) != \(c.from ?? "null")..\(c.to)")
        }
        if q.field?.rawValue != c.field { problems.append("field \(q.field?.rawValue ?? "null") != \(c.field ?? "null")") }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    @Test func corpusAccuracy() throws {
        let cases = try Self.loadCases()
        #expect(cases.count >= 300)
        var failures: [String] = []
        var sharedFailures = 0
        for c in cases {
            if let p = Self.check(c) {
                failures.append("\(c.file) \(c.id) [\(c.today)] \"\(c.question)\": \(p)")
                if c.file == "shared-contract.jsonl" { sharedFailures += 1 }
            }
        }
        let correct = cases.count - failures.count
        let accuracy = Double(correct) / Double(max(cases.count, 1))
        print("Question corpus: \(correct)/\(cases.count) fully correct (\(String(format: "%.1f", accuracy * 100))%)")
        for f in failures { print("  MISS " + f) }
        #expect(sharedFailures == 0)
        #expect(accuracy >= 0.98)
    }
}
