import FeelAloudCore
import Testing
@testable import FeelAloudLanguage

/// The German base and the per-field readers, one behaviour per case (issue #11's misses).
struct GermanBaseTests {
    let extractor = RuleBasedExtractor()

    func read(_ text: String) throws -> EntryFields { try extractor.extract(text).fields }

    // MARK: negation scope in both directions

    @Test(arguments: [
        "Stress hab ich heut keinen gehabt.", "Stress? Nö, null.", "Stress: keiner.",
        "Stress hatte ich trotzdem keinen.", "Dass ich heute gestresst war, kann man nicht sagen.",
        "Weder Stress noch Hektik.", "heute kein stress null komma nix", "Hob heit koan Stress ghabt.",
        "Gestresst war ich eigentlich gar nicht.",
    ])
    func stressDenied(_ text: String) throws {
        #expect(try read(text).stress == Severity.none, "\(text)")
    }

    @Test func litotesAffirms() throws {
        #expect(try read("Ich hatte nicht keinen Stress, ich war angespannt.").stress == .medium)
    }

    @Test(arguments: ["Ohrwurm? Fehlanzeige.", "Lied im Kopf: keins.", "Musik im Kopf? Nicht die Spur.",
                      "Ohrwurm hob i koan ghabt."])
    func musicDenied(_ text: String) throws {
        #expect(try read(text).musicInHead == false, "\(text)")
    }

    @Test func frontedLevelWordIsNegatedAtTheClauseEnd() throws {
        #expect(try read("Schlecht war der Tag nicht, eher richtig gut.").mood == .good)
    }

    // MARK: intensity, label values

    @Test func softenersAndIntensifiers() throws {
        #expect(try read("Heute bisschen Stress im Büro.").stress == .low)
        #expect(try read("Mega gestresst, Deadline.").stress == .high)
        #expect(try read("Stimmung: mies. Stress: hoch.").stress == .high)
        #expect(try read("Ohrwurm? Nö. Stress? Ein bisschen.").stress == .low)
    }

    // MARK: regional German and dictation

    @Test func regionalForms() throws {
        #expect(try read("Ick bin heute jestresst, dit gloobste nich.").stress == .medium)
        let f = try read("Den ganzn Dog hob i des Liad im Schädl. Es nervt mi.")
        #expect(f.musicInHead && f.earwormStrength == .strong && f.distress == .medium)
        #expect(try read("Ich ha de ganz Tag e Lied im Chopf gha.").earwormStrength == .strong)
    }

    @Test func dictatedSplitCompoundsAreJoined() throws {
        let f = try read("heute den ganzen tag einen ohr wurm in dauer schleife")
        #expect(f.musicInHead && f.earwormStrength == .strong)
    }

    // MARK: the subject of a clause

    @Test func anotherPersonsStateIsNotTheWriters() throws {
        let f = try read("Meine Schwester war völlig fertig, ich selbst ganz gelassen.")
        #expect(f.stress == Severity.none)
        #expect(try read("Mein Mann hat seit Tagen einen Ohrwurm, der Arme. Ich selbst hab zum Glück nichts im Kopf.").musicInHead == false)
    }

    // MARK: mood precedence

    @Test(arguments: [
        ("Termine ohne Pause, aber ich bin einfach glücklich.", Mood.good),
        ("Im Nachhinein doch ein guter Tag, trotz Regen und Zahnarzt.", .good),
        ("Bin traurig.", .bad), ("Stimmung am Boden. Niemanden gesehen.", .bad),
        ("Wunderbar, drei Stunden Warteschleife bei der Krankenkasse. Ein Traum.", .bad),
        ("Viel los, aber die Kollegen waren nett. Ich bin okay.", .neutral),
    ])
    func moodPrecedence(_ text: String, _ mood: Mood) throws {
        #expect(try read(text).mood == mood, "\(text)")
    }

    // MARK: social contact

    @Test(arguments: [
        "Zwei Videocalls mit dem Team.", "Heute mit dem Enkel Kuchen gebacken.",
        "Nach dem Training mit der Mannschaft noch was getrunken.", "Streit mit dem Hausmeister wegen der Tonnen.",
    ])
    func socialContact(_ text: String) throws {
        #expect(try read(text).socialContact, "\(text)")
    }

    // MARK: strength next to a duration

    @Test func strengthNextToADuration() throws {
        #expect(try read("„Perfect“ läuft seit dem Frühstück ununterbrochen in meinem Kopf.").earwormStrength == .strong)
        #expect(try read("Ohrwurm in Dauerschleife seit dem Frühstück.").earwormStrength == .strong)
        #expect(try read("„Let It Be“ kam immer wieder, Ohrwurm pur.").earwormStrength == .medium)
    }

    // MARK: evidence

    @Test func inferredFieldsAndExplanation() throws {
        let r = try extractor.extract("Heute Regen.")
        #expect(r.inferred.contains(.mood))
        let json = r.json.serialized()
        #expect(!json.contains("inferred") && json.contains("\"dayOffset\""))
        let ev = try RuleBasedExtractor.explain("Meine Schwester war völlig fertig, ich selbst ganz gelassen.")
        #expect(ev[.stress]?.contains { $0.otherPerson } == true)
    }

    // MARK: corrections on the same base

    @Test(arguments: [
        ("ned gstresst", FieldKey.stress, "none"), ("Stress hob i koan ghabt", .stress, "none"),
        ("mia warn ned allein", .socialContact, "true"), ("d'Stimmung wor guad", .mood, "good"),
    ])
    func correctionsInDialect(_ utterance: String, _ key: FieldKey, _ value: String) throws {
        var raw = EntryFields.Raw()
        raw.mood = .neutral
        raw.stress = .medium
        let out = CorrectionJSON.response(fields: EntryFields(raw: raw), utterance: utterance)
        #expect(out["fields"]?[key.rawValue]?.serialized().replacingOccurrences(of: "\"", with: "") == value, "\(utterance)")
    }

    @Test func correctionConfirmations() {
        var raw = EntryFields.Raw()
        raw.mood = .good
        let out = CorrectionJSON.response(fields: EntryFields(raw: raw), utterance: "passt scho")
        #expect(out["changed"]?.arrayValue?.isEmpty == true && out["clarify"] == nil)
    }

    /// The byte-wise transcript equals the Character-wise definition (CONTRACT.md).
    @Test(arguments: ["  Heute\n\n„Atemlos“ \t im Kopf  ", "a\u{00A0}b", "x \u{301}y", "Ä ö\r\nü ß", "\u{2003}x\u{3000}y", "🎶  ok 😍", "sagt „Atemlos“ – ok", "a \u{FE0F}b", "x \u{200D}y", "z \u{1F3FB}w"])
    func transcriptFastPathAgrees(_ text: String) {
        var reference = ""
        var pending = false
        for ch in text {
            if ch.isWhitespace { pending = !reference.isEmpty } else {
                if pending { reference.append(" "); pending = false }
                reference.append(ch)
            }
        }
        #expect(ExtractionResult.transcript(of: text) == reference)
    }
}
