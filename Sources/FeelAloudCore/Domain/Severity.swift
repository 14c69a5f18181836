/// Four-step scale shared by distress (field 5) and stress (field 9): none < low < medium < high.
public enum Severity: String, Codable, CaseIterable, Sendable, Comparable {
    case none, low, medium, high

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
    public var rank: Int { Self.allCases.firstIndex(of: self)! }
}
