import Testing
@testable import FeelAloudLanguage

/// The scanner's one lookup per word (`PhraseIndex.lexicon`, `ScannedWord.info`) says exactly
/// what the four tables it replaces say (phrase ids, clause-splitter membership, flags and the
/// readers' word classes), and a word scanned with the index is the word scanned
/// without it.
struct WordLexiconTests {
    @Test func lexiconIsTheThreeTablesInOne() throws {
        let index = PhraseIndex.shared
        var probes = Set<String>(["", "a", "es", "<titel>", "ohrwurm", "aber", "und", "weil", "x\u{0}y", "überhaupt"])
        for c in try ExtractionCorpusTests.loadCases() {
            for w in TextScanner.scan(Array(c.text.utf8)) { probes.insert(w.text) }
        }
        for p in index.idWords { probes.insert(p) }
        for p in ClauseSplitter.membership.keys { probes.insert(p) }
        for p in ParagraphReader.WordClass.entries.keys { probes.insert(p) }
        var hits = 0
        for p in probes {
            let id = index.idTable[p], member = ClauseSplitter.membership[p], flags = index.flagTable[p]
            let classes = ParagraphReader.WordClass.entries[p]
            let info = index.lexicon[p]
            if id == nil && member == nil && flags == nil && classes == nil {
                #expect(info == nil, "\(p)")
            } else {
                hits += 1
                #expect(info == WordInfo(id: id ?? -1, member: member ?? 0, flags: flags ?? 0, resolved: true, classes: classes ?? 0), "\(p)")
            }
            #expect(index.info(of: p) == (info ?? WordInfo(resolved: true)), "\(p)")
        }
        #expect(hits > 3000)
        for (id, w) in index.idWords.enumerated() { #expect(index.idTable[w] == Int32(id), "\(w)") }
    }

    @Test func scanningWithTheIndexGivesTheSameWords() throws {
        let index = PhraseIndex.shared
        var texts = try ExtractionCorpusTests.loadCases().map(\.text)
        texts += ["Heute „Atemlos“ im Kopf, hab's den ganzen Tag gesummt.", "So 'n Lied… z.B. Frau K. auf Zimmer 12!", "Ohrwurm?! Nö. ẞtraße, Grüße — ähm"]
        var interned = 0
        for t in texts {
            let plain = TextScanner.scan(Array(t.utf8))
            let fast = TextScanner.scan(Array(t.utf8), lexicon: index)
            #expect(plain.count == fast.count, "\(t)")
            for (a, b) in zip(plain, fast) {
                #expect(a.text == b.text && a.start == b.start && a.end == b.end && a.capitalized == b.capitalized
                        && a.breakBefore == b.breakBefore && a.isTitle == b.isTitle, "\(t): \(a.text)")
                #expect(a.isTitle == (a.text == ScannedWord.titleText))
                #expect(!a.info.resolved)
                #expect(b.info == index.info(of: b.text), "\(t): \(b.text)")
                if b.info.id >= 0 { interned += 1 }
            }
        }
        #expect(interned > 1000)
        // after normalisation every word's info is that of its (possibly rewritten) text
        for t in texts.prefix(400) {
            let analysis = TextAnalysis(bytes: Array(t.utf8))
            for (k, w) in analysis.words.enumerated() {
                #expect(w.info == index.info(of: w.text), "\(t): \(w.text)")
                #expect(analysis.texts[k] == w.text)
                #expect(analysis.wordIDs[k] == (index.idTable[w.text] ?? -1), "\(t): \(w.text)")
            }
        }
    }
}
