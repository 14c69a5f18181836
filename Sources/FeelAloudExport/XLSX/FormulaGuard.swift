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

    /// CSV form: risky text gets a leading apostrophe.
    public static func csvSafe(_ text: String) -> String { isRisky(text) ? "'" + text : text }
}
