import FeelAloudCore
@testable import FeelAloudLlama
@testable import FeelAloudBenchSupport
import Foundation
import Testing

/// An extractor that always answers the same fields.
private final class FixedExtractor: Extractor, @unchecked Sendable {
    let name: String
    let fields: EntryFields
    init(name: String, fields: EntryFields) { self.name = name; self.fields = fields }
    func availability() -> ExtractorAvailability { .available }
    func extract(_ text: String) throws(ExtractionError) -> ExtractionResult {
        ExtractionResult(fields: fields, transcript: ExtractionResult.transcript(of: text))
    }
}

@Suite struct ExtractorComparisonTests {
    let line = #"{"id": "x1", "text": "Den ganzen Tag „Take On Me“ im Kopf, hab laut mitgesungen.", "gold": {"mood": "neutral", "musicInHead": true, "songName": "Take On Me", "earwormStrength": "strong", "distress": null, "countermeasures": true, "countermeasureActivityKeywords": ["sing", "gesungen"], "socialContact": false, "stress": null}}"#

    @Test func scoringUsesTheCorpusLeniency() throws {
        let paragraph = try LabelledParagraph(json: try JSONValue.parse(line))
        let fields = EntryFields(musicInHead: true, songName: "Take on Me von a-ha", earwormStrength: .strong,
                                 countermeasureActivity: "laut mitgesungen")
        for key in FieldKey.allCases { #expect(paragraph.isCorrect(key, in: fields), "\(key)") }
        let wrong = EntryFields(musicInHead: true, songName: "Take", countermeasureActivity: "Tee getrunken")
        #expect(!paragraph.isCorrect(.songName, in: wrong))
        #expect(!paragraph.isCorrect(.countermeasureActivity, in: wrong))
    }

    @Test func tableShowsEveryExtractorSideBySide() throws {
        let corpus = [try LabelledParagraph(json: try JSONValue.parse(line))]
        let right = FixedExtractor(name: "right", fields: EntryFields(
            musicInHead: true, songName: "Take On Me", earwormStrength: .strong, countermeasureActivity: "mitgesungen"))
        let wrong = FixedExtractor(name: "wrong", fields: EntryFields())
        let table = ExtractorComparison.run([right, wrong], corpus: corpus)
        #expect(table.contains("right") && table.contains("wrong"))
        let allRight = try #require(table.split(separator: "\n").first { $0.hasPrefix("all fields right") })
        #expect(allRight.contains("100.0 %") && allRight.contains("0.0 %"))
        #expect(table.contains("latency p95"))
    }

    @Test func evenSampleSpreadsOverTheCorpus() throws {
        let p = try LabelledParagraph(json: try JSONValue.parse(line))
        let corpus = (0..<10).map { i -> LabelledParagraph in var q = p; q.id = "\(i)"; return q }
        #expect(LabelledParagraph.evenSample(corpus, count: 3).map(\.id) == ["0", "3", "6"])
        #expect(LabelledParagraph.evenSample(corpus, count: 20).count == 10)
    }
}
