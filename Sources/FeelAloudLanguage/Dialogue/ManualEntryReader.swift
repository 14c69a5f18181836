import FeelAloudCore

/// Reads the answers of the manual entry (`/eintrag`) with the German base. An answer is first
/// compared with the option words of the asked field (the words the prompt offers and their
/// short forms, as data below; folded and read through the regional table, so „guad“, „jo“,
/// „nöd“ work); anything else is read by the correction parser as a correction of that field
/// („eher gut“, „hob koan Stress ghabt“, „Stimmung eher mau“, „ziemlich nervig“), so the manual
/// entry understands exactly what the review understands.
enum ManualEntryReader {
    /// Option words per field type, written naturally (folded when compared).
    static let moodWords: [(Mood, [String])] = [
        (.good, ["gut", "good", "super", "toll"]),
        (.neutral, ["neutral", "mittel", "okay", "ok", "normal"]),
        (.bad, ["schlecht", "bad", "mies"]),
    ]
    static let flagWords: [(Bool, [String])] = [
        (true, ["ja", "j", "yes", "jo", "jep", "jup", "genau"]),
        (false, ["nein", "n", "no", "nee", "nö", "ne"]),
    ]
    static let strengthWords: [(EarwormStrength, [String])] = [
        (.weak, ["schwach", "leicht", "leise", "weak"]),
        (.medium, ["mittel", "medium"]),
        (.strong, ["stark", "strong"]),
    ]
    static let severityWords: [(Severity, [String])] = [
        (.none, ["keiner", "keine", "kein", "none", "gar nicht"]),
        (.low, ["gering", "wenig", "niedrig", "low", "etwas"]),
        (.medium, ["mittel", "medium"]),
        (.high, ["hoch", "stark", "high", "viel"]),
    ]

    /// The value of the asked field, or nil when the answer gives none.
    static func value(_ answer: String, for key: FieldKey, current: EntryFields) -> FieldValue? {
        let words = CorrectionDialect.normalize(Tokenizer.tokens(of: GermanFolding.fold(answer)).map(\.text))
        let phrase = words.joined(separator: " ")
        if let v = optionValue(phrase, for: key) { return v }
        // The review's reading of „N answer“: the asked field must be what it is about.
        guard !words.isEmpty, case let .changes(fields, changed) = CorrectionParser.parse("\(key.number) \(answer)", current: current),
              changed.isEmpty || changed.contains(key)
        else { return nil }
        let v = fields.value(of: key)
        return v == .null ? nil : v
    }

    static func optionValue(_ phrase: String, for key: FieldKey) -> FieldValue? {
        func pick<T>(_ table: [(T, [String])], _ make: (T) -> FieldValue) -> FieldValue? {
            table.first { $0.1.contains { GermanFolding.fold($0) == phrase } }.map { make($0.0) }
        }
        switch key {
        case .mood: return pick(moodWords) { .text($0.rawValue) }
        case .musicInHead, .countermeasures, .socialContact: return pick(flagWords) { .flag($0) }
        case .earwormStrength: return pick(strengthWords) { .text($0.rawValue) }
        case .distress, .stress: return pick(severityWords) { .text($0.rawValue) }
        case .songName, .countermeasureActivity: return nil
        }
    }

}
