/// One of the three reminder slots (morgens, mittags, abends) with its time and on/off switch.
/// The ids are stable: they name the config keys, the sent markers and the systemd units.
public struct ReminderSlot: Equatable, Hashable, Sendable, Identifiable {
    public enum ID: String, CaseIterable, Sendable, Comparable {
        case morgens, mittags, abends
        public static func < (a: ID, b: ID) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    public var id: ID
    public var hour: Int
    public var minute: Int
    public var enabled: Bool

    /// nil when the time is impossible (hour 0–23, minute 0–59).
    public init?(id: ID, hour: Int, minute: Int, enabled: Bool = true) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.id = id
        self.hour = hour
        self.minute = minute
        self.enabled = enabled
    }

    /// Defaults, the same as the store's `AppConfig.defaultReminder`: morgens 08:00,
    /// mittags 12:30, abends 20:00, all switched off (reminders are opt-in).
    public static let defaults: [ReminderSlot] = [
        ReminderSlot(id: .morgens, hour: 8, minute: 0, enabled: false)!,
        ReminderSlot(id: .mittags, hour: 12, minute: 30, enabled: false)!,
        ReminderSlot(id: .abends, hour: 20, minute: 0, enabled: false)!,
    ]

    public var secondOfDay: Int { hour * 3600 + minute * 60 }

    /// "HH:MM"
    public var timeText: String { ReminderSlot.timeText(hour: hour, minute: minute) }

    public static func timeText(hour: Int, minute: Int) -> String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    /// Parses "H:MM", "HH:MM", "HH.MM", "HH" (optionally followed by "Uhr") into hour, minute.
    public static func parseTime(_ text: String) -> (hour: Int, minute: Int)? {
        var t = text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        if t.hasSuffix("uhr") { t = String(t.dropLast(3)).trimmingSpaces() }
        let parts = t.split(separator: ":", omittingEmptySubsequences: false).count == 2
            ? t.split(separator: ":", omittingEmptySubsequences: false)
            : t.split(separator: ".", omittingEmptySubsequences: false)
        func number(_ s: Substring, maxDigits: Int, exactDigits: Int? = nil) -> Int? {
            guard !s.isEmpty, s.count <= maxDigits, s.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            if let exactDigits, s.count != exactDigits { return nil }
            return Int(s)
        }
        let hour: Int?, minute: Int?
        switch parts.count {
        case 1: hour = number(parts[0], maxDigits: 2); minute = 0
        case 2: hour = number(parts[0], maxDigits: 2); minute = number(parts[1], maxDigits: 2, exactDigits: 2)
        default: return nil
        }
        guard let h = hour, let m = minute, (0...23).contains(h), (0...59).contains(m) else { return nil }
        return (h, m)
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
