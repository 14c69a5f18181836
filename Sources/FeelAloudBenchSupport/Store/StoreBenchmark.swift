#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import FeelAloudCore
import FeelAloudStore

/// Store benchmark for `make bench` (run it from a release build): load time of 10,000 and
/// 50,000 generated records, an incremental re-load, append latency with fsync (median, p99)
/// and the peak memory (VmHWM) while loading 50,000 records.
public enum StoreBenchmark {
    /// Runs everything in a fresh scratch directory (removed afterwards) and returns table rows
    /// (label, value).
    public static func run(scratchDirectory: String? = nil) -> [(String, String)] {
        let base = scratchDirectory ?? (NSTemporaryDirectory() + "feelaloud-bench-" + String(getpid()))
        var rows: [(String, String)] = []
        do {
            for count in [10_000, 50_000] {
                let dir = base + "/store-\(count)"
                try generate(directory: dir, count: count)
                var peakWasReset = false
                if count == 50_000 { peakWasReset = PeakMemory.reset() }
                var times: [(wall: Double, cpu: Double)] = []
                var loaded = 0
                for _ in 0..<3 {
                    let store = FileJournalStore(directory: dir)
                    let t0 = now(), c0 = cpuNow()
                    let (diary, _) = try store.load()
                    times.append((now() - t0, cpuNow() - c0))
                    loaded = diary.records.count
                }
                let median = times.sorted { $0.wall < $1.wall }[1]
                rows.append(("Store load, \(grouped(count)) records (median of 3)",
                             ms(median.wall) + " (CPU " + ms(median.cpu) + ", \(grouped(loaded)) read)"))
                if count == 50_000 {
                    rows.append(("Peak memory while loading 50,000 (VmHWM" + (peakWasReset ? ")" : ", whole run)"),
                                 peakMemoryText()))
                    let store = FileJournalStore(directory: dir)
                    _ = try store.load()
                    // Written the day after the last generated record, as the next diary entry would be.
                    try store.append(StoreStressTool.record(tag: "bench", index: 0, after: count))
                    let t0 = now()
                    _ = try store.load()
                    rows.append(("Re-load after one append (incremental)", ms(now() - t0)))
                }
            }
            let dir = base + "/append"
            let store = FileJournalStore(directory: dir)
            var latencies: [Double] = []
            for i in 0..<200 {
                let record = StoreStressTool.record(tag: "latency", index: i)
                let t0 = now()
                try store.append(record)
                latencies.append(now() - t0)
            }
            latencies.sort()
            rows.append(("Append with fsync, median (200 appends)", ms(latencies[latencies.count / 2])))
            rows.append(("Append with fsync, p99", ms(latencies[latencies.count * 99 / 100])))
        } catch let error as StoreError {
            rows.append(("Store benchmark failed", Messages.storeError(error)))
        } catch {
            rows.append(("Store benchmark failed", "\(error)"))
        }
        try? FileManager.default.removeItem(atPath: base)
        return rows
    }

    /// Writes `count` realistic records (about 3 entries a day, check-ins, some edits and
    /// deletions) into a store at `directory`, straight into the month files.
    public static func generate(directory: String, count: Int) throws {
        var writer = try MonthFileWriter(store: directory)
        let texts = [
            "Heute hatte ich „Über den Wolken“ die ganze Zeit im Kopf, das nervt total. Hab Kaugummi gekaut, hat kaum geholfen.",
            "Ruhiger Tag im Büro, etwas Stress wegen der Abgabe, abends mit Anna telefoniert.",
            "Nachtrag zu gestern: war mit Freunden wandern, richtig schön, keine Musik im Kopf.",
            "Immer wieder dudelt die Tetris-Melodie, eher angenehm. Mittags Spaziergang mit den Kollegen.",
            "Total gestresst, völlig überfordert mit allem, niemanden gesehen.",
        ]
        let start = generationStart
        var liveIDs: [String] = []
        var revisions: [String: Int] = [:]
        var rng = SplitMix(seed: 42)
        for i in 0..<count {
            // ~3 records a day, spread over the day.
            let at = LocalTimestamp(epochSeconds: start.epochSeconds + i * 28_800 + Int(rng.next() % 3600),
                                    utcOffsetSeconds: 3600)
            let record: JournalRecord
            let roll = rng.next() % 100
            // Revisions count up per id and a deleted id is never used again: the journal is
            // consistent (a repeated id+revision with other content would be a conflict).
            if roll < 3, !liveIDs.isEmpty {
                let id = liveIDs.remove(at: Int(rng.next() % UInt64(liveIDs.count)))
                let revision = (revisions[id] ?? 1) + 1
                revisions[id] = revision
                record = .tombstone(Tombstone(id: id, revision: revision, deletedAt: at))
            } else if roll < 8, let id = liveIDs.last {
                var fields = EntryFields(raw: EntryFields.Raw())
                fields.mood = .good
                let revision = (revisions[id] ?? 1) + 1
                revisions[id] = revision
                record = .entry(DiaryEntry(id: id, revision: revision, createdAt: at, revisedAt: at, day: at.day,
                                           fields: fields, transcript: texts[i % texts.count], source: .repl))
            } else if roll < 18 {
                record = .snapshot(Snapshot(id: "s\(i)", createdAt: at, rating: SnapshotRating(rawValue: Int(rng.next() % 5) + 1)!,
                                            source: .notification, followUpNote: roll < 12 ? "Kaffee mit Ben" : nil))
            } else {
                var raw = EntryFields.Raw()
                raw.mood = [Mood.good, .neutral, .bad][i % 3]
                raw.musicInHead = i % 2 == 0
                raw.songName = raw.musicInHead ? "Über den Wolken" : nil
                raw.earwormStrength = raw.musicInHead ? .strong : nil
                raw.distress = raw.musicInHead ? .medium : nil
                raw.countermeasureActivity = raw.musicInHead && i % 4 == 0 ? "Kaugummi gekaut" : nil
                raw.socialContact = i % 3 == 0
                raw.stress = raw.musicInHead ? nil : .low
                let id = "e\(i)"
                liveIDs.append(id)
                record = .entry(DiaryEntry(id: id, createdAt: at, day: at.day, fields: EntryFields(raw: raw),
                                           transcript: texts[i % texts.count], source: .repl))
            }
            try writer.add(record)
        }
        try writer.flush()
    }

    // MARK: Helpers

    static let generationStart = LocalTimestamp(iso8601: "2015-01-01T08:00:00+01:00")!

    /// A moment one day after the last record `generate(count:)` writes.
    static func momentAfterGenerated(_ count: Int) -> LocalTimestamp {
        LocalTimestamp(epochSeconds: generationStart.epochSeconds + count * 28_800 + 86_400, utcOffsetSeconds: 3600)
    }

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// CPU time of this process (user + system), immune to other processes on the machine.
    static func cpuNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    static func ms(_ seconds: Double) -> String {
        let v = (seconds * 10_000).rounded() / 10
        return String(v) + " ms"
    }

    static func grouped(_ n: Int) -> String {
        let s = String(n)
        guard s.count > 3 else { return s }
        return String(s.dropLast(3)) + "," + String(s.suffix(3))
    }

    /// VmHWM, e.g. "48.2 MB".
    static func peakMemoryText() -> String {
        guard let mb = PeakMemory.megabytes() else { return "n/a" }
        return String((mb * 10).rounded() / 10) + " MB"
    }
}
