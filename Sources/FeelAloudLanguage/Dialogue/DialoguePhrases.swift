import FeelAloudCore

/// The words the dialogue's small stages accept (check-in levels, follow-up dismissal,
/// `/erinnerungen`, `/einstellungen`), as data. `GermanDialogue` reads through these tables;
/// Core holds no German words.
public enum DialoguePhrases {
    /// Check-in levels besides the digits 1–5 (lowercased, whitespace collapsed).
    public static let ratingWords: [String: SnapshotRating] = [
        "sehr gut": .veryGood, "gut": .good, "neutral": .neutral, "schlecht": .bad,
        "sehr schlecht": .veryBad, "mittel": .neutral, "ok": .neutral, "okay": .neutral,
    ]

    /// „Heute nicht mehr fragen“ and its short forms (lowercased, end punctuation dropped).
    public static let dismissPhrases: Set<String> = [
        "heute nicht mehr fragen", "heute nicht mehr", "nicht mehr fragen", "heute nicht fragen",
    ]

    public static let slotWords: [String: ReminderSlot.ID] = [
        "morgens": .morgens, "morgen": .morgens, "früh": .morgens, "frueh": .morgens,
        "mittags": .mittags, "mittag": .mittags, "abends": .abends, "abend": .abends,
    ]
    public static let onWords: Set<String> = ["an", "ein", "einschalten", "on"]
    public static let offWords: Set<String> = ["aus", "ausschalten", "off"]
    public static let defaultWords: Set<String> = ["standard", "zurücksetzen", "zuruecksetzen"]
    public static let everyWord = "alle"

    /// `/einstellungen` topics (ASCII-folded).
    public static let noticesWords: Set<String> = ["hinweise", "hinweis"]
    public static let extractorWords: Set<String> = ["auswertung", "extraktor"]
    public static let extractorKinds: [String: AppConfig.ExtractorKind] = [
        "rules": .rules, "regeln": .rules, "llama": .llama, "sprachmodell": .llama, "modell": .llama,
    ]

    /// `/bearbeiten letzter`, `/zeige neuester`: the newest entry.
    public static let newestEntryWords: Set<String> = ["letzter", "letzte", "letztes", "neuester", "neueste", "zuletzt"]
    /// „behalten“ to the `/text` re-reading (new fields, the person's corrections kept).
    public static let keepCorrectionsWords: Set<String> = ["behalten", "behalte", "korrekturen behalten", "meine behalten", "b"]
    /// Cancelling the manual entry (confirmed once when something was typed).
    public static let cancelManualEntryWords: Set<String> = ["abbrechen", "/abbrechen", "verwerfen", "stop", "stopp", "abbruch", "cancel"]

    static func phrase(_ text: String) -> String { words(text).joined(separator: " ") }

    static func words(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { $0.isWhitespace }).map(String.init)
    }

    public static func rating(_ text: String) -> SnapshotRating? {
        let joined = words(text).joined(separator: " ")
        if let digit = Int(joined) { return SnapshotRating(rawValue: digit) }
        return ratingWords[joined]
    }

    public static func dismisses(_ line: String) -> Bool {
        var folded = words(line).joined(separator: " ")
        while let last = folded.last, ".!".contains(last) { folded.removeLast() }
        return dismissPhrases.contains(folded)
    }

    /// Forms (after the command word): "" -> list; "abends 21:30" -> set the time and switch the
    /// slot on; "mittags aus" / "mittags an"; "morgens 7:15 aus" -> both; "aus" / "an" (also
    /// "alle aus") -> every slot; "standard" -> defaults. A leading "/erinnerungen" is ignored.
    public static func reminders(_ arguments: String) -> RemindersRequest {
        var w = words(arguments)
        if let first = w.first, first.hasPrefix("/") { w.removeFirst() }
        if w.isEmpty { return .show }
        if w.count == 1, defaultWords.contains(w[0]) { return .reset }
        if w.first == everyWord { w.removeFirst() }
        if w.count == 1, onWords.contains(w[0]) || offWords.contains(w[0]) { return .all(on: onWords.contains(w[0])) }
        guard let first = w.first, let id = slotWords[first] else { return .usage(unknown: w.first) }
        var rest = Array(w.dropFirst())
        if rest.isEmpty { return .usage(unknown: nil) }
        var switched: Bool?
        if let last = rest.last, onWords.contains(last) { switched = true; rest.removeLast() }
        else if let last = rest.last, offWords.contains(last) { switched = false; rest.removeLast() }
        var time: ClockTime?
        if !rest.isEmpty {
            guard let (h, m) = ReminderSlot.parseTime(rest.joined(separator: " ")) else {
                return .invalidTime(rest.joined(separator: " "))
            }
            time = ClockTime(hour: h, minute: m)
        }
        return .slot(id, time: time, on: switched)
    }

    /// "hinweise an|aus", "auswertung regeln|llama"; "" -> show.
    public static func settings(_ argument: String) -> SettingsRequest {
        let w = GermanFolding.fold(argument).split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard let topic = w.first else { return .show }
        guard w.count == 2 else { return .notUnderstood }
        if noticesWords.contains(topic) {
            if onWords.contains(w[1]) { return .notices(on: true) }
            if offWords.contains(w[1]) { return .notices(on: false) }
        }
        if extractorWords.contains(topic), let kind = extractorKinds[w[1]] { return .extractor(kind) }
        return .notUnderstood
    }
}
