/// The follow-up rules for check-ins (issue 6, CONTRACT.md §2), as pure functions.
///
/// - Ratings 5, 2 and 1 await a follow-up on the same calendar day (`Snapshot.followUpOpen`).
/// - Asked about is the most recent open snapshot of *today*; earlier days never.
/// - "Today" is `now.day` (the clock's current offset). A snapshot belongs to today when its
///   instant, read in the *current* zone (`UTCOffsetRule`), falls on that day:
///   * midnight: a check-in at 23:59 is not asked about at 00:01 — a new day has begun;
///     00:00:00 belongs to the new day;
///   * DST switch: the zone rule gives the snapshot the offset that was in force at its
///     instant (+01:00 before, +02:00 after the March switch in Europe/Berlin), so a check-in
///     at 01:30+01:00 on switch day is still "today" at 10:00+02:00, and 23:30+01:00 the
///     evening before is not (a naive re-read with today's +02:00 would wrongly make it 00:30);
///   * time-zone change: the instant is re-read in the zone the person is in now. A check-in at
///     22:00 in New York (-05:00) is 04:00 the next day in Berlin, so after flying to Berlin it
///     is asked about on that Berlin day; a check-in at 23:00 in Berlin read in New York is
///     17:00 the same day there.
/// - "Heute nicht mehr fragen" dismisses *every* open snapshot of today (each gets a new
///   revision with `followUpDismissed = true`), and while any snapshot of today carries a
///   dismissal nothing more is asked that day — not even about check-ins made later that day.
///   The rule lives in the data, so every process sees it without extra state.
/// - An answer sets `followUpNote` on the asked snapshot only; an empty line changes nothing.
public enum FollowUpPolicy {
    /// Whether the snapshot was created on `now`'s local day, judged in the current zone.
    public static func isToday(_ snapshot: Snapshot, now: LocalTimestamp, zone: UTCOffsetRule) -> Bool {
        zone.day(of: snapshot.createdAt) == now.day
    }

    /// The snapshots of today, oldest first.
    public static func snapshotsOfToday(_ snapshots: [Snapshot], now: LocalTimestamp, zone: UTCOffsetRule) -> [Snapshot] {
        snapshots.filter { isToday($0, now: now, zone: zone) }
            .sorted { ($0.createdAt.epochSeconds, $0.id) < ($1.createdAt.epochSeconds, $1.id) }
    }

    /// True when a follow-up was dismissed today ("Heute nicht mehr fragen").
    public static func dismissedToday(_ snapshots: [Snapshot], now: LocalTimestamp, zone: UTCOffsetRule) -> Bool {
        snapshots.contains { $0.followUpDismissed && isToday($0, now: now, zone: zone) }
    }

    /// The snapshot to ask about now, or nil: the most recent open snapshot of today, unless a
    /// follow-up was dismissed today.
    public static func snapshotToAsk(_ snapshots: [Snapshot], now: LocalTimestamp, zone: UTCOffsetRule) -> Snapshot? {
        let today = snapshotsOfToday(snapshots, now: now, zone: zone)
        guard !today.contains(where: \.followUpDismissed) else { return nil }
        return today.last(where: \.followUpOpen)
    }

    /// The reaction to a line typed in answer to the follow-up question.
    public enum Reply: Equatable, Sendable {
        /// Enter on an empty line: the snapshot stays open.
        case leaveOpen
        /// "Heute nicht mehr fragen".
        case dismiss
        /// A note (whitespace collapsed, trimmed).
        case note(String)
    }

    /// `dismisses` is the language's reading of „Heute nicht mehr fragen“
    /// (`DialogueLanguage.dismissesFollowUps`).
    public static func classify(_ line: String, dismisses: (String) -> Bool) -> Reply {
        let text = normalized(line)
        if text.isEmpty { return .leaveOpen }
        // A slash command is not an answer: leave the follow-up open rather than store "/monat".
        if text.hasPrefix("/") { return .leaveOpen }
        if dismisses(text) { return .dismiss }
        return .note(text)
    }

    /// The new revision recording an answer.
    public static func answering(_ snapshot: Snapshot, note: String, now: LocalTimestamp) -> Snapshot {
        var s = snapshot
        s.revision += 1
        s.revisedAt = now
        s.followUpNote = note
        return s
    }

    /// New revisions dismissing every open snapshot of today (empty when none is open).
    public static func dismissing(_ snapshots: [Snapshot], now: LocalTimestamp, zone: UTCOffsetRule) -> [Snapshot] {
        snapshotsOfToday(snapshots, now: now, zone: zone).filter(\.followUpOpen).map { snapshot in
            var s = snapshot
            s.revision += 1
            s.revisedAt = now
            s.followUpDismissed = true
            return s
        }
    }

    /// The revisions a reply produces for `asked` (empty for `.leaveOpen`).
    public static func revisions(for reply: Reply, asked: Snapshot, snapshots: [Snapshot], now: LocalTimestamp,
                                 zone: UTCOffsetRule) -> [Snapshot] {
        switch reply {
        case .leaveOpen: return []
        case let .note(text): return [answering(asked, note: text, now: now)]
        case .dismiss:
            let all = dismissing(snapshots, now: now, zone: zone)
            return all.contains { $0.id == asked.id } ? all : [dismissingOne(asked, now: now)] + all
        }
    }

    private static func dismissingOne(_ snapshot: Snapshot, now: LocalTimestamp) -> Snapshot {
        var s = snapshot
        s.revision += 1
        s.revisedAt = now
        s.followUpDismissed = true
        return s
    }

    /// Whitespace runs collapsed to one space, trimmed.
    public static func normalized(_ line: String) -> String {
        line.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
