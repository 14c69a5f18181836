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
}
