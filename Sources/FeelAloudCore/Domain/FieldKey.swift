/// The nine diary fields in their stable numbering (CONTRACT.md §1: #1 Stimmung … #9 Stress).
public enum FieldKey: String, CaseIterable, Codable, Sendable {
    case mood, musicInHead, songName, earwormStrength, distress
    case countermeasures, countermeasureActivity, socialContact, stress

    /// 1-based number shown in the confirmation list; never renumbered.
    public var number: Int { Self.allCases.firstIndex(of: self)! + 1 }

    public init?(number: Int) {
        guard (1...Self.allCases.count).contains(number) else { return nil }
        self = Self.allCases[number - 1]
    }
}
