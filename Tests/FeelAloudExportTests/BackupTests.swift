import Foundation
import Testing
import FeelAloudCore
@testable import FeelAloudExport

/// The error planning an import of `bytes` throws, nil if it succeeds.
func planError(_ bytes: [UInt8], existing: Diary = Diary()) -> BackupError? {
    do throws(BackupError) {
        _ = try BackupImporter.plan(bytes: bytes, existing: existing)
        return nil
    } catch { return error }
}

func backupBytes(_ diary: Diary, range: DateRange? = nil, config: JSONValue? = nil) throws -> [UInt8] {
    let sink = MemorySink()
    try BackupWriter.write(diary, range: range, config: config, to: sink)
    return sink.bytes
}

@Test func recordJSONMatchesTheStoreJournalLine() throws {
    let line = JournalRecordJSON.encode(ExportFixtures.records[0]).serialized()
    #expect(line.hasPrefix(#"{"v":2,"kind":"entry","id":"e1","revision":1,"data":{"createdAt":"2026-11-29T21:14:05+01:00","revisedAt":"2026-11-29T21:14:05+01:00","day":"2026-11-29","fields":{"mood":"bad","musicInHead":true,"#))
    #expect(line.hasSuffix(#""source":"repl"}}"#))
    // Optional keys default like the store's reader.
    let minimal = try JSONValue.parse(#"{"v":2,"kind":"snapshot","id":"s","revision":1,"data":{"createdAt":"2026-01-01T10:00:00+01:00","rating":3,"source":"manual"}}"#)
    guard case let .snapshot(s) = try JournalRecordJSON.decode(minimal) else { Issue.record("kein Snapshot"); return }
    #expect(s.revisedAt == s.createdAt && s.followUpNote == nil && !s.followUpDismissed)
}

@Test func recordJSONRoundTripsEveryKind() throws {
    for r in ExportFixtures.records {
        let json = JournalRecordJSON.encode(r)
        let back = try JournalRecordJSON.decode(try JSONValue.parse(json.serialized()))
        #expect(back == r)
    }
}

@Test(arguments: [
    (#"{"v":2,"kind":"entry","id":"x","revision":0,"data":{}}"#, "revision"),
    (#"{"v":3,"kind":"entry","id":"x","revision":1,"data":{}}"#, "Version 3"),
    (#"{"v":2,"kind":"blub","id":"x","revision":1,"data":{}}"#, "unbekannte Art"),
    (#"{"v":2,"kind":"entry","id":"x","revision":1}"#, "data"),
    (#"{"v":2,"kind":"snapshot","id":"x","revision":1,"data":{"createdAt":"2026-01-01T00:00:00Z","rating":7,"source":"manual"}}"#, "rating"),
    (#"{"v":2,"kind":"entry","id":"x","revision":1,"data":{"createdAt":"gestern","day":"2026-01-01","source":"repl","fields":{},"transcript":""}}"#, "createdAt"),
    (#"{"v":2,"kind":"entry","id":"x","revision":1,"data":{"createdAt":"2026-01-01T00:00:00Z","day":"2026-01-01","source":"repl","fields":{"mood":"super"},"transcript":""}}"#, "mood"),
])
func recordDecodingErrorsNameTheProblem(json: String, mentions: String) throws {
    let value = try JSONValue.parse(json)
    do throws(RecordDecodingError) {
        _ = try JournalRecordJSON.decode(value)
        Issue.record("fehlerhafter Datensatz wurde angenommen")
    } catch {
        #expect(error.reason.contains(mentions))
    }
}

@Test func exportImportExportIsByteIdentical() throws {
    let config: JSONValue = .object([("extractor", .string("rules")), ("checkinTimes", .array([.string("09:00")]))])
    let first = try backupBytes(ExportFixtures.diary, config: config)
    let plan = try BackupImporter.plan(bytes: first, existing: Diary())
    #expect(plan.records.count == ExportFixtures.records.count)
    #expect(plan.skipped == 0)
    #expect(plan.config == config)
    let restored = Diary(records: plan.records)
    #expect(restored.entries == ExportFixtures.diary.entries)
    #expect(restored.snapshots == ExportFixtures.diary.snapshots)
    let second = try backupBytes(restored, config: plan.config)
    #expect(second == first)
}

@Test func backupIsCanonicalWhateverTheJournalOrder() throws {
    let shuffled = Diary(records: ExportFixtures.records.reversed())
    #expect(try backupBytes(shuffled) == backupBytes(ExportFixtures.diary))
}

@Test func importIsIdempotentAndReportsWhatItAdded() throws {
    let bytes = try backupBytes(ExportFixtures.diary)
    // Half of the records are already there.
    let half = Array(ExportFixtures.records.prefix(4))
    let plan = try BackupImporter.plan(bytes: bytes, existing: Diary(records: half))
    #expect(plan.skipped == 4)
    #expect(plan.records.count == ExportFixtures.records.count - 4)
    #expect(plan.summary.hasPrefix("Importiert:"))
    #expect(plan.summary.contains("4 Datensätze waren schon vorhanden"))
    let again = try BackupImporter.plan(bytes: bytes, existing: ExportFixtures.diary)
    #expect(again.isEmpty)
    #expect(again.summary == "Nichts Neues importiert. \(ExportFixtures.records.count) Datensätze waren schon vorhanden und wurden übersprungen.")
}

@Test func fullSummaryText() throws {
    let plan = try BackupImporter.plan(bytes: backupBytes(ExportFixtures.diary), existing: Diary())
    #expect(plan.summary == "Importiert: 14 Tagebucheinträge (15 Fassungen), 1 Löschung und 3 Momentaufnahmen (4 Fassungen).")
}

@Test func invalidBackupIsRejectedWhole() throws {
    var text = String(decoding: try backupBytes(ExportFixtures.diary), as: UTF8.self)
    text = text.replacingOccurrences(of: #""id":"t3","revision":1"#, with: #""id":"t3","revision":-1"#)
    text = text.replacingOccurrences(of: #""rating":4"#, with: #""rating":9"#)
    let e = try #require(planError(Array(text.utf8)))
    guard case let .invalidRecords(problems, total) = e else { Issue.record("falscher Fehler \(e)"); return }
    // Two bad records plus the count mismatch they cause.
    #expect(total == 3)
    #expect(problems.map(\.reason).contains(.record(.badRevision(key: "revision"))))
    #expect(problems.map(\.reason).contains(.record(.badRating(key: "rating"))))
    #expect(problems.map(\.reason).contains(.countsMismatch))
    #expect(Messages.backupError(e).contains("es wurde nichts importiert"))
}

@Test func notABackupAndBadVersionAndTruncation() throws {
    #expect(throws: BackupError.notABackup) { try BackupImporter.plan(bytes: Array(#"{"a":1}"#.utf8), existing: Diary()) }
    #expect(throws: BackupError.unsupportedVersion(2)) {
        try BackupImporter.plan(bytes: Array(#"{"format":"feelaloud-backup","version":2,"records":[]}"#.utf8), existing: Diary())
    }
    let full = try backupBytes(ExportFixtures.diary)
    let cut = Array(full.prefix(full.count / 2))
    let e = try #require(planError(cut))
    if case .notJSON = e {} else { Issue.record("falscher Fehler \(e)") }
}

@Test func conflictingDuplicatesAndKindClashesAreErrors() throws {
    let entry = ExportFixtures.records[0]
    guard case var .entry(changed) = entry else { return }
    changed.transcript = "anders"
    let snapshotWithEntryId = JournalRecord.snapshot(Snapshot(id: entry.id, revision: 5, createdAt: changed.createdAt,
                                                              rating: .good, source: .manual))
    let items = [entry, .entry(changed), snapshotWithEntryId].map(JournalRecordJSON.encode)
    let doc: JSONValue = .object([("format", .string("feelaloud-backup")), ("version", .int(1)), ("records", .array(items))])
    #expect(throws: BackupError.self) { try BackupImporter.plan(document: doc, existing: Diary()) }
    // An identical duplicate is fine and counted once.
    let dup: JSONValue = .object([("format", .string("feelaloud-backup")), ("version", .int(1)),
                                  ("records", .array([JournalRecordJSON.encode(entry), JournalRecordJSON.encode(entry)]))])
    #expect(try BackupImporter.plan(document: dup, existing: Diary()).records.count == 1)
}

@Test func rangedBackupKeepsRevisionsAndTombstonesOfChosenEntries() {
    let range = DateRange(from: DayKey("2026-11-25"), to: DayKey("2026-11-29")!)
    let recs = BackupWriter.records(of: ExportFixtures.diary, range: range)
    let ids = recs.map(\.id)
    #expect(ids.filter { $0 == "e1" }.count == 2)
    #expect(ids.filter { $0 == "e4" }.count == 2)  // entry + tombstone
    #expect(!ids.contains("t0"))
    #expect(ids.filter { $0 == "s1" }.count == 2)
}
