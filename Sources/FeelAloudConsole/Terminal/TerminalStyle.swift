import FeelAloudCore

/// Colours for tones; colour only on a terminal and never with NO_COLOR set.
public struct TerminalStyle: Sendable {
    public let color: Bool

    public init(color: Bool) { self.color = color }

    /// Colour iff stdout is a terminal, NO_COLOR is unset (or empty) and TERM is not "dumb".
    public static func detect(io: CommandIO, forceOff: Bool = false) -> TerminalStyle {
        let env = io.environment
        let noColor = !(env["NO_COLOR"] ?? "").isEmpty || env["NO_COLOR"] != nil
        return TerminalStyle(color: !forceOff && io.stdoutIsTerminal && !noColor && env["TERM"] != "dumb")
    }

    public func paint(_ text: String, _ tone: Tone) -> String {
        guard color else { return text }
        let code: String
        switch tone {
        case .plain: return text
        case .info: code = "36"
        case .success: code = "32"
        case .warning: code = "33"
        case .error: code = "31;1"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    /// A prompt for libedit: escape sequences wrapped in \1 … \1 (EL_PROMPT_ESC) so they take
    /// no columns.
    public func prompt(_ text: String) -> String {
        guard color else { return text }
        return "\u{1}\u{1B}[1;35m\u{1}\(text)\u{1}\u{1B}[0m\u{1}"
    }
}
