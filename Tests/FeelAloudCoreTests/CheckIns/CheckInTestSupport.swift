import Foundation
@testable import FeelAloudCore

/// "2026-03-29T10:00:00+02:00" -> LocalTimestamp (test helper).
func ts(_ text: String) -> LocalTimestamp { LocalTimestamp(iso8601: text)! }

func snap(_ id: String, _ at: String, _ rating: SnapshotRating, note: String? = nil, dismissed: Bool = false,
          source: SnapshotSource = .manual) -> Snapshot {
    Snapshot(id: id, createdAt: ts(at), rating: rating, source: source, followUpNote: note, followUpDismissed: dismissed)
}

/// Europe/Berlin for 2026 by hand: CEST from 2026-03-29T01:00Z to 2026-10-25T01:00Z.
let berlin2026 = UTCOffsetRule { epoch in
    let springForward = ts("2026-03-29T01:00:00Z").epochSeconds
    let fallBack = ts("2026-10-25T01:00:00Z").epochSeconds
    return epoch >= springForward && epoch < fallBack ? 7200 : 3600
}

let newYork = UTCOffsetRule.fixed(-5 * 3600)
let cet = UTCOffsetRule.fixed(3600)

/// The slots most tests use: 09:00, 13:00, 20:00, all on.
let standard = ReminderSettings(slots: [
    ReminderSlot(id: .morgens, hour: 9, minute: 0)!, ReminderSlot(id: .mittags, hour: 13, minute: 0)!,
    ReminderSlot(id: .abends, hour: 20, minute: 0)!,
])
