import Foundation
import Testing
import FeelAloudCore
@testable import FeelAloudLanguage

/// `QuestionParser.looksLikeQuestion`: questions with and without "?" vs. diary text that
/// merely contains a question (examples/questions/not-questions.txt and the cases below).
struct QuestionDetectionTests {
    static let questions = [
        "wie war meine woche", "Wie war meine Woche?", "wann hatte ich zuletzt einen ohrwurm", "welche lieder hatte ich im kopf",
        "wie oft war ich gestresst", "war ich am samstag gestresst", "hatte ich gestern einen ohrwurm", "zeig mir vorgestern",
        "hatt ich letzten monat oft nen ohrwurm", "wie wars so letzte woche", "also wie war mein tag", "sag mal wie war die woche",
        "was hatte ich letzte woche für ohrwürmer", "Gibt es einen Trend?", "an wie vielen tagen hatte ich stress",
        "kannst du mir zeigen was ich gestern geschrieben hab", "hab ich diese woche eingecheckt", "Warum bin ich so müde?",
        "wird es besser", "hat mich in den letzten 10 Tagen ein Ohrwurm gequält?", "Wie läuft's?",
        "Wie war meine Woche? Danke!", "Wie war meine Woche? Und wie oft hatte ich einen Ohrwurm?", "treffe ich genug leute",
        "hat mich diese woche ein ohrwurm gequält",
    ]

    static let diaryTexts = [
        "Heute war gut. Warum eigentlich?", "ich hab mich gefragt, warum ich so müde bin", "Ich frage mich, ob das am Wetter liegt?",
        "War ein super Tag heute, hab Freunde getroffen.", "Hatte heute einen Ohrwurm, nervt total.", "Wie immer viel zu tun.",
        "Was für ein Tag! Ohrwurm von Queen.", "Ohrwurm von ABBA, nervt. Warum immer ich?", "Hab heute viel gelacht",
        "Keine Ahnung warum, aber ich war gut drauf.", "Ich hab heute Anna getroffen. Wie oft eigentlich diesen Monat?",
        "heute ging es mir gut, hab mit Tom telefoniert", "", "   ",
    ]

    @Test(arguments: questions) func recognisesQuestion(_ q: String) {
        #expect(QuestionParser.looksLikeQuestion(q))
    }

    @Test(arguments: diaryTexts) func keepsDiaryText(_ text: String) {
        #expect(!QuestionParser.looksLikeQuestion(text))
        #expect(QuestionParser.parse(text, today: DayKey("2026-11-29")!) == nil)
    }

    @Test func corpusNonQuestions() throws {
        let url = QuestionCorpusTests.corpusDirectory.appendingPathComponent("not-questions.txt")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        for line in lines { #expect(!QuestionParser.looksLikeQuestion(line), "\(line)") }
    }

    @Test func interpretForcesAQuestion() {
        let q = QuestionParser.interpret("Heute war gut", today: DayKey("2026-11-29")!)
        #expect(q.range.to == DayKey("2026-11-29")!)
    }
}

extension QuestionDetectionTests {
    /// Diary paragraphs of the extraction corpora (examples/extraction/*.jsonl, when present)
    /// must stay diary text: at most 1 % may look like a question.
    @Test func extractionCorpusStaysDiaryText() throws {
        let dir = QuestionCorpusTests.corpusDirectory.deletingLastPathComponent().appendingPathComponent("extraction")
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else { return }
        var total = 0
        var questions: [String] = []
        for f in files where f.hasSuffix(".jsonl") {
            let text = try String(contentsOf: dir.appendingPathComponent(f), encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let v = try? JSONValue.parse(String(line)), let t = v["text"]?.stringValue else { continue }
                total += 1
                if QuestionParser.looksLikeQuestion(t) { questions.append(t) }
            }
        }
        print("Extraction corpus: \(questions.count) of \(total) diary texts look like questions")
        for q in questions.prefix(20) { print("  QUESTION? " + q) }
        #expect(questions.count * 100 <= total)
    }
}
