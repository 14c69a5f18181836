import Foundation
import Testing
import FeelAloudCore
@testable import FeelAloudLanguage

/// The German time phrases of two peer date parsers (duckling, Recognizers-Text), converted to
/// our contract by scripts/convert-peer-time-corpus.py (examples/questions/peer/). Measures
/// the share resolved exactly and the number of **silent fallbacks**: a phrase answered for
/// some other range although no time phrase was understood and nothing was named as not
/// understood. Bars: ≥ 92 % exact, 0 silent fallbacks.
struct PeerTimeCorpusTests {
    struct Case {
        var id: String
        var today: DayKey
        var question: String
        var from: DayKey?
        var to: DayKey?
        var expectUnparsed: Bool
    }

    static func loadCases() throws -> [Case] {
        let url = QuestionCorpusTests.corpusDirectory.appendingPathComponent("peer/time-phrases.jsonl")
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            let v = try JSONValue.parse(String(line))
            let range = v["range"]
            return Case(id: v["id"]!.stringValue!, today: DayKey(v["today"]!.stringValue!)!,
                        question: v["question"]!.stringValue!,
                        from: range?["from"]?.stringValue.flatMap { DayKey($0) },
                        to: range?["to"]?.stringValue.flatMap { DayKey($0) },
                        expectUnparsed: v["unparsed"]?.boolValue ?? false)
        }
    }

    enum Outcome: Equatable { case exact, wrong, silentFallback }

    static func score(_ c: Case) -> (Outcome, String) {
        let q = QuestionParser.interpret(c.question, today: c.today)
        let got = q.rangeUnderstood ? "\(q.range.from?.description ?? "null")..\(q.range.to)" : "no range"
        let said = got + (q.unparsed.map { " unparsed „\($0)“" } ?? "")
        if c.expectUnparsed {
            if q.unparsed != nil && !q.rangeUnderstood { return (.exact, said) }
        } else if q.rangeUnderstood, q.range.from == c.from, q.range.to == c.to {
            return (.exact, said)
        }
        let time = TimePhraseMatcher.resolve(tokens: QuestionParser.tokens(c.question), today: c.today)
        let understoodSomething = time.primary != nil || time.allTime
        return (understoodSomething || q.unparsed != nil ? .wrong : .silentFallback, said)
    }

    @Test func peerTimePhrases() throws {
        let cases = try Self.loadCases()
        #expect(cases.count >= 200)
        var exact = 0, fallbacks = 0
        for c in cases {
            let (o, said) = Self.score(c)
            let want = c.expectUnparsed ? "unparsed" : "\(c.from?.description ?? "null")..\(c.to?.description ?? "?")"
            switch o {
            case .exact: exact += 1
            case .wrong: print("  WRONG \(c.id) [\(c.today)] \"\(c.question)\": \(said), want \(want)")
            case .silentFallback:
                fallbacks += 1
                print("  SILENT \(c.id) [\(c.today)] \"\(c.question)\": \(said), want \(want)")
            }
        }
        let pct = Double(exact) * 100 / Double(cases.count)
        print("Peer time phrases: \(exact)/\(cases.count) exact (\(String(format: "%.1f", pct)) %), \(fallbacks) silent fallbacks")
        #expect(pct >= 92)
        #expect(fallbacks == 0)
    }
}
