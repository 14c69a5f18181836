import Foundation
import FeelAloudCore
import Testing
@testable import FeelAloudLanguage

/// The regional table is data with evidence (issue #11): every form is written on at least one
/// labelled corpus line (an extraction paragraph, a correction utterance or a question), so each
/// entry shows what it is for and a dead entry is seen. The forms listed before this test
/// existed without such a line are `unevidenced`: that list may only shrink (a form that gets a
/// corpus line must leave it), and no new form may join it.
struct RegionalFormsCorpusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples")

    /// The texts of every labelled corpus line.
    static func corpusLines() throws -> [String] {
        var out: [String] = []
        for (dir, key) in [("extraction", "text"), ("corrections", "utterance"), ("questions", "question")] {
            let d = root.appendingPathComponent(dir)
            for f in try FileManager.default.contentsOfDirectory(atPath: d.path).sorted() where f.hasSuffix(".jsonl") {
                let text = try String(contentsOf: d.appendingPathComponent(f), encoding: .utf8)
                for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                    if let s = try JSONValue.parse(String(line))[key]?.stringValue { out.append(s) }
                }
            }
        }
        return out
    }

    /// The folded words of the corpus lines as written: each whitespace token without its
    /// punctuation, also without apostrophes and split at hyphens and apostrophes.
    static func corpusWords() throws -> Set<String> {
        let strip = Set(".,!?;:()\"„“”»«‚‘'’…-")
        var words = Set<String>()
        for line in try corpusLines() {
            for token in GermanFolding.fold(line).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
                var t = Substring(token)
                while let c = t.first, strip.contains(c) { t = t.dropFirst() }
                while let c = t.last, strip.contains(c) { t = t.dropLast() }
                words.insert(String(t))
                words.insert(String(t.filter { $0 != "'" && $0 != "’" }))
                for piece in t.split(whereSeparator: { $0 == "-" || $0 == "'" || $0 == "’" }) { words.insert(String(piece)) }
            }
        }
        return words
    }

    /// Forms of the table before this test that no corpus line shows yet (the debt).
    static let unevidenced: Set<String> = Set([
"leiwande haberer soewer allaweil scheene scheenen jeil letschte letschti zletscht wocha allweil schoei gmoant",
"kemma dei hoam nia iatz gspassig gschimpft gfreid hoagascht wueetend gschaffet schaffa",
"dhoim drhoim gsait kien kloenen vadder moeoed maakt epes hoangart schéin schéine frënd",
"frëndin kolleeg frou glécklech naeischt gesongen telefonéiert menger maein guud harrn niamandem",
"decht keng hab' hattte oke okey okee okai o.k. nicht's stimmung's ohrwurm's schlecht's mies's soo soooo",
"suuper mega- supi bissel bischen bisschn nichtmal garnicht jep japp jaa jau iwie ueberhaupts iberhaupt dageg'n",
"dagegn gar's koane neamads niemads does bisserl bizzl guade guader kriagn oiwai oans",
"alloans gstoet gsehen g'sehn gtroffen g'hoert gaerget liedl urviel haeferl",
"noet nuent gsii gueti niemert oepper gstoerd gnaervt koine koinen",
"babbeln icke juut jesehen jetroffen kieken koppe malochen freindin gmuedlich bsucht",
"heele juemmer gonze nochber schnacken tuedelig gestress",
"langweilich yep orwurm ohrwum ohrwrm ohrwurmm ohrenwurm orhwurm ohrwrum stresig stessig strssig gestressed",
"entspant entpannt entspnnt ueberfodert uberfordert angespant stressik nerft nervts nervt's nervich",
"nervik laestich lestig unertreglich stoehrt storts stoehrend nciht nihct kobf kpf telefonirt telephoniert",
"kolegen kaugumi kaugummie kaugummmi lidd melodi horbuch wuerklich wirkli tootal",
 ].joined(separator: " ").split(separator: " ").map(String.init))

    @Test func everyFormIsWrittenOnACorpusLine() throws {
        let words = try Self.corpusWords()
        let forms = Set(RegionalForms.forms.map(\.form))
        let silent = forms.filter { !words.contains($0) }
        let new = silent.subtracting(Self.unevidenced).sorted()
        #expect(new.isEmpty, "Regionalformen ohne Korpuszeile: \(new)")
        let evidenced = Self.unevidenced.filter { words.contains($0) || !forms.contains($0) }.sorted()
        #expect(evidenced.isEmpty, "aus `unevidenced` streichen (jetzt belegt oder entfernt): \(evidenced)")
    }

    @Test func everyTwoReadingFormIsWrittenOnACorpusLine() throws {
        let words = try Self.corpusWords()
        let silent = RegionalForms.contextual.map(\.form).filter { !words.contains($0) }
        #expect(silent.isEmpty, "zweideutige Formen ohne Korpuszeile: \(silent)")
    }

    /// Every region the enum declares has forms, and every form's region is one of them (the
    /// table is typed by `Region`, so a form cannot name an undeclared region).
    @Test func everyRegionIsDeclaredAndUsed() {
        let used = Set(RegionalForms.forms.map(\.region)).union(RegionalForms.contextual.map(\.region))
        #expect(used == Set(RegionalForms.Region.allCases), "\(Set(RegionalForms.Region.allCases).subtracting(used))")
    }

    /// The regular sound shifts run on words no lexicon knows and give known words only; a
    /// standard word that looks like a shifted one ("Kirsche", "Tisch", "Mensch") stays itself.
    @Test func soundShiftsOfARegion() {
        let known = PhraseIndex.shared.knownWords
        #expect(GermanNormalizer.standard("stressch", known: known) == ["stressig"])     // Thuringian/Saxon -ig
        #expect(GermanNormalizer.standard("rischtisch", known: known) == ["richtig"])    // Rhenish ich-sound + -isch
        #expect(GermanNormalizer.standard("misch", known: known) == ["mich"])
        #expect(GermanNormalizer.standard("lustisch", known: known) == ["lustig"])
        for standard in ["kirsche", "tisch", "mensch", "frisch", "fisch", "wunsch", "busch", "geschenk"] {
            #expect(GermanNormalizer.standard(standard, known: known) == nil, "\(standard)")
        }
        // the precomputed repairs extraction uses hold the shifted forms
        #expect(PhraseIndex.shared.derivedStandard["stressch"] == "stressig")
        #expect(PhraseIndex.shared.derivedStandard["rischtisch"] == "richtig")
    }

    /// "so 'n Lied", "hab 'ne Stunde": an elided article, never the opening quote of a title.
    @Test func elidedArticleIsNoQuote() {
        let words = TextScanner.scan(Array("Ik heff so 'n Leed in'n Kopp, 'Dat du min Leevsten büst'.".utf8))
        #expect(words.filter(\.isTitle).count == 1)
        #expect(words.contains { $0.text == "n" && !$0.isTitle })
        #expect(TextScanner.scan(Array("Heute 'Atemlos' im Kopf.".utf8)).filter(\.isTitle).count == 1)
    }
}
