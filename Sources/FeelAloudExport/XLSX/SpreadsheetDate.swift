import FeelAloudCore

/// Spreadsheet serial numbers (1900 date system: 1970-01-01 = 25569) for local wall-clock
/// times. The person's own UTC offset is applied, so 21:14 in Berlin stays 21:14 in the cell.
public enum SpreadsheetDate {
    /// Serials below this (1900-03-01) are affected by the 1900 leap-year bug; such dates are
    /// written as text instead.
    public static let firstSafeDayNumber = DayKey(year: 1900, month: 3, day: 1)!.dayNumber

    public static func serial(_ day: DayKey) -> Int? {
        day.dayNumber >= firstSafeDayNumber ? day.dayNumber + 25_569 : nil
    }

    /// Days plus fraction of the local wall-clock time.
    public static func serial(_ t: LocalTimestamp) -> Double? {
        guard let d = serial(t.day) else { return nil }
        return Double(d) + Double(t.secondOfDay) / 86_400
    }
}
