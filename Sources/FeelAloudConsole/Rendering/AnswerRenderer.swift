import FeelAloudCore

/// Turns an `Answer` into terminal text: one or two plain German sentences, then a compact
/// table and a per-day chart (Unicode blocks; ANSI colour only when `color` is true).
/// Empty periods get a friendly sentence instead of a table of zeros. Pure.
public enum AnswerRenderer {
    public static func render(_ answer: Answer, color: Bool) -> String {
        let q = answer.question
        if q.needsClarification { return Messages.clarify(q) + "\n" }
        let pal = Palette(enabled: color)
        let p = answer.period
        let period = Messages.periodText(p.from, p.to, allTime: q.range.from == nil)
        var out: [String] = []
        if let u = q.unparsed { out.append(Messages.unparsedNote(u, period: period)) }
        let empty = p.daysWithEntries == 0 && p.checkInCount == 0
        if empty && !(q.intent == .last && answer.last?.day != nil) {
            return (out + [Messages.questionEmpty(period: period)]).joined(separator: "\n") + "\n"
        }
        switch q.intent {
        case .summary: out += summary(answer, period, pal)
        case .count: out += isFiltered(q) ? filteredCount(answer, period, pal) : count(answer, period, pal)
        case .last: out += last(answer, period, pal)
        case .songs: out += songs(answer, period, pal)
        case .trend: out += trend(answer, period, pal)
        case .list: out += list(answer, period, pal)
        case .extreme: out += extreme(answer, period, pal)
        case .effect: out += effect(answer, period, pal)
        case .unknown: out.append(Messages.clarify(q))
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// A song or value filter (or, for lists, a field) narrows the days the answer counts.
    static func isFiltered(_ q: Question) -> Bool {
        q.song != nil || q.value != nil || (q.intent == .list && q.field != nil)
    }

    /// "Vom 03.09. bis 12.09.2026, nur „Atemlos“:" — the first words of a filtered answer.
    static func scope(_ a: Answer, _ period: String) -> String {
        let q = a.question
        return Messages.scope(period: period, filter: isFiltered(q) ? Messages.filterText(song: q.song, field: q.field, value: q.value) : nil)
    }

    static func lowerFirst(_ s: String) -> String {
        guard let f = s.first else { return s }
        return f.lowercased() + s.dropFirst()
    }

    static func dayList(_ days: [DayKey]) -> [String] {
        guard !days.isEmpty else { return [] }
        let shown = days.suffix(10).map { GermanLabels.weekdayShort[$0.weekday - 1] + " " + Messages.longDate($0) }
        return ["", "  " + (days.count > 10 ? Messages.recentPrefix : "") + shown.joined(separator: ", ")]
    }

    static func filteredCount(_ a: Answer, _ period: String, _ pal: Palette) -> [String] {
        guard let c = a.count else { return [] }
        if a.period.from == a.period.to {
            return [scope(a, period) + " " + (c.matchingItems > 0 ? "ja." : "nein.")]
        }
        return [scope(a, period) + " " + Messages.filteredCount(matching: c.matchingItems, considered: c.consideredItems)]
            + dayList(c.matchingDays)
    }

    // MARK: Extreme and effect

    static func extreme(_ a: Answer, _ period: String, _ pal: Palette) -> [String] {
        guard let x = a.extreme, let mood = x.mood, !x.days.isEmpty else { return [Messages.questionEmpty(period: period)] }
        var lines = [scope(a, period) + " " + Messages.extremeLine(order: x.order, days: x.days, mood: mood, checkIn: x.checkInAverage)]
        lines.append(Messages.extremeRule)
        lines += chart(a.period, pal)
        return lines
    }

    static func effect(_ a: Answer, _ period: String, _ pal: Palette) -> [String] {
        guard let e = a.effect else { return [] }
        let head = scope(a, period) + " "
        var lines: [String] = []
        let n = EffectResult.minimumDays
        switch e.kind {
        case let .mood(with, without):
            lines.append(head + (e.enough ? Messages.effectMood(field: e.field, with: with, without: without) : Messages.effectTooFew(min: n)))
            if !e.enough { lines.append("  " + Messages.effectMood(field: e.field, with: with, without: without)) }
        case let .countermeasure(activity, with, without, activities):
            if !e.enough {
                lines.append(head + Messages.effectTooFew(min: n))
                lines.append("  " + Messages.effectActivity(activity, with: with, without: without))
            } else if activity == nil, !activities.isEmpty {
                lines.append(head + Messages.effectActivity(nil, with: with, without: without))
                lines.append(Messages.effectActivitiesHeader)
                lines += activities.map { Messages.effectActivityRow($0.name, $0.share) }
            } else {
                lines.append(head + Messages.effectActivity(activity, with: with, without: without))
                if activity == nil { lines.append(Messages.effectActivitiesTooFew(min: n)) }
            }
        case let .weekday(shares):
            let eligible = shares.indices.filter { shares[$0].days >= n }
            let bestRatio = eligible.compactMap { shares[$0].ratio }.max()
            if e.enough, let r = bestRatio {
                let best = eligible.filter { shares[$0].ratio == r }
                lines.append(head + Messages.effectWeekday(best: best, shares: shares))
            } else {
                lines.append(head + Messages.effectTooFew(min: n))
            }
            lines.append("")
            for (i, s) in shares.enumerated() where s.days > 0 {
                lines.append("  " + Palette.padRight(GermanLabels.weekdayNames[i], 10) + "  gut an \(Messages.share(s))")
            }
        }
        lines.append(Messages.effectNoCause)
        return lines
    }

    // MARK: Summary

    static func summarySentences(_ a: Answer, _ period: String) -> [String] {
        let p = a.period
        let s1 = p.daysWithEntries == 0
            ? Messages.summaryOnlyCheckIns(period: period, count: p.checkInCount)
            : (p.dayCount == 1 ? Messages.oneDayMood(p.from, p.days[0].mood)
                : Messages.summaryMood(subject: subject(a), good: p.goodDays, neutral: p.neutralDays, bad: p.badDays))
        if p.dayCount == 1, let d = p.days.first {
            return [s1, Messages.oneDayDetails(songs: d.musicInHead ? d.songs : nil, socialContact: d.socialContact)]
        }
        var parts: [String] = []
        if p.earwormDays > 0 {
            parts.append(Messages.summaryEarworms(days: p.earwormDays, topSong: p.songsByCount.first?.name))
        } else if p.daysWithEntries > 0 {
            parts.append(Messages.summaryNoEarworms)
        }
        if p.socialContactDays > 0 { parts.append(Messages.summarySocial(days: p.socialContactDays)) }
        var s2 = parts.joined(separator: ", ")
        if !s2.isEmpty { s2 += "." }
        if let prev = a.previous, prev.daysWithEntries > 0, p.daysWithEntries > 0, let c = p.moodScore, let d = prev.moodScore {
            let cmp = abs(c - d) < 0.1 ? 0 : (c > d ? 1 : -1)
            s2 += (s2.isEmpty ? "" : " ") + Messages.summaryComparison(cmp, previousGood: prev.goodDays, previousDays: prev.daysWithEntries)
        }
        return s2.isEmpty ? [s1] : [s1, s2]
    }

    /// "Deine Woche", "Dein Oktober", "Dein Tag (Sa, 28.11.2026)", "Die Zeit vom … bis …".
    static func subject(_ a: Answer) -> String {
        let p = a.period
        if a.question.range.from == nil { return Messages.subjectAllTime(since: p.from) }
        if p.from == p.to { return Messages.subjectDay(p.from) }
        if p.dayCount == 7 { return Messages.subjectWeek(p.from, p.to) }
        if p.from.day == 1, p.from.month == p.to.month, p.from.year == p.to.year, p.to == p.to.lastOfMonth || p.to == a.question.range.to {
            return Messages.subjectMonth(p.from.month, p.from.year)
        }
        return Messages.subjectSpan(p.from, p.to)
    }

    static func summary(_ a: Answer, _ period: String, _ pal: Palette) -> [String] {
        summarySentences(a, period) + [""] + table(a.period, pal) + chart(a.period, pal)
    }

    /// The compact table of a period's numbers (rows without data are left out).
    static func table(_ p: PeriodStats, _ pal: Palette) -> [String] {
        var rows: [(String, String)] = []
        rows.append((Messages.rowDaysWithEntries, Messages.cellDaysWithEntries(p.daysWithEntries, of: p.dayCount, entries: p.entryCount)))
        if p.daysWithEntries > 0 {
            let moods = pal.green("\(GermanLabels.label(Mood.good)) \(p.goodDays)") + " · "
                + pal.yellow("\(GermanLabels.label(Mood.neutral)) \(p.neutralDays)") + " · " + pal.red("\(GermanLabels.label(Mood.bad)) \(p.badDays)")
            rows.append((Messages.rowMood, moods))
            rows.append((Messages.rowEarwormDays, "\(p.earwormDays)"))
            if p.distressDays.reduce(0, +) > 0 { rows.append((Messages.rowDistress, severityText(p.distressDays))) }
            if p.stressDays.reduce(0, +) > 0 { rows.append((Messages.rowStress, severityText(p.stressDays))) }
            rows.append((Messages.rowSocial, Messages.cellOnDays(p.socialContactDays)))
            if p.countermeasureDays > 0 {
                rows.append((Messages.rowCountermeasures, Messages.cellCountermeasures(
                    days: p.countermeasureDays, eased: p.countermeasureEased, evaluated: p.countermeasureEvaluated)))
            }
        }
        if let avg = p.checkInAverage {
            let dist = (1...5).reversed().filter { p.checkInDistribution[$0 - 1] > 0 }
                .map { "\($0): \(p.checkInDistribution[$0 - 1])" }.joined(separator: ", ")
            rows.append((Messages.rowCheckIns, Messages.cellCheckIns(count: p.checkInCount, average: avg, distribution: dist)))
        }
        if p.longestStreak > 1 || p.currentStreak > 1 {
            rows.append((Messages.rowStreak, Messages.cellStreak(current: p.currentStreak, longest: p.longestStreak)))
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
        for c in p.checkInDays { checkIns[c.day] = (c.ratingSum, c.count) }
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
                if d.musicInHead { line += "  ♪" + (d.songs.isEmpty ? "" : " " + d.songs.joined(separator: " · ")) }
                if let c = checkIns[day] { line += "  " + Messages.chartCheckIn(Double(c.0) / Double(c.1)) }
                lines.append(line)
            }
        } else {
            // weekly rows: share of good days as a bar of up to 10 blocks
            // weekly rows, from the first week with an entry
            var monday = max(p.from, p.days[0].day).mondayOfWeek
            while monday <= p.to {
                let week = (0..<7).compactMap { byDay[monday.adding(days: $0)] }
                let label = Messages.chartWeek(monday)
                if week.isEmpty {
                    lines.append("  \(label)  " + pal.dim("·"))
                } else {
                    let good = week.filter { $0.mood == .good }.count, bad = week.filter { $0.mood == .bad }.count
                    let neutral = week.count - good - bad
                    let bar = pal.green(String(repeating: "█", count: good)) + pal.yellow(String(repeating: "▓", count: neutral))
                        + pal.red(String(repeating: "░", count: bad))
                    lines.append("  \(label)  " + bar + String(repeating: " ", count: 8 - week.count) + "  " + Messages.chartWeekGood(good, of: week.count))
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
            if q.field == .snapshot {
                lines.append(c.matchingItems > 0 ? Messages.yesCheckIns(day: p.from, phrase: phrase, count: c.matchingItems) : Messages.noCheckIns(day: p.from))
            } else if p.daysWithEntries == 0 {
                lines.append(Messages.noEntryOn(p.from))
            } else {
                lines.append(c.matchingItems > 0 ? Messages.yesOn(p.from, phrase: phrase, detail: detail(q.field, p.days[0])) : Messages.noOn(p.from))
            }
            return lines
        }
        if q.field == .snapshot {
            lines.append(Messages.countCheckIns(period: period, phrase: phrase, count: c.matchingItems, days: c.matchingDays.count))
            if let avg = p.checkInAverage { lines.append(Messages.checkInAverage(avg)) }
        } else {
            lines.append(Messages.countDays(period: period, phrase: phrase, matching: c.matchingItems, considered: c.consideredItems))
            if let prev = a.previous, prev.daysWithEntries > 0 {
                let before = prev.days.filter { PeriodStats.matches($0, field: q.field, polarity: q.polarity) }.count
                lines.append(Messages.countBefore(before, of: prev.daysWithEntries))
            }
        }
        if !c.matchingDays.isEmpty {
            let shown = c.matchingDays.suffix(10).map { GermanLabels.weekdayShort[$0.weekday - 1] + " " + Messages.longDate($0) }
            lines.append("")
            lines.append("  " + (c.matchingDays.count > 10 ? Messages.recentPrefix : "") + shown.joined(separator: ", "))
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
        let phrase = Messages.fieldPhrase(a.question.field, a.question.polarity)
        if isFiltered(a.question) {
            guard let l = a.last, let day = l.day else { return [scope(a, period) + " " + Messages.filteredNever] }
            return [scope(a, period) + " " + Messages.filteredLast(day: day, ago: l.daysAgo ?? 0)]
        }
        guard let l = a.last, let day = l.day else { return [Messages.lastNever(period: period, phrase: phrase)] }
        var detailText = l.summary.map { detail(a.question.field, $0) } ?? ""
        if let c = l.checkIn { detailText += Messages.checkInDetail(c.rating, c.createdAt.clockText) }
        return [scope(a, period) + " " + lowerFirst(Messages.lastOn(phrase: phrase, day: day, ago: l.daysAgo ?? 0, detail: detailText))]
    }

    // MARK: Songs

    static func songs(_ a: Answer, _ period: String, _ pal: Palette) -> [String] {
        let p = a.period
        guard let top = p.songsByCount.first else {
            return [p.earwormDays > 0 ? Messages.songsUnnamed(period: period, days: p.earwormDays) : Messages.songsNone(period: period)]
        }
        let tied = p.songsByCount.filter { $0.days == top.days }
        var lines = [tied.count > 1
            ? Messages.songsTie(period: period, names: tied.map(\.name), days: top.days)
            : Messages.songsTop(period: period, name: top.name, days: top.days)]
        if let worst = p.songsByDistress.first, let avg = worst.averageDistress, avg > 0 {
            lines.append(Messages.songsWorst(name: worst.name, maxDistress: worst.maxDistress))
        }
        lines.append("")
        let list = Array(p.songsByCount.prefix(15))
        let w = list.map { $0.name.count }.max() ?? 0
        let maxDays = list.map(\.days).max() ?? 1
        for s in list {
            let bar = String(repeating: "█", count: max(1, s.days * 20 / maxDays))
            lines.append("  " + Palette.padRight(s.name, w) + "  " + Palette.padLeft("\(s.days)", 3) + "  " + pal.cyan(bar)
                + (s.maxDistress.map { "  " + Messages.songDistress($0) } ?? ""))
        }
        return lines
    }

    // MARK: Trend

    static func trend(_ a: Answer, _ period: String, _ pal: Palette) -> [String] {
        guard let t = a.trend, let prev = a.previous else { return summary(a, period, pal) }
        let prevText = Messages.periodText(prev.from, prev.to)
        var lines: [String] = []
        if t.direction == .unknown {
            lines.append(Messages.trendUnknown(period: period, previous: prevText))
        } else {
            lines.append(Messages.trendLine(name: Messages.fieldName(a.question.field), period: period, previous: prevText,
                                            direction: t.direction.rawValue))
        }
        if let c = t.current, let pv = t.previous {
            lines.append(Messages.trendMetric(label: Messages.trendMetricLabel(t.metric), current: metricValue(t.metric, c),
                                              previous: metricValue(t.metric, pv)))
        }
        lines.append("")
        lines.append(pal.bold("  " + Messages.trendNow))
        lines += table(a.period, pal)
        lines.append(pal.bold("  " + Messages.trendBefore))
        lines += table(prev, pal)
        return lines
    }

    static func metricValue(_ m: String, _ v: Double) -> String {
        m.hasSuffix("Share") ? "\(Int((v * 100).rounded())) %" : Messages.decimal(v, digits: 2)
    }

    // MARK: List

    /// At most this many entries are printed in a list answer (the newest).
    static let listLimit = 60

    static func list(_ a: Answer, _ period: String, _ pal: Palette) -> [String] {
        if isFiltered(a.question) {
            guard !a.listed.isEmpty else { return [scope(a, period) + " " + Messages.filteredNever] }
        }
        guard !a.listed.isEmpty else { return [Messages.questionEmpty(period: period)] }
        var lines = [isFiltered(a.question)
            ? scope(a, period) + " " + Messages.listFiltered(count: a.listedTotal, days: a.listedDays)
            : Messages.listHeader(period: period, count: a.listedTotal)]
        // a long list shows its newest entries (all of them are in `ask --json` up to 366)
        let shown = a.listed.suffix(Self.listLimit)
        if shown.count < a.listedTotal { lines.append(Messages.listNewest(shown.count, of: a.listedTotal)) }
        for e in shown {
            let f = e.fields
            var head = "  " + GermanLabels.dayText(e.day) + "  " + pal.mood(GermanLabels.label(f.mood), f.mood)
            if f.musicInHead { head += "  ♪ " + (f.songName ?? Messages.earwormFallbackName) }
            lines.append("")
            lines.append(head)
            lines.append("    " + e.transcript)
        }
        return lines
    }

}
