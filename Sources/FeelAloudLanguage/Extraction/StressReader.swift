import FeelAloudCore

/// Field #9 (stress): the highest stated stress level of the writer on the entry's day.
extension ParagraphReader {
    func stress() -> Severity? {
        var best: Severity? = nil
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            // "Meine Schwester war völlig fertig": another person's stress is not the writer's
            if aboutOtherPerson(c) || otherSubjectState(c) || conditionalClause(c) {
                // "Mei Fraa war arg gstresst, ich dagege gar net": the writer's elliptic denial
                if c + 1 < a.clauseCount, ellipticDenial(c + 1), clauseHas(c, { if case .stress = $0 { return true }; return false }),
                   best == nil { best = Severity.none }
                continue
            }
            for k in a.byClause[c] {
                guard case let .stress(level) = a.cue(k) else { continue }
                // "😂😂 ich kann nicht mehr": laughing, not overloaded
                if joyfulOverwhelm(k) || temporalAmEnde(k) { continue }
                if let v = labelValue(k) { if best == nil || v > best! { best = v }; continue }
                var v: Severity
                switch a.polarity(k) {
                case .negated: v = level == .none ? .medium : .none
                case .partial: v = level == .none ? .low : ParagraphReader.severity(level, shiftedBy: -1)
                case .affirmed where level != .none && postposedDenial(k):
                    // "Jestresst wor ich kein bessje": an emphatic "kein bisschen" after the fronted word
                    v = .none
                case .affirmed:
                    v = ParagraphReader.severity(level, shiftedBy: shift(k) < 0 || postposedSoftener(k) ? -1 : shift(k))
                    // "Ganz ohne Stress war's aber nicht": a denied absence is the lowest level
                    if level != .none, litotes(k) { v = .low }
                }
                if best == nil || v > best! { best = v }
            }
        }
        return best
    }

    /// Particles that may open a short answer before its value ("Na ja, ein bisschen").
    static let answerParticles: Set<String> = ["na", "ja", "naja", "hm", "hmm", "joa", "also", "tja", "aeh", "aehm", "nun"]

    /// "Stress: hoch", "Stress gering", "Stress war mittel": a level value after the word.
    func labelValue(_ k: Int) -> Severity? {
        let m = a.matches[k]
        guard m.end - m.start == 1, ["stress", "stresslevel", "stresspegel"].contains(a.words[m.start].text) else { return nil }
        var i = m.end
        if i < a.words.count, ["war", "ist", "eher", "so"].contains(a.words[i].text) { i += 1 }
        guard i < a.words.count else { return nil }
        // "Stress? Ein bisschen." answers the question with a softened level
        if a.words[i].sentence == m.sentence + 1, a.words[i].breakBefore == 3 {
            // "Stress? Na ja, ein bisschen.", "Stress? Hm, kaum.": particles before the answer
            var j = i
            while j - i < 2, j + 1 < a.words.count, a.words[j + 1].sentence == a.words[i].sentence,
                  ParagraphReader.answerParticles.contains(a.words[j].text) { j += 1 }
            let t = a.words[j].text, t2 = j + 1 < a.words.count ? a.words[j + 1].text : ""
            if (t == "ein" && t2 == "bisschen") || ["bisschen", "etwas", "wenig", "bissl", "kaum"].contains(t) { return .low }
            return LabelValues.levels[t]
        }
        guard a.words[i].sentence == m.sentence else { return nil }
        // "Stress: kaum", "Stress: bisschen" after the label's colon
        if a.words[i].clause != m.clause, ["bisschen", "etwas", "wenig", "bissl", "kaum"].contains(a.words[i].text) { return .low }
        return LabelValues.levels[a.words[i].text]
    }

    /// "Gstresst war i scho a weng": a softener closing the clause after a fronted stress word,
    /// across the copula, the subject and particles.
    func postposedSoftener(_ k: Int) -> Bool {
        let m = a.matches[k]
        for o in a.byClause[m.clause] where a.matches[o].start > m.end && a.matches[o].start - m.end <= 4 {
            guard case .softener = a.cue(o) else { continue }
            var bridged = true
            for i in m.end..<a.matches[o].start where !ParagraphReader.postposedBridge.contains(a.words[i].text) { bridged = false }
            if bridged { return true }
        }
        return false
    }

    /// "Gestresst war ich kein bisschen", "Jestresst wor ich kein bessje", "Genervt hat's mich kein
    /// Stück": "kein" + a small quantity closing the clause after a level word, across the copula,
    /// the subject and particles, denies it (the negation word belongs to the quantity phrase).
    func postposedDenial(_ k: Int) -> Bool {
        let m = a.matches[k]
        let (_, l) = a.clauseRange[m.clause]
        var i = m.end
        while i <= l, i - m.end <= 4, ParagraphReader.postposedBridge.contains(a.words[i].text) { i += 1 }
        guard i < l, ["kein", "keen", "kei", "koa", "koan", "gar", "ueberhaupt"].contains(a.words[i].text) else { return false }
        return ParagraphReader.denialQuantities.contains(a.words[i + 1].text)
    }

    static let denialQuantities: Set<String> = ["bisschen", "bissl", "bisserl", "bissle", "bissi", "stueck", "deut", "stueckchen", "nicht"]

    static let postposedBridge: Set<String> = ["war", "bin", "ist", "ich", "i", "schon", "aber", "es", "heute", "doch", "ja", "mich", "mir", "hat", "hab", "gewesen",
                                               "hatt", "hatte", "habe", "heut", "hob", "hon", "han", "wor", "woar", "is", "isch", "gsi", "gwesen", "eigentlich", "wirklich"]

    /// "ohne Stress … nicht", "keinen Stress … nicht": a directly negated stress word that the
    /// clause's "nicht" cancels (the match stays affirmed).
    func litotes(_ k: Int) -> Bool {
        let m = a.matches[k]
        guard m.start > 0, a.words[m.start - 1].clause == m.clause, ["ohne", "kein", "keinen"].contains(a.words[m.start - 1].text) else { return false }
        let (_, l) = a.clauseRange[m.clause]
        guard m.end <= l else { return false }
        for i in m.end...l where a.words[i].text == "nicht" { return true }
        return false
    }

    /// "ich dagegen gar nicht", "ich selbst nicht": a short clause of the writer and a negation only.
    func ellipticDenial(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f <= l, l - f <= 3, a.sentenceOfClause[c] == a.sentenceOfClause[c - 1] else { return false }
        var writer = false, negation = false
        for i in f...l {
            switch a.words[i].text {
            case "ich": writer = true
            case "nicht": negation = true
            case "dagegen", "selbst", "selber", "aber", "gar", "zum", "glueck", "und": continue
            default: return false
            }
        }
        return writer && negation
    }
}
