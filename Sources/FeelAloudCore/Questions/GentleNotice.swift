/// A calm, one-sentence observation shown once at start (never a diagnosis or advice).
///
/// - `badMood`: the three most recent days up to today (or up to yesterday when today has no
///   entry yet) all have entries and their day mood is bad.
/// - `highDistress`: the same three days all have high distress.
public enum GentleNotice: String, CaseIterable, Sendable {
    case badMood, highDistress

    public var message: String {
        switch self {
        case .badMood: return Messages.noticeBadMood
        case .highDistress: return Messages.noticeHighDistress
        }
    }

    /// The notices that apply to the diary on `today`. Pure.
    public static func detect(diary: Diary, today: DayKey) -> [GentleNotice] {
        let end = diary.daySummary(today) == nil ? today.adding(days: -1) : today
        let days = diary.daySummaries(from: end.adding(days: -2), to: end)
        guard days.count == 3 else { return [] }
        var result: [GentleNotice] = []
        if days.allSatisfy({ $0.mood == .bad }) { result.append(.badMood) }
        if days.allSatisfy({ $0.distress == .high }) { result.append(.highDistress) }
        return result
    }
}
