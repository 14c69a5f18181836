import Foundation
import Testing
import FeelAloudCore
import FeelAloudStore
@testable import FeelAloudConsole

/// Issue #14: a whole JSON backup streamed from the journal's lines (through the index) is
/// byte for byte the backup of the folded diary — to a file and to stdout, after random
/// appends, edits, deletions, check-ins, lines the index has not seen yet, and texts that need
/// JSON escapes (quotes, newlines, C1 controls, U+2028, umlauts split across write chunks).
@Suite struct StreamedBackupTests {
    static let texts = ["Schöner Tag mit Jörg.", "Er sagte \"nie wieder\" \\ und ging.", "Zeile eins\nZeile zwei\ttab",
                        "Steuerzeichen \u{85} und \u{2028} hier", "Ölpreis € 😀 " + String(repeating: "ä", count: 400)]

    static func history(seed: UInt64, count: Int) -> [JournalRecord] {
        var rng = SplitMix64(seed)
        var clock = LocalTimestamp(iso8601: "2026-01-03T08:00:00+01:00")!.epochSeconds
        var live: [DiaryEntry] = []
        var out: [JournalRecord] = []
        for n in 0..<count {
            clock += Int(rng.next() % 90_000) + 60
            let at = LocalTimestamp(epochSeconds: clock, utcOffsetSeconds: rng.next() % 2 == 0 ? 3600 : 7200)
            let roll = rng.next() % 100
            if roll < 10, !live.isEmpty {
                let e = live.remove(at: Int(rng.next() % UInt64(live.count)))
                out.append(.tombstone(Tombstone(id: e.id, revision: e.revision + 1, deletedAt: at)))
            } else if roll < 25, !live.isEmpty {
                let k = Int(rng.next() % UInt64(live.count))
                live[k].revision += 1
                live[k].revisedAt = at
                live[k].transcript = texts[Int(rng.next() % UInt64(texts.count))] + " \(n)"
                out.append(.entry(live[k]))
            } else if roll < 40 {
                out.append(.snapshot(Snapshot(id: "s\(n)", createdAt: at, rating: .good, source: .manual)))
            } else {
                let e = DiaryEntry(id: "e\(n)", createdAt: at, day: at.day, fields: EntryFields(mood: .good),
                                   transcript: texts[Int(rng.next() % UInt64(texts.count))], source: .repl)
                live.append(e)
                out.append(.entry(e))
            }
        }
        return out
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func streamedBackupEqualsTheFoldedOne(seed: UInt64) throws {
        let dir = ExportCommandFixture.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = dir + "/s"
        let indexed = IndexedJournalStore(journal: FileJournalStore(directory: store))
        indexed.compactAfter = 40
        let plain = FileJournalStore(directory: store)
        for (i, r) in Self.history(seed: seed, count: 700).enumerated() {
            if i % 5 == 0 { try plain.append(r) } else { _ = try indexed.save(r) }
        }
        #expect(indexed.backupLines() != nil)
        func export(_ s: DiaryStore, _ out: String) -> (ExitCode, BufferIO) {
            let io = BufferIO()
            let code = ExportCommand.runExport(arguments: ["--format", "json", "--out", out], store: s, io: io,
                                               clock: ExportCommandFixture.clock, workingDirectory: dir, showProgress: false)
            return (code, io)
        }
        let (c1, io1) = export(FileJournalStore(directory: store), dir + "/folded.json")
        let (c2, io2) = export(IndexedJournalStore(journal: FileJournalStore(directory: store)), dir + "/streamed.json")
        #expect(c1 == .ok && c2 == .ok)
        #expect(io1.output.replacingOccurrences(of: "folded", with: "streamed") == io2.output)  // same counts, bytes
        let folded = try Data(contentsOf: URL(fileURLWithPath: dir + "/folded.json"))
        let streamed = try Data(contentsOf: URL(fileURLWithPath: dir + "/streamed.json"))
        #expect(folded.count > 100_000)
        #expect(folded == streamed)
        let (c3, io3) = export(IndexedJournalStore(journal: FileJournalStore(directory: store)), "-")
        #expect(c3 == .ok)
        #expect(Data(io3.output.utf8) == folded)
    }
}

struct SplitMix64 {
    var state: UInt64
    init(_ seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
