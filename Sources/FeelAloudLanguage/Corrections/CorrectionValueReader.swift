import FeelAloudCore

/// Reads field values from folded words using `CorrectionValueWords` (pure functions).
enum CorrectionValueReader {
    /// A match of one lexicon entry: its value and token range.
    struct Hit<V> {
        let value: V
        let range: Range<Int>
    }

    /// Earliest, then longest match over several value tables.
    static func firstHit<V>(_ words: [String], _ tables: [(V, CorrectionPhraseList)]) -> Hit<V>? {
        var best: Hit<V>?
        var bestList: CorrectionPhraseList?
        for (v, list) in tables {
            guard let r = list.find(in: words) else { continue }
            if let b = best, !(r.lowerBound < b.range.lowerBound || (r.lowerBound == b.range.lowerBound && r.count > b.range.count)) {
                // the same words matched by two values: a literal phrase beats a stem
                // ("unglücklich" bad beats the stem "*glücklich" good)
                guard r == b.range, list.matchesLiterally(words, r), !(bestList?.matchesLiterally(words, r) ?? true) else { continue }
            }
            best = Hit(value: v, range: r)
            bestList = list
        }
        return best
    }

    /// The mood word, with the shared negation before it: a negated good word is bad ("nicht so
    /// geil", "kein guter Tag"), a negated bad word good ("nicht traurig"), a partly negated one
    /// neutral ("nicht besonders mies"). Phrases that carry their negation ("nicht schlecht")
    /// keep their value.
    static func mood(_ words: [String], named: Bool = false) -> Mood? {
        guard let hit = firstHit(words, named ? CorrectionValueWords.moodNamed : CorrectionValueWords.mood) else { return nil }
        let negators = CorrectionValueWords.negators
        if words[hit.range].contains(where: { negators.contains($0) }) { return hit.value }
        let before = Array(words[max(0, hit.range.lowerBound - 3)..<hit.range.lowerBound])
        let partial = endsWith(before, CorrectionValueWords.partialNegations) || CorrectionNegation.partialBefore(words, hit.range.lowerBound)
        // "unglücklich war ich heute nicht": the clause-final negation of a fronted mood word
        if !partial, !before.contains(where: { negators.contains($0) }), CorrectionNegation.negatedAtEnd(words, after: hit.range.upperBound) {
            // ("so richtig schlecht war die Stimmung nicht": a degree before it makes it partial)
            if CorrectionNegation.degreeBefore(words, hit.range.lowerBound), hit.value == .bad { return .neutral }
            return hit.value == .good ? .bad : hit.value == .bad ? .good : .neutral
        }
        guard partial || before.contains(where: { negators.contains($0) && $0 != "ohne" && $0 != "null" && $0 != "0" }) else { return hit.value }
        switch hit.value {
        case .good: return .bad
        case .bad: return partial ? .neutral : .good
        case .neutral: return .neutral
        }
    }

    static func flag(_ words: [String]) -> Bool? {
        let y = CorrectionValueWords.yes.find(in: words)
        let n = CorrectionValueWords.no.find(in: words)
        switch (y, n) {
        case (nil, nil): return nil
        case (.some, nil): return true
        case (nil, .some): return false
        case let (.some(a), .some(b)):
            // "nein, doch" -> the later word wins; "doch nicht" -> negation.
            if a.lowerBound == b.lowerBound { return a.count >= b.count }
            return a.lowerBound > b.lowerBound ? true : false
        }
    }

    static func isNullish(_ words: [String]) -> Bool {
        CorrectionValueWords.nullish.find(in: words) != nil
    }

    /// Severity from field-specific words first, then generic scale words; modifiers applied.
    static func severity(_ words: [String], specific: [(Severity, CorrectionPhraseList)], generic: Bool) -> Severity? {
        if let hit = firstHit(words, specific) { return adjust(hit, words, Severity.allCases, negatedTo: Severity.none) }
        guard generic, let hit = firstHit(words, CorrectionValueWords.severityGeneric) else {
            // "ein bisschen" / "etwas" alone: low.
            let alone: [[String]] = [["etwas"], ["bisschen"], ["ein", "bisschen"], ["ein", "wenig"], ["kaum"], ["wenig"]]
            let core = words.filter { !["eher", "nur", "so", "aber", "auch"].contains($0) }
            if generic, alone.contains(core) { return .low }
            // "…, aber nicht viel" / "oba ned vü": a negated amount alone
            if generic, core.count == 2, let q = negatedQuantity(core, 1..<2) { return q == .low ? .medium : .low }
            // "totalen Stress", "Leidensdruck extrem": only an intensifier next to the label -> high.
            if generic, !core.isEmpty, CorrectionValueWords.intensifiers.matchesWhole(core) { return .high }
            return nil
        }
        return adjust(hit, words, Severity.allCases, negatedTo: nil)
    }

    static func distress(_ words: [String], generic: Bool, named: Bool = false) -> Severity? {
        severity(words, specific: named ? CorrectionValueWords.distressNamed : CorrectionValueWords.distressSpecific, generic: generic)
    }

    static func stress(_ words: [String], generic: Bool) -> Severity? {
        severity(words, specific: CorrectionValueWords.stressSpecific, generic: generic)
    }

    static func strength(_ words: [String], generic: Bool) -> EarwormStrength? {
        if let hit = firstHit(words, CorrectionValueWords.strengthSpecific) {
            return adjust(hit, words, EarwormStrength.allCases, negatedTo: nil)
        }
        guard generic, let hit = firstHit(words, CorrectionValueWords.strengthGeneric) else { return nil }
        return adjust(hit, words, EarwormStrength.allCases, negatedTo: nil)
    }

    /// Applies intensifiers (one up), softeners (one down, never below the lowest non-zero
    /// step) and negation ("nicht gestresst" -> none) to a scale hit.
    static func adjust<V: Equatable>(_ hit: Hit<V>, _ words: [String], _ scale: [V], negatedTo: V?) -> V {
        guard var idx = scale.firstIndex(of: hit.value) else { return hit.value }
        let before = Array(words[max(0, hit.range.lowerBound - 3)..<hit.range.lowerBound])
        let matched = Array(words[hit.range])
        let after = negatedTo == nil ? [] : Array(words[hit.range.upperBound..<min(words.count, hit.range.upperBound + 4)])
        let lowestNonZero = scale.count == 4 ? 1 : 0
        let tail = Array(words[hit.range.upperBound..<min(words.count, hit.range.upperBound + 4)])
            .filter { !["schon", "doch", "ja", "halt", "aber", "nur", "mich", "mir", "es"].contains($0) }
        // ("so richtig gestresst war ich nicht": a clause-final negation after a degree word
        // before the fronted predicate is partial, one step down like "nicht so gestresst")
        let partialAtEnd = CorrectionNegation.degreeBefore(words, hit.range.lowerBound)
            && CorrectionNegation.negatedAtEnd(words, after: hit.range.upperBound)
        let hasSoftener = endsWith(before, CorrectionValueWords.softeners)
            || CorrectionValueWords.softeners.phrases.contains { $0.matches(tail, at: 0) && !["wenig", "kaum"].contains($0.words[0]) }
            || CorrectionNegation.softenedAtEnd(words, after: hit.range.upperBound) || partialAtEnd
            || CorrectionNegation.partialBefore(words, hit.range.lowerBound)
        let endless = tail.count >= 2 && tail[0] == "ohne" && tail[1] == "ende"  // "Stress ohne Ende"
        let negated = !hasSoftener && (before.contains { CorrectionValueWords.negators.contains($0) }
            || after.contains { CorrectionValueWords.negators.contains($0) && $0 != "ohne" }
            // "gestört hat er mich eigentlich überhaupt nicht": the clause-final negation past the window
            || negatedTo != nil && CorrectionNegation.negatedAtEnd(words, after: hit.range.upperBound))
        let matchedIsNegation = matched.contains { CorrectionValueWords.negators.contains($0) }
        // "im Stress, aber nicht viel": a negated amount after the hit bends it
        if scale.count == 4, idx > 0, !matchedIsNegation, tail.count >= 2, let q = negatedQuantity(tail, 1..<2) {
            return q == .low ? scale[max(idx, 2)] : scale[1]
        }
        // "ganz ohne Stress war es nicht": a negated "none" phrase is the lowest non-zero step
        if matchedIsNegation, idx == 0, scale.count == 4, CorrectionNegation.isLitotes(words) { return scale[1] }
        if negated && !matchedIsNegation {
            // a clause negation right before a quantity word negates the amount, not the state:
            // "nicht wenig Stress" / "nicht gering" (litotes) -> the middle step, "nicht viel
            // Stress" -> the lowest non-zero step
            if scale.count == 4, let q = negatedQuantity(words, hit.range) { return q == .low ? scale[2] : scale[1] }
            if let n = negatedTo, idx > 0 { return n }
            if idx == 0 && scale.count == 4 { return scale[2] }
            // "nicht stark" -> schwach, "nicht hoch" -> gering
            return scale[min(idx, lowestNonZero)]
        }
        if hasSoftener && idx > lowestNonZero && !startsWithSoftener(matched) {
            idx -= 1
        } else if (endsWith(before, CorrectionValueWords.intensifiers) || endless || CorrectionNegation.intensifiedAtEnd(words, after: hit.range.upperBound))
                    && idx > 0 && idx < scale.count - 1 {
            idx += 1
        }
        return scale[idx]
    }

    /// Quantity words a clause negation ("nicht", "ned") may bend: low ones turn a litotes.
    static let lowQuantities: Set<String> = ["wenig", "gering", "geringer", "niedrig", "klein", "wenige", "weniger"]
    static let highQuantities: Set<String> = ["viel", "vieles", "viele", "arg"]

    /// The amount a clause negation directly before the hit's first word negates (`.low` for
    /// "nicht wenig", `.high` for "nicht viel"), nil when the negation is no quantity's.
    static func negatedQuantity(_ words: [String], _ range: Range<Int>) -> Severity? {
        let first = range.lowerBound
        guard first > 0, ["nicht", "nich", "net", "ned", "nit", "nid", "nöd", "noed"].contains(words[first - 1]) else { return nil }
        if first > 1, ["gar", "ueberhaupt", "mal", "einmal"].contains(words[first - 2]) { return nil }
        if lowQuantities.contains(words[first]) { return .low }
        if highQuantities.contains(words[first]) { return .high }
        return nil
    }

    private static func endsWith(_ words: [String], _ list: CorrectionPhraseList) -> Bool {
        list.phrases.contains { $0.endsAtEnd(of: words) }
    }

    private static func startsWithSoftener(_ words: [String]) -> Bool {
        CorrectionValueWords.softeners.phrases.contains { $0.matches(words, at: 0) }
    }
}
