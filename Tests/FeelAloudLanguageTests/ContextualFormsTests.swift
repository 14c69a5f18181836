import Testing
@testable import FeelAloudLanguage

/// The one table of forms with two readings (`RegionalForms.contextual`), read by extraction
/// (`TextAnalysis.contextualReading`) and corrections (`CorrectionDialect.contextual`) alike:
/// each row gives its regional reading in its context and nothing elsewhere.
struct ContextualFormsTests {
    func reading(_ form: String, _ previous: String?, _ next: String?, _ afterNext: String? = nil) -> [String]? {
        RegionalForms.contextualStandard(form, previous: previous, next: next, afterNext: afterNext)
    }

    @Test func everyRowIsOneFlaggedFormWithOneReading() {
        let forms = RegionalForms.contextual.map(\.form)
        #expect(Set(forms).count == forms.count, "a form listed twice")
        #expect(RegionalForms.contextualForms == Set(forms))
        let flags = PhraseIndex.shared.referenceFlags()
        for f in forms + ["ne"] {
            #expect((flags[f] ?? 0) & PhraseIndex.WordFlags.contextual != 0, "\(f) not flagged for extraction")
        }
        #expect((flags["stress"] ?? 0) & PhraseIndex.WordFlags.contextual == 0, "an ordinary word flagged")
        // the other reading of a form the plain table lists too
        #expect(RegionalForms.map["isch"] == ["ist"] && RegionalForms.map["bi"] == ["bin"])
        #expect(RegionalForms.map["kai"] == nil && RegionalForms.map["it"] == nil && RegionalForms.map["kann"] == nil)
    }

    @Test func ischIsIchBesideAFirstPersonVerb() {
        #expect(reading("isch", nil, "bin") == ["ich"])
        #expect(reading("isch", "hab", "heute") == ["ich"])
        #expect(reading("isch", nil, "ben") == ["ich"])         // Koelsch "isch ben"
        #expect(reading("isch", "das", "gut") == nil)           // Swiss "ist" (the plain table)
    }

    @Test func kannIsKeinenBeforeAFinalParticiple() {
        #expect(reading("kann", "ich", "gehabt") == ["keinen"])
        #expect(reading("kann", "hab", "stress") == ["keinen"])
        #expect(reading("kann", "das", "gemacht", "werden") == nil)
        #expect(reading("kann", "ich", "nicht") == nil)
    }

    @Test func itIsNichtBeforeAGermanValue() {
        #expect(reading("it", "mich", "gestoert") == ["nicht"])
        #expect(reading("it", "heute", "gut") == ["nicht"])
        #expect(reading("it", "love", nil) == nil)
        #expect(reading("it", "let", "go") == nil)
    }

    @Test func biIsBeiBeforeADativeNotAfterTheSubject() {
        #expect(reading("bi", "laeuft", "mir") == ["bei"])
        #expect(reading("bi", nil, "mien") == ["bei"])
        #expect(reading("bi", "ich", "der") == nil)              // "ich bi de ganz Tag": "bin"
        #expect(reading("bi", nil, "ich") == nil)
    }

    @Test func kaiIsKeinBeforeANegatableNoun() {
        #expect(reading("kai", "ich", "stress") == ["kein"])
        #expect(reading("kai", nil, "ohrwurm") == ["kein"])
        #expect(reading("kai", "mit", "im") == nil)              // the name Kai
        #expect(reading("kai", nil, "hat") == nil)
    }

    @Test func benIsBinOnlyBesideAWrittenIsch() {
        #expect(RegionalForms.contextualStandard("ben", previous: "ich", next: "heute", afterNext: nil, writtenPrevious: "isch") == ["bin"])
        #expect(RegionalForms.contextualStandard("ben", previous: "heute", next: "ich", afterNext: nil, writtenNext: "isch") == ["bin"])
        #expect(RegionalForms.contextualStandard("ben", previous: "ich", next: "getroffen", afterNext: nil, writtenPrevious: "ich") == nil)
    }

    @Test func correctionsReadTheSameTable() {
        let words = { (u: String) in CorrectionSegment(u).words }
        #expect(words("han i kai Stress gha")[2] == "kein")
        #expect(words("mit Kai gredet")[1] == "kai")
        #expect(words("isch ben jestresst").prefix(2) == ["ich", "bin"])
        #expect(words("lauft bi mir")[1] == "bei")
        #expect(words("ich bi hüt allei")[1] == "bin")
    }

    @Test func questionsReadTheSameTable() {
        #expect(QuestionParser.tokens("An welchen Tagen war Stress, hob kann Stress ghabt?").contains("keinen"))
        #expect(QuestionParser.tokens("Wann han i kai Stress gha?").contains("kein"))
        #expect(QuestionParser.tokens("Wie isch mei Woch gsi?")[1] == "ist")
        #expect(QuestionParser.tokens("Wann hatt isch Stress?")[2] == "ich")
        #expect(QuestionParser.tokens("Wann kann ich wieder joggen?")[1] == "kann")
    }

    @Test func wurschtAndStimmigKeepTheirWordElsewhere() {
        #expect(reading("wurscht", "mir", nil) == ["egal"])
        #expect(reading("wurscht", "eine", nil) == nil)
        #expect(reading("stimmig", "die", "ist") == ["stimmung"])
        #expect(reading("stimmig", "war", nil) == nil)
    }

    func written(_ form: String, _ previous: String?, _ next: String?) -> [String]? {
        RegionalForms.contextualStandard(form, previous: previous, next: next, afterNext: nil, writtenNext: next)
    }

    @Test func uffAndHaBeforeAWordOfTheirClause() {
        #expect(written("uff", "war", "de") == ["auf"])          // "uff de Arbeet"
        #expect(written("uff", nil, nil) == nil)                  // "Uff, geschafft": the interjection
        #expect(written("uff", nil, "das") == nil)                // "Uff das war knapp"
        #expect(written("ha", nil, "probiert") == ["hab"])        // Swiss "Ha probiert"
        #expect(written("ha", nil, "ha") == nil)                  // laughter
    }

    @Test func dachIsTagAfterADayAttribute() {
        #expect(reading("dach", "ganze", "dat") == ["tag"])       // "dä janze Dach"
        #expect(reading("dach", "schoenen", nil) == ["tag"])      // "e schinen Dach"
        #expect(reading("dach", "das", "repariert") == nil)       // the roof
    }

    @Test func miaAndMrAreMirAfterAVerb() {
        #expect(reading("mia", "ist", "schon") == ["mir"])        // "des is mia scho"
        #expect(reading("mia", "mit", "und") == nil)              // "mit Mia und Jonas"
        #expect(reading("mr", "laeuft", "s") == ["mir"])          // "lauft mr s Lied"
        #expect(reading("mr", "werd", "brightside") == nil)       // "Mr. Brightside"
    }

    @Test func okEmDesByTheirNeighbours() {
        #expect(reading("ok", "stress", "nicht") == ["auch"])     // Platt "Stress ok nich"
        #expect(reading("ok", "war", "gut") == nil)               // "okay" (the plain table)
        #expect(reading("em", "aus", "kopf") == ["dem"])          // "us em Chopf"
        #expect(reading("em", "mit", "reto") == nil)              // "mit em Reto": the plain table's "im"
        #expect(reading("des", "dass", "weggeht") == ["das"])     // "dass des weggeht"
        #expect(reading("des", nil, "lied") == ["das"])           // "des Liad"
        #expect(reading("des", "ende", "monats") == nil)          // genitive
    }
}

