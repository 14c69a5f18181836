import FeelAloudCore

/// What an export wrote.
public struct ExportReport: Equatable, Sendable {
    public var format: ExportFormat
    public var path: String
    public var bytes: UInt64
    /// Entries and check-ins in the file (spreadsheets) or journal records (JSON).
    public var entries: Int
    public var snapshots: Int
    public var records: Int

    /// German confirmation line.
    public var summary: String { Messages.exportDone(self) }
}
