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
        /// nil when the expected range is null (intent unknown, time not understood)
        var to: String?
        var field: String?
        /// v2 keys, checked when the line has them (`.some(nil)` = expected null)
        var song: String??
        var value: String??
        var order: String?
        var activity: String??
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
                func optional(_ key: String) -> String?? { v[key].map { $0.stringValue } }
                cases.append(Case(
                    file: f, id: v["id"]!.stringValue!, today: DayKey(v["today"]!.stringValue!)!,
                    question: v["question"]!.stringValue!, intent: v["intent"]!.stringValue!,
                    from: v["range"]?["from"]?.stringValue, to: v["range"]?["to"]?.stringValue,
                    field: v["field"]!.stringValue, song: optional("song"), value: optional("value"),
                    order: v["order"]?.stringValue, activity: optional("activity")))
            }
        }
        return cases
    }

    static func check(_ c: Case) -> String? {
        // `ask` answers any text; detection is checked separately (not-questions.txt)
        let q = QuestionParser.parse(c.question, today: c.today) ?? QuestionParser.interpret(c.question, today: c.today)
        if c.to != nil, QuestionParser.parse(c.question, today: c.today) == nil { return "not recognised as a question" }
        var problems: [String] = []
        if q.intent.rawValue != c.intent { problems.append("intent \(q.intent.rawValue) != \(c.intent)") }
        if let to = c.to {
            if !q.rangeUnderstood || q.range.from?.description != c.from || q.range.to.description != to {
                problems.append("range \(q.rangeUnderstood ? "\(q.range.from?.description ?? "null")..\(q.range.to)" : "null") != \(c.from ?? "null")..\(to)")
            }
        } else if q.rangeUnderstood && q.intent != .unknown {
            problems.append("range \(q.range.from?.description ?? "null")..\(q.range.to) != null")
        }
        if q.field?.rawValue != c.field { problems.append("field \(q.field?.rawValue ?? "null") != \(c.field ?? "null")") }
        if let s = c.song, q.song != s { problems.append("song \(q.song ?? "null") != \(s ?? "null")") }
        if let v = c.value, q.value != v { problems.append("value \(q.value ?? "null") != \(v ?? "null")") }
        if let o = c.order, q.order?.rawValue != o { problems.append("order \(q.order?.rawValue ?? "null") != \(o)") }
        if let a = c.activity, q.activity != a { problems.append("activity \(q.activity ?? "null") != \(a ?? "null")") }
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
                if c.file.hasPrefix("shared-contract") { sharedFailures += 1 }
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
