import Testing
@testable import FeelAloudConsole
import FeelAloudCore
import FeelAloudLanguage

/// One phrase table for every place a period is typed: `/export` (REPL and `export --range`
/// use the same resolver), `/monat` and `/verlauf` (via `GermanDialogue.dateRange`).
struct SharedPeriodTests {
    let t = DayKey("2026-12-01")!

    @Test func exportTakesTheQuestionPhrases() throws {
        let easter = try ExportOrderReader.read("csv an Ostern", today: t).get()
        #expect(easter.range == DateRange(from: DayKey("2026-04-03")!, to: DayKey("2026-04-06")!))
        let span = try ExportOrderReader.read("vom 3. bis zum 12. September", today: t).get()
        #expect(span.range == DateRange(from: DayKey("2026-09-03")!, to: DayKey("2026-09-12")!))
        if case .success = ExportOrderReader.read("an meinem Geburtstag", today: t) {
            Issue.record("a time that is not understood must not become a range")
        }
    }

    @Test func monthAndHistoryTakeThemToo() {
        // `/monat` is the conversation's: it reads the period through the language.
        func month(_ argument: String) -> ConversationEffect? {
            let env = ConversationEnvironment(now: LocalTimestamp(iso8601: "2026-12-01T10:00:00+01:00")!, diary: Diary(),
                                              language: GermanDialogue(), newID: "x")
            return Conversation.handle(ConversationState(), .line("/monat " + argument), env).effects.first
        }
        #expect(month("Oktober 2025") == .showView(.month(year: 2025, month: 10)))
        #expect(month("an Fasching") == .showView(.month(year: 2026, month: 2)))
        #expect(month("2026-03") == .showView(.month(year: 2026, month: 3)))
        #expect(month("irgendwann") == .say(Messages.monthUsage, .warning))
        #expect(GermanDialogue().dateRange("seit Pfingsten", today: t) == DateRange(from: DayKey("2026-05-24")!, to: t))
        #expect(GermanDialogue().dateRange("vor zwei Wochen am Mittwoch", today: t) == DateRange(from: DayKey("2026-11-18")!, to: DayKey("2026-11-18")!))
    }
}
