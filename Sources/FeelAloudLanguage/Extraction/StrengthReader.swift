import FeelAloudCore

/// Field #4 (earworm strength): the strongest affirmed strength cue of the entry's day near the music.
extension ParagraphReader {
    func distance(_ c: Int, _ clauses: [Int]) -> (Int, Bool) {
        var best = Int.max
        var after = true
        for h in clauses {
            let d = abs(c - h)
            if d < best { best = d; after = c >= h }
        }
        return (best, after)
    }

    func strength(_ clauses: [Int]) -> EarwormStrength? {
        var best: EarwormStrength? = nil
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            let (d, after) = distance(c, clauses)
            for k in a.byClause[c] {
                guard case let .strength(base, tight) = a.cue(k), a.polarity(k) == .affirmed else { continue }
                let ok = tight ? d == 0 : (after ? d <= 2 : d <= 1)
                if !ok { continue }
                // "ein bisschen lästig": a softener of the next word, not a strength
                if base == .weak, modifiesNext(k) || modifiesPrevious(k) { continue }
                // someone else sang/played it the whole time
                if playedNear(k) { continue }
                var level = base
                if shift(k) > 0, let up = EarwormStrength.allCases.first(where: { $0.rank == base.rank + 1 }) { level = up }
                if best == nil || level > best! { best = level }
            }
        }
        return best
    }

    /// A "sang/played/heard" verb within four words of the strength phrase; the writer's own
    /// humming or whistling ("hab's den ganzen Abend gesummt") is the earworm itself.
    func playedNear(_ k: Int) -> Bool {
        let m = a.matches[k]
        for o in a.byClause[m.clause] where o != k {
            let n = a.matches[o]
            switch a.cue(o) {
            case .songOutro, .heardOnly:
                if ParagraphReader.selfHumming.contains(a.words[n.start].text), clauseHasWriter(m.clause) { continue }
                if n.start >= m.end && n.start - m.end <= 4 || n.end <= m.start && m.start - n.end <= 4 { return true }
            default: continue
            }
        }
        return false
    }

    static let selfHumming: Set<String> = ["gesummt", "gepfiffen", "summe", "pfeife", "summ", "pfeif"]

    /// "es nervt mi echli": a softener right after a level word (across pronouns) modifies it.
    func modifiesPrevious(_ k: Int) -> Bool {
        let m = a.matches[k]
        var softener = false
        for o in a.byClause[m.clause] where a.matches[o].start == m.start || a.matches[o].end == m.end {
            if case .softener = a.cue(o) { softener = true }
        }
        guard softener else { return false }
        for o in a.byClause[m.clause] where o != k && a.matches[o].end <= m.start && m.start - a.matches[o].end <= 2 {
            switch a.cue(o) {
            case .distress, .stress: break
            default: continue
            }
            var bridged = true
            for i in a.matches[o].end..<m.start where !ParagraphReader.modifierBridge.contains(a.words[i].text) { bridged = false }
            if bridged { return true }
        }
        return false
    }

    func modifiesNext(_ k: Int) -> Bool {
        let m = a.matches[k]
        var softener = false
        for o in a.byClause[m.clause] where a.matches[o].start == m.start || a.matches[o].end == m.end {
            if case .softener = a.cue(o) { softener = true }
        }
        guard softener else { return false }
        for o in a.byClause[m.clause] where o != k && a.matches[o].start >= m.end && a.matches[o].start - m.end <= 1 {
            switch a.cue(o) {
            case .distress, .stress, .mood, .moodNeutral: return true
            default: continue
            }
        }
        return false
    }
}
