import FeelAloudCore

/// A time phrase found in a question: token span, phrase and its resolved range.
public struct TimeMatch: Sendable {
    public var start: Int
    public var end: Int
    public var phrase: TimePhrase
    public var range: DateRange?
    public var length: Int { end - start }
}

/// Finds the time phrases of `TimePhrases.all` in folded tokens and combines them:
/// "seit X" → X.from … T; "von X bis Y" / "zwischen X und Y" → X.from … Y.to.
public enum TimePhraseMatcher {
    /// Words that turn a period into "from its start until today".
    static let since: Set<String> = ["seit", "ab"]
    static let sinceFillers: Set<String> = ["dem", "der", "den", "letztem", "am", "anfang", "beginn"]

    /// All non-overlapping matches, leftmost-longest, in text order.
    public static func matches(in tokens: [String], today: DayKey) -> [TimeMatch] {
        var found: [TimeMatch] = []
        var i = 0
        while i < tokens.count {
            var best: TimeMatch?
            for k in candidates(tokens[i]) {
                let phrase = TimePhrases.all[k]
                if let after = phrase.after, i == 0 || !after.contains(tokens[i - 1]) { continue }
                if let notAfter = phrase.notAfter, i > 0, notAfter.contains(tokens[i - 1]) { continue }
                guard let (end, caps) = match(phrase.pattern, tokens, at: i, today: today) else { continue }
                if let b = best, end - i <= b.length { continue }
                // every range ends by T (CONTRACT §5.1); one that begins after T is not a period
                var range = phrase.resolve(caps, today)
                if let r = range {
                    if let f = r.from, f > today { range = nil } else if r.to > today { range = DateRange(from: r.from, to: today) }
                }
                if (phrase.kind == .period || phrase.kind == .vague) && range == nil { continue }
                best = TimeMatch(start: i, end: end, phrase: phrase, range: range)
            }
            if let b = best {
                found.append(b)
                i = b.end
            } else {
                i += 1
            }
        }
        return anchoredToYears(found, tokens, today).map { applySince($0, tokens, today) }
    }

    /// Words by which a phrase names a whole year ("letztes Jahr", "letzten Jahres", "vor
    /// einem Jahr", "im Vorjahr", "heuer").
    static let yearWords: Set<String> = ["jahr", "jahres", "jahre", "jahren", "vorjahr", "vorjahres", "heuer"]
    /// Words that may stand between a calendar phrase and its year ("letztes Jahr im Oktober").
    static let yearJoiners: Set<String> = ["im", "in", "am", "an", "des", "vom", "von", "zu"]

    /// "der Dezember letzten Jahres", "Ostern letztes Jahr", "letztes Jahr im Oktober", "der
    /// 3. Oktober vor zwei Jahren": a calendar phrase without a year of its own next to a
    /// phrase that names one year is that year's — it is resolved again as of that year's
    /// last day (or the qualifier's day), and the two become one match. Without this the
    /// month would be this year's and the year a second, ignored period.
    static func anchoredToYears(_ found: [TimeMatch], _ tokens: [String], _ today: DayKey) -> [TimeMatch] {
        guard found.count >= 2 else { return found }
        var out = found
        var k = 0
        while k + 1 < out.count {
            let a = out[k], b = out[k + 1]
            let gap = tokens[a.end..<b.start]
            guard gap.count <= 1, gap.allSatisfy(yearJoiners.contains) else { k += 1; continue }
            let pair: (calendar: TimeMatch, year: TimeMatch)?
            if namesOneYear(b, tokens), isYearlessCalendar(a, tokens, today) { pair = (a, b) }
            else if namesOneYear(a, tokens), isYearlessCalendar(b, tokens, today) { pair = (b, a) }
            else { pair = nil }
            guard let (calendar, year) = pair, let anchor = year.range?.to,
                  let (_, caps) = match(calendar.phrase.pattern, tokens, at: calendar.start, today: anchor),
                  var range = calendar.phrase.resolve(caps, anchor) else { k += 1; continue }
            if let f = range.from, f > today { k += 1; continue }
            if range.to > today { range = DateRange(from: range.from, to: today) }
            var joined = calendar
            joined.start = a.start
            joined.end = b.end
            joined.range = range
            out.replaceSubrange(k...(k + 1), with: [joined])
            k += 1
        }
        return out
    }

    /// A period inside one calendar year named by a year word, with no month, season or day.
    static func namesOneYear(_ m: TimeMatch, _ tokens: [String]) -> Bool {
        guard m.phrase.kind == .period, let r = m.range, let from = r.from, from.year == r.to.year,
              tokens[m.start..<m.end].contains(where: yearWords.contains) else { return false }
        return !m.phrase.pattern.contains(where: isCalendarSlot)
    }

    /// A month, season, date or holiday phrase whose year was not written.
    static func isYearlessCalendar(_ m: TimeMatch, _ tokens: [String], _ today: DayKey) -> Bool {
        guard m.phrase.kind == .period || m.phrase.kind == .vague, m.phrase.pattern.contains(where: isCalendarSlot),
              !tokens[m.start..<m.end].contains(where: yearWords.contains),
              let (_, caps) = match(m.phrase.pattern, tokens, at: m.start, today: today) else { return false }
        return caps.year == nil && caps.date == nil
    }

    static func isCalendarSlot(_ slot: TimeSlot) -> Bool {
        switch slot {
        case .month, .season, .dayOfMonth, .monthNumber, .optionalYear, .optionalShortYear: return true
        default: return false
        }
    }

    /// Rows whose first slot is a fixed word, by that word; all other rows are tried at every
    /// position. Keeps the table's order (earlier rows win on equal length).
    static let byFirstWord: (index: [String: [Int]], always: [Int]) = {
        var index: [String: [Int]] = [:]
        var always: [Int] = []
        for (k, p) in TimePhrases.all.enumerated() {
            if case let .word(words)? = p.pattern.first { for w in words { index[w, default: []].append(k) } } else { always.append(k) }
        }
        return (index, always)
    }()

    static func candidates(_ token: String) -> [Int] {
        guard let hits = byFirstWord.index[token] else { return byFirstWord.always }
        return (hits + byFirstWord.always).sorted()
    }

    /// "seit Dienstag" = Dienstag … T (and the same for any period).
    static func applySince(_ m: TimeMatch, _ tokens: [String], _ today: DayKey) -> TimeMatch {
        guard m.phrase.kind == .period || m.phrase.kind == .vague, let r = m.range, let from = r.from else { return m }
        var j = m.start - 1
        var steps = 0
        while j >= 0, steps < 2, sinceFillers.contains(tokens[j]) { j -= 1; steps += 1 }
        guard j >= 0, since.contains(tokens[j]) else { return m }
        var out = m
        out.range = DateRange(from: min(from.adding(days: m.phrase.sinceOffset), today), to: max(r.to, today))
        return out
    }

    /// Matches a pattern at token index `i`; returns the end index and captures.
    /// A day of month: one or two digits, or an ordinal ("ersten", "15ten").
    static func dayOfMonth(_ t: String) -> Int? {
        if t.count <= 2, t.allSatisfy({ $0.isASCII && $0.isNumber }) { return Int(t) }
        return TimeVocabulary.ordinal(t)
    }

    static func match(_ pattern: [TimeSlot], _ tokens: [String], at start: Int, today: DayKey) -> (Int, TimeCaptures)? {
        var caps = TimeCaptures()
        var i = start
        for slot in pattern {
            let tok: String? = i < tokens.count ? tokens[i] : nil
            switch slot {
            case let .word(set):
                guard let t = tok, set.contains(t) else { return nil }
                i += 1
            case let .optional(set):
                if let t = tok, set.contains(t) { i += 1 }
            case .number:
                guard let t = tok, let n = TimeVocabulary.number(t), n >= 1, n <= 3660 else { return nil }
                caps.number = n; i += 1
            case .weekday:
                guard let t = tok, let w = TimeVocabulary.weekday(t) else { return nil }
                caps.weekday = w; i += 1
            case .month:
                guard let t = tok, let m = TimeVocabulary.months[t] else { return nil }
                caps.month = m; i += 1
            case .season:
                guard let t = tok, let s = TimeVocabulary.seasons[t] else { return nil }
                caps.season = s; i += 1
            case .year, .optionalYear:
                if let t = tok, t.count == 4, let y = Int(t), (1900...2199).contains(y) {
                    caps.year = y; i += 1
                } else if case .year = slot { return nil }
            case .dayOfMonth, .dayOfMonth2:
                guard let t = tok, let d = dayOfMonth(t), (1...31).contains(d) else { return nil }
                if case .dayOfMonth = slot { caps.day = d } else { caps.day2 = d }
                i += 1
            case .weekday2:
                guard let t = tok, let w = TimeVocabulary.weekday(t) else { return nil }
                caps.weekday2 = w; i += 1
            case .optionalShortYear:
                if let t = tok, t.count == 4 || t.count == 2, t.allSatisfy({ $0.isASCII && $0.isNumber }), let y = Int(t) {
                    if t.count == 4 {
                        guard (1900...2199).contains(y) else { break }
                        caps.year = y
                    } else {
                        caps.year = 2000 + y <= today.year ? 2000 + y : 1900 + y
                    }
                    i += 1
                }
            case .part:
                guard let t = tok, let p = TimeVocabulary.parts[t] else { return nil }
                caps.part = p; i += 1
            case .ordinal:
                guard let t = tok else { return nil }
                if TimeVocabulary.previous.contains(t) { caps.number = -1 } else {
                    guard let n = dayOfMonth(t), (1...31).contains(n) else { return nil }
                    caps.number = n
                }
                i += 1
            case .monthNumber:
                guard let t = tok, t.count <= 2, let m = Int(t), (1...12).contains(m) else { return nil }
                caps.month = m; i += 1
            case .isoDate:
                guard let t = tok, let d = DayKey(t) else { return nil }
                caps.date = d; i += 1
            }
        }
        return i > start ? (i, caps) : nil
    }

    /// The question's period(s): `primary` is the range to answer for (the first named
    /// period, narrowed by a later one inside it); `periods` all named periods in text order
    /// (trends compare them); `allTime` when "insgesamt"-like words were found;
    /// `hasRelative` for "die Woche davor".
    public struct Resolution: Sendable {
        public var primary: DateRange?
        public var allTime: Bool
        public var hasRelative: Bool
        public var periods: [TimeMatch]
    }

    /// `joinAnd`: "gestern und heute" → the span of both (off for trends, where "und"
    /// separates the two compared periods).
    public static func resolve(tokens: [String], today: DayKey, joinAnd: Bool = true) -> Resolution {
        let all = matches(in: tokens, today: today)
        var periods = all.filter { $0.phrase.kind == .period && $0.range != nil }
        if periods.isEmpty { periods = all.filter { $0.phrase.kind == .vague && $0.range != nil } }
        let allTime = all.contains { $0.phrase.kind == .allTime }
        let hasRelative = all.contains { $0.phrase.kind == .relative }
        // "von X bis Y", "zwischen X und Y", "X bis Y": join adjacent pairs.
        var k = 0
        while k + 1 < periods.count {
            let a = periods[k], b = periods[k + 1]
            let between = tokens[a.end..<b.start]
            let opener = a.start > 0 && ["von", "vom", "zwischen", "ab"].contains(tokens[a.start - 1])
            if between.count <= 2, between.contains(where: { $0 == "bis" || $0 == "und" }),
               between.first == "bis" || opener || (joinAnd && between.first == "und"),
               let af = a.range?.from, let bt = b.range?.to, af <= bt {
                var joined = a
                joined.end = b.end
                joined.range = DateRange(from: af, to: bt)
                periods.replaceSubrange(k...(k + 1), with: [joined])
            } else {
                k += 1
            }
        }
        // "dieses Jahr im Sommer": a later phrase inside an earlier one narrows it.
        var primary = periods.first?.range
        for m in periods.dropFirst() {
            guard let p = primary, let r = m.range, let rf = r.from else { continue }
            if (p.from.map { $0 <= rf } ?? true), r.to <= p.to, r != p { primary = r }
        }
        return Resolution(primary: primary, allTime: allTime,
                          hasRelative: hasRelative, periods: periods)
    }
}
