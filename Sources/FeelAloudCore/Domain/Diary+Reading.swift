/// The in-memory diary answers every read directly (entries are sorted by day, creation and
/// id, so newest first is the reversed array).
extension Diary: DiaryReading {
    public func record(id: String, revision: Int) -> JournalRecord? {
        records.first { $0.id == id && $0.revision == revision }
    }

    public var entryCount: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty && snapshots.isEmpty }

    public func newestEntries(_ positions: Range<Int>) -> [DiaryEntry] {
        let lo = max(0, positions.lowerBound), hi = min(entries.count, positions.upperBound)
        guard lo < hi else { return [] }
        return (lo..<hi).map { entries[entries.count - 1 - $0] }
    }

    public func newestEntries(from: DayKey, to: DayKey) -> [(number: Int, entry: DiaryEntry)] {
        var out: [(number: Int, entry: DiaryEntry)] = []
        for (i, e) in entries.reversed().enumerated() where e.day >= from && e.day <= to {
            out.append((i + 1, e))
        }
        return out
    }

    public func lastSnapshots(_ count: Int) -> [Snapshot] { Array(snapshots.suffix(count)) }
    public func period(from: DayKey, to: DayKey) -> Diary { self }
    public func entryDays() -> [DayKey]? { nil }
    public func whole() -> Diary { self }
}
