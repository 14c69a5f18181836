/// What the conversation and the REPL's views read of the diary (issue #14), so the REPL can
/// read through the journal's index instead of folding the whole journal before every line.
/// `Diary` is the in-memory implementation (tests, goldens, a store without index); the
/// index-backed one lives in FeelAloudStore and reads only the lines a call needs. Both
/// answer exactly as a `Diary` folded from the whole journal would.
public protocol DiaryReading: Sendable {
    /// Highest revision stored for an id (entries, tombstones, check-ins), 0 if unknown.
    func revision(of id: String) -> Int
    /// The live entry with this id (latest revision), nil when unknown or deleted.
    func entry(id: String) -> DiaryEntry?
    /// The stored record with exactly this id and revision (any kind), if any.
    func record(id: String, revision: Int) -> JournalRecord?
    /// How many live entries there are.
    var entryCount: Int { get }
    /// Whether there is neither a live entry nor a check-in.
    var isEmpty: Bool { get }
    /// Live entries newest first, as `/verlauf` numbers them (position 0 is number 1), at
    /// `positions` (clipped to what exists).
    func newestEntries(_ positions: Range<Int>) -> [DiaryEntry]
    /// Live entries whose day lies in `from...to`, newest first, each with its `/verlauf` number.
    func newestEntries(from: DayKey, to: DayKey) -> [(number: Int, entry: DiaryEntry)]
    /// Check-ins (latest revision) whose day lies in `from...to`, ordered by creation.
    func snapshots(from: DayKey, to: DayKey) -> [Snapshot]
    /// The last `count` check-ins by creation (oldest first).
    func lastSnapshots(_ count: Int) -> [Snapshot]
    /// A diary holding at least every live entry and check-in of the days `from...to`, as
    /// `DiaryPeriodLoading.loadPeriod` gives it (for questions and views of a period).
    func period(from: DayKey, to: DayKey) -> Diary
    /// The days with a live entry, ascending (each once), when `period` does not hold the
    /// whole diary (so a streak stays the diary's); nil when it does.
    func entryDays() -> [DayKey]?
    /// The per-day aggregates of the whole diary (whole-history questions, issue #14).
    func history() -> DiaryHistory
    /// The whole diary (export).
    func whole() -> Diary
}

/// A store that gives a `DiaryReading` view instead of a folded diary (the index-backed
/// store). Problems are reported as `DiaryStore.load` reports them.
public protocol DiaryReadingSource: AnyObject {
    func reading() throws(StoreError) -> (any DiaryReading, [StoreProblem])
}

public extension DiaryReading {
    /// The check-ins that can belong to "today" at `now` in any zone (a local day differs from
    /// the writer's by less than a day either way): all that follow-ups, reminders and the
    /// check-in stage ever look at.
    func snapshotsAroundToday(_ now: LocalTimestamp) -> [Snapshot] {
        snapshots(from: now.day.adding(days: -2), to: now.day.adding(days: 1))
    }
}

public extension Answer {
    /// The answer read through a `DiaryReading`: a bounded question from the days it reads
    /// (the streak from every entry day), a whole-history one („wie oft hatte ich je …“,
    /// „wann zuletzt …“) from the per-day aggregates. The same numbers as from the whole
    /// diary folded.
    init(question q: Question, reading: any DiaryReading, songs: any SongMatching = PlainSongMatching(), today: DayKey) {
        if let p = Answer.daysRead(by: q) {
            self.init(question: q, diary: reading.period(from: p.from, to: p.to), songs: songs, today: today,
                      entryDays: reading.entryDays())
        } else {
            self.init(question: q, diary: HistoryTable(history: reading.history(), reading: reading), songs: songs, today: today)
        }
    }
}
