import FeelAloudCore
import Testing
@testable import FeelAloudLanguage

struct RuleRegistryTests {
    @Test func noDuplicateOrMalformedRules() {
        #expect(RuleRegistry.problems.isEmpty, "\(RuleRegistry.problems)")
    }

    @Test func everyRuleIdHasAKnownTopic() {
        for id in RuleRegistry.ruleIDs {
            let prefix = String(id.split(separator: ".").first ?? "")
            #expect(RuleRegistry.knownPrefixes.contains(prefix), "unbekanntes Thema in \(id)")
        }
    }

    /// Every rule table file in Sources/FeelAloudLanguage/Rules that declares `PhraseRule`s is
    /// registered: the ids found in the files equal the registered ids.
    @Test func everyDeclaredRuleIsRegistered() throws {
        let dir = URLPath.rulesDirectory
        var declared: [String] = []
        for file in try URLPath.swiftFiles(in: dir) {
            let text = try URLPath.read(file)
            var rest = Substring(text)
            while let r = rest.firstRange(of: "PhraseRule(\"") {
                let after = rest[r.upperBound...]
                if let q = after.firstIndex(of: "\"") { declared.append(String(after[..<q])) }
                rest = after
            }
        }
        // the evaluative lexicon's rules are generated from its table (one rule per kind and weight)
        declared += EvaluativeLexicon.rules.map(\.id).filter { !declared.contains($0) }
        let registered = RuleRegistry.ruleIDs
        #expect(Set(declared) == Set(registered), "nicht registriert: \(Set(declared).subtracting(registered))")
        #expect(declared.count == Set(declared).count, "doppelte IDs in den Regeldateien")
    }

    /// Every registered rule fires (matches, blocks included) on at least one labelled corpus
    /// paragraph: no dead rules, and every rule has an example that shows what it is for.
    @Test func everyRuleFiresOnTheCorpus() throws {
        var fired = Set<String>()
        for c in try ExtractionCorpusTests.loadCases() {
            let analysis = TextAnalysis(bytes: Array(c.text.utf8))
            for m in analysis.matches { fired.insert(PhraseIndex.shared.rules[m.rule].id) }
        }
        let silent = RuleRegistry.ruleIDs.filter { !fired.contains($0) }
        #expect(silent.isEmpty, "Regeln ohne Korpusbeleg: \(silent)")
    }

    /// The one regional table: one entry per form, each form changes the word, every region
    /// has forms, and the three keys the old extraction and correction maps disagreed on
    /// ("arg", "kaan", "ne") have one reading.
    @Test func regionalTableIsOneTable() {
        #expect(RegionalForms.problems.isEmpty, "\(RegionalForms.problems)")
        for region in RegionalForms.Region.allCases {
            #expect(RegionalForms.forms.contains { $0.region == region }, "keine Formen für \(region)")
        }
        #expect(RegionalForms.map["kaan"] == ["kein"])
        #expect(RegionalForms.map["ne"] == ["eine"])
        #expect(CorrectionDialect.normalize(["ne", "das", "war", "anders"]).first == "nein")
        #expect(CorrectionDialect.normalize(["ned", "gstresst"]) == ["nicht", "gestresst"])
        #expect(CorrectionDialect.normalize(["koa", "ohrwurm"]) == ["kein", "ohrwurm"])
    }

    /// The shared word repairs: split compounds, regional participles, multi-word forms.
    @Test func germanNormalizerRepairs() {
        let known = PhraseIndex.shared.knownWords
        #expect(GermanNormalizer.compound("ohr", "wurm", known: known) == "ohrwurm")
        #expect(GermanNormalizer.compound("dauer", "schleife", known: known) == "dauerschleife")
        #expect(GermanNormalizer.compound("gute", "laune", known: known) == nil)
        #expect(GermanNormalizer.standard("jechillt", known: known) == ["gechillt"])
        #expect(GermanNormalizer.standard("gnossn", known: known) == ["genossen"])
        #expect(GermanNormalizer.standard("uffn", known: known) == ["auf", "den"])
        #expect(GermanNormalizer.standard("gestresst", known: known) == nil)
    }
}
