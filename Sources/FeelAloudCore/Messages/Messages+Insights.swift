/// German text of the v2 answers (CONTRACT.md §5.2): asking back when a question maps to
/// nothing or names a time that was not understood, the scope line (period and filter) that
/// opens every filtered answer, best/worst days and what goes with what. Descriptive only:
/// a comparison never claims a cause.
extension Messages {
    // MARK: Asking back

    public static let clarifyExamples = "„Wie war meine Woche?“, „Wie oft hatte ich im Oktober einen Ohrwurm?“ oder „Wann habe ich zuletzt jemanden getroffen?“"

    /// The `clarify` sentence of `ask --json` and the REPL's answer when a question cannot be
    /// answered as asked.
    public static func clarify(_ q: Question) -> String {
        if q.asksFuture {
            return "Wie es wird, kann ich nicht sagen – dein Tagebuch reicht bis heute. Frag mich zum Beispiel: \(clarifyExamples)"
        }
        if q.intent != .unknown, let u = q.unparsed {
            return "„\(u)“ habe ich als Zeitangabe nicht verstanden – dein Tagebuch reicht bis heute. Frag zum Beispiel nach „letzter Woche“, „im Oktober“, „vom 3. bis 12. September“ oder „an Ostern“."
        }
        return "Das kann ich aus deinem Tagebuch nicht beantworten. Frag mich zum Beispiel: \(clarifyExamples)"
    }

    /// First line when part of a question's time was not understood but another part was.
    public static func unparsedNote(_ words: String, period: String) -> String {
        "„\(words)“ habe ich als Zeitangabe nicht verstanden; die Antwort gilt \(period)."
    }

    // MARK: Scope line

    /// "Vom 03.09. bis 12.09.2026, nur „Atemlos durch die Nacht“:" — the period and filter an
    /// answer is computed for.
    public static func scope(period: String, filter: String?) -> String {
        capitalizedFirst(period) + (filter.map { ", nur \($0)" } ?? "") + ":"
    }

    /// The filter of a question in words ("„Atemlos“", "schlechte Tage", "Tage mit Kontakt").
    public static func filterText(song: String?, field: QuestionField?, value: String?) -> String? {
        if let s = song { return "„\(s)“" }
        guard let f = field else { return nil }
        switch (f, value) {
        case (.mood, "good"?): return "gute Tage"
        case (.mood, "bad"?): return "schlechte Tage"
        case (.mood, "neutral"?): return "neutrale Tage"
        case (.mood, _): return nil
        case (.stress, "high"?): return "Tage mit hohem Stress"
        case (.stress, "medium"?): return "Tage mit mittlerem Stress"
        case (.stress, "low"?): return "Tage mit wenig Stress"
        case (.stress, "none"?): return "Tage ohne Stress"
        case (.stress, _): return "Tage mit Stress"
        case (.distress, "high"?): return "Tage mit unerträglichem Ohrwurm"
        case (.distress, "none"?): return "Tage, an denen der Ohrwurm nicht störte"
        case (.distress, let v?): return "Tage mit Leidensdruck „\(GermanLabels.label(Severity(rawValue: v) ?? .medium))“"
        case (.distress, nil): return "Tage mit belastendem Ohrwurm"
        case (.socialContact, "false"?): return "Tage ohne Kontakt"
        case (.socialContact, _): return "Tage mit Kontakt"
        case (.countermeasures, "false"?): return "Ohrwurm-Tage ohne Gegenmaßnahme"
        case (.countermeasures, _): return "Tage mit Gegenmaßnahmen"
        case (.musicInHead, "strong"?): return "Tage mit starkem Ohrwurm"
        case (.musicInHead, "false"?): return "Tage ohne Ohrwurm"
        case (.musicInHead, _): return "Tage mit Ohrwurm"
        case (.snapshot, _): return nil
        }
    }

    /// "an 3 von 12 Tagen mit Eintrag (Mo, 07.09., …)".
    public static func filteredCount(matching: Int, considered: Int) -> String {
        matching == 0
            ? "an keinem deiner \(daysDative(considered)) mit Eintrag."
            : "an \(matching) von \(daysDative(considered)) mit Eintrag."
    }

    public static func filteredLast(day: DayKey, ago: Int) -> String {
        "zuletzt am \(GermanLabels.dayText(day)) – \(daysAgo(ago))."
    }
    public static let filteredNever = "kein Tag im Tagebuch."

    // MARK: One day

    /// "Am Sa, 14.03.2026 ging es dir gut."
    public static func oneDayMood(_ d: DayKey, _ mood: Mood) -> String {
        let how: String
        switch mood {
        case .good: how = "ging es dir gut"
        case .neutral: how = "war deine Stimmung neutral"
        case .bad: how = "ging es dir schlecht"
        }
        return "Am \(GermanLabels.dayText(d)) \(how)."
    }

    /// "Im Kopf: „Griechischer Wein“ und „Hulapalu“; Kontakt zu anderen hattest du."
    public static func oneDayDetails(songs: [String]?, socialContact: Bool) -> String {
        let music: String
        switch songs {
        case nil: music = "Ohrwurm: keiner"
        case let s? where s.isEmpty: music = "Einen Ohrwurm hattest du, ohne Liednamen"
        case let s?:
            let quoted = s.map { "„\($0)“" }
            music = "Im Kopf: " + (quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " und " + quoted.last!)
        }
        return music + (socialContact ? "; Kontakt zu anderen hattest du." : "; Kontakt zu anderen hattest du keinen.")
    }

    // MARK: Best and worst days

    public static func extremeLine(order: ExtremeOrder, days: [DayKey], mood: Mood, checkIn: Double?) -> String {
        let adjective = order == .best ? "bester" : "schwerster"
        let moodText = GermanLabels.label(mood)
        let checkInText = checkIn.map { ", Momentaufnahmen Ø \(decimal($0))" } ?? ""
        if days.count == 1 {
            return "dein \(adjective) Tag war \(GermanLabels.dayText(days[0])) (Stimmung \(moodText)\(checkInText))."
        }
        let list = days.map { GermanLabels.dayText($0) }
        let joined = list.dropLast().joined(separator: ", ") + " und " + list.last!
        let same = order == .best ? "gleich gut" : "gleich schwer"
        return "\(days.count) Tage waren \(same) – ein Gleichstand: \(joined) (jeweils Stimmung \(moodText)\(checkInText))."
    }
    public static let extremeRule = "Gereiht nach der Stimmung des Tages, dann nach dem Durchschnitt der Momentaufnahmen."

    // MARK: What goes with what

    public static func share(_ s: EffectResult.Share) -> String { "\(s.hits) von \(s.days)" }

    /// "an Tagen mit Kontakt ging es dir öfter gut: 9 von 12 gegenüber 3 von 10 an Tagen ohne".
    public static func effectMood(field: QuestionField?, with: EffectResult.Share, without: EffectResult.Share) -> String {
        let (a, b): (String, String)
        switch field {
        case .stress: (a, b) = ("an Tagen mit Stress", "an entspannten Tagen")
        case .musicInHead: (a, b) = ("an Tagen mit Ohrwurm", "an Tagen ohne Ohrwurm")
        default: (a, b) = ("an Tagen mit Kontakt", "an Tagen ohne Kontakt")
        }
        let cmp = compare(with, without)
        return "\(a) ging es dir \(cmp) gut: \(share(with)) gegenüber \(share(without)) \(b)."
    }

    /// "öfter" / "seltener" / "etwa gleich oft".
    static func compare(_ a: EffectResult.Share, _ b: EffectResult.Share) -> String {
        guard let x = a.ratio, let y = b.ratio else { return "etwa gleich oft" }
        if abs(x - y) < 0.05 { return "etwa gleich oft" }
        return x > y ? "öfter" : "seltener"
    }

    public static func effectActivity(_ activity: String?, with: EffectResult.Share, without: EffectResult.Share) -> String {
        let what = activity.map { "„\($0)“" } ?? "einer Gegenmaßnahme"
        return "nach Ohrwurm-Tagen mit \(what) war der Ohrwurm am nächsten Tag \(compare(with, without)) leichter: \(share(with)) gegenüber \(share(without)) nach Ohrwurm-Tagen ohne Gegenmaßnahme."
    }

    public static func effectActivityRow(_ name: String, _ s: EffectResult.Share) -> String {
        "  \(name): danach leichter an \(share(s)) Tagen"
    }
    public static func effectActivitiesTooFew(min: Int) -> String {
        "Einzelne Gegenmaßnahmen vergleiche ich erst ab \(min) Ohrwurm-Tagen je Gegenmaßnahme – dafür sind es noch zu wenige Tage."
    }
    public static let effectActivitiesHeader = "Nach Gegenmaßnahme (der Ohrwurm am nächsten Tag):"

    public static func effectWeekday(best: [Int], shares: [EffectResult.Share]) -> String {
        let names = best.map { GermanLabels.weekdayNames[$0] }
        let s = shares[best[0]]
        if names.count == 1 {
            return "am \(names[0]) ging es dir am häufigsten gut: an \(share(s)) \(names[0])en mit Eintrag."
        }
        return "am häufigsten gut ging es dir – ein Gleichstand – am " + names.joined(separator: " und am ") + " (jeweils \(share(s)))."
    }

    public static func effectTooFew(min: Int) -> String {
        "dafür sind es noch zu wenige Tage – ich vergleiche erst ab \(min) Tagen je Seite."
    }
    public static let effectNoCause = "Das zeigt nur, was in deinen Einträgen zusammen vorkommt – nicht, was was bewirkt."
}
