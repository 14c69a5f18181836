import FeelAloudCore

/// The value words corrections read, compiled from the one shared vocabulary: the field
/// lexicons of extraction (`MoodLexicon`, `StressLexicon`, `DistressLexicon`,
/// `EarwormStrengthLexicon`, each with its block phrases) plus the answer table `ValueWords`
/// (scale words, yes/no, "weiß nicht", answer-only forms). No word is listed here; see
/// `ValueWords` for where a new word goes. Generic scale words ("hoch", "mittel") are kept
/// apart from field-specific words ("nervt" -> distress, "gestresst" -> stress) because the
/// specific words also tell which field a bare value belongs to.
enum CorrectionValueWords {
    // MARK: Modifiers (CONTRACT.md §1: one step up / down, never beyond the scale)

    /// The shared intensifiers (`Intensifiers`, "mod.intensifier").
    static let intensifiers = CorrectionPhraseList(Intensifiers.phrases(of: "mod.intensifier"))
    /// The shared softeners and partial negations ("nicht so", "nicht besonders": one step down).
    static let softeners = CorrectionPhraseList(Intensifiers.phrases(of: "mod.softener") + Negation.phrases(of: "neg.partial"))
    /// The shared partial negations ("nicht so", "nicht besonders").
    static let partialNegations = CorrectionPhraseList(Negation.phrases(of: "neg.partial"))
    /// The shared one-word negation triggers (`Negation`: clause, determiner and "ohne"), after
    /// the regional table has made "ned"/"koa" standard words.
    static let negators: Set<String> = Negation.words(of: "neg.clause").union(Negation.words(of: "neg.determiner"))
        .union(Negation.words(of: "neg.forward"))

    // MARK: The shared field lexicons, as answer words

    /// Folded phrases of `ValueWords`.
    static let answerPhrases: Set<String> = Set(ValueWords.rules.flatMap(\.phrases).map { GermanFolding.fold($0) })

    /// Folded phrases `ValueWords` gives to a field (mood, stress, distress, strength): they
    /// take precedence over every field lexicon ("okay" is the mood, bare "lästig" low).
    static let fieldAnswerPhrases: Set<String> = Set(ValueWords.rules.filter { r in
        switch r.meaning {
        case .mood, .stress, .distress, .strength: return true
        default: return false
        }
    }.flatMap(\.phrases).map { GermanFolding.fold($0) })

    /// Folded phrases the field lexicons give to more than one field or level ("cool",
    /// "entspannt", "geht so"): no answer on their own unless `ValueWords` lists them.
    static let ambiguous: Set<String> = {
        var meanings: [String: Set<String>] = [:]
        for (family, rules) in fieldRules {
            for r in rules {
                guard let level = level(of: r.cue) else { continue }
                for p in r.phrases { meanings[GermanFolding.fold(p), default: []].insert("\(family).\(level)") }
            }
        }
        var out = Set(meanings.filter { $0.value.count > 1 }.keys)
        // a stem ("entspannt*") that covers a plain word of another field or level ("entspannter")
        // (plain words bucketed by their first and last byte: a prefix stem can only cover words
        // with its first byte, a suffix stem words with its last — the same pairs, without
        // comparing every stem with every word, which cost a manual entry ~12 ms)
        let plain = meanings.filter { !$0.key.utf8.contains(UInt8(ascii: "*")) && !$0.key.utf8.contains(UInt8(ascii: " ")) }
        var byFirst: [UInt8: [(key: String, value: Set<String>)]] = [:], byLast = byFirst
        for q in plain {
            if let f = q.key.utf8.first { byFirst[f, default: []].append(q) }
            if let l = q.key.utf8.last { byLast[l, default: []].append(q) }
        }
        let everyPlain = Array(plain)
        for (p, m) in meanings where p.utf8.contains(UInt8(ascii: "*")) && !p.utf8.contains(UInt8(ascii: " ")) {
            let bytes = Array(p.utf8)
            let head = bytes.first == UInt8(ascii: "*") && bytes.count > 1
            let tail = bytes.last == UInt8(ascii: "*") && bytes.count > 1
            let candidates: [(key: String, value: Set<String>)]
            if tail && !head { candidates = byFirst[bytes[0]] ?? [] }
            else if head && !tail { candidates = byLast[bytes[bytes.count - 1]] ?? [] }
            else { candidates = everyPlain }
            for q in candidates where CorrectionPhrase.wordMatches(p, q.key) && !q.value.isSubset(of: m) { out.insert(p); out.insert(q.key) }
        }
        return out
    }()

    static let fieldRules: [(String, [PhraseRule])] = [
        ("mood", MoodLexicon.rules), ("stress", StressLexicon.rules), ("distress", DistressLexicon.rules),
        ("strength", EarwormStrengthLexicon.rules),
    ]

    /// A cue's value as a short name ("good", "high", "weak"), nil for cues that are no value.
    static func level(of cue: Cue) -> String? {
        switch cue {
        case let .mood(weight, _): return weight > 0 ? "good" : weight < 0 ? "bad" : nil
        case .moodNeutral: return "neutral"
        case let .stress(s), let .distress(s): return s.rawValue
        case let .strength(s, _): return s.rawValue
        default: return nil
        }
    }

    /// Label words ("Stress", "Leidensdruck") are field names, never values.
    static let labelWords: [String] = CorrectionLabels.phrases.filter { $0.1.words.count == 1 }.map { $0.1.words[0] }

    /// The phrases of a field lexicon with value `name`, as answer words.
    static func imported(_ family: String, _ rules: [PhraseRule], _ name: String) -> [String] {
        let notAnswers = Set(ValueWords.notAnswers.map { GermanFolding.fold($0) })
        let answerPhrases = fieldAnswerPhrases
        return rules.filter { level(of: $0.cue) == name }.flatMap(\.phrases).filter { p in
            let f = GermanFolding.fold(p)
            if answerPhrases.contains(f) || ambiguous.contains(f) || notAnswers.contains(f) || f.utf8.contains(UInt8(ascii: "<")) { return false }
            if !f.utf8.contains(UInt8(ascii: " ")), labelWords.contains(where: { CorrectionPhrase.wordMatches(f, $0) }) { return false }
            return true
        }
    }

    static func blocks(_ rules: [PhraseRule]) -> [String] {
        rules.filter { $0.cue == .block }.flatMap(\.phrases)
    }

    static func list(_ family: String, _ rules: [PhraseRule], _ name: String, _ answers: ValueMeaning, named: Bool = false) -> CorrectionPhraseList {
        var phrases = ValueWords.phrases(answers) + imported(family, rules, name)
        if named {
            // after the field's label the field is known: its phrases shared with other fields count too
            phrases += rules.filter { level(of: $0.cue) == name }.flatMap(\.phrases).filter { p in
                let f = GermanFolding.fold(p)
                return ambiguous.contains(f) && !fieldAnswerPhrases.contains(f) && !f.utf8.contains(UInt8(ascii: "<"))
            }
        }
        return CorrectionPhraseList(phrases, blocks: blocks(rules) + ValueWords.blocks)
    }

    /// Table problems (tested): a `ValueWords` id used twice, a phrase listed twice there, or
    /// a `ValueWords` phrase its field lexicon already gives the same value (a duplicate: the
    /// word belongs in one place). Empty = all good.
    static var problems: [String] {
        var out: [String] = []
        var ids = Set<String>(), seen: [String: String] = [:]
        for r in ValueWords.rules {
            if !ids.insert(r.id).inserted { out.append("doppelte ID \(r.id)") }
            for p in r.phrases {
                let f = GermanFolding.fold(p)
                if let other = seen[f], other.split(separator: ".").prefix(2) == r.id.split(separator: ".").prefix(2) {
                    out.append("„\(p)“ doppelt: \(other), \(r.id)")
                }
                seen[f] = r.id
            }
            let lexicon: (String, [PhraseRule], String)?
            switch r.meaning {
            case let .mood(m): lexicon = ("mood", MoodLexicon.rules, m.rawValue)
            case let .stress(s): lexicon = ("stress", StressLexicon.rules, s.rawValue)
            case let .distress(s): lexicon = ("distress", DistressLexicon.rules, s.rawValue)
            case let .strength(s): lexicon = ("strength", EarwormStrengthLexicon.rules, s.rawValue)
            default: lexicon = nil
            }
            guard let (family, rules, level) = lexicon else { continue }
            let same = Set(rules.filter { self.level(of: $0.cue) == level }.flatMap(\.phrases).map { GermanFolding.fold($0) })
            for p in r.phrases where same.contains(GermanFolding.fold(p)) && !ambiguous.contains(GermanFolding.fold(p)) {
                out.append("„\(p)“ (\(r.id)) steht schon im Lexikon \(family).\(level)")
            }
        }
        return out
    }

    // MARK: Mood (#1)

    static let mood: [(Mood, CorrectionPhraseList)] = Mood.allCases.map { m in
        (m, list("mood", MoodLexicon.rules, m.rawValue, .mood(m)))
    }

    /// Mood words after a mood label ("Stimmung war zum Kotzen", "Laune entspannt"): also the
    /// mood phrases the lexicons share with another field.
    static let moodNamed: [(Mood, CorrectionPhraseList)] = Mood.allCases.map { m in
        (m, list("mood", MoodLexicon.rules, m.rawValue, .mood(m), named: true))
    }

    // MARK: Scales shared by distress (#5) and stress (#9)

    static let severityGeneric: [(Severity, CorrectionPhraseList)] = Severity.allCases.map { s in
        (s, CorrectionPhraseList(ValueWords.phrases(.scale(s))))
    }

    /// Words that only describe suffering from the music (#5).
    static let distressSpecific: [(Severity, CorrectionPhraseList)] = Severity.allCases.map { s in
        (s, list("distress", DistressLexicon.rules, s.rawValue, .distress(s)))
    }

    /// Suffering words in a clause about the music ("den Song fand ich ganz schön"): also the
    /// distress phrases the lexicons share with another field.
    static let distressNamed: [(Severity, CorrectionPhraseList)] = Severity.allCases.map { s in
        (s, list("distress", DistressLexicon.rules, s.rawValue, .distress(s), named: true))
    }

    /// Words that only describe the day's stress (#9).
    static let stressSpecific: [(Severity, CorrectionPhraseList)] = Severity.allCases.map { s in
        (s, list("stress", StressLexicon.rules, s.rawValue, .stress(s)))
    }

    // MARK: Earworm strength (#4)

    static let strengthGeneric: [(EarwormStrength, CorrectionPhraseList)] = EarwormStrength.allCases.map { s in
        (s, CorrectionPhraseList(ValueWords.phrases(.strengthScale(s))))
    }

    /// Phrases that only describe how persistent the music was (#4).
    static let strengthSpecific: [(EarwormStrength, CorrectionPhraseList)] = EarwormStrength.allCases.map { s in
        (s, list("strength", EarwormStrengthLexicon.rules, s.rawValue, .strength(s)))
    }

    // MARK: Yes/no values of flags (#2, #6, #8)

    static let yes = CorrectionPhraseList(ValueWords.phrases(.yes))
    static let no = CorrectionPhraseList(ValueWords.phrases(.no))

    /// "don't know" / "clear it": empties an optional field.
    static let nullish = CorrectionPhraseList(ValueWords.phrases(.unknown))
}
