import FeelAloudCore

/// The index's per-day aggregates (issue #14): the whole diary's `DiaryHistory` — per day
/// with entries its folded `DaySummary` (entry count, the day's mood, the highest levels,
/// the flags, its songs and activities), per day with check-ins the count per rating — so
/// whole-history questions and the streak cost the number of days, not of records.
///
/// Section layout (little-endian), after the live rows:
/// - u32 day rows, u32 check-in rows, u32 ids, u32 strings, u32 string bytes
/// - day rows (32 bytes): i32 day, u32 entries, u8 mood, u8 flags (1 music, 2 social,
///   4 countermeasures), u8 strength, u8 distress, u8 stress (0xFF: not stated), 3 pad,
///   u32 first id, u32 songs, u32 activities (song ids, then activity ids, in the id list)
/// - check-in rows (24 bytes): i32 day, 5 × u32 check-ins per rating
/// - the id list (u32 string numbers), the string offsets (strings + 1 × u32), the bytes
/// - u64 checksum of the section before it (`sectionHash`: FNV-1a over 8-byte words).
/// Validated at open (length, checksum, and the rows' entries plus check-ins must equal the
/// index's live rows); anything else -> the index is rebuilt.
struct DayAggregates {
    static let dayRow = 32
    static let checkInRow = 24
    static let header = 20

    /// Encodes a history (days and check-in days ascending).
    static func encode(_ h: DiaryHistory, into out: inout [UInt8]) {
        var strings: [String] = []
        var number: [String: UInt32] = [:]
        var ids: [UInt32] = []
        func id(_ s: String) -> UInt32 {
            if let n = number[s] { return n }
            let n = UInt32(strings.count)
            strings.append(s)
            number[s] = n
            return n
        }
        var rows: [(start: Int, songs: Int, activities: Int)] = []
        rows.reserveCapacity(h.days.count)
        for d in h.days {
            let start = ids.count
            ids += d.songs.map(id)
            ids += d.activities.map(id)
            rows.append((start, d.songs.count, d.activities.count))
        }
        var bytes: [UInt8] = []
        var stringBytes: [UInt8] = []
        var offsets: [UInt32] = [0]
        for s in strings {
            stringBytes += s.utf8
            offsets.append(UInt32(stringBytes.count))
        }
        bytes.reserveCapacity(header + h.days.count * dayRow + h.checkIns.count * checkInRow + ids.count * 4
                              + offsets.count * 4 + stringBytes.count + 8)
        put32(&bytes, UInt32(h.days.count))
        put32(&bytes, UInt32(h.checkIns.count))
        put32(&bytes, UInt32(ids.count))
        put32(&bytes, UInt32(strings.count))
        put32(&bytes, UInt32(stringBytes.count))
        for (d, r) in zip(h.days, rows) {
            put32(&bytes, UInt32(bitPattern: Int32(d.day.dayNumber)))
            put32(&bytes, UInt32(d.entryCount))
            bytes.append(UInt8(Mood.allCases.firstIndex(of: d.mood)!))
            bytes.append((d.musicInHead ? 1 : 0) | (d.socialContact ? 2 : 0) | (d.countermeasures ? 4 : 0))
            bytes.append(d.earwormStrength.map { UInt8($0.rank) } ?? 0xFF)
            bytes.append(d.distress.map { UInt8($0.rank) } ?? 0xFF)
            bytes.append(d.stress.map { UInt8($0.rank) } ?? 0xFF)
            bytes += [0, 0, 0]
            put32(&bytes, UInt32(r.start))
            put32(&bytes, UInt32(r.songs))
            put32(&bytes, UInt32(r.activities))
            bytes += [0, 0, 0, 0]
        }
        for c in h.checkIns {
            put32(&bytes, UInt32(bitPattern: Int32(c.day.dayNumber)))
            for r in 0..<5 { put32(&bytes, UInt32(c.ratings[r])) }
        }
        for i in ids { put32(&bytes, i) }
        for o in offsets { put32(&bytes, o) }
        bytes += stringBytes
        let sum = bytes.withUnsafeBytes { sectionHash($0) }
        withUnsafeBytes(of: sum.littleEndian) { bytes += $0 }
        out += bytes
    }

    /// The section's length when `b[o...]` starts a well-formed, unchanged section whose rows
    /// count `liveRows` entries plus check-ins; nil otherwise.
    static func validate(_ b: UnsafeRawBufferPointer, at o: Int, liveRows: Int) -> Int? {
        guard b.count >= o + header + 8 else { return nil }
        let nd = Int(JournalIndex.u32(b, o)), nc = Int(JournalIndex.u32(b, o + 4)), ni = Int(JournalIndex.u32(b, o + 8))
        let ns = Int(JournalIndex.u32(b, o + 12)), nb = Int(JournalIndex.u32(b, o + 16))
        let length = header + nd * dayRow + nc * checkInRow + ni * 4 + (ns + 1) * 4 + nb
        guard b.count >= o + length + 8,
              sectionHash(UnsafeRawBufferPointer(rebasing: b[o..<o + length])) == JournalIndex.u64(b, o + length) else {
            return nil
        }
        let offsetStart = o + header + nd * dayRow + nc * checkInRow + ni * 4
        for i in 0...ns where Int(JournalIndex.u32(b, offsetStart + i * 4)) > nb { return nil }
        for i in 0..<ni where Int(JournalIndex.u32(b, o + header + nd * dayRow + nc * checkInRow + i * 4)) >= max(ns, 1) { return nil }
        var counted = 0
        var previous = Int.min
        for i in 0..<nd {
            let r = o + header + i * dayRow
            let day = Int(Int32(bitPattern: JournalIndex.u32(b, r)))
            guard day > previous, b[r + 8] < 3 else { return nil }
            guard Int(JournalIndex.u32(b, r + 16)) + Int(JournalIndex.u32(b, r + 20)) + Int(JournalIndex.u32(b, r + 24)) <= ni else {
                return nil
            }
            previous = day
            counted += Int(JournalIndex.u32(b, r + 4))
        }
        previous = Int.min
        for i in 0..<nc {
            let r = o + header + nd * dayRow + i * checkInRow
            let day = Int(Int32(bitPattern: JournalIndex.u32(b, r)))
            guard day > previous else { return nil }
            previous = day
            for k in 0..<5 { counted += Int(JournalIndex.u32(b, r + 4 + k * 4)) }
        }
        guard counted == liveRows else { return nil }
        return length + 8
    }

    /// Decodes a section `validate` accepted.
    static func decode(_ b: UnsafeRawBufferPointer, at o: Int) -> DiaryHistory {
        let nd = Int(JournalIndex.u32(b, o)), nc = Int(JournalIndex.u32(b, o + 4)), ni = Int(JournalIndex.u32(b, o + 8))
        let ns = Int(JournalIndex.u32(b, o + 12))
        let dayStart = o + header, checkInStart = dayStart + nd * dayRow
        let idStart = checkInStart + nc * checkInRow, offsetStart = idStart + ni * 4, byteStart = offsetStart + (ns + 1) * 4
        var strings: [String] = []
        strings.reserveCapacity(ns)
        for i in 0..<ns {
            let a = Int(JournalIndex.u32(b, offsetStart + i * 4)), z = Int(JournalIndex.u32(b, offsetStart + i * 4 + 4))
            strings.append(String(decoding: UnsafeRawBufferPointer(rebasing: b[byteStart + a..<byteStart + max(a, z)]), as: UTF8.self))
        }
        func string(_ k: Int) -> String {
            let n = Int(JournalIndex.u32(b, idStart + k * 4))
            return n < strings.count ? strings[n] : ""
        }
        func level<T: CaseIterable>(_ v: UInt8, _: T.Type) -> T? where T.AllCases: RandomAccessCollection, T.AllCases.Index == Int {
            Int(v) < T.allCases.count ? T.allCases[Int(v)] : nil
        }
        var h = DiaryHistory()
        h.days.reserveCapacity(nd)
        for i in 0..<nd {
            let r = dayStart + i * dayRow
            let flags = b[r + 9]
            let first = Int(JournalIndex.u32(b, r + 16)), songs = Int(JournalIndex.u32(b, r + 20))
            let activities = Int(JournalIndex.u32(b, r + 24))
            h.days.append(DaySummary(day: DayKey(dayNumber: Int(Int32(bitPattern: JournalIndex.u32(b, r)))),
                                     entryCount: Int(JournalIndex.u32(b, r + 4)), mood: Mood.allCases[Int(b[r + 8])],
                                     musicInHead: flags & 1 != 0, songs: (first..<first + songs).map(string),
                                     earwormStrength: level(b[r + 10], EarwormStrength.self), distress: level(b[r + 11], Severity.self),
                                     stress: level(b[r + 12], Severity.self), socialContact: flags & 2 != 0,
                                     countermeasures: flags & 4 != 0,
                                     activities: (first + songs..<first + songs + activities).map(string)))
        }
        h.checkIns.reserveCapacity(nc)
        for i in 0..<nc {
            let r = checkInStart + i * checkInRow
            h.checkIns.append(CheckInDay(day: DayKey(dayNumber: Int(Int32(bitPattern: JournalIndex.u32(b, r)))),
                                         ratings: (0..<5).map { Int(JournalIndex.u32(b, r + 4 + $0 * 4)) }))
        }
        return h
    }

    /// Only the days with entries (the streak), without decoding the rest.
    static func entryDays(_ b: UnsafeRawBufferPointer, at o: Int) -> [Int] {
        let nd = Int(JournalIndex.u32(b, o))
        return (0..<nd).map { Int(Int32(bitPattern: JournalIndex.u32(b, o + header + $0 * dayRow))) }
    }

    static func entryTotal(_ b: UnsafeRawBufferPointer, at o: Int) -> Int {
        let nd = Int(JournalIndex.u32(b, o))
        return (0..<nd).reduce(0) { $0 + Int(JournalIndex.u32(b, o + header + $1 * dayRow + 4)) }
    }

    /// FNV-1a over little-endian 8-byte words (then the last bytes): checked at every open, so
    /// it reads a word per step, not a byte.
    static func sectionHash(_ b: UnsafeRawBufferPointer) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        let words = b.count / 8
        for i in 0..<words {
            h ^= b.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self).littleEndian
            h = h &* 0x100_0000_01b3
        }
        for i in words * 8..<b.count {
            h ^= UInt64(b[i])
            h = h &* 0x100_0000_01b3
        }
        return h
    }

    private static func put32(_ out: inout [UInt8], _ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { out += $0 } }
}

extension IndexedJournalStore {
    /// The whole diary's per-day aggregates at `o`: the index's, with every day the tail may
    /// change folded again from that day's live rows (the incremental update; a compaction
    /// writes the result). nil when a line does not match its row.
    func history(_ o: Opened, changed: [UInt64: JournalIndex.LiveRow?], reader: inout LineReader) throws(StoreError) -> DiaryHistory? {
        let base = o.index.history
        guard !o.tail.isEmpty else { return base }
        let touched = try touchedDays(o, reader: &reader)
        var added: [Int: [JournalIndex.LiveRow]] = [:]
        for case let row?? in changed.values { added[row.day, default: []].append(row) }
        // Tail lines are decoded already (an import's tail is the whole batch): no second read.
        var tailRecords: [JournalIndex.Location: JournalRecord] = [:]
        tailRecords.reserveCapacity(o.tail.count)
        for t in o.tail { tailRecords[t.location] = t.record }
        var days = base.days.filter { !touched.contains($0.day.dayNumber) }
        var checkIns = base.checkIns.filter { !touched.contains($0.day.dayNumber) }
        for day in touched {
            var rows = o.index.live(from: day, to: day).filter { changed[$0.hash] == nil }
            rows += added[day] ?? []
            // The day's live rows are one live record per id (latest revision, not deleted):
            // the day's summary is `DaySummary` of its entries in the fold's order, and the
            // check-ins counted per rating — as `Diary.history()` folds them. Lines not in the
            // tail are read in file order, with one read per run of nearby lines, decoded
            // without the transcript (a summary does not read it).
            var records: [JournalRecord?] = Array(repeating: nil, count: rows.count)
            var toRead: [Int] = []
            for (k, row) in rows.enumerated() {
                if let r = tailRecords[row.location] { records[k] = r } else { toRead.append(k) }
            }
            if !toRead.isEmpty {
                toRead.sort { (rows[$0].location.file, rows[$0].location.offset) < (rows[$1].location.file, rows[$1].location.offset) }
                let read = try reader.records(at: toRead.map { rows[$0].location }, withTranscripts: false)
                for (k, r) in zip(toRead, read) { records[k] = r }
            }
            var entries: [DiaryEntry] = []
            var ratings = [0, 0, 0, 0, 0]
            var snapshots = 0
            for (row, read) in zip(rows, records) {
                guard let record = read, JournalIndex.hash(record.id) == row.hash,
                      JournalIndex.kind(of: record) == row.kind else { return nil }
                switch record {
                case let .entry(e):
                    guard e.day.dayNumber == day else { return nil }
                    entries.append(e)
                case let .snapshot(s):
                    guard s.day.dayNumber == day else { return nil }
                    ratings[s.rating.rawValue - 1] += 1
                    snapshots += 1
                case .tombstone:
                    return nil
                }
            }
            if !entries.isEmpty {
                entries.sort { ($0.createdAt.epochSeconds, $0.id) < ($1.createdAt.epochSeconds, $1.id) }
                days.append(DaySummary(day: DayKey(dayNumber: day), entries: entries))
            }
            if snapshots > 0 { checkIns.append(CheckInDay(day: DayKey(dayNumber: day), ratings: ratings)) }
        }
        days.sort { $0.day < $1.day }
        checkIns.sort { $0.day < $1.day }
        return DiaryHistory(days: days, checkIns: checkIns)
    }

    /// Days whose aggregates the tail may change: the day of every tail record and of every
    /// indexed revision of its id (where an edited entry or check-in was before).
    func touchedDays(_ o: Opened, reader: inout LineReader) throws(StoreError) -> Set<Int> {
        var days: Set<Int> = []
        var seen: Set<String> = []
        func add(_ r: JournalRecord) {
            switch r {
            case let .entry(e): days.insert(e.day.dayNumber)
            case let .snapshot(s): days.insert(s.day.dayNumber)
            case .tombstone: break
            }
        }
        for t in o.tail {
            add(t.record)
            guard seen.insert(t.record.id).inserted else { continue }
            for row in o.index.rows(forHash: JournalIndex.hash(t.record.id)) {
                if let r = try reader.record(at: row.location), r.id == t.record.id { add(r) }
            }
        }
        return days
    }
}
