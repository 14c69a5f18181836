import FeelAloudCore

/// Reads a correction of the entry's day (CONTRACT.md §5.3): „das war gestern“, „das war heute,
/// nicht gestern“, „nicht gestern, heute“, „das war am Sonntag“, „Datum 15.03.“, „vor drei
/// Tagen“. The whole utterance must be about the day: besides one day (and days negated with
/// „nicht“/„statt“) only filler words may occur, so „gestern hatte ich keinen Ohrwurm“ stays a
/// field statement for the correction parser.
///
/// Days resolve relative to the day of writing: a weekday is its most recent occurrence on or
/// before it („letzten Sonntag“: strictly before), a date without a year that lies after it
/// means last year's (as in §5.1). A day after the day of writing is returned too; the caller
/// refuses it (dayOffset is never > 0).
public enum CorrectionDayReader {
    /// The day the utterance names, or nil when it is not (only) a day correction.
    public static func day(in utterance: String, writtenOn today: DayKey) -> DayKey? {
        guard let days = scan(utterance, today), let first = days.first, days.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// A day clause next to field corrections: „das war gestern, und die Stimmung war schlecht“
    /// -> (Sa, „die Stimmung war schlecht“). Clauses are split at „,“, „;“ and „und“; the ones
    /// that are only about the day give the day, the rest goes to the field parser. nil when
    /// there is no day clause or nothing else.
    public static func dayAndRest(in utterance: String, writtenOn today: DayKey) -> (day: DayKey, rest: String)? {
        var dayClauses: [String] = [], rest: [String] = []
        for clause in clauses(utterance) where !tokens(clause).isEmpty {
            if scan(clause, today) != nil { dayClauses.append(clause) } else { rest.append(clause) }
        }
        guard !dayClauses.isEmpty, !rest.isEmpty, let day = day(in: dayClauses.joined(separator: ", "), writtenOn: today)
        else { return nil }
        return (day, rest.joined(separator: ", "))
    }

    /// „a, b und c; d“ -> ["a", "b", "c", "d"].
    static func clauses(_ text: String) -> [String] {
        var out: [String] = []
        for part in text.split(whereSeparator: { $0 == "," || $0 == ";" || $0 == ":" }) {
            var current: [Substring] = []
            for word in part.split(separator: " ") {
                if word.lowercased() == "und" {
                    if !current.isEmpty { out.append(current.joined(separator: " ")) }
                    current = []
                } else {
                    current.append(word)
                }
            }
            if !current.isEmpty { out.append(current.joined(separator: " ")) }
        }
        return out
    }

    /// The positive days of an utterance made only of day words (negated days and fillers
    /// allowed); nil when any other word occurs. May be empty („nicht gestern“).
    ///
    /// The day phrases are the questions' time grammar (`TimePhraseMatcher`, CONTRACT.md
    /// §4/§5.1: „am dritten März“, „an Ostern“, „Heiligabend“, „am Mittwoch vor zwei Wochen“,
    /// „vor einer Woche“ …); a phrase counts when it names one day, or is a holiday (its main
    /// day, as „seit Ostern“ counts). Decisions for corrections: a bare weekday („das war am
    /// Sonntag“) is its most recent occurrence on or before the day of writing (so the day of
    /// writing itself when it is that weekday); a future phrase („morgen“) yields a future day,
    /// which the caller refuses.
    static func scan(_ utterance: String, _ today: DayKey) -> [DayKey]? {
        var tokens = self.tokens(utterance).map(regionalWeekday)
        guard !tokens.isEmpty else { return nil }
        // „Datum 15.03.“, „Tag: gestern“: the day noun stands where „am“ would.
        // (unless the noun is part of a phrase itself: „am Tag der Deutschen Einheit“).
        let inPhrase = Set(TimePhraseMatcher.matches(in: tokens, today: today).flatMap { $0.start..<$0.end })
        for k in tokens.indices where ["datum", "tag"].contains(tokens[k]) && k + 1 < tokens.count && !inPhrase.contains(k) {
            tokens[k] = "am"
        }
        let matches = TimePhraseMatcher.matches(in: tokens, today: today)
        var positive: [DayKey] = []
        var sawDay = false
        var negateNext = false
        var i = 0
        var next = 0
        while i < tokens.count {
            let t = tokens[i]
            if next < matches.count, matches[next].start == i {
                let m = matches[next]
                next += 1
                if m.phrase.kind == .vague { i = m.end; continue }  // „der Tag gestern“
                if m.phrase.kind == .allTime, m.length == 1, tokens[m.start] == "schon" { i = m.end; continue }  // „war schon gestern“
                guard let day = oneDay(m, tokens, today) else { return nil }
                sawDay = true
                if !negateNext { positive.append(day) }
                negateNext = false
                i = m.end
                continue
            }
            // (the frame read through the shared regional table too: „naa, net gestern“)
            let std = RegionalForms.singleWord[t] ?? t
            if negators.contains(t) || negators.contains(std) {
                // („stimmt nicht, gestern“: the verb is denied, the day after it stands)
                if !(i > 0 && rejectionVerbs.contains(tokens[i - 1]) && t == "nicht") {
                    negateNext = true
                }
                i += 1; continue
            }
            guard fillers.contains(t) || dayNouns.contains(t) || fillers.contains(std) else { return nil }
            i += 1
        }
        return sawDay ? positive : nil
    }

    static let weekdayNames = ["montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonnabend", "sonntag"]

    /// A regional or misspelt weekday one letter away from its name („Dunnerstag“, „Mittwuch“,
    /// „Freitach“ with Ruhr/Berlin „-tach“ for „-tag“): the name. Other words stay.
    static func regionalWeekday(_ t: String) -> String {
        guard t.utf8.count >= 6, TimeVocabulary.weekday(t) == nil else { return t }
        let w = t.hasSuffix("tach") ? String(t.dropLast(2)) + "g" : t
        if TimeVocabulary.weekday(w) != nil { return w }
        let near = weekdayNames.filter { CorrectionFuzzy.distance($0, w, limit: 1) }
        return near.count == 1 ? near[0] : t
    }

    /// The one day a time phrase names; nil for a period („letzte Woche“, „im Oktober“).
    static func oneDay(_ m: TimeMatch, _ tokens: [String], _ today: DayKey) -> DayKey? {
        if m.phrase.kind == .future { return today.adding(days: tokens[m.start] == "uebermorgen" ? 2 : 1) }
        guard m.phrase.kind == .period, let r = m.range, let from = r.from else { return nil }
        if m.phrase.id == TimePhrases.bareWeekdayID, m.length == 1, let wd = TimeVocabulary.weekday(tokens[m.start]),
           wd == today.weekday {
            return today
        }
        if from == r.to { return from }
        if TimePhrases.holidayPhraseIDs.contains(m.phrase.id) { return from.adding(days: m.phrase.sinceOffset) }
        return nil
    }

    /// `correct --json` with a day correction: the fields stay, `dayOffset` changes (relative to
    /// the day of writing, `today`); a future day asks back. nil when the utterance is no day
    /// correction (the field parser answers it).
    public static func jsonResponse(fields: EntryFields, utterance: String, dayOffset: Int, today: DayKey,
                                    fieldResponse: ((EntryFields, String) -> JSONValue)? = nil) -> JSONValue? {
        if let fieldResponse, day(in: utterance, writtenOn: today) == nil,
           let (day, rest) = dayAndRest(in: utterance, writtenOn: today) {
            // Both: the day changes and the rest is a field correction.
            let offset = day.dayNumber - today.dayNumber
            let fieldsOut = fieldResponse(fields, rest)
            guard offset <= 0, case let .object(pairs) = fieldsOut, fieldsOut["clarify"] == nil else {
                return withDayOffset(fieldsOut, dayOffset)
            }
            var changed = fieldsOut["changed"]?.arrayValue ?? []
            if offset != dayOffset { changed.append(.string("dayOffset")) }
            return .object(pairs.map { $0.0 == "changed" ? ("changed", .array(changed)) : $0 } + [("dayOffset", .int(offset))])
        }
        guard let day = day(in: utterance, writtenOn: today) else { return nil }
        let offset = day.dayNumber - today.dayNumber
        guard offset <= 0 else {
            return .object([("fields", fields.json), ("changed", .array([])), ("dayOffset", .int(dayOffset)),
                            ("clarify", .string(Messages.dayInFuture(day)))])
        }
        return .object([("fields", fields.json),
                        ("changed", .array(offset == dayOffset ? [] : [.string("dayOffset")])),
                        ("dayOffset", .int(offset))])
    }

    /// `"dayOffset"` of a `correct --json` input: absent = 0; an integer <= 0; else a message.
    public static func inputDayOffset(_ doc: JSONValue) -> Result<Int, DayOffsetInputError> {
        guard let value = doc["dayOffset"] else { return .success(0) }
        guard let n = value.intValue, n <= 0 else { return .failure(DayOffsetInputError()) }
        return .success(n)
    }

    /// `"dayOffset"` in the input is not an integer <= 0.
    public struct DayOffsetInputError: Error, Equatable {
        public var message: String { Messages.correctJSONBadDayOffset }
    }

    /// Adds `"dayOffset"` to a field-correction answer (the output always carries it).
    public static func withDayOffset(_ response: JSONValue, _ dayOffset: Int) -> JSONValue {
        guard case let .object(pairs) = response else { return response }
        var out = pairs.filter { $0.0 != "dayOffset" }
        let at = out.firstIndex { $0.0 == "clarify" } ?? out.count
        out.insert(("dayOffset", .int(dayOffset)), at: at)
        return .object(out)
    }

    // MARK: - Reading

    /// Words that take a day back („nicht gestern“, „statt Sonntag“): the shared negation
    /// words plus the contrast prepositions.
    static let negators: Set<String> = Negation.words(of: "neg.clause").union(Negation.words(of: "neg.determiner"))
        .union(["statt", "anstatt", "anstelle"]).subtracting(["null", "0"])
    static let dayNouns: Set<String> = ["tag", "datum", "eintrag", "entry"]
    /// The frame of a day correction („das war eigentlich …“, „bitte auf … setzen“).
    static let fillers: Set<String> = [
        "das", "es", "der", "die", "dieser", "war", "ist", "wars", "gilt", "galt", "fuer", "von", "vom", "am", "an",
        "den", "dem", "doch", "eigentlich", "nein", "nee", "noe", "sorry", "uebrigens", "ach", "ja", "schon",
        "sondern", "aber", "bitte", "mach", "daraus", "aendern", "aender", "auf", "setzen", "setz", "korrigieren",
        "richtig", "waere", "falsch", "und", "ich", "meinte", "meine", "hab", "habe", "mein", "gemeint", "zu",
        "nachtrag", "bezieht", "sich", "geht", "um", "ganze", "text", "alles", "passiert", "geschrieben", "mal",
        "also", "oh", "oops", "hoppla", "stimmt", "korrektur", "neu", "neues", "ganzen", "eintrags", "gewesen",
        "handelt", "sein", "soll", "sollte", "muss", "wie", "gesagt", "eher", "natuerlich", "hier", "ueber",
        // „das gehört zu gestern“, „bitte auf gestern datieren“, „falscher Tag, …“, „gestern Abend“
        "gehoert", "gehoerte", "datieren", "datiert", "zurueckdatieren", "verschieben", "verschieb", "verschoben",
        "eintragen", "eingetragen", "trag", "ein", "speichern", "speicher", "unter", "bei", "falscher", "falsche",
        "falsches", "erlebt", "abend", "abends", "vormittag", "vormittags", "nachmittag", "nachmittags",
        "mittag", "mittags", "nacht", "nachts", "frueh", "dann", "wohl", "so", "zum", "zur",
    ]
    /// „Tag stimmt nicht, gestern“: a negation of the verb before it negates no day.
    static let rejectionVerbs: Set<String> = ["stimmt", "passt", "stimmte"]

    /// The questions' tokens (shared tokenizer and folding; date dashes become „bis“).
    static func tokens(_ text: String) -> [String] { QuestionParser.tokens(text) }
}
