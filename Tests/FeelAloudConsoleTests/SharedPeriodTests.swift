import Testing
@testable import FeelAloudConsole
import FeelAloudCore
import FeelAloudLanguage

/// One phrase table for every place a period is typed: `/export` (REPL and `export --range`
/// use the same resolver), `/monat` and `/verlauf` (via `GermanDialogue.dateRange`).
struct SharedPeriodTests {
    let t = DayKey("2026-12-01")!

    @Test func exportTakesTheQuestionPhrases() throws {
        let resolver: (String) -> DateRange? = { QuestionParser.timeRange($0, today: self.t) }
        let easter = try ExportCommand.parseReplExport("csv an Ostern", today: t, rangeResolver: resolver).get()
        #expect(easter.range == DateRange(from: DayKey("2026-04-03")!, to: DayKey("2026-04-06")!))
        let span = try ExportCommand.parseReplExport("vom 3. bis zum 12. September", today: t, rangeResolver: resolver).get()
        #expect(span.range == DateRange(from: DayKey("2026-09-03")!, to: DayKey("2026-09-12")!))
        if case .success = ExportCommand.parseReplExport("an meinem Geburtstag", today: t, rangeResolver: resolver) {
            Issue.record("a time that is not understood must not become a range")
        }
    }

    @Test func monthAndHistoryTakeThemToo() {
        #expect(ConsoleServices.yearMonth("Oktober 2025", today: t)! == (2025, 10))
        #expect(ConsoleServices.yearMonth("an Fasching", today: t)! == (2026, 2))
        #expect(ConsoleServices.yearMonth("2026-03", today: t)! == (2026, 3))
        #expect(ConsoleServices.yearMonth("irgendwann", today: t) == nil)
        #expect(GermanDialogue().dateRange("seit Pfingsten", today: t) == DateRange(from: DayKey("2026-05-24")!, to: t))
        #expect(GermanDialogue().dateRange("vor zwei Wochen am Mittwoch", today: t) == DateRange(from: DayKey("2026-11-18")!, to: DayKey("2026-11-18")!))
    }
}
