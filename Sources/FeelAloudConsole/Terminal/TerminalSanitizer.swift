import FeelAloudCore

/// The one terminal sanitizer: everything FeelAloud shows passes it (the real `ProcessIO`
/// streams apply `forTerminal` to every `write` / `writeError`), so stored text, songs, notes,
/// error messages and the extract table can never move the cursor, retitle the window or
/// clear the screen.
///
/// C0 controls other than tab and newline become their visible pictures (ESC -> ␛, BEL -> ␇,
/// CR -> ␍, …), DEL becomes ␡, and C1 controls (U+0080–U+009F) become ␛ plus their 7-bit
/// equivalent (U+009B CSI -> "␛["). So `\e]0;pwned\a\e[2J` is shown as `␛]0;pwned␇␛[2J`.
///
/// Policy (documented in docs/ARCHITECTURE.md): what is typed (REPL lines, follow-up notes)
/// is cleaned on input by `cleanInput` (escape sequences and controls dropped, tab -> space);
/// text that arrives otherwise (a backup, a journal written by another program) is stored
/// byte for byte and made visible only when shown. On a terminal, the styling this program emits itself survives: SGR
/// colours (`ESC [ digits ; m`), erase-line (`ESC [ K`, `ESC [ 2 K`) and a carriage return
/// that starts a write or precedes an erase-line. Without a terminal nothing is kept.
public enum TerminalSanitizer {
    /// `text` with every control character except tab and newline made visible.
    public static func visible(_ text: String) -> String { forTerminal(text, keepStyling: false) }

    /// `visible`, but keeping this program's own styling sequences when `keepStyling`.
    public static func forTerminal(_ text: String, keepStyling: Bool) -> String {
        guard needsWork(text) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let v = scalars[i].value
            if keepStyling, let n = ownSequenceLength(scalars, at: i) {
                out.append(contentsOf: scalars[i..<(i + n)])
                i += n
                continue
            }
            if v == 0x09 || v == 0x0A {
                out.append(scalars[i])
            } else if v < 0x20 {
                out.append(Unicode.Scalar(0x2400 + v)!)
            } else if v == 0x7F {
                out.append("\u{2421}")
            } else if (0x80...0x9F).contains(v) {
                out.append("\u{241B}")
                out.append(Unicode.Scalar(v - 0x40)!)
            } else {
                out.append(scalars[i])
            }
            i += 1
        }
        return String(out)
    }

    /// Fast check: any control character besides tab and newline?
    static func needsWork(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ needsWork(bytes: $0) }) { return found }
        var copy = text
        return copy.withUTF8 { needsWork(bytes: $0) }
    }

    /// `needsWork` on UTF-8 bytes: C0 other than tab and newline, DEL, C1 (C2 80–9F). Words of
    /// eight bytes without a byte below 0x20, DEL or C2 are passed whole.
    public static func needsWork(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let p = bytes.baseAddress else { return false }
        let n = bytes.count
        var i = 0
        var wordEnd = 0  // a word that failed the test is walked byte by byte up to here
        while i < n {
            if i >= wordEnd, i &+ 8 <= n {
                let w = UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)
                if !(ByteScan.hasLess(w, 0x20) || ByteScan.has(w, 0x7F) || ByteScan.has(w, 0xC2)) { i &+= 8; continue }
                wordEnd = i &+ 8
            }
            let b = p[i]
            if b < 0x20 && b != 0x09 && b != 0x0A { return true }
            if b == 0x7F { return true }
            if b == 0xC2, i &+ 1 < n, p[i &+ 1] >= 0x80, p[i &+ 1] <= 0x9F { return true }
            i &+= 1
        }
        return false
    }

    /// Length of one of our own styling sequences starting at `i`, nil otherwise.
    static func ownSequenceLength(_ s: [Unicode.Scalar], at i: Int) -> Int? {
        let v = s[i].value
        if v == 0x0D {
            if i == 0 { return 1 }
            if i + 1 < s.count, let n = ownSequenceLength(s, at: i + 1), s[i + n] == "K" { return 1 }
            return nil
        }
        guard v == 0x1B, i + 2 < s.count, s[i + 1] == "[" else { return nil }
        var j = i + 2
        while j < s.count, j - i < 16, ("0"..."9").contains(s[j]) || s[j] == ";" { j += 1 }
        guard j < s.count else { return nil }
        if s[j] == "m" { return j - i + 1 }
        if s[j] == "K", j - i <= 3 { return j - i + 1 }  // ESC[K, ESC[2K
        return nil
    }

    /// Typed input without escape sequences and control characters (tab becomes a space).
    /// Whole sequences go: CSI (`ESC [` … final byte), OSC (`ESC ]` … BEL or `ESC \`), DCS/APC/PM/SOS
    /// (… `ESC \`), two-byte `ESC x`, and their C1 forms (U+009B, U+009D, …).
    public static func cleanInput(_ line: String) -> String {
        guard needsWork(line) || line.utf8.contains(0x09) else { return line }
        enum State { case text, escape, csi, string }
        var out = String.UnicodeScalarView()
        var state = State.text
        var previousWasEscape = false
        for scalar in line.unicodeScalars {
            let v = scalar.value
            switch state {
            case .text:
                if v == 0x1B { state = .escape }
                else if v == 0x9B { state = .csi }
                else if v == 0x9D || v == 0x90 || v == 0x98 || v == 0x9E || v == 0x9F { state = .string }
                else if v == 0x09 { out.append(" ") }
                else if v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) { continue }
                else { out.append(scalar) }
            case .escape:
                switch scalar {
                case "[": state = .csi
                case "]", "P", "X", "^", "_": state = .string
                default: state = .text  // a two-byte sequence (ESC x): x is dropped too
                }
            case .csi:
                if (0x40...0x7E).contains(v) { state = .text }
            case .string:
                // Ends with BEL or ST (ESC \ or U+009C).
                if v == 0x07 || v == 0x9C || (previousWasEscape && scalar == "\\") { state = .text }
            }
            previousWasEscape = v == 0x1B
        }
        return String(out)
    }
}
