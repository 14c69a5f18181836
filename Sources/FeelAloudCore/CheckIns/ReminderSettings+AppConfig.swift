/// Bridge between the reminder rules' `ReminderSettings` and the store's `AppConfig`
/// (`config.json`), which is where the slots are persisted.
extension ReminderSettings {
    /// The three slots as stored in the app config.
    public init(config: AppConfig) {
        self.init(slots: ReminderSlot.ID.allCases.compactMap { id in
            guard let key = AppConfig.ReminderSlot(rawValue: id.rawValue) else { return nil }
            let r = config[key]
            return ReminderSlot(id: id, hour: r.hour, minute: r.minute, enabled: r.enabled)
        })
    }

    /// `config` with these slots (everything else unchanged).
    public func applied(to config: AppConfig) -> AppConfig {
        var updated = config
        for s in slots {
            guard let key = AppConfig.ReminderSlot(rawValue: s.id.rawValue) else { continue }
            updated[key] = AppConfig.Reminder(hour: s.hour, minute: s.minute, enabled: s.enabled)
        }
        return updated
    }
}
