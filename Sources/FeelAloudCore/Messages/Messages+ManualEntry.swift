/// The manual entry's questions and hints (`/eintrag`, and the fallback without an extractor).
extension Messages {
    /// The question for one field, with its options (numbered as `ManualEntry.options`).
    public static func manualPrompt(_ key: FieldKey) -> String {
        let label = GermanLabels.label(key)
        switch key {
        case .mood: return "\(key.number) \(label)? (gut / neutral / schlecht)"
        case .musicInHead, .countermeasures, .socialContact: return "\(key.number) \(label)? (ja/nein)"
        case .songName: return "\(key.number) \(label)? (Titel oder Interpret; Enter = unbekannt)"
        case .earwormStrength: return "\(key.number) \(label)? (schwach / mittel / stark; Enter = offen lassen)"
        case .distress, .stress: return "\(key.number) \(label)? (keiner / gering / mittel / hoch; Enter = offen lassen)"
        case .countermeasureActivity: return "\(key.number) \(label)? (was hast du dagegen getan?)"
        }
    }

    public static let manualNotePrompt = "Notiz zum Tag? (Enter = keine)"

    /// The hint after an answer that is no value of the asked field.
    public static func manualInvalidAnswer(_ key: FieldKey) -> String {
        switch key {
        case .mood: return "Bitte antworte mit gut, neutral oder schlecht (auch „eher gut“; oder 1 = gut, 2 = neutral, 3 = schlecht)."
        case .musicInHead, .countermeasures, .socialContact: return answerYesNo
        case .earwormStrength:
            return "Bitte antworte mit schwach, mittel oder stark (oder 1 = schwach, 2 = mittel, 3 = stark) – Enter lässt es offen."
        case .distress, .stress:
            return "Bitte antworte mit keiner, gering, mittel oder hoch (oder 1 = keiner, 2 = gering, 3 = mittel, 4 = hoch) – Enter lässt es offen."
        case .countermeasureActivity: return "Was hast du dagegen getan? Ein paar Worte genügen."
        case .songName: return "Titel oder Interpret, oder Enter für unbekannt."
        }
    }
}
