/// Negation in correction clauses, on the shared `Negation` table: its block phrases ("nicht
/// nur", "nicht zuletzt") are no negation, and two negations cancel (litotes, as in
/// `NegationScope`: "ohne" with another negation — "ohne Ohrwurm war ich nicht", "ganz ohne
/// Stress war es nicht" — or "nicht" right before "kein").
enum CorrectionNegation {
    static let blocks = CorrectionPhraseList(Negation.phrases(of: "neg.block"))

    /// Positions of words that negate (negators outside block phrases).
    static func negatorPositions(_ words: [String]) -> [Int] {
        let blocked = blockedPositions(words)
        return words.indices.filter { CorrectionValueWords.negators.contains(words[$0]) && !blocked.contains($0) }
    }

    static func blockedPositions(_ words: [String]) -> Set<Int> {
        var out = Set<Int>()
        for p in blocks.phrases {
            var s = 0
            while let r = p.find(in: words, from: s) { out.formUnion(r); s = r.lowerBound + 1 }
        }
        return out
    }

    /// Two negations of one clause that cancel ("ohne … nicht", "nicht kein").
    static func isLitotes(_ words: [String]) -> Bool {
        let negs = negatorPositions(words)
        guard negs.count >= 2 else { return false }
        let determiners = Negation.words(of: "neg.determiner")
        for (x, y) in zip(negs, negs.dropFirst()) {
            if words[x] == "ohne" || words[y] == "ohne" { return true }
            if ["nicht", "nie"].contains(words[x]), determiners.contains(words[y]), y - x <= 2 { return true }
        }
        return false
    }

    /// "unglücklich war ich heute nicht", "gestresst war i ned": a fronted predicate negated by
    /// the clause-final negator (post-posed negation, as `NegationScope` reads it in extraction).
    /// Only verbs, pronouns and adverbs may stand between the predicate and the negator.
    static func negatedAtEnd(_ words: [String], after end: Int) -> Bool {
        guard let last = words.last, ["nicht", "nie", "niemals"].contains(last), end < words.count else { return false }
        let between = words[end..<(words.count - 1)]
        guard !between.isEmpty, between.count <= 5 else { return false }
        return between.allSatisfy { postposedGap.contains($0) }
    }
    static let postposedGap: Set<String> = [
        "war", "bin", "ist", "is", "waren", "wars", "gewesen", "ich", "i", "wir", "es", "heute", "heut", "eigentlich",
        "wirklich", "so", "gar", "ueberhaupt", "da", "dabei", "mehr", "doch", "auch", "jedenfalls", "denn", "also",
        // the subject may be the field's label with its article ("so richtig schlecht war die
        // Stimmung nicht") or a pronoun for the music ("genervt hat er kaum"); Kölsch "och" = auch
        "die", "der", "das", "dat", "des", "stimmung", "laune", "mood", "er", "sie", "mich", "mir", "hat", "hatte", "och",
        "ooch", "aach", "au", "mal", "echt", "tag",
        // or the music with its article ("genervt hat mich das Lied eigentlich kaum")
        "lied", "song", "ohrwurm", "melodie", "den", "dem", "ihn", "ding", "teil",
    ]

    /// Degree words before a fronted predicate that make a clause-final negation partial ("so
    /// richtig schlecht war die Stimmung nicht", "besonders gestresst war ich nicht": one step
    /// toward the middle, like "nicht so schlecht", "nicht besonders gestresst").
    static let partialDegrees: Set<String> = ["so", "richtig", "wirklich", "besonders", "sonderlich", "allzu", "sehr", "groß", "gross", "arg", "so richtig", "dermassen", "sooo"]

    /// Whether the words right before `start` end with a degree word of `partialDegrees`.
    static func degreeBefore(_ words: [String], _ start: Int) -> Bool {
        start > 0 && partialDegrees.contains(words[start - 1])
    }

    /// "nicht so richtig genervt", "gar nicht so wirklich gestresst": a negation followed only by
    /// degree words right before the value is partial (one step down, like "nicht so gestresst").
    static func partialBefore(_ words: [String], _ start: Int) -> Bool {
        var k = start - 1
        var degrees = 0
        while k >= 0, partialDegrees.contains(words[k]) { degrees += 1; k -= 1 }
        return degrees >= 1 && k >= 0 && ["nicht", "nie"].contains(words[k])
    }

    /// "genervt hat er total", "gestresst war ich extrem": a clause-final intensifier after a
    /// fronted predicate (only verbs, pronouns and adverbs between) raises it one step.
    static func intensifiedAtEnd(_ words: [String], after end: Int) -> Bool {
        guard let last = words.last, end < words.count - 1, CorrectionValueWords.intensifiers.matchesWhole([last]) else { return false }
        let between = words[end..<(words.count - 1)]
        return between.count <= 5 && between.allSatisfy { postposedGap.contains($0) }
    }

    /// "genervt hat er kaum", "gestresst war ich kaum": a clause-final softener after a fronted
    /// predicate (only verbs, pronouns and adverbs between), one step down like "kaum genervt".
    static func softenedAtEnd(_ words: [String], after end: Int) -> Bool {
        guard let last = words.last, ["kaum", "wenig"].contains(last), end < words.count else { return false }
        let between = words[end..<(words.count - 1)]
        guard !between.isEmpty, between.count <= 5 else { return false }
        return between.allSatisfy { postposedGap.contains($0) || $0 == "nur" || $0 == "eher" }
    }
}
