import FeelAloudCore

/// Field #9 (stress): the highest stated stress level of the writer on the entry's day.
extension ParagraphReader {
    func stress() -> Severity? {
        var best: Severity? = nil
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            // "Meine Schwester war völlig fertig": another person's stress is not the writer's
            if aboutOtherPerson(c) || otherSubjectState(c) || conditionalClause(c) { continue }
            for k in a.byClause[c] {
                guard case let .stress(level) = a.cue(k) else { continue }
                // "😂😂 ich kann nicht mehr": laughing, not overloaded
                if joyfulOverwhelm(k) || temporalAmEnde(k) { continue }
                if let v = labelValue(k) { if best == nil || v > best! { best = v }; continue }
                var v: Severity
                switch a.polarity(k) {
                case .negated: v = level == .none ? .medium : .none
                case .partial: v = level == .none ? .low : ParagraphReader.severity(level, shiftedBy: -1)
                case .affirmed: v = ParagraphReader.severity(level, shiftedBy: shift(k))
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
        guard m.end - m.start == 1, a.words[m.start].text == "stress" else { return nil }
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
        return LabelValues.levels[a.words[i].text]
    }
}
