import FeelAloudCore

/// Reads the GBNF grammar far enough to check it against the contract: every rule defined,
/// every key of CONTRACT.md §1 present, and each `<key>-value` rule allowing exactly the values
/// of Core's types. Run when the prompts are loaded and by the unit tests.
public enum GrammarCheck {
    /// One rule: its string literals (unescaped) and the rule names it references.
    public struct Rule: Equatable, Sendable {
        public var literals: [String] = []
        public var references: [String] = []
        /// Literals and `<rule>` references in source order (alternatives not separated).
        public var sequence: [String] = []
    }

    /// The values each key's `<key>-value` rule must allow, as JSON text, from Core's types.
    /// Keys absent here (musicInHead, countermeasures) are checked through their branches.
    public static var expectedValueSets: [FieldKey: Set<String>] {
        func quoted<E: RawRepresentable & CaseIterable>(_: E.Type) -> Set<String> where E.RawValue == String {
            Set(E.allCases.map { JSONValue.string($0.rawValue).serialized() })
        }
        return [
            .mood: quoted(Mood.self),
            .earwormStrength: quoted(EarwormStrength.self).union(["null"]),
            .distress: quoted(Severity.self).union(["null"]),
            .socialContact: ["true", "false"],
            .stress: quoted(Severity.self).union(["null"]),
        ]
    }

    /// Parses `name ::= body` rules (bodies may continue on following lines; `#` comments).
    public static func rules(_ grammar: String) throws(PromptLoadError) -> [String: Rule] {
        var bodies: [(String, String)] = []
        for (i, raw) in grammar.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = stripComment(String(raw))
            if line.trimmingWhitespace().isEmpty { continue }
            if let range = line.range(of: "::=") {
                let name = String(line[..<range.lowerBound]).trimmingWhitespace()
                guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                    throw invalid(i + 1, .badRuleName(name))
                }
                bodies.append((name, String(line[range.upperBound...])))
            } else if !bodies.isEmpty {
                bodies[bodies.count - 1].1 += " " + line
            } else {
                throw invalid(i + 1, .lineWithoutRule)
            }
        }
        var out: [String: Rule] = [:]
        for (name, body) in bodies {
            out[name] = try scan(body, rule: name)
        }
        return out
    }

    /// Throws when the grammar does not match the contract.
    public static func validate(_ grammar: String) throws(PromptLoadError) {
        let rules = try rules(grammar)
        guard rules["root"] != nil else { throw invalid(nil, .rootMissing) }
        for (name, rule) in rules {
            for ref in rule.references where rules[ref] == nil {
                throw invalid(nil, .unknownReference(rule: name, reference: ref))
            }
        }
        let allLiterals = rules.values.flatMap(\.literals).joined(separator: "\u{0}")
        for key in FieldKey.allCases where !allLiterals.contains("\"\(key.rawValue)\": ") {
            throw invalid(nil, .fieldMissing(key.rawValue))
        }
        for (key, expected) in expectedValueSets {
            let name = "\(key.rawValue)-value"
            guard let rule = rules[name] else { throw invalid(nil, .ruleMissing(name)) }
            let got = Set(rule.literals)
            guard got == expected, rule.references.isEmpty else {
                throw invalid(nil, .valuesDiffer(rule: name, allowed: got.sorted(), expected: expected.sorted()))
            }
        }
        for key in [FieldKey.songName, .countermeasureActivity] {
            guard let rule = rules["\(key.rawValue)-value"], rule.references == ["text"] else {
                throw invalid(nil, .valueMustUseText(key.rawValue))
            }
        }
    }

    private static func invalid(_ line: Int?, _ reason: PromptDefect) -> PromptLoadError {
        .invalid(file: LlamaPrompts.grammarFile, line: line, reason: reason)
    }

    private static func stripComment(_ line: String) -> String {
        var inString = false, inClass = false, escaped = false
        var out = ""
        for ch in line {
            if escaped { escaped = false; out.append(ch); continue }
            if ch == "\\" && (inString || inClass) { escaped = true; out.append(ch); continue }
            if inString { if ch == "\"" { inString = false } }
            else if inClass { if ch == "]" { inClass = false } }
            else if ch == "\"" { inString = true }
            else if ch == "[" { inClass = true }
            else if ch == "#" { break }
            out.append(ch)
        }
        return out
    }

    private static func scan(_ body: String, rule: String) throws(PromptLoadError) -> Rule {
        var result = Rule()
        let chars = Array(body.unicodeScalars)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\"" {
                var lit = String.UnicodeScalarView()
                i += 1
                while i < chars.count, chars[i] != "\"" {
                    if chars[i] == "\\", i + 1 < chars.count {
                        i += 1
                        switch chars[i] {
                        case "n": lit.append("\n")
                        case "t": lit.append("\t")
                        case "r": lit.append("\r")
                        default: lit.append(chars[i])
                        }
                    } else {
                        lit.append(chars[i])
                    }
                    i += 1
                }
                guard i < chars.count else { throw invalid(nil, .unterminatedLiteral(rule: rule)) }
                result.literals.append(String(lit))
                result.sequence.append(String(lit))
                i += 1
            } else if c == "[" {
                while i < chars.count, chars[i] != "]" { i += chars[i] == "\\" ? 2 : 1 }
                i += 1
            } else if c == "{" {
                while i < chars.count, chars[i] != "}" { i += 1 }
                i += 1
            } else if c.properties.isAlphabetic || c == "_" {
                var name = String.UnicodeScalarView()
                while i < chars.count,
                      chars[i].properties.isAlphabetic || chars[i] == "-" || chars[i] == "_"
                        || ("0"..."9").contains(chars[i]) {
                    name.append(chars[i]); i += 1
                }
                result.references.append(String(name))
                result.sequence.append("<\(String(name))>")
            } else {
                i += 1
            }
        }
        return result
    }
}
