import FeelAloudCore

extension Messages {
    public static func exportError(_ e: ExportError) -> String {
        switch e {
        case let .fileExists(path):
            return "Die Datei \(path) gibt es schon. Mit --force wird sie überschrieben."
        case let .isDirectory(path):
            return "\(path) ist ein Verzeichnis – bitte einen Dateinamen angeben."
        case let .cannotWrite(path, reason):
            return "Schreiben nach \(path) ist fehlgeschlagen: \(failureReason(reason)). Es wurde keine Datei angelegt."
        case let .journalUnreadable(error):
            return storeError(error) + " Es wurde keine Datei angelegt."
        case let .tooLarge(part):
            return "Der Export ist zu groß für das Dateiformat (\(part) über 4 GiB). Bitte einen kleineren Zeitraum wählen."
        }
    }
}

extension Messages {
    public static func backupError(_ e: BackupError) -> String {
        switch e {
        case let .cannotRead(path, reason):
            return "Die Datei \(path) konnte nicht gelesen werden: \(failureReason(reason))"
        case let .notJSON(parse):
            let (offset, reason) = (parse.offset, parse.reason)
            return "Die Datei ist keine JSON-Sicherung (kein gültiges JSON, Byte \(offset): \(reason)). Importieren lässt sich nur eine JSON-Sicherung aus „feelaloud export --format json“. Es wurde nichts importiert."
        case .notABackup:
            return "Die Datei ist keine FeelAloud-Sicherung (Angabe „format“ fehlt). Es wurde nichts importiert."
        case let .unsupportedVersion(v):
            return "Die Sicherung hat das Format Version \(v); dieses Programm kennt nur bis Version \(BackupWriter.version). Es wurde nichts importiert."
        case let .invalidRecords(problems, total):
            let what = total == 1 ? "einen fehlerhaften Datensatz" : "\(total) fehlerhafte Datensätze"
            var lines = ["Die Sicherung enthält \(what); es wurde nichts importiert:"]
            for p in problems { lines.append("  Datensatz \(p.index + 1): \(backupDefect(p.reason))") }
            if total > problems.count { lines.append("  … und \(total - problems.count) weitere") }
            return lines.joined(separator: "\n")
        }
    }

    public static func importSummary(_ p: ImportPlan) -> String {
        let skippedText: String
        if p.skipped == 0 {
            skippedText = ""
        } else {
            let differing = p.skippedDiffering > 0
                ? " (davon \(p.skippedDiffering) mit abweichendem Inhalt – der gespeicherte Stand bleibt)" : ""
            skippedText = " \(p.skipped) \(p.skipped == 1 ? "Datensatz war" : "Datensätze waren") schon vorhanden und \(p.skipped == 1 ? "wurde" : "wurden") übersprungen\(differing)."
        }
        guard !p.isEmpty else {
            return "Nichts Neues importiert." + skippedText
        }
        var parts: [String] = []
        if p.entries > 0 {
            let revs = p.entryRevisions != p.entries ? " (\(p.entryRevisions) Fassungen)" : ""
            parts.append("\(p.entries) \(p.entries == 1 ? "Tagebucheintrag" : "Tagebucheinträge")\(revs)")
        }
        if p.tombstones > 0 { parts.append("\(p.tombstones) \(p.tombstones == 1 ? "Löschung" : "Löschungen")") }
        if p.snapshots > 0 {
            let revs = p.snapshotRevisions != p.snapshots ? " (\(p.snapshotRevisions) Fassungen)" : ""
            parts.append("\(p.snapshots) \(p.snapshots == 1 ? "Momentaufnahme" : "Momentaufnahmen")\(revs)")
        }
        let list = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " und " + parts.last! : parts[0]
        return "Importiert: \(list)." + skippedText
    }
}

extension Messages {
    public static func exportDone(_ r: ExportReport) -> String {
        let size = r.bytes >= 1_048_576
            ? String(format1: Double(r.bytes) / 1_048_576) + " MB"
            : String(format1: Double(r.bytes) / 1024) + " kB"
        let what: String
        func n(_ count: Int, _ one: String, _ many: String) -> String { "\(count) \(count == 1 ? one : many)" }
        switch r.format {
        case .xlsx: what = n(r.entries, "Eintrag", "Einträge") + ", " + n(r.snapshots, "Momentaufnahme", "Momentaufnahmen")
        case .csv: what = n(r.entries, "Eintrag", "Einträge")
        case .json:
            what = n(r.records, "Datensatz", "Datensätze") + ", davon " + n(r.entries, "Eintragsfassung", "Eintragsfassungen")
                + " und " + n(r.snapshots, "Momentaufnahme", "Momentaufnahmen")
        }
        return "Export gespeichert: \(r.path) (\(what), \(size))."
    }

    public static func exportProgress(done: Int, total: Int) -> String {
        let pct = total > 0 ? done * 100 / total : 100
        return "Export läuft … \(done) von \(total) (\(pct) %)"
    }
}

extension String {
    /// One decimal with a German comma, e.g. "1,5".
    init(format1 value: Double) {
        let tenths = Int((value * 10).rounded())
        self = "\(tenths / 10),\(tenths % 10)"
    }
}

/// Sentences that used to be built in function bodies (issue #16).
extension Messages {
    /// The German words for one invalid record of a backup.
    public static func backupDefect(_ d: BackupProblem.Defect) -> String {
        switch d {
        case .recordsMissing: return backupRecordsMissing
        case let .record(defect): return recordDefect(defect)
        case let .tooLarge(limit): return backupRecordTooLarge(byteCount(limit))
        case let .conflictingDuplicate(id, revision): return backupConflictingDuplicate(id, revision)
        case let .entryAndSnapshot(id): return backupEntryAndSnapshot(id)
        case .countsMismatch: return backupCountsMismatch
        }
    }
    public static let backupRecordsMissing = "„records“ fehlt oder ist keine Liste"
    public static func backupRecordTooLarge(_ limit: String) -> String {
        "der Datensatz ist größer als \(limit)"
    }
    public static func backupConflictingDuplicate(_ id: String, _ revision: Int) -> String {
        "id „\(id)“ Revision \(revision) kommt doppelt mit anderem Inhalt vor"
    }
    public static func backupEntryAndSnapshot(_ id: String) -> String {
        "id „\(id)“ ist zugleich Tagebucheintrag und Momentaufnahme"
    }
    public static let backupCountsMismatch = "die Anzahl der Datensätze passt nicht zu „counts“ – die Datei ist unvollständig oder verändert"
}

/// Sentences that used to be built in function bodies (issue #16).
extension Messages {
    public static let summaryPeriodFrom = "Zeitraum von"
    public static let summaryPeriodTo = "Zeitraum bis"
    public static let summaryEntries = "Einträge"
    public static let summaryDaysWithEntries = "Tage mit Einträgen"
    public static let summarySnapshots = "Momentaufnahmen"
    public static let summaryAverageRating = "Durchschnitt Momentaufnahmen (1–5)"
    public static let summaryDaysWithEarworm = "Tage mit Ohrwurm"
    public static let summaryDaysWithSocialContact = "Tage mit Sozialkontakt"
    public static let xlsxPageFooter = "<headerFooter><oddFooter>&amp;L&amp;A&amp;RSeite &amp;P von &amp;N</oddFooter></headerFooter>"
    public static let xlsxMoodChartTitle = "Stimmung der Einträge"
}
