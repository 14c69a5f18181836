import FeelAloudCore

/// One element of a time-phrase pattern, matched against folded tokens.
public enum TimeSlot: Sendable {
    /// One of these words.
    case word(Set<String>)
    /// One of these words, or nothing.
    case optional(Set<String>)
    /// A number (digits or number word) → `captures.number`.
    case number
    /// A weekday → `captures.weekday`.
    case weekday
    /// A month name → `captures.month`.
    case month
    /// A season word → `captures.season`.
    case season
    /// A four-digit year 1900–2199 → `captures.year`.
    case year
    /// Optional four-digit year.
    case optionalYear
    /// A day of month 1–31 → `captures.day`.
    case dayOfMonth
    /// A month number 1–12 → `captures.month`.
    case monthNumber
    /// "2026-05-03" → `captures.date`.
    case isoDate
    /// A second day of month (the end of "3.–12.9.") → `captures.day2`.
    case dayOfMonth2
    /// A second weekday (the end of "von Montag bis Freitag") → `captures.weekday2`.
    case weekday2
    /// Optional year of a numeric date: four digits, or two ("31.10.74").
    case optionalShortYear
    /// Anfang / Mitte / Ende → `captures.part` 0 / 1 / 2.
    case part
    /// An ordinal ("ersten", "3.", "15ten") or "letzte" (-1) → `captures.number`.
    case ordinal
}

/// What a matched pattern captured.
public struct TimeCaptures: Sendable {
    public var number: Int?
    public var weekday: Int?
    public var month: Int?
    public var season: Int?
    public var year: Int?
    public var day: Int?
    public var date: DayKey?
    public var day2: Int?
    public var weekday2: Int?
    public var part: Int?
    public init() {}
}

/// One time phrase: a pattern and the rule that turns it into a range for a given today.
public struct TimePhrase: Sendable {
    public enum Kind: Sendable {
        /// A concrete period.
        case period
        /// "insgesamt", "jemals": all time (`from` nil); loses against any other phrase.
        case allTime
        /// "der Tag", a bare "Woche": a period only when no other phrase names one
        /// ("wie war der Tag gestern" = gestern).
        case vague
        /// "die Woche davor": relative to the other period of a comparison; carries no range
        /// of its own (the previous period of the same length is used).
        case relative
        /// "nächste Woche", "morgen", "in 3 Tagen": after today, which a diary cannot answer;
        /// the words are reported as not understood (`Question.unparsed`).
        case future
    }
    public var id: String
    public var pattern: [TimeSlot]
    public var kind: Kind
    /// When set, the phrase only counts right after one of these words ("am 3.10.").
    public var after: Set<String>?
    public var resolve: @Sendable (TimeCaptures, DayKey) -> DateRange?
    /// "seit Ostern" counts from the holiday's main day: days after the range's start.
    public var sinceOffset: Int
    /// When set, the phrase does not count right after one of these words ("heute morgen").
    public var notAfter: Set<String>?

    public init(_ id: String, _ pattern: [TimeSlot], kind: Kind = .period, after: Set<String>? = nil, sinceOffset: Int = 0,
                _ resolve: @escaping @Sendable (TimeCaptures, DayKey) -> DateRange?) {
        self.id = id
        self.pattern = pattern
        self.kind = kind
        self.after = after
        self.sinceOffset = sinceOffset
        self.notAfter = nil
        self.resolve = resolve
    }
}

/// The table of German time phrases (CONTRACT.md §4), as data. Longer matches win over
/// shorter ones; on equal length the earlier row wins. Words in `optional` slots around a
/// phrase ("in den", "am", "im") need no row of their own: only words that change the
/// meaning are part of a pattern.
///
/// Decisions where the contract is silent (kept consistent in the corpus):
/// - "die letzten Wochen" (no number) = T-29 … T (like "der Monat"); "die letzten Monate" =
///   the last 3 months; "in letzter Zeit" / "neulich" = T-6 … T (like "die letzten Tage").
/// - "mein Jahr", "das Jahr" = the rolling year T-364 … T (like "mein Monat"); "die letzten
///   N Monate" = T minus N months + 1 day … T; "dieses Jahr" / "heuer" = Jan 1 … T.
/// - "vor N Tagen" = that single day; "vor N Wochen" = the ISO week N back ("vor einer
///   Woche" = letzte Woche); "vor N Monaten" = that calendar month.
/// - "letzten Oktober" = like "im Oktober", except in October itself: last year's.
/// - "letzten Sommer" = like "im Sommer", except during summer: last year's.
/// - "Winter 2025" = Dec 2025 … Feb 2026; "Oktober 2025" = that month.
/// - "am 3. Oktober" / "am 3.10." = that day (this year if not in the future, else last year).
/// - "insgesamt", "bisher", "jemals", "überhaupt", "schon mal" = all time (`from` null).
public enum TimePhrases {
    typealias V = TimeVocabulary

    public static let all: [TimePhrase] = v2 + v1

    /// Id of the bare weekday row („am Dienstag“).
    static let bareWeekdayID = "am Dienstag"

    static let v1: [TimePhrase] = [
        // MARK: days
        TimePhrase("heute", [.word(["heute", "heut", "heutigen", "vorhin"])]) { _, t in DateRange(from: t, to: t) },
        TimePhrase("gestern", [.word(["gestern", "gestrigen", "gestrige"])]) { _, t in day(t, -1) },
        TimePhrase("vorgestern", [.word(["vorgestern"])]) { _, t in day(t, -2) },
        TimePhrase("mein Tag", [.word(["mein", "meinen", "der", "den", "dieser", "diesen", "heutige", "heutigen"]), .optional(V.whole),
                                .word(["tag"])], kind: .vague) { _, t in DateRange(from: t, to: t) },
        TimePhrase("vorvorgestern", [.word(["vorvorgestern"])]) { _, t in day(t, -3) },
        TimePhrase("vor N Tagen", [.word(["vor"]), .number, .word(V.day)]) { c, t in day(t, -c.number!) },
        TimePhrase("heute vor N Tagen", [.word(["heute"]), .word(["vor"]), .number, .word(V.day)]) { c, t in day(t, -c.number!) },
        TimePhrase("heute vor N Wochen", [.word(["heute"]), .word(["vor"]), .number, .word(V.weeks)]) { c, t in day(t, -7 * c.number!) },
        TimePhrase("letztes halbes Jahr", [.word(V.previous.union(["ein", "einem", "einen", "das", "im"])), .word(["halbe", "halben", "halbes"]),
                                           .word(V.yearWord)]) { _, t in
            RangeArithmetic.lastMonths(6, today: t)
        },
        TimePhrase("Halbjahr", [.word(["halbjahr", "halbjahres"])]) { _, t in RangeArithmetic.lastMonths(6, today: t) },
        TimePhrase("vor N Wochen", [.word(["vor"]), .number, .word(V.weeks)]) { c, t in day(t, -7 * c.number!) },
        TimePhrase("vor N Monaten", [.optional(["heute"]), .word(["vor"]), .number, .word(V.monthsWord)]) { c, t in
            day(RangeArithmetic.sameDate(monthsBack: c.number!, today: t))
        },
        TimePhrase("vor N Jahren", [.optional(["heute"]), .word(["vor"]), .number, .word(V.yearsWord)]) { c, t in
            day(RangeArithmetic.sameDate(monthsBack: 12 * c.number!, today: t))
        },

        // MARK: rolling N days / weeks / months
        TimePhrase("letzte N Tage", [.word(V.previous), .number, .word(V.day)]) { c, t in
            RangeArithmetic.lastDays(c.number!, today: t)
        },
        TimePhrase("seit N Tagen", [.word(["seit", "binnen", "innerhalb"]), .number, .word(V.day)]) { c, t in
            RangeArithmetic.lastDays(c.number!, today: t)
        },
        TimePhrase("letzte Tage", [.word(V.previous), .optional(["paar", "par", "wenigen"]), .word(["tage", "tagen"])]) { _, t in
            RangeArithmetic.lastDays(7, today: t)
        },
        TimePhrase("letzte N Wochen", [.word(V.previous), .number, .word(V.weeks)]) { c, t in
            RangeArithmetic.lastDays(7 * c.number!, today: t)
        },
        TimePhrase("seit N Wochen", [.word(["seit", "binnen", "innerhalb"]), .number, .word(V.weeks)]) { c, t in
            RangeArithmetic.lastDays(7 * c.number!, today: t)
        },
        TimePhrase("letzte Wochen", [.word(V.previous), .optional(["paar", "par", "wenigen"]), .word(["wochen"])]) { _, t in
            RangeArithmetic.lastDays(30, today: t)
        },
        TimePhrase("letzte N Monate", [.word(V.previous), .number, .word(V.monthsWord)]) { c, t in
            c.number! == 1 ? RangeArithmetic.calendarMonth(back: 1, today: t) : RangeArithmetic.lastMonths(c.number!, today: t)
        },
        TimePhrase("seit N Monaten", [.word(["seit", "binnen", "innerhalb"]), .number, .word(V.monthsWord)]) { c, t in
            RangeArithmetic.lastMonths(c.number!, today: t)
        },
        TimePhrase("letzte Monate", [.word(V.previous), .optional(["paar", "par", "wenigen"]), .word(["monate", "monaten"])]) { _, t in
            RangeArithmetic.lastMonths(3, today: t)
        },
        TimePhrase("letzte N Jahre", [.word(V.previous), .number, .word(["jahre", "jahren"])]) { c, t in
            RangeArithmetic.lastYears(c.number!, today: t)
        },
        TimePhrase("letzte N Stunden", [.word(V.previous), .number, .word(["stunden", "std"])]) { c, t in
            DateRange(from: t.adding(days: -((c.number! + 23) / 24)), to: t)
        },
        TimePhrase("in letzter Zeit", [.word(["letzter", "letzten", "juengster", "juengsten", "letzte"]), .word(["zeit"])]) { _, t in
            RangeArithmetic.lastDays(7, today: t)
        },
        TimePhrase("neulich", [.word(["neulich", "kuerzlich", "neuerdings", "juengst"])]) { _, t in
            RangeArithmetic.lastDays(7, today: t)
        },

        // MARK: weeks
        TimePhrase("meine Woche", [.word(V.mine), .optional(V.whole), .word(V.week)]) { _, t in RangeArithmetic.lastDays(7, today: t) },
        TimePhrase("Wochenrückblick", [.word(["wochenrueckblick", "wochenbilanz", "wochenueberblick", "wochenfazit",
                                             "wochenzusammenfassung", "wochenauswertung", "wochenstatistik", "woche"])], kind: .vague) { _, t in
            RangeArithmetic.lastDays(7, today: t)
        },
        TimePhrase("diese Woche", [.word(V.this), .optional(V.whole), .word(V.week)]) { _, t in RangeArithmetic.thisWeek(today: t) },
        TimePhrase("seit Wochenbeginn", [.word(["seit", "ab"]), .optional(["dem", "der"]), .word(["wochenbeginn", "wochenanfang", "montag"]),
                                         .word(["dieser", "diese"]), .word(["woche"])]) { _, t in RangeArithmetic.thisWeek(today: t) },
        TimePhrase("seit Wochenbeginn (kurz)", [.word(["seit", "ab"]), .optional(["dem"]), .word(["wochenbeginn", "wochenanfang"])]) { _, t in
            RangeArithmetic.thisWeek(today: t)
        },
        TimePhrase("seit Anfang der Woche", [.optional(["seit", "ab", "von"]), .word(["anfang", "beginn"]), .word(["der", "dieser"]),
                                             .word(V.week)]) { _, t in RangeArithmetic.thisWeek(today: t) },
        TimePhrase("letzte Woche", [.word(V.previous), .word(V.week)]) { _, t in RangeArithmetic.isoWeek(back: 1, today: t) },
        TimePhrase("Vorwoche", [.word(["vorwoche"])]) { _, t in RangeArithmetic.isoWeek(back: 1, today: t) },
        TimePhrase("vorletzte Woche", [.word(V.beforePrevious), .word(V.week)]) { _, t in RangeArithmetic.isoWeek(back: 2, today: t) },
        TimePhrase("KW 45", [.optional(["die", "der", "in", "im"]), .word(["kw", "kalenderwoche", "woche"]), .number]) { c, t in RangeArithmetic.calendarWeek(c.number!, today: t) },
        TimePhrase("Woche davor", [.optional(["die", "der", "den", "dem", "das", "einer", "eine"]),
                                   .word(["woche", "wochen", "zeit", "monat", "periode", "tage", "jahr"]),
                                   .word(["davor", "zuvor", "vorher"])], kind: .relative) { _, _ in nil },

        // MARK: weekdays and weekends
        TimePhrase("am Dienstag", [.weekday]) { c, t in day(RangeArithmetic.weekday(c.weekday!, today: t)) },
        TimePhrase("letzten Dienstag", [.word(V.previous.union(V.this)), .weekday]) { c, t in
            day(RangeArithmetic.weekday(c.weekday!, today: t))
        },
        TimePhrase("vorletzten Dienstag", [.word(V.beforePrevious), .weekday]) { c, t in
            day(RangeArithmetic.weekday(c.weekday!, today: t, weeksBack: 1))
        },
        TimePhrase("Dienstag letzte Woche", [.weekday, .optional(["in", "der"]), .word(V.previous), .word(V.week)]) { c, t in
            day(RangeArithmetic.isoWeek(back: 1, today: t).from!.adding(days: c.weekday! - 1))
        },
        TimePhrase("letzte Woche Dienstag", [.word(V.previous), .word(V.week), .optional(["am", "den"]), .weekday]) { c, t in
            day(RangeArithmetic.isoWeek(back: 1, today: t).from!.adding(days: c.weekday! - 1))
        },
        TimePhrase("Wochenende", [.word(["wochenende", "wochenendes", "we"])]) { _, t in RangeArithmetic.weekend(today: t) },
        TimePhrase("vorletztes Wochenende", [.word(V.beforePrevious), .word(["wochenende", "wochenendes"])]) { _, t in
            RangeArithmetic.weekend(today: t, weeksBack: 1)
        },

        // MARK: months
        TimePhrase("diesen Monat", [.word(V.this), .optional(V.whole), .word(V.monthWord)]) { _, t in
            RangeArithmetic.calendarMonth(back: 0, today: t)
        },
        TimePhrase("seit Anfang des Monats", [.word(["seit", "ab", "von"]), .word(["anfang", "beginn"]), .word(["des", "dieses"]), .word(V.monthWord)]) { _, t in
            RangeArithmetic.calendarMonth(back: 0, today: t)
        },
        TimePhrase("seit Monatsanfang", [.word(["monatsanfang", "monatsbeginn", "monatsersten"])]) { _, t in
            RangeArithmetic.calendarMonth(back: 0, today: t)
        },
        TimePhrase("mein Monat", [.word(V.mine), .optional(V.whole), .word(V.monthWord)]) { _, t in RangeArithmetic.lastDays(30, today: t) },
        TimePhrase("Monatsrückblick", [.word(["monatsrueckblick", "monatsbilanz", "monatsueberblick", "monatsfazit",
                                              "monatszusammenfassung", "monatsauswertung", "monatsstatistik"])]) { _, t in
            RangeArithmetic.lastDays(30, today: t)
        },
        TimePhrase("letzten Monat", [.word(V.previous), .word(V.monthWord)]) { _, t in RangeArithmetic.calendarMonth(back: 1, today: t) },
        TimePhrase("Vormonat", [.word(["vormonat", "vormonats"])]) { _, t in RangeArithmetic.calendarMonth(back: 1, today: t) },
        TimePhrase("vorletzten Monat", [.word(V.beforePrevious), .word(V.monthWord)]) { _, t in
            RangeArithmetic.calendarMonth(back: 2, today: t)
        },
        TimePhrase("im Oktober", [.month]) { c, t in RangeArithmetic.namedMonth(c.month!, today: t) },
        TimePhrase("diesen Oktober", [.word(V.this), .month]) { c, t in RangeArithmetic.namedMonth(c.month!, today: t) },
        TimePhrase("letzten Oktober", [.word(V.previous), .month]) { c, t in RangeArithmetic.previousNamedMonth(c.month!, today: t) },
        TimePhrase("Oktober 2025", [.month, .year]) { c, t in
            RangeArithmetic.clipped(RangeArithmetic.month(c.month!, year: c.year!), today: t)
        },

        // MARK: dates
        TimePhrase("am 3. Oktober", [.dayOfMonth, .month, .optionalYear]) { c, t in date(c, t) },
        TimePhrase("2026-05-03", [.isoDate]) { c, _ in day(c.date!) },


        // MARK: seasons
        TimePhrase("im Sommer", [.season]) { c, t in RangeArithmetic.recentSeason(c.season!, today: t) },
        TimePhrase("diesen Sommer", [.word(V.this), .season]) { c, t in RangeArithmetic.recentSeason(c.season!, today: t) },
        TimePhrase("letzten Sommer", [.word(V.previous), .season]) { c, t in
            RangeArithmetic.recentSeason(c.season!, today: t, skipCurrent: true)
        },
        TimePhrase("Sommer 2025", [.season, .year]) { c, t in
            RangeArithmetic.clipped(RangeArithmetic.season(c.season!, startingYear: c.year!), today: t)
        },

        // MARK: quarters and years
        TimePhrase("dieses Quartal", [.word(V.this), .word(["quartal", "quartals"])]) { _, t in RangeArithmetic.quarter(back: 0, today: t) },
        TimePhrase("letztes Quartal", [.word(V.previous), .word(["quartal", "quartals"])]) { _, t in RangeArithmetic.quarter(back: 1, today: t) },
        TimePhrase("dieses Jahr", [.word(V.this), .optional(V.whole), .word(V.yearWord)]) { _, t in RangeArithmetic.year(t.year, today: t) },
        TimePhrase("heuer", [.word(["heuer", "heurigen", "jahresanfang", "jahresbeginn"])]) { _, t in RangeArithmetic.year(t.year, today: t) },
        TimePhrase("seit Anfang des Jahres", [.word(["seit", "ab", "von"]), .word(["anfang", "beginn"]), .word(["des", "dieses"]), .word(V.yearWord)]) { _, t in
            RangeArithmetic.year(t.year, today: t)
        },
        TimePhrase("letztes Jahr", [.word(V.previous), .word(V.yearWord)]) { _, t in RangeArithmetic.year(t.year - 1, today: t) },
        TimePhrase("Vorjahr", [.word(["vorjahr", "vorjahres"])]) { _, t in RangeArithmetic.year(t.year - 1, today: t) },
        TimePhrase("vorletztes Jahr", [.word(V.beforePrevious), .word(V.yearWord)]) { _, t in RangeArithmetic.year(t.year - 2, today: t) },
        TimePhrase("mein Jahr", [.word(V.mine), .optional(V.whole), .word(V.yearWord)]) { _, t in RangeArithmetic.lastDays(365, today: t) },
        TimePhrase("Jahresrückblick", [.word(["jahresrueckblick", "jahresbilanz", "jahresueberblick", "jahresfazit", "jahreszusammenfassung"])]) { _, t in
            RangeArithmetic.lastDays(365, today: t)
        },
        TimePhrase("2025", [.year]) { c, t in c.year! <= t.year ? RangeArithmetic.year(c.year!, today: t) : nil },

        // MARK: all time
        TimePhrase("insgesamt", [.word(["insgesamt", "bisher", "bislang", "jemals", "ueberhaupt", "je", "gesamt",
                                        "allzeit"])], kind: .allTime) { _, t in DateRange(from: nil, to: t) },
        TimePhrase("alle Einträge", [.word(["alle", "saemtliche", "allen"]), .optional(["meine", "meinen", "die", "den"]),
                                     .word(["eintraege", "eintraegen", "tage", "tagen", "ohrwuermer", "lieder", "songs", "check-ins",
                                            "checkins", "momentaufnahmen"])], kind: .allTime) { _, t in DateRange(from: nil, to: t) },
        TimePhrase("schon mal", [.word(["schon", "schonmal"]), .optional(["mal", "einmal"])], kind: .allTime) { _, t in
            DateRange(from: nil, to: t)
        },
        TimePhrase("seit Beginn", [.word(["seit", "von"]), .optional(["dem"]), .word(["anfang", "beginn", "start", "anbeginn"])],
                   kind: .allTime) { _, t in DateRange(from: nil, to: t) },
    ]

    /// A fixed-date holiday of `length + 1` days: this year's if begun, else last year's;
    /// ends at T while it lasts.
    static func holiday(_ month: Int, _ dayOfMonth: Int, _ extraDays: Int, _ t: DayKey) -> DateRange {
        var start = DayKey(year: t.year, month: month, day: dayOfMonth)!
        if start > t { start = DayKey(year: t.year - 1, month: month, day: dayOfMonth)! }
        return RangeArithmetic.clipped(DateRange(from: start, to: start.adding(days: extraDays)), today: t)
    }

    static func day(_ t: DayKey, _ offset: Int) -> DateRange {
        let d = t.adding(days: offset)
        return DateRange(from: d, to: d)
    }

    static func day(_ d: DayKey) -> DateRange { DateRange(from: d, to: d) }

    /// A day-and-month date: the given year (nil when after T), else the most recent such
    /// date by T (29 February: of the most recent leap year).
    static func date(_ c: TimeCaptures, _ t: DayKey) -> DateRange? {
        if let y = c.year {
            guard let d = DayKey(year: y, month: c.month!, day: c.day!), d <= t else { return nil }
            return day(d)
        }
        for y in stride(from: t.year, through: t.year - 8, by: -1) {
            if let d = DayKey(year: y, month: c.month!, day: c.day!), d <= t { return day(d) }
        }
        return nil
    }
}
