import FeelAloudCore

/// The v2 parts of the question parser (CONTRACT.md §5.2): the intents extreme, effect and
/// unknown, value filters, the activity of an effect, and the words of a time phrase that were
/// not understood.
///
/// Decisions where the contract is silent:
/// - "an welchen Tagen …" / "welche Tage …" are lists (§5.2 example), not counts as in v1.
/// - Values are set only when the question names one: "gut/schlecht/neutral" → mood; "richtig/
///   total/völlig gestresst", "am Limit", "überfordert" → stress high, "etwas gestresst" → low,
///   "entspannt/kein Stress" → none; "unerträglich" → distress high; "starke Ohrwürmer" →
///   musicInHead "strong"; "mit/ohne Kontakt", "allein" → socialContact "true"/"false", the
///   same for Gegenmaßnahmen and Ohrwurm. A list or extreme that names a boolean field
///   positively ("an welchen Tagen hatte ich Kontakt") has value "true"; a count does not
///   ("hatte ich gestern einen Ohrwurm?" stays the v1 count).
/// - "an welchem Wochentag geht es mir am besten?" is an effect by weekday (field null).
/// - A question is `unknown` when it names no time, no field and none of the diary's topics
///   (wie war / lief / ging, Stimmung, Woche, Tagebuch, …), or speaks only of "du".
extension QuestionParser {
    // MARK: Intents

    static let helpWords: Set<String> = [
        "geholfen", "hilft", "half", "helfen", "halfen", "hilfreich", "nuetzt", "genuetzt", "nutzt", "genutzt", "wirkt", "gewirkt",
        "bringt", "gebracht", "taugt", "hilfts", "hilft's",
    ]
    static let bestWords: Set<String> = [
        "bester", "besten", "beste", "bestes", "schoenster", "schoensten", "schoenste", "schoenstes", "tollster", "tollsten", "tollste",
        "gluecklichster", "gluecklichsten",
    ]
    static let worstWords: Set<String> = [
        "schlechtester", "schlechtesten", "schlechteste", "schlechtestes", "schlimmster", "schlimmsten", "schlimmste", "miesester",
        "miesesten", "mieseste", "traurigster", "traurigsten", "schwerster", "schwersten", "schwerste", "schwierigster",
        "schwierigsten", "haertester", "haertesten", "beschissensten", "uebelsten",
    ]
    static let dayWords: Set<String> = ["tag", "tage", "tagen", "wann", "welcher", "welchem", "datum", "wochentag"]

    /// A weekday said as a habit ("montags", "an Montagen", "sonntags immer"), not one day.
    static func isHabitualWeekday(_ t: String) -> Bool {
        guard let day = TimeVocabulary.weekday(t) else { return false }
        let stem = TimeVocabulary.weekdays.first { $0.day == day && t.hasPrefix($0.stem) }?.stem ?? ""
        return t == stem + "s" || t == stem + "e" || t == stem + "en" || (stem == "mittwoch" && t == "mittwochen")
    }

    /// "an welchem Wochentag geht es mir am besten?", "bin ich montags schlechter drauf?",
    /// "geht's mir an Sonntagen besser?": mood compared across weekdays.
    static func comparesWeekdays(_ t: [String]) -> Bool {
        if t.contains(where: { $0.hasPrefix("wochentag") }) { return true }
        guard t.contains(where: isHabitualWeekday) else { return false }
        return t.contains(where: comparatives.contains) || t.contains(where: bestWords.contains) || t.contains(where: worstWords.contains)
            || t.contains("gut") || t.contains("schlecht")
    }

    /// "hat Kaugummi geholfen?", "geht es mir besser, wenn ich Leute treffe?", "an welchem
    /// Wochentag geht es mir am besten?"
    static func isEffect(_ t: [String]) -> Bool {
        if QuestionLexicon.explicitCountCue.occurs(in: t) || t.contains("zuletzt") { return false }
        if comparesWeekdays(t) { return true }
        if t.contains(where: helpWords.contains) { return true }
        if t.contains(where: { ["zusammenhang", "einfluss", "auswirkung", "auswirkungen", "korrelation", "korreliert"].contains($0) }) { return true }
        let conditional = t.contains("wenn") || t.contains("sobald") || CuePattern("an tagen mit|ohne|an").occurs(in: t)
            || CuePattern("an|in den tagen mit|ohne|an").occurs(in: t)
        let judged = t.contains(where: comparatives.contains) || t.contains("gut") || t.contains("schlecht")
        return conditional && judged
    }

    static func isExtreme(_ t: [String]) -> Bool {
        guard t.contains(where: { bestWords.contains($0) || worstWords.contains($0) }) else { return false }
        if QuestionLexicon.musicWords.occurs(in: t) { return false }
        return t.contains(where: dayWords.contains) || t.contains("am") || t.contains("ging") || t.contains("gings")
    }

    static func extremeOrder(_ t: [String]) -> ExtremeOrder {
        t.contains(where: worstWords.contains) ? .worst : .best
    }

    /// "an welchen Tagen …", "welche Tage …": a list of days.
    static let dayWhichCues: [CuePattern] = [
        "an|in welchen|welche tagen|tage", "welche tage", "welche der tage", "an welchen",
    ].map(CuePattern.init)

    // MARK: Unknown

    static let topicWords: Set<String> = [
        "war", "waren", "wars", "war's", "lief", "liefs", "lief's", "laeuft", "laeufts", "laeuft's", "laufts", "ging", "gings", "ging's",
        "geht", "gehts", "geht's", "verlief", "verliefen", "fuehlte", "fuehle", "gefuehlt", "stimmung", "laune", "drauf", "befinden",
        "zusammenfassung", "ueberblick", "uebersicht", "rueckblick", "bilanz", "statistik", "auswertung", "fazit", "los", "passiert",
        "erlebt", "eintrag", "eintraege", "eintraegen", "tagebuch", "notiert", "geschrieben", "aufgeschrieben", "eingetragen", "woche",
        "monat", "jahr", "wochenende", "trend", "entwicklung", "verlauf", "zeig", "zeige", "liste", "check-in", "check-ins", "checkins",
        "eingecheckt", "serie", "streak", "tage", "tagen", "alles", "siehts", "sieht's", "sieht", "aussieht", "aussehen", "neues",
        "gemacht", "getan", "unternommen", "lage", "daten", "sonst", "befinden", "zustand", "gemuetslage", "gewesen",
    ]
    static let secondPerson: Set<String> = ["du", "dir", "dich", "dein", "deine", "deinen", "deinem", "deiner"]
    static let firstPerson: Set<String> = ["ich", "mir", "mich", "mein", "meine", "meinen", "meinem", "meiner"]

    /// Whether a question that would be a summary speaks of the diary at all.
    static func speaksOfDiary(_ t: [String], time: TimePhraseMatcher.Resolution, allMatches: [TimeMatch]) -> Bool {
        if t.contains(where: secondPerson.contains) && !t.contains(where: firstPerson.contains) { return false }
        if time.primary != nil || time.allTime || !allMatches.isEmpty { return true }
        if field(of: t, allowWeak: true).0 != nil { return true }
        return t.contains(where: topicWords.contains)
    }

    // MARK: Values

    static let intensifiers: Set<String> = ["richtig", "total", "voellig", "extrem", "sehr", "mega", "stark", "krass", "heftig", "wahnsinnig",
                                            "furchtbar", "schrecklich", "unglaublich", "voll", "echt", "massiv", "totalen", "totaler"]
    static let softeners: Set<String> = ["etwas", "bisschen", "leicht", "wenig", "kaum"]

    /// The value filter a question names, for its field (see the type's decisions).
    static func value(_ t: [String], field: QuestionField?, polarity: QuestionPolarity?, intent: QuestionIntent) -> String? {
        let listLike = intent == .list || intent == .extreme
        switch field {
        case .mood:
            if t.contains(where: { $0.hasPrefix("neutral") || ["durchschnittlich", "durchschnittlichen", "mittelmaessig", "mittelmaessigen",
                                                                "normalen", "mittleren", "ausgeglichenen", "ausgeglichen"].contains($0) }) {
                return "neutral"
            }
            return polarity == .negative ? "bad" : (polarity == .positive ? "good" : nil)
        case .stress:
            if polarity == .negative { return "none" }
            if let i = t.firstIndex(where: { $0.hasPrefix("gestresst") || $0.hasPrefix("stress") }) {
                let before = t[max(0, i - 2)..<i]
                if before.contains(where: intensifiers.contains) { return "high" }
                if before.contains(where: softeners.contains) { return "low" }
            }
            if t.contains("limit") || t.contains(where: { $0.hasPrefix("ueberfordert") || $0.hasPrefix("ueberlastet") }) { return "high" }
            return nil
        case .distress:
            if t.contains(where: { $0.hasPrefix("unertraeglich") }) { return "high" }
            if polarity == .positive { return "none" }
            return nil
        case .musicInHead:
            if let i = t.firstIndex(where: { $0.hasPrefix("ohrw") }),
               t[max(0, i - 2)..<i].contains(where: { ["starke", "starken", "starker", "heftige", "heftigen", "hartnaeckige", "hartnaeckigen",
                                                       "penetrante", "penetranten", "dauerohrwurm"].contains($0) }) {
                return "strong"
            }
            if t.contains(where: { $0.hasPrefix("dauerohrw") }) { return "strong" }
            if polarity == .negative { return "false" }
            return listLike ? "true" : nil
        case .socialContact, .countermeasures:
            if polarity == .negative { return "false" }
            return listLike ? "true" : nil
        case nil, .snapshot:
            return nil
        }
    }

    // MARK: Activity

    /// The activity an effect question names, as the extractor would report it ("Kaugummi
    /// kauen" → "Kaugummi gekaut", "Spazierengehen" → "Spaziergang"), from the shared
    /// countermeasure lexicon; nil when none.
    static func activity(_ t: [String]) -> String? {
        for rule in CountermeasureLexicon.rules {
            guard case let .activity(phrase, _) = rule.cue else { continue }
            for p in rule.phrases {
                let words = p.split(separator: " ").map(String.init)
                guard !words.contains("~") else { continue }
                guard let at = (0..<max(0, t.count - words.count + 1)).first(where: { i in
                    words.enumerated().allSatisfy { k, w in wordMatches(t[i + k], w) }
                }) else { continue }
                if phrase == "*" { return t[at..<(at + words.count)].joined(separator: " ").capitalizedFirst }
                return phrase
            }
        }
        return nil
    }

    static func wordMatches(_ token: String, _ pattern: String) -> Bool {
        if pattern.hasSuffix("*") { return token.hasPrefix(pattern.dropLast()) }
        if pattern.hasPrefix("*") { return token.hasSuffix(pattern.dropFirst()) }
        return token == pattern
    }

    // MARK: Words not understood

    static let timeExtenders: Set<String> = [
        "am", "an", "im", "in", "seit", "vor", "vom", "von", "bis", "zum", "zur", "zwischen", "dem", "der", "den", "des", "die", "das",
        "ende", "anfang", "mitte", "meinem", "meinen", "meiner", "unserem", "unseren", "ueber", "letzte", "letzten", "letzter", "letztes",
        "diese", "diesen", "dieser", "dieses", "ersten", "erste", "erster", "zweiten", "dritten", "nach", "ab",
    ]
    static let unitWords: Set<String> = [
        "tag", "tage", "tagen", "woche", "wochen", "monat", "monate", "monaten", "monats", "jahr", "jahre", "jahren", "jahres", "quartal",
        "wochenende",
    ]
    static let notTimeWords: Set<String> = [
        "tag", "tage", "tagen", "alltag", "wochentag", "wochentage", "wochentagen", "mittag", "nachmittag", "vormittag", "mittags",
        "nachmittags", "vormittags", "arbeitstag", "arbeitstage", "arbeitstagen", "werktag", "werktage", "werktagen", "ruhetag",
    ]

    /// Whether a token names a time on its own (digits, a month, a holiday-like word).
    static func isTimeLike(_ t: String) -> Bool {
        if t.contains(where: { $0.isNumber }) { return t.count >= 3 || !t.allSatisfy(\.isNumber) }
        if TimeVocabulary.months[t] != nil || TimeVocabulary.seasons[t] != nil || TimeVocabulary.weekday(t) != nil { return true }
        if notTimeWords.contains(t) { return false }
        for stem in ["oster", "pfingst", "weihnacht", "fasching", "karneval", "fastnacht", "fasnacht", "advent", "silvester", "neujahr",
                     "feiertag", "ferien", "geburtstag", "jahrestag", "namenstag", "hochzeitstag", "urlaub"] where t.contains(stem) {
            return true
        }
        return t.count > 6 && (t.hasSuffix("tag") || t.hasSuffix("tags") || t.hasSuffix("fest") || t.hasSuffix("nacht") && t != "nacht")
    }

    /// The words of the question (as written) that name a time but were not understood:
    /// future phrases and time-like words no phrase consumed, with the prepositions before
    /// and units after them. Nil when there are none.
    static func unparsedWords(_ tokens: [String], original: [String], matches: [TimeMatch]) -> String? {
        var covered = Array(repeating: false, count: tokens.count)
        var flagged = Array(repeating: false, count: tokens.count)
        for m in matches {
            for i in m.start..<m.end {
                if m.phrase.kind == .future { flagged[i] = true } else { covered[i] = true }
            }
        }
        let datePrepositions: Set<String> = ["am", "vom", "seit", "bis", "zum", "den", "dem", "ab", "vor", "zwischen", "und", "im"]
        for (i, t) in tokens.enumerated() where !covered[i] {
            // a clock time ("um 14 Uhr", "15:30") says nothing about the day: ignored
            if t.allSatisfy(\.isNumber) || t.contains(":"),
               (i > 0 && ["um", "gegen", "ab", "bis"].contains(tokens[i - 1]) && (i + 1 >= tokens.count || tokens[i + 1] == "uhr" || t.contains(":")))
                || (i + 1 < tokens.count && ["uhr", "h"].contains(tokens[i + 1])) {
                continue
            }
            if isTimeLike(t) { flagged[i] = true; continue }
            // a short number is a time only next to one ("am 15", "3 Tage"), not "mit 5 eingecheckt"
            if t.allSatisfy(\.isNumber), (i > 0 && datePrepositions.contains(tokens[i - 1]))
                || (i + 1 < tokens.count && (unitWords.contains(tokens[i + 1]) || TimeVocabulary.months[tokens[i + 1]] != nil)) {
                flagged[i] = true
            }
            // an ordinal before a week or month no phrase took ("in der dritten Woche")
            if TimeVocabulary.ordinal(t) != nil, i + 1 < tokens.count, unitWords.contains(tokens[i + 1]) {
                flagged[i] = true
                flagged[i + 1] = true
                covered[i + 1] = false
            }
        }
        // a unit after "vor" / "seit" that no phrase took ("vor anderthalb Wochen")
        for (i, t) in tokens.enumerated() where !covered[i] && unitWords.contains(t) {
            guard let v = (max(0, i - 3)..<i).last(where: { ["vor", "seit", "binnen", "innerhalb"].contains(tokens[$0]) }),
                  !(v..<i).contains(where: { covered[$0] }) else { continue }
            for k in v...i { flagged[k] = true }
        }
        guard let first = flagged.firstIndex(of: true) else { return nil }
        var last = flagged.lastIndex(of: true)!
        // one span: from the first flagged word (with the prepositions before it) to the last
        // flagged word (with a unit after it); a gap of covered words ends it early
        var lo = first
        while lo > 0, !covered[lo - 1], timeExtenders.contains(tokens[lo - 1]) { lo -= 1 }
        if let gap = (first...last).first(where: { covered[$0] }) { last = (first..<gap).last(where: { flagged[$0] }) ?? first }
        var hi = last
        while hi + 1 < tokens.count, !covered[hi + 1], unitWords.contains(tokens[hi + 1]) || flagged[hi + 1] { hi += 1 }
        return original[lo...hi].joined(separator: " ")
    }
}

extension String {
    var capitalizedFirst: String {
        guard let f = first else { return self }
        return f.uppercased() + dropFirst()
    }
}
