/// Renders `/verlauf` (newest first, numbered) and `/zeige N` (one entry in full).
public enum HistoryRenderer {
    /// Entries newest first; the list number N is what `/zeige N`, `/bearbeiten N` and
    /// `/löschen N` refer to.
    public static func newestFirst(_ diary: Diary) -> [DiaryEntry] {
        diary.entries.sorted {
            ($0.day, $0.createdAt.epochSeconds, $0.id) > ($1.day, $1.createdAt.epochSeconds, $1.id)
        }
    }

    public static func list(_ entries: [DiaryEntry], numbers: [Int], snapshots: [Snapshot] = []) -> String {
        var lines: [String] = []
        for (n, e) in zip(numbers, entries) {
            let f = e.fields
            var parts = ["Stimmung \(GermanLabels.label(f.mood))"]
            if f.musicInHead {
                parts.append("Ohrwurm" + (f.songName.map { " „\($0)“" } ?? ""))
                if let d = f.distress { parts.append("Leidensdruck \(GermanLabels.label(d))") }
            } else if let s = f.stress {
                parts.append("Stress \(GermanLabels.label(s))")
            }
            if f.socialContact { parts.append("Kontakt") }
            let num = n < 10 ? " \(n)" : "\(n)"
            lines.append("\(num)  \(GermanLabels.dayText(e.day))  \(e.createdAt.clockText)  " + parts.joined(separator: " · "))
        }
        if !snapshots.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines.append("Momentaufnahmen:")
            for s in snapshots {
                var line = "    \(GermanLabels.dayText(s.day))  \(s.createdAt.clockText)  \(s.rating.rawValue) \(GermanLabels.label(s.rating))"
                if let note = s.followUpNote { line += " – \(note)" }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    public static func full(_ e: DiaryEntry, number: Int) -> String {
        var lines = [
            "Eintrag \(number) – \(GermanLabels.dayText(e.day)), geschrieben \(GermanLabels.dayText(e.createdAt.day)) \(e.createdAt.clockText)"
                + (e.revision > 1 ? " (Version \(e.revision))" : ""),
            FieldListRenderer.render(e.fields),
        ]
        if !e.transcript.isEmpty { lines.append("  Text: \(e.transcript)") }
        return lines.joined(separator: "\n")
    }
}
