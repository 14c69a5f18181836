#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FeelAloudCore

/// The stored records of one id at a time, looked up in the index and its tail (issue #14:
/// an import checks each backup record against the store without folding the diary). Built
/// under the shared lock; reads lines by location afterwards (journal files only grow, so the
/// locations stay valid; a record appended meanwhile is caught by `appendAll`'s own check).
public final class StoredRecordLookup {
    private let index: JournalIndex?
    private var reader: LineReader?
    private var tail: [String: [JournalRecord]] = [:]

    init(opened: IndexedJournalStore.Opened?, directory: String) {
        index = opened?.index
        if let o = opened {
            reader = LineReader(directory: directory, files: o.files)
            for t in o.tail { tail[t.record.id, default: []].append(t.record) }
        }
    }

    deinit { reader?.close() }

    /// Every stored revision with this id.
    public func records(id: String) throws(StoreError) -> [JournalRecord] {
        if index == nil, tail.isEmpty { return [] }  // an empty store (an import into a new one)
        var out = tail[id] ?? []
        guard let index, reader != nil else { return out }
        for row in index.rows(forHash: JournalIndex.hash(id)) {
            if let r = try reader!.record(at: row.location), r.id == id { out.append(r) }
        }
        return out
    }
}

extension IndexedJournalStore {
    /// A lookup of stored records by id; nil when the index cannot vouch for the journal even
    /// after a rebuild (a store with problems only the full load reports). An empty or missing
    /// store gives an empty lookup without writing anything.
    public func recordLookup() throws(StoreError) -> StoredRecordLookup? {
        guard let st = try Posix.status(journal.directory) else { return StoredRecordLookup(opened: nil, directory: "") }
        guard Posix.isDirectory(st) else { throw .notADirectory(path: journal.directory) }
        let names = try Posix.listDirectory(journal.journalDirectory).filter(FileJournalStore.isJournalFileName)
        if names.isEmpty { return StoredRecordLookup(opened: nil, directory: "") }
        if let o = try lockForReading({ () throws(StoreError) -> Opened? in try open() }) {
            return StoredRecordLookup(opened: o, directory: journal.journalDirectory)
        }
        // Built through its own journal instance: the problems stay for the caller's load to report.
        _ = try IndexedJournalStore(journal: FileJournalStore(directory: journal.directory), debug: false).rebuildForReading()
        guard let o = try lockForReading({ () throws(StoreError) -> Opened? in try open() }) else { return nil }
        return StoredRecordLookup(opened: o, directory: journal.journalDirectory)
    }
}
