import Foundation
import FeelAloudCore
import FeelAloudStore

extension Messages {
    static let usage = """
    FeelAloud – dein Tagebuch im Terminal

    Aufruf:
      feelaloud [--store DIR] [--extractor rules|llama] [--model PATH] [--from-reminder]
                                 Tagebuch-Konsole starten
      feelaloud extract [--json | --jsonl | --explain] [TEXT]
                                 Text (oder stdin) auswerten (--explain: mit Begründung)
      feelaloud correct --json                         Korrektur anwenden (JSON auf stdin)
      feelaloud ask [--json] "FRAGE"                   Frage an das Tagebuch
      feelaloud checkin [1-5] [--source notification]  Momentaufnahme
      feelaloud remind [--install]                     Erinnerungen senden / einrichten
      feelaloud export --format xlsx|csv|json [--from DATUM --to DATUM | --range ZEITRAUM]
                       [--out DATEI] [--force]         Export
      feelaloud import DATEI                           JSON-Sicherung einspielen

    Für alle Befehle:
      --store DIR        Datenverzeichnis (sonst $FEELALOUD_STORE oder $XDG_DATA_HOME/feelaloud)
      --today JJJJ-MM-TT „heute“ festlegen (auch $FEELALOUD_TODAY)
      --no-color         ohne Farben (auch NO_COLOR=1)

    Exit-Codes: 0 ok, 1 Fehler, 2 falscher Aufruf.
    """

    static func usageError(_ e: ArgumentList.UsageError) -> String {
        switch e {
        case let .missingValue(option): return "Der Option \(option) fehlt ein Wert."
        case let .unknownOption(option): return "Unbekannte Option „\(option)“. feelaloud --hilfe zeigt alle Befehle."
        case let .storeLocation(failure): return failure.message
        case let .invalidDate(text): return invalidDate(text)
        case let .unknownExtractor(name): return unknownExtractor(name)
        }
    }

    static func unknownSubcommand(_ name: String) -> String {
        "Unbekannter Befehl „\(name)“. feelaloud --hilfe zeigt alle Befehle."
    }

    static func invalidDate(_ text: String) -> String {
        "„\(text)“ ist kein gültiges Datum (erwartet JJJJ-MM-TT)."
    }

    static func unknownExtractor(_ name: String) -> String {
        "Unbekannte Auswertung „\(name)“ – erlaubt sind rules und llama."
    }

    static let inputNotUTF8 = "Die Eingabe ist kein gültiger UTF-8-Text."
    static let correctUsage = "Aufruf: feelaloud correct --json  (JSON auf stdin)"
    /// What a too-large input was (`Messages.inputTooLarge`'s subject).
    static func inputName(_ input: CommandInput) -> String {
        switch input {
        case .standardInput: return "Die Eingabe"
        case .text: return "Der Text"
        case .question: return "Die Frage"
        case .utterance: return "Die Äußerung („utterance“)"
        case .line: return "Die Zeile"
        }
    }
    static let noQuestion = "Bitte gib eine Frage an, z. B. feelaloud ask \"Wie war meine Woche?\""
}

extension Messages {
    static let questionNotUnderstood =
        "Diese Frage verstehe ich leider nicht. Beispiele: „Wie war meine Woche?“, „Wie oft hatte ich im Oktober einen Ohrwurm?“, „Wann habe ich zuletzt jemanden getroffen?“"
    static func exportOverwrite(_ path: String) -> String { "Die Datei \(path) gibt es schon. Überschreiben? (ja/nein)" }
    static let exportNotWritten = "Nicht exportiert – die vorhandene Datei bleibt, wie sie ist."
}

extension Messages {
    /// `/monat`: the month's check-ins in one line ("Momentaufnahmen: 5 an 4 Tagen, Ø 3,4").
    static func monthCheckIns(count: Int, days: Int, average: Double) -> String {
        let avg = String(format: "%.1f", average).replacingOccurrences(of: ".", with: ",")
        return "Momentaufnahmen: \(count) an \(days) \(days == 1 ? "Tag" : "Tagen"), Durchschnitt \(avg) von 5"
    }
}

extension Messages {
    static let importedSettings = "Einstellungen aus der Sicherung übernommen."
    static func importSettingsSkipped(_ reason: String) -> String {
        "Die Einstellungen der Sicherung wurden nicht übernommen: \(reason)"
    }
}

extension Messages {
    static let draftOnlyInMemory = "Achtung: Der Entwurf ist nur im Speicher – bitte jetzt speichern oder den Text sichern."
}

/// Sentences that used to be built in function bodies (issue #16).
extension Messages {
    public static let programDidNotStart = "es ließ sich nicht starten"
    public static let notifierTimedOut = "Zeitüberschreitung"
    public static func notifierExitStatus(_ status: Int32) -> String {
        "Status \(status)"
    }
    public static func jsonlLineNotJSON(_ line: Int) -> String {
        jsonlLine(line, "kein gültiges JSON")
    }
    public static func jsonlLineTextMissing(_ line: Int) -> String {
        jsonlLine(line, "\"text\" fehlt")
    }
    public static func llamaUnavailableUsingRules(_ reason: ExtractorUnavailability) -> String {
        "Sprachmodell nicht verfügbar: \(extractorUnavailable(reason)) Ich nutze die regelbasierte Auswertung.\n"
    }
    public static let replWelcome = "FeelAloud – dein Tagebuch. Schreib, wie dein Tag war, oder frag z. B. „Wie war meine Woche?“. /hilfe zeigt alles."
    public static func historyNotWritten(_ path: String) -> String {
        "Warnung: Verlauf konnte nicht nach \(path) geschrieben werden.\n"
    }
    /// A `extract --jsonl` line's error, prefixed with its line number.
    public static func jsonlLine(_ line: Int, _ message: String) -> String {
        "Zeile \(line): " + message
    }
    public static func configUnreadable(_ reason: String) -> String {
        reason + " Ich nutze die Standardeinstellungen.\n"
    }
}

/// Sentences that used to be built in function bodies (issue #16).
extension Messages {
    public static let reminderUnitHeader = "# Erzeugt von „feelaloud remind --install“ – wird bei jedem Aufruf überschrieben.\n"
}
