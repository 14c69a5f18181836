import FeelAloudCore

extension Messages {
    public static let exportUsage = """
        Aufruf: feelaloud export [--format xlsx|csv|json] [--from JJJJ-MM-TT] [--to JJJJ-MM-TT]
                                 [--range "letzter Monat"] [--out DATEI] [--force]
        """
    public static let importUsage = "Aufruf: feelaloud import DATEI [--dry-run]"
    public static func importOnlyJSONBackup(_ file: String) -> String {
        "„\(file)“ ist eine Tabelle (XLSX/CSV) – importieren lässt sich nur eine JSON-Sicherung aus „feelaloud export --format json“. Es wurde nichts importiert."
    }

    public static func exportUsageError(_ e: ExportUsageError) -> String {
        switch e {
        case let .unknownFormat(f): return exportOrderProblem(.unknownFormat(f))
        case let .invalidDate(d): return "Ungültiges Datum „\(d)“ – bitte als JJJJ-MM-TT (oder TT.MM.JJJJ) angeben."
        case let .fromAfterTo(from, to): return exportOrderProblem(.fromAfterTo(from: from, to: to))
        case .rangeAndDates: return "--range und --from/--to schließen sich aus."
        case let .unknownRange(r): return exportOrderProblem(.unknownRange(r))
        case let .unknownOption(o): return "Unbekannte Angabe „\(o)“."
        case let .missingValue(o): return "\(o) braucht einen Wert."
        case .binaryToStdout: return "Eine XLSX-Datei kann nicht auf die Standardausgabe geschrieben werden – bitte --out DATEI angeben."
        case .missingImportFile: return "Bitte die zu importierende Datei angeben."
        case let .tooManyArguments(a): return "Zu viele Angaben: „\(a)“."
        }
    }

    public static func importWriteFailed(written: Int, of total: Int, reason: String) -> String {
        "Der Import brach nach \(written) von \(total) Datensätzen ab: \(reason) Ein erneuter Import derselben Datei setzt fort, ohne etwas doppelt anzulegen."
    }

    public static func importDryRun(_ summary: String) -> String { "Probelauf, nichts gespeichert. " + summary }
}
