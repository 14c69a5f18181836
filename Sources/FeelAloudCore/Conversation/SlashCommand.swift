/// The REPL's slash commands, in one table that also generates `/hilfe` and Tab completion.
/// Unique prefixes are accepted (`/ver` = `/verlauf`).
public enum SlashCommand: String, CaseIterable, Sendable {
    case hilfe, beenden, verlauf, zeige, eintrag, bearbeiten, loeschen = "löschen", text
    case frage, woche, monat, jahr, checkin, erinnerungen, einstellungen, export

    /// "/verlauf [N | Zeitraum]" (from the catalogue).
    public var usage: String { Messages.commandUsage(self) }
    /// One line of `/hilfe` (from the catalogue).
    public var summary: String { Messages.commandSummary(self) }

    /// Other spellings accepted in full (ASCII transliteration, English habits).
    static let aliases: [String: SlashCommand] = [
        "loeschen": .loeschen, "help": .hilfe, "quit": .beenden, "exit": .beenden, "ende": .beenden,
    ]

    /// Resolves a typed name (without "/") by exact name, alias or unique prefix.
    public static func resolve(_ typed: String) -> Resolution {
        let name = typed.lowercased()
        if let exact = SlashCommand(rawValue: name) ?? aliases[name] { return .found(exact) }
        let matches = allCases.filter { $0.rawValue.hasPrefix(name) || ($0 == .loeschen && "loeschen".hasPrefix(name)) }
        switch matches.count {
        case 0: return .unknown
        case 1: return .found(matches[0])
        default: return .ambiguous(matches)
        }
    }

    public enum Resolution: Equatable, Sendable {
        case found(SlashCommand)
        case ambiguous([SlashCommand])
        case unknown
    }

    /// Completion candidates for a typed prefix (including the slash).
    public static func completions(for prefix: String) -> [String] {
        guard prefix.hasPrefix("/") else { return [] }
        let p = String(prefix.dropFirst()).lowercased()
        return allCases.filter { $0.rawValue.hasPrefix(p) }.map { "/" + $0.rawValue }
    }

    /// `/hilfe`: every command with its summary, then how the REPL reads the rest.
    public static var helpText: String {
        let width = allCases.map { $0.usage.count }.max()!
        let lines = allCases.map { c in "  " + c.usage + String(repeating: " ", count: width - c.usage.count) + "  " + c.summary }
        return ([Messages.commandsHeading] + lines + [""] + Messages.replHelpNotes).joined(separator: "\n")
    }
}
