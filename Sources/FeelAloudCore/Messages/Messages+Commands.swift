extension Messages {
    /// How a slash command is typed.
    public static func commandUsage(_ c: SlashCommand) -> String {
        switch c {
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

    /// What a slash command does (a line of `/hilfe`).
    public static func commandSummary(_ c: SlashCommand) -> String {
        switch c {
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

    public static let commandsHeading = "Befehle:"

    /// The lines of `/hilfe` after the commands.
    public static let replHelpNotes = [
        "Alles andere ist Tagebuchtext: schreib einfach, wie dein Tag war.",
        "Fragen wie „Wie war meine Woche?“ beantworte ich aus deinen Einträgen.",
        "",
        "Felder: Stimmung, Musik im Kopf (Ohrwurm), Lied, Ohrwurm-Stärke, Leidensdruck, Gegenmaßnahmen,",
        "Sozialkontakt, Stress. Stress wird nur an Tagen ohne Ohrwurm erfasst: Wie im Fragebogen, auf dem",
        "FeelAloud beruht, fragt er mit Musik im Kopf nach dem Leidensdruck durch die Musik, sonst nach dem Stress.",
        "„—“ heißt: passt an diesem Tag nicht. „nicht angegeben“ heißt: es fehlt noch – sag z. B. „9 mittel“.",
        "Beenden: /beenden oder Strg-D. Strg-C bricht nur die Zeile ab.",
    ]
}
