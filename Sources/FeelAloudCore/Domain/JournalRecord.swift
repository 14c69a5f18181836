/// One line of the journal: a revision of an entry, a deletion, or a check-in revision.
public enum JournalRecord: Equatable, Sendable {
    case entry(DiaryEntry)
    case tombstone(Tombstone)
    case snapshot(Snapshot)

    public var id: String {
        switch self {
        case let .entry(e): return e.id
        case let .tombstone(t): return t.id
        case let .snapshot(s): return s.id
        }
    }

    public var revision: Int {
        switch self {
        case let .entry(e): return e.revision
        case let .tombstone(t): return t.revision
        case let .snapshot(s): return s.revision
        }
    }

    /// Whether the record belongs to a check-in (ids of entries and check-ins never mix).
    public var isSnapshot: Bool {
        if case .snapshot = self { return true }
        return false
    }

    /// When the record was written (decides the month file).
    public var writtenAt: LocalTimestamp {
        switch self {
        case let .entry(e): return e.revisedAt
        case let .tombstone(t): return t.deletedAt
        case let .snapshot(s): return s.revisedAt
        }
    }
}

/// Marks an entry as deleted; the latest revision wins, so a tombstone hides all before it.
public struct Tombstone: Equatable, Hashable, Sendable {
    public var id: String
    public var revision: Int
    public var deletedAt: LocalTimestamp

    public init(id: String, revision: Int, deletedAt: LocalTimestamp) {
        self.id = id
        self.revision = revision
        self.deletedAt = deletedAt
    }
}
