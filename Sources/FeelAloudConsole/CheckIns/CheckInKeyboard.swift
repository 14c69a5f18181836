/// Interactive input for the check-in: single key presses for the five-level picker and whole
/// lines for the follow-up answer. The REPL may pass its own (libedit-backed) implementation.
public protocol CheckInKeyboard: AnyObject {
    /// One byte from the terminal without echo or line buffering; nil on EOF/error.
    func readKey() -> UInt8?
    /// One line without its newline; nil on EOF.
    func readLine() -> String?
}
