import FeelAloudCore

/// ANSI colouring that disappears when `enabled` is false (pipes, NO_COLOR). Pure.
public struct Palette: Sendable {
    public var enabled: Bool
    public init(enabled: Bool) { self.enabled = enabled }

    func wrap(_ s: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
    public func green(_ s: String) -> String { wrap(s, "32") }
    public func yellow(_ s: String) -> String { wrap(s, "33") }
    public func red(_ s: String) -> String { wrap(s, "31") }
    public func dim(_ s: String) -> String { wrap(s, "2") }
    public func bold(_ s: String) -> String { wrap(s, "1") }
    public func cyan(_ s: String) -> String { wrap(s, "36") }

    public func mood(_ s: String, _ m: Mood?) -> String {
        switch m {
        case .good: return green(s)
        case .neutral: return yellow(s)
        case .bad: return red(s)
        case nil: return dim(s)
        }
    }

    /// Left-pads/right-pads to a width counted in characters (ANSI-free text).
    static func padRight(_ s: String, _ width: Int) -> String { s.count >= width ? s : s + String(repeating: " ", count: width - s.count) }
    static func padLeft(_ s: String, _ width: Int) -> String { s.count >= width ? s : String(repeating: " ", count: width - s.count) + s }
}
