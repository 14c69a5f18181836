/// Intensity/persistence of the music in the head (CONTRACT.md §1 field 4).
public enum EarwormStrength: String, Codable, CaseIterable, Sendable, Comparable {
    case weak, medium, strong

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
    public var rank: Int { Self.allCases.firstIndex(of: self)! }
}
