import CEditLineShim

/// The real terminal: raw single keys through the C shim's `fa_tty_read_key`, lines read
/// unbuffered from the descriptor (canonical mode) so that nothing is left in a stdio buffer;
/// a pasted answer with line breaks is one answer (lines within `FA_PASTE_BURST_MS`).
public final class TerminalKeyboard: CheckInKeyboard {
    private let fd: Int32
    private var keysRead = false

    public init(fd: Int32 = 0) {
        self.fd = fd
    }

    public func readKey() -> UInt8? {
        // The first key of a choice: drop what was typed or pasted ahead of the question.
        if !keysRead { fa_tty_flush_input(fd); keysRead = true }
        let k = fa_tty_read_key(fd)
        return k < 0 ? nil : UInt8(truncatingIfNeeded: k)
    }

    public func readLine() -> String? {
        keysRead = false
        var buf = [CChar](repeating: 0, count: 64 * 1024)
        let n = fa_read_paragraph(fd, &buf, Int32(buf.count), FA_PASTE_BURST_MS)
        guard n >= 0 else { return nil }
        return String(decoding: buf.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
