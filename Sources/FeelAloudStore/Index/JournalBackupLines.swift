#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FeelAloudCore

/// Every journal record as the JSON backup writes it, in the backup's canonical order
/// (written time, id, revision, kind) — without folding the diary (issue #14: export).
/// Built only from a journal the index vouches for (no problem to report), one month file in
/// memory at a time; it keeps per record its sort key and where its line is. A line in the
/// codec's own form (`CanonicalLineHead`: every line this version writes) is copied from the
/// journal when written, its sort key read from its head; any other line is decoded, and one
/// that is not already the record's canonical JSON (an older schema) keeps its re-encoded JSON.
public final class JournalBackupLines {
    struct Item {
        var epoch: Int
        var id: String
        var revision: Int
        var kind: UInt8
        var file: Int
        var offset: Int
        var length: Int
        var json: [UInt8]?
    }

    public private(set) var counts = (entries: 0, tombstones: 0, snapshots: 0)
    public var count: Int { items.count }
    private var items: [Item] = []
    private let directory: String
    private let files: [String]
    private var descriptors: [Int: Int32] = [:]

    init?(directory: String, files: [String], sizes: [Int]) throws(StoreError) {
        self.directory = directory
        self.files = files
        for (f, name) in files.enumerated() {
            let path = directory + "/" + name
            guard let fd = try Posix.openForReading(path) else { return nil }
            let bytes: [UInt8]
            do throws(StoreError) { bytes = try Posix.read(fd, from: 0, count: sizes[f], path: path) } catch {
                close(fd)
                throw error
            }
            close(fd)
            guard bytes.count == sizes[f], bytes.isEmpty || bytes.last == 0x0A else { return nil }
            var ok = true
            bytes.withUnsafeBufferPointer { buf in
                var start = 0
                while start < buf.count {
                    var end = start
                    while buf[end] != 0x0A { end += 1 }
                    let line = UnsafeBufferPointer(rebasing: buf[start..<end])
                    // A line in the codec's own form is copied as it is: no decode, no re-encode.
                    if let head = CanonicalLineHead.parse(line) {
                        switch head.kind {
                        case 0: counts.entries += 1
                        case 1: counts.tombstones += 1
                        default: counts.snapshots += 1
                        }
                        items.append(Item(epoch: head.writtenEpoch, id: head.id, revision: head.revision, kind: head.kind,
                                          file: f, offset: start, length: end - start, json: nil))
                        start = end + 1
                        continue
                    }
                    guard case let .record(record, _) = JournalCodec.decode(bytes: line) else {
                        ok = false
                        return
                    }
                    var json = Array(JournalCodec.line(for: record).utf8)
                    let same = json.count == line.count && json.withUnsafeBufferPointer {
                        memcmp($0.baseAddress!, line.baseAddress!, line.count) == 0
                    }
                    if same { json = [] }
                    let item: Item
                    switch record {
                    case let .entry(e):
                        counts.entries += 1
                        item = Item(epoch: e.revisedAt.epochSeconds, id: e.id, revision: e.revision, kind: 0, file: f,
                                    offset: start, length: end - start, json: same ? nil : json)
                    case let .tombstone(t):
                        counts.tombstones += 1
                        item = Item(epoch: t.deletedAt.epochSeconds, id: t.id, revision: t.revision, kind: 1, file: f,
                                    offset: start, length: end - start, json: same ? nil : json)
                    case let .snapshot(s):
                        counts.snapshots += 1
                        item = Item(epoch: s.revisedAt.epochSeconds, id: s.id, revision: s.revision, kind: 2, file: f,
                                    offset: start, length: end - start, json: same ? nil : json)
                    }
                    items.append(item)
                    start = end + 1
                }
            }
            guard ok else { return nil }
        }
        items.sort { ($0.epoch, $0.id, $0.revision, $0.kind) < ($1.epoch, $1.id, $1.revision, $1.kind) }
    }

    deinit { for fd in descriptors.values { close(fd) } }

    /// Appends the `i`-th record's JSON (canonical order) to `buffer`.
    public func appendLine(_ i: Int, to buffer: inout [UInt8]) throws(StoreError) {
        let item = items[i]
        if let json = item.json {
            buffer += json
            return
        }
        let path = directory + "/" + files[item.file]
        let fd: Int32
        if let known = descriptors[item.file] { fd = known } else {
            guard let opened = try Posix.openForReading(path) else {
                throw .cannotOpen(path: path, reason: .system(ENOENT))
            }
            descriptors[item.file] = opened
            fd = opened
        }
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: item.length))
        var done = 0
        while done < item.length {
            let n = buffer.withUnsafeMutableBytes { raw in
                pread(fd, raw.baseAddress! + old + done, item.length - done, off_t(item.offset + done))
            }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw .cannotOpen(path: path, reason: .system(n < 0 ? errno : EIO)) }
            done += n
        }
    }
}

extension IndexedJournalStore {
    /// The whole journal's records for a backup, when the index vouches for the journal (no
    /// problem a full load would report); nil otherwise (the caller then folds the journal).
    public func backupLines() -> JournalBackupLines? {
        do throws(StoreError) {
            guard let st = try Posix.status(journal.directory), Posix.isDirectory(st) else { return nil }
            // No usable index yet: built once from the journal (as a load would), then used. The
            // build reads through its own journal instance, so the problems a store may have are
            // still reported by the caller's load (each instance reports them once).
            if try lockForReading({ () throws(StoreError) -> Opened? in try open() }) == nil {
                _ = try IndexedJournalStore(journal: FileJournalStore(directory: journal.directory), debug: false)
                    .rebuildForReading()
            }
            return try lockForReading { () throws(StoreError) -> JournalBackupLines? in
                guard let o = try open() else { return nil }
                let order = o.files.indices.sorted { o.files[$0].name < o.files[$1].name }
                return try JournalBackupLines(directory: journal.journalDirectory, files: order.map { o.files[$0].name },
                                              sizes: order.map { o.sizes[$0] })
            }
        } catch {
            return nil
        }
    }
}
