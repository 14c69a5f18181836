import FeelAloudCore

/// Field #5 (distress): stated suffering near the music, else a positive remark at it = none.
extension ParagraphReader {
    func distress(_ clauses: [Int]) -> Severity? {
        if let d = statedDistress(clauses) { return d }
        // no distress word, but a positive remark right at the music ("Hab's genossen", "Wunderschön.")
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            let (d, after) = distance(c, clauses)
            var sentenceGap = Int.max
            for h in clauses where h <= c { sentenceGap = min(sentenceGap, a.sentenceOfClause[c] - a.sentenceOfClause[h]) }
            guard after, d <= 3, sentenceGap <= 1 else { continue }
            if d > 0, clauseHas(c, affirmed: false, { if case .otherSubject = $0 { return true }; return false }) { continue }
            for k in a.byClause[c] {
                if case let .mood(w, _) = a.cue(k), w >= 2, a.polarity(k) == .affirmed, !degreeAdverb(k) { return Severity.none }
            }
        }
        return nil
    }

    func statedDistress(_ clauses: [Int]) -> Severity? {
        var best: Severity? = nil
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            let (d, after) = distance(c, clauses)
            var sentenceGap = Int.max
            for h in clauses where h <= c { sentenceGap = min(sentenceGap, a.sentenceOfClause[c] - a.sentenceOfClause[h]) }
            // "Nervt." / "Macht mich wahnsinnig." as a sentence of its own anywhere after the music
            let shortSentence = after && a.sentenceLengths[a.sentenceOfClause[c]] <= 4
            guard after ? (d <= 6 || sentenceGap <= 2 || shortSentence) : d <= 2 else { continue }
            let otherSubjects = a.byClause[c].filter { if case .otherSubject = a.cue($0) { return true }; return false }
            for k in a.byClause[c] {
                guard case let .distress(level) = a.cue(k) else { continue }
                if joyfulOverwhelm(k) { continue }
                // "der Kollege nervt": another subject right before the word
                if d > 0, otherSubjects.contains(where: { a.matches[$0].end <= a.matches[k].start && a.matches[k].start - a.matches[$0].end <= 4 }) { continue }
                // mild praise ("schön", "okay") is about the earworm only close to it
                // — but a short sentence of its own that denies harm ("Ist nicht schlimm.", "Stört mich
                // nicht.", "Macht nix.") answers for the earworm anywhere after it, as "Nervt." does
                if level == .none, sentenceGap > 1 || d > 3, overlapsMood(k), !(shortSentence && a.containsNegation(k)) { continue }
                if level == .none, degreeAdverb(k) { continue }
                var v: Severity
                switch a.polarity(k) {
                case .negated: v = .none
                case .partial: v = level == .none ? .none : ParagraphReader.severity(level, shiftedBy: -1)
                case .affirmed: v = ParagraphReader.severity(level, shiftedBy: shift(k))
                }
                if case .none = level, a.polarity(k) == .negated { v = .medium }
                if best == nil || v > best! { best = v }
            }
        }
        return best
    }
}
