/// Negation scope of the German base, both directions: which cue each negation word negates
/// (next words first, post-posed "stört mich nicht" and pronominal "Stress hab ich keinen"
/// look back), short answers ("Stress? Nö.", "Ohrwurm? Fehlanzeige.", "Stress: keiner"),
/// a negated matrix clause ("Dass ich gestresst war, kann ich nicht sagen"), negative concord
/// of dialects ("koa Stress ned" = one negation) and litotes ("nicht keinen Stress",
/// "ohne Kaugummi hätte ich das nicht ausgehalten" = affirmed).
extension TextAnalysis {
    /// Whether a match can be the target of a negation word.
    func isNegatable(_ k: Int) -> Bool {
        switch cue(k) {
        case .negator, .partialNegation, .intensifier, .softener, .time, .addendum, .companion,
             .block, .purpose, .intention, .hypothetical, .songIntro, .songOutro, .otherSubject, .serviceContact, .socialAbsent:
            return false
        default: return true
        }
    }

    /// Polarity of match `k`: each negation word negates the cue nearest to it in its clause
    /// (preferring the next few words, else the closest one before; "kein"/"ohne" look ahead,
    /// "kein" used as a pronoun looks back through its sentence; "weder" negates all). Several
    /// negation words are one negation (dialect concord: "koa Stress ned") unless they form a
    /// litotes ("nicht keinen", "ohne … nicht"), which cancels.
    @inline(__always) func polarity(_ k: Int) -> Polarity { polarities[k] }

    /// Computed once per match after resolution (`TextAnalysis.init`).
    func computePolarity(_ k: Int) -> Polarity {
        let mk = matches[k]
        var negators: [Int] = []
        var partial = false
        let famBit = TextAnalysis.bit(ofRule: index.rules[matches[k].rule])
        for o in byClause[mk.clause] where o != k && matches[o].consumedBy & famBit == 0 {
            let neg = matches[o]
            // a negation word inside another family's phrase only reaches the word right after it
            if neg.consumedBy != 0 && !(mk.start >= neg.start && mk.start <= neg.end) { continue }
            let kind: NegationKind
            switch cue(o) {
            case let .negator(nk): kind = nk
            case .partialNegation:
                if target(of: o, lookBack: true) == k || (neg.start < mk.start && mk.start - neg.end <= 2) {
                    partial = true
                }
                continue
            default: continue
            }
            if words[neg.start].text == "weder" {
                if mk.start > neg.start { negators.append(o) }
                continue
            }
            // "Im Kopf hab ich aber nicht Mahler, sondern den Radetzky-Marsch": the negation denies
            // the contrasted word after it, not the cue before it
            if kind == .clause, mk.end <= neg.start, contrastedBySondern(o) { continue }
            switch kind {
            case .clause, .determiner:
                if let t = target(of: o, lookBack: true), sameTarget(t, k) { negators.append(o) }
            case .forward:
                if let t = target(of: o, lookBack: false), sameTarget(t, k) { negators.append(o) }
            }
        }
        // "Stress hatte ich trotzdem keinen": a pronominal "keinen" in a later clause of the sentence
        if negators.isEmpty, let o = laterPronominalNegator(for: k), matches[o].consumedBy & famBit == 0 { negators.append(o) }
        if negators.isEmpty, frontedBeforeUnpunctuatedNegator(k) { negators.append(k) }
        if negators.isEmpty, dialectDeterminerBefore(k) { negators.append(k) }
        // "stress hatte ich heute | gar nicht so viel": a partial negation across the unpunctuated split
        if negators.isEmpty, !partial, frontedBeforeUnpunctuatedNegator(k, partial: true) { partial = true }
        var count = negators.count
        if count >= 2, !isLitotes(negators) { count = 1 }
        // "kein Stress, null komma nix": a phrase that is itself negative is only emphasised
        if count == 1, containsNegation(k), case .negator(.forward) = cue(negators[0]) {} else if count == 1, containsNegation(k) { count = 0 }
        if count == 0, answeredNo(k) || matrixNegated(mk.clause) { count = 1 }
        if count % 2 == 1 { return .negated }
        return partial ? .partial : .affirmed
    }

    static let frontArticles: Set<String> = ["ein", "einen", "eine", "den", "das", "die", "der", "so", "son", "nen"]

    static let afterPronominal: Set<String> = ["mehr", "da", "hier", "hatte", "hab", "hatt", "mehr", "bekommen", "erlebt", "verspuert", "gespuert"]

    /// The phrase of `k` holds a negation word of its own ("kein Stress", "stört mich nicht").
    func containsNegation(_ k: Int) -> Bool {
        let mk = matches[k]
        guard mk.end - mk.start >= 2 else { return false }
        for o in byClause[mk.clause] where o != k && matches[o].start >= mk.start && matches[o].end <= mk.end {
            if case .negator = cue(o) { return true }
        }
        return false
    }

    static let pronominalNegators: Set<String> = ["kein", "keine", "keinen", "keiner", "keins", "keines", "keinem"]

    /// A "kein" word used as a pronoun (no cue right after it): "Stress hab ich heut keinen".
    func isPronominal(_ o: Int) -> Bool {
        guard case .negator(.determiner) = cue(o), TextAnalysis.pronominalNegators.contains(words[matches[o].start].text) else { return false }
        let end = matches[o].end
        // unpunctuated dictation: "ohrwurm hob i koan oiso des passt" — no noun can follow "kein"
        // when the next word opens a new phrase (an article, a pronoun, a conjunction)
        if end < words.count, words[end].clause == matches[o].clause, TextAnalysis.noNounAfter.contains(words[end].text) { return true }
        for c in byClause[matches[o].clause] where c != o && isNegatable(c) && matches[c].start >= end && matches[c].start - end <= 1 { return false }
        // the last word of its clause, or before a participle/adverb ("keinen gehabt", "keinen mehr")
        if end > clauseRange[matches[o].clause].1 { return true }
        let next = words[end].text
        return next.hasPrefix("ge") && !words[end].capitalized || TextAnalysis.afterPronominal.contains(next)
    }

    /// Words that cannot be the noun of a "kein" before them: the "kein" is a pronoun.
    static let noNounAfter: Set<String> = [
        "das", "des", "der", "dem", "die", "den", "ich", "i", "du", "er", "es", "wir", "ihr", "und", "aber",
        "oder", "weil", "dass", "also", "denn", "doch", "sondern", "obwohl", "zum", "gott", "wenigstens",
        "heute", "heut", "nur", "dafuer", "trotzdem", "mir", "mich",
    ]

    /// Dialect determiners that are also verbs (Saxon "gee" = kein / geh): a negation only right
    /// before a noun cue of a field ("Gee Ohrwurm, gee Zeit"), read on the word as written.
    static let dialectDeterminers: Set<String> = ["gee", "gä", "gae", "kee", "kä"]

    func dialectDeterminerBefore(_ k: Int) -> Bool {
        let m = matches[k]
        guard m.start > 0, words[m.start - 1].clause == m.clause, words[m.start].capitalized else { return false }
        switch family(k) {
        case .stress, .music: break
        default: return false
        }
        let w = words[m.start - 1]
        guard w.end - w.start <= 3 else { return false }
        let t = String(decoding: bytes[w.start..<w.end], as: UTF8.self).lowercased()
        return TextAnalysis.dialectDeterminers.contains(t)
    }

    private func laterPronominalNegator(for k: Int) -> Int? {
        let mk = matches[k]
        var c = mk.clause + 1
        while c < clauseCount, sentenceOfClause[c] == mk.sentence, c <= mk.clause + 2 {
            for o in byClause[c] where isPronominal(o) {
                // the nearest negatable cue before it in the sentence is `k`
                var nearest: Int? = nil
                for cc in mk.clause...c {
                    for x in byClause[cc] where x != o && isNegatable(x) && matches[x].end <= matches[o].start {
                        if nearest == nil || matches[x].end > matches[nearest!].end { nearest = x }
                    }
                }
                if let n = nearest, sameTarget(n, k) { return o }
            }
            c += 1
        }
        return nil
    }

    /// "Genervt hat mich der Ohrwurm von X heute überhaupt nicht": the clause split at "heute"
    /// without punctuation; the clause-final "nicht" of the next clause reaches the fronted word.
    private func frontedBeforeUnpunctuatedNegator(_ k: Int, partial: Bool = false) -> Bool {
        let mk = matches[k]
        let c = mk.clause
        guard c + 1 < clauseCount, sentenceOfClause[c + 1] == mk.sentence,
              words[clauseRange[c + 1].0].breakBefore == 0 else { return false }
        switch family(k) {
        case .distress, .stress, .mood: guard mk.start == clauseRange[c].0 else { return false }
        case .music:
            // "Einen Ohrwurm hatte ich heute zum Glück nicht" (split at "heute")
            let f = clauseRange[c].0
            guard mk.start == f || (mk.start == f + 1 && TextAnalysis.frontArticles.contains(words[f].text)) else { return false }
            switch cue(k) {
            case .earworm, .musicAnchor: break
            default: return false
            }
        default: return false
        }
        if partial {
            guard family(k) != .music else { return false }
            for o in byClause[c + 1] where matches[o].consumedBy == 0 {
                if case .partialNegation = cue(o), target(of: o, lookBack: true) == nil { return true }
            }
            return false
        }
        for o in byClause[c + 1] {
            // (also a clause-final "null"/"keinen": "Gestresst war ich heute null")
            guard case let .negator(nk) = cue(o), nk == .clause || nk == .determiner, matches[o].consumedBy == 0,
                  matches[o].end > clauseRange[c + 1].1 else { continue }
            if target(of: o, lookBack: true) == nil { return true }
        }
        return false
    }

    /// "nicht keinen Stress", "ohne Kaugummi … nicht ausgehalten": two negations cancel.
    private func isLitotes(_ negs: [Int]) -> Bool {
        let sorted = negs.sorted { matches[$0].start < matches[$1].start }
        for (x, y) in zip(sorted, sorted.dropFirst()) {
            if case .negator(.forward) = cue(x) { return true }
            if case .negator(.forward) = cue(y) { return true }
            if ["nicht", "nie"].contains(words[matches[x].start].text), case .negator(.determiner) = cue(y),
               matches[y].start - matches[x].end <= 1 { return true }
        }
        return false
    }

    static let noAnswers: Set<String> = [
        "nein", "nope", "null", "nix", "nichts", "kein", "keine", "keiner", "keinen", "keins",
        "fehlanzeige", "0", "niemand", "nie", "nicht", "no", "nada", "negativ", "ueberhaupt", "niente", "none", "zero", "nö", "noe", "nee", "ne",
    ]

    /// "Stress? Nö, null." / "Ohrwurm: keiner." / "Lied im Kopf: keins." / "Stress im Büro? Null.":
    /// a short heading or question ending in or opening with the cue, answered by a no-word.
    func answeredNo(_ k: Int) -> Bool {
        let m = matches[k]
        let (first, last) = clauseRange[m.clause]
        guard last >= first, last + 1 < words.count else { return false }
        // the cue ending the question, or opening a short one ("Stress im Büro? Null.")
        // (a field word: stress, music, social — not a mood word such as an emoji before "Stress:")
        let opening = m.start == first && last - first <= 3 && [.stress, .music, .social, .distress].contains(family(k))
        guard m.end - 1 == last || opening else { return false }
        // a short heading, or the cue set off by an emoji ("döner essen 🥙 stress? nope")
        // (words of one regional expansion, "urleiwande" -> "ur super", share their bytes)
        guard last - first <= 3 || (m.start > first && words[m.start - 1].end < words[m.start].start
                                    && bytes[words[m.start - 1].end..<words[m.start].start].contains { $0 >= 0xF0 }) else { return false }
        var b = words[last].end
        while b < bytes.count, bytes[b] == 0x20 { b += 1 }
        guard b < bytes.count, bytes[b] == 0x3F || bytes[b] == 0x3A else { return false }
        let answer = words[last + 1].text
        if TextAnalysis.noAnswers.contains(answer) { return true }
        // "Stress? Eher nicht.", "Ohrwurm? Aa ned." (auch nicht), "Stress? Gar keiner."
        if TextAnalysis.answerParticles.contains(answer), last + 2 < words.count, words[last + 2].sentence == words[last + 1].sentence,
           TextAnalysis.noAnswers.contains(words[last + 2].text) { return true }
        // southern "Stress? Na." / "Ohrwurm? Na, heit ned." ("na ja", "na klar" go on in the same clause)
        if answer == "na", last + 2 >= words.count || words[last + 2].breakBefore >= 1 { return true }
        return false
    }

    /// Particles that may open a short answer before its no-word.
    static let answerParticles: Set<String> = ["auch", "eher", "gar", "echt", "wirklich", "absolut", "definitiv", "ueberhaupt", "leider"]

    /// "Dass ich heute gestresst war, kann ich nicht sagen.": the next clause denies this one.
    func matrixNegated(_ c: Int) -> Bool {
        guard c + 1 < clauseCount, sentenceOfClause[c + 1] == sentenceOfClause[c] else { return false }
        let (f, l) = clauseRange[c]
        guard l >= f, words[f].text == "dass" else { return false }
        let (f2, l2) = clauseRange[c + 1]
        guard l2 >= f2, l2 - f2 <= 6 else { return false }
        var neg = false, say = false
        for i in f2...l2 {
            let t = words[i].text
            if t == "nicht" || t == "kaum" { neg = true }
            if ["sagen", "behaupten", "sprechen", "reden"].contains(t) { say = true }
        }
        return neg && say
    }

    /// Matches that start at the same word are negated together ("gestresst" as stress and mood).
    func sameTarget(_ t: Int, _ k: Int) -> Bool {
        t == k || (matches[t].start < matches[k].end && matches[k].start < matches[t].end)
    }

    /// The cue a negation word applies to.
    /// An "und"/"oder" between two word positions (a coordination the look-back does not cross).
    func coordinated(_ from: Int, _ to: Int) -> Bool {
        var i = from
        while i < to { if words[i].text == "und" || words[i].text == "oder" { return true }; i += 1 }
        return false
    }

    /// "nicht X, sondern Y": a negation with a word after it in its clause, the next clause of
    /// the sentence opening with "sondern".
    func contrastedBySondern(_ o: Int) -> Bool {
        let neg = matches[o]
        let c = neg.clause
        guard neg.end <= clauseRange[c].1, c + 1 < clauseCount, sentenceOfClause[c + 1] == sentenceOfClause[c] else { return false }
        let f = clauseRange[c + 1].0
        return f <= clauseRange[c + 1].1 && words[f].text == "sondern"
    }

    /// Only a copula, a pronoun and particles between a cue and the negation after it
    /// ("gstresst bin i ned", "genervt hat's mich heut nicht"): the negation is post-verbal.
    func bridged(_ from: Int, _ to: Int) -> Bool {
        guard to > from, to - from <= 4 else { return false }
        var i = from
        while i < to { if !TextAnalysis.negationBridge.contains(words[i].text) { return false }; i += 1 }
        return true
    }

    static let negationBridge: Set<String> = [
        "bin", "war", "ist", "bist", "sind", "waren", "wor", "hat", "hab", "habe", "hatte", "ich", "i", "es",
        "mich", "mir", "mi", "aber", "doch", "ja", "schon", "heute", "heut", "eigentlich", "wirklich", "dabei",
    ]

    func target(of o: Int, lookBack: Bool) -> Int? {
        let neg = matches[o]
        var after: Int? = nil
        var before: Int? = nil
        for c in byClause[neg.clause] where c != o && isNegatable(c) {
            let m = matches[c]
            if m.start >= neg.end {
                if m.start - neg.end <= 3 {
                    if after == nil || m.start < matches[after!].start { after = c }
                }
            } else if m.end <= neg.start, neg.start - m.end <= 4, !coordinated(m.end, neg.start) {
                // (not across "und": "mein Fahrrad wurde geklaut und der Bus kam nicht")
                if before == nil || m.end > matches[before!].end { before = c }
            }
        }
        if let a = after {
            // post-verbal "nicht": "stört mich nicht im Gegenteil …" -> the verb before it
            if lookBack, let b = before, matches[a].start - neg.end > 0, neg.start - matches[b].end <= 1 || bridged(matches[b].end, neg.start) { return b }
            return a
        }
        // a fronted level word: "Genervt hat mich der Ohrwurm heute überhaupt nicht",
        // "Schlecht war der Tag nicht"
        if lookBack {
            let first = clauseRange[neg.clause].0
            for c in byClause[neg.clause] where c != o && isNegatable(c) && matches[c].start == first && matches[c].end <= neg.start {
                switch family(c) {
                case .distress, .stress, .mood: return c
                default: continue
                }
            }
            // a fronted music noun, the "nicht" ending the clause: "Einen Ohrwurm hatte ich heute
            // zum Glück nicht", "Das Lied hab ich heute nicht gehabt"
            let last = clauseRange[neg.clause].1
            if before == nil, neg.end > last || (neg.end == last && words[last].text.hasPrefix("ge")) {
                let opener = first < last && TextAnalysis.frontArticles.contains(words[first].text) ? first + 1 : first
                for c in byClause[neg.clause] where c != o && isNegatable(c) && matches[c].start == opener && matches[c].end <= neg.start {
                    if case .earworm = cue(c) { return c }
                    if case .musicAnchor = cue(c) { return c }
                }
            }
            // a pronominal "keinen" reaches back through its clause: "Stress hab ich heut keinen gehabt"
            if before == nil, isPronominal(o) {
                for c in byClause[neg.clause] where c != o && isNegatable(c) && matches[c].end <= neg.start {
                    if before == nil || matches[c].end > matches[before!].end { before = c }
                }
            }
        }
        return lookBack ? before : nil
    }

}
