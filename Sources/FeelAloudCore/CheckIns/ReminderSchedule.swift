/// When to remind, as pure functions of the slots, the clock and today's check-ins.
///
/// A slot's moment today is `now`'s local midnight plus the slot time (in `now`'s offset; on a
/// DST switch day a slot before the switch would be off by the hour — the defaults are not).
/// A slot's *window* runs from `leadTolerance` before its time to `leadTolerance` before the
/// next enabled slot (the last one to the end of the day). A check-in inside the window
/// covers the slot: no reminder is sent and it is not reported as missed.
public enum ReminderSchedule {
    /// A check-in up to this many seconds before a slot time counts for that slot.
    public static let leadTolerance = 15 * 60

    /// The slot to notify now, or nil. Only the most recently passed enabled slot is a
    /// candidate (after a night off, `remind` at 14:00 does not send the morning one); it is
    /// due unless it was already sent today or a check-in covers it.
    public static func due(slots: [ReminderSlot], now: LocalTimestamp, lastSent: [ReminderSlot.ID: DayKey],
                           snapshotsToday: [Snapshot]) -> ReminderSlot? {
        guard let latest = passedSlots(slots, now: now).last else { return nil }
        if lastSent[latest.id] == now.day { return nil }
        if covered(latest, slots: slots, now: now, snapshots: snapshotsToday) { return nil }
        return latest
    }

    /// Enabled slots of today whose time has passed without a check-in in their window
    /// (reported at REPL start).
    public static func missedSlots(slots: [ReminderSlot], now: LocalTimestamp, snapshotsToday: [Snapshot]) -> [ReminderSlot] {
        passedSlots(slots, now: now).filter { !covered($0, slots: slots, now: now, snapshots: snapshotsToday) }
    }

    /// Enabled slots whose time today is at or before `now`, in time order.
    public static func passedSlots(_ slots: [ReminderSlot], now: LocalTimestamp) -> [ReminderSlot] {
        ordered(slots).filter { $0.secondOfDay <= now.secondOfDay }
    }

    /// The window [start, end) in epoch seconds of a slot on `now`'s day.
    public static func window(of slot: ReminderSlot, slots: [ReminderSlot], now: LocalTimestamp) -> Range<Int> {
        let midnight = now.epochSeconds - now.secondOfDay
        let start = midnight + slot.secondOfDay - leadTolerance
        let next = ordered(slots).first { $0.secondOfDay > slot.secondOfDay }
        let end = next.map { midnight + $0.secondOfDay - leadTolerance } ?? midnight + 86_400
        return start..<max(start, end)
    }

    public static func covered(_ slot: ReminderSlot, slots: [ReminderSlot], now: LocalTimestamp,
                               snapshots: [Snapshot]) -> Bool {
        let w = window(of: slot, slots: slots, now: now)
        return snapshots.contains { w.contains($0.createdAt.epochSeconds) }
    }

    private static func ordered(_ slots: [ReminderSlot]) -> [ReminderSlot] {
        slots.filter(\.enabled).sorted { ($0.secondOfDay, $0.id) < ($1.secondOfDay, $1.id) }
    }
}
