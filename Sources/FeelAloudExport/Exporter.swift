import FeelAloudCore

/// The one entry point for exports (CLI and REPL): pick the format, filter by range, stream
/// into a sink or atomically into a file.
public enum Exporter {
    /// Writes the export into any sink (pure apart from the sink).
    public static func write(_ format: ExportFormat, diary: Diary, range: DateRange?, config: JSONValue? = nil,
                             to sink: ByteSink, progress: ExportProgress? = nil) throws(ExportError) -> ExportReport {
        var report = ExportReport(format: format, path: "", bytes: 0, entries: 0, snapshots: 0, records: 0)
        switch format {
        case .xlsx:
            let sel = ExportSelection(diary: diary, range: range)
            try XLSXWriter.write(sel, to: sink, progress: progress)
            report.entries = sel.entries.count
            report.snapshots = sel.snapshots.count
        case .csv:
            let sel = ExportSelection(diary: diary, range: range)
            try CSVWriter.write(sel, to: sink, progress: progress)
            report.entries = sel.entries.count
        case .json:
            try BackupWriter.write(diary, range: range, config: config, to: sink, progress: progress)
            let records = BackupWriter.records(of: diary, range: range)
            report.records = records.count
            for r in records {
                if case .entry = r { report.entries += 1 }
                if case .snapshot = r { report.snapshots += 1 }
            }
        }
        report.bytes = sink.position
        return report
    }

    /// A spreadsheet export (CSV or XLSX) of `rows` streamed chunk by chunk (issue #14), into a
    /// sink (`path` nil) or atomically into the file `path`: the same bytes (CSV) and content
    /// (XLSX) as `write`/`export` of the folded diary's selection.
    public static func spreadsheet(_ format: ExportFormat, rows: some ExportRows, to path: String?, sink: ByteSink? = nil,
                                   force: Bool, progress: ExportProgress? = nil) throws(ExportError) -> ExportReport {
        precondition(format != .json, "Exporter.spreadsheet: JSON backups stream through `backup`")
        var report = ExportReport(format: format, path: path ?? "", bytes: 0, entries: rows.entryCount,
                                  snapshots: format == .xlsx ? rows.snapshotCount : 0, records: 0)
        func body(_ sink: ByteSink) throws(ExportError) {
            if format == .xlsx {
                try XLSXWriter.write(rows: rows, to: sink, progress: progress)
            } else {
                try CSVWriter.write(rows: rows, to: sink, progress: progress)
            }
        }
        if let path {
            report.bytes = try AtomicFileWriter.write(to: path, force: force) { sink throws(ExportError) in try body(sink) }
        } else if let sink {
            try body(sink)
            report.bytes = sink.position
        }
        return report
    }

    /// Writes the export to `path` atomically (temp file, fsync, rename/link, mode 0600).
    /// Without `force` an existing file is never replaced: `ExportError.fileExists`.
    public static func export(_ format: ExportFormat, diary: Diary, range: DateRange?, config: JSONValue? = nil,
                              to path: String, force: Bool, progress: ExportProgress? = nil) throws(ExportError) -> ExportReport {
        var report: ExportReport?
        let bytes = try AtomicFileWriter.write(to: path, force: force) { sink throws(ExportError) in
            report = try write(format, diary: diary, range: range, config: config, to: sink, progress: progress)
        }
        var r = report!
        r.path = path
        r.bytes = bytes
        return r
    }

    /// A whole JSON backup streamed from the store's lines (`BackupWriter.writeFull`), into a
    /// sink (`path` nil) or atomically into the file `path`: the same bytes and report as
    /// `write`/`export` of the folded diary.
    public static func backup(count: Int, counts: (entries: Int, tombstones: Int, snapshots: Int), config: JSONValue?,
                              to path: String?, sink: ByteSink? = nil, force: Bool, progress: ExportProgress? = nil,
                              line: (Int, inout [UInt8]) throws(ExportError) -> Void) throws(ExportError) -> ExportReport {
        var report = ExportReport(format: .json, path: path ?? "", bytes: 0, entries: counts.entries,
                                  snapshots: counts.snapshots, records: count)
        if let path {
            report.bytes = try AtomicFileWriter.write(to: path, force: force) { sink throws(ExportError) in
                try BackupWriter.writeFull(count: count, counts: counts, config: config, to: sink, progress: progress, line: line)
            }
        } else if let sink {
            try BackupWriter.writeFull(count: count, counts: counts, config: config, to: sink, progress: progress, line: line)
            report.bytes = sink.position
        }
        return report
    }

    /// "feelaloud-2026-11-29.xlsx", or with a range "feelaloud-2026-11-01_2026-11-30.csv".
    public static func defaultFileName(_ format: ExportFormat, today: DayKey, range: DateRange?) -> String {
        guard let range else { return "feelaloud-\(today).\(format.fileExtension)" }
        let from = range.from.map { "\($0)" } ?? "anfang"
        return "feelaloud-\(from)_\(range.to).\(format.fileExtension)"
    }
}
