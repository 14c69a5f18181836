/// All German labels for field names and values, in one place (CONTRACT.md §1).
public enum GermanLabels {
    public static func label(_ key: FieldKey) -> String {
        switch key {
        case .mood: return "Stimmung"
        case .musicInHead: return "Musik im Kopf"
        case .songName: return "Lied"
        case .earwormStrength: return "Ohrwurm-Stärke"
        case .distress: return "Leidensdruck"
        case .countermeasures: return "Gegenmaßnahmen"
        case .countermeasureActivity: return "Gegenmaßnahme"
        case .socialContact: return "Sozialkontakt"
        case .stress: return "Stress"
        }
    }

    public static func label(_ mood: Mood) -> String {
        switch mood {
        case .good: return "gut"
        case .neutral: return "neutral"
        case .bad: return "schlecht"
        }
    }

    public static func label(_ s: EarwormStrength) -> String {
        switch s {
        case .weak: return "schwach"
        case .medium: return "mittel"
        case .strong: return "stark"
        }
    }

    public static func label(_ s: Severity) -> String {
        switch s {
        case .none: return "keiner"
        case .low: return "gering"
        case .medium: return "mittel"
        case .high: return "hoch"
        }
    }

    public static func label(_ b: Bool) -> String { b ? "ja" : "nein" }

    public static func label(_ r: SnapshotRating) -> String {
        switch r {
        case .veryGood: return "sehr gut"
        case .good: return "gut"
        case .neutral: return "neutral"
        case .bad: return "schlecht"
        case .veryBad: return "sehr schlecht"
        }
    }

    public static func label(_ s: EntrySource) -> String {
        switch s {
        case .repl: return "Konsole"
        case .cli: return "Befehlszeile"
        case .import: return "Import"
        }
    }

    public static func label(_ s: SnapshotSource) -> String {
        switch s {
        case .manual: return "manuell"
        case .notification: return "Erinnerung"
        }
    }

    /// Shown for fields that do not apply under the conditional rules.
    public static let notApplicable = "—"
    /// Shown for text fields that apply but have no value.
    public static let notStated = "nicht angegeben"

    /// The display text of one field's value ("—" when it does not apply).
    public static func valueText(_ fields: EntryFields, _ key: FieldKey) -> String {
        guard fields.applies(key) else { return notApplicable }
        switch key {
        case .mood: return label(fields.mood)
        case .musicInHead: return label(fields.musicInHead)
        case .songName: return fields.songName.map { "„\($0)“" } ?? notStated
        case .earwormStrength: return fields.earwormStrength.map(label) ?? notStated
        case .distress: return fields.distress.map(label) ?? notStated
        case .countermeasures: return label(fields.countermeasures)
        case .countermeasureActivity: return fields.countermeasureActivity ?? notStated
        case .socialContact: return label(fields.socialContact)
        case .stress: return fields.stress.map(label) ?? notStated
        }
    }

    public static let weekdayNames = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
    public static let weekdayShort = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]
    public static let monthNames = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
                                    "September", "Oktober", "November", "Dezember"]

    /// "Sa, 28.11.2026"
    public static func dayText(_ d: DayKey) -> String {
        let dd = d.day < 10 ? "0\(d.day)" : "\(d.day)"
        let mm = d.month < 10 ? "0\(d.month)" : "\(d.month)"
        return "\(weekdayShort[d.weekday - 1]), \(dd).\(mm).\(d.year)"
    }
}
