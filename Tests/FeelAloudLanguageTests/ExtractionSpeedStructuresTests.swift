import FeelAloudCore
import Foundation
import Testing
@testable import FeelAloudLanguage

/// The precomputed structures of the speed work say exactly what the code they replace says:
/// the derived regional forms are `GermanNormalizer.standard`, the phrase prefilter only rejects
/// phrases that cannot match, and another person's state is not the writer's.
struct ExtractionSpeedStructuresTests {
    /// Every word of every corpus paragraph: the one-lookup path of `TextAnalysis.normalise`
    /// (`flagTable` + `derivedStandard`) gives what `GermanNormalizer.standard` derives.
    @Test func derivedFormsAreTheNormalizersRepairs() throws {
        let index = PhraseIndex.shared
        var checked = 0
        var words = Set<String>()
        for c in try ExtractionCorpusTests.loadCases() {
            for w in TextScanner.scan(Array(c.text.utf8)) where !w.isTitle { words.insert(w.text) }
        }
        // plus forms the rules derive that the corpus may lack
        words.formUnion(["jechillt", "gspuert", "gnossn", "gholfa", "traurisch", "stressisch", "misch"])
        for w in words {
            let flags = index.flagTable[w] ?? 0
            guard flags & (PhraseIndex.WordFlags.regional | PhraseIndex.WordFlags.known) == 0 else { continue }
            let expected = GermanNormalizer.standard(w, known: index.knownWords)
            let fast = flags & PhraseIndex.WordFlags.derived != 0 ? index.derivedStandard[w].map { [$0] } : nil
            #expect(fast == expected, "\(w): \(String(describing: fast)) ≠ \(String(describing: expected))")
            checked += 1
        }
        #expect(checked > 500)
        // and every precomputed form is one `standard` derives
        #expect(index.derivedStandard.count > 100)
        for (w, std) in index.derivedStandard {
            #expect(GermanNormalizer.standard(w, known: index.knownWords) == [std], "\(w)")
        }
    }

    /// The prefilter's second word and anchor are words of the phrase itself.
    @Test func prefilterIdsBelongToTheirPhrase() {
        let index = PhraseIndex.shared
        for ph in index.phrases {
            let ids = Set(index.pieceIDs[ph.first..<(ph.first + ph.count)].filter { $0 >= 0 })
            if ph.second >= 0 { #expect(index.pieceIDs[ph.first + 1] == ph.second) }
            if ph.anchor >= 0 { #expect(ids.contains(ph.anchor)) }
        }
        #expect(index.exactOffsets.count == index.idTable.count + 1)
        #expect(index.exactPhrase.count == index.exactSecond.count)
        // the split by second word holds every exact-first phrase once, where `match` looks
        #expect(index.exactLone.count + index.exactPairs.list.count == index.exactPhrase.count)
        for w in 0..<index.idTable.count {
            let lone = index.exactLone[Int(index.exactLoneOffsets[w])..<Int(index.exactLoneOffsets[w + 1])]
            for q in Int(index.exactOffsets[w])..<Int(index.exactOffsets[w + 1]) {
                let second = index.exactSecond[q]
                if second < 0 { #expect(lone.contains(Int32(q))) } else {
                    #expect(index.exactPairs.list[index.exactPairs.range(PhraseIndex.pairKey(Int32(w), second))].contains(Int32(q)))
                }
            }
        }
    }

    /// "Papa ist total gestresst" (no contrast by the writer): not the writer's stress; praise of
    /// others and "ich auch" stay the writer's.
    @Test func anotherPersonsStateWithoutContrast() throws {
        let e = RuleBasedExtractor()
        let papa = try e.extract("Papa ist total gestresst wegen der Firma und hat mich beim Essen angeschrien.")
        #expect(papa.fields.stress == nil)
        let shared = try e.extract("Mit Bello drei Stunden durch den Wald. Er war glücklich, ich auch.")
        #expect(shared.fields.mood == .good)
        let own = try e.extract("Der Tag war total stressig.")
        #expect(own.fields.stress == .high)
    }
}
