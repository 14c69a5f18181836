import Foundation
import Testing
import FeelAloudCore
import FeelAloudBenchSupport
import FeelAloudFiles
@testable import FeelAloudStore

/// Issue #14, import: the bulk append of already-encoded lines (`appendAll(encoded:)`) writes
/// a backup's bytes as they are when they are in the codec's form, the codec's line otherwise;
/// it updates the index from the records in hand, and that index equals one rebuilt from the
/// journal. A kill between the journal and the index, a batch cut short, a torn line at the
/// end of a month file: the rerun adds exactly what is missing, and every answer read through
/// the index equals the cold full scan.
@Suite struct BulkAppendTests {
    typealias History = JournalIndexTests.History

    static func encoded(_ r: JournalRecord) -> EncodedRecord {
        try! EncodedRecord(line: Array(JournalCodec.line(for: r).utf8))!
    }

    /// The index on disk and one rebuilt from the journal hold the same rows and aggregates.
    static func expectIndexEqualsRebuild(_ dir: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let store = IndexedJournalStore(journal: FileJournalStore(directory: dir))
        let bytes = try #require(FileManager.default.contents(atPath: store.indexPath), sourceLocation: sourceLocation)
        let onDisk = try #require(JournalIndex.decode([UInt8](bytes)), sourceLocation: sourceLocation).materialized()
        let rebuilt = try #require(try store.scan(), sourceLocation: sourceLocation)
        #expect(onDisk.files == rebuilt.files, "file stamps", sourceLocation: sourceLocation)
        #expect(onDisk.records == rebuilt.records, "record rows", sourceLocation: sourceLocation)
        #expect(onDisk.live == rebuilt.live, "live rows", sourceLocation: sourceLocation)
        #expect(onDisk.history == rebuilt.history, "aggregates", sourceLocation: sourceLocation)
        let opened = try #require(try store.open(), sourceLocation: sourceLocation)
        #expect(opened.tail.isEmpty, "no tail after a bulk append", sourceLocation: sourceLocation)
    }

    @Test func encodedBatchesWriteTheGivenBytesAndAnIndexEqualToARebuild() throws {
        let tmp = TempDirectory()
        var history = History(seed: 61)
        var rng = SplitMix(seed: 62)
        let records = (0..<600).map { _ in history.next() }
        // Some records before the import: through the index and, unindexed, as a tail.
        let store = IndexedJournalStore(journal: FileJournalStore(directory: tmp.store))
        for r in records.prefix(40) { try store.append(r) }
        for r in records[40..<55] { try FileJournalStore(directory: tmp.store).append(r) }
        var total = 0
        for start in stride(from: 0, to: records.count, by: 90) {
            var written = 0
            let batch = records[start..<min(records.count, start + 90)].map(Self.encoded)
            try store.appendAll(encoded: batch, written: &written)
            total += written
            try Self.expectIndexEqualsRebuild(tmp.store)
        }
        #expect(total == records.count - 55)
        // Each line is exactly the codec's line (the given bytes were canonical), once.
        var journal: [String] = []
        let dir = store.journal.journalDirectory
        for name in try FileManager.default.contentsOfDirectory(atPath: dir).sorted() {
            journal += Sample.read(dir + "/" + name).split(separator: "\n").map(String.init)
        }
        #expect(journal.sorted() == records.map(JournalCodec.line(for:)).sorted())
        // A rerun of everything adds nothing.
        var again = 0
        try store.appendAll(encoded: records.map(Self.encoded), written: &again)
        #expect(again == 0)
        let cold = try FileJournalStore(directory: tmp.store).load()
        #expect(cold.1.isEmpty)
        #expect(cold.0.records.count == records.count)
        try JournalIndexTests.expectSameAsColdScan(tmp.store, &rng)
    }

    @Test func bytesNotInTheCodecsFormAreWrittenAsTheCodecsLine() throws {
        let tmp = TempDirectory()
        let e = Sample.entry("pretty")
        let canonical = JournalCodec.line(for: .entry(e))
        // Spaces, a newline between tokens, an escaped "ä", other key order: the same record.
        let spaced = canonical.replacingOccurrences(of: "\",\"", with: "\", \"")
        let wrapped = canonical.replacingOccurrences(of: ",\"data\":", with: ",\n\"data\":")
        let reordered = canonical.replacingOccurrences(of: "{\"v\":2,\"kind\":\"entry\",", with: "{\"kind\":\"entry\",\"v\":2,")
        var variants: [(String, JournalRecord)] = [(spaced, .entry(e)), (wrapped, .entry(e)), (reordered, .entry(e))]
        var umlaut = Sample.entry("umlaut")
        umlaut.transcript = "Müde"
        variants.append((JournalCodec.line(for: .entry(umlaut)).replacingOccurrences(of: "ü", with: "\\u00fc"), .entry(umlaut)))
        for (i, (text, record)) in variants.enumerated() {
            var r = record
            if case var .entry(x) = r {
                x.id = "v\(i)"
                r = .entry(x)
            }
            let line = text.replacingOccurrences(of: "\"id\":\"\(record.id)\"", with: "\"id\":\"v\(i)\"")
            let given = try #require(try EncodedRecord(line: Array(line.utf8)))
            #expect(given.record == r, "variant \(i) decodes to the record")
            #expect(CanonicalLineHead.storable(given.line, for: r) == false, "variant \(i) is not stored as given")
            var written = 0
            try IndexedJournalStore(journal: FileJournalStore(directory: tmp.store)).appendAll(encoded: [given], written: &written)
            #expect(written == 1)
        }
        let dir = tmp.store + "/journal"
        let lines = try FileManager.default.contentsOfDirectory(atPath: dir).flatMap {
            Sample.read(dir + "/" + $0).split(separator: "\n").map(String.init)
        }
        let cold = try FileJournalStore(directory: tmp.store).load()
        #expect(cold.1.isEmpty)
        #expect(lines.sorted() == cold.0.records.map(JournalCodec.line(for:)).sorted())
        #expect(CanonicalLineHead.storable(Array(canonical.utf8), for: .entry(e)))
        // Bytes that are no well-formed UTF-8 (a stray continuation, overlong, surrogate, cut
        // sequence) or a raw C1 control / U+2028 are never taken as they are.
        let quote = Array("\"transcript\":\"".utf8)
        let bytes = Array(canonical.utf8)
        let at = try #require(bytes.indices.first { Array(bytes[$0..<min(bytes.count, $0 + quote.count)]) == quote }) + quote.count
        for bad: [UInt8] in [[0x80], [0xC3, 0x28], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
                             [0xC2, 0x85], [0xE2, 0x80, 0xA8]] {
            var damaged = bytes
            damaged.insert(contentsOf: bad, at: at)
            #expect(!CanonicalLineHead.storable(damaged, for: .entry(e)), "\(bad)")
        }
        var fine = bytes
        fine.insert(contentsOf: [0xC3, 0xA4, 0xF0, 0x9F, 0x8E, 0xB5], at: at)
        #expect(CanonicalLineHead.storable(fine, for: .entry(e)))
        // A head naming another revision than the record is not taken either.
        var other = e
        other.revision = 2
        #expect(!CanonicalLineHead.storable(Array(canonical.utf8), for: .entry(other)))
        try Self.expectIndexEqualsRebuild(tmp.store)
    }

    /// The storable check reads plain text eight bytes at a step: a byte it must refuse, or an
    /// escape it must read, is found at every position within such a step.
    @Test func theStorableCheckFindsEveryByteAtEveryPositionOfAStep() throws {
        var e = Sample.entry("lanes")
        e.transcript = String(repeating: "abcdefgh", count: 6)
        let bytes = Array(JournalCodec.line(for: .entry(e)).utf8)
        let quote = Array("\"transcript\":\"".utf8)
        let at = try #require(bytes.indices.first { Array(bytes[$0..<min(bytes.count, $0 + quote.count)]) == quote }) + quote.count
        #expect(CanonicalLineHead.storable(bytes, for: .entry(e)))
        for lane in 0..<16 {
            for bad: [UInt8] in [[0x7F], [0x01], [0x0A], [0xC2, 0x85], [0x80], [0x5C, 0x71]] {
                var damaged = bytes
                damaged.insert(contentsOf: bad, at: at + lane)
                #expect(!CanonicalLineHead.storable(damaged, for: .entry(e)), "\(bad) at \(lane)")
            }
            var escaped = e
            var text = Array(e.transcript)
            text.insert("\"", at: lane)
            escaped.transcript = String(text)
            #expect(CanonicalLineHead.storable(Array(JournalCodec.line(for: .entry(escaped)).utf8), for: .entry(escaped)), "quote at \(lane)")
        }
    }

    @Test func everyCodecLineIsStorableAsItIs() throws {
        var history = History(seed: 91)
        var records = (0..<300).map { _ in history.next() }
        let odd = ["Zeile\neins\tzwei\r", "„Zitat“ \"quoted\" \\ back/slash", "\u{7F}\u{85}\u{9F}\u{1}", "\u{2028}\u{2029}",
                   "Emoji 🎵 und Ümläut ß", ""]
        for (i, text) in odd.enumerated() {
            var e = Sample.entry("odd-\(i)")
            e.transcript = text
            records.append(.entry(e))
            records.append(.snapshot(Sample.snapshot("odd-s\(i)", note: text)))
        }
        for r in records {
            let line = Array(JournalCodec.line(for: r).utf8)
            #expect(CanonicalLineHead.storable(line, for: r), "\(JournalCodec.line(for: r))")
        }
    }

    @Test func aKillBetweenJournalAndIndexLeavesATailTheRerunCompletes() throws {
        let tmp = TempDirectory()
        var history = History(seed: 71)
        var rng = SplitMix(seed: 72)
        let records = (0..<300).map { _ in history.next() }
        let store = IndexedJournalStore(journal: FileJournalStore(directory: tmp.store))
        var written = 0
        try store.appendAll(encoded: records.prefix(100).map(Self.encoded), written: &written)
        let indexBefore = try #require(FileManager.default.contents(atPath: store.indexPath))
        // The next batch reached the journal, then the process died before the index was replaced.
        try store.appendAll(encoded: records[100..<200].map(Self.encoded), written: &written)
        #expect(written == 100)
        try indexBefore.write(to: URL(fileURLWithPath: store.indexPath))
        let reopened = IndexedJournalStore(journal: FileJournalStore(directory: tmp.store))
        #expect(try reopened.open()?.tail.count == 100)
        try JournalIndexTests.expectSameAsColdScan(tmp.store, &rng)
        // A batch cut short: only some of its month files were written (as a kill mid-batch).
        let third = Array(records[200..<300])
        let firstFile = FileJournalStore.fileName(for: third[0])
        for r in third where FileJournalStore.fileName(for: r) == firstFile { try FileJournalStore(directory: tmp.store).append(r) }
        let already = third.filter { FileJournalStore.fileName(for: $0) == firstFile }.count
        try reopened.appendAll(encoded: records.map(Self.encoded), written: &written)
        #expect(written == 100 - already)
        let cold = try FileJournalStore(directory: tmp.store).load()
        #expect(cold.1.isEmpty)
        #expect(cold.0.records.count == 300)
        try Self.expectIndexEqualsRebuild(tmp.store)
        try JournalIndexTests.expectSameAsColdScan(tmp.store, &rng)
    }

    @Test func aTornLineAtTheEndOfABatchIsClosedAndTheRecordWrittenOnce() throws {
        let tmp = TempDirectory()
        var history = History(seed: 81)
        var rng = SplitMix(seed: 82)
        let records = (0..<200).map { _ in history.next() }
        let store = IndexedJournalStore(journal: FileJournalStore(directory: tmp.store))
        var written = 0
        try store.appendAll(encoded: records.prefix(120).map(Self.encoded), written: &written)
        // A kill in the middle of the next batch's write: half of its first line is on disk.
        let next = records[120]
        let path = store.journal.journalDirectory + "/" + FileJournalStore.fileName(for: next)
        let line = Array(JournalCodec.line(for: next).utf8)
        let handle = try #require(FileHandle(forWritingAtPath: path) ?? {
            FileManager.default.createFile(atPath: path, contents: nil)
            return FileHandle(forWritingAtPath: path)
        }())
        handle.seekToEndOfFile()
        handle.write(Data(line.prefix(line.count / 2)))
        try handle.close()
        try store.appendAll(encoded: records.map(Self.encoded), written: &written)
        #expect(written == 80)
        // The torn half is its own (reported) line; every record is there exactly once.
        let (diary, problems) = try FileJournalStore(directory: tmp.store).load()
        #expect(!problems.isEmpty)
        #expect(diary.records.count == 200)
        #expect(Sample.read(path).hasSuffix("\n"))
        var again = 0
        try IndexedJournalStore(journal: FileJournalStore(directory: tmp.store)).appendAll(encoded: records.map(Self.encoded),
                                                                                            written: &again)
        #expect(again == 0)
        try JournalIndexTests.expectSameAsColdScan(tmp.store, &rng)
    }
}
