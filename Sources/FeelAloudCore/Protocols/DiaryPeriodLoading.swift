/// A store that can load only part of the diary (issue #14): the console asks for the days
/// a command needs instead of folding the whole journal. The pure core is unchanged: the
/// result is an ordinary `Diary`.
public protocol DiaryPeriodLoading: AnyObject {
    /// A diary holding at least every live entry whose day, and every check-in whose
    /// creation day, lies in `from...to` — each at its latest revision, exactly as a full
    /// `load()` would hold it. It may hold other records too; `records` is not the whole
    /// journal, so it is no backup. Problems are reported like `load()` reports them.
    func loadPeriod(from: DayKey, to: DayKey) throws(StoreError) -> (Diary, [StoreProblem])
}

/// A store that appends many records under one lock with one write and fsync per month file
/// (issue #14: import), each record checked as `DiaryStore.save` checks it.
public protocol DiaryBulkAppending: AnyObject {
    /// Appends `records` in order; an identical record already stored is skipped (so a retry
    /// after a failure or a kill is safe), the same id+revision with other content is
    /// `StoreError.conflictingRecord` (nothing of this batch written). `written` counts the
    /// records stored so far, also when it throws.
    func appendAll(_ records: [JournalRecord], written: inout Int) throws(StoreError)
    /// `appendAll` for records whose line is already at hand (an import's backup bytes): a
    /// store may write `line` as it is instead of encoding the record again, when the line
    /// is in its own form; otherwise it encodes `record`.
    func appendAll(encoded: [EncodedRecord], written: inout Int) throws(StoreError)
}

extension DiaryBulkAppending {
    public func appendAll(encoded: [EncodedRecord], written: inout Int) throws(StoreError) {
        try appendAll(encoded.map(\.record), written: &written)
    }
}

/// A record with the JSON bytes it was decoded from (issue #14: the import hands a backup's
/// bytes to the store, which need not encode and re-check every record). Made only by
/// decoding `line`, so `line` always holds exactly `record` (schema v2).
public struct EncodedRecord: Sendable {
    public let record: JournalRecord
    /// The record's JSON, as given (no trailing newline).
    public let line: [UInt8]

    /// The record `line` holds; `RecordDecodingError` as `JournalRecordJSON.decode` reports it,
    /// nil for bytes that are no JSON.
    public init?(line: [UInt8]) throws(RecordDecodingError) {
        self.line = line
        if let r = line.withUnsafeBufferPointer({ CanonicalRecordDecoder.record($0) }) {
            record = r
            return
        }
        let value: JSONValue
        do throws(JSONParseError) {
            value = try line.withUnsafeBufferPointer { (b) throws(JSONParseError) -> JSONValue in try JSONValue.parse(bytes: b) }
        } catch {
            return nil
        }
        record = try JournalRecordJSON.decode(value)
    }
}
