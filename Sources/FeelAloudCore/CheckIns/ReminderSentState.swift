/// Which slot was last notified on which day — the content of `reminders-sent.json`:
/// `{"version":1,"sent":{"morgens":"2026-11-29",…}}`. Keeps `feelaloud remind` from sending a
/// slot twice on the same day.
public struct ReminderSentState: Equatable, Sendable {
    public var lastSent: [ReminderSlot.ID: DayKey]

    public init(lastSent: [ReminderSlot.ID: DayKey] = [:]) { self.lastSent = lastSent }

    public func wasSent(_ id: ReminderSlot.ID, on day: DayKey) -> Bool { lastSent[id] == day }

    public mutating func markSent(_ id: ReminderSlot.ID, on day: DayKey) { lastSent[id] = day }

    public var json: JSONValue {
        .object([
            ("version", .int(1)),
            ("sent", .object(ReminderSlot.ID.allCases.compactMap { id in
                lastSent[id].map { (id.rawValue, .string($0.description)) }
            })),
        ])
    }

    /// Lenient: unknown slots and unreadable days are ignored (the worst case is one extra
    /// reminder), a non-object is an error.
    public init(json: JSONValue) throws(ReminderSettingsError) {
        guard json.objectValue != nil else { throw .notAnObject }
        var sent: [ReminderSlot.ID: DayKey] = [:]
        for (key, value) in json["sent"]?.objectValue ?? [] {
            if let id = ReminderSlot.ID(rawValue: key), let text = value.stringValue, let day = DayKey(text) {
                sent[id] = day
            }
        }
        self.init(lastSent: sent)
    }
}
