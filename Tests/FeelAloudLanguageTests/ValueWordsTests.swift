import Testing
import FeelAloudCore
@testable import FeelAloudLanguage

/// The one value vocabulary: corrections and manual entry read the field lexicons of
/// extraction plus `ValueWords`; a word lives in one place.
@Suite struct ValueWordsTests {
    @Test func noDuplicatesAndNoBrokenIDs() {
        #expect(CorrectionValueWords.problems == [])
    }

    /// Words only the field lexicons of extraction list are understood by corrections too.
    @Test(arguments: [
        ("überfordert", FieldKey.stress, "high"), ("ununterbrochen", .earwormStrength, "strong"),
        ("macht mich wahnsinnig", .distress, "high"), ("unzufrieden", .mood, "bad"),
    ])
    func lexiconWordsAreAnswers(_ c: (String, FieldKey, String)) {
        let noMusic = EntryFields(mood: .neutral, musicInHead: false, socialContact: false, stress: .medium)
        let music = EntryFields(mood: .neutral, musicInHead: true, songName: "Zombie", earwormStrength: .medium, distress: .low, socialContact: false)
        let current = [FieldKey.stress, .mood].contains(c.1) ? noMusic : music
        let out = CorrectionParser.parse(c.0, current: current)
        guard case let .changes(fields, _) = out else { Issue.record("\(c.0): \(out)"); return }
        #expect(fields.value(of: c.1) == .text(c.2), "\(c.0)")
    }

    /// Phrases two field lexicons share ("entspannt": mood and stress) are no bare answer
    /// unless `ValueWords` lists them; after a label the label decides ("hass": mood and distress).
    @Test func sharedPhrasesNeedTheLabel() {
        #expect(CorrectionValueWords.ambiguous.contains("entspannt"))
        #expect(!CorrectionValueWords.mood.contains { $0.1.matchesWhole(["hass"]) })
        #expect(CorrectionValueWords.moodNamed.contains { $0.0 == .bad && $0.1.matchesWhole(["hass"]) })
    }

    /// Other people's states (`CorrectionSubject`) and double negation (`CorrectionNegation`).
    @Test(arguments: [
        ("mein Kollege hatte Stress ohne Ende, ich nicht", FieldKey.stress, FieldValue.text("none")),
        ("meine Frau war gestresst, ich dagegen kaum", .stress, .text("low")),
        ("mein Bruder hatte einen stressigen Tag und ich auch", .stress, .text("medium")),
        ("meiner Frau ging's schlecht, mir gut", .mood, .text("good")),
        ("ganz ohne Stress war es nicht", .stress, .text("low")),
    ])
    func subjectsAndDoubleNegation(_ c: (String, FieldKey, FieldValue)) {
        let current = EntryFields(mood: .neutral, musicInHead: false, socialContact: false, stress: .high)
        guard case let .changes(fields, _) = CorrectionParser.parse(c.0, current: current) else { Issue.record("\(c.0)"); return }
        #expect(fields.value(of: c.1) == c.2, "\(c.0)")
        #expect(!fields.socialContact, "another person's state is no contact: \(c.0)")
    }

    @Test func litotesAndBlocks() {
        #expect(CorrectionNegation.isLitotes(["ohne", "ohrwurm", "war", "ich", "nicht"]))
        #expect(!CorrectionNegation.isLitotes(["nicht", "nur", "kurz", "kein", "stress"]))
        #expect(CorrectionNegation.negatorPositions(["nicht", "nur", "kurz"]) == [])
    }
}
