import FeelAloudCore
import Testing
@testable import FeelAloudLanguage

struct RuleBasedExtractorTests {
    let extractor = RuleBasedExtractor()

    @Test func nameAndAvailability() {
        #expect(extractor.name == "rules")
        #expect(extractor.availability() == .available)
    }

    @Test(arguments: ["", "   ", "\n\t \n"])
    func emptyInputIsRejected(_ text: String) {
        #expect(throws: ExtractionError.emptyInput) { try extractor.extract(text) }
    }

    @Test(arguments: ["\u{0}\u{1}\u{2}abc", String(repeating: "\u{7}\u{1B}", count: 40) + "a", "12345 !!! ???", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"])
    func binaryGarbageIsNotText(_ text: String) {
        #expect(throws: ExtractionError.notText) { try extractor.extract(text) }
    }

    @Test func megabyteOfTextReturnsWithTheFullTranscript() throws {
        let line = "Heute hatte ich den ganzen Tag einen Ohrwurm, das nervt. "
        let big = String(repeating: line, count: 1_048_576 / line.utf8.count + 1)
        let r = try extractor.extract(big)
        #expect(r.fields.musicInHead)
        #expect(r.transcript.utf8.count >= 1_000_000)
        #expect(RuleBasedExtractor.isTruncated(big))
    }

    @Test func transcriptCollapsesWhitespace() throws {
        let r = try extractor.extract("Heute  war ein guter Tag.\n\nMit  Paul unterwegs.")
        #expect(r.transcript == "Heute war ein guter Tag. Mit Paul unterwegs.")
    }

    @Test(arguments: [
        ("Kein Ohrwurm heute.", false),
        ("Ohrwurm hab ich aber keinen.", false),
        ("Beim Frühstück lief im Radio „Waterloo“, aber im Kopf geblieben ist es nicht.", false),
        ("Der Ohrwurm hat mich heute nicht gestört.", true),
        ("Das Lied geht mir nicht aus dem Kopf.", true),
        ("Gestern hatte ich „Verdammt lang her“ im Kopf, heute ist der Kopf frei.", false),
        ("Keine Musik im Kopf heute.", false),
        ("Ohr-Wurm den ganzen Tag!", true),
        ("Dauerohrwurm seit heute früh", true),
    ])
    func musicInHeadWithNegationAndDays(_ text: String, _ expected: Bool) throws {
        #expect(try extractor.extract(text).fields.musicInHead == expected, "\(text)")
    }

    @Test(arguments: [
        ("Ein bisschen angespannt heute.", Severity.low),
        ("Total gestresst heute.", Severity.high),
        ("Heute war es stressig.", Severity.medium),
        ("Total entspannt, kein Stress.", Severity.none),
        ("Völlig überfordert mit allem.", Severity.high),
        ("Arbeitsstress ohne Ende.", Severity.medium),
    ])
    func stressLevelsAndModifiers(_ text: String, _ expected: Severity) throws {
        #expect(try extractor.extract(text).fields.stress == expected, "\(text)")
    }

    @Test func counterfactualCountsAsDone() throws {
        let r = try extractor.extract("Seit dem Frühstück „Sweet Dreams“ im Kopf. Ohne Kaugummi hätte ich das nicht ausgehalten.")
        #expect(r.fields.countermeasures)
        #expect(r.fields.countermeasureActivity?.contains("Kaugummi") == true)
    }

    @Test func intendedOnlyIsNotDone() throws {
        let r = try extractor.extract("Hatte immer wieder „Jingle Bells“ im Kopf. Wollte eigentlich spazieren gehen, um es loszuwerden, war dann aber zu faul.")
        #expect(r.fields.musicInHead)
        #expect(!r.fields.countermeasures)
    }

    @Test func addendumSetsTheDayOffset() throws {
        #expect(try extractor.extract("Nachtrag zu gestern: war ein guter Tag.").dayOffset == -1)
        #expect(try extractor.extract("Vorgestern war ich mit Anna im Kino, schön war's.").dayOffset == -2)
        #expect(try extractor.extract("Gestern war mies, heute geht's wieder.").dayOffset == 0)
    }

    @Test func unquotedTitlesAndDictation() throws {
        let a = try extractor.extract("beim kochen summt mir ab und zu leise bella ciao durch den kopf etwas lästig mehr nicht")
        #expect(a.fields.songName?.lowercased() == "bella ciao")
        #expect(a.fields.earwormStrength == .weak)
        #expect(a.fields.distress == .low)
        let b = try extractor.extract("Seitdem hab ich Atemlos durch die Nacht im Kopf, und zwar ununterbrochen.")
        #expect(b.fields.songName == "Atemlos durch die Nacht")
    }

    @Test func conditionalRulesAlwaysHold() throws {
        for text in ["Stressig heute und Ohrwurm den ganzen Tag.", "Kein Ohrwurm, hab aber Kaugummi gekaut."] {
            let f = try extractor.extract(text).fields
            if f.musicInHead { #expect(f.stress == nil) } else {
                #expect(f.songName == nil && f.distress == nil && !f.countermeasures)
            }
        }
    }
}
