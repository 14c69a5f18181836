/// The person's settings (`config.json` in the store directory): which extractor to use, the
/// llama model, whether notices are shown, and the three daily reminder slots.
public struct AppConfig: Equatable, Sendable {
    /// Which extractor turns diary text into fields.
    public enum ExtractorKind: String, CaseIterable, Sendable {
        case rules, llama
    }

    /// The three reminder slots of a day.
    public enum ReminderSlot: String, CaseIterable, Sendable {
        case morgens, mittags, abends
    }

    /// One daily reminder: local wall-clock time and whether it is switched on.
    public struct Reminder: Equatable, Sendable {
        public var hour: Int
        public var minute: Int
        public var enabled: Bool

        public init(hour: Int, minute: Int, enabled: Bool) {
            self.hour = hour
            self.minute = minute
            self.enabled = enabled
        }

        /// "HH:MM".
        public var clockText: String {
            (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
        }

        /// 0–23 and 0–59.
        public var isValid: Bool { (0..<24).contains(hour) && (0..<60).contains(minute) }
    }

    public var extractor: ExtractorKind
    /// Path of the GGUF model for the llama extractor (nil: the default search).
    public var modelPath: String?
    /// Whether reminder notices are shown at all.
    public var noticesEnabled: Bool
    public var morgens: Reminder
    public var mittags: Reminder
    public var abends: Reminder

    public init(
        extractor: ExtractorKind = .rules, modelPath: String? = nil, noticesEnabled: Bool = true,
        morgens: Reminder = AppConfig.defaultReminder(.morgens),
        mittags: Reminder = AppConfig.defaultReminder(.mittags),
        abends: Reminder = AppConfig.defaultReminder(.abends)
    ) {
        self.extractor = extractor
        self.modelPath = modelPath
        self.noticesEnabled = noticesEnabled
        self.morgens = morgens
        self.mittags = mittags
        self.abends = abends
    }

    /// Defaults: 08:00, 12:30, 20:00, all switched off.
    public static func defaultReminder(_ slot: ReminderSlot) -> Reminder {
        switch slot {
        case .morgens: return Reminder(hour: 8, minute: 0, enabled: false)
        case .mittags: return Reminder(hour: 12, minute: 30, enabled: false)
        case .abends: return Reminder(hour: 20, minute: 0, enabled: false)
        }
    }

    public subscript(slot: ReminderSlot) -> Reminder {
        get {
            switch slot {
            case .morgens: return morgens
            case .mittags: return mittags
            case .abends: return abends
            }
        }
        set {
            switch slot {
            case .morgens: morgens = newValue
            case .mittags: mittags = newValue
            case .abends: abends = newValue
            }
        }
    }
}
