extension Messages {
    public static func extractionError(_ e: ExtractionError) -> String {
        switch e {
        case .emptyInput: return "Der Text ist leer – bitte schreib ein paar Worte über deinen Tag."
        case .notText: return "Das sieht nicht nach Text aus (Binärdaten oder Steuerzeichen). Bitte gib normalen Text ein."
        case let .unavailable(reason): return "Die Auswertung ist nicht verfügbar: \(reason)"
        case let .modelFailed(reason): return "Das Sprachmodell hat keine gültige Antwort geliefert: \(reason)"
        case .cancelled: return "Abgebrochen."
        }
    }
}
