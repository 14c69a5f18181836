/// The current state of the diary, folded from the journal: the latest revision of every
/// live entry and check-in, in chronological order.
public struct Diary: Equatable, Sendable {
    /// Live entries (latest revision, tombstoned ones removed), sorted by day then createdAt.
    public private(set) var entries: [DiaryEntry] = []
    /// Latest revision of every check-in, sorted by createdAt.
    public private(set) var snapshots: [Snapshot] = []
    /// Every record in journal order (all revisions and tombstones), for backups.
    public private(set) var records: [JournalRecord] = []

    private var entryIndex: [String: Int] = [:]
    private var snapshotIndex: [String: Int] = [:]
    private var latestRevision: [String: Int] = [:]
    private var deleted: Set<String> = []
    private var needsSort = false
    private var needsPurge = false

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
            if let i = entryIndex[e.id] { entries[i] = e } else {
                entryIndex[e.id] = entries.count
                entries.append(e)
            }
            needsSort = true
        case let .tombstone(t):
            deleted.insert(t.id)
            // Removed from `entries` in finish(): removing here would cost O(n) per tombstone.
            if entryIndex.removeValue(forKey: t.id) != nil { needsPurge = true }
        case let .snapshot(s):
            if let i = snapshotIndex[s.id] { snapshots[i] = s } else {
                snapshotIndex[s.id] = snapshots.count
                snapshots.append(s)
            }
            needsSort = true
        }
    }

    public mutating func finish() {
        if needsPurge {
            entries.removeAll { deleted.contains($0.id) }
            needsPurge = false
            needsSort = true
        }
        guard needsSort else { return }
        entries.sort { ($0.day, $0.createdAt.epochSeconds, $0.id) < ($1.day, $1.createdAt.epochSeconds, $1.id) }
        snapshots.sort { ($0.createdAt.epochSeconds, $0.id) < ($1.createdAt.epochSeconds, $1.id) }
        rebuildEntryIndex()
        snapshotIndex = Dictionary(uniqueKeysWithValues: snapshots.enumerated().map { ($1.id, $0) })
        needsSort = false
    }

    private mutating func rebuildEntryIndex() {
        entryIndex = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.id, $0) })
    }

    public static func == (a: Diary, b: Diary) -> Bool { a.records == b.records }
}
