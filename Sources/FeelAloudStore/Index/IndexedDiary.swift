import FeelAloudCore

/// The diary read through the journal's index (issue #14): what the REPL holds between two
/// lines. Opening it costs the index's header and file table plus the unindexed tail; each
/// read touches only the index rows and journal lines it needs (the newest day's entries for
/// `/verlauf`, one id's rows for a revision). It answers exactly as a `Diary` folded from
/// the whole journal at the moment it was opened. Should a line no longer match its row (the
/// journal was rewritten meanwhile), it reads the whole journal once and answers from that.
public final class IndexedDiary: DiaryReading, @unchecked Sendable {
    typealias Row = JournalIndex.LiveRow
    private let store: IndexedJournalStore
    private let opened: IndexedJournalStore.Opened
    /// The tail's effect on the indexed live rows, by id hash: a new row, or nil (deleted).
    private let changed: [UInt64: Row?]
    /// The tail's live rows, in index order (day, file, offset).
    private let added: [Row]
    private let tailRecords: [JournalIndex.Location: JournalRecord]
    private let tailByID: [String: [JournalRecord]]
    private var reader: LineReader
    private var full: Diary?
    private var cachedEntryCount: Int?
    private var cachedHistory: DiaryHistory?

    /// Why a read could not use the index (a line that does not match its row).
    private struct Mismatch: Error {}

    init(store: IndexedJournalStore, opened: IndexedJournalStore.Opened, changed: [UInt64: JournalIndex.LiveRow?]) {
        self.store = store
        self.opened = opened
        self.changed = changed
        var added: [Row] = []
        for case let row?? in changed.values { added.append(row) }
        added.sort(by: IndexedJournalStore.liveOrder)
        self.added = added
        var tail: [JournalIndex.Location: JournalRecord] = [:]
        var byID: [String: [JournalRecord]] = [:]
        for t in opened.tail {
            tail[t.location] = t.record
            byID[t.record.id, default: []].append(t.record)
        }
        tailRecords = tail
        tailByID = byID
        reader = LineReader(directory: store.journal.journalDirectory, files: opened.files)
    }

    deinit { reader.close() }

    /// Whether this view had to read the whole journal (tests).
    public var readWholeJournal: Bool { full != nil }

    // MARK: DiaryReading

    public func revision(of id: String) -> Int {
        attempt({ () throws(Mismatch) -> Int in
            var best = 0
            for row in opened.index.rows(forHash: JournalIndex.hash(id)) where row.revision > best {
                if try recordIfSame(id, at: row.location) != nil { best = row.revision }
            }
            for r in tailByID[id] ?? [] { best = max(best, r.revision) }
            return best
        }, { $0.revision(of: id) })
    }

    public func entry(id: String) -> DiaryEntry? {
        attempt({ () throws(Mismatch) -> DiaryEntry? in
            let h = JournalIndex.hash(id)
            if let now = changed[h] {
                guard let row = now, row.kind == .entry, case let .entry(e) = try read(row) else { return nil }
                return e.id == id ? e : nil
            }
            var best: DiaryEntry?
            for row in opened.index.rows(forHash: h) {
                guard let r = try recordIfSame(id, at: row.location) else { continue }
                switch r {
                case .tombstone: return nil
                case let .entry(e): if e.revision > (best?.revision ?? 0) { best = e }
                case .snapshot: return nil
                }
            }
            return best
        }, { $0.entry(id: id) })
    }

    public func record(id: String, revision: Int) -> JournalRecord? {
        attempt({ () throws(Mismatch) -> JournalRecord? in
            for row in opened.index.rows(forHash: JournalIndex.hash(id)) where row.revision == revision {
                if let r = try recordIfSame(id, at: row.location) { return r }
            }
            return tailByID[id]?.first { $0.revision == revision }
        }, { $0.record(id: id, revision: revision) })
    }

    public var entryCount: Int {
        if let full { return full.entryCount }
        if let cachedEntryCount { return cachedEntryCount }
        // The per-day aggregates: the index's day rows, or merged with the tail's days.
        let n = opened.tail.isEmpty ? opened.index.entryTotal : history().days.reduce(0) { $0 + $1.entryCount }
        cachedEntryCount = n
        return n
    }

    public var isEmpty: Bool {
        if let full { return full.isEmpty }
        var empty = true
        forEachDayDescending(nil) { _, _ in
            empty = false
            return false
        }
        return empty
    }

    public func newestEntries(_ positions: Range<Int>) -> [DiaryEntry] {
        attempt({ () throws(Mismatch) -> [DiaryEntry] in
            let lo = max(0, positions.lowerBound), hi = positions.upperBound
            guard lo < hi else { return [] }
            var position = 0
            var out: [DiaryEntry] = []
            var failure: Mismatch?
            forEachDayDescending(.entry) { _, rows in
                if position + rows.count <= lo {
                    position += rows.count
                    return true
                }
                do throws(Mismatch) {
                    for e in try newestFirst(rows) {
                        if position >= lo && position < hi { out.append(e) }
                        position += 1
                    }
                } catch {
                    failure = error
                    return false
                }
                return position < hi
            }
            if let failure { throw failure }
            return out
        }, { $0.newestEntries(positions) })
    }

    public func newestEntries(from: DayKey, to: DayKey) -> [(number: Int, entry: DiaryEntry)] {
        attempt({ () throws(Mismatch) -> [(number: Int, entry: DiaryEntry)] in
            var number = 0
            var out: [(number: Int, entry: DiaryEntry)] = []
            var failure: Mismatch?
            forEachDayDescending(.entry) { day, rows in
                if day > to.dayNumber {
                    number += rows.count
                    return true
                }
                guard day >= from.dayNumber else { return false }
                do throws(Mismatch) {
                    for e in try newestFirst(rows) {
                        number += 1
                        out.append((number, e))
                    }
                } catch {
                    failure = error
                    return false
                }
                return true
            }
            if let failure { throw failure }
            return out
        }, { $0.newestEntries(from: from, to: to) })
    }

    public func snapshots(from: DayKey, to: DayKey) -> [Snapshot] {
        attempt({ () throws(Mismatch) -> [Snapshot] in
            var out: [Snapshot] = []
            for row in rows(from: from.dayNumber, to: to.dayNumber) where row.kind == .snapshot {
                guard case let .snapshot(s) = try read(row) else { throw Mismatch() }
                out.append(s)
            }
            return out.sorted(by: Self.snapshotOrder)
        }, { $0.snapshots(from: from, to: to) })
    }

    public func lastSnapshots(_ count: Int) -> [Snapshot] {
        attempt({ () throws(Mismatch) -> [Snapshot] in
            guard count > 0 else { return [] }
            var out: [Snapshot] = []
            var failure: Mismatch?
            var stopDay: Int?
            forEachDayDescending(.snapshot) { day, rows in
                // Creation order can differ from day order across a zone change: two more days.
                if let stopDay, day < stopDay { return false }
                for row in rows {
                    guard case let .snapshot(s) = try? read(row) else {
                        failure = Mismatch()
                        return false
                    }
                    out.append(s)
                }
                if stopDay == nil, out.count >= count { stopDay = day - 2 }
                return true
            }
            if let failure { throw failure }
            return Array(out.sorted(by: Self.snapshotOrder).suffix(count))
        }, { $0.lastSnapshots(count) })
    }

    public func period(from: DayKey, to: DayKey) -> Diary {
        if let full { return full }
        let loaded: Diary??
        do throws(StoreError) { loaded = try store.period(opened, from: from.dayNumber, to: to.dayNumber) } catch { loaded = nil }
        if let diary = loaded ?? nil { return diary }
        return whole()
    }

    public func entryDays() -> [DayKey]? {
        if let full { return full.entryDays() }
        // The index's day rows when the tail does not touch them (the everyday case: the
        // streak costs the number of days, nothing decoded); else the merged history.
        if opened.tail.isEmpty { return opened.index.entryDayNumbers.map(DayKey.init(dayNumber:)) }
        return history().days.map(\.day)
    }

    public func history() -> DiaryHistory {
        if let full { return full.history() }
        if let cachedHistory { return cachedHistory }
        let merged: DiaryHistory?
        do throws(StoreError) { merged = try store.history(opened, changed: changed, reader: &reader) } catch { merged = nil }
        guard let merged else { return whole().history() }
        cachedHistory = merged
        return merged
    }

    public func whole() -> Diary {
        if let full { return full }
        let diary: Diary
        do throws(StoreError) { diary = try store.journal.load().0 } catch { diary = Diary() }
        full = diary
        return diary
    }

    // MARK: Rows

    private func attempt<T>(_ body: () throws(Mismatch) -> T, _ fromDiary: (Diary) -> T) -> T {
        if let full { return fromDiary(full) }
        do throws(Mismatch) { return try body() } catch { return fromDiary(whole()) }
    }

    /// The record of a row, checked against it.
    private func read(_ row: Row) throws(Mismatch) -> JournalRecord {
        if let r = tailRecords[row.location] { return r }
        let record: JournalRecord?
        do throws(StoreError) { record = try reader.record(at: row.location) } catch { throw Mismatch() }
        guard let record, JournalIndex.hash(record.id) == row.hash, JournalIndex.kind(of: record) == row.kind else {
            throw Mismatch()
        }
        return record
    }

    /// The record at an indexed location when it has this id (nil: another id with the same hash).
    private func recordIfSame(_ id: String, at location: JournalIndex.Location) throws(Mismatch) -> JournalRecord? {
        let record: JournalRecord?
        do throws(StoreError) { record = try reader.record(at: location) } catch { throw Mismatch() }
        guard let record else { throw Mismatch() }
        return record.id == id ? record : nil
    }

    private func newestFirst(_ rows: [Row]) throws(Mismatch) -> [DiaryEntry] {
        var entries: [DiaryEntry] = []
        for row in rows {
            guard case let .entry(e) = try read(row) else { throw Mismatch() }
            entries.append(e)
        }
        return entries.sorted { ($0.day, $0.createdAt.epochSeconds, $0.id) > ($1.day, $1.createdAt.epochSeconds, $1.id) }
    }

    private static func snapshotOrder(_ a: Snapshot, _ b: Snapshot) -> Bool {
        (a.createdAt.epochSeconds, a.id) < (b.createdAt.epochSeconds, b.id)
    }

    /// The live rows of the days `from...to` (indexed ones the tail did not change, plus the tail's).
    private func rows(from: Int, to: Int) -> [Row] {
        var out = opened.index.live(from: from, to: to).filter { changed[$0.hash] == nil }
        out += added.filter { $0.day >= from && $0.day <= to }
        return out
    }

    /// The live rows of `kind` (nil: both) grouped by day, newest day first, until `body` says stop.
    private func forEachDayDescending(_ kind: JournalIndex.Kind?, _ body: (Int, [Row]) -> Bool) {
        let index = opened.index
        var i = index.liveCount - 1
        var j = added.count - 1
        var group: [Row] = []
        var day = Int.min
        func wanted(_ r: Row) -> Bool { kind == nil || r.kind == kind }
        while true {
            var baseRow: Row?
            while i >= 0 {
                let r = index.liveRow(at: i)
                if wanted(r), changed[r.hash] == nil { baseRow = r; break }
                i -= 1
            }
            while j >= 0, !wanted(added[j]) { j -= 1 }
            let addedRow: Row? = j >= 0 ? added[j] : nil
            let next: Row
            switch (baseRow, addedRow) {
            case (nil, nil):
                if !group.isEmpty { _ = body(day, group) }
                return
            case let (b?, a?):
                if a.day >= b.day { next = a; j -= 1 } else { next = b; i -= 1 }
            case let (b?, nil): next = b; i -= 1
            case let (nil, a?): next = a; j -= 1
            }
            if next.day != day, !group.isEmpty {
                guard body(day, group) else { return }
                group = []
            }
            day = next.day
            group.append(next)
        }
    }
}

extension IndexedJournalStore: DiaryReadingSource {
    /// The diary through the index (see `IndexedDiary`); when the index cannot be used, the
    /// whole journal folded (and the index rebuilt), with the problems `load()` reports.
    public func reading() throws(StoreError) -> (any DiaryReading, [StoreProblem]) {
        guard let st = try Posix.status(journal.directory) else { return (Diary(), []) }
        guard Posix.isDirectory(st) else { throw .notADirectory(path: journal.directory) }
        // A journal file the index cannot read (unreadable, a directory) is the full load's to report.
        var view: IndexedDiary?
        do throws(StoreError) {
            view = try lockForReading { () throws(StoreError) -> IndexedDiary? in
                guard let o = try open() else { return nil }
                var reader = LineReader(directory: journal.journalDirectory, files: o.files)
                defer { reader.close() }
                return IndexedDiary(store: self, opened: o, changed: try overlay(o, reader: &reader))
            }
        } catch {
            view = nil
        }
        if let view { return (view, []) }
        return try rebuildForReading()
    }
}
