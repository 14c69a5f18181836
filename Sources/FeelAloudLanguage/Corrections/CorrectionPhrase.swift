/// A lexicon phrase as folded words, in the phrase syntax of `PhraseRule`: `wort*` matches
/// words starting with "wort", `*wort` words ending with it, `*wort*` words containing it, and
/// `~` skips up to three words. The shared field lexicons are read through it unchanged.
struct CorrectionPhrase: Sendable {
    let words: [String]

    init(_ text: String) {
        words = GermanFolding.fold(text).split(separator: " ").map(String.init)
    }

    private init(words: [String]) { self.words = words }

    /// A phrase already folded (`GermanFolding.fold`): the same words as `init(text)` gives.
    static func folded(_ folded: String) -> CorrectionPhrase {
        CorrectionPhrase(words: folded.split(separator: " ").map(String.init))
    }

    static func wordMatches(_ pattern: String, _ token: String) -> Bool {
        let head = pattern.hasPrefix("*") && pattern.utf8.count > 1, tail = pattern.hasSuffix("*") && pattern.utf8.count > 1
        if head && tail { return token.contains(pattern.dropFirst().dropLast()) }
        if tail { return token.hasPrefix(pattern.dropLast()) }
        if head { return token.hasSuffix(pattern.dropFirst()) }
        return pattern == token
    }

    /// The end of the shortest match starting at `start`, if the phrase occurs there.
    func matchEnd(_ tokens: [String], at start: Int) -> Int? {
        guard start >= 0, start < tokens.count || words.isEmpty else { return nil }
        return Self.end(words[...], tokens, start)
    }

    private static func end(_ pattern: ArraySlice<String>, _ tokens: [String], _ i: Int) -> Int? {
        guard let p = pattern.first else { return i }
        if p == "~" {
            for skip in 0...3 where i + skip <= tokens.count {
                if let e = end(pattern.dropFirst(), tokens, i + skip) { return e }
            }
            return nil
        }
        guard i < tokens.count, wordMatches(p, tokens[i]) else { return nil }
        return end(pattern.dropFirst(), tokens, i + 1)
    }

    /// Whether the phrase occurs at `start` in `tokens`.
    func matches(_ tokens: [String], at start: Int) -> Bool { matchEnd(tokens, at: start) != nil }

    /// Whether the phrase ends exactly at the end of `tokens`.
    func endsAtEnd(of tokens: [String]) -> Bool {
        for s in tokens.indices where matchEnd(tokens, at: s) == tokens.count { return true }
        return false
    }

    /// First occurrence in `tokens` at or after `from`, as a token range.
    func find(in tokens: [String], from: Int = 0) -> Range<Int>? {
        guard !words.isEmpty else { return nil }
        var i = from
        while i < tokens.count {
            if let e = matchEnd(tokens, at: i) { return i..<e }
            i += 1
        }
        return nil
    }
}

/// A list of phrases searched together (one lexicon entry list). `blocks` are the block
/// phrases of the lexicon the list came from ("am Ende des Tages" is no "am Ende"): a match
/// overlapping a block is no match.
struct CorrectionPhraseList: Sendable {
    let phrases: [CorrectionPhrase]
    let blocks: [CorrectionPhrase]

    init(_ texts: [String], blocks: [String] = []) {
        phrases = texts.map(CorrectionPhrase.init).sorted { $0.words.count > $1.words.count }
        self.blocks = blocks.map(CorrectionPhrase.init)
    }

    /// The same list from phrases already folded (tables built from folded lexicons).
    init(folded: [String], blocks: [String] = []) {
        phrases = folded.map(CorrectionPhrase.folded).sorted { $0.words.count > $1.words.count }
        self.blocks = blocks.map(CorrectionPhrase.folded)
    }

    /// Earliest (then longest) match.
    func find(in tokens: [String], from: Int = 0) -> Range<Int>? {
        var best: Range<Int>?
        var blocked: [Range<Int>]? = nil
        for p in phrases {
            var start = from
            while let r = p.find(in: tokens, from: start) {
                if blocked == nil { blocked = blockRanges(tokens) }
                if blocked!.contains(where: { $0.overlaps(r) }) { start = r.lowerBound + 1; continue }
                if best == nil || r.lowerBound < best!.lowerBound
                    || (r.lowerBound == best!.lowerBound && r.count > best!.count) { best = r }
                break
            }
        }
        return best
    }

    private func blockRanges(_ tokens: [String]) -> [Range<Int>] {
        guard !blocks.isEmpty else { return [] }
        var out: [Range<Int>] = []
        for b in blocks {
            var s = 0
            while let r = b.find(in: tokens, from: s) { out.append(r); s = r.lowerBound + 1 }
        }
        return out
    }

    func contains(in tokens: [String]) -> Bool { find(in: tokens) != nil }

    /// Whether a phrase without wildcards covers exactly `range`.
    func matchesLiterally(_ tokens: [String], _ range: Range<Int>) -> Bool {
        phrases.contains { p in !p.words.contains { $0.contains("*") || $0 == "~" } && p.matchEnd(tokens, at: range.lowerBound) == range.upperBound }
    }

    /// Whether the whole token list is exactly one of the phrases.
    func matchesWhole(_ tokens: [String]) -> Bool {
        phrases.contains { $0.matchEnd(tokens, at: 0) == tokens.count && !tokens.isEmpty }
    }
}
