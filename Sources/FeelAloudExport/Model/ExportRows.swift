import FeelAloudCore

/// Where the spreadsheet exports (CSV, XLSX) read their rows from: the live entries and
/// check-ins of the requested range, in the folded diary's order, chunk by chunk. A folded
/// diary's `ExportSelection` is one chunk; the store streams month by month (issue #14), so an
/// export holds one month of records, not the diary.
public protocol ExportRows {
    /// The requested range; nil = everything.
    var requested: DateRange? { get }
    /// How many entries / check-ins the chunks will hold (sheet dimensions come first).
    var entryCount: Int { get }
    var snapshotCount: Int { get }
    /// Calls `body` with consecutive chunks; concatenated they are the selection's `entries`
    /// and `snapshots`, in order.
    func forEachChunk(_ body: (_ entries: [DiaryEntry], _ snapshots: [Snapshot]) throws(ExportError) -> Void) throws(ExportError)
}

extension ExportSelection: ExportRows {
    public var entryCount: Int { entries.count }
    public var snapshotCount: Int { snapshots.count }

    public func forEachChunk(_ body: ([DiaryEntry], [Snapshot]) throws(ExportError) -> Void) throws(ExportError) {
        try body(entries, snapshots)
    }
}

extension ExportSummary {
    /// Folds the figures of the overview chunk by chunk (the streamed exports): the same
    /// `ExportSummary` as `init(selection)` of the whole selection, plus the check-ins per day
    /// the chart needs.
    public struct Builder {
        private var summary: ExportSummary
        private var requested: DateRange?
        private var minDay: DayKey?, maxDay: DayKey?
        private var days = Set<DayKey>(), earworm = Set<DayKey>(), social = Set<DayKey>()
        private var ratingSum = 0
        /// Check-ins per day (for the chart).
        public private(set) var checkInsPerDay: [DayKey: Int] = [:]

        public init(requested: DateRange?) {
            self.requested = requested
            summary = ExportSummary(ExportSelection(diary: Diary(), range: nil))
        }

        /// The day last inserted into each set (entries come day by day: issue #14, most
        /// inserts are skipped).
        private var lastDay: DayKey?, lastEarworm: DayKey?, lastSocial: DayKey?

        public mutating func add(_ e: DiaryEntry) {
            note(e.day)
            summary.entryCount += 1
            if lastDay != e.day { days.insert(e.day); lastDay = e.day }
            summary.mood[e.fields.mood, default: 0] += 1
            if e.fields.musicInHead {
                summary.entriesWithMusic += 1
                if lastEarworm != e.day { earworm.insert(e.day); lastEarworm = e.day }
                summary.earwormStrength[e.fields.earwormStrength, default: 0] += 1
                summary.distress[e.fields.distress, default: 0] += 1
            } else {
                summary.stress[e.fields.stress, default: 0] += 1
            }
            if e.fields.socialContact, lastSocial != e.day { social.insert(e.day); lastSocial = e.day }
        }

        public mutating func add(_ s: Snapshot) {
            note(s.day)
            summary.snapshotCount += 1
            summary.ratings[s.rating, default: 0] += 1
            ratingSum += s.rating.rawValue
            checkInsPerDay[s.day, default: 0] += 1
        }

        private mutating func note(_ day: DayKey) {
            if minDay.map({ day < $0 }) ?? true { minDay = day }
            if maxDay.map({ day > $0 }) ?? true { maxDay = day }
        }

        public var result: ExportSummary {
            var s = summary
            s.from = requested?.from ?? minDay
            s.to = requested?.to ?? maxDay
            s.daysWithEntries = days.count
            s.daysWithEarworm = earworm.count
            s.daysWithSocialContact = social.count
            s.averageRating = s.snapshotCount == 0 ? nil : Double(ratingSum) / Double(s.snapshotCount)
            return s
        }
    }
}
