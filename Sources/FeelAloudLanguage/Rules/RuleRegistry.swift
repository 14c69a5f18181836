/// Every rule table of the rule-based extractor, in one list. A rule that is not registered
/// here is never used; `RuleRegistry.problems` reports duplicate ids and malformed phrases
/// (a test fails on any).
public enum RuleRegistry {
    /// The field/topic a table belongs to; blocks only suppress matches of their own family.
    public enum Family: String, Sendable, CaseIterable {
        case mood, music, strength, distress, countermeasure, social, stress, negation
        case modifier, time
    }

    /// (family, rules) for every table.
    static let tables: [(Family, [PhraseRule])] = [
        (.mood, MoodLexicon.rules),
        (.mood, EvaluativeLexicon.rules),
        (.music, MusicCues.rules),
        (.strength, EarwormStrengthLexicon.rules),
        (.distress, DistressLexicon.rules),
        (.countermeasure, CountermeasureLexicon.rules),
        (.social, SocialContactLexicon.rules),
        (.stress, StressLexicon.rules),
        (.negation, Negation.rules),
        (.modifier, Intensifiers.rules),
        (.time, TimeReferences.rules),
    ]

    /// All registered rule ids, in table order.
    public static var ruleIDs: [String] { tables.flatMap { $0.1.map(\.id) } }

    /// Duplicate ids, empty phrase lists, phrases with too-short wildcards; empty = all good.
    public static var problems: [String] {
        var seen = Set<String>()
        var out: [String] = []
        for (_, rules) in tables {
            for r in rules {
                if !seen.insert(r.id).inserted { out.append("doppelte Regel-ID \(r.id)") }
                if r.phrases.isEmpty { out.append("Regel \(r.id) ohne Phrasen") }
                let prefix = r.id.split(separator: ".").first.map(String.init) ?? ""
                if prefix.isEmpty { out.append("Regel \(r.id) ohne Themenpräfix") }
                for p in r.phrases {
                    let words = GermanFolding.fold(p).split(separator: " ")
                    if words.isEmpty { out.append("Regel \(r.id): leere Phrase") }
                    if words.first == "~" || words.last == "~" { out.append("Regel \(r.id): Lücke am Rand in „\(p)“") }
                    for w in words where w.contains("*") {
                        if w.replacingStars().utf8.count < 3 { out.append("Regel \(r.id): Platzhalter zu kurz in „\(p)“") }
                    }
                }
            }
        }
        out += RegionalForms.problems
        // a filler inside a phrase is dropped when compiling: "em kopf" would become "kopf"
        let fillers = Set(Fillers.words.map { GermanFolding.fold($0) })
        for (_, rules) in tables {
            for r in rules {
                for p in r.phrases {
                    let words = GermanFolding.fold(p).split(separator: " ").map(String.init)
                    if words.count > 1, words.contains(where: { fillers.contains($0) }) {
                        out.append("Regel \(r.id): Füllwort in „\(p)“")
                    }
                }
            }
        }
        return out
    }

    /// Ids declared in the rule files (by prefix) must belong to a known topic.
    public static let knownPrefixes: Set<String> = [
        "mood", "music", "strength", "distress", "cm", "social", "stress", "neg", "mod", "time",
    ]
}

extension Substring {
    func replacingStars() -> String { String(self.filter { $0 != "*" }) }
}
