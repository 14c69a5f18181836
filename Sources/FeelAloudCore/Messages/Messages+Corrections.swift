/// German texts of the correction dialogue's ask-backs (issue 4 item 2).
extension Messages {
    /// The utterance was not understood at all.
    public static let correctionNotUnderstood =
        "Das habe ich nicht verstanden. Was soll ich ändern? Zum Beispiel „Stimmung gut“, „4 stark“ oder „Nr. 8 nein“ – oder „ja“ zum Speichern."

    /// After a bare "nein"/"falsch": ask what is wrong.
    public static let correctionWhatIsWrong = "Was stimmt nicht? Sag mir, was ich ändern soll (z. B. „Stimmung schlecht“ oder „5 hoch“)."

    /// A stress value while music was in the head (stress is only asked without earworm).
    public static func correctionStressWhileMusic(_ value: String) -> String {
        "Stress wird nur ohne Ohrwurm erfasst – meinst du den Leidensdruck durch die Musik (\(value)), oder war doch kein Ohrwurm da?"
    }

    /// A distress value while no music was in the head.
    public static func correctionDistressWithoutMusic(_ value: String) -> String {
        "Leidensdruck wird nur bei einem Ohrwurm erfasst – meinst du den Stress (\(value)), oder hattest du doch Musik im Kopf?"
    }

    /// A countermeasure while no music was in the head.
    public static let correctionCountermeasureWithoutMusic =
        "Gegenmaßnahmen werden nur bei einem Ohrwurm erfasst – hattest du doch Musik im Kopf?"

    /// A bare value that several fields could take ("mittel").
    public static func correctionWhichField(_ value: String, _ keys: [FieldKey]) -> String {
        let names = keys.map { "\(GermanLabels.label($0)) (\($0.number))" }
        return "Wofür gilt „\(value)“ – \(joinedAlternatives(names))?"
    }

    /// A field was named but its value was missing or not understood.
    public static func correctionWhichValue(_ key: FieldKey, _ choices: [String]) -> String {
        let label = GermanLabels.label(key)
        if choices.isEmpty { return "Was soll bei \(label) (\(key.number)) stehen?" }
        return "Was soll bei \(label) (\(key.number)) stehen – \(joinedAlternatives(choices.map { "„\($0)“" }))?"
    }

    // MARK: correct --json (usage errors, exit code 2)

    /// The stderr message for a refused `correct --json` input.
    public static func correctionInputError(_ e: CorrectionInputError) -> String {
        switch e {
        case let .notJSON(error): return correctJSONInvalid(offset: error.offset, reason: error.reason)
        case .notAnObject: return correctJSONNotAnObject
        case .fieldsNotAnObject: return correctJSONMissing("fields", "kein Objekt")
        case .utteranceNotText: return correctJSONMissing("utterance", "kein Text")
        case let .badField(error): return correctJSONBadField(key: error.key, reason: error.reason)
        case .badDayOffset: return correctJSONBadDayOffset
        }
    }

    public static func correctJSONInvalid(offset: Int, reason: String) -> String {
        "Ungültiges JSON auf der Standardeingabe (Byte \(offset)): \(reason). Erwartet: {\"fields\": {…}, \"utterance\": \"…\"}"
    }
    public static let correctJSONNotAnObject = "Erwartet wird ein JSON-Objekt {\"fields\": {…}, \"utterance\": \"…\"}."
    public static func correctJSONMissing(_ key: String, _ what: String) -> String {
        "Das Feld „\(key)“ fehlt oder ist \(what)."
    }
    public static func correctJSONBadField(key: String, reason: String) -> String {
        "Ungültiger Wert in „fields“ bei „\(key)“: \(reason)."
    }
    /// "rückgängig" has no history in the one-shot interface.
    public static let correctJSONNoUndo = "Rückgängig machen geht nur im Dialog. Was soll geändert werden?"

    /// "a, b oder c"
    static func joinedAlternatives(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " oder " + items.last!
    }
}
