#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FeelAloudCore
import FeelAloudFiles

/// The rebuildable index beside the journal (issue #14), `index/journal.idx` (0600): never the
/// source of truth, only a map of where the journal's records are.
///
/// It covers each month file up to `covered` bytes and holds
/// - per covered file: name, covered size, device, inode, mtime and a hash of the 64 bytes
///   before `covered` (the cheap validation at start: an appended file keeps them);
/// - per record: FNV-1a hash of its id, revision, kind and byte location (file, offset,
///   length), sorted by (hash, revision) — for idempotent saves and conflicts;
/// - per live record (latest revision of a live entry or check-in, as `Diary` folds them):
///   its day and location, sorted by day — for loading a period;
/// - the per-day aggregates of the covered records (`DayAggregates`): whole-history questions
///   and the streak.
///
/// Bytes appended after `covered` (by any writer, indexed or not) are the *tail*: read and
/// folded on top at open; a writer folds the tail into a new index once it is large. A file
/// replaced, shrunk or vanished, an unknown version or a damaged index -> rebuilt from the
/// journal. Binary, little-endian; every line read through it is checked (id hash, kind).
struct JournalIndex {
    static let magic: [UInt8] = Array("FAIX".utf8)
    static let version: UInt32 = 2
    static let tailProbe = 64

    struct FileStamp: Equatable {
        var name: String
        var covered: Int
        var device: UInt64
        var inode: UInt64
        var mtimeNanos: Int64
        var tailHash: UInt64
    }

    /// Where one record's line is.
    struct Location: Hashable {
        var file: Int
        var offset: Int
        var length: Int
    }

    enum Kind: UInt8 { case entry = 0, tombstone = 1, snapshot = 2 }

    struct RecordRow: Equatable {
        var hash: UInt64
        var revision: Int
        var kind: Kind
        var location: Location
    }

    struct LiveRow: Equatable {
        var hash: UInt64
        var day: Int
        var kind: Kind
        var location: Location
    }

    var files: [FileStamp] = []
    /// Decoded rows (a new or compacted index); for an index read from disk they stay in
    /// `raw` and are read by binary search, so opening costs O(files), not O(records).
    var records: [RecordRow] = []  // sorted by (hash, revision)
    var live: [LiveRow] = []  // sorted by (day, file, offset)
    /// The per-day aggregates of a new or compacted index (read from `raw` otherwise).
    var aggregates: DiaryHistory?
    private var raw: Raw?

    /// The bytes of an index read from disk and where its two row tables start.
    private struct Raw {
        /// Keeps `bytes` valid (a `MappedFile` or the array read).
        var owner: AnyObject
        var bytes: UnsafeRawBufferPointer
        var recordStart: Int
        var recordCount: Int
        var liveStart: Int
        var liveCount: Int
        var aggregateStart: Int
    }

    var recordCount: Int { raw?.recordCount ?? records.count }
    var liveCount: Int { raw?.liveCount ?? live.count }

    func record(at i: Int) -> RecordRow {
        guard let raw else { return records[i] }
        do {
            let b = raw.bytes
            let o = raw.recordStart + i * 24
            return RecordRow(hash: Self.u64(b, o), revision: Int(Self.u32(b, o + 8)), kind: Kind(rawValue: b[o + 12]) ?? .tombstone,
                             location: location(b, o + 14, valid: Kind(rawValue: b[o + 12]) != nil))
        }
    }

    func liveRow(at i: Int) -> LiveRow {
        guard let raw else { return live[i] }
        do {
            let b = raw.bytes
            let o = raw.liveStart + i * 24
            return LiveRow(hash: Self.u64(b, o), day: Int(Int32(bitPattern: Self.u32(b, o + 8))),
                           kind: Kind(rawValue: b[o + 12]) ?? .tombstone,
                           location: location(b, o + 14, valid: Kind(rawValue: b[o + 12]) != nil))
        }
    }

    /// A damaged row (unknown kind, file out of range) points nowhere: reading it gives no record.
    private func location(_ b: UnsafeRawBufferPointer, _ o: Int, valid: Bool) -> Location {
        let file = Int(Self.u16(b, o))
        guard valid, file < files.count else { return Location(file: Int.max, offset: 0, length: 0) }
        return Location(file: file, offset: Int(Self.u32(b, o + 2)), length: Int(Self.u32(b, o + 6)))
    }

    /// The per-day aggregates of the covered records.
    var history: DiaryHistory {
        if let raw { return DayAggregates.decode(raw.bytes, at: raw.aggregateStart) }
        return aggregates ?? DiaryHistory()
    }

    /// The covered days with entries, ascending (the streak), without decoding the rest.
    var entryDayNumbers: [Int] {
        if let raw { return DayAggregates.entryDays(raw.bytes, at: raw.aggregateStart) }
        return (aggregates?.days ?? []).map(\.day.dayNumber)
    }

    /// How many live entries the index covers (the day rows' sum).
    var entryTotal: Int {
        if let raw { return DayAggregates.entryTotal(raw.bytes, at: raw.aggregateStart) }
        return (aggregates?.days ?? []).reduce(0) { $0 + $1.entryCount }
    }

    /// Every row decoded (for compaction).
    func materialized() -> JournalIndex {
        guard raw != nil else { return self }
        var copy = JournalIndex()
        copy.files = files
        copy.records = (0..<recordCount).map(record(at:))
        copy.live = (0..<liveCount).map(liveRow(at:))
        copy.aggregates = history
        return copy
    }

    static func u64(_ b: UnsafeRawBufferPointer, _ o: Int) -> UInt64 { b.loadUnaligned(fromByteOffset: o, as: UInt64.self).littleEndian }
    static func u32(_ b: UnsafeRawBufferPointer, _ o: Int) -> UInt32 { b.loadUnaligned(fromByteOffset: o, as: UInt32.self).littleEndian }
    static func u16(_ b: UnsafeRawBufferPointer, _ o: Int) -> UInt16 { b.loadUnaligned(fromByteOffset: o, as: UInt16.self).littleEndian }

    static func hash(_ id: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in id.utf8 {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return h
    }

    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return h
    }

    static func kind(of record: JournalRecord) -> Kind {
        switch record {
        case .entry: return .entry
        case .tombstone: return .tombstone
        case .snapshot: return .snapshot
        }
    }

    /// Rows with this id hash (all revisions), by binary search.
    func rows(forHash h: UInt64) -> [RecordRow] {
        var lo = 0, hi = recordCount
        while lo < hi {
            let mid = (lo + hi) / 2
            if record(at: mid).hash < h { lo = mid + 1 } else { hi = mid }
        }
        var out: [RecordRow] = []
        while lo < recordCount {
            let r = record(at: lo)
            guard r.hash == h else { break }
            out.append(r)
            lo += 1
        }
        return out
    }

    /// Live rows whose day lies in `from...to` (day numbers), by binary search.
    func live(from: Int, to: Int) -> [LiveRow] {
        var lo = 0, hi = liveCount
        while lo < hi {
            let mid = (lo + hi) / 2
            if liveRow(at: mid).day < from { lo = mid + 1 } else { hi = mid }
        }
        var out: [LiveRow] = []
        while lo < liveCount {
            let r = liveRow(at: lo)
            guard r.day <= to else { break }
            out.append(r)
            lo += 1
        }
        return out
    }

    // MARK: Encoding

    func encoded() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(32 + files.count * 64 + records.count * 24 + live.count * 24)
        out += Self.magic
        put32(&out, Self.version)
        put32(&out, UInt32(files.count))
        put32(&out, UInt32(records.count))
        put32(&out, UInt32(live.count))
        for f in files {
            var name = Array(f.name.utf8.prefix(16))
            while name.count < 16 { name.append(0) }
            out += name
            put64(&out, UInt64(f.covered))
            put64(&out, f.device)
            put64(&out, f.inode)
            put64(&out, UInt64(bitPattern: f.mtimeNanos))
            put64(&out, f.tailHash)
        }
        // The rows (24 bytes each), stored in place: a compaction writes every row again.
        let rowStart = out.count
        let rowBytes = (records.count + live.count) * 24
        out += repeatElement(0, count: rowBytes)
        out.withUnsafeMutableBytes { b in
            var o = rowStart
            func row(_ hash: UInt64, _ word: UInt32, _ kind: Kind, _ location: Location) {
                b.storeBytes(of: hash.littleEndian, toByteOffset: o, as: UInt64.self)
                b.storeBytes(of: word.littleEndian, toByteOffset: o + 8, as: UInt32.self)
                b[o + 12] = kind.rawValue
                b.storeBytes(of: UInt16(location.file).littleEndian, toByteOffset: o + 14, as: UInt16.self)
                b.storeBytes(of: UInt32(location.offset).littleEndian, toByteOffset: o + 16, as: UInt32.self)
                b.storeBytes(of: UInt32(location.length).littleEndian, toByteOffset: o + 20, as: UInt32.self)
                o += 24
            }
            for r in records { row(r.hash, UInt32(r.revision), r.kind, r.location) }
            for r in live { row(r.hash, UInt32(bitPattern: Int32(r.day)), r.kind, r.location) }
        }
        DayAggregates.encode(aggregates ?? DiaryHistory(), into: &out)
        // A checksum of the header and file table (the rows are checked line by line on use).
        let headerEnd = 20 + files.count * 56
        let h = out.withUnsafeBytes { Self.hash(UnsafeRawBufferPointer(rebasing: $0[0..<headerEnd])) }
        put64(&out, h)
        return out
    }

    /// Nil when the bytes are not an index of this version or do not add up.
    static func decode(_ bytes: [UInt8]) -> JournalIndex? {
        final class Box { let bytes: UnsafeMutableRawBufferPointer
            init(_ b: [UInt8]) {
                bytes = .allocate(byteCount: max(1, b.count), alignment: 8)
                b.withUnsafeBytes { bytes.copyMemory(from: $0) }
            }
            deinit { bytes.deallocate() }
        }
        let box = Box(bytes)
        return decode(UnsafeRawBufferPointer(rebasing: box.bytes[0..<bytes.count]), owner: box)
    }

    /// The index in a mapped file (its pages are read when a row is used).
    static func decode(_ file: MappedFile) -> JournalIndex? { decode(file.bytes, owner: file) }

    private static func decode(_ raw: UnsafeRawBufferPointer, owner: AnyObject) -> JournalIndex? {
        do {
            guard raw.count >= 28, Array(raw[0..<4]) == magic else { return nil }
            func u32(_ o: Int) -> UInt32 { raw.loadUnaligned(fromByteOffset: o, as: UInt32.self).littleEndian }
            func u64(_ o: Int) -> UInt64 { raw.loadUnaligned(fromByteOffset: o, as: UInt64.self).littleEndian }
            guard u32(4) == version else { return nil }
            let nf = Int(u32(8)), nr = Int(u32(12)), nl = Int(u32(16))
            let headerEnd = 20 + nf * 56
            let aggregateStart = headerEnd + nr * 24 + nl * 24
            guard raw.count >= aggregateStart + 8,
                  let aggregateLength = DayAggregates.validate(UnsafeRawBufferPointer(rebasing: raw[0..<raw.count - 8]),
                                                               at: aggregateStart, liveRows: nl),
                  raw.count == aggregateStart + aggregateLength + 8 else { return nil }
            guard hash(UnsafeRawBufferPointer(rebasing: raw[0..<headerEnd])) == u64(raw.count - 8) else { return nil }
            var index = JournalIndex()
            index.files.reserveCapacity(nf)
            for i in 0..<nf {
                let o = 20 + i * 56
                let nameBytes = raw[o..<o + 16].prefix { $0 != 0 }
                index.files.append(FileStamp(name: String(decoding: nameBytes, as: UTF8.self), covered: Int(u64(o + 16)),
                                             device: u64(o + 24), inode: u64(o + 32),
                                             mtimeNanos: Int64(bitPattern: u64(o + 40)), tailHash: u64(o + 48)))
            }
            index.raw = Raw(owner: owner, bytes: raw, recordStart: headerEnd, recordCount: nr, liveStart: headerEnd + nr * 24,
                            liveCount: nl, aggregateStart: aggregateStart)
            return index
        }
    }

    private func put16(_ out: inout [UInt8], _ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { out += $0 } }
    private func put32(_ out: inout [UInt8], _ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { out += $0 } }
    private func put64(_ out: inout [UInt8], _ v: UInt64) { withUnsafeBytes(of: v.littleEndian) { out += $0 } }
}
