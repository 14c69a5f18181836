import CEditLineShim

/// The real terminal: raw single keys through the C shim's `fa_tty_read_key`, lines through
/// `Swift.readLine()` (canonical mode).
public final class TerminalKeyboard: CheckInKeyboard {
    private let fd: Int32

    public init(fd: Int32 = 0) { self.fd = fd }

    public func readKey() -> UInt8? {
        let k = fa_tty_read_key(fd)
        return k < 0 ? nil : UInt8(truncatingIfNeeded: k)
    }

    public func readLine() -> String? { Swift.readLine(strippingNewline: true) }
}
