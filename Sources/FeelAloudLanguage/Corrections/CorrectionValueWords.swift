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
        for table in foldedFields {
            for p in table.phrases {
                guard let level = p.level else { continue }
                meanings[p.folded, default: []].insert("\(table.family).\(level)")
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

    /// One phrase of a field lexicon, folded once for every table built from it.
    struct FieldPhrase {
        /// As written in the lexicon.
        let text: String
        let folded: String
        /// The rule's value (`level(of:)`), nil for cues that are no value (blocks among them).
        let level: String?
    }

    /// A field lexicon's phrases in rule order (all, and by value), and its folded block phrases.
    struct FieldTable {
        let family: String
        let phrases: [FieldPhrase]
        let byLevel: [String: [FieldPhrase]]
        let blocks: [String]
    }

    /// The four field lexicons (`fieldRules`), each phrase folded once: `ambiguous`, `imported`
    /// and `list` read these instead of folding the lexicons again for each value and table.
    static let foldedFields: [FieldTable] = fieldRules.map { family, rules in
        var phrases: [FieldPhrase] = []
        var blocks: [String] = []
        for r in rules {
            let level = level(of: r.cue)
            for p in r.phrases {
                let f = GermanFolding.fold(p)
                phrases.append(FieldPhrase(text: p, folded: f, level: level))
                if r.cue == .block { blocks.append(f) }
            }
        }
        var byLevel: [String: [FieldPhrase]] = [:]
        for p in phrases { if let level = p.level { byLevel[level, default: []].append(p) } }
        return FieldTable(family: family, phrases: phrases, byLevel: byLevel, blocks: blocks)
    }

    static func foldedTable(_ family: String) -> FieldTable? { foldedFields.first { $0.family == family } }

    /// Folded `ValueWords.notAnswers`.
    static let notAnswers: Set<String> = Set(ValueWords.notAnswers.map { GermanFolding.fold($0) })
    /// Folded `ValueWords.blocks`.
    static let foldedValueBlocks: [String] = ValueWords.blocks.map { GermanFolding.fold($0) }

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
    static let labelWordSet: Set<String> = Set(labelWords)

    /// Whether the one-word phrase `f` (a pattern) matches a label word: a phrase without a
    /// leading or trailing `*` matches only itself (`CorrectionPhrase.wordMatches`), a set lookup.
    static func isLabelWord(_ f: String) -> Bool {
        let stem = f.utf8.count > 1 && (f.utf8.first == UInt8(ascii: "*") || f.utf8.last == UInt8(ascii: "*"))
        guard stem else { return labelWordSet.contains(f) }
        return labelWords.contains { CorrectionPhrase.wordMatches(f, $0) }
    }

    /// The phrases of a field lexicon with value `name`, as answer words.
    static func imported(_ family: String, _ rules: [PhraseRule], _ name: String) -> [String] {
        importedFolded(family, rules, name).map(\.text)
    }

    /// `imported`, with each phrase's folded form.
    static func importedFolded(_ family: String, _ rules: [PhraseRule], _ name: String) -> [FieldPhrase] {
        let answerPhrases = fieldAnswerPhrases
        return fieldPhrases(family, rules, name).filter { p in
            let f = p.folded
            if answerPhrases.contains(f) || ambiguous.contains(f) || notAnswers.contains(f) || f.utf8.contains(UInt8(ascii: "<")) { return false }
            if !f.utf8.contains(UInt8(ascii: " ")), isLabelWord(f) { return false }
            return true
        }
    }

    /// The phrases of the rules with value `name`, folded (from `foldedFields` for a field lexicon).
    static func fieldPhrases(_ family: String, _ rules: [PhraseRule], _ name: String) -> [FieldPhrase] {
        guard let table = foldedTable(family) else {
            return rules.filter { level(of: $0.cue) == name }.flatMap(\.phrases)
                .map { FieldPhrase(text: $0, folded: GermanFolding.fold($0), level: name) }
        }
        return table.byLevel[name] ?? []
    }

    static func blocks(_ rules: [PhraseRule]) -> [String] {
        rules.filter { $0.cue == .block }.flatMap(\.phrases)
    }

    static func list(_ family: String, _ rules: [PhraseRule], _ name: String, _ answers: ValueMeaning, named: Bool = false) -> CorrectionPhraseList {
        // Folded once here; `CorrectionPhraseList(folded:)` splits them as the text initialiser
        // would have after folding.
        var phrases = ValueWords.phrases(answers).map { GermanFolding.fold($0) } + importedFolded(family, rules, name).map(\.folded)
        if named {
            // after the field's label the field is known: its phrases shared with other fields count too
            phrases += fieldPhrases(family, rules, name).map(\.folded).filter { f in
                ambiguous.contains(f) && !fieldAnswerPhrases.contains(f) && !f.utf8.contains(UInt8(ascii: "<"))
            }
        }
        let blocks = (foldedTable(family)?.blocks ?? blocks(rules).map { GermanFolding.fold($0) }) + foldedValueBlocks
        return CorrectionPhraseList(folded: phrases, blocks: blocks)
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
