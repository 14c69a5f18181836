#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FeelAloudCore
import FeelAloudFiles

/// The journal read and written through its index (issue #14): `loadPeriod` reads only the
/// index, the byte ranges of the period's records and the unindexed tail; `save` checks ids
/// against the index instead of folding the whole journal, appends through the journal's
/// write path (`FileJournalStore.appendLocked`, same lock, same fsync) and folds the tail into
/// a new index once it holds `compactAfter` records. Anything the index cannot vouch for
/// (missing, stale, foreign or damaged index; a torn, corrupt or conflicting line; a store
/// with problems to report) falls back to the journal's full `load()` / `save()`, and the
/// index is rebuilt when the store can be written. A full `load()` is the journal's own.
public final class IndexedJournalStore: DiaryStore, DiaryPeriodLoading, DiaryBulkAppending {
    public let journal: FileJournalStore
    public var indexDirectory: String { journal.directory + "/index" }
    public var indexPath: String { indexDirectory + "/journal.idx" }
    /// Tail records after which a writer writes a new index.
    public var compactAfter = 256
    /// Why the last open did not use the index (tests, debug log); nil when it did.
    public private(set) var lastFallback: String?
    /// The index file last mapped and checked, by its stamp: a REPL opens the store before
    /// every line, and the index file only changes by a rename (`SafeFile.replace`), so the
    /// same device, inode, size, mtime and ctime are the same bytes — mapped and checked once
    /// per process, not once per line (issue #14).
    private var decodedIndex: (stamp: IndexFileStamp, index: JournalIndex)?

    /// What identifies one version of the index file.
    struct IndexFileStamp: Equatable {
        var device: UInt64, inode: UInt64, size: Int64, mtime: Int64, ctime: Int64
        init(_ st: stat) {
            device = UInt64(st.st_dev)
            inode = UInt64(st.st_ino)
            size = Int64(st.st_size)
            mtime = IndexedJournalStore.mtime(st)
            #if canImport(Darwin)
            ctime = Int64(st.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(st.st_ctimespec.tv_nsec)
            #else
            ctime = Int64(st.st_ctim.tv_sec) * 1_000_000_000 + Int64(st.st_ctim.tv_nsec)
            #endif
        }
    }
    private let lock: JournalLock
    private let debug: Bool

    public init(journal: FileJournalStore, debug: Bool = IndexedJournalStore.debugFromEnvironment) {
        self.journal = journal
        self.lock = JournalLock(path: journal.lockPath)
        self.debug = debug
    }

    public static var debugFromEnvironment: Bool { getenv("FEELALOUD_DEBUG_INDEX").map { $0.pointee != 0 } ?? false }

    // MARK: DiaryStore (drafts and the full load are the journal's)

    public func load() throws(StoreError) -> (Diary, [StoreProblem]) { try journal.load() }
    public func append(_ record: JournalRecord) throws(StoreError) { _ = try save(record) }
    public func stageDraft(_ draft: StagedDraft) throws(StoreError) { try journal.stageDraft(draft) }
    public func loadDraft() throws(StoreError) -> StagedDraft? { try journal.loadDraft() }
    public func clearDraft() throws(StoreError) { try journal.clearDraft() }

    // MARK: Period

    public func loadPeriod(from: DayKey, to: DayKey) throws(StoreError) -> (Diary, [StoreProblem]) {
        guard let st = try Posix.status(journal.directory) else { return (Diary(), []) }
        guard Posix.isDirectory(st) else { throw .notADirectory(path: journal.directory) }
        let opened = try lock.withLockIfPossible(exclusive: false) { (_) throws(StoreError) -> Opened? in try open() }
        if let opened, let diary = try period(opened, from: from.dayNumber, to: to.dayNumber) {
            return (diary, [])
        }
        return try rebuild()
    }

    /// The window's records from the index plus the tail, folded as `Diary` folds the journal;
    /// nil when a line read does not match its row (the index is then rebuilt).
    func period(_ o: Opened, from: Int, to: Int) throws(StoreError) -> Diary? {
        let rows = o.index.live(from: from, to: to).sorted {
            ($0.location.file, $0.location.offset) < ($1.location.file, $1.location.offset)
        }
        var diary = Diary()
        var reader = LineReader(directory: journal.journalDirectory, files: o.files)
        defer { reader.close() }
        let read = try reader.records(at: rows.map(\.location))
        for (row, record) in zip(rows, read) {
            guard let record, JournalIndex.hash(record.id) == row.hash, JournalIndex.kind(of: record) == row.kind else {
                note("a line does not match the index")
                return nil
            }
            diary.apply(record)
        }
        for t in o.tail where try applies(t.record, base: o.index, reader: &reader) {
            diary.apply(t.record)
        }
        diary.finish()
        return diary
    }

    /// Whether the full fold would take this tail record: not when the id already has this
    /// revision or a higher one in the index, nor an entry after the id's deletion.
    private func applies(_ r: JournalRecord, base: JournalIndex, reader: inout LineReader) throws(StoreError) -> Bool {
        for row in base.rows(forHash: JournalIndex.hash(r.id)) where row.revision >= r.revision || row.kind == .tombstone {
            guard try reader.record(at: row.location)?.id == r.id else { continue }
            return false
        }
        return true
    }

    // MARK: Save

    public func save(_ record: JournalRecord) throws(StoreError) -> AppendOutcome {
        try journal.prepare()
        let name = FileJournalStore.fileName(for: record)
        let path = journal.journalDirectory + "/" + name
        let line = JournalCodec.line(for: record)
        guard line.utf8.count <= InputLimits.importLine else {
            throw .recordTooLarge(limit: InputLimits.importLine)
        }
        guard !record.id.isEmpty, case let .record(back, _) = JournalCodec.decode(line: line), back == record else {
            throw .cannotWrite(path: path, reason: .recordWouldNotRoundTrip)
        }
        let outcome = try lock.withLock { () throws(StoreError) -> AppendOutcome? in
            guard let opened = try open() else { return nil }
            var reader = LineReader(directory: journal.journalDirectory, files: opened.files)
            defer { reader.close() }
            if let known = try check(record, against: opened, reader: &reader) { return known }
            let outcome = try journal.appendLocked(line: line, to: path)
            // The incremental update: a large tail is folded into a new index, under this lock.
            if opened.tail.count + 1 >= compactAfter, let again = try open() {
                var fresh = LineReader(directory: journal.journalDirectory, files: again.files)
                defer { fresh.close() }
                if let index = try compacted(again, reader: &fresh) { writeIndex(index) }
            }
            return outcome
        }
        if let outcome { return outcome }
        let saved = try journal.save(record)
        _ = try rebuild()
        return saved
    }

    // MARK: Bulk (import)

    public func appendAll(_ records: [JournalRecord], written: inout Int) throws(StoreError) {
        var lines: [[UInt8]] = []
        lines.reserveCapacity(records.count)
        for record in records { lines.append(try Self.codecLine(record, journalDirectory: journal.journalDirectory)) }
        try bulkAppend(records, lines: lines, written: &written)
    }

    /// The import's path (issue #14): a line already in the codec's form
    /// (`CanonicalLineHead.storable`) is written as it is — it decodes to its record by
    /// construction (`EncodedRecord`), so neither encoding nor the round-trip check is needed;
    /// any other line is replaced by the record's codec line (checked as `save` checks it).
    public func appendAll(encoded: [EncodedRecord], written: inout Int) throws(StoreError) {
        var records: [JournalRecord] = []
        var lines: [[UInt8]] = []
        records.reserveCapacity(encoded.count)
        lines.reserveCapacity(encoded.count)
        for e in encoded {
            records.append(e.record)
            if !e.record.id.isEmpty, CanonicalLineHead.storable(e.line, for: e.record) {
                lines.append(e.line)
            } else {
                lines.append(try Self.codecLine(e.record, journalDirectory: journal.journalDirectory))
            }
        }
        try bulkAppend(records, lines: lines, written: &written)
    }

    /// The record's journal line, bounded and checked to decode back to it (as `save` checks).
    static func codecLine(_ record: JournalRecord, journalDirectory: String) throws(StoreError) -> [UInt8] {
        let line = JournalCodec.line(for: record)
        guard line.utf8.count <= InputLimits.importLine else {
            throw .recordTooLarge(limit: InputLimits.importLine)
        }
        guard !record.id.isEmpty, case let .record(back, _) = JournalCodec.decode(line: line), back == record else {
            throw .cannotWrite(path: journalDirectory + "/" + FileJournalStore.fileName(for: record),
                               reason: .recordWouldNotRoundTrip)
        }
        return Array(line.utf8)
    }

    /// Appends the new ones of `records` (with their checked `lines`) under one lock: each
    /// month file gets one write and one fsync, the directory one fsync when files were
    /// created, then the index is updated from the records in hand (their locations are
    /// known from where each block landed) instead of reading the lines back. Crash-safe as
    /// the single append: the journal is written and synced first; the index is written
    /// after (temp file and rename) and is only a cache — a kill in between leaves a tail the
    /// next open reads. Should a file's size after the write not be where the block should
    /// end, the index is built by reading the files instead.
    private func bulkAppend(_ records: [JournalRecord], lines: [[UInt8]], written: inout Int) throws(StoreError) {
        try journal.prepare()
        // An index to check against: built once (outside the lock) when there is none.
        if try lock.withLockIfPossible(exclusive: false, { (_) throws(StoreError) -> Opened? in try open() }) == nil {
            _ = try rebuild()
        }
        var count = 0
        defer { written = count }
        let done = try lock.withLock { () throws(StoreError) -> Bool in
            guard let opened = try open() else { return false }
            var reader = LineReader(directory: journal.journalDirectory, files: opened.files)
            reader.cache = [:]  // the stored revisions the checks read, again for the overlay
            defer { reader.close() }
            var batch: [String: [JournalRecord]] = [:]
            /// Per month file: its new lines as one block, and per record where in the block.
            var groups: [(name: String, block: [UInt8], members: [(record: Int, offset: Int, length: Int)])] = []
            var groupOf: [String: Int] = [:]
            var lastMonth = (key: Int.min, group: 0)
            for (i, record) in records.enumerated() {
                if try check(record, against: opened, reader: &reader) != nil { continue }  // already stored
                // The month file (`FileJournalStore.fileName`), looked up once per run of records of one month.
                let writtenDay = record.writtenAt.day
                let monthKey = writtenDay.year * 12 + writtenDay.month
                if monthKey != lastMonth.key {
                    let name = FileJournalStore.fileName(for: record)
                    if let known = groupOf[name] { lastMonth = (monthKey, known) } else {
                        groupOf[name] = groups.count
                        lastMonth = (monthKey, groups.count)
                        groups.append((name, [], []))
                    }
                }
                let g = lastMonth.group
                let name = groups[g].name
                if let earlier = batch[record.id] {
                    if let same = earlier.first(where: { $0.revision == record.revision }) {
                        if same == record { continue }
                        throw .conflictingRecord(id: record.id, revision: record.revision, path: "journal/" + name)
                    }
                    if earlier[0].isSnapshot != record.isSnapshot {
                        throw .conflictingRecord(id: record.id, revision: record.revision, path: "journal/" + name)
                    }
                }
                batch[record.id, default: []].append(record)
                groups[g].members.append((i, groups[g].block.count, lines[i].count))
                groups[g].block += lines[i]
                groups[g].block.append(0x0A)
            }
            groups.removeAll { $0.members.isEmpty }  // a month whose records were all known
            guard !groups.isEmpty else { return true }
            var next = opened
            var fileOf: [String: Int] = [:]
            for (i, f) in opened.files.enumerated() { fileOf[f.name] = i }
            var added: [TailRecord] = []
            var exact = true
            var created = false
            do throws(StoreError) {
                for g in groups.indices.sorted(by: { groups[$0].name < groups[$1].name }) {
                    // Taken out of the table: each block is freed once it is written.
                    let group = groups[g]
                    groups[g].block = []
                    let name = group.name
                    let landed = try journal.appendBlockLocked(group.block, to: journal.journalDirectory + "/" + name)
                    created = created || landed.created
                    count += group.members.count
                    guard let start = landed.start, exact else {
                        exact = false
                        continue
                    }
                    // The block must start where this open saw the file end (nothing unread between).
                    let file: Int
                    if let known = fileOf[name] {
                        file = known
                        guard next.files[file].device == landed.device, next.files[file].inode == landed.inode,
                              start == next.sizes[file] else {
                            exact = false
                            continue
                        }
                    } else {
                        guard start == 0 else {
                            exact = false
                            continue
                        }
                        file = next.files.count
                        next.files.append(JournalIndex.FileStamp(name: name, covered: 0, device: landed.device, inode: landed.inode,
                                                                 mtimeNanos: 0, tailHash: 0))
                        next.sizes.append(0)
                        fileOf[name] = file
                    }
                    next.sizes[file] = start + group.block.count
                    for m in group.members {
                        added.append(TailRecord(record: records[m.record],
                                                location: .init(file: file, offset: start + m.offset, length: m.length)))
                    }
                }
            } catch {
                // What was written is counted: its directory entries are synced before saying so.
                if created { _ = journal.syncJournalDirectory() }
                throw error
            }
            if created { _ = journal.syncJournalDirectory() }
            // The index from the records in hand (journal order: file name, then offset).
            if exact {
                var rank = [Int](repeating: 0, count: next.files.count)
                for (r, f) in next.files.indices.sorted(by: { next.files[$0].name < next.files[$1].name }).enumerated() { rank[f] = r }
                next.tail += added
                next.tail.sort { (rank[$0.location.file], $0.location.offset) < (rank[$1.location.file], $1.location.offset) }
                var fresh = LineReader(directory: journal.journalDirectory, files: next.files)
                fresh.cache = reader.cache  // the same files at the same numbers, plus new ones
                reader.cache = nil
                defer { fresh.close() }
                if let index = try compacted(next, reader: &fresh) { writeIndex(index) }
            } else if let again = try open() {
                var fresh = LineReader(directory: journal.journalDirectory, files: again.files)
                defer { fresh.close() }
                if let index = try compacted(again, reader: &fresh) { writeIndex(index) }
            }
            return true
        }
        guard !done else { return }
        // The store has problems only the full load handles: one record at a time.
        for record in records {
            if try journal.save(record) != .alreadyStored { count += 1 }
        }
    }

    /// `.alreadyStored` for the identical record, a conflict for the same id+revision with
    /// other content or an id of the other kind; nil when the record is new.
    private func check(_ record: JournalRecord, against o: Opened, reader: inout LineReader) throws(StoreError) -> AppendOutcome? {
        var stored: [(JournalRecord, String)] = []
        for row in o.index.rows(forHash: JournalIndex.hash(record.id)) {
            guard let r = try reader.record(at: row.location), r.id == record.id else { continue }
            stored.append((r, "journal/" + o.files[row.location.file].name))
        }
        for t in o.tail where t.record.id == record.id {
            stored.append((t.record, "journal/" + o.files[t.location.file].name))
        }
        for (r, place) in stored where r.revision == record.revision {
            if r == record { return .alreadyStored }
            throw .conflictingRecord(id: record.id, revision: record.revision, path: place)
        }
        if let (r, place) = stored.first, r.isSnapshot != record.isSnapshot {
            throw .conflictingRecord(id: record.id, revision: record.revision, path: place)
        }
        return nil
    }

    // MARK: Open (validate the index, read the tail)

    struct TailRecord {
        var record: JournalRecord
        var location: JournalIndex.Location
    }

    struct Opened {
        var index: JournalIndex
        /// The index's files plus journal files it does not know yet (covered 0), with their
        /// current size.
        var files: [JournalIndex.FileStamp]
        var sizes: [Int]
        var tail: [TailRecord]
    }

    /// The index checked against the journal files, with the tail decoded; nil (and the
    /// reason in `lastFallback`) when the index must be rebuilt or the tail has a problem.
    func open() throws(StoreError) -> Opened? {
        lastFallback = nil
        let index: JournalIndex
        let before: stat?
        do throws(StoreError) { before = try Posix.status(indexPath) } catch { return fallback("index unreadable") }
        if let before, let cached = decodedIndex, cached.stamp == IndexFileStamp(before) {
            index = cached.index
        } else {
            decodedIndex = nil
            let mapped: MappedFile?
            do throws(StoreError) { mapped = try Posix.mapFile(indexPath) } catch {
                return fallback("index unreadable")
            }
            guard let mapped else { return fallback("no index") }
            guard let decoded = JournalIndex.decode(mapped) else { return fallback("index damaged or of another version") }
            index = decoded
            // Kept only when the file did not change while it was mapped (same stamp after).
            if let before, let after = try? Posix.status(indexPath), IndexFileStamp(after) == IndexFileStamp(before) {
                decodedIndex = (IndexFileStamp(before), decoded)
            }
        }
        let names = try Posix.listDirectory(journal.journalDirectory).filter(FileJournalStore.isJournalFileName).sorted()
        var files = index.files
        var sizes: [Int] = []
        var known: Set<String> = []
        for f in files {
            known.insert(f.name)
            let path = journal.journalDirectory + "/" + f.name
            guard let st = try Posix.status(path) else { return fallback("\(f.name) vanished") }
            let size = Int(st.st_size)
            guard UInt64(st.st_dev) == f.device, UInt64(st.st_ino) == f.inode, size >= f.covered else {
                return fallback("\(f.name) replaced or shrunk")
            }
            if size == f.covered, Self.mtime(st) != f.mtimeNanos { return fallback("\(f.name) rewritten") }
            if size > f.covered, try Self.probe(path, covered: f.covered) != f.tailHash {
                return fallback("\(f.name) changed before its indexed end")
            }
            sizes.append(size)
        }
        for name in names where !known.contains(name) {
            guard let st = try Posix.status(journal.journalDirectory + "/" + name) else { continue }
            files.append(JournalIndex.FileStamp(name: name, covered: 0, device: UInt64(st.st_dev), inode: UInt64(st.st_ino),
                                                mtimeNanos: Self.mtime(st), tailHash: 0))
            sizes.append(Int(st.st_size))
        }
        // Journal order: by file name, then offset (as the full load reads).
        let order = files.indices.sorted { files[$0].name < files[$1].name }
        var tail: [TailRecord] = []
        var tailKeys: Set<String> = []
        for i in order where sizes[i] > files[i].covered {
            let path = journal.journalDirectory + "/" + files[i].name
            guard let fd = try Posix.openForReading(path) else { return fallback("\(files[i].name) vanished") }
            defer { close(fd) }
            let chunk = try Posix.read(fd, from: files[i].covered, count: sizes[i] - files[i].covered, path: path)
            guard chunk.count == sizes[i] - files[i].covered, chunk.last == 0x0A else { return fallback("torn tail") }
            var start = 0
            var bad = false
            chunk.withUnsafeBufferPointer { buf in
                while start < buf.count, !bad {
                    var end = start
                    while buf[end] != 0x0A { end += 1 }
                    let line = UnsafeBufferPointer(rebasing: buf[start..<end])
                    if String(validating: line, as: UTF8.self) == nil { bad = true; break }
                    guard case let .record(record, _) = JournalCodec.decodeLine(line),
                          tailKeys.insert(record.id + "\u{0}" + String(record.revision)).inserted else {
                        bad = true
                        break
                    }
                    tail.append(TailRecord(record: record, location: .init(file: i, offset: files[i].covered + start,
                                                                          length: end - start)))
                    start = end + 1
                }
            }
            if bad { return fallback("a tail line needs the full load (corrupt, duplicate or invalid UTF-8)") }
        }
        // Tail records that contradict the index (same id+revision) need the full load's report.
        var reader = LineReader(directory: journal.journalDirectory, files: files)
        defer { reader.close() }
        for t in tail {
            for row in index.rows(forHash: JournalIndex.hash(t.record.id)) where row.revision == t.record.revision {
                if let r = try reader.record(at: row.location), r.id == t.record.id {
                    return fallback("a tail record repeats an indexed revision")
                }
            }
        }
        return Opened(index: index, files: files, sizes: sizes, tail: tail)
    }

    /// `body` under the shared lock when it can be had (readers never wait long).
    func lockForReading<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        try lock.withLockIfPossible(exclusive: false) { (_) throws(StoreError) -> T in try body() }
    }

    func rebuildForReading() throws(StoreError) -> (Diary, [StoreProblem]) { try rebuild() }

    private func fallback<T>(_ reason: String) -> T? {
        note(reason)
        return nil
    }

    private func note(_ reason: String) {
        lastFallback = reason
        log(reason + " -> full read")
    }

    /// The debug log (stderr with FEELALOUD_DEBUG_INDEX=1): index trouble is never shown otherwise.
    private func log(_ text: String) {
        guard debug else { return }
        let bytes = Array("feelaloud index: \(text)\n".utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    static func mtime(_ st: stat) -> Int64 {
        #if canImport(Darwin)
        return Int64(st.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(st.st_mtimespec.tv_nsec)
        #else
        return Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
        #endif
    }

    /// Hash of the (up to) 64 bytes before `covered`.
    static func probe(_ path: String, covered: Int) throws(StoreError) -> UInt64 {
        guard let fd = try Posix.openForReading(path) else { return 0 }
        defer { close(fd) }
        let from = max(0, covered - JournalIndex.tailProbe)
        let bytes = try Posix.read(fd, from: from, count: covered - from, path: path)
        return bytes.withUnsafeBytes { JournalIndex.hash($0) }
    }

    // MARK: Rebuild and compaction

    /// The index folded with its tail, covering every file to its current size; nil when a
    /// line does not match its row (no index is written then).
    private func compacted(_ o: Opened, reader: inout LineReader) throws(StoreError) -> JournalIndex? {
        var index = o.index.materialized()
        index.files = []
        for (i, f) in o.files.enumerated() {
            var stamp = f
            stamp.covered = o.sizes[i]
            let path = journal.journalDirectory + "/" + f.name
            guard let st = try Posix.status(path) else { continue }
            stamp.mtimeNanos = Self.mtime(st)
            stamp.tailHash = try Self.probe(path, covered: stamp.covered)
            index.files.append(stamp)
        }
        for t in o.tail {
            index.records.append(.init(hash: JournalIndex.hash(t.record.id), revision: t.record.revision,
                                       kind: JournalIndex.kind(of: t.record), location: t.location))
        }
        let changed = try overlay(o, reader: &reader)
        guard let aggregates = try history(o, changed: changed, reader: &reader) else {
            note("a line does not match the index")
            return nil
        }
        index.aggregates = aggregates
        index.records.sort { ($0.hash, $0.revision) < ($1.hash, $1.revision) }
        if !changed.isEmpty {
            index.live.removeAll { changed[$0.hash] != nil }
            for case let row?? in changed.values { index.live.append(row) }
            index.live.sort(by: Self.liveOrder)
        }
        return index
    }

    /// The live state of every id the tail touches, as the full fold decides it: the new live
    /// row (latest revision of an entry or check-in) or nil (deleted), by id hash.
    func overlay(_ o: Opened, reader: inout LineReader) throws(StoreError) -> [UInt64: JournalIndex.LiveRow?] {
        var changed: [UInt64: JournalIndex.LiveRow?] = [:]
        var latest: [String: Int] = [:]
        var deleted: Set<String> = []
        for t in o.tail {
            let h = JournalIndex.hash(t.record.id)
            if latest[t.record.id] == nil {
                for row in o.index.rows(forHash: h) {
                    guard let r = try reader.record(at: row.location), r.id == t.record.id else { continue }
                    latest[r.id] = max(latest[r.id] ?? 0, r.revision)
                    if row.kind == .tombstone { deleted.insert(r.id) }
                }
            }
            if let known = latest[t.record.id], known >= t.record.revision { continue }
            latest[t.record.id] = t.record.revision
            switch t.record {
            case let .entry(e):
                if deleted.contains(e.id) { continue }
                changed[h] = .some(.init(hash: h, day: e.day.dayNumber, kind: .entry, location: t.location))
            case .tombstone:
                deleted.insert(t.record.id)
                changed[h] = .some(nil)
            case let .snapshot(s):
                changed[h] = .some(.init(hash: h, day: s.day.dayNumber, kind: .snapshot, location: t.location))
            }
        }
        return changed
    }

    static func liveOrder(_ a: JournalIndex.LiveRow, _ b: JournalIndex.LiveRow) -> Bool {
        (a.day, a.location.file, a.location.offset) < (b.day, b.location.file, b.location.offset)
    }

    /// The journal's full load; when it reports no problem, the index is built from the
    /// journal and written (when the store can be written and the lock is free).
    private func rebuild() throws(StoreError) -> (Diary, [StoreProblem]) {
        let (diary, problems) = try journal.load()
        guard problems.isEmpty else { return (diary, problems) }
        _ = try lock.withLockIfPossible(exclusive: true, patience: 0.2) { (locked) throws(StoreError) -> Bool in
            guard locked else {
                log("store busy: index not written")
                return false
            }
            guard let index = try scan() else {
                log("a journal line needs the full load: no index")
                return false
            }
            writeIndex(index)
            return true
        }
        return (diary, problems)
    }

    /// A new index from every journal line; nil when a line needs the full load's handling.
    func scan() throws(StoreError) -> JournalIndex? {
        var index = JournalIndex()
        var fold = Diary()
        var where_: [String: [(revision: Int, location: JournalIndex.Location)]] = [:]
        let names = try Posix.listDirectory(journal.journalDirectory).filter(FileJournalStore.isJournalFileName).sorted()
        for name in names {
            let path = journal.journalDirectory + "/" + name
            guard let bytes = try Posix.readFile(path), let st = try Posix.status(path) else { continue }
            guard UInt64(st.st_size) == UInt64(bytes.count), bytes.isEmpty || bytes.last == 0x0A else { return nil }
            let file = index.files.count
            index.files.append(.init(name: name, covered: bytes.count, device: UInt64(st.st_dev), inode: UInt64(st.st_ino),
                                     mtimeNanos: Self.mtime(st),
                                     tailHash: bytes.withUnsafeBytes {
                                         JournalIndex.hash(UnsafeRawBufferPointer(rebasing: $0[max(0, bytes.count - JournalIndex.tailProbe)...]))
                                     }))
            var ok = true
            bytes.withUnsafeBufferPointer { buf in
                var start = 0
                while start < buf.count, ok {
                    var end = start
                    while buf[end] != 0x0A { end += 1 }
                    let line = UnsafeBufferPointer(rebasing: buf[start..<end])
                    guard String(validating: line, as: UTF8.self) != nil,
                          case let .record(record, _) = JournalCodec.decodeLine(line) else {
                        ok = false
                        break
                    }
                    let loc = JournalIndex.Location(file: file, offset: start, length: end - start)
                    if where_[record.id]?.contains(where: { $0.revision == record.revision }) == true {
                        ok = false  // a repeated revision: the full load decides (and reports)
                        break
                    }
                    where_[record.id, default: []].append((record.revision, loc))
                    index.records.append(.init(hash: JournalIndex.hash(record.id), revision: record.revision,
                                               kind: JournalIndex.kind(of: record), location: loc))
                    fold.apply(record)
                    start = end + 1
                }
            }
            guard ok else { return nil }
        }
        fold.finish()
        func location(_ id: String, _ revision: Int) -> JournalIndex.Location? {
            where_[id]?.first { $0.revision == revision }?.location
        }
        for e in fold.entries {
            guard let loc = location(e.id, e.revision) else { return nil }
            index.live.append(.init(hash: JournalIndex.hash(e.id), day: e.day.dayNumber, kind: .entry, location: loc))
        }
        for s in fold.snapshots {
            guard let loc = location(s.id, s.revision) else { return nil }
            index.live.append(.init(hash: JournalIndex.hash(s.id), day: s.day.dayNumber, kind: .snapshot, location: loc))
        }
        index.records.sort { ($0.hash, $0.revision) < ($1.hash, $1.revision) }
        index.live.sort(by: Self.liveOrder)
        index.aggregates = fold.history()
        return index
    }

    /// Writes the index crash-safely (temp file, fsync, rename; 0600). A failure is only
    /// logged: the index is a cache, the journal is unaffected and the next run rebuilds it.
    private func writeIndex(_ index: JournalIndex) {
        do throws(StoreError) {
            try Posix.ensurePrivateDirectory(indexDirectory)
        } catch {
            log("cannot create the index directory: \(Messages.storeError(error))")
            return
        }
        do throws(FileFailure) {
            try SafeFile.replace(indexPath, with: index.encoded())
        } catch {
            log("cannot write the index: \(error.reason)")
        }
    }
}

/// Reads single journal lines by location, one descriptor per file, kept open.
struct LineReader {
    let directory: String
    let files: [JournalIndex.FileStamp]
    private var descriptors: [Int: Int32] = [:]

    init(directory: String, files: [JournalIndex.FileStamp]) {
        self.directory = directory
        self.files = files
    }

    /// Records already read, by location (a bulk append reads an id's stored revisions for
    /// its check, the overlay and the touched days: once). Nil: no cache.
    var cache: [JournalIndex.Location: JournalRecord]?

    mutating func record(at location: JournalIndex.Location) throws(StoreError) -> JournalRecord? {
        if let hit = cache?[location] { return hit }
        let read = try uncachedRecord(at: location)
        if cache != nil, let read { cache![location] = read }
        return read
    }

    private mutating func uncachedRecord(at location: JournalIndex.Location, withTranscript: Bool = true) throws(StoreError) -> JournalRecord? {
        guard location.file < files.count else { return nil }
        let path = directory + "/" + files[location.file].name
        let fd: Int32
        if let known = descriptors[location.file] { fd = known } else {
            guard let opened = try Posix.openForReading(path) else { return nil }
            descriptors[location.file] = opened
            fd = opened
        }
        let bytes = try Posix.read(fd, from: location.offset, count: location.length, path: path)
        guard bytes.count == location.length else { return nil }
        return bytes.withUnsafeBufferPointer { buf -> JournalRecord? in
            if !withTranscript, let r = CanonicalRecordDecoder.record(buf, transcript: false) { return r }
            if case let .record(r, _) = JournalCodec.decodeLine(buf) { return r }
            return nil
        }
    }

    /// The records at `locations` (sorted by file, then offset), in that order; nearby lines
    /// of one file are read with one `pread` (a period's lines mostly follow each other), each
    /// decoded on its own. Nil for a line that cannot be read or decoded.
    /// `withTranscripts: false` (the per-day aggregates, which never read it): an entry in the
    /// codec's form is decoded with an empty transcript.
    mutating func records(at locations: [JournalIndex.Location], withTranscripts: Bool = true) throws(StoreError) -> [JournalRecord?] {
        func decode(_ line: UnsafeBufferPointer<UInt8>) -> JournalRecord? {
            if !withTranscripts, let r = CanonicalRecordDecoder.record(line, transcript: false) { return r }
            if case let .record(r, _) = JournalCodec.decodeLine(line) { return r }
            return nil
        }
        var out: [JournalRecord?] = []
        out.reserveCapacity(locations.count)
        var k = 0
        while k < locations.count {
            let first = locations[k]
            var end = k + 1
            var upper = first.offset + first.length
            // One read while the lines are close (gaps under 16 KB, spans under 1 MB).
            while end < locations.count, locations[end].file == first.file, locations[end].offset >= upper,
                  locations[end].offset - upper < 1 << 14, locations[end].offset + locations[end].length - first.offset < 1 << 20 {
                upper = locations[end].offset + locations[end].length
                end += 1
            }
            guard first.file < files.count, end - k > 1 else {
                out.append(withTranscripts ? try record(at: first) : try uncachedRecord(at: first, withTranscript: false))
                k += 1
                continue
            }
            let path = directory + "/" + files[first.file].name
            let fd: Int32
            if let known = descriptors[first.file] { fd = known } else {
                guard let opened = try Posix.openForReading(path) else {
                    for _ in k..<end { out.append(nil) }
                    k = end
                    continue
                }
                descriptors[first.file] = opened
                fd = opened
            }
            let bytes = try Posix.read(fd, from: first.offset, count: upper - first.offset, path: path)
            bytes.withUnsafeBufferPointer { buf in
                for loc in locations[k..<end] {
                    let from = loc.offset - first.offset
                    guard from + loc.length <= buf.count else {
                        out.append(nil)
                        continue
                    }
                    out.append(decode(UnsafeBufferPointer(rebasing: buf[from..<(from + loc.length)])))
                }
            }
            k = end
        }
        return out
    }

    mutating func close() {
        #if canImport(Glibc)
        for fd in descriptors.values { _ = Glibc.close(fd) }
        #else
        for fd in descriptors.values { _ = Darwin.close(fd) }
        #endif
        descriptors = [:]
    }
}
