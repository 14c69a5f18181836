#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import FeelAloudCore
import FeelAloudFiles

/// The live entries and check-ins of a day range, read month by month through the index
/// (issue #14: spreadsheet exports without folding the diary). Built under the shared lock
/// from the index's live rows and the unindexed tail (folded as `Diary` folds the journal);
/// the journal files are opened then, so the stream reads one consistent state even when
/// another process appends meanwhile. Each month's lines are read with one `pread` per file
/// and decoded; chunks come in `Diary`'s order (entries by day, creation time, id; check-ins
/// by creation time, id), so their concatenation is the folded diary's `entries` and
/// `snapshots` restricted to the range. Memory: the row list (about 40 bytes a record) plus
/// two months' records (the next one is read ahead on a second thread).
public final class JournalLiveStream: @unchecked Sendable {
    struct Row {
        var day: Int
        var hash: UInt64
        var kind: JournalIndex.Kind
        var location: JournalIndex.Location
    }

    /// Live entries / check-ins in the range.
    public let entryCount: Int
    public let snapshotCount: Int
    private let rows: [Row]  // sorted by day
    /// The journal directory read.
    public let directory: String
    private let names: [String]
    private var descriptors: [Int32]

    init(rows: [Row], directory: String, names: [String], descriptors: [Int32]) {
        self.rows = rows
        self.directory = directory
        self.names = names
        self.descriptors = descriptors
        var e = 0, s = 0
        for r in rows { if r.kind == .entry { e += 1 } else { s += 1 } }
        entryCount = e
        snapshotCount = s
    }

    deinit { for fd in descriptors where fd >= 0 { close(fd) } }

    /// Why a chunk could not be read: a line does not match its index row (the index is stale
    /// in a way its cheap checks did not see) or a file could not be read.
    public enum Failure: Error, Equatable, Sendable {
        case stale
        case unreadable(StoreError)
    }

    /// Calls `body` with every month's entries and check-ins (months without any are skipped;
    /// check-ins may be held back to the next call so the order holds across months).
    public func forEachMonth(
        _ body: (_ entries: [DiaryEntry], _ snapshots: [Snapshot]) throws(Failure) -> Void
    ) throws(Failure) {
        var months: [(start: Int, end: Int, nextMonth: Int)] = []
        var start = 0
        while start < rows.count {
            let month = DayKey(dayNumber: rows[start].day).firstOfMonth
            let nextMonth = month.lastOfMonth.dayNumber + 1
            var end = start
            while end < rows.count, rows[end].day < nextMonth { end += 1 }
            months.append((start, end, nextMonth))
            start = end
        }
        // The next month is read and decoded on a second thread while `body` handles this one
        // (issue #14); the reads stay one at a time, in order, and are done before returning.
        let reader = DispatchQueue(label: "feelaloud.export.read")
        defer { reader.sync {} }
        func prefetch(_ k: Int) -> Prefetched {
            let slot = Prefetched()
            let range = months[k].start..<months[k].end
            reader.async { [self] in
                do throws(Failure) {
                    var (entries, snapshots) = try read(rows[range])
                    entries.sort { ($0.day, $0.createdAt.epochSeconds, $0.id) < ($1.day, $1.createdAt.epochSeconds, $1.id) }
                    slot.result = .success((entries, snapshots))
                } catch {
                    slot.result = .failure(error)
                }
                slot.done.signal()
            }
            return slot
        }
        var pending: [Snapshot] = []
        var next = months.isEmpty ? nil : prefetch(0)
        for k in months.indices {
            guard let slot = next else { break }
            slot.done.wait()
            next = k + 1 < months.count ? prefetch(k + 1) : nil
            var (entries, snapshots): ([DiaryEntry], [Snapshot])
            switch slot.result {
            case let .success(v)?: (entries, snapshots) = v
            case let .failure(f)?: throw f
            case nil: preconditionFailure("JournalLiveStream: month not read")
            }
            // A check-in's day is its local day, the order its instant: one from a later month
            // can precede one from this month only within the widest UTC offset (±14 h).
            if !pending.isEmpty { snapshots += pending }
            snapshots.sort { ($0.createdAt.epochSeconds, $0.id) < ($1.createdAt.epochSeconds, $1.id) }
            let safeBefore = months[k].nextMonth * 86_400 - 15 * 3600
            let cut = k + 1 < months.count ? (snapshots.firstIndex { $0.createdAt.epochSeconds >= safeBefore } ?? snapshots.count)
                : snapshots.count
            pending = Array(snapshots[cut...])
            snapshots.removeSubrange(cut...)
            if !entries.isEmpty || !snapshots.isEmpty { try body(entries, snapshots) }
        }
        if !pending.isEmpty { try body([], pending) }
    }

    /// One month read ahead: its records or why they could not be read.
    private final class Prefetched: @unchecked Sendable {
        var result: Result<([DiaryEntry], [Snapshot]), Failure>?
        let done = DispatchSemaphore(value: 0)
    }

    /// One buffer for all reads (issue #14: a fresh zeroed array per read was 4 % of a CSV
    /// export, plus its page faults).
    private var buffer: [UInt8] = []

    /// Reads `count` bytes at `from` of journal file `file` into `buffer`; the bytes read.
    private func readIntoBuffer(_ fd: Int32, from: Int, count: Int, file: Int) throws(Failure) -> Int {
        if buffer.count < count { buffer = [UInt8](unsafeUninitializedCapacity: count) { _, n in n = count } }
        let (done, failure) = buffer.withUnsafeMutableBytes { Posix.readFully(fd, into: $0, from: from, count: count) }
        if failure != 0 {
            throw .unreadable(.cannotOpen(path: directory + "/" + names[file], reason: .system(failure)))
        }
        return done
    }

    /// The records of `slice`, read file by file in offset order.
    private func read(_ slice: ArraySlice<Row>) throws(Failure) -> ([DiaryEntry], [Snapshot]) {
        let sorted = slice.sorted { ($0.location.file, $0.location.offset) < ($1.location.file, $1.location.offset) }
        var entries: [DiaryEntry] = []
        var snapshots: [Snapshot] = []
        var i = 0
        while i < sorted.count {
            // One read per run of nearby lines in one file (an old entry's later revision sits
            // alone in a later month's file: reading from it to the next needed line would
            // read most of that file again for every month).
            let file = sorted[i].location.file
            var j = i + 1
            while j < sorted.count, sorted[j].location.file == file,
                  sorted[j].location.offset - (sorted[j - 1].location.offset + sorted[j - 1].location.length) < 1 << 16 { j += 1 }
            let from = sorted[i].location.offset
            let to = sorted[i..<j].map { $0.location.offset + $0.location.length }.max() ?? from
            guard file < descriptors.count, descriptors[file] >= 0 else { throw .stale }
            let got = try readIntoBuffer(descriptors[file], from: from, count: to - from, file: file)
            guard got == to - from else { throw .stale }
            var ok = true
            buffer.withUnsafeBufferPointer { buf in
                for row in sorted[i..<j] {
                    let o = row.location.offset - from
                    let line = UnsafeBufferPointer(rebasing: buf[o..<(o + row.location.length)])
                    // Lines in the codec's own form without the JSON tree (issue #14), any
                    // other line through the full decoder.
                    let record: JournalRecord
                    if let lean = CanonicalRecordDecoder.record(line) {
                        record = lean
                    } else if case let .record(full, _) = JournalCodec.decode(bytes: line) {
                        record = full
                    } else {
                        ok = false
                        return
                    }
                    guard JournalIndex.hash(record.id) == row.hash else { ok = false; return }
                    switch record {
                    case let .entry(e) where row.kind == .entry && e.day.dayNumber == row.day: entries.append(e)
                    case let .snapshot(s) where row.kind == .snapshot && s.day.dayNumber == row.day: snapshots.append(s)
                    default: ok = false; return
                    }
                }
            }
            guard ok else { throw .stale }
            i = j
        }
        return (entries, snapshots)
    }
}

extension IndexedJournalStore {
    /// The live records with a day in `from...to` (nil: open end) as a month-by-month stream;
    /// nil when the index cannot vouch for the journal (no index, a problem only the full load
    /// reports): the caller then folds the journal. Writes only a missing or stale index.
    public func liveStream(from: DayKey?, to: DayKey?) -> JournalLiveStream? {
        do throws(StoreError) {
            guard let st = try Posix.status(journal.directory), Posix.isDirectory(st) else { return nil }
            // No usable index yet: built once from the journal (as a load would), then used. The
            // build reads through its own journal instance, so the problems a store may have are
            // still reported by the caller's load (each instance reports them once).
            if try lockForReading({ () throws(StoreError) -> Opened? in try open() }) == nil {
                _ = try IndexedJournalStore(journal: FileJournalStore(directory: journal.directory), debug: false)
                    .rebuildForReading()
            }
            return try lockForReading { () throws(StoreError) -> JournalLiveStream? in
                guard let o = try open() else { return nil }
                let lo = from?.dayNumber ?? Int.min, hi = to?.dayNumber ?? Int.max
                var reader = LineReader(directory: journal.journalDirectory, files: o.files)
                defer { reader.close() }
                let changed = try overlay(o, reader: &reader)
                var rows: [JournalLiveStream.Row] = []
                rows.reserveCapacity(o.index.liveCount)
                for i in 0..<o.index.liveCount {
                    let r = o.index.liveRow(at: i)
                    guard r.day >= lo, r.day <= hi, changed[r.hash] == nil else { continue }
                    rows.append(.init(day: r.day, hash: r.hash, kind: r.kind, location: r.location))
                }
                var unsorted = false
                for case let r?? in changed.values where r.day >= lo && r.day <= hi {
                    rows.append(.init(day: r.day, hash: r.hash, kind: r.kind, location: r.location))
                    unsorted = true
                }
                if unsorted { rows.sort { $0.day < $1.day } }
                var descriptors: [Int32] = []
                for f in o.files {
                    descriptors.append(try Posix.openForReading(journal.journalDirectory + "/" + f.name) ?? -1)
                }
                return JournalLiveStream(rows: rows, directory: journal.journalDirectory, names: o.files.map(\.name),
                                         descriptors: descriptors)
            }
        } catch {
            return nil
        }
    }
}
