import FeelAloudCore

/// Field #5 (distress): stated suffering near the music, else a positive remark at it = none.
extension ParagraphReader {
    func distress(_ clauses: [Int], songSpan: (Int, Int)? = nil) -> Severity? {
        if let d = statedDistress(clauses, songSpan: songSpan) { return d }
        // no distress word, but a positive remark right at the music ("Hab's genossen", "Wunderschön.")
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            let (d, after) = distance(c, clauses)
            var sentenceGap = Int.max
            for h in clauses where h <= c { sentenceGap = min(sentenceGap, a.sentenceOfClause[c] - a.sentenceOfClause[h]) }
            guard after, d <= 3, sentenceGap <= 1 else { continue }
            if d > 0, clauseHas(c, affirmed: false, { if case .otherSubject = $0 { return true }; return false }) { continue }
            // "isch bin so stolz": the writer's own state is about the day, not a remark at the music
            if d > 0, writerState(c) { continue }
            for k in a.byClause[c] {
                if case let .mood(w, _) = a.cue(k), w >= 2, a.polarity(k) == .affirmed, !degreeAdverb(k) { return Severity.none }
            }
        }
        return nil
    }

    func statedDistress(_ clauses: [Int], songSpan: (Int, Int)? = nil) -> Severity? {
        var best: Severity? = nil
        // "Insgesamt anstrengend, aber okay.": an overall statement judges the day, not the music
        let overall = overallMarkerSentences
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            let (d, after) = distance(c, clauses)
            var sentenceGap = Int.max
            for h in clauses where h <= c { sentenceGap = min(sentenceGap, a.sentenceOfClause[c] - a.sentenceOfClause[h]) }
            // "Nervt." / "Macht mich wahnsinnig." as a sentence of its own anywhere after the music
            let shortSentence = after && a.sentenceLengths[a.sentenceOfClause[c]] <= 4
            // before the music only in its own sentence ("Elternabend …, ick war so jenervt. Und danach
            // hatt ick … im Kopp" is about the meeting)
            var sameSentence = false
            for h in clauses where a.sentenceOfClause[h] == a.sentenceOfClause[c] { sameSentence = true }
            // — or a short sentence of its own right before it ("Ich werd wahnsinnig. Seit Stunden …")
            let shortBefore = !after && a.sentenceLengths[a.sentenceOfClause[c]] <= 4 && d <= 1
            guard after ? (d <= 6 || sentenceGap <= 2 || shortSentence) : (d <= 2 && (sameSentence || shortBefore)) else { continue }
            if overall.contains(a.sentenceOfClause[c]), !(0..<a.clauseCount).contains(where: {
                a.sentenceOfClause[$0] == a.sentenceOfClause[c] && clauseHas($0, { switch $0 {
                    case .earworm, .headLocus, .musicStick, .musicAnchor: return true
                    default: return false } })
            }) { continue }
            let otherSubjects = a.byClause[c].filter { if case .otherSubject = a.cue($0) { return true }; return false }
            for k in a.byClause[c] {
                guard case let .distress(level) = a.cue(k) else { continue }
                if let span = songSpan, a.matches[k].start >= span.0, a.matches[k].end - 1 <= span.1 { continue }
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
                case .affirmed where level != .none && postposedDenial(k): v = .none
                case .affirmed: v = ParagraphReader.severity(level, shiftedBy: innerSoftener(k) || closingSoftener(of: k) != nil || trailingSoftener(k) ? -1 : shift(k))
                }
                if case .none = level, a.polarity(k) == .negated { v = .medium }
                if best == nil || v > best! { best = v }
            }
        }
        return best
    }

    /// "Lästig war der Ohrwurm schon ein bisschen", "Genervt hat mich der Ohrwurm nur ein wenig": a
    /// softener closing the clause of a fronted distress or stress word, across the copula, the
    /// subject (a pronoun or the music noun) and particles, modifies it. Returns that softener's match.
    func closingSoftener(of k: Int) -> Int? {
        let m = a.matches[k]
        let (f, l) = a.clauseRange[m.clause]
        guard m.start == f else { return nil }
        switch a.cue(k) {
        case .distress, .stress: break
        default: return nil
        }
        for o in a.byClause[m.clause] where o != k && a.matches[o].start > m.end && a.matches[o].end - 1 == l && a.matches[o].start - m.end <= 6 {
            var soft = false
            switch a.cue(o) {
            case .softener: soft = true
            case let .strength(level, _): soft = level == .weak
            default: break
            }
            guard soft else { continue }
            var bridged = true
            for i in m.end..<a.matches[o].start where !ParagraphReader.closingBridge.contains(a.words[i].text) { bridged = false }
            if bridged { return o }
        }
        return nil
    }

    /// "nervt aber kaum", "stört mi scho a bissl": a softener right after the distress word across
    /// particles only.
    func trailingSoftener(_ k: Int) -> Bool {
        let m = a.matches[k]
        // (dictation without commas splits "nervt | aber kaum" into two clauses)
        var around = a.byClause[m.clause]
        if m.end - 1 == a.clauseRange[m.clause].1, m.clause + 1 < a.clauseCount, m.end < a.words.count, a.words[m.end].breakBefore == 0 {
            around += a.byClause[m.clause + 1]
        }
        for o in around where o != k && a.matches[o].start >= m.end && a.matches[o].start - m.end <= 2 {
            guard case .softener = a.cue(o) else { continue }
            var bridged = true
            for i in m.end..<a.matches[o].start where !ParagraphReader.softenerParticles.contains(a.words[i].text) { bridged = false }
            if bridged && a.matches[o].start > m.end { return true }
        }
        return false
    }

    static let softenerParticles: Set<String> = ["aber", "doch", "schon", "scho", "ja", "mich", "mi", "mir", "eher", "nur", "eigentlich", "zwar"]

    static let closingBridge: Set<String> = ParagraphReader.postposedBridge.union([
        "der", "das", "die", "des", "den", "ohrwurm", "lied", "song", "melodie", "liad", "mi", "nur", "schon", "er", "sie",
    ])

    /// "macht mi a bissle narrisch": a softener inside the gap of the level phrase lowers it.
    func innerSoftener(_ k: Int) -> Bool {
        let m = a.matches[k]
        for o in a.byClause[m.clause] where o != k && a.matches[o].start > m.start && a.matches[o].end <= m.end {
            if case .softener = a.cue(o) { return true }
        }
        return false
    }

    /// "ich bin so stolz", "bin hundsmüde aber glücklich": a clause opening with the writer's copula.
    func writerState(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f < l else { return false }
        let w0 = a.words[f].text, w1 = a.words[f + 1].text
        return (w0 == "ich" && ["bin", "war"].contains(w1)) || (["bin", "war"].contains(w0) && w1 == "ich") || w0 == "bin"
    }
}
