extension Messages {
    /// `/export …` (and `feelaloud export`) with an argument that is not understood.
    public static func exportOrderProblem(_ p: ExportOrderProblem) -> String {
        switch p {
        case let .unknownFormat(f): return "Unbekanntes Format „\(f)“ – möglich sind xlsx, csv und json."
        case let .fromAfterTo(from, to): return "Der Beginn \(GermanLabels.dayText(from)) liegt nach dem Ende \(GermanLabels.dayText(to))."
        case let .unknownRange(r): return "Den Zeitraum „\(r)“ verstehe ich nicht (z. B. „letzter Monat“, „diese Woche“)."
        }
    }
}
