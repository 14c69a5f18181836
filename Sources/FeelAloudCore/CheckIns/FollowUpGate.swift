/// Decides *when* the REPL checks for a follow-up (issue 6): at a normal start, and on return to
/// the prompt after a check-in made by another process. A start from a reminder
/// (`--from-reminder`) suppresses exactly one check, so the five-level choice comes first.
/// Check-ins the REPL made itself never trigger an immediate follow-up; they are asked about at
/// the next normal start.
public struct FollowUpGate: Sendable {
    public private(set) var suppressNextCheck: Bool
    /// Snapshot ids this process already knows (its own and those present at the last check).
    public private(set) var seenSnapshotIDs: Set<String> = []

    public init(fromReminder: Bool) { suppressNextCheck = fromReminder }

    /// At REPL start: the snapshot to ask about, or nil (also when suppressed by a reminder).
    public mutating func atStart(snapshots: [Snapshot], now: LocalTimestamp, zone: UTCOffsetRule) -> Snapshot? {
        seenSnapshotIDs.formUnion(snapshots.map(\.id))
        if suppressNextCheck {
            suppressNextCheck = false
            return nil
        }
        return FollowUpPolicy.snapshotToAsk(snapshots, now: now, zone: zone)
    }

    /// On return to the prompt (after reloading the diary): asks only when a check-in by another
    /// process appeared since the last check.
    public mutating func atPrompt(snapshots: [Snapshot], now: LocalTimestamp, zone: UTCOffsetRule) -> Snapshot? {
        let fresh = snapshots.filter { !seenSnapshotIDs.contains($0.id) }
        seenSnapshotIDs.formUnion(fresh.map(\.id))
        guard !fresh.isEmpty else { return nil }
        if suppressNextCheck {
            suppressNextCheck = false
            return nil
        }
        return FollowUpPolicy.snapshotToAsk(snapshots, now: now, zone: zone)
    }

    /// Registers a check-in this process wrote itself (never asked about immediately).
    public mutating func noteOwn(_ snapshotID: String) { seenSnapshotIDs.insert(snapshotID) }
}
