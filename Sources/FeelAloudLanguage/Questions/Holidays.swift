import FeelAloudCore

/// German holidays as data (CONTRACT.md §5.1): fixed dates, Easter-based days (Easter Sunday by
/// the anonymous Gregorian algorithm of Gauss/Meeus) and the few computed from Advent or May.
/// Each holiday has its folded names (one or more words) and yields, for a year, its inclusive
/// range. "Most recent" = the latest occurrence that has begun by T, ending at T while it lasts.
///
/// Decisions where the contract is silent: Vatertag = Christi Himmelfahrt (as in Germany);
/// Totensonntag/Ewigkeitssonntag = the Sunday before the 1st Advent, Volkstrauertag two weeks
/// before, Buß- und Bettag the Wednesday before Totensonntag; Erntedankfest = first Sunday of
/// October; Palmsonntag = Easter − 7; Fastnachtssamstag/-sonntag = Easter − 50 / − 49.
public enum Holidays {
    public enum Rule: Sendable {
        /// A fixed month and day, lasting `extra` more days.
        case fixed(month: Int, day: Int, extra: Int)
        /// Easter Sunday + `offset` days, lasting `extra` more days.
        case easter(offset: Int, extra: Int)
        /// Advent Sunday n (1–4) + `offset` days.
        case advent(Int, offset: Int)
        /// The n-th given weekday (1 = Monday) of a month.
        case nthWeekday(n: Int, weekday: Int, month: Int)
        /// 1st Advent … 24 December.
        case adventSeason
    }

    public struct Holiday: Sendable {
        public var id: String
        /// Folded names; each name is one or more words separated by spaces.
        public var names: [String]
        public var rule: Rule
        /// Days after the range's start that a "seit …" counts from (Ostern → Ostersonntag).
        public var sinceOffset: Int
        init(_ id: String, _ names: [String], _ rule: Rule, sinceOffset: Int = 0) {
            self.id = id; self.names = names; self.rule = rule; self.sinceOffset = sinceOffset
        }
    }

    public static let all: [Holiday] = [
        Holiday("Heiligabend", ["heiligabend", "heiligen abend", "heilig abend", "heiliger abend", "weihnachtsabend"], .fixed(month: 12, day: 24, extra: 0)),
        Holiday("Weihnachten", ["weihnachten", "weihnacht", "weihnachtszeit"], .fixed(month: 12, day: 24, extra: 2)),
        Holiday("Weihnachtsfeiertage", ["weihnachtsfeiertage", "weihnachtsfeiertagen", "weihnachtstage", "weihnachtstagen", "feiertage an weihnachten"],
                .fixed(month: 12, day: 25, extra: 1)),
        Holiday("erster Weihnachtstag", ["weihnachtstag", "erster weihnachtstag", "ersten weihnachtstag", "erste weihnachtstag",
                                         "1 weihnachtstag", "erster weihnachtsfeiertag", "ersten weihnachtsfeiertag", "1 weihnachtsfeiertag",
                                         "weihnachtsfeiertag", "christtag"], .fixed(month: 12, day: 25, extra: 0)),
        Holiday("zweiter Weihnachtstag", ["zweiter weihnachtstag", "zweiten weihnachtstag", "zweite weihnachtstag", "2 weihnachtstag",
                                          "zweiter weihnachtsfeiertag", "zweiten weihnachtsfeiertag", "2 weihnachtsfeiertag", "stephanstag",
                                          "stefanitag"], .fixed(month: 12, day: 26, extra: 0)),
        Holiday("Silvester", ["silvester", "silvesterabend", "sylvester", "jahresende"], .fixed(month: 12, day: 31, extra: 0)),
        Holiday("Neujahr", ["neujahr", "neujahrstag"], .fixed(month: 1, day: 1, extra: 0)),
        Holiday("Heilige Drei Könige", ["heilige drei koenige", "heiligen drei koenigen", "heilige drei koenig", "dreikoenig", "dreikoenigstag",
                                        "epiphanias"], .fixed(month: 1, day: 6, extra: 0)),
        Holiday("Valentinstag", ["valentinstag", "valentin"], .fixed(month: 2, day: 14, extra: 0)),
        Holiday("Tag der Arbeit", ["tag der arbeit", "maifeiertag"], .fixed(month: 5, day: 1, extra: 0)),
        Holiday("Johannistag", ["johannistag", "johanni"], .fixed(month: 6, day: 24, extra: 0)),
        Holiday("Mariä Himmelfahrt", ["mariae himmelfahrt", "maria himmelfahrt"], .fixed(month: 8, day: 15, extra: 0)),
        Holiday("Tag der Deutschen Einheit", ["tag der deutschen einheit", "tag der einheit"], .fixed(month: 10, day: 3, extra: 0)),
        Holiday("Reformationstag", ["reformationstag"], .fixed(month: 10, day: 31, extra: 0)),
        Holiday("Halloween", ["halloween"], .fixed(month: 10, day: 31, extra: 0)),
        Holiday("Allerheiligen", ["allerheiligen"], .fixed(month: 11, day: 1, extra: 0)),
        Holiday("Nikolaus", ["nikolaus", "nikolaustag", "nikolo"], .fixed(month: 12, day: 6, extra: 0)),

        Holiday("Weiberfastnacht", ["weiberfastnacht", "altweiber", "altweiberfastnacht", "schmotziger donnerstag", "unsinniger donnerstag"],
                .easter(offset: -52, extra: 0)),
        Holiday("Fastnachtssamstag", ["fastnachtssamstag", "faschingssamstag"], .easter(offset: -50, extra: 0)),
        Holiday("Fastnachtssonntag", ["fastnachtssonntag", "faschingssonntag", "tulpensonntag"], .easter(offset: -49, extra: 0)),
        Holiday("Rosenmontag", ["rosenmontag"], .easter(offset: -48, extra: 0)),
        Holiday("Faschingsdienstag", ["faschingsdienstag", "fastnachtsdienstag", "veilchendienstag", "fasnachtsdienstag"], .easter(offset: -47, extra: 0)),
        Holiday("Fasching", ["fasching", "karneval", "fastnacht", "fasnacht", "fasnet", "fassenacht", "faschingszeit", "karnevalszeit",
                             "faschingstage", "karnevalstage"], .easter(offset: -52, extra: 5)),
        Holiday("Aschermittwoch", ["aschermittwoch"], .easter(offset: -46, extra: 0)),
        Holiday("Palmsonntag", ["palmsonntag", "palmensonntag"], .easter(offset: -7, extra: 0)),
        Holiday("Gründonnerstag", ["gruendonnerstag"], .easter(offset: -3, extra: 0)),
        Holiday("Karfreitag", ["karfreitag"], .easter(offset: -2, extra: 0)),
        Holiday("Karsamstag", ["karsamstag", "ostersamstag"], .easter(offset: -1, extra: 0)),
        Holiday("Ostersonntag", ["ostersonntag", "ostertag"], .easter(offset: 0, extra: 0)),
        Holiday("Ostermontag", ["ostermontag"], .easter(offset: 1, extra: 0)),
        Holiday("Ostern", ["ostern", "osterfeiertage", "osterfeiertagen", "ostertage", "ostertagen", "osterwochenende"], .easter(offset: -2, extra: 3),
                sinceOffset: 2),
        Holiday("Christi Himmelfahrt", ["christi himmelfahrt", "himmelfahrt", "himmelfahrtstag", "vatertag", "herrentag", "maennertag"],
                .easter(offset: 39, extra: 0)),
        Holiday("Pfingstsonntag", ["pfingstsonntag"], .easter(offset: 49, extra: 0)),
        Holiday("Pfingstmontag", ["pfingstmontag"], .easter(offset: 50, extra: 0)),
        Holiday("Pfingsten", ["pfingsten", "pfingstfeiertage", "pfingstfeiertagen", "pfingstwochenende"], .easter(offset: 49, extra: 1)),
        Holiday("Fronleichnam", ["fronleichnam"], .easter(offset: 60, extra: 0)),
        Holiday("Muttertag", ["muttertag"], .nthWeekday(n: 2, weekday: 7, month: 5)),
        Holiday("Erntedankfest", ["erntedankfest", "erntedank", "erntedanktag"], .nthWeekday(n: 1, weekday: 7, month: 10)),
        Holiday("Adventszeit", ["advent", "adventszeit", "vorweihnachtszeit"], .adventSeason),
        Holiday("Volkstrauertag", ["volkstrauertag"], .advent(1, offset: -14)),
        Holiday("Buß- und Bettag", ["buss und bettag", "busstag", "buss und bettage"], .advent(1, offset: -11)),
        Holiday("Totensonntag", ["totensonntag", "ewigkeitssonntag"], .advent(1, offset: -7)),
        Holiday("1. Advent", ["erster advent", "ersten advent", "erste advent", "1 advent"], .advent(1, offset: 0)),
        Holiday("2. Advent", ["zweiter advent", "zweiten advent", "zweite advent", "2 advent"], .advent(2, offset: 0)),
        Holiday("3. Advent", ["dritter advent", "dritten advent", "dritte advent", "3 advent"], .advent(3, offset: 0)),
        Holiday("4. Advent", ["vierter advent", "vierten advent", "vierte advent", "4 advent"], .advent(4, offset: 0)),
    ]

    /// Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, Meeus/Jones/Butcher).
    public static func easterSunday(_ y: Int) -> DayKey {
        let a = y % 19, b = y / 100, c = y % 100, d = b / 4, e = b % 4
        let f = (b + 8) / 25, g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4, k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return DayKey(year: y, month: month, day: day)!
    }

    /// The n-th Advent Sunday (4th = the last Sunday on or before 24 December).
    public static func advent(_ n: Int, year y: Int) -> DayKey {
        let dec24 = DayKey(year: y, month: 12, day: 24)!
        let fourth = dec24.adding(days: -(dec24.weekday % 7))
        return fourth.adding(days: -7 * (4 - n))
    }

    /// The holiday's range in a year.
    public static func range(_ h: Holiday, year y: Int) -> DateRange {
        let start: DayKey
        var extra = 0
        switch h.rule {
        case let .fixed(m, d, e):
            start = DayKey(year: y, month: m, day: d)!
            extra = e
        case let .easter(offset, e):
            start = easterSunday(y).adding(days: offset)
            extra = e
        case let .advent(n, offset):
            start = advent(n, year: y).adding(days: offset)
        case let .nthWeekday(n, w, m):
            let first = DayKey(year: y, month: m, day: 1)!
            start = first.adding(days: (w - first.weekday + 7) % 7 + 7 * (n - 1))
        case .adventSeason:
            start = advent(1, year: y)
            extra = DayKey(year: y, month: 12, day: 24)!.dayNumber - start.dayNumber
        }
        return DateRange(from: start, to: start.adding(days: extra))
    }

    /// The most recent occurrence that has begun by T (ends at T while it lasts); with a year,
    /// that year's (nil when it has not begun by T).
    public static func resolve(_ h: Holiday, year: Int?, today t: DayKey) -> DateRange? {
        if let y = year {
            let r = range(h, year: y)
            guard let f = r.from, f <= t else { return nil }
            return RangeArithmetic.clipped(r, today: t)
        }
        var r = range(h, year: t.year)
        if let f = r.from, f > t { r = range(h, year: t.year - 1) }
        return RangeArithmetic.clipped(r, today: t)
    }
}
