import Foundation
import Testing
import FeelAloudCore
import FeelAloudLanguage
@testable import FeelAloudConsole

/// Rendering of answers and views: German sentences first, tables and charts, colour only
/// on request, friendly text for empty periods, no diagnosis vocabulary.
struct AnswerRendererTests {
    static func ts(_ day: DayKey, _ hour: Int) -> LocalTimestamp {
        LocalTimestamp(epochSeconds: day.dayNumber * 86_400 + hour * 3600 - 3600, utcOffsetSeconds: 3600)
    }

    static let today = DayKey("2026-11-29")!

    static let diary: Diary = {
        var records: [JournalRecord] = []
        let moods: [Mood] = [.good, .good, .bad, .neutral, .good, .good, .good, .bad, .good, .neutral]
        for i in 0..<40 {
            let day = today.adding(days: -i)
            if i % 9 == 4 { continue }
            let music = i % 3 == 0
            let f = EntryFields(mood: moods[i % moods.count], musicInHead: music, songName: music ? (i % 2 == 0 ? "Bohemian Rhapsody" : "Atemlos") : nil,
                                earwormStrength: music ? .medium : nil, distress: music ? (i % 2 == 0 ? .medium : .high) : nil,
                                countermeasureActivity: music && i % 6 == 0 ? "Kaugummi" : nil, socialContact: i % 2 == 0,
                                stress: music ? nil : .low)
            records.append(.entry(DiaryEntry(id: "e\(i)", createdAt: ts(day, 20), day: day, fields: f, transcript: "Eintrag \(i)", source: .repl)))
            if i % 4 == 0 {
                records.append(.snapshot(Snapshot(id: "s\(i)", createdAt: ts(day, 12), rating: i % 8 == 0 ? .good : .bad, source: .manual)))
            }
        }
        return Diary(records: records)
    }()

    static func answer(_ text: String, diary: Diary = diary) -> String {
        let q = QuestionParser.interpret(text, today: today)
        return AnswerRenderer.render(Answer(question: q, diary: diary), color: false)
    }

    static let forbidden = ["Depression", "Diagnose", "Therapie", "Arzt", "krank", "Störung", "solltest"]

    @Test(arguments: [
        "Wie war meine Woche?", "wie oft hatte ich einen Ohrwurm", "wann hab ich zuletzt jemanden getroffen",
        "welche Lieder hatte ich im Kopf?", "wird es besser?", "zeig mir gestern", "war ich am Samstag gestresst?",
        "wie war der Oktober", "wie oft hab ich eingecheckt", "wie war dieses Jahr", "hat mich diese Woche ein Ohrwurm gequält?",
        "war diese Woche besser als letzte Woche?",
    ])
    func rendersPlainGermanWithoutDiagnosis(_ text: String) {
        let out = Self.answer(text)
        if ProcessInfo.processInfo.environment["SHOW_ANSWERS"] != nil { print("### \(text)\n\(out)") }
        #expect(!out.isEmpty && out.first!.isUppercase)
        #expect(!out.contains("\u{1B}["))
        for w in Self.forbidden { #expect(!out.contains(w), "\(w) in \(out)") }
    }

    @Test func summaryStartsWithSentenceThenTableAndChart() {
        let out = Self.answer("Wie war meine Woche?")
        #expect(out.hasPrefix("Deine Woche (vom 23.11. bis 29.11.2026) war überwiegend gut"))
        #expect(out.contains("Tage mit Eintrag") && out.contains("███"))
        #expect(out.contains("So 29.11."))
    }

    @Test func colourOnlyWhenAsked() {
        let q = QuestionParser.interpret("wie war meine woche", today: Self.today)
        #expect(AnswerRenderer.render(Answer(question: q, diary: Self.diary), color: true).contains("\u{1B}[32m"))
    }

    @Test func emptyPeriodGetsAFriendlySentence() {
        let out = Self.answer("wie war letztes Jahr?")
        #expect(out.contains("noch keine Einträge") && !out.contains("Tage mit Eintrag"))
        #expect(Self.answer("wie war meine Woche?", diary: Diary()).contains("noch keine Einträge"))
    }

    @Test func yesNoAnswers() {
        #expect(Self.answer("war ich am Samstag gestresst?").hasPrefix("Ja – am Sa, 28.11.2026 warst du gestresst (gering)."))
        #expect(Self.answer("hatte ich am Samstag einen Ohrwurm?").hasPrefix("Nein"))
    }

    @Test func monthGridIsMondayFirst() {
        let out = DiaryViews.renderMonth(diary: Self.diary, year: 2026, month: 11, color: false)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1].contains("Mo  Di  Mi  Do  Fr  Sa  So"))
        // 1 Nov 2026 is a Sunday: the first row has only one day, in the last column
        #expect(lines[2].hasSuffix(" 1█") || lines[2].hasSuffix(" 1▓") || lines[2].hasSuffix(" 1░") || lines[2].hasSuffix(" 1·"))
        #expect(lines[2].count == 2 + 6 * 4 + 3)
        #expect(out.contains("30"))
        if ProcessInfo.processInfo.environment["SHOW_ANSWERS"] != nil { print(out) }
    }

    @Test func yearInPixels() {
        let out = DiaryViews.renderYear(diary: Self.diary, year: 2026, color: false)
        let rows = out.split(separator: "\n").filter { GermanLabels.monthNames.map { String($0.prefix(3)) }.contains(String($0.dropFirst(2).prefix(3))) }
        #expect(rows.count == 12)
        for r in rows { #expect(r.count == 2 + 4 + 2 + 31) }
        #expect(rows[1].hasSuffix("   "))  // February 2026 has 28 days
        if ProcessInfo.processInfo.environment["SHOW_ANSWERS"] != nil { print(out) }
    }

    @Test func weekView() {
        let out = DiaryViews.renderWeek(diary: Self.diary, today: Self.today, color: false)
        #expect(out.contains("Mo 23.11.") && out.contains("So 29.11."))
    }
}

extension AnswerRendererTests {
    @Test func jsonExample() {
        let q = QuestionParser.interpret("wie oft hatte ich diese woche einen ohrwurm", today: Self.today)
        let j = Answer(question: q, diary: Self.diary).json
        if ProcessInfo.processInfo.environment["SHOW_ANSWERS"] != nil { print(j.prettyPrinted()) }
        #expect(j["range"]?["from"]?.stringValue == "2026-11-23")
        #expect(j["count"]?["matching"]?.intValue == 3)
    }
}
