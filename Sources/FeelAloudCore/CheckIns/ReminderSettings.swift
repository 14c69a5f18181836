/// The reminder part of the app config, as the reminder rules use it: always the three slots,
/// in order morgens, mittags, abends. Persisted inside the store's `AppConfig` (`config.json`,
/// convert with the `ReminderSettings+AppConfig` bridge). The standalone JSON form
/// `{"morgens":{"time":"09:00","enabled":true},"mittags":{…},"abends":{…}}` is kept for
/// tools and tests; missing slots take their defaults.
public struct ReminderSettings: Equatable, Sendable {
    public private(set) var slots: [ReminderSlot]

    public init(slots: [ReminderSlot] = ReminderSlot.defaults) {
        var merged = ReminderSlot.defaults
        for s in slots {
            if let i = merged.firstIndex(where: { $0.id == s.id }) { merged[i] = s }
        }
        self.slots = merged
    }

    public static let `default` = ReminderSettings()

    public subscript(id: ReminderSlot.ID) -> ReminderSlot {
        get { slots.first { $0.id == id }! }
        set {
            if let i = slots.firstIndex(where: { $0.id == id }) { slots[i] = newValue }
        }
    }

    public var enabledSlots: [ReminderSlot] { slots.filter(\.enabled) }

    public var json: JSONValue {
        .object(slots.map { s in
            (s.id.rawValue, .object([("time", .string(s.timeText)), ("enabled", .bool(s.enabled))]))
        })
    }

    public init(json: JSONValue) throws(ReminderSettingsError) {
        guard let pairs = json.objectValue else { throw .notAnObject }
        var result = ReminderSettings.default.slots
        for (key, value) in pairs {
            guard let id = ReminderSlot.ID(rawValue: key) else { throw .unknownSlot(key) }
            var slot = result.first { $0.id == id }!
            if let timeValue = value["time"] {
                guard let text = timeValue.stringValue, let (h, m) = ReminderSlot.parseTime(text) else {
                    throw .invalidTime(slot: key, value: timeValue.serialized())
                }
                slot.hour = h
                slot.minute = m
            }
            if let enabledValue = value["enabled"] {
                guard let on = enabledValue.boolValue else {
                    throw .invalidEnabled(slot: key, value: enabledValue.serialized())
                }
                slot.enabled = on
            }
            result[result.firstIndex { $0.id == id }!] = slot
        }
        self.init(slots: result)
    }
}

/// Why a reminder config value could not be read.
public enum ReminderSettingsError: Error, Equatable, Sendable {
    case notAnObject
    case unknownSlot(String)
    case invalidTime(slot: String, value: String)
    case invalidEnabled(slot: String, value: String)
}
