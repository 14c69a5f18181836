import Testing
import FeelAloudCore
@testable import FeelAloudLanguage

/// The value-word tables are built from lexicons folded once (`CorrectionValueWords.foldedFields`,
/// issue #14: a manual entry built them for ~60 M instructions): they must hold exactly what
/// the former build, which folded every lexicon again for each table, gave — kept here as
/// the reference.
@Suite struct ValueWordsBuildTests {
    typealias V = CorrectionValueWords

    static func referenceAmbiguous() -> Set<String> {
        var meanings: [String: Set<String>] = [:]
        for (family, rules) in V.fieldRules {
            for r in rules {
                guard let level = V.level(of: r.cue) else { continue }
                for p in r.phrases { meanings[GermanFolding.fold(p), default: []].insert("\(family).\(level)") }
            }
        }
        var out = Set(meanings.filter { $0.value.count > 1 }.keys)
        let plain = meanings.filter { !$0.key.contains("*") && !$0.key.contains(" ") }
        for (p, m) in meanings where p.contains("*") && !p.contains(" ") {
            for q in plain where CorrectionPhrase.wordMatches(p, q.key) && !q.value.isSubset(of: m) { out.insert(p); out.insert(q.key) }
        }
        return out
    }

    static func referenceImported(_ rules: [PhraseRule], _ name: String, ambiguous: Set<String>) -> [String] {
        let notAnswers = Set(ValueWords.notAnswers.map { GermanFolding.fold($0) })
        return rules.filter { V.level(of: $0.cue) == name }.flatMap(\.phrases).filter { p in
            let f = GermanFolding.fold(p)
            if V.fieldAnswerPhrases.contains(f) || ambiguous.contains(f) || notAnswers.contains(f) || f.contains("<") { return false }
            if !f.contains(" "), V.labelWords.contains(where: { CorrectionPhrase.wordMatches(f, $0) }) { return false }
            return true
        }
    }

    static func referenceList(_ rules: [PhraseRule], _ name: String, _ answers: ValueMeaning, named: Bool, ambiguous: Set<String>)
        -> CorrectionPhraseList {
        var phrases = ValueWords.phrases(answers) + referenceImported(rules, name, ambiguous: ambiguous)
        if named {
            phrases += rules.filter { V.level(of: $0.cue) == name }.flatMap(\.phrases).filter { p in
                let f = GermanFolding.fold(p)
                return ambiguous.contains(f) && !V.fieldAnswerPhrases.contains(f) && !f.contains("<")
            }
        }
        return CorrectionPhraseList(phrases, blocks: rules.filter { $0.cue == .block }.flatMap(\.phrases) + ValueWords.blocks)
    }

    static func words(_ list: CorrectionPhraseList) -> [[String]] { list.phrases.map(\.words) + [["|"]] + list.blocks.map(\.words) }

    @Test func ambiguousIsTheReference() {
        #expect(V.ambiguous == Self.referenceAmbiguous())
    }

    @Test func tablesAreTheReference() {
        let amb = Self.referenceAmbiguous()
        for (m, list) in V.mood {
            #expect(Self.words(list) == Self.words(Self.referenceList(MoodLexicon.rules, m.rawValue, .mood(m), named: false, ambiguous: amb)))
        }
        for (m, list) in V.moodNamed {
            #expect(Self.words(list) == Self.words(Self.referenceList(MoodLexicon.rules, m.rawValue, .mood(m), named: true, ambiguous: amb)))
        }
        for (s, list) in V.distressSpecific {
            #expect(Self.words(list) == Self.words(Self.referenceList(DistressLexicon.rules, s.rawValue, .distress(s), named: false, ambiguous: amb)))
        }
        for (s, list) in V.distressNamed {
            #expect(Self.words(list) == Self.words(Self.referenceList(DistressLexicon.rules, s.rawValue, .distress(s), named: true, ambiguous: amb)))
        }
        for (s, list) in V.stressSpecific {
            #expect(Self.words(list) == Self.words(Self.referenceList(StressLexicon.rules, s.rawValue, .stress(s), named: false, ambiguous: amb)))
        }
        for (s, list) in V.strengthSpecific {
            #expect(Self.words(list)
                    == Self.words(Self.referenceList(EarwormStrengthLexicon.rules, s.rawValue, .strength(s), named: false, ambiguous: amb)))
        }
        for (name, rules) in V.fieldRules {
            for level in Set(rules.compactMap { V.level(of: $0.cue) }) {
                #expect(V.imported(name, rules, level) == Self.referenceImported(rules, level, ambiguous: amb), "\(name).\(level)")
            }
        }
    }

    /// The label-word test of the build answers as matching every label word does.
    @Test func labelWordLookupIsTheScan() {
        let words = V.foldedFields.flatMap(\.phrases).map(\.folded).filter { !$0.contains(" ") } + V.labelWords + ["*", "**", ""]
        #expect(words.count > 200)
        for f in words {
            #expect(V.isLabelWord(f) == V.labelWords.contains { CorrectionPhrase.wordMatches(f, $0) }, "\(f)")
        }
    }
}
