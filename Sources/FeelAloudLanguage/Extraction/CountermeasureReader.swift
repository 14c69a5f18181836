import FeelAloudCore

/// Fields #6–#7 (countermeasures): activities done against the music, named or in the writer's words.
extension ParagraphReader {
    func countermeasures() -> (done: Bool, activity: String?) {
        var phrases: [String] = []
        var generic = false
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            let s = a.sentenceOfClause[c]
            for k in a.byClause[c] {
                switch a.cue(k) {
                case let .activity(phrase, inherent):
                    guard a.polarity(k) == .affirmed else { continue }
                    if intended(c, k) { continue }
                    // "Jungs haben ständig das Titellied gesungen, um mich zu ärgern": another person's doing
                    if !inherent, !clauseHasWriter(c), aboutOtherPerson(c) || otherSubjectState(c) { continue }
                    if inherent || purposeNear(c, s) {
                        let text = phrase == "*" ? a.original(a.matches[k].start, a.matches[k].end - 1) : phrase
                        if !phrases.contains(text) { phrases.append(text) }
                    }
                case .genericCountermeasure:
                    if a.polarity(k) == .affirmed, !intended(c, k) { generic = true }
                default: break
                }
            }
        }
        if phrases.isEmpty, let p = unnamedActivity() { phrases.append(p) }
        if phrases.isEmpty { return (generic, nil) }
        return (true, phrases.joined(separator: ", "))
    }

    /// An activity the lexicon does not know, tied to the music by a purpose or effect phrase:
    /// "Hab ins Kissen geschrien, damit es aufhört" -> "ins Kissen geschrien".
    func unnamedActivity() -> String? {
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            for k in a.byClause[c] {
                guard case .purpose = a.cue(k) else { continue }
                let m = a.matches[k]
                // "hab versucht, Radio zu hören", "probiert, was anderes zu hören": the infinitive
                // after a verb of trying is the activity
                if !intendedClause(c), !intended(c, k), let phrase = triedInfinitive(after: k) { return phrase }
                let (first, _) = a.clauseRange[c]
                var target = -1
                if m.start - first >= 2 { target = c }
                else if c > 0, a.sentenceOfClause[c - 1] == a.sentenceOfClause[c] || m.start == first { target = c - 1 }
                // "…geguckt, dass es weggeht, hat geholfen": the activity is before the purpose clause
                if target >= 1, target < c, isPurposeClause(target), a.sentenceOfClause[target - 1] == a.sentenceOfClause[target] { target -= 1 }
                guard target >= 0, isEntryDay(clause: target), !intendedClause(target), !intended(c, k) else { continue }
                if let phrase = activityPhrase(in: target, before: target == c ? m.start : Int.max) { return phrase }
            }
        }
        return nil
    }

    /// The words after "versucht"/"probiert" up to and including "zu VERB" in the same sentence
    /// (at most eight words), without the fillers of `activityNoise`.
    func triedInfinitive(after k: Int) -> String? {
        let m = a.matches[k]
        let w = a.words
        guard m.end - m.start == 1, ["versucht", "probiert", "ausprobiert"].contains(w[m.start].text) else { return nil }
        var f = m.end
        var i = m.end
        while i + 1 < w.count, i - m.end < 8, w[i].sentence == m.sentence, w[i + 1].sentence == m.sentence {
            if w[i].text == "zu" {
                while f < i, ParagraphReader.activityNoise.contains(w[f].text) { f += 1 }
                return f < i ? a.original(f, i + 1) : nil
            }
            i += 1
        }
        return nil
    }

    func intendedClause(_ c: Int) -> Bool {
        for k in a.byClause[c] {
            switch a.cue(k) {
            case .intention, .hypothetical: return true
            case .negator: if a.polarity(k) == .affirmed, a.target(of: k, lookBack: true) == nil { return true }
            default: continue
            }
        }
        return false
    }

    static let activityNoise: Set<String> = [
        "ich", "hab", "habe", "hatte", "bin", "war", "dann", "extra", "einfach", "mir", "mich",
        "also", "und", "sogar", "halt", "schon", "noch", "es", "das", "aber", "gleich", "erst",
        "nochmal", "mal", "heute", "abends", "mittags", "nachmittags", "morgens", "am", "da",
        "um", "sie", "ihn", "er", "wir", "damit", "weil", "so",
    ]

    func activityPhrase(in c: Int, before limit: Int) -> String? {
        var (f, l) = a.clauseRange[c]
        l = min(l, limit - 1)
        guard f <= l else { return nil }
        for k in a.byClause[c] where a.matches[k].start <= l {
            switch a.cue(k) {
            case .earworm, .headLocus, .musicStick, .distress, .mood, .moodNeutral, .strength: return nil
            default: continue
            }
        }
        while f <= l, ParagraphReader.activityNoise.contains(a.words[f].text) { f += 1 }
        while l >= f, ParagraphReader.activityNoise.contains(a.words[l].text) { l -= 1 }
        // a long clause: its verb phrase at the end ("… laut über Fußball gequatscht")
        if l - f > 7 {
            f = l - 5
            while f <= l, ParagraphReader.activityNoise.contains(a.words[f].text) { f += 1 }
        }
        guard f <= l, l - f <= 7 else { return nil }
        return a.original(f, l)
    }

    func intended(_ c: Int, _ k: Int) -> Bool {
        let s = a.sentenceOfClause[c]
        // counterfactual "ohne Kaugummi hätte ich …": done
        var counterfactual = false
        for o in a.byClause[c] {
            if case .negator(.forward) = a.cue(o), a.matches[o].start < a.matches[k].start { counterfactual = true }
        }
        for cc in 0..<a.clauseCount where a.sentenceOfClause[cc] == s {
            for o in a.byClause[cc] {
                guard case let .intention(wide) = a.cue(o) else { continue }
                if wide { return true }
                if cc == c && !counterfactual { return true }
                if cc == c - 1 && !counterfactual && a.matches[o].start == a.clauseRange[cc].0 { return true }
            }
        }
        return false
    }

    func purposeNear(_ c: Int, _ s: Int) -> Bool {
        for cc in 0..<a.clauseCount {
            let cs = a.sentenceOfClause[cc]
            guard cs == s || (cs == s + 1 && cc == firstClause(ofSentence: cs)) else { continue }
            for o in a.byClause[cc] { if case .purpose = a.cue(o) { return true } }
        }
        return false
    }

    func firstClause(ofSentence s: Int) -> Int {
        for c in 0..<a.clauseCount where a.sentenceOfClause[c] == s { return c }
        return -1
    }

    /// A clause opening with a purpose conjunction ("dass es weggeht", "damit er weg geht").
    func isPurposeClause(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        return f <= l && ["dass", "damit", "um"].contains(a.words[f].text)
    }
}
