import FeelAloudCore

/// The part of the diary an export covers: live entries whose day lies in the range and
/// check-ins whose (local) day lies in it, plus the range actually covered.
public struct ExportSelection: Sendable {
    /// The requested range; nil = everything.
    public let requested: DateRange?
    /// First and last day covered: the requested bounds, open ends filled from the data
    /// (nil when the selection is empty and the range is open).
    public let from: DayKey?
    public let to: DayKey?
    public let entries: [DiaryEntry]
    public let snapshots: [Snapshot]

    public init(diary: Diary, range: DateRange?) {
        requested = range
        if let range {
            entries = diary.entries.filter { range.contains($0.day) }
            snapshots = diary.snapshots.filter { range.contains($0.day) }
        } else {
            entries = diary.entries
            snapshots = diary.snapshots
        }
        let days = entries.map(\.day) + snapshots.map(\.day)
        from = range?.from ?? days.min()
        to = range?.to ?? days.max()
    }

    /// Number of rows the spreadsheet exports write (for progress).
    public var rowCount: Int { entries.count + snapshots.count }
}
