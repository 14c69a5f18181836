import Foundation
import FeelAloudCore
import FeelAloudLanguage
import FeelAloudConsole

/// In-process benchmark of answering questions after the diary is loaded: parse → compute
/// `Answer` → render text and JSON, per question, on a generated diary (default 50,000
/// records: 3 entries and 1 check-in per day). Target: p99 < 20 ms in release builds.
/// Call `QuestionBenchmark.run()` and print `result.report`.
public enum QuestionBenchmark {
    public struct Result: Sendable {
        public var records: Int
        public var foldMilliseconds: Double
        public var samples: Int
        public var p50: Double
        public var p99: Double
        public var max: Double
        /// The same percentiles in thread CPU time: robust when the machine is shared.
        public var cpuP50: Double
        public var cpuP99: Double
        /// Slowest question (by its worst sample).
        public var slowest: String
        /// The three questions with the highest median CPU time, with that median.
        public var slowestMedians: [(String, Double)] = []

        /// One line per figure, for `make bench`.
        public var report: String {
            func f(_ x: Double) -> String { String(Double(Int(x * 100)) / 100) }
            return """
            questions: in-process answer after load (\(records) records, \(samples) answers, best of repeats)
              fold diary        \(f(foldMilliseconds)) ms
              answer p50        \(f(p50)) ms
              answer p99        \(f(p99)) ms (target < 20 ms)
              answer max        \(f(max)) ms  (\(slowest))
              cpu time p50/p99  \(f(cpuP50)) / \(f(cpuP99)) ms
              slowest (median cpu) \(slowestMedians.map { "\($0.0) \(f($0.1)) ms" }.joined(separator: "; "))
            """
        }
    }

    public static let questions = [
        "Wie war meine Woche?", "wie oft hatte ich einen Ohrwurm", "wann hab ich zuletzt jemanden getroffen",
        "welche Lieder hatte ich im Kopf?", "wird es besser?", "zeig mir gestern", "war ich am Samstag gestresst?",
        "wie war der Oktober", "wie oft hab ich eingecheckt", "wie war dieses Jahr?", "wie oft war ich letzten Monat gestresst",
        "hat mich in den letzten 10 Tagen ein Ohrwurm gequält?", "war diese Woche besser als letzte Woche?",
        "Welcher Ohrwurm hat mich im Sommer am meisten genervt?",
        // v2 (CONTRACT §5): one song, value filters, best days, effects, holidays, spans, unknown
        "wie oft hatte ich Atemlos im Kopf?", "zeig mir alle schlechten Tage", "was war mein bester Tag diese Woche?",
        "hat Kaugummi geholfen?", "geht es mir besser, wenn ich Leute treffe?", "wie war es an Ostern?",
        "wie war es vom 3. bis zum 12. September?", "wie spät ist es?", "an welchem Wochentag geht es mir am besten?",
    ]

    /// A deterministic diary of `count` records ending at `today`.
    public static func makeRecords(count: Int, today: DayKey) -> [JournalRecord] {
        let perDay = 4
        let days = (count + perDay - 1) / perDay
        let songs = ["Bohemian Rhapsody", "Atemlos durch die Nacht", "Tetris-Melodie", "Let It Go", "Last Christmas", "99 Luftballons"]
        let activities = ["Kaugummi gekaut", "Spaziergang", "anderes Lied gehört", "Sudoku"]
        var rng: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17
            return Int(rng % UInt64(n))
        }
        var records: [JournalRecord] = []
        records.reserveCapacity(count)
        var i = 0
        for d in 0..<days {
            let day = today.adding(days: -(days - 1 - d))
            for k in 0..<perDay where records.count < count {
                let at = LocalTimestamp(epochSeconds: day.dayNumber * 86_400 + (8 + 4 * k) * 3600 - 3600, utcOffsetSeconds: 3600)
                i += 1
                if k == 3 {
                    let rating = SnapshotRating(rawValue: 1 + next(5))!
                    records.append(.snapshot(Snapshot(id: "s\(i)", createdAt: at, rating: rating, source: .notification)))
                    continue
                }
                let music = next(3) == 0
                let fields = EntryFields(
                    mood: [Mood.good, .neutral, .bad][next(3)], musicInHead: music, songName: music ? songs[next(songs.count)] : nil,
                    earwormStrength: music ? EarwormStrength.allCases[next(3)] : nil, distress: music ? Severity.allCases[next(4)] : nil,
                    countermeasureActivity: music && next(2) == 0 ? activities[next(activities.count)] : nil,
                    socialContact: next(2) == 0, stress: music ? nil : Severity.allCases[next(4)])
                records.append(.entry(DiaryEntry(id: "e\(i)", createdAt: at, day: day, fields: fields,
                                                 transcript: "Generierter Eintrag \(i)", source: .repl)))
            }
        }
        return records
    }

    /// Answers every question `rounds` times and reports the latency distribution. The whole
    /// measurement is repeated `repeats` times and the run with the lowest p99 is reported:
    /// on a shared machine other processes only ever add time.
    public static func run(records count: Int = 50_000, rounds: Int = 20, repeats: Int = 3,
                           today: DayKey = DayKey("2026-11-29")!) -> Result {
        let records = makeRecords(count: count, today: today)
        let clock = ContinuousClock()
        let foldStart = clock.now
        let diary = Diary(records: records)
        let fold = ms(clock.now - foldStart)
        var best: Result?
        for _ in 0..<max(1, repeats) {
            let r = measure(diary: diary, records: count, fold: fold, rounds: rounds, today: today)
            if best == nil || r.p99 < best!.p99 { best = r }
        }
        return best!
    }

    static func measure(diary: Diary, records count: Int, fold: Double, rounds: Int, today: DayKey) -> Result {
        let clock = ContinuousClock()
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        var worst = (0.0, "")
        var perQuestion: [String: [Double]] = [:]
        var sink = 0
        for _ in 0..<rounds {
            for text in questions {
                let start = clock.now
                let cpuStart = cpuMilliseconds()
                let q = QuestionParser.interpret(text, today: today)
                let answer = Answer(question: q, diary: diary, songs: SongMatch.standard)
                sink &+= AnswerRenderer.render(answer, color: false).utf8.count
                sink &+= answer.json.serialized().utf8.count
                let t = ms(clock.now - start)
                cpuSamples.append(cpuMilliseconds() - cpuStart)
                perQuestion[text, default: []].append(cpuSamples.last!)
                samples.append(t)
                if t > worst.0 { worst = (t, text) }
            }
        }
        precondition(sink > 0)
        samples.sort()
        cpuSamples.sort()
        func pct(_ xs: [Double], _ p: Double) -> Double { xs[min(xs.count - 1, Int((Double(xs.count) * p).rounded(.up)) - 1)] }
        var r = Result(records: count, foldMilliseconds: fold, samples: samples.count, p50: pct(samples, 0.5), p99: pct(samples, 0.99),
                       max: samples.last ?? 0, cpuP50: pct(cpuSamples, 0.5), cpuP99: pct(cpuSamples, 0.99), slowest: worst.1)
        r.slowestMedians = perQuestion.map { ($0.key, $0.value.sorted()[$0.value.count / 2]) }.sorted { $0.1 > $1.1 }.prefix(5).map { $0 }
        return r
    }

    /// CPU time of the calling thread in milliseconds.
    static func cpuMilliseconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
    }

    static func ms(_ d: Duration) -> Double {
        let c = d.components
        return Double(c.seconds) * 1000 + Double(c.attoseconds) / 1e15
    }
}
