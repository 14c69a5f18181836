/// What `/erinnerungen …` asks for, as read by the language (`DialogueLanguage.remindersRequest`).
public enum RemindersRequest: Equatable, Sendable {
    /// No argument: list the slots.
    case show
    /// Back to the defaults.
    case reset
    /// Every slot on or off.
    case all(on: Bool)
    /// One slot: a new time (which switches it on) and/or on/off.
    case slot(ReminderSlot.ID, time: ClockTime?, on: Bool?)
    /// A slot was named but its time is impossible or unreadable.
    case invalidTime(String)
    /// Not understood; `unknown` is the word that named no slot.
    case usage(unknown: String?)
}

/// A wall-clock time of day (0–23, 0–59).
public struct ClockTime: Equatable, Sendable {
    public var hour: Int
    public var minute: Int
    public init(hour: Int, minute: Int) {
        self.hour = hour
        self.minute = minute
    }
}

/// The `/erinnerungen` REPL command as a pure function: shows or changes the reminder slots.
/// The words are read by FeelAloudLanguage (`ReminderPhrases`); this applies what they ask for.
public enum RemindersCommand {
    public struct Result: Equatable, Sendable {
        public var settings: ReminderSettings
        /// German text for the person.
        public var text: String
        /// True when `settings` differs from the input (the caller saves the config and
        /// suggests `feelaloud remind --install`).
        public var changed: Bool
    }

    public static func apply(_ request: RemindersRequest, to settings: ReminderSettings) -> Result {
        func changed(_ updated: ReminderSettings) -> Result {
            Result(settings: updated, text: Messages.remindersChanged(updated), changed: updated != settings)
        }
        switch request {
        case .show:
            return Result(settings: settings, text: Messages.remindersOverview(settings), changed: false)
        case .reset:
            return changed(.default)
        case let .all(on):
            var updated = settings
            for id in ReminderSlot.ID.allCases { updated[id].enabled = on }
            return changed(updated)
        case let .slot(id, time, on):
            var slot = settings[id]
            if let time {
                slot.hour = time.hour
                slot.minute = time.minute
                slot.enabled = true
            }
            if let on { slot.enabled = on }
            var updated = settings
            updated[id] = slot
            return changed(updated)
        case let .invalidTime(text):
            return Result(settings: settings, text: Messages.remindersInvalidTime(text), changed: false)
        case let .usage(unknown):
            return Result(settings: settings, text: Messages.remindersUsage(unknown: unknown), changed: false)
        }
    }
}
