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
        for part in text.split(whereSeparator: { $0 == "," || $0 == ";" }) {
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
    static func scan(_ utterance: String, _ today: DayKey) -> [DayKey]? {
        let tokens = self.tokens(utterance)
        guard !tokens.isEmpty else { return nil }
        var positive: [DayKey] = []
        var sawDay = false
        var i = 0
        var negateNext = false
        while i < tokens.count {
            let t = tokens[i]
            if negators.contains(t) { negateNext = true; i += 1; continue }
            if let (day, length) = dayExpression(tokens, at: i, today: today) {
                sawDay = true
                if !negateNext { positive.append(day) }
                negateNext = false
                i += length
                continue
            }
            if dayNouns.contains(t) { i += 1; continue }
            guard fillers.contains(t) else { return nil }
            i += 1
        }
        return sawDay ? positive : nil
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

    static let negators: Set<String> = ["nicht", "statt", "anstatt", "anstelle", "kein", "keinesfalls"]
    static let dayNouns: Set<String> = ["tag", "datum", "eintrag", "entry"]
    static let fillers: Set<String> = [
        "das", "es", "der", "die", "dieser", "war", "ist", "wars", "gilt", "galt", "fuer", "von", "vom", "am", "an",
        "den", "dem", "doch", "eigentlich", "nein", "nee", "noe", "sorry", "uebrigens", "ach", "ja", "schon",
        "sondern", "aber", "bitte", "mach", "daraus", "aendern", "aender", "auf", "setzen", "setz", "korrigieren",
        "richtig", "waere", "falsch", "und", "ich", "meinte", "meine", "hab", "habe", "mein", "gemeint", "zu",
        "nachtrag", "bezieht", "sich", "geht", "um", "ganze", "text", "alles", "passiert", "geschrieben", "mal",
        "also", "oh", "oops", "hoppla", "stimmt", "korrektur", "neu", "neues", "ganzen", "eintrags", "gewesen",
        "handelt", "sein", "soll", "sollte", "muss", "wie", "gesagt", "eher", "natuerlich", "hier", "ueber",
    ]

    /// Lower-cased, folded words; dates keep their dots („15.03.“), other punctuation splits.
    static func tokens(_ text: String) -> [String] {
        var folded = ""
        for ch in text.lowercased() {
            switch ch {
            case "ä": folded += "ae"
            case "ö": folded += "oe"
            case "ü": folded += "ue"
            case "ß": folded += "ss"
            case _ where ch.isLetter || ch.isNumber || ch == ".": folded.append(ch)
            default: folded.append(" ")
            }
        }
        return folded.split(separator: " ").compactMap { raw -> String? in
            var w = String(raw)
            if w.first?.isNumber != true { w = w.replacingOccurrences(of: ".", with: "") }
            return w.isEmpty ? nil : w
        }
    }

    static let weekdays: [String: Int] = [
        "montag": 1, "dienstag": 2, "mittwoch": 3, "donnerstag": 4, "freitag": 5, "samstag": 6,
        "sonnabend": 6, "sonntag": 7,
    ]
    static let lastWords: Set<String> = ["letzten", "letzter", "letztem", "vergangenen", "vorigen", "voriger"]
    static let thisWords: Set<String> = ["diesen", "dieser", "diesem"]
    static let months: [String: Int] = [
        "januar": 1, "jaenner": 1, "februar": 2, "maerz": 3, "april": 4, "mai": 5, "juni": 6, "juli": 7,
        "august": 8, "september": 9, "oktober": 10, "november": 11, "dezember": 12,
    ]
    static let numberWords: [String: Int] = [
        "ein": 1, "einem": 1, "einen": 1, "zwei": 2, "drei": 3, "vier": 4, "fuenf": 5, "sechs": 6, "sieben": 7,
        "acht": 8, "neun": 9, "zehn": 10,
    ]

    /// One day expression at `i`: the day and how many tokens it spans.
    static func dayExpression(_ t: [String], at i: Int, today: DayKey) -> (DayKey, Int)? {
        let w = t[i]
        switch w {
        case "heute": return (today, 1)
        case "gestern": return (today.adding(days: -1), 1)
        case "vorgestern": return (today.adding(days: -2), 1)
        case "morgen": return (today.adding(days: 1), 1)
        default: break
        }
        if w == "vor", i + 2 < t.count, let n = Int(t[i + 1]) ?? numberWords[t[i + 1]] {
            if ["tagen", "tag"].contains(t[i + 2]) { return (today.adding(days: -n), 3) }
            if ["woche", "wochen"].contains(t[i + 2]) { return (today.adding(days: -7 * n), 3) }
        }
        if lastWords.contains(w) || thisWords.contains(w), i + 1 < t.count, let wd = weekdays[t[i + 1]] {
            return (recent(weekday: wd, before: today, strictly: lastWords.contains(w)), 2)
        }
        if let wd = weekdays[w] { return (recent(weekday: wd, before: today, strictly: false), 1) }
        if let (d, used) = date(t, at: i, today: today) { return (d, used) }
        return nil
    }

    static func recent(weekday: Int, before today: DayKey, strictly: Bool) -> DayKey {
        var back = (today.weekday - weekday + 7) % 7
        if back == 0 && strictly { back = 7 }
        return today.adding(days: -back)
    }

    /// „15.03.“, „15.3.2026“, „15.3.26“, „15.“ (day of month), „15. märz“, „15 märz 2026“.
    static func date(_ t: [String], at i: Int, today: DayKey) -> (DayKey, Int)? {
        let w = t[i]
        let parts = w.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let dayNumber = Int(parts[0]), (1...31).contains(dayNumber) else { return nil }
        var month: Int?
        var year: Int?
        var used = 1
        if parts.count >= 3, !parts[1].isEmpty {
            guard let m = Int(parts[1]), (1...12).contains(m) else { return nil }
            month = m
            if parts.count >= 3, !parts[2].isEmpty {
                guard let y = Int(parts[2]) else { return nil }
                year = y < 100 ? 2000 + y : y
            }
        } else if parts.count == 2 || parts.count == 1 {
            if i + 1 < t.count, let m = months[t[i + 1]] {
                month = m
                used = 2
                if i + 2 < t.count, let y = Int(t[i + 2]), (1900...2999).contains(y) { year = y; used = 3 }
            } else if parts.count == 1 {
                return nil  // a bare number is no date
            }
        } else {
            return nil
        }
        if let month {
            if let year { return DayKey(year: year, month: month, day: dayNumber).map { ($0, used) } }
            if let d = DayKey(year: today.year, month: month, day: dayNumber), d <= today { return (d, used) }
            return DayKey(year: today.year - 1, month: month, day: dayNumber).map { ($0, used) }
        }
        // „am 15.“: this month if that day has begun, else the most recent month that has it.
        var y = today.year, m = today.month
        for _ in 0..<13 {
            if let d = DayKey(year: y, month: m, day: dayNumber), d <= today { return (d, used) }
            m -= 1
            if m == 0 { m = 12; y -= 1 }
        }
        return nil
    }
}
