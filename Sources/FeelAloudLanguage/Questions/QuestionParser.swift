import FeelAloudCore

/// Understands a German question about the diary (CONTRACT.md §4): intent, inclusive date
/// range and field. Pure; uses `GermanFolding` and `Tokenizer`, the cue tables of
/// `QuestionLexicon` and the time phrases of `TimePhrases`.
///
/// Decisions where the contract is silent:
/// - yes/no questions ("war ich am Samstag gestresst?", "hatte ich gestern einen Ohrwurm")
///   are counts; a yes/no question naming no field is a summary ("war gestern was los?").
/// - "wie viele (verschiedene) Lieder" is `songs`; "an welchen Tagen …" is `count`.
/// - "wann …" without "zuletzt" is still `last` ("wann hatte ich einen Ohrwurm?").
/// - A trend naming one period after "als/gegenüber" ("besser als letzte Woche") compares
///   it with the time since it ended (diese Woche, diesen Monat, heute …); two named periods → `range` is the later one, `comparison` the earlier.
/// - "wie gestresst war ich diese Woche?" (how, not how often) is a summary.
public enum QuestionParser {
    /// The question, or nil when the line is diary text rather than a question.
    public static func parse(_ text: String, today: DayKey) -> Question? {
        guard looksLikeQuestion(text) else { return nil }
        return interpret(text, today: today)
    }

    /// Interprets any text as a question (for `/frage TEXT`, which forces one). Never nil:
    /// a text that maps to nothing is intent `unknown` (the answer asks back).
    public static func interpret(_ text: String, today: DayKey) -> Question {
        let songFound = SongMatch.extract(from: text)
        let working = songFound?.rest ?? text
        let allTokens = self.tokens(working)
        let tokens = stripFillers(allTokens)
        let original = Array(Tokenizer.tokens(of: spanDashes(working)).map(\.text).suffix(tokens.count))
        var intent = intent(of: tokens)
        if isEffect(tokens) { intent = .effect } else if isExtreme(tokens), intent != .songs { intent = .extreme }
        if intent == .count, starts(dayWhichCues, tokens) || (tokens.first != "wie" && any(dayWhichCues, tokens)) { intent = .list }
        // "montags" in a weekday comparison is every Monday, not the last one
        let byWeekday = intent == .effect && comparesWeekdays(tokens)
        let timeTokens = byWeekday ? tokens.map { isHabitualWeekday($0) ? "immer" : $0 } : tokens
        let matches = TimePhraseMatcher.matches(in: timeTokens, today: today)
        let time = TimePhraseMatcher.resolve(tokens: timeTokens, today: today, joinAnd: intent != .trend)
        if intent == .summary || ((intent == .count || intent == .last) && !hasField(tokens)),
           !speaksOfDiary(tokens, time: time, allMatches: matches), songFound == nil {
            intent = .unknown
        }
        var field: QuestionField?
        var polarity: QuestionPolarity?
        switch intent {
        case .count, .last, .trend, .list:
            (field, polarity) = self.field(of: tokens, allowWeak: intent != .trend)
        case .effect:
            field = effectField(tokens)
        default:
            break
        }
        if songFound != nil, intent == .summary || intent == .songs || intent == .count || intent == .last || intent == .list {
            if intent == .summary || intent == .songs { intent = tokens.contains("wann") ? .last : .count }
            field = .musicInHead
            polarity = nil
        }
        var question = Question(intent: intent, range: defaultRange(intent, today: today), field: field, polarity: polarity, text: text)
        if intent == .unknown {
            question.rangeUnderstood = false
            return question
        }
        question.song = songFound?.song
        if songFound == nil, intent != .effect {
            question.value = value(tokens, field: field, polarity: polarity, intent: intent)
        }
        if intent == .list, field != nil, question.value == nil, songFound == nil, !tokens.contains(where: dayNounOrWhich.contains) {
            // "zeig mir den Eintrag mit Stress"? only "Tage mit …" / "an welchen Tagen" filter
            question.field = nil
        }
        if intent == .extreme { question.order = extremeOrder(tokens) }
        if intent == .effect {
            question.activity = field == .countermeasures ? activity(tokens) : nil
            if byWeekday { question.effectBy = "weekday"; question.field = nil }
        }
        question.unparsed = unparsedWords(timeTokens, original: original, matches: matches)
        let filtered = question.song != nil || question.value != nil || (intent == .list && question.field != nil)
        let fallback = intent == .list && filtered ? DateRange(from: nil, to: today) : defaultRange(intent, today: today)
        var range: DateRange
        var comparison: DateRange?
        if intent == .trend {
            let periods = time.periods.compactMap { m in m.range.map { (m, $0) } }
            if periods.count >= 2 {
                let sorted = periods.sorted { ($0.1.to, $0.1.from ?? $0.1.to) > ($1.1.to, $1.1.from ?? $1.1.to) }
                range = sorted[0].1
                comparison = sorted[sorted.count - 1].1
            } else if let (m, r) = periods.first {
                let comparisonWords: Set<String> = ["als", "gegenueber", "zu", "zur", "zum", "mit", "wie", "vergleich", "verglichen"]
                let before = tokens[max(0, m.start - 3)..<m.start]
                if before.contains(where: comparisonWords.contains), !time.hasRelative, r.to < today {
                    // "besser als letzte Woche": the later period is the one since then
                    // (diese Woche / diesen Monat / dieses Jahr / heute).
                    range = DateRange(from: r.to.adding(days: 1), to: today)
                    comparison = r
                } else {
                    range = r
                }
            } else {
                range = time.allTime ? DateRange(from: nil, to: today) : fallback
            }
        } else if let r = time.primary {
            range = r
        } else if time.allTime {
            range = DateRange(from: nil, to: today)
        } else {
            range = fallback
            // a time was named but not understood: no default period instead of it
            if question.unparsed != nil { question.rangeUnderstood = false }
        }
        question.range = range
        question.comparison = comparison
        if intent != .trend, asksFuture(tokens), question.rangeUnderstood {
            // "wie wird meine Woche?": the days so far are not what was asked
            question.asksFuture = true
            question.rangeUnderstood = false
        }
        return question
    }

    static let futureAuxiliaries: Set<String> = ["wird", "werden", "werde", "wirst", "wirds", "wird's", "werdet"]
    static let pastVerbs: Set<String> = [
        "war", "waren", "warst", "hatte", "hatten", "hattest", "ging", "gings", "lief", "kam", "wurde", "wurden",
        "geworden", "gewesen", "gehabt", "gab", "gabs", "half", "fuehlte", "traf", "konnte", "musste",
    ]

    /// A question in the future tense ("wie wird meine Woche?", "wird morgen stressig?"): a form
    /// of werden and no past-tense verb. Comparatives after werden are trends, not the future
    /// ("wird es besser?" — see `futureComparative`).
    static func asksFuture(_ t: [String]) -> Bool {
        t.contains(where: futureAuxiliaries.contains) && !t.contains(where: pastVerbs.contains) && !futureComparative(t)
    }

    static let dayNounOrWhich: Set<String> = ["tage", "tagen", "tag", "welchen", "welche", "welchem", "alle"]

    /// The field an effect question compares: the activity/countermeasure side when it asks
    /// what helps, else the named trait (contact, stress, earworm).
    static func effectField(_ t: [String]) -> QuestionField? {
        if comparesWeekdays(t) { return nil }
        if t.contains(where: helpWords.contains) || activity(t) != nil { return .countermeasures }
        let (f, _) = field(of: t, allowWeak: false)
        switch f {
        case .socialContact, .stress, .musicInHead, .countermeasures: return f
        case .distress: return .musicInHead
        default: return .socialContact
        }
    }

    /// Only the time phrase of a text ("letzte Woche" → that week), e.g. for `/verlauf
    /// letzte Woche`. "insgesamt" → from nil; nil when the text names no period.
    public static func timeRange(_ text: String, today: DayKey) -> DateRange? {
        let time = TimePhraseMatcher.resolve(tokens: tokens(text), today: today)
        if let r = time.primary { return r }
        return time.allTime ? DateRange(from: nil, to: today) : nil
    }

    /// CONTRACT.md §4/§5.2 defaults: summary/trend/list/extreme → T-6 … T; count/last/songs/
    /// effect → all time (a list with a filter is widened to all time by `interpret`).
    public static func defaultRange(_ intent: QuestionIntent, today: DayKey) -> DateRange {
        switch intent {
        case .summary, .trend, .list, .extreme, .unknown: return RangeArithmetic.lastDays(7, today: today)
        case .count, .last, .songs, .effect: return DateRange(from: nil, to: today)
        }
    }

    // MARK: Is it a question?

    /// True for a line that asks something of the diary: it ends in "?" (a single sentence),
    /// or starts like a question (wie, wann, was, welche, wie oft, war ich, hatte ich,
    /// zeig …) even without "?". Diary text that merely contains a question stays diary
    /// text: "ich hab mich gefragt, warum …", and several sentences whose first one is not a
    /// question ("Heute war gut. Warum eigentlich?").
    public static func looksLikeQuestion(_ line: String) -> Bool { looksLikeQuestion(line, precheck: true) }

    /// `looksLikeQuestion`; `precheck: false` skips `mayStartQuestion` (the test that both agree).
    static func looksLikeQuestion(_ line: String, precheck: Bool) -> Bool {
        let sentences = splitSentences(line)
        guard let first = sentences.first else { return false }
        // Diary text (a first sentence not ending in "?" that cannot start like a question)
        // is told apart here, before the question tables are built (issue #14: the saved entry).
        if precheck, first.terminator != "?", !mayStartQuestion(first.text) { return false }
        let firstTokens = stripFillers(tokens(first.text))
        guard !firstTokens.isEmpty else { return false }
        if QuestionLexicon.diaryStarts.contains(where: { $0.matchesPrefix(of: firstTokens) }) { return false }
        if first.terminator != "?" || sentences.count > 1,
           QuestionLexicon.statementStarts.contains(where: { $0.matchesPrefix(of: firstTokens) }) { return false }
        let rawTokens = tokens(first.text)
        let startsPlain = QuestionLexicon.questionStarts.contains { $0.matchesPrefix(of: firstTokens) || $0.matchesPrefix(of: rawTokens) }
            || (firstTokens.count > 2 && firstTokens[1] == "ich" && questionVerbs.contains(firstTokens[0]))
            || ((firstTokens.first == "hat" || firstTokens.first == "haben") && firstTokens.count > 2 && firstTokens[1] == "mich"
                && TimePhraseMatcher.matches(in: firstTokens, today: DayKey(year: 2000, month: 1, day: 1)!)
                    .contains { $0.phrase.kind == .period })
        let starts = startsPlain || startsAfterTimePhrase(firstTokens)
        if sentences.count > 1 {
            // several sentences: a question only when every sentence asks ("Wie war meine
            // Woche? Und wie oft hatte ich einen Ohrwurm?"), thanks and greetings aside
            guard starts || first.terminator == "?", first.terminator != "!" else { return false }
            return sentences.dropFirst().allSatisfy { s in
                let t = stripFillers(tokens(s.text))
                return s.terminator == "?" || t.isEmpty || politeness.contains(t[0])
                    || QuestionLexicon.questionStarts.contains { $0.matchesPrefix(of: t) }
            } && (starts || sentences.count == 1)
        }
        if first.terminator == "?" { return true }
        return starts && first.terminator != "!" && firstTokens.count <= 25
    }

    /// Whether a first sentence not ending in "?" may start like a question — false only when
    /// `looksLikeQuestion` cannot find a start in it, decided without the regional word table
    /// and the time phrases: a start is a `questionStarts` pattern at the start (after
    /// fillers or not), a yes/no opening (`questionVerbs` + "ich", "hat/haben mich" — the
    /// time phrase it also needs is left to the full check), or an interrogative after a
    /// leading time phrase, which needs an interrogative. A word the question tokens may read
    /// as another (an umlaut-less spelling, a regional or two-reading form) leaves it to the
    /// full check.
    static func mayStartQuestion(_ sentence: some StringProtocol) -> Bool {
        let raw = writtenTokens(sentence)
        guard !raw.isEmpty else { return false }
        // Every other word is read as written, so the tokens below are `tokens(sentence)`.
        if raw.contains(where: { QuestionLexicon.umlautlessSpellings[$0] != nil || RegionalForms.map[$0] != nil
            || RegionalForms.contextualForms.contains($0) }) { return true }
        let first = stripFillers(raw)
        if QuestionLexicon.questionStarts.contains(where: { $0.matchesPrefix(of: first) || $0.matchesPrefix(of: raw) }) { return true }
        if first.count > 2, first[1] == "ich", questionVerbs.contains(first[0]) { return true }
        if first.count > 2, first[0] == "hat" || first[0] == "haben", first[1] == "mich" { return true }
        return first.contains(where: interrogatives.contains)
    }

    /// Interrogatives a question may start with after a leading time phrase.
    static let interrogatives: Set<String> = ["wie", "wann", "welche", "welcher", "welches", "welchen", "wieviel", "wieviele", "was"]

    /// "letzte Woche, wie oft hatte ich …": a question start right after a leading time phrase.
    static func startsAfterTimePhrase(_ t: [String]) -> Bool {
        guard let m = TimePhraseMatcher.matches(in: t, today: DayKey(year: 2000, month: 6, day: 15)!).first,
              m.start <= 1, m.phrase.kind == .period || m.phrase.kind == .allTime, m.end < t.count else { return false }
        let rest = Array(t[m.end...])
        guard let w = rest.first, interrogatives.contains(w) else { return false }
        return QuestionLexicon.questionStarts.contains { $0.matchesPrefix(of: rest) }
            && !QuestionLexicon.diaryStarts.contains { $0.matchesPrefix(of: rest) }
    }

    /// Short sentences that may follow a question ("Wie war meine Woche? Danke!").
    static let politeness: Set<String> = ["danke", "bitte", "merci", "thx", "danke schoen", "lg", "gruss"]

    /// Finite verbs that open a yes/no question when "ich" follows ("treffe ich genug Leute").
    static let questionVerbs: Set<String> = [
        "war", "hatte", "hatt", "hab", "habe", "bin", "ging", "traf", "treffe", "fuehlte", "fuehle", "konnte", "kann", "musste",
        "muss", "schlief", "schlafe", "telefonierte", "sah", "sehe", "bekam", "hoerte", "hoere", "werde", "wurde", "schreibe",
        "schrieb", "habt", "hast", "hatten", "waren", "bin", "checke", "mache", "machte", "unternehme", "rede", "redete",
    ]

    /// Words that may stand before "ich" in a statement ("heute ich …" in notes, "dann ich").
    static let nonVerbs: Set<String> = [
        "heute", "gestern", "morgen", "dann", "da", "jetzt", "also", "und", "aber", "oder", "weil", "dass", "ob", "als",
        "wenn", "nachdem", "bevor", "obwohl", "damit", "sodass", "denn", "doch", "nur", "auch", "nun", "vorhin", "eben",
        "gerade", "zuerst", "danach", "spaeter", "frueh", "abends", "morgens", "mittags", "nachts", "endlich", "leider",
        "zum", "beim", "bei", "mit", "ohne", "fuer", "wo", "was", "wie", "hm", "naja", "so", "ja", "nein",
    ]

    struct Sentence { var text: Substring; var terminator: Character? }

    /// Splits at "?", "!" and at "." that ends a sentence (not "3.10." in a date).
    static func splitSentences(_ line: String) -> [Sentence] {
        var result: [Sentence] = []
        let chars = Array(line)
        var start = 0
        var i = 0
        func push(_ end: Int, _ term: Character?) {
            let s = String(chars[start..<end]).trimmingWhitespace()
            if s.contains(where: { $0.isLetter || $0.isNumber }) { result.append(Sentence(text: Substring(s), terminator: term)) }
        }
        while i < chars.count {
            let c = chars[i]
            if c == "?" || c == "!" || c == "." {
                var j = i
                while j + 1 < chars.count, "?!.".contains(chars[j + 1]) { j += 1 }
                let termChar: Character = chars[i...j].contains("?") ? "?" : (chars[i...j].contains("!") ? "!" : ".")
                if c == ".", termChar == "." {
                    let prevDigit = i > 0 && chars[i - 1].isNumber
                    var k = j + 1
                    while k < chars.count, chars[k] == " " { k += 1 }
                    let nextDigitOrEnd = k < chars.count && (chars[k].isNumber || chars[k].isLowercase && prevDigit)
                    if prevDigit && (k >= chars.count || nextDigitOrEnd || chars[k].isLetter) && (k < chars.count) {
                        // "am 3.10." or "3. Oktober": not a sentence end
                        i = j + 1
                        continue
                    }
                }
                push(i, termChar)
                start = j + 1
                i = j + 1
                continue
            }
            i += 1
        }
        if start < chars.count { push(chars.count, nil) }
        return result
    }

    /// Folded tokens of a text, with umlaut-less spellings mapped ("haufig" → "haeufig").
    /// The question's words on the shared German base: folded, umlautless spellings repaired,
    /// regional and colloquial forms read as their standard word ("wia wor mei Wochn" -> "wie
    /// war mein woche"). One token per written word (forms of several words stay as written),
    /// so the words as written line up with them.
    /// Forms with two readings are read by their neighbours through the same table as
    /// extraction and corrections (`RegionalForms.contextual`: "wann hob i kai Stress ghabt").
    static func tokens(_ text: some StringProtocol) -> [String] {
        let written = writtenTokens(text).map { QuestionLexicon.umlautlessSpellings[$0] ?? $0 }
        var out = written.map { regionalWords[$0] ?? $0 }
        for k in written.indices where RegionalForms.contextualForms.contains(written[k]) {
            let n = written.count
            if let r = RegionalForms.contextualStandard(written[k], previous: k > 0 ? out[k - 1] : nil, next: k + 1 < n ? out[k + 1] : nil,
                                                        afterNext: k + 2 < n ? out[k + 2] : nil,
                                                        writtenPrevious: k > 0 ? written[k - 1] : nil, writtenNext: k + 1 < n ? written[k + 1] : nil),
               r.count == 1 {
                out[k] = r[0]
            }
        }
        return out
    }

    /// The folded words as written (before spellings and regional forms are read).
    static func writtenTokens(_ text: some StringProtocol) -> [String] {
        Tokenizer.tokens(of: GermanFolding.fold(spanDashes(text))).map(\.text)
    }

    /// The one regional table's single-word forms, without its colloquial region: the question
    /// cues are written with colloquial forms themselves ("geht's", "gings", "wars").
    static let regionalWords: [String: String] = {
        var m: [String: String] = [:]
        for f in RegionalForms.forms where f.region != .colloquial && f.standard.count == 1 && m[f.form] == nil && f.standard[0] != f.form {
            m[f.form] = f.standard[0]
        }
        return m
    }()

    /// Dashes and slashes that join two dates become "bis" ("3.–12.9.", "13 - 15 Juli",
    /// "14./15.10."), so the span rows see them; "2026-05-03" stays one date.
    static func spanDashes(_ text: some StringProtocol) -> String {
        let chars = Array(text)
        var out = ""
        out.reserveCapacity(chars.count + 8)
        for (i, c) in chars.enumerated() {
            let prev: Character? = i > 0 ? chars[i - 1] : nil
            let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
            switch c {
            case "–", "—": out += " bis "
            case "-" where prev == "." || (prev == " " && next == " "): out += " bis "
            case "/" where prev == ".": out += " bis "
            default: out.append(c)
            }
        }
        return out
    }

    /// Leading filler words of speech ("also", "hey", "sag mal", "kannst du mir …").
    static let fillers: Set<String> = [
        "also", "und", "hey", "hallo", "hi", "ok", "okay", "na", "aehm", "aeh", "ehm", "hm", "hmm", "aehmm", "bitte",
        "nun", "sag", "sage", "mal", "kannst", "koenntest", "du", "jetzt", "so", "feelaloud", "frage", "gut",
        "eine", "erzaehl", "erzaehle", "verrat", "verrate", "sagen", "verraten", "erzaehlen",
    ]

    static func stripFillers(_ tokens: [String]) -> [String] {
        var i = 0
        while i < tokens.count - 1, fillers.contains(tokens[i]) {
            // keep "sag mir wie …" meaningful words after the fillers; never strip everything
            i += 1
        }
        return i == 0 ? tokens : Array(tokens[i...])
    }

    // MARK: Intent

    static func any(_ cues: [CuePattern], _ tokens: [String]) -> Bool { cues.contains { $0.occurs(in: tokens) } }
    static func starts(_ cues: [CuePattern], _ tokens: [String]) -> Bool { cues.contains { $0.matchesPrefix(of: tokens) } }

    static let yesNoVerbs: Set<String> = [
        "war", "waren", "warst", "hatte", "hatt", "hatten", "hattest", "hab", "habe", "haben", "hast", "bin", "hat", "gab",
        "gibt", "hilft", "half", "helfen", "halfen", "hilfts", "gabs", "gab's", "gibts", "gibt's", "ging", "gings", "fuehlte", "traf", "konnte", "musste", "ist", "sind", "habt", "wurde", "kam", "lief",
    ]

    static func intent(of t: [String]) -> QuestionIntent {
        let L = QuestionLexicon.self
        let music = L.musicWords.occurs(in: t)
        let strongCount = any(L.countCues.filter { $0.text != "oft" }, t)
        let songStrong = L.songCountCue.occurs(in: t)
        let dayList = L.dayListCue.occurs(in: t)
        let welcheSong = !dayList && music && (L.whichCue.occurs(in: t)
            || (t.first == "was" && (t.contains("kopf") || t.contains("fuer"))))
        let songs = !dayList && (any(L.songCues, t) || welcheSong)
        let trend = any(L.trendCues, t) || futureComparative(t)
        let lastCue = any(L.lastCues, t)
            || ((t.contains("lange") || t.contains("lang")) && t.contains("her") && t.contains("wie"))
        let zuletzt = t.contains("zuletzt") || t.contains("letztmals")
        let wrote: Set<String> = ["geschrieben", "eingetragen", "notiert", "aufgeschrieben", "erzaehlt", "festgehalten"]
        let listByWriting = t.first == "was" && t.contains(where: wrote.contains) && !hasField(t)

        if starts(L.listStarts, t) {
            if songs { return .songs }
            if strongCount { return .count }
            if lastCue { return .last }
            if trend { return .trend }
            if any(L.listSummaryCues, t) { return .summary }
            return .list
        }
        if songStrong { return .songs }
        if strongCount && !(trend && !L.explicitCountCue.occurs(in: t)) { return .count }
        if welcheSong { return .songs }
        if trend { return .trend }
        if songs { return .songs }
        if lastCue || (zuletzt && hasField(t)) { return .last }
        if listByWriting { return .list }
        if let first = t.first, yesNoVerbs.contains(first), hasField(t) { return .count }
        if t.count > 1, t[1] == "ich", hasField(t), !nonVerbs.contains(t[0]) { return .count }
        if t.first == "gab" || t.first == "gibt", t.count > 1, t[1] == "es", hasField(t) { return .count }
        if t.contains("oft") || t.contains("oefters") { return .count }
        // "welche Gegenmaßnahmen …", "was hab ich gegen Ohrwürmer gemacht", "welche Check-ins …"
        if let first = t.first, first == "was" || first.hasPrefix("welche"),
           let f = field(of: t, allowWeak: false).0, f == .countermeasures || f == .snapshot { return .count }
        if starts(L.listWritingStarts, t) { return .list }
        if isFieldFragment(t) { return .count }
        return .summary
    }

    static let questionWords: Set<String> = ["wie", "was", "wann", "wo", "warum", "wieso", "weshalb", "welche", "welcher", "welches", "welchen", "wer"]

    /// "Ohrwürmer im November?", "Stress letzte Woche?", "Kontakte?": a bare field word with no
    /// verb and no question word asks how often (`count`). Mood and check-ins stay a summary
    /// ("Stimmung im Oktober?" wants the spread, not a count).
    static func isFieldFragment(_ t: [String]) -> Bool {
        guard let first = t.first, !questionWords.contains(first), !t.contains(where: yesNoVerbs.contains),
              !t.contains(where: futureAuxiliaries.contains) else { return false }
        guard let f = field(of: t, allowWeak: false).0, f != .mood, f != .snapshot else { return false }
        let music = QuestionLexicon.musicWords.occurs(in: t)
        return QuestionLexicon.fieldCues.contains {
            !$0.weak && $0.field == f && (!$0.needsMusic || music) && $0.pattern.firstIndex(in: t) == 0
        }
    }

    static let futureWords: Set<String> = ["wird", "werden", "wurde", "wurden", "werde", "wirst", "wirds", "wird's", "ist", "sind"]
    static let comparatives: Set<String> = [
        "besser", "schlechter", "mehr", "weniger", "seltener", "haeufiger", "oefter", "ruhiger", "entspannter",
        "stressiger", "schlimmer", "leichter", "gluecklicher", "trauriger", "gestresster",
    ]

    /// "wird es mit dem Ohrwurm besser": a form of werden followed by a comparative.
    static func futureComparative(_ t: [String]) -> Bool {
        guard let i = t.firstIndex(where: futureWords.contains) else { return false }
        return t[(i + 1)...].prefix(10).contains(where: comparatives.contains) && (t[i] != "ist" && t[i] != "sind" || t.contains("geworden"))
    }

    static func hasField(_ t: [String]) -> Bool { field(of: t, allowWeak: true).0 != nil }

    // MARK: Field

    static let negators: Set<String> = ["nicht", "kein", "keine", "keinen", "nie", "niemals", "ohne"]

    static func field(of t: [String], allowWeak: Bool) -> (QuestionField?, QuestionPolarity?) {
        let music = QuestionLexicon.musicWords.occurs(in: t)
        var hits: [QuestionField: [QuestionLexicon.FieldCue]] = [:]
        var positions: [QuestionField: Int] = [:]
        for cue in QuestionLexicon.fieldCues {
            if cue.weak && !allowWeak { continue }
            if cue.needsMusic && !music { continue }
            guard let at = cue.pattern.firstIndex(in: t) else { continue }
            hits[cue.field, default: []].append(cue)
            positions[cue.field] = min(positions[cue.field] ?? at, at)
            // "nicht gut", "nicht gestresst", "keinen Kontakt": a negated cue flips to negative
            if cue.polarity != .negative, at > 0, negators.contains(t[at - 1]), cue.field != .distress {
                hits[cue.field]!.append(QuestionLexicon.FieldCue(cue.field, "~", .negative, weak: cue.weak))
            }
        }
        // Strong cues first, in priority order; weak ones only when nothing strong was named.
        let strong = QuestionLexicon.fieldPriority.first { hits[$0]?.contains { !$0.weak } == true }
        guard let f = strong ?? QuestionLexicon.fieldPriority.first(where: { hits[$0] != nil }) else { return (nil, nil) }
        var pols = hits[f]!.compactMap(\.polarity)
        if f == .snapshot, let moodCues = hits[.mood] { pols += moodCues.compactMap(\.polarity) }
        return (f, pols.contains(.negative) ? .negative : pols.first)
    }
}
