/// The REPL's slash commands, in one table that also generates `/hilfe` and Tab completion.
/// Unique prefixes are accepted (`/ver` = `/verlauf`).
public enum SlashCommand: String, CaseIterable, Sendable {
    case hilfe, beenden, verlauf, zeige, eintrag, bearbeiten, loeschen = "löschen", text
    case frage, woche, monat, jahr, checkin, erinnerungen, einstellungen, export

    public var usage: String {
        switch self {
        case .hilfe: return "/hilfe"
        case .beenden: return "/beenden"
        case .verlauf: return "/verlauf [N | Zeitraum]"
        case .zeige: return "/zeige N"
        case .eintrag: return "/eintrag"
        case .bearbeiten: return "/bearbeiten [N | letzter]"
        case .loeschen: return "/löschen N"
        case .text: return "/text"
        case .frage: return "/frage TEXT"
        case .woche: return "/woche"
        case .monat: return "/monat [JJJJ-MM]"
        case .jahr: return "/jahr [JJJJ]"
        case .checkin: return "/checkin [1-5]"
        case .erinnerungen: return "/erinnerungen [morgens|mittags|abends HH:MM|an|aus]"
        case .einstellungen: return "/einstellungen [hinweise|auswertung …]"
        case .export: return "/export [xlsx|csv|json] [Zeitraum]"
        }
    }

    public var summary: String {
        switch self {
        case .hilfe: return "diese Hilfe"
        case .beenden: return "FeelAloud beenden (auch Strg-D)"
        case .verlauf: return "die letzten Einträge, neueste zuerst (z. B. /verlauf letzte Woche)"
        case .zeige: return "einen Eintrag vollständig anzeigen"
        case .eintrag: return "Eintrag Feld für Feld von Hand anlegen"
        case .bearbeiten: return "gespeicherten Eintrag korrigieren"
        case .loeschen: return "gespeicherten Eintrag löschen"
        case .text: return "Text des Entwurfs bearbeiten"
        case .frage: return "Frage an dein Tagebuch stellen"
        case .woche: return "Wochenübersicht"
        case .monat: return "Monatskalender mit Stimmungen"
        case .jahr: return "das Jahr in Pixeln"
        case .checkin: return "Momentaufnahme (1–5)"
        case .erinnerungen: return "Erinnerungen anzeigen und ändern"
        case .einstellungen: return "Einstellungen anzeigen und ändern"
        case .export: return "als XLSX, CSV oder JSON exportieren"
        }
    }

    /// Other spellings accepted in full (ASCII transliteration, English habits).
    static let aliases: [String: SlashCommand] = [
        "loeschen": .loeschen, "help": .hilfe, "quit": .beenden, "exit": .beenden, "ende": .beenden,
    ]

    /// Resolves a typed name (without "/") by exact name, alias or unique prefix.
    public static func resolve(_ typed: String) -> Resolution {
        let name = typed.lowercased()
        if let exact = SlashCommand(rawValue: name) ?? aliases[name] { return .found(exact) }
        let matches = allCases.filter { $0.rawValue.hasPrefix(name) || ($0 == .loeschen && "loeschen".hasPrefix(name)) }
        switch matches.count {
        case 0: return .unknown
        case 1: return .found(matches[0])
        default: return .ambiguous(matches)
        }
    }

    public enum Resolution: Equatable, Sendable {
        case found(SlashCommand)
        case ambiguous([SlashCommand])
        case unknown
    }

    /// Completion candidates for a typed prefix (including the slash).
    public static func completions(for prefix: String) -> [String] {
        guard prefix.hasPrefix("/") else { return [] }
        let p = String(prefix.dropFirst()).lowercased()
        return allCases.filter { $0.rawValue.hasPrefix(p) }.map { "/" + $0.rawValue }
    }

    public static var helpText: String {
        let width = allCases.map { $0.usage.count }.max()!
        let lines = allCases.map { c in "  " + c.usage + String(repeating: " ", count: width - c.usage.count) + "  " + c.summary }
        return (["Befehle:"] + lines + [
            "",
            "Alles andere ist Tagebuchtext: schreib einfach, wie dein Tag war.",
            "Fragen wie „Wie war meine Woche?“ beantworte ich aus deinen Einträgen.",
            "",
            "Felder: Stimmung, Musik im Kopf (Ohrwurm), Lied, Ohrwurm-Stärke, Leidensdruck, Gegenmaßnahmen,",
            "Sozialkontakt, Stress. Stress wird nur an Tagen ohne Ohrwurm erfasst: Wie im Fragebogen, auf dem",
            "FeelAloud beruht, fragt er mit Musik im Kopf nach dem Leidensdruck durch die Musik, sonst nach dem Stress.",
            "„—“ heißt: passt an diesem Tag nicht. „nicht angegeben“ heißt: es fehlt noch – sag z. B. „9 mittel“.",
            "Beenden: /beenden oder Strg-D. Strg-C bricht nur die Zeile ab.",
        ]).joined(separator: "\n")
    }
}
