import Foundation
import Testing
import FeelAloudCore
import FeelAloudLanguage
import FeelAloudStore
import FeelAloudTestSupport
@testable import FeelAloudConsole

/// Issue #14: the REPL reading through the index (`IndexedDiary`) prints exactly what it
/// prints when it folds the whole journal before every line — for `/verlauf` (by count and
/// by days), `/zeige`, `/bearbeiten`, `/löschen`, the views, questions and a saved entry,
/// on a store whose index has an unindexed tail (lines another writer appended).
@Suite struct IndexedReplTests {
    static let script = [
        "/verlauf", "/verlauf 25", "/zeige 1", "/zeige 3", "/zeige 170", "/zeige 100000", "/verlauf letzten Monat",
        "/verlauf 2026-03", "/woche", "/monat 2026-05", "/jahr 2026", "wie war meine Woche?",
        "wie oft hatte ich dieses Jahr gute Laune?", "/löschen 4", "ja", "/verlauf 6", "/bearbeiten 2", "nein",
        "Heute war ein guter Tag, viel gelacht mit Anna.", "ja", "/verlauf 3", "/zeige letzter",
        "/frage wie war der letzte Monat?", "/beenden",
    ]

    static func run(_ store: DiaryStore) -> String {
        let io = BufferIO()
        var counter = 0
        let now = LocalTimestamp(iso8601: "2026-09-30T20:00:00+02:00")!
        let services = ConsoleServices.forTests(store: store, io: io)
        let repl = Repl(store: store, extractor: RuleBasedExtractor(), language: GermanDialogue(),
                        reader: ScriptedLineReader(script), io: io, clock: FixedClock(now),
                        style: TerminalStyle(color: false), services: services, interactive: false, fromReminder: false,
                        makeID: { counter += 1; return "id-\(counter)" })
        _ = repl.run()
        return io.output
    }

    @Test(arguments: [1, 2] as [UInt64])
    func replThroughTheIndexPrintsWhatTheFullFoldPrints(seed: UInt64) throws {
        let dir = ExportCommandFixture.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let records = StreamedBackupTests.history(seed: seed, count: 500)
        let indexed = IndexedJournalStore(journal: FileJournalStore(directory: dir + "/a"))
        indexed.compactAfter = 30
        let other = FileJournalStore(directory: dir + "/a")  // a writer that does not know the index
        let plain = FileJournalStore(directory: dir + "/b")
        for (i, r) in records.enumerated() {
            if i % 7 == 0 { try other.append(r) } else { _ = try indexed.save(r) }
            try plain.append(r)
        }
        let (view, _) = try indexed.reading()
        #expect(view is IndexedDiary)
        let viaIndex = Self.run(IndexedJournalStore(journal: FileJournalStore(directory: dir + "/a")))
        let viaFold = Self.run(FileJournalStore(directory: dir + "/b"))
        #expect(viaIndex.contains("Gelöscht") || viaIndex.contains("gelöscht"))
        #expect(viaIndex == viaFold)
        // And the stores hold the same records afterwards (the deletion and the new entry).
        let a = try FileJournalStore(directory: dir + "/a").load().0, b = try FileJournalStore(directory: dir + "/b").load().0
        #expect(a.entries == b.entries)
        #expect(a.snapshots == b.snapshots)
    }
}
