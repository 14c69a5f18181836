import FeelAloudCore

/// The overview screens `/woche`, `/monat`, `/jahr` as pure functions of the diary.
/// Each day is marked by its mood: good █ (green), neutral ▓ (yellow), bad ░ (red), no entry ·
/// — the glyphs differ, so the views stay readable without colour.
public enum DiaryViews {
    static func glyph(_ m: Mood?) -> String {
        switch m {
        case .good: return "█"
        case .neutral: return "▓"
        case .bad: return "░"
        case nil: return "·"
        }
    }

    static func legend(_ pal: Palette) -> String {
        "  " + pal.mood("█", .good) + " \(Messages.legendGood)  " + pal.mood("▓", .neutral) + " \(Messages.legendNeutral)  "
            + pal.mood("░", .bad) + " \(Messages.legendBad)  · \(Messages.legendNone)"
    }

    /// `/woche`: the last seven days up to `today`, one line each, with the summary sentences.
    public static func renderWeek(diary: Diary, today: DayKey, color: Bool) -> String {
        AnswerRenderer.render(Answer(question: weekQuestion(today), diary: diary, today: today), color: color)
    }

    /// `/woche` read through a `DiaryReading`: only the two weeks the answer compares, the
    /// streak from the diary's entry days.
    public static func renderWeek(reading: any DiaryReading, today: DayKey, color: Bool) -> String {
        let q = weekQuestion(today)
        guard let p = Answer.daysRead(by: q) else { return renderWeek(diary: reading.whole(), today: today, color: color) }
        return AnswerRenderer.render(Answer(question: q, diary: reading.period(from: p.from, to: p.to), today: today,
                                            entryDays: reading.entryDays()), color: color)
    }

    static func weekQuestion(_ today: DayKey) -> Question {
        Question(intent: .summary, range: DateRange(from: today.adding(days: -6), to: today), text: "/woche")
    }

    /// `/monat [JJJJ-MM]`: a Monday-first calendar grid, each day marked by its mood.
    public static func renderMonth(diary: Diary, year: Int, month: Int, color: Bool) -> String {
        let pal = Palette(enabled: color)
        guard let first = DayKey(year: year, month: month, day: 1) else { return "" }
        let last = first.lastOfMonth
        var moods: [Int: Mood] = [:]
        for d in diary.daySummaries(from: first, to: last) { moods[d.day.day] = d.mood }
        var lines = ["  " + pal.bold("\(GermanLabels.monthNames[month - 1]) \(year)"), "  " + GermanLabels.weekdayShort.map { $0 + "  " }.joined()]
        var line = "  " + String(repeating: "    ", count: first.weekday - 1)
        for day in 1...last.day {
            let num = day < 10 ? " \(day)" : "\(day)"
            line += num + pal.mood(glyph(moods[day]), moods[day]) + " "
            if (first.weekday - 1 + day) % 7 == 0 {
                lines.append(line.trimmingTrailingSpaces())
                line = "  "
            }
        }
        if line.trimmingWhitespace() != "" { lines.append(line.trimmingTrailingSpaces()) }
        let withEntry = moods.count
        let good = moods.values.filter { $0 == .good }.count
        lines.append("")
        lines.append("  " + (withEntry == 0 ? Messages.monthEmpty : Messages.viewDaysWithEntries(withEntry, good: good)))
        let checkIns = diary.snapshots.filter { $0.day >= first && $0.day <= last }
        if !checkIns.isEmpty {
            let average = Double(checkIns.map(\.rating.rawValue).reduce(0, +)) / Double(checkIns.count)
            let days = Set(checkIns.map(\.day)).count
            lines.append("  " + Messages.monthCheckIns(count: checkIns.count, days: days, average: average))
        }
        lines.append(legend(pal))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `/jahr [JJJJ]`: year in pixels, 12 rows (months) × 31 columns (days).
    public static func renderYear(diary: Diary, year: Int, color: Bool) -> String {
        let pal = Palette(enabled: color)
        let from = DayKey(year: year, month: 1, day: 1)!, to = DayKey(year: year, month: 12, day: 31)!
        var moods: [DayKey: Mood] = [:]
        for d in diary.daySummaries(from: from, to: to) { moods[d.day] = d.mood }
        var header = "        "
        for d in 1...31 { header += d % 5 == 0 || d == 1 ? String(d).last.map(String.init)! : " " }
        var tens = "        "
        for d in 1...31 { tens += d % 5 == 0 && d >= 10 ? String(d / 10) : " " }
        var lines = ["  " + pal.bold("\(year)"), tens, header]
        for m in 1...12 {
            var row = "  " + Palette.padRight(String(GermanLabels.monthNames[m - 1].prefix(3)), 4) + "  "
            let n = DayKey.daysIn(month: m, year: year)
            for d in 1...31 {
                if d > n { row += " "; continue }
                let key = DayKey(year: year, month: m, day: d)!
                let mood = moods[key]
                row += pal.mood(glyph(mood), mood)
            }
            lines.append(row)
        }
        lines.append("")
        let good = moods.values.filter { $0 == .good }.count
        lines.append("  " + (moods.isEmpty ? Messages.yearEmpty(year) : Messages.viewDaysWithEntries(moods.count, good: good)))
        lines.append(legend(pal))
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
