/// The current state of the diary, folded from the journal: the latest revision of every
/// live entry and check-in, in chronological order.
public struct Diary: Equatable, Sendable {
    /// Live entries (latest revision, tombstoned ones removed), sorted by day then createdAt.
    public private(set) var entries: [DiaryEntry] = []
    /// Latest revision of every check-in, sorted by createdAt.
    public private(set) var snapshots: [Snapshot] = []
    /// Every record in journal order (all revisions and tombstones), for backups.
    public private(set) var records: [JournalRecord] = []
    /// One summary per day with live entries, chronological: folded once in `finish()`, so a
    /// question over any period slices it instead of folding every entry again.
    public private(set) var days: [DaySummary] = []

    private var entryIndex: [String: Int] = [:]
    private var snapshotIndex: [String: Int] = [:]
    private var latestRevision: [String: Int] = [:]
    private var deleted: Set<String> = []
    private var needsSort = false
    private var needsPurge = false
    /// Days whose summary must be folded again in `finish()`.
    private var touchedDays: Set<DayKey> = []

    public init() {}

    public init(records: [JournalRecord]) {
        self.init()
        for r in records { apply(r) }
        finish()
    }

    /// Highest revision seen for an id (entries, tombstones and snapshots), 0 if unknown.
    public func revision(of id: String) -> Int { latestRevision[id] ?? 0 }

    public func entry(id: String) -> DiaryEntry? { entryIndex[id].map { entries[$0] } }
    public func snapshot(id: String) -> Snapshot? { snapshotIndex[id].map { snapshots[$0] } }

    /// Folds one record in. Call `finish()` after a batch to restore ordering.
    public mutating func apply(_ record: JournalRecord) {
        records.append(record)
        let rev: Int
        switch record {
        case let .entry(e): rev = e.revision
        case let .tombstone(t): rev = t.revision
        case let .snapshot(s): rev = s.revision
        }
        if let known = latestRevision[record.id], known >= rev { return }
        latestRevision[record.id] = rev
        switch record {
        case let .entry(e):
            guard !deleted.contains(e.id) else { return }
            if let i = entryIndex[e.id] {
                touchedDays.insert(entries[i].day)
                entries[i] = e
            } else {
                entryIndex[e.id] = entries.count
                entries.append(e)
            }
            touchedDays.insert(e.day)
            needsSort = true
        case let .tombstone(t):
            deleted.insert(t.id)
            // Removed from `entries` in finish(): removing here would cost O(n) per tombstone.
            if let i = entryIndex.removeValue(forKey: t.id) {
                touchedDays.insert(entries[i].day)
                needsPurge = true
            }
        case let .snapshot(s):
            if let i = snapshotIndex[s.id] { snapshots[i] = s } else {
                snapshotIndex[s.id] = snapshots.count
                snapshots.append(s)
            }
            needsSort = true
        }
    }

    public mutating func finish() {
        var entryIndexStale = false
        if needsPurge {
            entries.removeAll { deleted.contains($0.id) }
            needsPurge = false
            entryIndexStale = true
        }
        if needsSort {
            // Journals are written in order, so the arrays are usually sorted already: check
            // in O(n) before paying for a sort that moves every entry.
            if !Self.isSorted(entries, by: Self.entryOrder) {
                entries.sort(by: Self.entryOrder)
                entryIndexStale = true
            }
            if !Self.isSorted(snapshots, by: Self.snapshotOrder) {
                snapshots.sort(by: Self.snapshotOrder)
                snapshotIndex = Dictionary(uniqueKeysWithValues: snapshots.enumerated().map { ($1.id, $0) })
            }
            needsSort = false
        }
        if entryIndexStale { rebuildEntryIndex() }
        if !touchedDays.isEmpty {
            // A store refreshes after every append: fold again only the days that changed.
            if days.isEmpty || touchedDays.count * 4 > days.count {
                days = Self.summaries(of: entries[...])
            } else {
                for day in touchedDays { refold(day) }
            }
            touchedDays.removeAll(keepingCapacity: true)
        }
    }

    /// Folds one day's summary again (inserted, replaced or removed), entries sorted.
    private mutating func refold(_ day: DayKey) {
        let slice = entries(from: day, to: day)
        let i = Self.lowerBound(days.count) { days[$0].day < day }
        let present = i < days.count && days[i].day == day
        switch (slice.isEmpty, present) {
        case (true, true): days.remove(at: i)
        case (true, false): break
        case (false, true): days[i] = DaySummary(day: day, entries: slice)
        case (false, false): days.insert(DaySummary(day: day, entries: slice), at: i)
        }
    }

    /// One summary per day of `entries` (sorted by day), chronological.
    static func summaries(of entries: ArraySlice<DiaryEntry>) -> [DaySummary] {
        var result: [DaySummary] = []
        var start = entries.startIndex
        while start < entries.endIndex {
            let day = entries[start].day
            var end = start + 1
            while end < entries.endIndex, entries[end].day == day { end += 1 }
            result.append(DaySummary(day: day, entries: entries[start..<end]))
            start = end
        }
        return result
    }

    private static func entryOrder(_ a: DiaryEntry, _ b: DiaryEntry) -> Bool {
        (a.day, a.createdAt.epochSeconds, a.id) < (b.day, b.createdAt.epochSeconds, b.id)
    }

    private static func snapshotOrder(_ a: Snapshot, _ b: Snapshot) -> Bool {
        (a.createdAt.epochSeconds, a.id) < (b.createdAt.epochSeconds, b.id)
    }

    private static func isSorted<T>(_ items: [T], by less: (T, T) -> Bool) -> Bool {
        var i = 1
        while i < items.count {
            if less(items[i], items[i - 1]) { return false }
            i += 1
        }
        return true
    }

    private mutating func rebuildEntryIndex() {
        entryIndex = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.id, $0) })
    }

    public static func == (a: Diary, b: Diary) -> Bool { a.records == b.records }
}
