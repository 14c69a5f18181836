/// Five-level check-in rating (CONTRACT.md §2): 5 sehr gut … 1 sehr schlecht.
public enum SnapshotRating: Int, Codable, CaseIterable, Sendable, Comparable {
    case veryBad = 1, bad = 2, neutral = 3, good = 4, veryGood = 5

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// Ratings 5, 2 and 1 await a follow-up question on the same calendar day.
    public var awaitsFollowUp: Bool { self == .veryGood || self == .bad || self == .veryBad }
}

/// How a check-in was started.
public enum SnapshotSource: String, Codable, CaseIterable, Sendable {
    case manual, notification
}
