/// Every single word of the value tables plus modifiers: a clause made only of these is a
/// bare value ("eher mittel"); anything else ("das Wetter war schön") is not.
enum CorrectionValueVocabulary {
    static let words: Set<String> = {
        var s = Set<String>()
        func add(_ l: CorrectionPhraseList) { for p in l.phrases { s.formUnion(p.words) } }
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
}
