import Foundation
import Testing
import FeelAloudCore
import FeelAloudBenchSupport
import FeelAloudFiles
@testable import FeelAloudStore

/// Issue #14: every answer read through the index equals the answer of a cold full scan —
/// after random appends, edits (also of old entries, written in a later month file),
/// deletions, a torn tail, two concurrent writers, and a deleted, truncated, stale or foreign
/// index file.
@Suite struct JournalIndexTests {
    /// A random diary history written through the indexed store and, sometimes, through a
    /// plain journal store (a writer that does not know the index: its lines are the tail).
    struct History {
        var rng: SplitMix
        var clock: Int
        var live: [DiaryEntry] = []
        var snapshots: [Snapshot] = []
        var count = 0

        init(seed: UInt64) {
            rng = SplitMix(seed: seed)
            clock = LocalTimestamp(iso8601: "2026-01-03T08:00:00+01:00")!.epochSeconds
        }

        mutating func next() -> JournalRecord {
            clock += Int(rng.next() % 40_000) + 600
            let at = LocalTimestamp(epochSeconds: clock, utcOffsetSeconds: 3600)
            count += 1
            let roll = rng.next() % 100
            if roll < 10, !live.isEmpty {
                let e = live.remove(at: Int(rng.next() % UInt64(live.count)))
                return .tombstone(Tombstone(id: e.id, revision: e.revision + 1, deletedAt: at))
            }
            if roll < 25, !live.isEmpty {
                let k = Int(rng.next() % UInt64(live.count))
                var e = live[k]
                e.revision += 1
                e.revisedAt = at
                e.transcript = "Bearbeitet \(count)"
                if roll < 15 { e.day = e.day.adding(days: -Int(rng.next() % 3)) }
                if roll % 2 == 0 { e.fields = randomFields() }
                live[k] = e
                return .entry(e)
            }
            if roll < 40 {
                if roll < 30, let k = snapshots.indices.randomElement(using: &rng) {
                    var s = snapshots[k]
                    s.revision += 1
                    s.revisedAt = at
                    s.followUpNote = "Notiz \(count)"
                    if roll % 2 == 0 { s.rating = SnapshotRating(rawValue: Int(rng.next() % 5) + 1)! }
                    snapshots[k] = s
                    return .snapshot(s)
                }
                let s = Snapshot(id: "s\(count)", createdAt: at, rating: SnapshotRating(rawValue: Int(rng.next() % 5) + 1)!,
                                 source: .manual)
                snapshots.append(s)
                return .snapshot(s)
            }
            let day = roll % 5 == 0 ? at.day.adding(days: -1) : at.day
            let e = DiaryEntry(id: "e\(count)", createdAt: at, day: day, fields: randomFields(),
                               transcript: "Eintrag \(count)", source: .repl)
            live.append(e)
            return .entry(e)
        }

        /// Fields as the aggregates fold them: moods, earworms of a few songs (one spelled
        /// with its artist), levels, contact, countermeasures with a few activities.
        mutating func randomFields() -> EntryFields {
            var r = EntryFields.Raw()
            r.mood = Mood.allCases[Int(rng.next() % 3)]
            r.musicInHead = rng.next() % 2 == 0
            let songs = ["Atemlos", "Atemlos – Helene Fischer", "Griechischer Wein", "Über den Wolken", ""]
            r.songName = rng.next() % 3 == 0 ? nil : songs[Int(rng.next() % UInt64(songs.count))]
            r.earwormStrength = rng.next() % 3 == 0 ? nil : EarwormStrength.allCases[Int(rng.next() % 3)]
            r.distress = rng.next() % 3 == 0 ? nil : Severity.allCases[Int(rng.next() % 4)]
            r.stress = rng.next() % 3 == 0 ? nil : Severity.allCases[Int(rng.next() % 4)]
            r.socialContact = rng.next() % 2 == 0
            r.countermeasures = rng.next() % 3 == 0
            let activities = ["Kaugummi", "Spaziergang am See", "Kaugummi, Musik", nil]
            r.countermeasureActivity = activities[Int(rng.next() % UInt64(activities.count))]
            return EntryFields(raw: r)
        }
    }

    /// Whole-history questions (range from the first record) and a few bounded ones, as the
    /// parser gives them: answered through the index, they must equal the cold full scan's.
    static func questions(today: DayKey) -> [Question] {
        var qs: [Question] = []
        let all = DateRange(from: nil, to: today)
        let fields: [QuestionField?] = [nil, .mood, .musicInHead, .socialContact, .stress, .distress, .countermeasures, .snapshot]
        for intent in [QuestionIntent.count, .last, .summary, .songs, .list, .trend] {
            for field in fields {
                for polarity in [nil, QuestionPolarity.positive, .negative] {
                    qs.append(Question(intent: intent, range: all, field: field, polarity: polarity))
                }
            }
        }
        var song = Question(intent: .count, range: all, field: .musicInHead)
        song.song = "Atemlos"
        qs.append(song)
        var strong = Question(intent: .last, range: all, field: .musicInHead)
        strong.value = "strong"
        qs.append(strong)
        var listed = Question(intent: .list, range: all, field: .mood)
        listed.value = "bad"
        qs.append(listed)
        for order in [ExtremeOrder.best, .worst] {
            var q = Question(intent: .extreme, range: all)
            q.order = order
            qs.append(q)
        }
        for field in [QuestionField.socialContact, .stress, .musicInHead, .countermeasures] {
            var q = Question(intent: .effect, range: all, field: field)
            if field == .countermeasures { q.activity = "Kaugummi" }
            qs.append(q)
            var any = Question(intent: .effect, range: all, field: field)
            any.activity = nil
            qs.append(any)
        }
        var weekday = Question(intent: .effect, range: all)
        weekday.effectBy = "weekday"
        qs.append(weekday)
        let since = DateRange(from: DayKey("2026-03-01")!, to: today)
        qs.append(Question(intent: .summary, range: since))
        qs.append(Question(intent: .count, range: DateRange(from: today.adding(days: -6), to: today), field: .musicInHead))
        qs.append(Question(intent: .trend, range: DateRange(from: DayKey("2026-05-01")!, to: DayKey("2026-05-31")!), field: .mood,
                           comparison: DateRange(from: nil, to: DayKey("2026-04-30")!)))
        return qs
    }

    /// Every question's answer through `reading` equals the one folded from the cold diary.
    static func expectSameAnswers(_ reading: any DiaryReading, cold: Diary, sourceLocation: SourceLocation) {
        let today = DayKey("2026-12-31")!
        for q in questions(today: today) {
            let got = Answer(question: q, reading: reading, today: today)
            let want = Answer(question: q, diary: cold, today: today)
            #expect(got.json.serialized() == want.json.serialized(), "answer \(q.intent) \(q.field?.rawValue ?? "-") \(q.polarity?.rawValue ?? "-")",
                    sourceLocation: sourceLocation)
            #expect(got.last == want.last && got.listed == want.listed && got.period == want.period,
                    "answer details \(q.intent) \(q.field?.rawValue ?? "-")", sourceLocation: sourceLocation)
        }
    }

    /// Entries and check-ins of `from...to` in a diary.
    static func view(_ d: Diary, _ from: DayKey, _ to: DayKey) -> ([DiaryEntry], [Snapshot]) {
        (d.entries.filter { $0.day >= from && $0.day <= to }, d.snapshots.filter { $0.day >= from && $0.day <= to })
    }

    static func describe(_ e: DiaryEntry) -> String { "\(e.id)@\(e.revision) \(e.day) \(e.transcript)" }
    static func describe(_ s: Snapshot) -> String { "\(s.id)@\(s.revision) \(s.day) \(s.followUpNote ?? "-")" }

    /// Compares random periods read through the index with a cold full load.
    static func expectSameAsColdScan(_ dir: String, _ rng: inout SplitMix, periods: Int = 12,
                                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        let cold = try FileJournalStore(directory: dir).load().0
        let indexed = IndexedJournalStore(journal: FileJournalStore(directory: dir))
        let first = DayKey("2025-12-25")!.dayNumber
        for _ in 0..<periods {
            let a = first + Int(rng.next() % 360), b = a + Int(rng.next() % 40)
            let from = DayKey(dayNumber: a), to = DayKey(dayNumber: b)
            let (window, _) = try indexed.loadPeriod(from: from, to: to)
            let got = view(window, from, to), want = view(cold, from, to)
            // Short descriptions first (readable on failure), then the full values.
            #expect(got.0.map(describe) == want.0.map(describe), "entries \(from)...\(to)", sourceLocation: sourceLocation)
            #expect(got.1.map(describe) == want.1.map(describe), "check-ins \(from)...\(to)", sourceLocation: sourceLocation)
            let same = got.0 == want.0 && got.1 == want.1
            #expect(same, "records of \(from)...\(to) differ in content", sourceLocation: sourceLocation)
        }
        try expectSameReading(dir, &rng, cold: cold, sourceLocation: sourceLocation)
    }

    /// The REPL's view (`reading()`: index-backed when the index can be used) answers every
    /// read exactly as the cold full load's `Diary` does.
    static func expectSameReading(_ dir: String, _ rng: inout SplitMix, cold: Diary,
                                  sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (reading, _) = try IndexedJournalStore(journal: FileJournalStore(directory: dir)).reading()
        let view = reading
        func same<T: Equatable>(_ got: T, _ want: T, _ what: String) {
            #expect(got == want, "\(what)", sourceLocation: sourceLocation)
        }
        same(view.entryCount, cold.entryCount, "entry count")
        same(view.isEmpty, cold.isEmpty, "isEmpty")
        let n = cold.entryCount
        for range in [0..<10, 0..<1, max(0, n - 3)..<n + 2, n..<n + 5] + (0..<6).map({ _ in
            let a = n == 0 ? 0 : Int(rng.next() % UInt64(n)); return a..<a + Int(rng.next() % 15) + 1
        }) {
            same(view.newestEntries(range).map(describe), cold.newestEntries(range).map(describe), "newest \(range)")
            same(view.newestEntries(range), cold.newestEntries(range), "newest \(range) content")
        }
        let first = DayKey("2025-12-25")!.dayNumber
        for _ in 0..<6 {
            let a = first + Int(rng.next() % 360), b = a + Int(rng.next() % 40)
            let from = DayKey(dayNumber: a), to = DayKey(dayNumber: b)
            let got = view.newestEntries(from: from, to: to), want = cold.newestEntries(from: from, to: to)
            same(got.map { "\($0.number) " + describe($0.entry) }, want.map { "\($0.number) " + describe($0.entry) },
                 "numbered \(from)...\(to)")
            same(view.snapshots(from: from, to: to), cold.snapshots(from: from, to: to), "check-ins \(from)...\(to)")
            let p = view.period(from: from, to: to)
            same(Self.view(p, from, to).0, Self.view(cold, from, to).0, "period entries \(from)...\(to)")
            same(Self.view(p, from, to).1, Self.view(cold, from, to).1, "period check-ins \(from)...\(to)")
        }
        for k in [1, 5, 12] { same(view.lastSnapshots(k).map(describe), cold.lastSnapshots(k).map(describe), "last \(k) check-ins") }
        same(view.entryDays() ?? cold.days.map(\.day), cold.days.map(\.day), "entry days")
        // The per-day aggregates (index rows merged with the tail) are the cold fold's.
        let history = view.history()
        same(history.days.map { "\($0.day) \($0.entryCount) \($0.mood) \($0.songs)" }, cold.days.map { "\($0.day) \($0.entryCount) \($0.mood) \($0.songs)" },
             "aggregate days")
        same(history, cold.history(), "per-day aggregates")
        expectSameAnswers(view, cold: cold, sourceLocation: sourceLocation)
        var ids = Set(cold.records.map(\.id))
        ids.insert("nie-gesehen")
        for id in ids.sorted() {
            same(view.revision(of: id), cold.revision(of: id), "revision of \(id)")
            same(view.entry(id: id), cold.entry(id: id), "entry \(id)")
            let r = cold.revision(of: id)
            same(view.record(id: id, revision: r), cold.record(id: id, revision: r), "record \(id)@\(r)")
            same(view.record(id: id, revision: r + 1), nil, "record \(id)@\(r + 1)")
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomHistoryReadsTheSameThroughTheIndex(seed: UInt64) throws {
        let tmp = TempDirectory()
        var history = History(seed: seed)
        var rng = SplitMix(seed: seed &* 7)
        let indexed = IndexedJournalStore(journal: FileJournalStore(directory: tmp.store))
        indexed.compactAfter = 7
        let plain = FileJournalStore(directory: tmp.store)
        for step in 0..<300 {
            let record = history.next()
            if rng.next() % 4 == 0 { try plain.append(record) } else { #expect(try indexed.save(record) != .alreadyStored) }
            if step % 60 == 59 { try Self.expectSameAsColdScan(tmp.store, &rng) }
        }
        #expect(indexed.lastFallback == nil)
        // The REPL's view read through the index, not the whole journal.
        let (view, _) = try IndexedJournalStore(journal: FileJournalStore(directory: tmp.store)).reading()
        let indexedView = try #require(view as? IndexedDiary)
        _ = indexedView.newestEntries(0..<10)
        _ = indexedView.revision(of: "e1")
        // Whole-history answers came from the aggregates, not from folding the journal.
        _ = indexedView.history()
        _ = indexedView.entryDays()
        for q in Self.questions(today: DayKey("2026-12-31")!) { _ = Answer(question: q, reading: indexedView, today: DayKey("2026-12-31")!) }
        #expect(!indexedView.readWholeJournal)
        #expect(FileManager.default.fileExists(atPath: indexed.indexPath))
        #expect(Sample.mode(indexed.indexPath) == 0o600)
        #expect(Sample.mode(indexed.indexDirectory) == 0o700)
    }

    @Test func savesStayIdempotentAndConflictsAreTypedThroughTheIndex() throws {
        let tmp = TempDirectory()
        let store = IndexedJournalStore(journal: FileJournalStore(directory: tmp.store))
        let record = JournalRecord.entry(Sample.entry("e1"))
        #expect(try store.save(record) == .written)  // builds the index
        #expect(try store.save(record) == .alreadyStored)
        #expect(store.lastFallback == nil)
        #expect(throws: StoreError.self) { try store.save(.entry(Sample.entry("e1", transcript: "anders"))) }
        #expect(throws: StoreError.self) { try store.save(.snapshot(Sample.snapshot("e1", revision: 2))) }
        #expect(Sample.read(store.journal.journalDirectory + "/2026-11.jsonl").split(separator: "\n").count == 1)
    }

    @Test func anOldEntryEditedAndDeletedInLaterMonthsIsSeen() throws {
        let tmp = TempDirectory()
        let store = IndexedJournalStore(journal: FileJournalStore(directory: tmp.store))
        let old = Sample.entry("old", at: "2026-03-10T20:00:00+01:00")
        try store.append(.entry(old))
        try store.append(.entry(Sample.entry("other", at: "2026-03-10T21:00:00+01:00")))
        var edit = old
        edit.revision = 2
        edit.revisedAt = Sample.at("2026-09-01T10:00:00+02:00")
        edit.transcript = "Nachträglich geändert"
        try store.append(.entry(edit))
        let march = (DayKey("2026-03-01")!, DayKey("2026-03-31")!)
        #expect(try store.loadPeriod(from: march.0, to: march.1).0.entry(id: "old")?.transcript == "Nachträglich geändert")
        try store.append(.tombstone(Tombstone(id: "old", revision: 3, deletedAt: Sample.at("2026-11-20T10:00:00+01:00"))))
        let after = try IndexedJournalStore(journal: FileJournalStore(directory: tmp.store)).loadPeriod(from: march.0, to: march.1).0
        #expect(after.entries.map(\.id) == ["other"])
    }

    @Test func tornTailFallsBackToTheFullLoadAndReportsIt() throws {
        let tmp = TempDirectory()
        var history = History(seed: 9)
        var rng = SplitMix(seed: 10)
        let store = IndexedJournalStore(journal: FileJournalStore(directory: tmp.store))
        for _ in 0..<80 { try store.append(history.next()) }
        let last = try FileManager.default.contentsOfDirectory(atPath: store.journal.journalDirectory).sorted().last!
        Sample.append("{\"v\":2,\"type\":\"entry\",\"id\":\"torn", to: store.journal.journalDirectory + "/" + last)
        let fresh = IndexedJournalStore(journal: FileJournalStore(directory: tmp.store))
        let (_, problems) = try fresh.loadPeriod(from: DayKey("2026-01-01")!, to: DayKey("2026-12-31")!)
        #expect(problems.contains { $0.kind == .tornLastLine })
        try Self.expectSameAsColdScan(tmp.store, &rng)
        // The next save closes the torn line; reading through the index stays right.
        try store.append(history.next())
        try Self.expectSameAsColdScan(tmp.store, &rng)
    }

    enum Damage: String, CaseIterable {
        case deleted, truncated, stale, foreign, garbage, emptied
        /// One byte of the aggregate section flipped (its checksum no longer matches).
        case aggregateFlipped
        /// Aggregates re-sealed with a valid checksum that do not add up to the live rows.
        case aggregateStale
    }

    /// Where the aggregate section starts in an index file.
    static func aggregateStart(_ d: Data) -> Int {
        func u32(_ o: Int) -> Int { Int(d[o]) | Int(d[o + 1]) << 8 | Int(d[o + 2]) << 16 | Int(d[o + 3]) << 24 }
        return 20 + u32(8) * 56 + u32(12) * 24 + u32(16) * 24
    }

    @Test(arguments: Damage.allCases)
    func aDamagedIndexIsRebuiltAndNeverChangesAnAnswer(_ damage: Damage) throws {
        let tmp = TempDirectory()
        var history = History(seed: 21)
        var rng = SplitMix(seed: 22)
        let store = IndexedJournalStore(journal: FileJournalStore(directory: tmp.store))
        store.compactAfter = 1_000
        for _ in 0..<120 { try store.append(history.next()) }
        _ = try store.loadPeriod(from: DayKey("2026-01-01")!, to: DayKey("2026-01-02")!)
        let early = try Data(contentsOf: URL(fileURLWithPath: store.indexPath))
        for _ in 0..<60 { try store.append(history.next()) }
        store.compactAfter = 1
        try store.append(history.next())  // writes a new index
        let path = store.indexPath
        switch damage {
        case .deleted: try FileManager.default.removeItem(atPath: path)
        case .truncated:
            let d = try Data(contentsOf: URL(fileURLWithPath: path))
            try d.prefix(d.count / 2).write(to: URL(fileURLWithPath: path))
        case .stale: try early.write(to: URL(fileURLWithPath: path))  // an older index: the rest is its tail
        case .foreign:
            var d = try Data(contentsOf: URL(fileURLWithPath: path))
            d[4] = 99  // another version
            try d.write(to: URL(fileURLWithPath: path))
        case .garbage:
            var d = try Data(contentsOf: URL(fileURLWithPath: path))
            for i in stride(from: 40, to: d.count - 8, by: 7) { d[i] ^= 0x5A }
            try d.write(to: URL(fileURLWithPath: path))
        case .emptied: try Data().write(to: URL(fileURLWithPath: path))
        case .aggregateFlipped:
            var d = try Data(contentsOf: URL(fileURLWithPath: path))
            d[Self.aggregateStart(d) + DayAggregates.header + 4] ^= 0x01  // the first day's entry count
            try d.write(to: URL(fileURLWithPath: path))
        case .aggregateStale:
            var d = try Data(contentsOf: URL(fileURLWithPath: path))
            let a = Self.aggregateStart(d)
            d[a + DayAggregates.header + 4] &+= 1
            let length = d.count - 16 - a  // the section without its checksum and the file's
            let sum = Array(d[a..<a + length]).withUnsafeBytes { DayAggregates.sectionHash($0) }
            withUnsafeBytes(of: sum.littleEndian) { d.replaceSubrange(a + length..<a + length + 8, with: $0) }
            try d.write(to: URL(fileURLWithPath: path))
        }
        let probe = IndexedJournalStore(journal: FileJournalStore(directory: tmp.store))
        if damage != .stale { #expect(try probe.open() == nil, "a \(damage) index must not be used") }
        try Self.expectSameAsColdScan(tmp.store, &rng)
        for _ in 0..<20 { try store.append(history.next()) }
        try Self.expectSameAsColdScan(tmp.store, &rng)
    }

    @Test func aRewrittenJournalFileInvalidatesTheIndex() throws {
        let tmp = TempDirectory()
        var history = History(seed: 31)
        var rng = SplitMix(seed: 32)
        let store = IndexedJournalStore(journal: FileJournalStore(directory: tmp.store))
        for _ in 0..<60 { try store.append(history.next()) }
        _ = try store.loadPeriod(from: DayKey("2026-01-01")!, to: DayKey("2026-01-02")!)
        // Another tool rewrites a month file (new inode, other content, same name).
        let dir = store.journal.journalDirectory
        let name = try FileManager.default.contentsOfDirectory(atPath: dir).sorted().first!
        let lines = Sample.read(dir + "/" + name).split(separator: "\n").dropFirst()
        try FileManager.default.removeItem(atPath: dir + "/" + name)
        Sample.write(lines.joined(separator: "\n") + "\n", to: dir + "/" + name)
        let fresh = IndexedJournalStore(journal: FileJournalStore(directory: tmp.store))
        _ = try fresh.loadPeriod(from: DayKey("2026-01-01")!, to: DayKey("2026-01-02")!)
        #expect(fresh.lastFallback != nil)
        try Self.expectSameAsColdScan(tmp.store, &rng)
    }

    @Test func bulkAppendIsIdempotentResumableAndChecked() throws {
        let tmp = TempDirectory()
        var history = History(seed: 41)
        var rng = SplitMix(seed: 42)
        let records = (0..<400).map { _ in history.next() }
        let store = IndexedJournalStore(journal: FileJournalStore(directory: tmp.store))
        // A first import killed after 150 records (as if): the rerun writes only the rest.
        for r in records.prefix(150) { try FileJournalStore(directory: tmp.store).append(r) }
        var written = 0
        try store.appendAll(records, written: &written)
        #expect(written == 250)
        try store.appendAll(records, written: &written)
        #expect(written == 0)
        let cold = try FileJournalStore(directory: tmp.store).load()
        #expect(cold.1.isEmpty)
        #expect(cold.0.records.count == 400)
        try Self.expectSameAsColdScan(tmp.store, &rng)
        // Same id+revision with other content: a typed conflict, nothing of the batch written.
        guard case var .entry(e) = records.first(where: { if case .entry = $0 { true } else { false } })! else { return }
        e.transcript = "anders"
        let fresh = JournalRecord.snapshot(Snapshot(id: "new-one", createdAt: Sample.at("2026-11-20T10:00:00+01:00"),
                                                    rating: .good, source: .manual))
        #expect(throws: StoreError.self) { try store.appendAll([fresh, .entry(e)], written: &written) }
        #expect(written == 0)
        #expect(try FileJournalStore(directory: tmp.store).load().0.snapshot(id: "new-one") == nil)
    }

    @Test func twoConcurrentWritersLoseNothing() throws {
        let tmp = TempDirectory()
        let seed = IndexedJournalStore(journal: FileJournalStore(directory: tmp.store))
        try seed.append(.entry(Sample.entry("seed")))
        let group = DispatchGroup()
        let failures = Failures()
        let dir = tmp.store
        for writer in 0..<2 {
            group.enter()
            Thread {
                defer { group.leave() }
                let store = IndexedJournalStore(journal: FileJournalStore(directory: dir))
                store.compactAfter = 5
                for i in 0..<60 {
                    let at = LocalTimestamp(epochSeconds: 1_780_000_000 + i * 3_000 + writer, utcOffsetSeconds: 3600)
                    let s = Snapshot(id: "w\(writer)-\(i)", createdAt: at, rating: .good, source: .manual)
                    do { _ = try store.save(.snapshot(s)) } catch { failures.add("\(error)") }
                }
            }.start()
        }
        group.wait()
        #expect(failures.all.isEmpty)
        let cold = try FileJournalStore(directory: tmp.store).load().0
        #expect(cold.snapshots.count == 120)
        var rng = SplitMix(seed: 5)
        let (w, _) = try IndexedJournalStore(journal: FileJournalStore(directory: tmp.store))
            .loadPeriod(from: DayKey("2026-01-01")!, to: DayKey("2027-12-31")!)
        #expect(Self.view(w, DayKey("2026-01-01")!, DayKey("2027-12-31")!).1 == cold.snapshots)
        try Self.expectSameAsColdScan(tmp.store, &rng)
    }
}

final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ s: String) { lock.lock(); items.append(s); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return items }
}
