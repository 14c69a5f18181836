import Testing
import FeelAloudCore
@testable import FeelAloudLanguage

/// Random word soup from the question vocabulary never crashes the parser and always gives
/// a well-formed range (from <= to, to never after today unless a future period was named).
struct QuestionRobustnessTests {
    static let words = [
        "wie", "oft", "war", "ich", "am", "im", "letzte", "letzten", "vorletzte", "woche", "wochen", "tage", "tagen", "monat",
        "jahr", "seit", "vom", "bis", "und", "zwischen", "3.", "15.", "10.", "2025", "2026-02-30", "2026-02-28", "oktober",
        "februar", "sommer", "winter", "montag", "sonntag", "wochenende", "heute", "gestern", "vorgestern", "vor", "zwei",
        "einundzwanzig", "3660", "0", "ohrwurm", "gestresst", "zeig", "welche", "lieder", "wann", "zuletzt", "besser", "als",
        "davor", "?", "!", ".", ",", "insgesamt", "der", "die", "das", "halbe", "heuer", "anfang", "des", "monats", "nicht",
        "eingecheckt", "kaugummi", "gegen", "den", "getroffen", "stunden", "99999", "31.", "12.", "1.",
    ]

    @Test func wordSoupNeverCrashes() {
        var rng: UInt64 = 42
        func next(_ n: Int) -> Int { rng = rng &* 6364136223846793005 &+ 1442695040888963407; return Int((rng >> 33) % UInt64(n)) }
        let today = DayKey("2028-02-29")!
        for _ in 0..<1500 {
            let n = 1 + next(9)
            let text = (0..<n).map { _ in Self.words[next(Self.words.count)] }.joined(separator: " ")
            let q = QuestionParser.interpret(text, today: today)
            if let from = q.range.from { #expect(from <= q.range.to, "\(text)") }
            _ = QuestionParser.looksLikeQuestion(text)
            _ = QuestionParser.timeRange(text, today: today)
        }
    }

    @Test func timeRangeForVerlauf() {
        let t = DayKey("2026-11-29")!
        #expect(QuestionParser.timeRange("letzte Woche", today: t) == DateRange(from: DayKey("2026-11-16")!, to: DayKey("2026-11-22")!))
        #expect(QuestionParser.timeRange("insgesamt", today: t) == DateRange(from: nil, to: t))
        #expect(QuestionParser.timeRange("irgendwas", today: t) == nil)
    }
}
