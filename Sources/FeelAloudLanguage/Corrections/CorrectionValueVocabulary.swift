/// Every single word of the value tables plus modifiers: a clause made only of these is a
/// bare value ("eher mittel"); anything else ("das Wetter war schön") is not.
enum CorrectionValueVocabulary {
    static let words: Set<String> = {
        var s = Set<String>()
        // answer phrases with all their words; field-lexicon phrases of one plain word only
        // ("mir geht es gut" does not make "geht" a value word)
        let answers = CorrectionValueWords.answerPhrases
        func add(_ l: CorrectionPhraseList) {
            for p in l.phrases where answers.contains(p.words.joined(separator: " ")) || (p.words.count == 1 && !p.words[0].contains("*")) {
                s.formUnion(p.words)
            }
        }
        for (_, l) in CorrectionValueWords.mood { add(l) }
        for (_, l) in CorrectionValueWords.severityGeneric { add(l) }
        for (_, l) in CorrectionValueWords.strengthGeneric { add(l) }
        add(CorrectionValueWords.intensifiers)
        add(CorrectionValueWords.softeners)
        s.formUnion(CorrectionValueWords.negators)
        s.formUnion(["eher", "so", "ganz", "eigentlich", "doch", "schon", "wohl", "ziemlich", "nur", "war", "ist",
                     "sie", "er", "es", "die", "der", "das", "des", "wars", "gewesen", "eigentlich", "mal", "also"])
        return s
    }()

    /// Single value words long enough to be matched with one typo ("schelcht" -> "schlecht").
    static let fuzzyTargets: [String] = {
        var s = Set<String>()
        func add(_ l: CorrectionPhraseList) {
            for p in l.phrases where p.words.count == 1 && p.words[0].count >= 5 && !p.words[0].contains("*") { s.insert(p.words[0]) }
        }
        for (_, l) in CorrectionValueWords.mood { add(l) }
        for (_, l) in CorrectionValueWords.severityGeneric { add(l) }
        for (_, l) in CorrectionValueWords.strengthGeneric { add(l) }
        for (_, l) in CorrectionValueWords.stressSpecific { add(l) }
        for (_, l) in CorrectionValueWords.distressSpecific { add(l) }
        for (_, l) in CorrectionValueWords.strengthSpecific { add(l) }
        return s.sorted()
    }()

    /// "ungluecklich" / "gluecklich": the same word with or without the negating prefix "un".
    static func isAntonym(_ a: String, _ b: String) -> Bool {
        a == "un" + b || b == "un" + a
    }

    /// Replaces unknown words by the value word one typo away, if exactly one is.
    static func corrected(_ words: [String], skip: Range<Int>?) -> [String]? {
        var out = words
        var changed = false
        for (i, w) in words.enumerated() where !(skip?.contains(i) ?? false) && w.count >= 5 && !Self.words.contains(w) {
            if CorrectionYesNoWords.particles.contains(w) { continue }
            let limit = w.count >= 9 ? 2 : 1
            // (a prefix "un" is no typo: "unglücklich" is not "glücklich", "unruhig" not "ruhig")
            let hits = fuzzyTargets.filter { abs($0.count - w.count) <= limit && CorrectionFuzzy.distance($0, w, limit: limit)
                && !isAntonym($0, w) }
            if hits.count == 1 { out[i] = hits[0]; changed = true }
        }
        return changed ? out : nil
    }
}
