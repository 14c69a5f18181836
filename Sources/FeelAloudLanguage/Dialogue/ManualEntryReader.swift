import FeelAloudCore

/// Reads the answers of the manual entry (`/eintrag`) with the German base. An answer is first
/// compared with the option words of the asked field (the words the prompt offers and their
/// short forms, as data below; folded and read through the regional table, so „guad“, „jo“,
/// „nöd“ work); anything else is read by the correction parser as a correction of that field
/// („eher gut“, „hob koan Stress ghabt“, „Stimmung eher mau“, „ziemlich nervig“), so the manual
/// entry understands exactly what the review understands.
enum ManualEntryReader {
    /// Short forms only the prompt offers ("j"/"n" for ja/nein); every other option word is
    /// an answer word of the shared vocabulary (`ValueWords` and the field lexicons, through
    /// `CorrectionValueWords`).
    static let promptYes: Set<String> = ["j"]
    static let promptNo: Set<String> = ["n"]

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

    /// A whole answer that is one value word of the asked field ("guad", "jo", "nöd", "hoch").
    static func optionValue(_ phrase: String, for key: FieldKey) -> FieldValue? {
        let words = phrase.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return nil }
        func pick<T>(_ tables: [[(T, CorrectionPhraseList)]], _ make: (T) -> FieldValue) -> FieldValue? {
            for table in tables { if let hit = table.first(where: { $0.1.matchesWhole(words) }) { return make(hit.0) } }
            return nil
        }
        let v = CorrectionValueWords.self
        switch key {
        case .mood: return pick([v.moodNamed]) { .text($0.rawValue) }
        case .musicInHead, .countermeasures, .socialContact:
            if promptYes.contains(phrase) || v.yes.matchesWhole(words) { return .flag(true) }
            if promptNo.contains(phrase) || v.no.matchesWhole(words) { return .flag(false) }
            return nil
        case .earwormStrength: return pick([v.strengthGeneric, v.strengthSpecific]) { .text($0.rawValue) }
        case .distress: return pick([v.severityGeneric, v.distressSpecific]) { .text($0.rawValue) }
        case .stress: return pick([v.severityGeneric, v.stressSpecific]) { .text($0.rawValue) }
        case .songName, .countermeasureActivity: return nil
        }
    }

}
