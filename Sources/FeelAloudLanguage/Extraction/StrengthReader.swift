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
                // "… in meine Kopf, manchmal.": a tight cue that is a clause of its own right after the music
                let alone = after && d == 1 && a.clauseRange[c].0 == a.matches[k].start && a.clauseRange[c].1 == a.matches[k].end - 1
                // "… im Kopf, weil … gesungen hat, haha. Immer wieder …": a cue opening the sentence right
                // after the in-head sentence, however many clauses that sentence had
                var nextSentence = false
                if after, !tight, a.clauseRange[c].0 == a.matches[k].start, c > 0, a.sentenceOfClause[c - 1] != a.sentenceOfClause[c] {
                    for h in clauses where a.sentenceOfClause[h] == a.sentenceOfClause[c] - 1 { nextSentence = true }
                }
                let ok = tight ? (d == 0 || alone) : (after ? d <= 2 || nextSentence : d <= 1)
                if !ok { continue }
                // "ein bisschen lästig": a softener of the next word, not a strength
                if base == .weak, modifiesNext(k) || modifiesPrevious(k) { continue }
                // "stressig ohne Ende", "Stress ohne Pause": the quantity of the stress, not the earworm's
                if followsStressWord(k) { continue }
                // someone else sang/played it the whole time
                if playedNear(k) || performedByOthers(c) { continue }
                var level = base
                if shift(k) > 0, let up = EarwormStrength.allCases.first(where: { $0.rank == base.rank + 1 }) { level = up }
                if best == nil || level > best! { best = level }
            }
        }
        return best
    }

    /// A frequency phrase right after (or inside the phrase of) a stress word.
    func followsStressWord(_ k: Int) -> Bool {
        let m = a.matches[k]
        for o in a.byClause[m.clause] where o != k && (a.matches[o].end == m.start
                                                       || (a.matches[o].start < m.start && a.matches[o].end >= m.end)) {
            if case .stress = a.cue(o) { return true }
        }
        return false
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

    /// "Da Wasti hat de ganze Zeit „Schickeria" gsunga", "chat hat die ganze zeit 'never gonna
    /// give you up' gespammt": a clause where music is performed or heard, without the writer and
    /// without any in-head cue, describes the performance, not the earworm.
    func performedByOthers(_ c: Int) -> Bool {
        if clauseHasWriter(c) { return false }
        var performed = false
        for o in a.byClause[c] {
            switch a.cue(o) {
            case .earworm, .headLocus, .musicStick: return false
            case .songOutro, .heardOnly: performed = true
            default: continue
            }
        }
        return performed
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
        // "Lästig war der Ohrwurm schon ein bisschen": the softener closing a clause fronted by a level word
        for o in a.byClause[m.clause] where o != k && a.matches[o].start == a.clauseRange[m.clause].0 && closingSoftener(of: o) == k { return true }
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

    /// "Ich hatte keinen.", "Ich hab keinen Ohrwurm", "Ich habe es nicht in meinem Kopf": a clause
    /// of the writer on the entry's day that negates music for them (used by `musicInHead` when
    /// every in-head clause is about someone else).
    func writerDeniesMusic() -> Bool {
        for c in 0..<a.clauseCount where isEntryDay(clause: c) && clauseHasWriter(c) {
            for k in a.byClause[c] {
                switch a.cue(k) {
                // "Im Kopf hab ich nicht Mahler, sondern den Radetzky-Marsch" corrects, not denies
                case .earworm, .headLocus:
                    if musicNegated(k), !(c + 1 < a.clauseCount && a.words[a.clauseRange[c + 1].0].text == "sondern") { return true }
                default: continue
                }
            }
            let (f, l) = a.clauseRange[c]
            if l - f <= 3, l > f, ["ich", "hab", "hatte"].contains(a.words[f].text),
               ["keinen", "keins", "keine", "keiner"].contains(a.words[l].text) { return true }
        }
        return false
    }
}
