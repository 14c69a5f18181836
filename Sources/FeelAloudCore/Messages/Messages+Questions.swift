/// German sentences for answers, views and gentle notices. Calm, descriptive, never a
/// diagnosis or advice — they only say what the diary contains.
extension Messages {
    /// "vom 23.11. bis 29.11.2026", "am Sa, 28.11.2026", "seit Beginn deines Tagebuchs".
    public static func periodText(_ from: DayKey, _ to: DayKey, allTime: Bool = false) -> String {
        if allTime { return "seit Beginn deines Tagebuchs (\(longDate(from)))" }
        if from == to { return "am " + GermanLabels.dayText(from) }
        let f = from.year == to.year ? shortDate(from) : longDate(from)
        return "vom \(f) bis \(longDate(to))"
    }

    /// "23.11." / "23.11.2026"
    public static func shortDate(_ d: DayKey) -> String { "\(pad(d.day)).\(pad(d.month))." }
    public static func longDate(_ d: DayKey) -> String { shortDate(d) + "\(d.year)" }
    static func pad(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }

    /// "1 Tag" / "3 Tagen" (dative after "an", "vor").
    public static func daysDative(_ n: Int) -> String { n == 1 ? "1 Tag" : "\(n) Tagen" }
    public static func days(_ n: Int) -> String { n == 1 ? "1 Tag" : "\(n) Tage" }

    /// "3,5" with a German decimal comma.
    public static func decimal(_ x: Double, digits: Int = 1) -> String {
        var p = 1.0
        for _ in 0..<digits { p *= 10 }
        let r = (x * p).rounded() / p
        var s = String(r)
        if s.hasSuffix(".0") && digits > 0 { s = String(s.dropLast(2)) }
        return s.replacingOccurrences(".", with: ",")
    }

    public static func questionEmpty(period: String) -> String {
        "Für \(period.hasPrefix("am ") ? "den Tag " + period.dropFirst(3) : "die Zeit " + period) habe ich noch keine Einträge. Erzähl mir einfach, wie dein Tag war – dann kann ich dir hier bald etwas zeigen."
    }

    /// What a count/last question asks, as a verb phrase in 2nd person past:
    /// "hattest du einen Ohrwurm", "warst du entspannt".
    public static func fieldPhrase(_ field: QuestionField?, _ polarity: QuestionPolarity?) -> String {
        let neg = polarity == .negative
        switch field {
        case nil: return "hast du etwas eingetragen"
        case .mood: return neg ? "ging es dir schlecht" : "ging es dir gut"
        case .musicInHead: return neg ? "hattest du keinen Ohrwurm" : "hattest du einen Ohrwurm"
        case .socialContact: return neg ? "hattest du keinen Kontakt zu anderen" : "hattest du Kontakt zu anderen"
        case .stress: return neg ? "warst du entspannt" : "warst du gestresst"
        case .distress: return polarity == .positive ? "hat dich der Ohrwurm nicht gestört" : "hat dich ein Ohrwurm belastet"
        case .countermeasures: return "hast du etwas gegen den Ohrwurm getan"
        case .snapshot:
            switch polarity {
            case .positive: return "hast du gut eingecheckt"
            case .negative: return "hast du schlecht eingecheckt"
            case nil: return "hast du eingecheckt"
            }
        }
    }

    /// Human name of a field for trends and tables.
    public static func fieldName(_ field: QuestionField?) -> String {
        switch field {
        case nil, .mood: return "Stimmung"
        case .musicInHead: return "Ohrwürmer"
        case .socialContact: return "Sozialkontakt"
        case .stress: return "Stress"
        case .distress: return "Leidensdruck"
        case .countermeasures: return "Gegenmaßnahmen"
        case .snapshot: return "Momentaufnahmen"
        }
    }

    // MARK: Gentle notices

    public static let noticeBadMood = "Die letzten drei Tage hast du deine Stimmung als schlecht beschrieben. Schön, dass du trotzdem weiter schreibst."
    public static let noticeHighDistress = "Ein Ohrwurm hat dich drei Tage in Folge stark belastet. Dein Tagebuch hält fest, was du dagegen versucht hast."
}

extension String {
    /// Plain replacement without Foundation.
    func replacingOccurrences(_ target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}
