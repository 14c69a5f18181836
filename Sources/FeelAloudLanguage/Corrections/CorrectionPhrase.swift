/// A lexicon phrase as folded words; a word ending in `*` matches any word with that stem.
struct CorrectionPhrase: Sendable {
    let words: [String]

    init(_ text: String) {
        words = GermanFolding.fold(text).split(separator: " ").map(String.init)
    }

    static func wordMatches(_ pattern: String, _ token: String) -> Bool {
        if pattern.hasSuffix("*") { return token.hasPrefix(pattern.dropLast()) }
        return pattern == token
    }

    /// Whether the phrase occurs at `start` in `tokens`.
    func matches(_ tokens: [String], at start: Int) -> Bool {
        guard start >= 0, start + words.count <= tokens.count else { return false }
        for (i, w) in words.enumerated() where !Self.wordMatches(w, tokens[start + i]) { return false }
        return true
    }

    /// First occurrence in `tokens` at or after `from`, as a token range.
    func find(in tokens: [String], from: Int = 0) -> Range<Int>? {
        guard !words.isEmpty, tokens.count >= words.count else { return nil }
        var i = from
        while i + words.count <= tokens.count {
            if matches(tokens, at: i) { return i..<(i + words.count) }
            i += 1
        }
        return nil
    }
}

/// A list of phrases searched together (one lexicon entry list).
struct CorrectionPhraseList: Sendable {
    let phrases: [CorrectionPhrase]

    init(_ texts: [String]) {
        phrases = texts.map(CorrectionPhrase.init).sorted { $0.words.count > $1.words.count }
    }

    /// Earliest (then longest) match.
    func find(in tokens: [String], from: Int = 0) -> Range<Int>? {
        var best: Range<Int>?
        for p in phrases {
            if let r = p.find(in: tokens, from: from) {
                if best == nil || r.lowerBound < best!.lowerBound
                    || (r.lowerBound == best!.lowerBound && r.count > best!.count) { best = r }
            }
        }
        return best
    }

    func contains(in tokens: [String]) -> Bool { find(in: tokens) != nil }

    /// Whether the whole token list is exactly one of the phrases.
    func matchesWhole(_ tokens: [String]) -> Bool {
        phrases.contains { $0.words.count == tokens.count && $0.matches(tokens, at: 0) }
    }
}
