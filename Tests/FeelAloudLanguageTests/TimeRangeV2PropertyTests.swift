import Testing
import FeelAloudCore
@testable import FeelAloudLanguage

/// Properties of the v2 time phrases (CONTRACT.md §5.1) and holidays.
struct TimeRangeV2PropertyTests {
    /// Every question of every corpus, asked on days spread over 2020–2035: a resolved range
    /// never ends after T and never starts after its end; `from` nil means the first record.
    /// An answer's period lies inside [first record, T] when the range starts with the diary.
    @Test func everyRangeEndsByToday() throws {
        var questions = try QuestionCorpusTests.loadCases().map(\.question)
        questions += try PeerTimeCorpusTests.loadCases().map(\.question)
        let unique = Array(Set(questions)).sorted()
        let start = DayKey(year: 2020, month: 1, day: 1)!.dayNumber
        var rng: UInt64 = 7
        func next(_ n: Int) -> Int { rng = rng &* 6364136223846793005 &+ 1442695040888963407; return Int((rng >> 33) % UInt64(n)) }
        var checked = 0
        for (i, q) in unique.enumerated() {
            for k in 0..<3 {
                let t = DayKey(dayNumber: start + next(16 * 365))
                let question = QuestionParser.interpret(q, today: t)
                guard question.rangeUnderstood, question.intent != .unknown else { continue }
                checked += 1
                #expect(question.range.to <= t, "\(q) on \(t): ends \(question.range.to)")
                if let f = question.range.from { #expect(f <= question.range.to, "\(q) on \(t)") }
                if i % 25 == 0 && k == 0 {
                    // a small diary starting 40 days before T: the period of an all-time range
                    // starts at its first record and ends by T
                    let first = t.adding(days: -40)
                    let fields = EntryFields()
                    let records: [JournalRecord] = [first, t.adding(days: -3)].map { d in
                        .entry(DiaryEntry(id: "e\(d)", createdAt: LocalTimestamp(epochSeconds: d.dayNumber * 86_400 + 43_200, utcOffsetSeconds: 0),
                                          day: d, fields: fields, transcript: "x", source: .repl))
                    }
                    let a = Answer(question: question, diary: Diary(records: records), songs: SongMatch.standard, today: t)
                    #expect(a.period.to <= t)
                    if question.range.from == nil { #expect(a.period.from == first) }
                }
            }
        }
        #expect(checked > 3000)
    }

    /// Easter Sunday 2020–2035 as printed in calendars.
    static let easter: [Int: String] = [
        2020: "2020-04-12", 2021: "2021-04-04", 2022: "2022-04-17", 2023: "2023-04-09", 2024: "2024-03-31", 2025: "2025-04-20",
        2026: "2026-04-05", 2027: "2027-03-28", 2028: "2028-04-16", 2029: "2029-04-01", 2030: "2030-04-21", 2031: "2031-04-13",
        2032: "2032-03-28", 2033: "2033-04-17", 2034: "2034-04-09", 2035: "2035-03-25",
    ]

    @Test func easterMatchesTheCalendar() {
        for (y, d) in Self.easter { #expect(Holidays.easterSunday(y) == DayKey(d)!, "\(y)") }
    }

    /// Every holiday, every year 2020–2035: inside its season, on the right weekday, and the
    /// most recent occurrence is the one that has begun by T.
    @Test(arguments: Holidays.all.map(\.id))
    func holidayOverTheYears(_ id: String) {
        let h = Holidays.all.first { $0.id == id }!
        for y in 2020...2035 {
            let r = Holidays.range(h, year: y)
            let f = r.from!
            #expect(f <= r.to && f.year == y, "\(id) \(y)")
            switch h.rule {
            case .easter(let offset, _):
                #expect(f == DayKey(Self.easter[y]!)!.adding(days: offset))
                if offset == 0 || offset == -7 || offset == 49 || offset == -49 { #expect(f.weekday == 7) }
                if offset == -2 { #expect(f.weekday == 5) }
                if offset == 39 || offset == 60 || offset == -3 || offset == -52 { #expect(f.weekday == 4) }
                if offset == -48 || offset == 50 || offset == 1 { #expect(f.weekday == 1) }
                if offset == -46 { #expect(f.weekday == 3) }
            case .advent(let n, let offset):
                let fourth = Holidays.advent(4, year: y)
                #expect(fourth.weekday == 7 && fourth.month == 12 && (18...24).contains(fourth.day))
                #expect(f == fourth.adding(days: -7 * (4 - n) + offset))
            case .nthWeekday(let n, let w, let m):
                #expect(f.weekday == w && f.month == m && (1 + 7 * (n - 1)...7 * n).contains(f.day))
            case .fixed(let m, let d, _):
                #expect(f.month == m && f.day == d)
            case .adventSeason:
                #expect(r.to == DayKey(year: y, month: 12, day: 24)!)
            }
            // on the first day itself it is this year's; the day before, last year's
            #expect(Holidays.resolve(h, year: nil, today: f)?.from == f)
            #expect(Holidays.resolve(h, year: nil, today: f.adding(days: -1))?.from == Holidays.range(h, year: y - 1).from)
            #expect(Holidays.resolve(h, year: y, today: f.adding(days: -1)) == nil)
        }
    }
}
