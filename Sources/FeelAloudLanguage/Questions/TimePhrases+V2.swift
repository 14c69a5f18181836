import FeelAloudCore

/// The time phrases of CONTRACT.md §5.1 (they come before the §4 rows, so on equal length
/// they win): dates with ordinal words, day-only dates, spans, weekday spans, a weekday N weeks
/// ago, Anfang/Mitte/Ende, months as numbers, "das Jahr 2009" and every holiday of `Holidays`.
///
/// Decisions where the contract is silent:
/// - a span whose start has begun but whose end lies after T ends at T;
/// - "der dritte Tag im Oktober" = 3 October; "die erste/letzte Woche im Juli" = the first/last
///   full Monday–Sunday week inside that month;
/// - "letzte Woche von Montag bis Mittwoch" = those days of the previous ISO week.
extension TimePhrases {
    static let dateAfter: Set<String> = [
        "am", "vom", "den", "seit", "ab", "bis", "zum", "dem", "und", "von", "zwischen", "der", "war", "ist", "es", "mir", "ich",
        "hatte", "hab", "habe", "was", "wie", "zeig", "zeige", "mich", "mal", "tag", "eintrag", "eintraege", "im", "letzten",
    ]
    static let dayOnlyAfter: Set<String> = ["am", "den", "dem", "vom", "seit", "ab", "zum", "bis"]

    static let v2: [TimePhrase] = spans + dates + weekdayPhrases + parts + holidayPhrases + future

    // MARK: the future (a diary cannot answer it: reported as not understood)

    static let next: Set<String> = [
        "naechste", "naechsten", "naechster", "naechstes", "naechstem", "kommende", "kommenden", "kommender", "kommendes",
        "uebernaechste", "uebernaechsten", "uebernaechstes", "folgende", "folgenden",
    ]
    static let future: [TimePhrase] = {
        var morgen = TimePhrase("morgen", [.word(["morgen"])], kind: .future) { _, _ in nil }
        morgen.notAfter = ["heute", "gestern", "vorgestern", "guten", "gute", "am", "den", "jeden", "diesen", "dieser", "frueh", "montag",
                           "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag", "sonnabend", "ein", "einen", "schoenen"]
        let units = V.day.union(V.weeks).union(V.monthsWord).union(V.yearsWord)
        return [
            morgen,
            TimePhrase("übermorgen", [.word(["uebermorgen", "zukunft", "demnaechst"])], kind: .future) { _, _ in nil },
            TimePhrase("nächste Woche", [.word(next), .optional(V.whole),
                                         .word(units.union(["wochenende", "quartal", "tage", "tagen", "mal"]))], kind: .future) { _, _ in nil },
            TimePhrase("nächsten Montag", [.word(next), .weekday], kind: .future) { _, _ in nil },
            TimePhrase("nächsten März", [.word(next), .month], kind: .future) { _, _ in nil },
            TimePhrase("nächsten Sommer", [.word(next), .season], kind: .future) { _, _ in nil },
            TimePhrase("in 3 Tagen", [.word(["in", "binnen"]), .number, .word(units)], kind: .future) { _, _ in nil },
            TimePhrase("in den nächsten 3 Tagen", [.word(next), .number, .word(units)], kind: .future) { _, _ in nil },
        ]
    }()

    // MARK: spans of dates

    static let spans: [TimePhrase] = [
        TimePhrase("vom 3. bis zum 12. September", [.dayOfMonth, .word(["bis", "und"]), .optional(["zum", "dem", "den"]), .dayOfMonth2,
                                                     .month, .optionalYear]) { c, t in
            span(c.day!, c.day2!, month: c.month!, year: c.year, t)
        },
        TimePhrase("3.–12.9.", [.dayOfMonth, .word(["bis", "und"]), .optional(["zum", "dem", "den"]), .dayOfMonth2, .monthNumber,
                                .optionalShortYear], after: dateAfter.union(["es", "mir"])) { c, t in
            span(c.day!, c.day2!, month: c.month!, year: c.year, t)
        },
        TimePhrase("vom 4. bis zum 23.", [.dayOfMonth, .word(["bis", "und"]), .optional(["zum", "dem", "den"]), .dayOfMonth2],
                   after: ["vom", "von", "zwischen", "dem", "den"]) { c, t in
            daySpan(c.day!, c.day2!, t)
        },
        TimePhrase("im November zwischen dem 19. und dem 20.", [.month, .word(["zwischen", "vom", "von"]), .optional(["dem", "den"]), .dayOfMonth,
                                                             .word(["bis", "und"]), .optional(["zum", "dem", "den"]), .dayOfMonth2]) { c, t in
            span(c.day!, c.day2!, month: c.month!, year: nil, t)
        },
    ]

    // MARK: dates

    static let dates: [TimePhrase] = [
        TimePhrase("am 3.10.74", [.dayOfMonth, .monthNumber, .optionalShortYear], after: dateAfter) { c, t in date(c, t) },
        TimePhrase("Montag, den 15. Januar", [.weekday, .optional(["den", "der"]), .dayOfMonth, .month, .optionalShortYear]) { c, t in date(c, t) },
        TimePhrase("Sa, 21. September", [.word(["mo", "di", "mi", "do", "fr", "sa", "so"]), .optional(["den", "der"]), .dayOfMonth, .month,
                                         .optionalShortYear]) { c, t in date(c, t) },
        TimePhrase("Sa, 21.9.", [.word(["mo", "di", "mi", "do", "fr", "sa", "so"]), .optional(["den", "der"]), .dayOfMonth, .monthNumber,
                                 .optionalShortYear]) { c, t in date(c, t) },
        TimePhrase("Montag, den 15.1.", [.weekday, .optional(["den", "der"]), .dayOfMonth, .monthNumber, .optionalShortYear]) { c, t in date(c, t) },
        TimePhrase("am 15. (day only)", [.dayOfMonth], after: dayOnlyAfter) { c, t in dayOnly(c.day!, t) },
        TimePhrase("dritter Tag im Oktober", [.ordinal, .word(["tag"]), .word(["im", "des"]), .month, .optionalYear]) { c, t in
            guard let m = monthOf(c, t) else { return nil }
            let last = m.to.lastOfMonth
            let d = c.number! < 0 ? last : DayKey(year: last.year, month: last.month, day: c.number!)
            guard let d, d <= t else { return nil }
            return day(d)
        },
        TimePhrase("erste Woche im Juli", [.ordinal, .word(["woche"]), .word(["im", "des"]), .month, .optionalYear]) { c, t in
            guard let m = monthOf(c, t), let n = c.number else { return nil }
            return fullWeek(n, year: m.to.year, month: m.to.month, t)
        },
        TimePhrase("dritte Woche des Monats", [.ordinal, .word(["woche"]), .word(["des", "dieses"]), .word(V.monthWord)]) { c, t in
            guard let n = c.number else { return nil }
            for back in 0...1 {
                let m = RangeArithmetic.calendarMonth(back: back, today: t)
                if let r = fullWeek(n, year: m.from!.year, month: m.from!.month, t) { return r }
            }
            return nil
        },
        TimePhrase("erster Dienstag im Oktober", [.ordinal, .weekday, .word(["im", "des"]), .month, .optionalYear]) { c, t in
            guard let m = monthOf(c, t), let n = c.number, n == -1 || (1...5).contains(n) else { return nil }
            let first = DayKey(year: m.to.year, month: m.to.month, day: 1)!
            let firstHit = first.adding(days: (c.weekday! - first.weekday + 7) % 7)
            var hits: [DayKey] = []
            var d = firstHit
            while d.month == first.month { hits.append(d); d = d.adding(days: 7) }
            let pick = n == -1 ? hits.last : (n <= hits.count ? hits[n - 1] : nil)
            guard let day = pick, day <= t else { return nil }
            return TimePhrases.day(day)
        },
        TimePhrase("um 14 Uhr (today)", [.word(["um"]), .number, .optional(["uhr", "h"])], kind: .vague) { c, t in
            // a clock time alone is today's (day granularity); with a day, that day wins
            c.number! <= 24 ? day(t) : nil
        },
        TimePhrase("im 05.2016", [.monthNumber, .year], after: ["im", "seit", "ab", "vom", "von", "bis", "monat"]) { c, t in
            RangeArithmetic.clipped(RangeArithmetic.month(c.month!, year: c.year!), today: t)
        },
        TimePhrase("das Jahr 2009", [.optional(["das", "dem", "im", "seit"]), .word(["jahr", "jahre", "jahres"]), .year]) { c, t in
            c.year! <= t.year ? RangeArithmetic.year(c.year!, today: t) : nil
        },
    ]

    // MARK: weekdays

    static let weekdayPhrases: [TimePhrase] = [
        TimePhrase("von Montag bis Freitag", [.weekday, .word(["bis"]), .optional(["zum"]), .weekday2],
                   after: ["von", "vom", "zwischen"]) { c, t in
            let end = RangeArithmetic.weekday(c.weekday2!, today: t)
            return DateRange(from: end.adding(days: -((c.weekday2! - c.weekday! + 7) % 7)), to: end)
        },
        TimePhrase("zwischen Montag und Freitag", [.word(["zwischen"]), .weekday, .word(["und"]), .weekday2]) { c, t in
            let end = RangeArithmetic.weekday(c.weekday2!, today: t)
            return DateRange(from: end.adding(days: -((c.weekday2! - c.weekday! + 7) % 7)), to: end)
        },
    ] + [(V.this, 0, "diese"), (V.previous, 1, "letzte"), (V.beforePrevious, 2, "vorletzte")].map { words, back, name in
        TimePhrase("\(name) Woche von Montag bis Freitag", [.word(words), .word(V.week), .optional(["von", "vom", "zwischen"]), .weekday,
                                                           .word(["bis", "und"]), .optional(["zum"]), .weekday2]) { c, t in
            let monday = t.mondayOfWeek.adding(days: -7 * back)
            let from = monday.adding(days: c.weekday! - 1), to = monday.adding(days: c.weekday2! - 1)
            guard from <= to else { return nil }
            return DateRange(from: from, to: to).clippedBefore(t)
        }
    } + [
        TimePhrase("am Mittwoch vor zwei Wochen", [.weekday, .word(["vor"]), .number, .word(V.weeks)]) { c, t in
            day(t.mondayOfWeek.adding(days: -7 * c.number! + c.weekday! - 1)).clippedBefore(t)
        },
        TimePhrase("vor zwei Wochen am Mittwoch", [.word(["vor"]), .number, .word(V.weeks), .optional(["am", "den"]), .weekday]) { c, t in
            day(t.mondayOfWeek.adding(days: -7 * c.number! + c.weekday! - 1)).clippedBefore(t)
        },
        TimePhrase("unter der Woche", [.word(["unter"]), .word(["der"]), .word(["woche"])]) { _, t in
            let monday = t.mondayOfWeek
            return DateRange(from: monday, to: min(monday.adding(days: 4), t))
        },
        TimePhrase("Wochenende vor zwei Wochen", [.word(["wochenende"]), .word(["vor"]), .number, .word(V.weeks)]) { c, t in
            let sat = t.mondayOfWeek.adding(days: -7 * c.number! + 5)
            return DateRange(from: sat, to: sat.adding(days: 1)).clippedBefore(t)
        },
        TimePhrase("vor zwei Wochen am Wochenende", [.word(["vor"]), .number, .word(V.weeks), .optional(["am"]), .word(["wochenende"])]) { c, t in
            let sat = t.mondayOfWeek.adding(days: -7 * c.number! + 5)
            return DateRange(from: sat, to: sat.adding(days: 1)).clippedBefore(t)
        },
        TimePhrase("Dienstag dieser Woche", [.weekday, .optional(["in", "der"]), .word(["dieser", "diese"]), .word(V.week)]) { c, t in
            day(t.mondayOfWeek.adding(days: c.weekday! - 1)).clippedBefore(t)
        },
        TimePhrase("Sonntag der letzten Woche", [.weekday, .word(["der", "in"]), .word(V.previous), .word(V.week)]) { c, t in
            day(RangeArithmetic.isoWeek(back: 1, today: t).from!.adding(days: c.weekday! - 1))
        },
    ]

    // MARK: Anfang / Mitte / Ende

    static let parts: [TimePhrase] = [
        TimePhrase("Ende des Monats", [.part, .optional(["des", "dieses"]), .word(V.monthWord)]) { c, t in
            var r = RangeArithmetic.monthPart(c.part!, month: t.month, year: t.year)
            if r.from! > t {
                let prev = RangeArithmetic.calendarMonth(back: 1, today: t).from!
                r = RangeArithmetic.monthPart(c.part!, month: prev.month, year: prev.year)
            }
            return RangeArithmetic.clipped(r, today: t)
        },
        TimePhrase("Ende letzten Monats", [.part, .optional(["des"]), .word(V.previous.union(["vormonats", "vergangenen"])),
                                           .optional(["monats"])]) { c, t in
            let prev = RangeArithmetic.calendarMonth(back: 1, today: t).from!
            return RangeArithmetic.monthPart(c.part!, month: prev.month, year: prev.year)
        },
        TimePhrase("Ende Oktober", [.part, .month, .optionalYear]) { c, t in
            if let y = c.year {
                let r = RangeArithmetic.monthPart(c.part!, month: c.month!, year: y)
                return r.from! <= t ? RangeArithmetic.clipped(r, today: t) : nil
            }
            let m = RangeArithmetic.namedMonth(c.month!, today: t)
            var r = RangeArithmetic.monthPart(c.part!, month: c.month!, year: m.to.year)
            if r.from! > t { r = RangeArithmetic.monthPart(c.part!, month: c.month!, year: m.to.year - 1) }
            return RangeArithmetic.clipped(r, today: t)
        },
        TimePhrase("Ende des Jahres", [.part, .optional(["des", "dieses"]), .word(V.yearWord)]) { c, t in yearPart(c.part!, t.year, t, fallBack: true) },
        TimePhrase("Ende letzten Jahres", [.part, .optional(["des"]), .word(V.previous), .word(V.yearWord)]) { c, t in
            yearPart(c.part!, t.year - 1, t, fallBack: false)
        },
        TimePhrase("Ende 1989", [.part, .optional(["des", "jahres"]), .year]) { c, t in yearPart(c.part!, c.year!, t, fallBack: false) },
    ]

    static func yearPart(_ part: Int, _ y: Int, _ t: DayKey, fallBack: Bool) -> DateRange? {
        var r = RangeArithmetic.yearPart(part, year: y)
        if r.from! > t {
            guard fallBack else { return nil }
            r = RangeArithmetic.yearPart(part, year: y - 1)
        }
        return RangeArithmetic.clipped(r, today: t)
    }

    // MARK: holidays

    /// Ids of the holiday rows (a holiday names its main day in a correction of the entry's day).
    static let holidayPhraseIDs: Set<String> = Set(holidayPhrases.map(\.id))

    static let holidayPhrases: [TimePhrase] = Holidays.all.flatMap { h in
        h.names.map { name in
            let words = name.split(separator: " ").map { TimeSlot.word([String($0)]) }
            return TimePhrase("\(h.id) (\(name))", words + [.optionalYear], sinceOffset: h.sinceOffset) { c, t in
                Holidays.resolve(h, year: c.year, today: t)
            }
        }
    }

    // MARK: helpers

    /// The n-th (-1: last) full Monday–Sunday week inside a month, nil when it has not begun.
    static func fullWeek(_ n: Int, year: Int, month: Int, _ t: DayKey) -> DateRange? {
        guard n == -1 || (1...5).contains(n) else { return nil }
        let first = DayKey(year: year, month: month, day: 1)!
        let last = first.lastOfMonth
        var mondays: [DayKey] = []
        var d = first.adding(days: (8 - first.weekday) % 7)
        while d.adding(days: 6) <= last { mondays.append(d); d = d.adding(days: 7) }
        let pick = n == -1 ? mondays.last : (n <= mondays.count ? mondays[n - 1] : nil)
        guard let mon = pick, mon <= t else { return nil }
        return RangeArithmetic.clipped(DateRange(from: mon, to: mon.adding(days: 6)), today: t)
    }

    /// The month a phrase names, as in §4 ("im Oktober"), or that year's.
    static func monthOf(_ c: TimeCaptures, _ t: DayKey) -> DateRange? {
        if let y = c.year { return RangeArithmetic.month(c.month!, year: y) }
        return RangeArithmetic.namedMonth(c.month!, today: t)
    }

    /// "am 15.": that day of T's month if <= T, else of the most recent month that has it.
    static func dayOnly(_ d: Int, _ t: DayKey) -> DateRange? {
        var (y, m) = (t.year, t.month)
        for _ in 0..<13 {
            if let k = DayKey(year: y, month: m, day: d), k <= t { return day(k) }
            (y, m) = RangeArithmetic.shift(year: y, month: m, by: -1)
        }
        return nil
    }

    /// "vom 4. bis zum 23.": the most recent month whose span has begun by T (ends at T).
    static func daySpan(_ a: Int, _ b: Int, _ t: DayKey) -> DateRange? {
        guard a <= b else { return nil }
        var (y, m) = (t.year, t.month)
        for _ in 0..<13 {
            if let from = DayKey(year: y, month: m, day: a), let to = DayKey(year: y, month: m, day: b), from <= t {
                return RangeArithmetic.clipped(DateRange(from: from, to: to), today: t)
            }
            (y, m) = RangeArithmetic.shift(year: y, month: m, by: -1)
        }
        return nil
    }

    /// "vom 3. bis 12. September": of the given year, else the most recent that has begun.
    static func span(_ a: Int, _ b: Int, month: Int, year: Int?, _ t: DayKey) -> DateRange? {
        guard a <= b else { return nil }
        let years = year.map { [$0] } ?? Array(stride(from: t.year, through: t.year - 8, by: -1))
        for y in years {
            guard let from = DayKey(year: y, month: month, day: a), let to = DayKey(year: y, month: month, day: b) else { continue }
            if from <= t { return RangeArithmetic.clipped(DateRange(from: from, to: to), today: t) }
        }
        return nil
    }
}

extension DateRange {
    /// nil when the range begins after `t` (a day later this week has not happened yet).
    func clippedBefore(_ t: DayKey) -> DateRange? {
        guard let f = from, f <= t else { return nil }
        return RangeArithmetic.clipped(self, today: t)
    }
}
