/// Escaping of cell and attribute text for the OOXML parts.
///
/// - `& < > "` become entities; CR becomes `&#13;` (XML parsers would otherwise turn it into LF);
///   tab and LF stay.
/// - Characters illegal in XML 1.0 (C0 controls other than tab/LF/CR, U+FFFE, U+FFFF) are
///   replaced by U+FFFD, so the part always parses. (Swift strings never hold lone surrogates.)
/// - A literal `_xHHHH_` is written as `_x005F_xHHHH_`: spreadsheet programs read `_xHHHH_` in
///   cell text as an escaped character, so without this the text would change.
/// Umlauts and all other characters are written as UTF-8 unchanged.
public enum XMLText {
    static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Escaped UTF-8 bytes of `text`.
    public static func escaped(_ text: String) -> String {
        var out: [UInt8] = []
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Bytes that may need escaping (the rest is copied in runs: issue #14).
    static let special: [Bool] = (0..<256).map { b in
        b < 0x20 && b != 0x09 && b != 0x0A || b == 0x26 || b == 0x3C || b == 0x3E || b == 0x22 || b == 0x5F || b == 0xEF
    }

    /// Appends the escaped UTF-8 bytes of `text` to `out`.
    public static func append(_ text: String, to out: inout [UInt8]) {
        var copy = text
        copy.withUTF8 { append(bytes: $0, to: &out) }
    }

    /// Appends the escaped form of the valid UTF-8 bytes `u` to `out`.
    static func append(bytes u: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        let n = u.count
        var i = 0
        while i < n {
            var run = i
            special.withUnsafeBufferPointer { table in
                while run < n, !table[Int(u[run])] { run += 1 }
            }
            if run > i {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: u[i..<run]))
                i = run
                if i == n { break }
            }
            let b = u[i]
            switch b {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
            case 0x0D: out.append(contentsOf: "&#13;".utf8)
            case 0x09, 0x0A: out.append(b)
            case 0x00..<0x20: out.append(contentsOf: replacement)
            case UInt8(ascii: "_"):
                if isEscapePattern(u, at: i) { out.append(contentsOf: "_x005F".utf8) }
                out.append(b)
            case 0xEF:
                if i + 2 < n, u[i + 1] == 0xBF, u[i + 2] == 0xBE || u[i + 2] == 0xBF {
                    out.append(contentsOf: replacement)
                    i += 3
                    continue
                }
                out.append(b)
            default: out.append(b)
            }
            i += 1
        }
    }

    /// `append(bytes:to:)` through a pointer (the row writer: issue #14); `out` must have
    /// room for six bytes per byte of `u` (`&quot;` is the longest growth).
    static func write(bytes u: UnsafeBufferPointer<UInt8>, to out: inout SheetWriter.RowBytes) {
        let n = u.count
        var i = 0
        special.withUnsafeBufferPointer { table in
            while i < n {
                var run = i
                while run < n, !table[Int(u[run])] { run += 1 }
                if run > i {
                    out.put(UnsafeBufferPointer(rebasing: u[i..<run]))
                    i = run
                    if i == n { break }
                }
                let b = u[i]
                switch b {
                case UInt8(ascii: "&"): out.put("&amp;")
                case UInt8(ascii: "<"): out.put("&lt;")
                case UInt8(ascii: ">"): out.put("&gt;")
                case UInt8(ascii: "\""): out.put("&quot;")
                case 0x0D: out.put("&#13;")
                case 0x09, 0x0A: out.put(b)
                case 0x00..<0x20: out.put("\u{FFFD}")
                case UInt8(ascii: "_"):
                    if isEscapePattern(u, at: i) { out.put("_x005F") }
                    out.put(b)
                case 0xEF:
                    if i + 2 < n, u[i + 1] == 0xBF, u[i + 2] == 0xBE || u[i + 2] == 0xBF {
                        out.put("\u{FFFD}")
                        i += 3
                        continue
                    }
                    out.put(b)
                default: out.put(b)
                }
                i += 1
            }
        }
    }

    /// `_xHHHH_` starting at `i`.
    static func isEscapePattern(_ u: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        guard i + 6 < u.count, u[i + 1] == UInt8(ascii: "x") || u[i + 1] == UInt8(ascii: "X"),
              u[i + 6] == UInt8(ascii: "_") else { return false }
        for k in (i + 2)...(i + 5) {
            switch u[k] {
            case 0x30...0x39, 0x41...0x46, 0x61...0x66: continue
            default: return false
            }
        }
        return true
    }
}
