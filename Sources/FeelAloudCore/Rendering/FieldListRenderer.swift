/// Renders the numbered field list (CONTRACT.md §1 numbering; "—" for fields that do not
/// apply; values the extractor found no statement for are marked) and correction diffs.
public enum FieldListRenderer {
    static let labelWidth = FieldKey.allCases.map { GermanLabels.label($0).count }.max()!

    /// `inferred` fields (decided without a clear cue) get a " ?" after their value, and one
    /// legend line under the list says what the mark means (docs/STYLE.md).
    public static func render(_ fields: EntryFields, unstated: Set<FieldKey> = [], inferred: Set<FieldKey> = []) -> String {
        var marked = false
        var lines = FieldKey.allCases.map { key in
            let label = GermanLabels.label(key)
            let pad = String(repeating: " ", count: labelWidth - label.count)
            let isMarked = fields.applies(key) && inferred.contains(key) && !unstated.contains(key)
            if isMarked { marked = true }
            return "  \(key.number)  \(label)\(pad)  \(valueText(fields, key, unstated: unstated))\(isMarked ? " ?" : "")"
        }
        if marked { lines.append("  " + Messages.inferredLegend) }
        return lines.joined(separator: "\n")
    }

    static func valueText(_ fields: EntryFields, _ key: FieldKey, unstated: Set<FieldKey>) -> String {
        let text = GermanLabels.valueText(fields, key)
        // docs/STYLE.md: a missing value is „nicht angegeben“ everywhere; „(nicht erwähnt)“ only
        // marks a value that was assumed because the text did not mention it.
        guard fields.applies(key), unstated.contains(key), text != GermanLabels.notStated else { return text }
        return "\(text) (\(Messages.notMentioned))"
    }

    /// One line per changed field: "Stimmung: gut → schlecht".
    public static func diff(from old: EntryFields, to new: EntryFields) -> [String] {
        new.changedKeys(from: old).map { key in
            "\(key.number) \(GermanLabels.label(key)): \(GermanLabels.valueText(old, key)) → \(GermanLabels.valueText(new, key))"
        }
    }
}
