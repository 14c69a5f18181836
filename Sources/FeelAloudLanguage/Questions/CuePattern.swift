/// A short token-sequence pattern over folded tokens, written as text:
/// words separated by spaces, `a|b` alternatives, a trailing `*` for a prefix match
/// ("ohrwu*" matches "ohrwurm", "ohrwuermer"), and `~` for "any one word".
/// Example: "wie oft|haeufig", "an wie viel* tag*".
public struct CuePattern: Sendable, Hashable {
    enum Element: Sendable, Hashable {
        case any
        case alternatives([String], prefix: [String])
    }

    public let text: String
    let elements: [Element]

    public init(_ text: String) {
        self.text = text
        elements = text.split(separator: " ").map { part in
            if part == "~" { return .any }
            var exact: [String] = [], prefix: [String] = []
            for alt in part.split(separator: "|") {
                if alt.hasSuffix("*") { prefix.append(String(alt.dropLast())) } else { exact.append(String(alt)) }
            }
            return .alternatives(exact, prefix: prefix)
        }
    }

    func matches(_ token: String, _ e: Element) -> Bool {
        switch e {
        case .any: return true
        case let .alternatives(exact, prefix):
            return exact.contains(token) || prefix.contains { token.hasPrefix($0) }
        }
    }

    /// Start index of the first occurrence in `tokens`, nil if absent.
    public func firstIndex(in tokens: [String]) -> Int? {
        guard !elements.isEmpty, tokens.count >= elements.count else { return nil }
        outer: for i in 0...(tokens.count - elements.count) {
            for (k, e) in elements.enumerated() where !matches(tokens[i + k], e) { continue outer }
            return i
        }
        return nil
    }

    /// Whether the pattern matches at the very start.
    public func matchesPrefix(of tokens: [String]) -> Bool {
        guard tokens.count >= elements.count else { return false }
        for (k, e) in elements.enumerated() where !matches(tokens[k], e) { return false }
        return true
    }

    public func occurs(in tokens: [String]) -> Bool { firstIndex(in: tokens) != nil }
}

