import FeelAloudCore
import Testing
@testable import FeelAloudLanguage

/// The shared mechanisms added for unseen voices (examples/extraction/37–41, FIRST-SIGHT.md):
/// each case is a sentence of its own, not a corpus line, and each pair shows the boundary.
struct GeneralisationTests {
    let extractor = RuleBasedExtractor()

    func read(_ text: String) throws -> EntryFields { try extractor.extract(text).fields }

    // MARK: negation in short answers

    @Test(arguments: ["Stress? Eher nicht.", "Stress? Na.", "Stress? Gar keiner.", "Stress? Na, heut ned."])
    func shortAnswersDenyStress(_ text: String) throws {
        #expect(try read(text).stress == Severity.none, "\(text)")
    }

    @Test func southernNaOnlyAsAWholeAnswer() throws {
        #expect(try read("Stress? Na klar, ohne Ende.").stress != Severity.none)
        #expect(try read("Ohrwurm? Auch nicht.").musicInHead == false)
    }

    // MARK: whose earworm, whose state

    @Test func anotherPersonsEarwormIsNotTheWriters() throws {
        #expect(try read("Meine Mitbewohnerin hat seit Tagen einen Ohrwurm von Abba, dass sie nur noch summt.").musicInHead == false)
        #expect(try read("Aber mein Sohn singt die ganze Zeit 'Bruder Jakob'.").musicInHead == false)
        // the writer in the clause, or the writer's head in the next one: the writer's earworm
        #expect(try read("Meine Kollegin hat mir einen Ohrwurm verpasst, jetzt hab ich Abba im Kopf.").musicInHead)
        #expect(try read("Die Kinder haben 'Bruder Jakob' gesungen, und jetzt läuft das ständig in meinem Kopf.").musicInHead)
    }

    @Test func dialectPronounsAreNoNames() throws {
        #expect(try read("Mia is heit so fad.").socialContact == false)
        #expect(try read("Heute mit Mia im Kino gewesen.").socialContact)
    }

    @Test func vocativesAndAbstractNounsAreNoContact() throws {
        #expect(try read("Schlechter Tag, Leute.").socialContact == false)
        #expect(try read("Ich gehe mit Zuversicht in die neue Woche.").socialContact == false)
        #expect(try read("Mit den Leuten vom Chor gesungen.").socialContact)
    }

    // MARK: clause time

    @Test func conditionalClausesGiveNoStressOrMood() throws {
        let f = try read("Wenn ich heute noch einen Termin gehabt hätte, wäre ich total gestresst gewesen.")
        #expect(f.stress == nil && f.mood == .neutral)
        #expect(try read("Ich war heute total gestresst.").stress == .high)
    }

    @Test func morningIsNoPlan() throws {
        let f = try read("Am Morgen Kaugummi gekaut, damit der Ohrwurm weggeht.")
        #expect(f.countermeasures)
    }

    // MARK: mood precedence

    @Test func labelledMoodIsExplicit() throws {
        #expect(try read("Arbeit: stressig, aber okay\nStimmung: gut").mood == .good)
        #expect(try read("Laune: mies").mood == .bad)
    }

    @Test func denyingBothPolesIsNeutral() throws {
        #expect(try read("Nicht gut, nicht schlecht.").mood == .neutral)
        #expect(try read("Nicht gut heute.").mood == .bad)
    }

    @Test func reliefIsNoJoy() throws {
        #expect(try read("Kein Ohrwurm heute. Zum Glück!").mood == .neutral)
        #expect(try read("Endlich Urlaub!").mood == .good)
    }

    @Test func aCalmDayAloneIsNeutral() throws {
        #expect(try read("Ein ruhiger Tag im Garten.").mood == .neutral)
        #expect(try read("Ein ruhiger, schöner Tag im Garten.").mood == .good)
    }

    // MARK: levels

    @Test func ganzSchoenIsNoPraiseAndNoIntensifier() throws {
        let f = try read("Hab Atemlos im Kopf, das ist ganz schön lästig.")
        #expect(f.distress == .medium && f.mood == .neutral)
        #expect(try read("Der Abend war ganz schön.").mood == .good)
    }

    @Test func softenerAfterTheLevelWordModifiesIt() throws {
        let f = try read("Hab Layla im Kopf, nervt mich bissl.")
        #expect(f.distress == .low && f.earwormStrength == nil)
    }

    @Test func theWritersOwnHummingKeepsItsStrength() throws {
        let f = try read("Hab den ganzen Abend Yesterday vor mich hin gesummt, das Lied geht nicht aus dem Kopf.")
        #expect(f.musicInHead && f.earwormStrength == .strong)
        #expect(f.distress == nil, "'nicht mehr aus dem Kopf' is no suffering")
    }

    // MARK: regional table

    @Test func swissAndKoelschEmIsIm() throws {
        #expect(try read("Hüt han i s Lied vom Gölä em Chopf.").musicInHead)
        #expect(try read("Dr janze Daach 'Viva Colonia' em Kopp.").earwormStrength == .strong)
    }

    // MARK: second round (seen in 41/42 after their first sight)

    @Test func frontedMusicNounNegatedAtTheEnd() throws {
        #expect(try read("Einen Ohrwurm hatte ich heute zum Glück nicht.").musicInHead == false)
        #expect(try read("„Layla“ im Kopf stört mich ja nicht.").musicInHead)
    }

    @Test func elidedSubjectContinuesAnotherPerson() throws {
        #expect(try read("Meine Tochter hatte heute Prüfung und war total gestresst.").stress == nil)
        #expect(try read("Ich hatte heute Prüfung und war total gestresst.").stress == .high)
    }

    @Test func ironicOpeningPraise() throws {
        #expect(try read("Super, der Zug ist ausgefallen und ich stand im Regen.").mood == .bad)
        #expect(try read("Super, heute frei und Sonne satt.").mood == .good)
    }

    @Test func postponedMeetingIsNoContact() throws {
        #expect(try read("Meeting verschoben, Mittag am Schreibtisch.").socialContact == false)
        #expect(try read("Meeting mit dem Team, danach Mittag am Schreibtisch.").socialContact)
    }
}
