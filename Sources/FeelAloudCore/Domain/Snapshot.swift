/// A quick five-level check-in ("Momentaufnahme", CONTRACT.md §2), one revision of it.
/// Answering or dismissing the follow-up writes a new revision with the same id.
public struct Snapshot: Equatable, Hashable, Sendable, Identifiable {
    public var id: String
    public var revision: Int
    public var createdAt: LocalTimestamp
    public var revisedAt: LocalTimestamp
    public var rating: SnapshotRating
    public var source: SnapshotSource
    public var followUpNote: String?
    public var followUpDismissed: Bool

    public init(
        id: String, revision: Int = 1, createdAt: LocalTimestamp, revisedAt: LocalTimestamp? = nil,
        rating: SnapshotRating, source: SnapshotSource, followUpNote: String? = nil,
        followUpDismissed: Bool = false
    ) {
        self.id = id
        self.revision = revision
        self.createdAt = createdAt
        self.revisedAt = revisedAt ?? createdAt
        self.rating = rating
        self.source = source
        self.followUpNote = followUpNote
        self.followUpDismissed = followUpDismissed
    }

    public var day: DayKey { createdAt.day }

    /// Still waiting for its follow-up: rating asks for one, no note yet, not dismissed.
    public var followUpOpen: Bool { rating.awaitsFollowUp && followUpNote == nil && !followUpDismissed }
}
