/// German text of rendered answers (`AnswerRenderer`) and views (`DiaryViews`): sentences,
/// table labels and chart captions. Descriptive only — never a diagnosis or advice.
extension Messages {
    // MARK: Summary

    /// "überwiegend gut", "gemischt", … from day counts.
    public static func moodLean(good: Int, neutral: Int, bad: Int) -> String {
        let n = good + neutral + bad
        if good * 2 > n { return "überwiegend gut" }
        if bad * 2 > n { return "überwiegend schwer" }
        if neutral * 2 > n { return "überwiegend ausgeglichen" }
        return "gemischt"
    }

    /// "Deine Woche (…) war überwiegend gut: an 5 von 7 Tagen mit Eintrag ging es dir gut, an 1 neutral, an 1 schlecht."
    public static func summaryMood(subject: String, good: Int, neutral: Int, bad: Int) -> String {
        var s = "\(subject) war \(moodLean(good: good, neutral: neutral, bad: bad)): an \(good) von \(daysDative(good + neutral + bad)) mit Eintrag ging es dir gut"
        if neutral > 0 { s += ", an \(neutral) neutral" }
        if bad > 0 { s += ", an \(bad) schlecht" }
        return s + "."
    }

    public static func summaryOnlyCheckIns(period: String, count: Int) -> String {
        "\(capitalizedFirst(period)) hast du nur eingecheckt (\(count)×), aber nichts ins Tagebuch geschrieben."
    }

    public static func summaryEarworms(days: Int, topSong: String?) -> String {
        "An \(daysDative(days)) hattest du einen Ohrwurm" + (topSong.map { " (am häufigsten „\($0)“)" } ?? "")
    }

    public static let summaryNoEarworms = "Ohrwürmer hattest du keine"
    public static func summarySocial(days: Int) -> String { "an \(daysDative(days)) Kontakt zu anderen" }

    /// comparison: -1 harder, 0 similar, +1 better than the period before.
    public static func summaryComparison(_ comparison: Int, previousGood: Int, previousDays: Int) -> String {
        let cmp = comparison == 0 ? "ähnlich wie" : (comparison > 0 ? "besser als" : "schwerer als")
        return "Das war \(cmp) im Zeitraum davor (\(previousGood) gute von \(previousDays) Tagen)."
    }

    /// "Dein Tagebuch bisher (seit 16.11.2026)".
    public static func subjectAllTime(since first: DayKey) -> String { "Dein Tagebuch bisher (seit \(longDate(first)))" }
    public static func subjectDay(_ d: DayKey) -> String { "Dein Tag (\(GermanLabels.dayText(d)))" }
    public static func subjectWeek(_ from: DayKey, _ to: DayKey) -> String { "Deine Woche (\(periodText(from, to)))" }
    public static func subjectMonth(_ month: Int, _ year: Int) -> String { "Dein \(GermanLabels.monthNames[month - 1]) \(year)" }
    public static func subjectSpan(_ from: DayKey, _ to: DayKey) -> String { "Die Zeit \(periodText(from, to))" }

    // MARK: Table

    public static let rowDaysWithEntries = "Tage mit Eintrag"
    public static let rowMood = "Stimmung"
    public static let rowEarwormDays = "Ohrwurm-Tage"
    public static let rowDistress = "Leidensdruck"
    public static let rowStress = "Stress"
    public static let rowSocial = "Sozialkontakt"
    public static let rowCountermeasures = "Gegenmaßnahmen"
    public static let rowCheckIns = "Momentaufnahmen"
    public static let rowStreak = "Serie"

    public static func cellDaysWithEntries(_ days: Int, of total: Int, entries: Int) -> String {
        "\(days) von \(total)" + (entries != days ? " (\(entries) Einträge)" : "")
    }
    public static func cellOnDays(_ n: Int) -> String { "an \(daysDative(n))" }
    public static func cellCountermeasures(days: Int, eased: Int, evaluated: Int) -> String {
        cellOnDays(days) + (evaluated > 0 ? ", danach leichter: \(eased) von \(evaluated)" : "")
    }
    public static func cellCheckIns(count: Int, average: Double, distribution: String) -> String {
        "\(count), Ø \(decimal(average)) (\(distribution))"
    }
    public static func cellStreak(current: Int, longest: Int) -> String {
        "aktuell \(days(current)), längste \(days(longest))"
    }
    public static func chartCheckIn(_ average: Double) -> String { "Momentaufnahmen Ø \(decimal(average))" }
    public static func chartWeek(_ monday: DayKey) -> String { "KW ab " + shortDate(monday) }
    public static func chartWeekGood(_ good: Int, of n: Int) -> String { "\(good)/\(n) gut" }

    // MARK: Count and last

    public static func yesCheckIns(day: DayKey, phrase: String, count: Int) -> String { "Ja – am \(GermanLabels.dayText(day)) \(phrase) (\(count)×)." }
    public static func noCheckIns(day: DayKey) -> String { "Nein – am \(GermanLabels.dayText(day)) hast du nicht eingecheckt." }
    public static func noEntryOn(_ day: DayKey) -> String { "Für \(GermanLabels.dayText(day)) gibt es keinen Eintrag." }
    public static func yesOn(_ day: DayKey, phrase: String, detail: String) -> String { "Ja – am \(GermanLabels.dayText(day)) \(phrase)\(detail)." }
    public static func noOn(_ day: DayKey) -> String { "Nein – laut deinem Eintrag vom \(GermanLabels.dayText(day)) nicht." }
    public static func countCheckIns(period: String, phrase: String, count: Int, days: Int) -> String {
        "\(capitalizedFirst(period)) \(phrase): \(count)× an \(daysDative(days))."
    }
    public static func checkInAverage(_ avg: Double) -> String { "Der Durchschnitt deiner Momentaufnahmen lag bei \(decimal(avg)) von 5." }
    public static func countDays(period: String, phrase: String, matching: Int, considered: Int) -> String {
        "\(capitalizedFirst(period)) \(phrase) an \(matching) von \(daysDative(considered)) mit Eintrag."
    }
    public static func countBefore(_ n: Int, of days: Int) -> String { "Im Zeitraum davor waren es \(n) von \(daysDative(days))." }
    public static let recentPrefix = "zuletzt: "

    public static func lastNever(period: String, phrase: String) -> String { "\(capitalizedFirst(period)) \(phrase) laut deinem Tagebuch nie." }
    public static func daysAgo(_ n: Int) -> String { n == 0 ? "heute" : (n == 1 ? "gestern" : "vor \(n) Tagen") }
    public static func lastOn(phrase: String, day: DayKey, ago: Int, detail: String) -> String {
        "Zuletzt \(phrase) am \(GermanLabels.dayText(day)) – \(daysAgo(ago))\(detail)."
    }
    public static func checkInDetail(_ rating: SnapshotRating, _ time: String) -> String { " (\(GermanLabels.label(rating)), \(time) Uhr)" }

    // MARK: Songs

    public static func songsUnnamed(period: String, days: Int) -> String {
        "\(capitalizedFirst(period)) hattest du an \(daysDative(days)) einen Ohrwurm, aber ohne Liednamen."
    }
    public static func songsNone(period: String) -> String { "\(capitalizedFirst(period)) hattest du keinen Ohrwurm – zumindest steht keiner im Tagebuch." }
    public static func songsTop(period: String, name: String, days: Int) -> String {
        "\(capitalizedFirst(period)) war „\(name)“ am häufigsten in deinem Kopf (\(self.days(days)))."
    }
    /// "Vom … waren „A“ und „B“ gleich oft in deinem Kopf – ein Gleichstand (je 3 Tage)."
    public static func songsTie(period: String, names: [String], days: Int) -> String {
        let quoted = names.prefix(5).map { "„\($0)“" }
        let list = quoted.dropLast().joined(separator: ", ") + " und " + quoted.last!
        return "\(capitalizedFirst(period)) waren \(list) gleich oft in deinem Kopf – ein Gleichstand (je \(self.days(days)))."
    }
    public static func songsWorst(name: String, maxDistress: Severity?) -> String {
        "Am meisten belastet hat dich „\(name)“ (höchster Leidensdruck: \(maxDistress.map(GermanLabels.label) ?? "–"))."
    }
    public static func songDistress(_ s: Severity) -> String { "Leidensdruck bis \(GermanLabels.label(s))" }

    // MARK: Trend

    public static func trendUnknown(period: String, previous: String) -> String {
        "Für einen Vergleich fehlen Daten: \(period) oder \(previous) gibt es zu wenig Einträge."
    }
    /// direction: "better", "worse", "same", "more", "less".
    public static func trendLine(name: String, period: String, previous: String, direction: String) -> String {
        let word: String
        switch direction {
        case "better": word = "besser als"
        case "worse": word = "schwieriger als"
        case "more": word = "häufiger als"
        case "less": word = "seltener als"
        default: word = "etwa gleich wie"
        }
        return "\(name): \(period) \(word) \(previous)."
    }
    public static func trendMetric(label: String, current: String, previous: String) -> String {
        "Kennzahl (\(label)): \(current) jetzt, \(previous) davor."
    }
    public static func trendMetricLabel(_ metric: String) -> String {
        switch metric {
        case "moodScore": return "Stimmung von −1 bis +1"
        case "earwormShare": return "Anteil der Tage mit Ohrwurm"
        case "distressMean": return "mittlerer Leidensdruck 0–3"
        case "stressMean": return "mittlerer Stress 0–3"
        case "socialContactShare": return "Anteil der Tage mit Kontakt"
        case "countermeasureShare": return "Anteil der Ohrwurm-Tage mit Gegenmaßnahme"
        default: return "Momentaufnahmen, Durchschnitt 1–5"
        }
    }
    public static let trendNow = "Jetzt"
    public static let trendBefore = "Davor"

    // MARK: List and views

    public static func listHeader(period: String, count: Int) -> String {
        "\(capitalizedFirst(period)): \(count == 1 ? "1 Eintrag" : "\(count) Einträge")."
    }
    public static func listFiltered(count: Int, days: Int) -> String {
        (count == 1 ? "1 Eintrag" : "\(count) Einträge") + (days == count ? "." : " an \(daysDative(days)).")
    }
    public static func listNewest(_ shown: Int, of total: Int) -> String { "Hier die \(shown) neuesten von \(total) Einträgen:" }
    public static let earwormFallbackName = "Ohrwurm"
    public static let legendGood = "gut", legendNeutral = "neutral", legendBad = "schlecht", legendNone = "kein Eintrag"
    public static let monthEmpty = "Noch keine Einträge in diesem Monat."
    public static func yearEmpty(_ year: Int) -> String { "Noch keine Einträge in \(year)." }
    public static func viewDaysWithEntries(_ n: Int, good: Int) -> String { "\(n) Tage mit Eintrag, davon \(good) gut." }

    static func capitalizedFirst(_ s: String) -> String {
        guard let f = s.first else { return s }
        return f.uppercased() + s.dropFirst()
    }
}
