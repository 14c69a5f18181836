import Foundation
import Testing
import FeelAloudCore
@testable import FeelAloudLanguage

/// The cheap pre-check of `looksLikeQuestion` (`mayStartQuestion`, issue #14) changes no
/// reading: with and without it, every question of the question corpora, every non-question,
/// every diary paragraph of the extraction and correction corpora and the first sentence of
/// each get the same answer, and the pre-check does skip the full check for diary text.
struct QuestionPrecheckTests {
    /// Every text line of the corpora: the "question" / "text" / "input" strings of the JSONL
    /// files and the lines of the plain text files.
    static func corpusTexts() throws -> [String] {
        let examples = QuestionCorpusTests.corpusDirectory.deletingLastPathComponent()
        var out: [String] = []
        for sub in ["questions", "questions/peer", "extraction", "corrections"] {
            let dir = examples.appendingPathComponent(sub)
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else { continue }
            for f in files.sorted() {
                let url = dir.appendingPathComponent(f)
                if f.hasSuffix(".txt") {
                    out += try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
                }
                guard f.hasSuffix(".jsonl") else { continue }
                for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
                    guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
                    for (_, value) in object {
                        if let s = value as? String, s.contains(" ") { out.append(s) }
                    }
                }
            }
        }
        return out
    }

    @Test func sameAnswerWithAndWithoutPrecheck() throws {
        let texts = try Self.corpusTexts() + QuestionDetectionTests.questions + QuestionDetectionTests.diaryTexts
        #expect(texts.count > 1000)
        var skipped = 0
        for text in texts {
            // the whole text, and its first sentence on its own (the pre-check reads only the
            // first sentence; one ending in "?" never reaches it)
            let first = QuestionParser.splitSentences(text).first.map { String($0.text) }
            for t in [text] + (first.map { [$0] } ?? []) {
                #expect(QuestionParser.looksLikeQuestion(t, precheck: true) == QuestionParser.looksLikeQuestion(t, precheck: false), "\(t)")
                if let first = QuestionParser.splitSentences(t).first, first.terminator != "?",
                   !QuestionParser.mayStartQuestion(first.text) { skipped += 1 }
            }
        }
        // the pre-check must actually decide most diary text
        #expect(skipped > texts.count / 4)
    }

    @Test func benchParagraphIsDecidedByThePrecheck() {
        let paragraph = "Heute mit Jule auf dem Flohmarkt gewesen, super Laune. Seitdem hab ich „Griechischer Wein“ "
            + "als Ohrwurm in Dauerschleife. Stört mich überhaupt nicht."
        let first = QuestionParser.splitSentences(paragraph)[0]
        #expect(!QuestionParser.mayStartQuestion(first.text))
        #expect(!QuestionParser.looksLikeQuestion(paragraph))
    }

    @Test func startsThatNeedTheFullCheck() {
        // regional, umlaut-less and two-reading words, an interrogative after a time phrase
        for t in ["wia wor mei wochn", "letzte Woche, wie oft hatte ich Stress", "haufig gestresst diese woche",
                  "hat mich diese woche ein ohrwurm gequält", "treffe ich genug leute"] {
            let first = QuestionParser.splitSentences(t)[0]
            #expect(QuestionParser.mayStartQuestion(first.text), "\(t)")
        }
    }
}
