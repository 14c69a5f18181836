/// A view of the diary the shell renders (`/woche`, `/monat`, `/jahr`); which one is the
/// conversation's decision, so the shell reads no German period phrase itself.
public enum DiaryView: Equatable, Sendable {
    case week
    case month(year: Int, month: Int)
    case year(Int)
}

extension Conversation {
    /// `/woche`, `/monat [JJJJ-MM | Zeitraum]`, `/jahr [JJJJ]`.
    static func view(_ command: SlashCommand, _ argument: String, _ env: ConversationEnvironment) -> Step {
        let idle = ConversationState()
        switch command {
        case .monat:
            guard let (y, m) = yearMonth(argument, env) else { return (idle, [.say(Messages.monthUsage, .warning)]) }
            return (idle, [.showView(.month(year: y, month: m))])
        case .jahr:
            let year = argument.isEmpty ? env.now.day.year : Int(argument)
            guard let year, (1900...9999).contains(year) else { return (idle, [.say(Messages.yearUsage, .warning)]) }
            return (idle, [.showView(.year(year))])
        default:
            return (idle, [.showView(.week)])
        }
    }

    /// "2026-10", or any period phrase of the language ("Oktober 2025", "letzten Monat",
    /// "an Ostern"): the month the period starts in.
    static func yearMonth(_ argument: String, _ env: ConversationEnvironment) -> (Int, Int)? {
        let today = env.now.day
        if argument.isEmpty { return (today.year, today.month) }
        let parts = argument.split(separator: "-")
        if parts.count == 2, let y = Int(parts[0]), let m = Int(parts[1]), (1...12).contains(m), y >= 1900 {
            return (y, m)
        }
        guard let from = env.language.dateRange(argument, today: today)?.from else { return nil }
        return (from.year, from.month)
    }
}
