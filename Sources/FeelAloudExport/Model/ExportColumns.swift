import FeelAloudCore

/// The column layout of the diary table (XLSX "Tagebuch" and CSV) and the check-in table,
/// and the text of each field value — shared so both formats say the same.
public enum ExportColumns {
    /// Tagebuch / CSV header: Zeitpunkt, Tag, the nine German field labels, Text, ID.
    public static let diaryHeader: [String] =
        ["Zeitpunkt", "Tag"] + FieldKey.allCases.map(GermanLabels.label) + ["Text", "ID"]

    /// The nine fields in contract order (`FieldKey.allCases` builds a new array per call).
    public static let fieldKeys = FieldKey.allCases

    /// Momentaufnahmen header.
    public static let snapshotHeader = ["Zeitpunkt", "Bewertung", "Bezeichnung", "Nachfrage-Notiz",
                                        "Nachfrage übersprungen", "Quelle", "ID"]

    /// A field's value as exported: German labels for levels and yes/no, the song and the
    /// activity as written, "—" when the field does not apply under the conditional rules
    /// (CONTRACT.md §1), and "" when it applies but nothing was stated.
    public static func fieldText(_ fields: EntryFields, _ key: FieldKey) -> String {
        guard fields.applies(key) else { return GermanLabels.notApplicable }
        switch key {
        case .mood: return GermanLabels.label(fields.mood)
        case .musicInHead: return GermanLabels.label(fields.musicInHead)
        case .songName: return fields.songName ?? ""
        case .earwormStrength: return fields.earwormStrength.map(GermanLabels.label) ?? ""
        case .distress: return fields.distress.map(GermanLabels.label) ?? ""
        case .countermeasures: return GermanLabels.label(fields.countermeasures)
        case .countermeasureActivity: return fields.countermeasureActivity ?? ""
        case .socialContact: return GermanLabels.label(fields.socialContact)
        case .stress: return fields.stress.map(GermanLabels.label) ?? ""
        }
    }

    /// "YYYY-MM-DD HH:MM:SS", local wall-clock time (CSV).
    public static func localDateTimeText(_ t: LocalTimestamp) -> String {
        let s = t.secondOfDay % 60
        return "\(t.day) \(t.clockText):\(s < 10 ? "0" : "")\(s)"
    }
}
