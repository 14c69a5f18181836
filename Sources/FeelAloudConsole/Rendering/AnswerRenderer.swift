import FeelAloudCore

/// Turns an `Answer` into terminal text: one or two plain German sentences, then a compact
/// table and a per-day chart (Unicode blocks; ANSI colour only when `color` is true).
/// Empty periods get a friendly sentence instead of a table of zeros. Pure.
public enum AnswerRenderer {
    public static func render(_ answer: Answer, color: Bool) -> String {
        let pal = Palette(enabled: color)
        let p = answer.period
        let q = answer.question
        let period = Messages.periodText(p.from, p.to, allTime: q.range.from == nil)
        let empty = p.daysWithEntries == 0 && p.checkIns.isEmpty
        if empty && !(q.intent == .last && answer.last?.day != nil) {
            return Messages.questionEmpty(period: period) + "\n"
        }
        var out: [String] = []
        switch q.intent {
        case .summary: out += summary(answer, period, pal)
        case .count: out += count(answer, period, pal)
        case .last: out += last(answer, period, pal)
        case .songs: out += songs(answer, period, pal)
        case .trend: out += trend(answer, period, pal)
        case .list: out += list(answer, period, pal)
        }
        return out.joined(separator: "\n") + "\n"
    }

    // MARK: Summary

    static func moodLean(_ p: PeriodStats) -> String {
        let n = p.daysWithEntries
        if p.goodDays * 2 > n { return "überwiegend gut" }
        if p.badDays * 2 > n { return "überwiegend schwer" }
        if p.neutralDays * 2 > n { return "überwiegend ausgeglichen" }
        return "gemischt"
    }

    static func summarySentences(_ a: Answer, _ period: String) -> [String] {
        let p = a.period
        var s1 = "\(subject(a)) war \(moodLean(p)): an \(p.goodDays) von \(Messages.daysDative(p.daysWithEntries)) mit Eintrag ging es dir gut"
        var tail: [String] = []
        if p.neutralDays > 0 { tail.append("an \(p.neutralDays) neutral") }
        if p.badDays > 0 { tail.append("an \(p.badDays) schlecht") }
        if !tail.isEmpty { s1 += ", " + tail.joined(separator: ", ") }
        s1 += "."
        if p.daysWithEntries == 0 {
            s1 = "\(capitalized(period)) hast du nur eingecheckt (\(p.checkIns.count)×), aber nichts ins Tagebuch geschrieben."
        }
        var parts: [String] = []
        if p.earwormDays > 0 {
            var e = "An \(Messages.daysDative(p.earwormDays)) hattest du einen Ohrwurm"
            if let top = p.songsByCount.first { e += " (am häufigsten „\(top.name)“)" }
            parts.append(e)
        } else if p.daysWithEntries > 0 {
            parts.append("Ohrwürmer hattest du keine")
        }
        if p.socialContactDays > 0 { parts.append("an \(Messages.daysDative(p.socialContactDays)) Kontakt zu anderen") }
        var s2 = parts.joined(separator: ", ")
        if !s2.isEmpty { s2 += "." }
        if let prev = a.previous, prev.daysWithEntries > 0, p.daysWithEntries > 0, let c = p.moodScore, let d = prev.moodScore {
            let cmp = abs(c - d) < 0.1 ? "ähnlich wie" : (c > d ? "besser als" : "schwerer als")
            s2 += (s2.isEmpty ? "" : " ") + "Das war \(cmp) im Zeitraum davor (\(prev.goodDays) gute von \(prev.daysWithEntries) Tagen)."
        }
        return s2.isEmpty ? [s1] : [s1, s2]
    }

    /// "Deine Woche", "Dein Oktober", "Dein Tag (Sa, 28.11.2026)", "Die Zeit vom … bis …".
    static func subject(_ a: Answer) -> String {
        let p = a.period
        if a.question.range.from == nil { return "Dein Tagebuch bisher" }
        if p.from == p.to { return "Dein Tag (\(GermanLabels.dayText(p.from)))" }
        if p.dayCount == 7 { return "Deine Woche (\(Messages.periodText(p.from, p.to)))" }
        if p.from.day == 1, p.from.month == p.to.month, p.from.year == p.to.year, p.to == p.to.lastOfMonth || p.to == a.question.range.to {
            return "Dein \(GermanLabels.monthNames[p.from.month - 1]) \(p.from.year)"
        }
        return "Die Zeit \(Messages.periodText(p.from, p.to))"
    }

    static func summary(_ a: Answer, _ period: String, _ pal: Palette) -> [String] {
        summarySentences(a, period) + [""] + table(a.period, pal) + chart(a.period, pal)
    }

    /// The compact table of a period's numbers (rows without data are left out).
    static func table(_ p: PeriodStats, _ pal: Palette) -> [String] {
        var rows: [(String, String)] = []
        rows.append(("Tage mit Eintrag", "\(p.daysWithEntries) von \(p.dayCount)" + (p.entryCount != p.daysWithEntries ? " (\(p.entryCount) Einträge)" : "")))
        if p.daysWithEntries > 0 {
            rows.append(("Stimmung", "\(pal.green("gut \(p.goodDays)")) · \(pal.yellow("neutral \(p.neutralDays)")) · \(pal.red("schlecht \(p.badDays)"))"))
            rows.append(("Ohrwurm-Tage", "\(p.earwormDays)"))
            if p.distressDays.reduce(0, +) > 0 { rows.append(("Leidensdruck", severityText(p.distressDays))) }
            if p.stressDays.reduce(0, +) > 0 { rows.append(("Stress", severityText(p.stressDays))) }
            rows.append(("Sozialkontakt", "an \(Messages.daysDative(p.socialContactDays))"))
            if p.countermeasureDays > 0 {
                var c = "an \(Messages.daysDative(p.countermeasureDays))"
                if p.countermeasureEvaluated > 0 { c += ", danach leichter: \(p.countermeasureEased) von \(p.countermeasureEvaluated)" }
                rows.append(("Gegenmaßnahmen", c))
            }
        }
        if let avg = p.checkInAverage {
            let dist = (1...5).reversed().filter { p.checkInDistribution[$0 - 1] > 0 }
                .map { "\($0): \(p.checkInDistribution[$0 - 1])" }.joined(separator: ", ")
            rows.append(("Check-ins", "\(p.checkIns.count), Ø \(Messages.decimal(avg)) (\(dist))"))
        }
        if p.longestStreak > 1 || p.currentStreak > 1 {
            rows.append(("Serie", "aktuell \(Messages.days(p.currentStreak)), längste \(Messages.days(p.longestStreak))"))
        }
        let w = rows.map { $0.0.count }.max() ?? 0
        return rows.map { "  " + Palette.padRight($0.0, w) + "  " + $0.1 }
    }

    static func severityText(_ counts: [Int]) -> String {
        Severity.allCases.filter { counts[$0.rank] > 0 }.map { "\(GermanLabels.label($0)) \(counts[$0.rank])" }.joined(separator: " · ")
    }

    /// One line per day (≤ 31 days) or per ISO week (longer periods).
    static func chart(_ p: PeriodStats, _ pal: Palette) -> [String] {
        guard p.daysWithEntries > 0 else { return [] }
        var byDay: [DayKey: DaySummary] = [:]
        for d in p.days { byDay[d.day] = d }
        var checkIns: [DayKey: (Int, Int)] = [:]
        for s in p.checkIns { checkIns[s.day, default: (0, 0)].0 += s.rating.rawValue; checkIns[s.day, default: (0, 0)].1 += 1 }
        var lines = [""]
        if p.dayCount <= 31 {
            for n in 0..<p.dayCount {
                let day = p.from.adding(days: n)
                let label = GermanLabels.weekdayShort[day.weekday - 1] + " " + Messages.shortDate(day)
                guard let d = byDay[day] else {
                    lines.append("  \(label)  " + pal.dim("·"))
                    continue
                }
                let bar: String
                switch d.mood {
                case .good: bar = "███"
                case .neutral: bar = "██ "
                case .bad: bar = "█  "
                }
                var line = "  \(label)  " + pal.mood(bar, d.mood) + "  " + Palette.padRight(GermanLabels.label(d.mood), 8)
                if d.musicInHead { line += "  ♪" + (d.songs.first.map { " \($0)" } ?? "") }
                if let c = checkIns[day] { line += "  Check-in Ø \(Messages.decimal(Double(c.0) / Double(c.1)))" }
                lines.append(line)
            }
        } else {
            // weekly rows: share of good days as a bar of up to 10 blocks
            // weekly rows, from the first week with an entry
            var monday = max(p.from, p.days[0].day).mondayOfWeek
            while monday <= p.to {
                let week = (0..<7).compactMap { byDay[monday.adding(days: $0)] }
                let label = "KW ab " + Messages.shortDate(monday)
                if week.isEmpty {
                    lines.append("  \(label)  " + pal.dim("·"))
                } else {
                    let good = week.filter { $0.mood == .good }.count, bad = week.filter { $0.mood == .bad }.count
                    let neutral = week.count - good - bad
                    let bar = pal.green(String(repeating: "█", count: good)) + pal.yellow(String(repeating: "▓", count: neutral))
                        + pal.red(String(repeating: "░", count: bad))
                    lines.append("  \(label)  " + bar + String(repeating: " ", count: 8 - week.count) + "  \(good)/\(week.count) gut")
                }
                monday = monday.adding(days: 7)
            }
        }
        return lines
    }

    // MARK: Count

    static func count(_ a: Answer, _ period: String, _ pal: Palette) -> [String] {
        guard let c = a.count else { return [] }
        let q = a.question
        let p = a.period
        let phrase = Messages.fieldPhrase(q.field, q.polarity)
        var lines: [String] = []
        if p.from == p.to {
            // a yes/no question about one day
            let day = GermanLabels.dayText(p.from)
            if q.field == .snapshot {
                lines.append(c.matchingItems > 0 ? "Ja – am \(day) \(phrase) (\(c.matchingItems)×)." : "Nein – am \(day) \(phrase.replacingFirst("hast du", with: "hast du nicht"))." )
            } else if p.daysWithEntries == 0 {
                lines.append("Für \(day) gibt es keinen Eintrag.")
            } else {
                lines.append(c.matchingItems > 0 ? "Ja – am \(day) \(phrase)\(detail(q.field, p.days.first!))." : "Nein – laut deinem Eintrag vom \(day) nicht.")
            }
            return lines
        }
        if q.field == .snapshot {
            lines.append("\(capitalized(period)) \(phrase): \(c.matchingItems)× an \(Messages.daysDative(c.matchingDays.count)).")
            if let avg = p.checkInAverage { lines.append("Der Durchschnitt deiner Check-ins lag bei \(Messages.decimal(avg)) von 5.") }
        } else {
            lines.append("\(capitalized(period)) \(phrase) an \(c.matchingItems) von \(Messages.daysDative(c.consideredItems)) mit Eintrag.")
            if let prev = a.previous, prev.daysWithEntries > 0 {
                let before = prev.days.filter { PeriodStats.matches($0, field: q.field, polarity: q.polarity) }.count
                lines.append("Im Zeitraum davor waren es \(before) von \(Messages.daysDative(prev.daysWithEntries)).")
            }
        }
        if !c.matchingDays.isEmpty {
            let shown = c.matchingDays.suffix(10).map { GermanLabels.weekdayShort[$0.weekday - 1] + " " + Messages.longDate($0) }
            lines.append("")
            lines.append("  " + (c.matchingDays.count > 10 ? "zuletzt: " : "") + shown.joined(separator: ", "))
        }
        lines += [""] + table(p, pal)
        return lines
    }

    /// " (mittel)" etc. for a matching day of a yes/no question.
    static func detail(_ field: QuestionField?, _ d: DaySummary) -> String {
        switch field {
        case .stress: return d.stress.map { " (\(GermanLabels.label($0)))" } ?? ""
        case .distress: return d.distress.map { " (\(GermanLabels.label($0)))" } ?? ""
        case .musicInHead: return d.songs.first.map { " („\($0)“)" } ?? ""
        case .countermeasures: return d.activities.isEmpty ? "" : " (\(d.activities.joined(separator: ", ")))"
        default: return ""
        }
    }

    // MARK: Last

    static func last(_ a: Answer, _ period: String, _ pal: Palette) -> [String] {
        guard let l = a.last, let day = l.day else {
            return ["\(capitalized(period)) \(Messages.fieldPhrase(a.question.field, a.question.polarity)) laut deinem Tagebuch nie."]
        }
        let ago: String
        switch l.daysAgo ?? 0 {
        case 0: ago = "heute"
        case 1: ago = "gestern"
        case let n: ago = "vor \(n) Tagen"
        }
        var line = "Zuletzt \(Messages.fieldPhrase(a.question.field, a.question.polarity)) am \(GermanLabels.dayText(day)) – \(ago)"
        if let s = l.summary { line += detail(a.question.field, s) }
        if let c = l.checkIn { line += " (\(GermanLabels.label(c.rating)), \(c.createdAt.clockText) Uhr)" }
        return [line + "."]
    }

    // MARK: Songs

    static func songs(_ a: Answer, _ period: String, _ pal: Palette) -> [String] {
        let p = a.period
        guard let top = p.songsByCount.first else {
            if p.earwormDays > 0 { return ["\(capitalized(period)) hattest du an \(Messages.daysDative(p.earwormDays)) einen Ohrwurm, aber ohne Liednamen."] }
            return ["\(capitalized(period)) hattest du keinen Ohrwurm – zumindest steht keiner im Tagebuch."]
        }
        var lines = ["\(capitalized(period)) war „\(top.name)“ am häufigsten in deinem Kopf (\(Messages.days(top.days)))."]
        if let worst = p.songsByDistress.first, let avg = worst.averageDistress, avg > 0 {
            lines.append("Am meisten belastet hat dich „\(worst.name)“ (höchster Leidensdruck: \(worst.maxDistress.map(GermanLabels.label) ?? "–")).")
        }
        lines.append("")
        let list = Array(p.songsByCount.prefix(15))
        let w = list.map { $0.name.count }.max() ?? 0
        let maxDays = list.map(\.days).max() ?? 1
        for s in list {
            let bar = String(repeating: "█", count: max(1, s.days * 20 / maxDays))
            lines.append("  " + Palette.padRight(s.name, w) + "  " + Palette.padLeft("\(s.days)", 3) + "  " + pal.cyan(bar)
                + (s.maxDistress.map { "  Leidensdruck bis \(GermanLabels.label($0))" } ?? ""))
        }
        return lines
    }

    // MARK: Trend

    static func trend(_ a: Answer, _ period: String, _ pal: Palette) -> [String] {
        guard let t = a.trend, let prev = a.previous else { return summary(a, period, pal) }
        let name = Messages.fieldName(a.question.field)
        let prevText = Messages.periodText(prev.from, prev.to)
        var lines: [String] = []
        switch t.direction {
        case .unknown:
            lines.append("Für einen Vergleich fehlen Daten: \(period) oder \(prevText) gibt es zu wenig Einträge.")
        case .same:
            lines.append("\(name): \(period) etwa gleich wie \(prevText).")
        case .better:
            lines.append("\(name): \(period) besser als \(prevText).")
        case .worse:
            lines.append("\(name): \(period) schwieriger als \(prevText).")
        case .more:
            lines.append("\(name): \(period) häufiger als \(prevText).")
        case .less:
            lines.append("\(name): \(period) seltener als \(prevText).")
        }
        if let c = t.current, let pv = t.previous {
            lines.append("Kennzahl (\(metricLabel(t.metric))): \(metricValue(t.metric, c)) jetzt, \(metricValue(t.metric, pv)) davor.")
        }
        lines.append("")
        lines.append(pal.bold("  Jetzt"))
        lines += table(a.period, pal)
        lines.append(pal.bold("  Davor"))
        lines += table(prev, pal)
        return lines
    }

    static func metricLabel(_ m: String) -> String {
        switch m {
        case "moodScore": return "Stimmung von −1 bis +1"
        case "earwormShare": return "Anteil der Tage mit Ohrwurm"
        case "distressMean": return "mittlerer Leidensdruck 0–3"
        case "stressMean": return "mittlerer Stress 0–3"
        case "socialContactShare": return "Anteil der Tage mit Kontakt"
        case "countermeasureShare": return "Anteil der Ohrwurm-Tage mit Gegenmaßnahme"
        default: return "Check-in-Durchschnitt 1–5"
        }
    }

    static func metricValue(_ m: String, _ v: Double) -> String {
        m.hasSuffix("Share") ? "\(Int((v * 100).rounded())) %" : Messages.decimal(v, digits: 2)
    }

    // MARK: List

    static func list(_ a: Answer, _ period: String, _ pal: Palette) -> [String] {
        guard !a.listed.isEmpty else { return [Messages.questionEmpty(period: period)] }
        var lines = ["\(capitalized(period)): \(a.listed.count == 1 ? "1 Eintrag" : "\(a.listed.count) Einträge")."]
        for e in a.listed {
            let f = e.fields
            var head = "  " + GermanLabels.dayText(e.day) + "  " + pal.mood(GermanLabels.label(f.mood), f.mood)
            if f.musicInHead { head += "  ♪ " + (f.songName ?? "Ohrwurm") }
            lines.append("")
            lines.append(head)
            lines.append("    " + e.transcript)
        }
        return lines
    }

    static func capitalized(_ s: String) -> String {
        guard let f = s.first else { return s }
        return f.uppercased() + s.dropFirst()
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let r = range(of: target) else { return self }
        return replacingCharacters(in: r, with: replacement)
    }
}
