import FeelAloudCore

/// One clause of a correction utterance ("Stimmung gut" in "Stimmung gut und Stress hoch").
///
/// Keeps the original text (for song titles and activities as spoken) and the folded,
/// dialect-normalised words (for matching); both share one token numbering.
struct CorrectionSegment: Sendable {
    let original: String
    /// Original-spelling tokens with character offsets into `original`.
    let tokens: [Token]
    /// Folded and dialect-normalised words, one per token.
    let words: [String]

    init(_ text: String) {
        var cleaned = ""
        for ch in text {
            switch ch {
            case "’", "‘", "´", "`": cleaned.append("'")
            default:
                // "Stimmung 😊": a mood emoji of the shared mood table reads as its word
                if let first = ch.unicodeScalars.first, first.value >= 0x2600, let word = CorrectionDialect.emojiWords[String(first)] {
                    cleaned += " \(word) "
                } else {
                    cleaned.append(ch)
                }
            }
        }
        original = cleaned
        let (joined, folded) = CorrectionDialect.joinCompounds(Tokenizer.tokens(of: cleaned))
        let (standard, sources) = CorrectionDialect.normalizeWithSources(folded)
        tokens = sources.enumerated().map { i, k in
            var t = joined[k]
            t.index = i
            return t
        }
        words = standard
    }

    /// The same clause with some words replaced (typo correction); tokens keep their positions.
    init(_ other: CorrectionSegment, words: [String]) {
        original = other.original
        tokens = other.tokens
        self.words = words
    }

    var isEmpty: Bool { words.isEmpty }

    /// Original text covered by a token range (punctuation inside kept, ends trimmed).
    func text(_ range: Range<Int>) -> String {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= tokens.count else { return "" }
        let chars = Array(original)
        let s = tokens[range.lowerBound].start
        let e = tokens[range.upperBound - 1].end
        return String(chars[s..<e]).trimmingWhitespace()
    }

    /// Text in the first pair of quotation marks, if any ("„Zombie“", "\"Zombie\"", "»Zombie«").
    var quoted: String? {
        let pairs: [Character: Set<Character>] = [
            "„": ["“", "”", "\""], "“": ["”", "“", "\""], "\"": ["\"", "“", "”"], "»": ["«"], "«": ["»"],
            "‚": ["‘", "'"], "”": ["”", "“"],
        ]
        let chars = Array(original)
        var i = 0
        while i < chars.count {
            if let closers = pairs[chars[i]] {
                var j = i + 1
                while j < chars.count, !closers.contains(chars[j]) { j += 1 }
                if j < chars.count {
                    let inner = String(chars[(i + 1)..<j]).trimmingWhitespace()
                    if !inner.isEmpty { return inner }
                }
                i = j
            }
            i += 1
        }
        return nil
    }

    /// Token range lying inside the first quotation, if any.
    var quotedTokenRange: Range<Int>? {
        guard let q = quoted, let idx = original.range(of: q) else { return nil }
        let s = original.distance(from: original.startIndex, to: idx.lowerBound)
        let e = s + q.count
        let inside = tokens.indices.filter { tokens[$0].start >= s && tokens[$0].end <= e }
        guard let f = inside.first, let l = inside.last else { return nil }
        return f..<(l + 1)
    }
}
