import FeelAloudCore

/// Writes the lossless JSON backup (format "feelaloud-backup", version 1):
///
///     {
///       "format": "feelaloud-backup",
///       "version": 1,
///       "range": null,                     // or {"from": …, "to": …} for a partial backup
///       "counts": {"entries": E, "tombstones": T, "snapshots": S},
///       "config": null,                    // or the configuration object
///       "records": [
///         {…one JournalRecordJSON per line…},
///         …
///       ]
///     }
///
/// Every revision, tombstone and check-in revision is included, in a canonical order
/// (written time, id, revision), so the same journal always gives the same bytes — also
/// after an import into an empty store (export -> import -> export is byte-identical).
public enum BackupWriter {
    public static let format = "feelaloud-backup"
    public static let version = 1

    /// The records a backup of `range` contains, in canonical order. With a range: entry
    /// revisions whose day lies in it, tombstones of those entries, check-ins of those days.
    public static func records(of diary: Diary, range: DateRange?) -> [JournalRecord] {
        var chosen: [JournalRecord]
        if let range {
            var ids = Set<String>()
            chosen = []
            for r in diary.records {
                switch r {
                case let .entry(e) where range.contains(e.day): chosen.append(r); ids.insert(e.id)
                case let .snapshot(s) where range.contains(s.day): chosen.append(r)
                default: break
                }
            }
            for r in diary.records {
                if case let .tombstone(t) = r, ids.contains(t.id) { chosen.append(r) }
            }
        } else {
            chosen = diary.records
        }
        return chosen.sorted(by: canonicalOrder)
    }

    static func canonicalOrder(_ a: JournalRecord, _ b: JournalRecord) -> Bool {
        func key(_ r: JournalRecord) -> (Int, String, Int, Int) {
            switch r {
            case let .entry(e): return (e.revisedAt.epochSeconds, e.id, e.revision, 0)
            case let .tombstone(t): return (t.deletedAt.epochSeconds, t.id, t.revision, 1)
            case let .snapshot(s): return (s.revisedAt.epochSeconds, s.id, s.revision, 2)
            }
        }
        return key(a) < key(b)
    }

    public static func write(_ diary: Diary, range: DateRange?, config: JSONValue?, to sink: ByteSink,
                             progress: ExportProgress? = nil) throws(ExportError) {
        let records = records(of: diary, range: range)
        var counts = (entries: 0, tombstones: 0, snapshots: 0)
        for r in records {
            switch r {
            case .entry: counts.entries += 1
            case .tombstone: counts.tombstones += 1
            case .snapshot: counts.snapshots += 1
            }
        }
        var buf = head(range: range, counts: counts, config: config, empty: records.isEmpty)
        for (i, r) in records.enumerated() {
            buf.append(contentsOf: "    ".utf8)
            buf.append(contentsOf: JournalRecordJSON.encode(r).serialized().utf8)
            buf.append(contentsOf: (i + 1 < records.count ? ",\n" : "\n").utf8)
            if buf.count >= 1 << 18 {
                try sink.write(buf)
                buf.removeAll(keepingCapacity: true)
            }
            if (i + 1) % 1000 == 0 { progress?(i + 1, records.count) }
        }
        buf.append(contentsOf: (records.isEmpty ? "]\n}\n" : "  ]\n}\n").utf8)
        try sink.write(buf)
        progress?(records.count, records.count)
    }

    /// A whole backup (no range) streamed from the store (issue #14): the same bytes as
    /// `write(diary, range: nil, …)` without folding the diary. `line(i, &buffer)` appends
    /// the JSON of the `i`-th record in canonical order (`count` records in all).
    public static func writeFull(count: Int, counts: (entries: Int, tombstones: Int, snapshots: Int), config: JSONValue?,
                                 to sink: ByteSink, progress: ExportProgress? = nil,
                                 line: (Int, inout [UInt8]) throws(ExportError) -> Void) throws(ExportError) {
        var buf = head(range: nil, counts: counts, config: config, empty: count == 0)
        buf.reserveCapacity(1 << 18 + 1 << 16)
        for i in 0..<count {
            buf.append(contentsOf: "    ".utf8)
            try line(i, &buf)
            buf.append(contentsOf: (i + 1 < count ? ",\n" : "\n").utf8)
            if buf.count >= 1 << 18 {
                try sink.write(buf)
                buf.removeAll(keepingCapacity: true)
            }
            if (i + 1) % 1000 == 0 { progress?(i + 1, count) }
        }
        buf.append(contentsOf: (count == 0 ? "]\n}\n" : "  ]\n}\n").utf8)
        try sink.write(buf)
        progress?(count, count)
    }

    static func head(range: DateRange?, counts: (entries: Int, tombstones: Int, snapshots: Int), config: JSONValue?,
                     empty: Bool) -> [UInt8] {
        var head = "{\n"
        head += "  \"format\": \"\(format)\",\n"
        head += "  \"version\": \(version),\n"
        head += "  \"range\": \((range?.json ?? .null).serialized()),\n"
        let countsJSON: JSONValue = .object([("entries", .int(counts.entries)), ("tombstones", .int(counts.tombstones)),
                                             ("snapshots", .int(counts.snapshots))])
        head += "  \"counts\": \(countsJSON.serialized()),\n"
        head += "  \"config\": \((config ?? .null).serialized()),\n"
        head += "  \"records\": [" + (empty ? "" : "\n")
        return Array(head.utf8)
    }
}
