import FeelAloudCore
@testable import FeelAloudLlama
@testable import FeelAloudBenchSupport
import Foundation
import Testing

/// The repository's `prompts/` directory, found from this file's path.
let repoPromptsDirectory: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("prompts").path
}()

@Suite struct PromptFilesTests {
    @Test func loadsTheRepositoryPrompts() throws {
        let prompts = try LlamaPrompts.load(from: repoPromptsDirectory)
        #expect(prompts.system.contains("never advise"))
        #expect(prompts.fewShot.count >= 3)
        #expect(prompts.grammar.contains("root ::="))
    }

    @Test func locateHonoursTheEnvironmentVariable() {
        let found = LlamaPrompts.locate(
            environment: [LlamaPrompts.environmentKey: "/some/where"],
            executablePath: nil, currentDirectory: "/")
        #expect(found == "/some/where")
    }

    @Test func locateWalksUpFromTheExecutable() {
        let exe = (repoPromptsDirectory as NSString).deletingLastPathComponent + "/.build/release/feelaloud"
        let found = LlamaPrompts.locate(environment: [:], executablePath: exe, currentDirectory: "/")
        #expect(found == (repoPromptsDirectory as NSString).standardizingPath)
    }

    @Test func locateFindsNothingElsewhere() {
        #expect(LlamaPrompts.locate(environment: [:], executablePath: "/usr/bin/x", currentDirectory: "/") == nil)
    }

    @Test func missingDirectoryIsAnError() {
        #expect(throws: PromptLoadError.missingFile("/nonexistent/system.txt")) {
            try LlamaPrompts.load(from: "/nonexistent")
        }
    }

    @Test func fewShotAnswersHaveTheGrammarLayout() throws {
        let prompts = try LlamaPrompts.load(from: repoPromptsDirectory)
        for example in prompts.fewShot {
            let answer = example.answer
            #expect(answer.hasPrefix("{\"mood\": \""))
            #expect(try ModelAnswer.parse(answer) == example.fields)
            // Keys in contract order.
            var position = answer.startIndex
            for key in FieldKey.allCases {
                let range = try #require(answer.range(of: "\"\(key.rawValue)\": ", range: position..<answer.endIndex))
                position = range.upperBound
            }
        }
    }

    @Test func fewShotExamplesAreNotFromTheEvaluationCorpus() throws {
        let prompts = try LlamaPrompts.load(from: repoPromptsDirectory)
        let corpus = try LabelledParagraph.loadCorpus(ExtractorComparison.defaultCorpusPaths(repoRoot: (repoPromptsDirectory as NSString).deletingLastPathComponent))
        let texts = Set(corpus.map { ExtractionResult.transcript(of: $0.text) })
        for example in prompts.fewShot {
            #expect(!texts.contains(ExtractionResult.transcript(of: example.text)))
        }
    }

    @Test(arguments: [
        ("{\"text\": \"x\"}", "„fields“ fehlt"),
        ("{\"fields\": {}}", "„text“ fehlt"),
        ("nope", "kein gültiges JSON"),
        ("{\"text\": \"x\", \"fields\": {\"mood\": \"great\"}}", "mood"),
    ])
    func brokenFewShotLinesAreRejected(line: String, fragment: String) {
        do {
            _ = try FewShotExample.parseLines(line)
            Issue.record("accepted \(line)")
        } catch {
            #expect(error.message.contains(fragment))
            #expect(error.message.contains(":1"))
        }
    }

    @Test func songNamesOutsideTheGrammarAreRejected() {
        let line = "{\"text\": \"x\", \"fields\": {\"musicInHead\": true, \"songName\": \"a\\\"b\"}}"
        #expect(throws: PromptLoadError.invalid(file: LlamaPrompts.fewShotFile, line: 1,
                                                reason: .exampleTextNotInGrammar(text: "a\"b", maxLength: ModelAnswer.maxTextLength))) {
            try FewShotExample.parseLines(line)
        }
    }
}

@Suite struct ModelAnswerTests {
    @Test func roundTripsFields() throws {
        let fields = EntryFields(mood: .bad, musicInHead: true, songName: "Zombie", earwormStrength: .strong,
                                 distress: .medium, countermeasureActivity: "Hörbuch", socialContact: false)
        #expect(try ModelAnswer.parse(ModelAnswer.render(fields)) == fields)
    }

    @Test func appliesTheConditionalRules() throws {
        let answer = "{\"mood\": \"good\", \"musicInHead\": false, \"songName\": \"X\", \"earwormStrength\": \"weak\", \"distress\": null, \"countermeasures\": true, \"countermeasureActivity\": \"Y\", \"socialContact\": true, \"stress\": \"low\"}"
        let fields = try ModelAnswer.parse(answer)
        #expect(fields.songName == nil && fields.earwormStrength == nil && !fields.countermeasures)
        #expect(fields.stress == .low)
    }

    static let invalidAnswers: [(String, ModelFailure)] = [
        ("", .answerNotJSON(JSONParseError(offset: 0, kind: .unexpectedEnd))),
        ("{", .answerNotJSON(JSONParseError(offset: 1, kind: .keyExpected))),
        ("[]", .answerNotAnObject),
        ("{\"mood\": \"good\"}", .fieldMissing("musicInHead")),
        ("{\"mood\": \"great\", \"musicInHead\": false, \"songName\": null, \"earwormStrength\": null, \"distress\": null, \"countermeasures\": false, \"countermeasureActivity\": null, \"socialContact\": true, \"stress\": null}",
         .badField(FieldDecodingError(key: "mood", defect: .unknownValue("great")))),
        ("{\"mood\": \"good\", \"musicInHead\": false, \"songName\": null, \"earwormStrength\": null, \"distress\": null, \"countermeasures\": false, \"countermeasureActivity\": null, \"socialContact\": true, \"stress\": null, \"advice\": \"Tee trinken\"}",
         .unknownField("advice")),
    ]

    @Test(arguments: invalidAnswers)
    func invalidAnswersAreTypedModelFailures(answer: String, failure: ModelFailure) {
        #expect(throws: ExtractionError.modelFailed(reason: failure)) { _ = try ModelAnswer.parse(answer) }
    }
}

@Suite struct GroundingTests {
    @Test func inventedActivityIsDropped() {
        let fields = EntryFields(musicInHead: true, songName: "Griechischer Wein", countermeasureActivity: "Radio gehört")
        let out = Grounding.apply(fields, text: "Seitdem hab ich „Griechischer Wein“ als Ohrwurm. Stört mich nicht.")
        #expect(out.countermeasureActivity == nil && !out.countermeasures)
        #expect(out.songName == "Griechischer Wein")
    }

    @Test func groundedValuesStay() {
        let fields = EntryFields(musicInHead: true, songName: "Zombie", countermeasureActivity: "mit einem Hörbuch abgelenkt")
        let out = Grounding.apply(fields, text: "„Zombie“ im Kopf. Ich hab mich dann mit einem Hörbuch abgelenkt.")
        #expect(out == fields)
    }

    @Test func inventedSongIsDropped() {
        let fields = EntryFields(musicInHead: true, songName: "Atemlos")
        #expect(Grounding.apply(fields, text: "Eine Melodie aus der Werbung im Kopf.").songName == nil)
    }
}
