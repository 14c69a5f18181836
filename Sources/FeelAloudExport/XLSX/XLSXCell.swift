import FeelAloudCore

/// One cell of a generated worksheet. Dates and times become numeric serials with a date
/// format (real date cells), text becomes an inline string.
public enum XLSXCell: Equatable, Sendable {
    case text(String)
    /// Bold header text.
    case header(String)
    /// Text that wraps within the column's width (transcripts, notes).
    case wrapped(String)
    case integer(Int)
    case decimal(Double)
    case percent(Double)
    case dateTime(LocalTimestamp)
    case date(DayKey)
    case empty
}

/// Indexes into the `cellXfs` of styles.xml (see `XLSXParts.styles`).
enum XLSXStyle: Int {
    case normal = 0, header = 1, dateTime = 2, date = 3, quotedText = 4, percent = 5, decimal = 6
    case wrapped = 7, quotedWrapped = 8
}
