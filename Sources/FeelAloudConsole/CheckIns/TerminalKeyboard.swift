import CEditLineShim

/// The real terminal: raw single keys through the C shim's `fa_tty_read_key`, lines through
/// `DescriptorLineSource` (canonical mode; read(2), so a stale EINTR cannot make it spin).
public final class TerminalKeyboard: CheckInKeyboard {
    private let fd: Int32

    private let lines: DescriptorLineSource

    public init(fd: Int32 = 0) {
        self.fd = fd
        self.lines = DescriptorLineSource(fd: fd)
    }

    public func readKey() -> UInt8? {
        let k = fa_tty_read_key(fd)
        return k < 0 ? nil : UInt8(truncatingIfNeeded: k)
    }

    public func readLine() -> String? { lines.next().map { String(decoding: $0.bytes, as: UTF8.self) } }
}
