import Testing
import FeelAloudCore
import FeelAloudStore

/// Schema v1 (the first released format): fields at the top level, short keys, German words.
@Suite struct JournalMigrationTests {
    static let v1Fixture = """
    {"schema":1,"type":"entry","id":"a1","rev":1,"created":"2025-03-02T21:10:00+01:00","date":"2025-03-02","mood":"gut","music":true,"song":"Über den Wolken","earworm":"stark","distress":"mittel","countered":true,"counter":"Kaugummi gekaut","social":true,"stress":null,"text":"Heute hatte ich „Über den Wolken“ den ganzen Tag im Kopf, das nervt.","origin":"repl"}
    {"schema":1,"type":"entry","id":"a2","created":"2025-03-03T08:15:00+01:00","mood":"schlecht","music":false,"social":false,"stress":"hoch","text":"Total gestresst, völlig überfordert."}
    {"schema":1,"type":"entry","id":"a1","rev":2,"created":"2025-03-02T21:10:00+01:00","updated":"2025-03-04T09:00:00+01:00","date":"2025-03-02","mood":"neutral","music":true,"song":"Über den Wolken","earworm":"mittel","distress":"gering","counter":"Spaziergang","social":true,"text":"korrigiert","origin":"cli"}
    {"schema":1,"type":"checkin","id":"c1","created":"2025-03-05T12:00:00+01:00","rating":2,"origin":"notification","note":"Kopfweh","dismissed":false}
    {"schema":1,"type":"deleted","id":"a2","rev":2,"updated":"2025-03-06T10:00:00+01:00"}

    """

    @Test func v1FixtureLoadsAndMigratesToV2() throws {
        let tmp = TempDirectory()
        let file = tmp.store + "/journal/2025-03.jsonl"
        Sample.write(Self.v1Fixture, to: file)
        let store = FileJournalStore(directory: tmp.store)
        let (diary, problems) = try store.load()
        #expect(problems.isEmpty)
        #expect(diary.records.count == 5)
        #expect(diary.entries.map(\.id) == ["a1"])
        let a1 = try #require(diary.entry(id: "a1"))
        #expect(a1.revision == 2)
        #expect(a1.revisedAt == Sample.at("2025-03-04T09:00:00+01:00"))
        #expect(a1.day.description == "2025-03-02")
        #expect(a1.fields.mood == .neutral && a1.fields.earwormStrength == .medium && a1.fields.distress == .low)
        #expect(a1.fields.countermeasures && a1.fields.countermeasureActivity == "Spaziergang")
        #expect(a1.source == .cli)
        let c1 = try #require(diary.snapshot(id: "c1"))
        #expect(c1.rating == .bad && c1.followUpNote == "Kopfweh" && c1.source == .notification)

        // A binary that writes v2 can append to a v1 file.
        try store.append(.entry(Sample.entry("b1", at: "2025-03-07T10:00:00+01:00")))
        #expect(try store.load().0.entries.map(\.id) == ["a1", "b1"])

        #expect(store.olderSchemaRecords == 5)
        #expect(try store.migrate() == 5)
        let lines = Sample.read(file).split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines.allSatisfy { $0.hasPrefix(#"{"v":2,"kind":"#) })
        #expect(lines[4] == #"{"v":2,"kind":"tombstone","id":"a2","revision":2,"data":{"deletedAt":"2025-03-06T10:00:00+01:00"}}"#)
        #expect(Sample.mode(file) == 0o600)
        let (after, afterProblems) = try FileJournalStore(directory: tmp.store).load()
        #expect(afterProblems.isEmpty)
        #expect(after.records == diary.records + [.entry(Sample.entry("b1", at: "2025-03-07T10:00:00+01:00"))])
        // The same instance notices the rewrite too.
        #expect(try store.load().0 == after)
        #expect(store.olderSchemaRecords == 0)
        #expect(try store.migrate() == 0)
        #expect(try directoryListing(tmp.store + "/journal") == ["2025-03.jsonl"])
    }

    @Test func migrationKeepsBadAndNewerLinesByteForByteAtTheirLineNumbers() throws {
        let tmp = TempDirectory()
        let file = tmp.store + "/journal/2025-03.jsonl"
        let v1 = Self.v1Fixture.split(separator: "\n")
        let garbage = "{kaputt"
        let future = #"{"v":7,"kind":"entry","id":"f"}"#
        Sample.write([String(v1[0]), garbage, future, String(v1[3])].joined(separator: "\n") + "\n" + "{\"schema\":1,\"ty", to: file)
        let store = FileJournalStore(directory: tmp.store)
        let before = try store.load()
        #expect(before.1.map(\.line) == [2, 3, 5])
        #expect(try store.migrate() == 2)
        let lines = Sample.read(file).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 6)
        #expect(lines[1] == garbage[...] && lines[2] == future[...] && lines[4] == "{\"schema\":1,\"ty")
        #expect(lines[0].hasPrefix(#"{"v":2"#) && lines[3].hasPrefix(#"{"v":2"#))
        let after = try FileJournalStore(directory: tmp.store).load()
        #expect(after.0.records == before.0.records)
        #expect(after.1.map(\.line) == [2, 3, 5])
        // Quarantine kept one copy each (keys are file, line and bytes; unchanged by the rewrite).
        #expect(Sample.read(tmp.store + "/quarantine/2025-03.jsonl").split(separator: "\n").count == 2)
    }
}

import Foundation
func directoryListing(_ path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
}
