import FeelAloudCore
import Foundation
import Testing
@testable import FeelAloudLanguage

/// The mood evidence `MoodReader` collects and the precedence that decides on it. With
/// `MOOD_FEATURES_OUT=/path.jsonl` the test also writes every corpus paragraph's features
/// (`MoodEvidence.features`) with its file, gold mood and the rule decision — the input of
/// scripts/mood-weights.py, which measures learned weights against the hand-ordered precedence.
struct MoodEvidenceTests {
    @Test func concludingJudgementOutweighsSituations() throws {
        let e = try RuleBasedExtractor.moodEvidence("Termine ohne Pause, total gestresst. Aber ich bin einfach glücklich.")
        #expect(e.explicitPositive)
        #expect(e.concluding > 0)
        #expect(e.negative > 0)
        #expect(ParagraphReader.decideMood(e) == .good)
    }

    @Test func sarcasticPraiseCountsAsNegative() throws {
        let e = try RuleBasedExtractor.moodEvidence("Na toll. Auto kaputt, Zug verpasst. Super.")
        #expect(e.misfortunes >= 2)
        #expect(e.sarcasmPositive > 0)
        #expect(ParagraphReader.decideMood(e) == .bad)
    }

    @Test func noContentIsNeutral() throws {
        let e = try RuleBasedExtractor.moodEvidence("Einkaufen, Wäsche, Steuer.")
        #expect(e.positive == 0 && e.negative == 0)
        #expect(e.features.count == MoodEvidence.featureNames.count)
        #expect(ParagraphReader.decideMood(e) == .neutral)
    }

    /// The rule decision on the evidence is the extractor's mood (one scheme, no second path).
    @Test func decisionIsTheExtractorsMood() throws {
        let cases = try ExtractionCorpusTests.loadCases()
        let extractor = RuleBasedExtractor()
        var lines: [String] = []
        for c in cases {
            guard let r = try? extractor.extract(c.text) else { continue }
            let e = try RuleBasedExtractor.moodEvidence(c.text)
            let decided = ParagraphReader.decideMood(e)
            #expect(decided == r.fields.mood, "\(c.id)")
            let row: JSONValue = .object([
                ("id", .string(c.id)), ("file", .string(c.file)),
                ("gold", .string(c.gold["mood"]?.stringValue ?? "")), ("rules", .string(decided.rawValue)),
                ("features", .array(e.features.map { .number($0) })),
            ])
            lines.append(row.serialized())
        }
        if let out = ProcessInfo.processInfo.environment["MOOD_FEATURES_OUT"] {
            try (lines.joined(separator: "\n") + "\n").write(toFile: out, atomically: true, encoding: .utf8)
        }
    }
}
