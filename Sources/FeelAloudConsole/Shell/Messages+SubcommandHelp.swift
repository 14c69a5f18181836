import FeelAloudCore

/// `feelaloud <befehl> --help`: every subcommand explains itself and exits 0 (docs/STYLE.md).
extension Messages {
    static func subcommandHelp(_ name: String) -> String? {
        switch name {
        case "extract":
            return """
            Aufruf: feelaloud extract [--json | --jsonl] [TEXT]
            Wertet einen Tagebuchtext aus (TEXT oder stdin) und zeigt die neun Felder.
              --json    ein JSON-Objekt (Felder, transcript, dayOffset)
              --jsonl   je Zeile {"id","text"} ein Ergebnis mit "id"
            Speichert nichts.
            """
        case "correct":
            return """
            Aufruf: feelaloud correct --json
            Wendet eine Korrektur an: stdin {"fields": {…}, "utterance": "…", "dayOffset": 0}
            -> {"fields": {…}, "changed": [...], "dayOffset": N} oder mit "clarify" (eine Rückfrage).
            Beispiele für utterance: „4 stark“, „ich hab doch niemanden getroffen“, „das war gestern“.
            """
        case "ask":
            return """
            Aufruf: feelaloud ask [--json] "FRAGE"
            Beantwortet eine Frage an das Tagebuch, z. B. „Wie war meine Woche?“,
            „Wie oft hatte ich im Oktober einen Ohrwurm?“, „Wann habe ich zuletzt jemanden getroffen?“.
              --json    die Antwort als JSON (intent, range, field und die Zahlen)
            """
        case "checkin":
            return Messages.checkInUsage + "\nSpeichert eine Momentaufnahme: 5 sehr gut, 4 gut, 3 neutral, 2 schlecht, 1 sehr schlecht.\nOhne Zahl wird gefragt."
        case "remind":
            return Messages.remindUsage + "\nOhne Angabe: sendet die fällige Erinnerung an die Momentaufnahme (für cron/systemd).\n  --install   richtet den regelmäßigen Aufruf ein (--systemd oder --cron wählt den Weg)"
        case "export":
            return Messages.exportUsage + "\nSchreibt das Tagebuch als Tabelle (xlsx), CSV oder JSON-Sicherung. Ohne --out wird ein Dateiname vorgeschlagen;\n--force überschreibt eine vorhandene Datei."
        case "import":
            return Messages.importUsage + "\nSpielt eine JSON-Sicherung (aus „feelaloud export --format json“) ein; Doppeltes wird übersprungen.\nXLSX- und CSV-Dateien lassen sich nicht importieren.\n  --dry-run   nur prüfen und zählen, nichts speichern"
        default:
            return nil
        }
    }

    /// `feelaloud remind` with nothing due: says so, and when the next one comes (or that all are off).
    static func remindNothingDue(_ slots: [ReminderSlot], now: LocalTimestamp) -> String {
        let on = slots.filter(\.enabled).sorted { $0.secondOfDay < $1.secondOfDay }
        guard let first = on.first else {
            return "Gerade ist keine Erinnerung fällig – alle Erinnerungen sind aus (einschalten z. B. mit /erinnerungen abends 20:00)."
        }
        let next = on.first { $0.secondOfDay > now.secondOfDay }
        let when = next.map { "heute \($0.id.rawValue) um \($0.timeText)" } ?? "morgen \(first.id.rawValue) um \(first.timeText)"
        return "Gerade ist keine Erinnerung fällig. Die nächste kommt \(when)."
    }
}
