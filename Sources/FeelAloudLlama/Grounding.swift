import FeelAloudCore
import FeelAloudLanguage

/// A veto on the model's free-text values: a song name or activity must be grounded in the
/// paragraph (one of its words of four or more letters occurs there, folded), else it is an
/// invention — small models copy the few-shot examples — and is dropped (the conditional rules
/// then set countermeasures false when the activity goes).
public enum Grounding {
    public static func apply(_ fields: EntryFields, text: String) -> EntryFields {
        let words = Set(contentWords(text))
        var out = fields
        if let song = fields.songName, !isGrounded(song, in: words) { out.songName = nil }
        if let activity = fields.countermeasureActivity, !isGrounded(activity, in: words) {
            out.countermeasureActivity = nil
            out.countermeasures = false
        }
        return out
    }

    static func isGrounded(_ value: String, in textWords: Set<String>) -> Bool {
        let valueWords = contentWords(value)
        if valueWords.isEmpty { return true }
        return valueWords.contains { word in
            textWords.contains(word) || textWords.contains { $0.hasPrefix(String(word.prefix(5))) && word.count >= 5 }
        }
    }

    static func contentWords(_ s: String) -> [String] {
        GermanFolding.fold(s)
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map(String.init)
            .filter { $0.count >= 4 }
    }
}
