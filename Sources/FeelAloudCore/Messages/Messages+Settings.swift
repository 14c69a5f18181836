extension Messages {
    // MARK: Views

    public static let monthUsage = "Bitte so: /monat, /monat 2026-10 oder /monat Oktober 2025"
    public static let yearUsage = "Bitte so: /jahr oder /jahr 2026"

    // MARK: /einstellungen

    public static let settingsUsage = "Bitte so: /einstellungen hinweise an|aus  oder  /einstellungen auswertung regeln|llama"

    public static func settingsOverview(_ c: AppConfig) -> String {
        [
            "Einstellungen:",
            "  Auswertung:  \(c.extractor == .llama ? "Sprachmodell (llama)" : "Regeln")",
            "  Modell:      \(c.modelPath ?? "Standard")",
            "  Hinweise:    \(c.noticesEnabled ? "an" : "aus")",
            "Ändern: /einstellungen hinweise an|aus, /einstellungen auswertung regeln|llama, /erinnerungen …",
        ].joined(separator: "\n")
    }

    public static func settingsSaved(_ c: AppConfig) -> String { "Gespeichert.\n" + settingsOverview(c) }

    public static func llamaNotBuilt(_ reason: String) -> String {
        "Nicht geändert: Die Auswertung bleibt bei den Regeln. \(reason)"
    }

    /// `feelaloud checkin` does not change settings (that is the REPL's `/einstellungen`).
    public static let notInCheckIn = "Einstellungen ändert /einstellungen im Tagebuch, nicht der Check-in."
}
