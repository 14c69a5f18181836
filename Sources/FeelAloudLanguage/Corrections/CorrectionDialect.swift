/// Corrections read words through the same German base as extraction: the regional table
/// (`RegionalForms`, "ned" -> "nicht", "gstört" -> "gestört", "koa" -> "kein") and the
/// regional participles of `GermanNormalizer`. One word stays one word here (tokens keep their
/// positions for titles and activities); "a bissl" style softeners become "ein bisschen".
enum CorrectionDialect {
    /// Words the lexicons know (for the participle repairs), shared with extraction.
    static var known: Set<String> { PhraseIndex.lexiconKnownWords }

    /// Mood emoji of the shared mood table (`MoodLexicon`, "mood.good*" / "mood.bad*") -> the
    /// correction word for that mood ("😊" -> "gut", "😭" -> "schlecht").
    static let emojiWords: [String: String] = {
        var out: [String: String] = [:]
        for rule in MoodLexicon.rules {
            let word = rule.id.hasPrefix("mood.good") ? "gut" : rule.id.hasPrefix("mood.bad") ? "schlecht" : nil
            guard let word else { continue }
            for p in rule.phrases {
                let e = p.hasSuffix("*") ? String(p.dropLast()) : p
                guard e.unicodeScalars.count == 1, let u = e.unicodeScalars.first, u.value >= 0x2600 else { continue }
                out[e] = word
            }
        }
        return out
    }()

    /// Words of dictation split in two ("ohr wurm", "dauer schleife") joined again when the
    /// shared base knows the compound (`GermanNormalizer.compound`); the joined token spans both.
    static func joinCompounds(_ tokens: [Token]) -> ([Token], [String]) {
        var outTokens: [Token] = []
        var outWords: [String] = []
        var i = 0
        while i < tokens.count {
            let a = GermanFolding.fold(tokens[i].text)
            if i + 1 < tokens.count, tokens[i + 1].start - tokens[i].end == 1 {
                let b = GermanFolding.fold(tokens[i + 1].text)
                if let joined = GermanNormalizer.compound(a, b, known: known) {
                    outTokens.append(Token(text: tokens[i].text + tokens[i + 1].text, index: outTokens.count,
                                           start: tokens[i].start, end: tokens[i + 1].end))
                    outWords.append(joined)
                    i += 2
                    continue
                }
            }
            var t = tokens[i]
            t.index = outTokens.count
            outTokens.append(t)
            outWords.append(a)
            i += 1
        }
        return (outTokens, outWords)
    }

    /// The standard word for one folded token.
    static func standard(_ t: String, previous: String?) -> String {
        if t == "ne" || t == "nä" {
            // "ne, das war …" answers no; "hab ne Stunde telefoniert" is "eine"
            if previous == nil || ["ach", "oh", "aeh", "also", "nein", "ja", "nee"].contains(previous!) { return "nein" }
            return "eine"
        }
        // "d'Stimmung", "s'Lied": the elided article falls off
        if t.utf8.count > 3, t.hasPrefix("d'") || t.hasPrefix("s'") { return standard(String(t.dropFirst(2)), previous: previous) }
        let known = CorrectionDialect.known
        if let s = GermanNormalizer.standard(t, known: known) { return s[0] }
        if let s = soundShift(t, known: known) { return s }
        // "hot's", "wor's": the clitic "'s" falls off
        if t.hasSuffix("'s"), t.utf8.count > 3 {
            let stem = String(t.dropLast(2))
            return GermanNormalizer.standard(stem, known: known)?[0] ?? stem
        }
        return t
    }

    /// Regular sound shifts of a whole region, for words the table does not list: Berlin and
    /// Brandenburg "j" for "g" ("jar nüscht dajejen" -> "gar … dagegen", "jenervt", "jut") and
    /// Swabian/Alemannic "schd"/"schb" for "st"/"sp" ("Schdress", "schdimmt", "Schbaß"). Only
    /// when the written word is unknown and the shifted one is a word the lexicons know, so
    /// "ja", "jetzt" or a name stay as written.
    static func soundShift(_ t: String, known: Set<String>) -> String? {
        guard t.utf8.count >= 3, !known.contains(t) else { return nil }
        // (a word written with the standard "ge-" keeps its "j": "gejuckt" is no "geguckt")
        if t.contains("j"), !t.hasPrefix("ge") {
            let g = t.replacingAll("j", with: "g")
            if known.contains(g) { return g }
        }
        if t.contains("schd") || t.contains("schb") || t.contains("schp") || t.contains("scht") {
            let st = t.replacingAll("schd", with: "st").replacingAll("schb", with: "sp")
                .replacingAll("schp", with: "sp").replacingAll("scht", with: "st")
            if known.contains(st) { return st }
            if let s = GermanNormalizer.standard(st, known: known) { return s[0] }
        }
        return nil
    }

    /// A form the regional table maps to several words ("uffn"/"auffn" -> "auf den",
    /// "nimmer" -> "nicht mehr"): all of them; otherwise the one standard word.
    static func standardWords(_ t: String, previous: String?) -> [String] {
        if t.utf8.count > 3, t.hasPrefix("d'") || t.hasPrefix("s'") { return standardWords(String(t.dropFirst(2)), previous: previous) }
        if let s = RegionalForms.map[t], s.count > 1 { return s }
        // "ut'n Kopp", "in'n Kopf": an elision apostrophe inside a listed form ("utn" = "aus dem")
        if t.contains("'"), !t.hasSuffix("'s"), RegionalForms.map[t] == nil {
            let joined = String(t.filter { $0 != "'" })
            if let s = RegionalForms.map[joined] { return s }
        }
        if let split = intensifiedCompound(t) { return split }
        return [standard(t, previous: previous)]
    }

    /// Intensifying prefixes written together with their word ("sauanstrengend", "megagestresst",
    /// "supergut", "stinksauer", "todtraurig"): the shared intensifier and the word, so the level
    /// rises one step as for "sau anstrengend". Only when the whole is unknown and the rest is a
    /// word the lexicons know.
    static let intensifyingPrefixes: [(prefix: String, minRest: Int)] = [
        ("sau", 3), ("mega", 3), ("super", 3), ("ultra", 3), ("hyper", 4), ("mords", 4), ("stink", 4),
        ("tod", 5), ("ober", 5), ("ur", 6), ("voll", 5), ("extrem", 4), ("brutal", 4),
    ]
    static func intensifiedCompound(_ t: String) -> [String]? {
        guard t.utf8.count >= 6 else { return nil }
        let known = CorrectionDialect.known
        guard !known.contains(t), RegionalForms.map[t] == nil else { return nil }
        for (p, minRest) in intensifyingPrefixes where t.hasPrefix(p) {
            let rest = String(t.dropFirst(p.count))
            guard rest.count >= minRest else { continue }
            let isWord: (String) -> Bool = { known.contains($0) || CorrectionValueVocabulary.words.contains($0) }
            let word = isWord(rest) ? rest : GermanNormalizer.standard(rest, known: known)?.first
            guard let w = word, isWord(w), !CorrectionValueWords.negators.contains(w) else { continue }
            // ("super" is a mood word too: the shared intensifier "total" stands for every prefix)
            return ["total", w]
        }
        return nil
    }

    /// The contextual reading of token `k` (`RegionalForms.contextualStandard`), nil when the
    /// form has none or its context does not hold.
    static func contextual(_ t: String, at k: Int, in tokens: [String], previous: String?) -> [String]? {
        guard RegionalForms.contextualForms.contains(t) else { return nil }
        let next = k + 1 < tokens.count ? standard(tokens[k + 1], previous: t) : nil
        let afterNext = k + 2 < tokens.count ? standard(tokens[k + 2], previous: nil) : nil
        // the raw neighbour counts too ("isch hob": "hob" is a first-person verb as written)
        let rawNext = k + 1 < tokens.count ? tokens[k + 1] : nil
        let rawPrevious = k > 0 ? tokens[k - 1] : nil
        return RegionalForms.contextualStandard(t, previous: previous, next: next, afterNext: afterNext,
                                                writtenPrevious: rawPrevious, writtenNext: rawNext)
            ?? (rawNext == next ? nil : RegionalForms.contextualStandard(t, previous: previous, next: rawNext, afterNext: afterNext))
    }

    /// "a bissl" style two-word forms: the first word is dropped when the second is a softener.
    static func normalize(_ tokens: [String]) -> [String] { normalizeWithSources(tokens).words }

    /// The standard words and, for each, the index of the token it came from (a form of several
    /// words gives several words of one token, so titles and activities keep their spans).
    static func normalizeWithSources(_ tokens: [String]) -> (words: [String], sources: [Int]) {
        var out: [String] = []
        var sources: [Int] = []
        out.reserveCapacity(tokens.count)
        for (k, t) in tokens.enumerated() {
            var all = standardWords(t, previous: out.last)
            // "isch war" / "des isch gsi", "hob i kann ghabt", "hot mi it gstört": forms with two
            // readings are decided by their neighbours (`RegionalForms.contextual`)
            if let c = contextual(t, at: k, in: tokens, previous: out.last) { all = c }
            let w = all[0]
            if w == "bisschen", let last = out.last, last == "a" || last == "e" || last == "n" || last == "en" || last == "ein" {
                out[out.count - 1] = "ein"
            }
            if w == "bisschen", let last = out.last, last == "kein" || last == "keinen" {
                out[out.count - 1] = "gar"; out.append("nicht"); sources.append(k); continue  // "kein bisschen gestört"
            }
            for x in all { out.append(x); sources.append(k) }
        }
        degreeAdverbs(&out)
        return (out, sources)
    }

    /// "ganz schön genervt", "ziemlich schön anstrengend": "schön" between "ganz"/"ziemlich"
    /// and the word it modifies is a degree adverb like "recht" (DECISIONS.md: no shift), no
    /// praise — as in extraction (`MoodReader.degreeAdverb`). "den Song fand ich ganz schön"
    /// and "ganz schön eigentlich" keep the praise.
    static func degreeAdverbs(_ words: inout [String]) {
        guard words.count >= 3 else { return }
        for i in 1..<(words.count - 1) where words[i] == "schoen" && ["ganz", "ziemlich", "janz"].contains(words[i - 1]) {
            if notDegreeTargets.contains(words[i + 1]) { continue }
            words[i] = "recht"
        }
    }
    /// Words after "ganz schön" that end the praise instead of being modified by it.
    static let notDegreeTargets: Set<String> = [
        "eigentlich", "gewesen", "war", "ist", "is", "so", "und", "aber", "fand", "find", "finde", "irgendwie", "gell",
        "oder", "halt", "ja", "doch", "lied", "song", "melodie",
    ]
}
