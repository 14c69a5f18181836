/// The formula-injection guard shared by XLSX and CSV.
///
/// A text starting with `=`, `+`, `-`, `@`, tab or CR (or the full-width forms of = + - @)
/// could be read as a formula by some spreadsheet program.
/// - XLSX: such text is always written as a string cell (never a formula element), and its
///   cell gets the `quotePrefix` style: the value stays exactly the person's text (readers such
///   as openpyxl see it unchanged), while Excel and LibreOffice show it with the invisible
///   leading apostrophe and keep it text even when the cell is edited and confirmed.
/// - CSV: CSV has no cell types, so the text is prefixed with an apostrophe `'` (the OWASP
///   recommendation); the apostrophe is visible in the value.
public enum FormulaGuard {
    /// Whether `text` starts with a character a spreadsheet may treat as a formula start.
    public static func isRisky(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        switch first {
        case "=", "+", "-", "@", "\t", "\r", "\u{FF1D}", "\u{FF0B}", "\u{FF0D}", "\u{FF20}": return true
        default: return false
        }
    }

    /// `isRisky` over the text's UTF-8 bytes (U+FF1D, U+FF0B, U+FF0D, U+FF20 are EF BC 9D/8B/8D/A0).
    public static func isRisky(bytes u: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = u.first else { return false }
        switch first {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D: return true
        case 0xEF:
            guard u.count >= 3, u[1] == 0xBC else { return false }
            switch u[2] {
            case 0x9D, 0x8B, 0x8D, 0xA0: return true
            default: return false
            }
        default: return false
        }
    }

    /// CSV form: risky text gets a leading apostrophe.
    public static func csvSafe(_ text: String) -> String { isRisky(text) ? "'" + text : text }
}
