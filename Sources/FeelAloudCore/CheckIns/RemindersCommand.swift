/// The `/erinnerungen` REPL command as a pure function: shows or changes the reminder slots.
///
/// Forms (after the command word): "" -> list; "abends 21:30" -> set the time and switch the slot
/// on; "mittags aus" / "mittags an" -> switch off / on; "morgens 7:15 aus" -> both;
/// "aus" / "an" (also "alle aus") -> every slot; "standard" -> defaults. Slot names: morgens/morgen/früh, mittags/mittag, abends/abend.
public enum RemindersCommand {
    public struct Result: Equatable, Sendable {
        public var settings: ReminderSettings
        /// German text for the person.
        public var text: String
        /// True when `settings` differs from the input (the caller saves the config and
        /// suggests `feelaloud remind --install`).
        public var changed: Bool
    }

    public static let slotWords: [String: ReminderSlot.ID] = [
        "morgens": .morgens, "morgen": .morgens, "früh": .morgens, "frueh": .morgens,
        "mittags": .mittags, "mittag": .mittags, "abends": .abends, "abend": .abends,
    ]
    public static let onWords: Set<String> = ["an", "ein", "einschalten", "on"]
    public static let offWords: Set<String> = ["aus", "ausschalten", "off"]
    public static let defaultWords: Set<String> = ["standard", "zurücksetzen", "zuruecksetzen"]

    /// `arguments` is everything after the command word; a leading "/erinnerungen" is ignored.
    public static func apply(_ arguments: String, to settings: ReminderSettings) -> Result {
        var words = arguments.lowercased().split(whereSeparator: { $0.isWhitespace }).map(String.init)
        if let first = words.first, first.hasPrefix("/") { words.removeFirst() }
        if words.isEmpty {
            return Result(settings: settings, text: Messages.remindersOverview(settings), changed: false)
        }
        if words.count == 1, defaultWords.contains(words[0]) {
            let updated = ReminderSettings.default
            return Result(settings: updated, text: Messages.remindersChanged(updated), changed: updated != settings)
        }
        if words.first == "alle" { words.removeFirst() }
        if words.count == 1, onWords.contains(words[0]) || offWords.contains(words[0]) {
            let on = onWords.contains(words[0])
            var updated = settings
            for id in ReminderSlot.ID.allCases { updated[id].enabled = on }
            return Result(settings: updated, text: Messages.remindersChanged(updated), changed: updated != settings)
        }
        guard !words.isEmpty, let id = slotWords[words[0]] else {
            return Result(settings: settings, text: Messages.remindersUsage(unknown: words.first), changed: false)
        }
        var slot = settings[id]
        var rest = Array(words.dropFirst())
        if rest.isEmpty {
            return Result(settings: settings, text: Messages.remindersUsage(unknown: nil), changed: false)
        }
        var switched: Bool?
        if let last = rest.last, onWords.contains(last) { switched = true; rest.removeLast() }
        else if let last = rest.last, offWords.contains(last) { switched = false; rest.removeLast() }
        if !rest.isEmpty {
            guard let (h, m) = ReminderSlot.parseTime(rest.joined(separator: " ")) else {
                return Result(settings: settings, text: Messages.remindersInvalidTime(rest.joined(separator: " ")),
                              changed: false)
            }
            slot.hour = h
            slot.minute = m
            slot.enabled = true
        }
        if let switched { slot.enabled = switched }
        var updated = settings
        updated[id] = slot
        return Result(settings: updated, text: Messages.remindersChanged(updated), changed: updated != settings)
    }
}
