#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FeelAloudCore
import FeelAloudStore

/// Writes generated records straight into a store's month files, one buffered append (and
/// fsync) per month — far faster than `FileJournalStore.append` per record, for building
/// big benchmark stores. Records must come in time order.
struct MonthFileWriter {
    let journalDirectory: String
    private var month = ""
    private var buffer: [UInt8] = []

    /// Prepares the store at `directory` (private dirs) and writes into its journal.
    init(store directory: String) throws(StoreError) {
        let store = FileJournalStore(directory: directory)
        try store.prepare()
        journalDirectory = store.journalDirectory
    }

    mutating func add(_ record: JournalRecord) throws(GeneratedStoreError) {
        let name = FileJournalStore.fileName(for: record)
        if name != month { try flush(); month = name }
        buffer.append(contentsOf: JournalCodec.line(for: record).utf8)
        buffer.append(0x0A)
    }

    mutating func flush() throws(GeneratedStoreError) {
        guard !month.isEmpty, !buffer.isEmpty else { return }
        let path = journalDirectory + "/" + month
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        guard fd >= 0 else { throw GeneratedStoreError(path: path) }
        defer { close(fd) }
        let n = buffer.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard n == buffer.count, fsync(fd) == 0 else { throw GeneratedStoreError(path: path) }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// A generated benchmark store could not be written.
public struct GeneratedStoreError: Error, CustomStringConvertible {
    public var path: String
    public var description: String { "cannot write \(path)" }
}
