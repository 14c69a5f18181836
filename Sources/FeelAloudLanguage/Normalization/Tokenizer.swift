/// A word of the input with its position (character offsets into the folded text).
public struct Token: Equatable, Sendable {
    /// Folded form (see `GermanFolding.fold`).
    public var text: String
    /// Index of the token in the token list.
    public var index: Int
    /// Range in the folded string, as `String.Index` offsets counted in Characters.
    public var start: Int
    public var end: Int
}

/// Splits folded text into word tokens: letters, digits, apostrophes and inner hyphens.
public enum Tokenizer {
    public static func tokens(of folded: String) -> [Token] {
        var result: [Token] = []
        var current = ""
        var start = 0
        var pos = 0
        func flush() {
            if !current.isEmpty {
                let trimmed = current.trimmingCharacters(in: "-'")
                if !trimmed.isEmpty {
                    result.append(Token(text: trimmed, index: result.count, start: start, end: pos))
                }
                current = ""
            }
        }
        for ch in folded {
            if ch.isLetter || ch.isNumber || ch == "'" || ch == "-" {
                if current.isEmpty { start = pos }
                current.append(ch)
            } else {
                flush()
            }
            pos += 1
        }
        flush()
        return result
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}
