import Foundation
import FeelAloudCore
import FeelAloudExport
import FeelAloudLanguage
import FeelAloudStore

/// `feelaloud export …` and `feelaloud import FILE`, plus the pieces the REPL's `/export`
/// reuses (argument parsing, progress display).
public enum ExportCommand {
    // MARK: export

    /// `feelaloud export [--format xlsx|csv|json] [--from D --to D | --range PHRASE] [--out FILE] [--force]`.
    /// `rangeResolver` turns a German phrase into a range (the question parser's); without it
    /// `--range` is a usage error. `config` goes into JSON backups.
    public static func runExport(
        arguments: [String], store: DiaryStore, io: CommandIO, clock: Clock, config: JSONValue? = nil,
        rangeResolver: ((String) -> DateRange?)? = nil,
        workingDirectory: String = FileManager.default.currentDirectoryPath,
        showProgress: Bool? = nil
    ) -> ExitCode {
        let today = clock.now().day
        let request: ExportRequest
        switch parseExport(arguments: arguments, today: today, rangeResolver: rangeResolver) {
        case let .failure(e):
            return io.fail(.exportUsage(e))
        case let .success(r): request = r
        }
        let visible = showProgress ?? (io.stdoutIsTerminal && isatty(2) == 1)
        // A whole JSON backup streams from the journal's lines when the index vouches for them
        // (issue #14): no folded diary, `--out -` written as it goes.
        if request.format == .json, request.range == nil, let indexed = store as? IndexedJournalStore,
           let lines = indexed.backupLines() {
            let result = streamed(request, io: io, visible: visible, workingDirectory: workingDirectory, today: today) {
                (path, sink, progress) throws(ExportError) in
                try Exporter.backup(count: lines.count, counts: lines.counts, config: config, to: path, sink: sink,
                                    force: request.force, progress: progress) { (i: Int, buffer: inout [UInt8]) throws(ExportError) in
                    do throws(StoreError) { try lines.appendLine(i, to: &buffer) } catch {
                        throw .journalUnreadable(error)
                    }
                }
            }
            switch result {
            case .success: return .ok
            case let .failure(e): return io.fail(.export(e))
            }
        }
        // CSV and XLSX stream month by month through the index (issue #14); a stale index seen
        // only mid-way (a line not matching its row) falls back to the folded diary for a file.
        if request.format != .json, let indexed = store as? IndexedJournalStore,
           let stream = indexed.liveStream(from: request.range?.from, to: request.range?.to) {
            let toStdout = request.outPath == "-"
            let rows = StoreExportRows(stream: stream, requested: request.range)
            let result = streamed(request, io: io, visible: visible, workingDirectory: workingDirectory, today: today) {
                (path, sink, progress) throws(ExportError) in
                try Exporter.spreadsheet(request.format, rows: rows, to: path, sink: sink, force: request.force,
                                         progress: progress)
            }
            switch result {
            case .success: return .ok
            case let .failure(e):
                if !(rows.sawStaleIndex && !toStdout) { return io.fail(.export(e)) }
            }
        }
        guard let diary = store.loadReporting(to: io) else { return io.fail(.loadFailed) }
        if request.outPath == "-" {
            let sink = MemorySink()
            do throws(ExportError) {
                _ = try Exporter.write(request.format, diary: diary, range: request.range, config: config, to: sink)
            } catch {
                return io.fail(.export(error))
            }
            io.writeVerbatim(String(decoding: sink.bytes, as: UTF8.self))
            return .ok
        }
        let progress = ProgressDisplay(io: io, enabled: visible)
        switch perform(request, diary: diary, config: config, workingDirectory: workingDirectory, today: today,
                       progress: progress.callback) {
        case let .success(report):
            progress.clear()
            io.write(report.summary + "\n")
            return .ok
        case let .failure(e):
            progress.clear()
            return io.fail(.export(e))
        }
    }

    /// Writes one export to its file (the REPL calls this too; on `.fileExists` it asks and
    /// retries with `force`).
    public static func perform(
        _ request: ExportRequest, diary: Diary, config: JSONValue?, workingDirectory: String, today: DayKey,
        progress: ExportProgress? = nil
    ) -> Result<ExportReport, ExportError> {
        let path = resolvedPath(request, workingDirectory: workingDirectory, today: today)
        do throws(ExportError) {
            return .success(try Exporter.export(request.format, diary: diary, range: request.range, config: config,
                                                to: path, force: request.force, progress: progress))
        } catch {
            return .failure(error)
        }
    }

    /// The destination path: `--out` (relative to the working directory) or the default name.
    /// One streamed export: to the resolved file (with progress on a terminal and the summary
    /// line after it) or, for `--out -`, to stdout as it is written.
    private static func streamed(
        _ request: ExportRequest, io: CommandIO, visible: Bool, workingDirectory: String, today: DayKey,
        _ write: (_ path: String?, _ sink: ByteSink?, _ progress: ExportProgress?) throws(ExportError) -> ExportReport
    ) -> Result<ExportReport, ExportError> {
        let toStdout = request.outPath == "-"
        let progress = ProgressDisplay(io: io, enabled: visible && !toStdout)
        let path = toStdout ? nil : resolvedPath(request, workingDirectory: workingDirectory, today: today)
        let result: Result<ExportReport, ExportError>
        do throws(ExportError) {
            result = .success(try write(path, toStdout ? TextStreamSink(io: io) : nil, progress.callback))
        } catch {
            result = .failure(error)
        }
        progress.clear()
        if case let .success(report) = result, !toStdout { io.write(report.summary + "\n") }
        return result
    }

    public static func resolvedPath(_ request: ExportRequest, workingDirectory: String, today: DayKey) -> String {
        let name = request.outPath ?? Exporter.defaultFileName(request.format, today: today, range: request.range)
        if name.hasPrefix("/") { return name }
        return (workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/") + name
    }

    /// Parses the CLI flags. A bare first word that names a format is accepted too.
    public static func parseExport(
        arguments: [String], today: DayKey, rangeResolver: ((String) -> DateRange?)?
    ) -> Result<ExportRequest, ExportUsageError> {
        var req = ExportRequest()
        var from: DayKey?, to: DayKey?, phrase: String?
        var i = 0
        func value(_ option: String) -> Result<String, ExportUsageError> {
            if let eq = arguments[i].firstIndex(of: "=") { return .success(String(arguments[i][arguments[i].index(after: eq)...])) }
            guard i + 1 < arguments.count else { return .failure(.missingValue(option: option)) }
            i += 1
            return .success(arguments[i])
        }
        var sawFormat = false
        while i < arguments.count {
            let arg = arguments[i]
            let name = arg.split(separator: "=", maxSplits: 1).first.map(String.init) ?? arg
            switch name {
            case "--format", "-F":
                switch value(name) {
                case let .failure(e): return .failure(e)
                case let .success(v):
                    guard let f = ExportOrderReader.format(v).flatMap(ExportFormat.init(rawValue:)) else { return .failure(.unknownFormat(v)) }
                    req.format = f
                    sawFormat = true
                }
            case "--from", "--to":
                switch value(name) {
                case let .failure(e): return .failure(e)
                case let .success(v):
                    guard let d = parseDay(v) else { return .failure(.invalidDate(v)) }
                    if name == "--from" { from = d } else { to = d }
                }
            case "--range":
                switch value(name) {
                case let .failure(e): return .failure(e)
                case let .success(v): phrase = v
                }
            case "--out", "-o":
                switch value(name) {
                case let .failure(e): return .failure(e)
                case let .success(v): req.outPath = v
                }
            case "--force", "-f":
                req.force = true
            default:
                if !sawFormat, !arg.hasPrefix("-"), let f = ExportOrderReader.format(arg).flatMap(ExportFormat.init(rawValue:)) {
                    req.format = f
                    sawFormat = true
                } else if arg.hasPrefix("-") {
                    return .failure(.unknownOption(arg))
                } else if !sawFormat, ExportOrderReader.namesOtherFormat(arg) {
                    return .failure(.unknownFormat(arg))
                } else {
                    return .failure(.tooManyArguments(arg))
                }
            }
            i += 1
        }
        if let phrase {
            guard from == nil, to == nil else { return .failure(.rangeAndDates) }
            guard let r = rangeResolver?(phrase) else { return .failure(.unknownRange(phrase)) }
            req.range = r
        } else if from != nil || to != nil {
            let end = to ?? today
            if let from, end < from { return .failure(.fromAfterTo(from: from, to: end)) }
            req.range = DateRange(from: from, to: end)
        }
        if req.outPath == "-", req.format == .xlsx { return .failure(.binaryToStdout) }
        return .success(req)
    }

    /// "2026-11-29" or "29.11.2026".
    public static func parseDay(_ s: String) -> DayKey? { ExportOrderReader.day(s) }

    // MARK: import

    /// `feelaloud import FILE [--dry-run]`: validates the whole backup, then appends only
    /// records not yet stored and reports what was added. `onConfig` receives the backup's
    /// configuration after a successful import (nil: ignored).
    public static func runImport(
        arguments: [String], store: DiaryStore, io: CommandIO,
        workingDirectory: String = FileManager.default.currentDirectoryPath,
        onConfig: ((JSONValue) -> Void)? = nil
    ) -> ExitCode {
        var file: String?
        var dryRun = false
        for arg in arguments {
            if arg == "--dry-run" || arg == "--probe" { dryRun = true; continue }
            if arg.hasPrefix("-"), arg != "-" {
                return io.fail(.importUsage(.unknownOption(arg)))
            }
            if file != nil {
                return io.fail(.importUsage(.tooManyArguments(arg)))
            }
            file = arg
        }
        guard let file else {
            return io.fail(.importUsage(.missingImportFile))
        }
        let backup: BackupFile
        if file == "-" {
            guard let input = io.readAllInput(limit: 1 << 31) else {
                return io.fail(.backup(.cannotRead(path: "-", reason: .tooLarge)))
            }
            backup = BackupFile(data: input)
        } else {
            let path = file.hasPrefix("/") ? file : (workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/") + file
            do throws(BackupError) { backup = try BackupFile(path: path) } catch {
                return io.fail(.backup(error))
            }
        }
        // A spreadsheet or CSV export is no backup: say what imports instead of a JSON parse error.
        let lower = file.lowercased()
        if backup.starts(with: [0x50, 0x4B, 0x03, 0x04]) || lower.hasSuffix(".xlsx") || lower.hasSuffix(".csv") {
            return io.fail(.importOnlyJSONBackup(file: file))
        }
        // The stored records by id: through the index (issue #14), or from the folded diary when
        // the store has problems only the full load reports (they are shown then).
        let stored: StoredRecords
        if let indexed = store as? IndexedJournalStore, let lookup = try? indexed.recordLookup() {
            stored = IndexLookupRecords(lookup: lookup)
        } else {
            guard let diary = store.loadReporting(to: io) else { return io.fail(.loadFailed) }
            stored = DiaryRecords(diary)
        }
        let streamed: StreamedImport
        do throws(BackupError) { streamed = try backup.plan(stored: stored) } catch {
            return io.fail(.backup(error))
        }
        let plan = streamed.plan
        if dryRun {
            io.write(Messages.importDryRun(plan.summary) + "\n")
            return .ok
        }
        let total = plan.recordCount
        if total > 0 {
            do throws(StreamedImport.Failure) {
                // Batches: one lock, one write and fsync per month file each (issue #14).
                try streamed.forEachBatch(size: importBatch) { (batch, written) throws(StoreError) in
                    if let bulk = store as? DiaryBulkAppending {
                        try bulk.appendAll(encoded: batch, written: &written)
                    } else {
                        for encoded in batch {
                            try store.append(encoded.record)
                            written += 1
                        }
                    }
                }
            } catch {
                switch error {
                case let .store(e, written): return io.fail(.importWriteFailed(written: written, of: total, e))
                case .backupChanged:
                    // The file changed under the import (its bytes no longer what was validated).
                    return io.fail(.backup(.cannotRead(path: file, reason: .system(EIO))))
                }
            }
        }
        if let config = plan.config { onConfig?(config) }
        io.write(plan.summary + "\n")
        return .ok
    }

    /// New records appended per batch: bounds the import's memory (about 1 KB a record).
    static let importBatch = 10_000
}

/// The spreadsheet exports' rows read month by month from the store (`JournalLiveStream`).
final class StoreExportRows: ExportRows {
    let stream: JournalLiveStream
    let requested: DateRange?
    /// A line did not match its index row: the export stopped (the caller folds the journal).
    private(set) var sawStaleIndex = false

    init(stream: JournalLiveStream, requested: DateRange?) {
        self.stream = stream
        self.requested = requested
    }

    var entryCount: Int { stream.entryCount }
    var snapshotCount: Int { stream.snapshotCount }

    func forEachChunk(_ body: ([DiaryEntry], [Snapshot]) throws(ExportError) -> Void) throws(ExportError) {
        var failure: ExportError?
        do throws(JournalLiveStream.Failure) {
            try stream.forEachMonth { (entries, snapshots) throws(JournalLiveStream.Failure) in
                do throws(ExportError) { try body(entries, snapshots) } catch {
                    failure = error
                    throw .stale
                }
            }
        } catch {
            if let failure { throw failure }
            switch error {
            case let .unreadable(e): throw .journalUnreadable(e)
            case .stale:
                sawStaleIndex = true
                throw .journalUnreadable(.cannotOpen(path: stream.directory, reason: .system(EIO)))
            }
        }
    }
}

/// The index's lookup as the importer's view of the store.
struct IndexLookupRecords: StoredRecords {
    let lookup: StoredRecordLookup
    func stored(id: String) throws(StoreError) -> [JournalRecord] { try lookup.records(id: id) }
}

/// Export bytes written to stdout as they come (`export --out -`), cut only at UTF-8
/// character boundaries; no ZIP (it patches earlier bytes).
final class TextStreamSink: ByteSink {
    let io: CommandIO
    private(set) var position: UInt64 = 0
    private var pending: [UInt8] = []

    init(io: CommandIO) { self.io = io }

    func write(_ bytes: UnsafeRawBufferPointer) throws(ExportError) {
        pending += bytes
        position += UInt64(bytes.count)
        // Keep an incomplete trailing character for the next write.
        var cut = pending.count
        var back = 0
        while back < 4, cut > 0, pending[cut - 1] & 0xC0 == 0x80 { cut -= 1; back += 1 }
        if cut > 0, pending[cut - 1] >= 0xC0 {
            let lead = pending[cut - 1]
            let need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            if back + 1 >= need { cut = pending.count } else { cut -= 1 }
        } else {
            cut = pending.count
        }
        guard cut > 0 else { return }
        io.writeVerbatim(String(decoding: pending[0..<cut], as: UTF8.self))
        pending.removeFirst(cut)
    }

    func patch(_ bytes: [UInt8], at offset: UInt64) throws(ExportError) {
        throw .cannotWrite(path: "-", reason: .system(ESPIPE))  // a pipe cannot seek back
    }
}
