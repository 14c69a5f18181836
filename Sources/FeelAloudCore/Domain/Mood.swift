/// The person's overall mood for a day (CONTRACT.md §1 field 1).
public enum Mood: String, Codable, CaseIterable, Sendable {
    case good, neutral, bad
}
