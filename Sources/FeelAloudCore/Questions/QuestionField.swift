/// The diary field a count/last/trend question is about (CONTRACT.md §4); `snapshot` means
/// the check-ins (Momentaufnahmen).
public enum QuestionField: String, CaseIterable, Sendable, Codable {
    case mood, musicInHead, socialContact, stress, distress, countermeasures, snapshot
}
