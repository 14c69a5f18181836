import Testing
import FeelAloudCore
import FeelAloudStore

@Suite struct JournalRoundTripTests {
    @Test func everyRecordKindRoundTrips() throws {
        let tmp = TempDirectory()
        let store = FileJournalStore(directory: tmp.store)
        let records: [JournalRecord] = [
            .entry(Sample.entry("e1")),
            .snapshot(Sample.snapshot("s1")),
            .snapshot(Sample.snapshot("s1", revision: 2, note: "Streit mit „Chef“\nzweite Zeile")),
            .entry(Sample.entry("e2", at: "2026-12-01T07:00:00+01:00")),
            .tombstone(Tombstone(id: "e2", revision: 2, deletedAt: Sample.at("2026-12-02T09:00:00+01:00"))),
        ]
        for r in records { try store.append(r) }
        let (diary, problems) = try FileJournalStore(directory: tmp.store).load()
        #expect(problems.isEmpty)
        #expect(diary.records == records)
        #expect(diary.entries.map(\.id) == ["e1"])
        #expect(diary.snapshots.first?.followUpNote == "Streit mit „Chef“\nzweite Zeile")
        // One file per month of writtenAt, human-readable lines, one per record.
        let nov = Sample.read(tmp.store + "/journal/2026-11.jsonl")
        let dec = Sample.read(tmp.store + "/journal/2026-12.jsonl")
        #expect(nov.split(separator: "\n").count == 3)
        #expect(dec.split(separator: "\n").count == 2)
        #expect(nov.hasPrefix(#"{"v":2,"kind":"entry","id":"e1","revision":1,"data":{"createdAt":"2026-11-29T21:14:05+01:00""#))
        #expect(nov.contains("„Über den Wolken“"))
        #expect(dec.contains(#"{"v":2,"kind":"tombstone","id":"e2","revision":2,"data":{"deletedAt":"2026-12-02T09:00:00+01:00"}}"#))
    }

    @Test func latestRevisionWinsAndTombstoneHides() throws {
        let tmp = TempDirectory()
        let store = FileJournalStore(directory: tmp.store)
        try store.append(.entry(Sample.entry("e1")))
        try store.append(.entry(Sample.entry("e1", revision: 2, revisedAt: "2026-11-30T10:00:00+01:00", transcript: "korrigiert")))
        try store.append(.entry(Sample.entry("e2")))
        var (diary, _) = try store.load()
        #expect(diary.entry(id: "e1")?.transcript == "korrigiert")
        #expect(diary.revision(of: "e1") == 2)
        #expect(diary.records.count == 3)
        try store.append(.tombstone(Tombstone(id: "e1", revision: 3, deletedAt: Sample.at("2026-11-30T11:00:00+01:00"))))
        (diary, _) = try store.load()
        #expect(diary.entry(id: "e1") == nil)
        #expect(diary.entries.map(\.id) == ["e2"])
        #expect(diary.records.count == 4)
        // The journal only grew: all four lines are still there.
        #expect(Sample.read(tmp.store + "/journal/2026-11.jsonl").split(separator: "\n").count == 4)
    }

    @Test func loadSeesAnotherInstancesAppendsIncrementally() throws {
        let tmp = TempDirectory()
        let a = FileJournalStore(directory: tmp.store)
        let b = FileJournalStore(directory: tmp.store)
        try a.append(.entry(Sample.entry("e1")))
        #expect(try b.load().0.entries.count == 1)
        try a.append(.entry(Sample.entry("e2")))
        #expect(try b.load().0.entries.map(\.id).sorted() == ["e1", "e2"])
        // An append to an older month forces a full, still correct, re-read.
        try a.append(.entry(Sample.entry("e3", at: "2026-12-05T10:00:00+01:00")))
        #expect(try b.load().0.entries.count == 3)
        try a.append(.entry(Sample.entry("e0", at: "2026-10-05T10:00:00+01:00")))
        let (diary, problems) = try b.load()
        #expect(problems.isEmpty)
        #expect(diary.entries.map(\.id) == ["e0", "e1", "e2", "e3"])
        #expect(diary == (try FileJournalStore(directory: tmp.store).load().0))
        // Nothing new: same result.
        #expect(try b.load().0 == diary)
    }

    @Test func codecRejectsBrokenRecordsWithTypedReasons() {
        let cases: [(String, RecordDefect, String)] = [
            ("{", .notJSON(JSONParseError(offset: 1, kind: .keyExpected)), "kein gültiges JSON bei Byte 1: Schlüssel erwartet"),
            ("[1]", .notAnObject, "kein JSON-Objekt"),
            (#"{"kind":"entry"}"#, .schemaVersionMissing, "Schemaversion fehlt"),
            (#"{"v":"2","kind":"entry"}"#, .badSchemaVersion, "ungültige Schemaversion"),
            (#"{"v":2,"kind":"party","id":"x","revision":1,"data":{}}"#, .unknownKind("party"), "unbekannte Art „party“"),
            (#"{"v":2,"kind":"tombstone","id":"x","revision":0,"data":{}}"#, .badRevision(key: "revision"),
             "„revision“ ist keine Revision ≥ 1"),
            (#"{"v":2,"kind":"tombstone","revision":1,"data":{}}"#, .missing(key: "id"), "„id“ fehlt"),
            (#"{"v":2,"kind":"tombstone","id":"","revision":1,"data":{}}"#, .empty(key: "id"), "„id“ ist leer"),
            (#"{"v":2,"kind":"tombstone","id":"x","revision":1}"#, .dataMissing, "„data“ fehlt oder ist kein Objekt"),
            (#"{"v":2,"kind":"snapshot","id":"x","revision":1,"data":{"createdAt":"2026-11-29T10:00:00+01:00","rating":9,"source":"manual"}}"#,
             .badRating(key: "rating"), "„rating“ ist keine Bewertung 1–5"),
            (#"{"v":2,"kind":"entry","id":"x","revision":1,"data":{"createdAt":"2026-11-29T10:00:00+01:00","day":"2026-11-29","fields":{"mood":"grumpy"},"transcript":"t","source":"repl"}}"#,
             .field(FieldDecodingError(key: "mood", defect: .unknownValue("grumpy"))), "Feld „mood“: unbekannter Wert „grumpy“"),
            (#"{"schema":1,"type":"party","id":"x"}"#, .unknownKindV1("party"), "unbekannte Art „party“ (Schema 1)"),
        ]
        for (line, defect, words) in cases {
            #expect(JournalCodec.decode(line: line) == .corrupt(reason: defect), "\(line)")
            #expect(Messages.recordDefect(defect) == words)
        }
        #expect(JournalCodec.decode(line: #"{"v":3,"kind":"hologram"}"#) == .newerSchema(version: 3))
    }

    @Test func monthFileFollowsLocalDayOfWriting() {
        // Local day decides, not UTC: 00:30 at +01:00 on 1 Dec is still 30 Nov in UTC.
        let late = Sample.entry("x", at: "2026-11-30T23:30:00+01:00")
        #expect(FileJournalStore.fileName(for: .entry(late)) == "2026-11.jsonl")
        let early = Sample.entry("y", at: "2026-12-01T00:30:00+01:00")
        #expect(FileJournalStore.fileName(for: .entry(early)) == "2026-12.jsonl")
    }
}

@Suite struct JournalFoldTests {
    @Test func tombstonesInTheMiddleOfABatch() {
        let e1 = Sample.entry("e1", at: "2026-11-01T10:00:00+01:00")
        let e2 = Sample.entry("e2", at: "2026-11-02T10:00:00+01:00")
        let e3 = Sample.entry("e3", at: "2026-11-03T10:00:00+01:00")
        let gone = Tombstone(id: "e2", revision: 2, deletedAt: Sample.at("2026-11-04T10:00:00+01:00"))
        var diary = Diary(records: [.entry(e3), .entry(e2), .tombstone(gone), .entry(e1)])
        #expect(diary.entries.map(\.id) == ["e1", "e3"])
        #expect(diary.entry(id: "e3") == e3 && diary.entry(id: "e2") == nil)
        // An older revision arriving after the tombstone does not resurrect it.
        diary.apply(.entry(e2))
        diary.finish()
        #expect(diary.entries.map(\.id) == ["e1", "e3"])
    }

    @Test func timestampsWithAnyOffsetRoundTrip() throws {
        for iso in ["2026-03-29T01:59:59+01:00", "2026-06-01T23:30:00-05:30", "2026-01-01T00:00:00Z"] {
            let e = Sample.entry("t", at: iso)
            guard case let .record(back, 2) = JournalCodec.decode(line: JournalCodec.line(for: .entry(e))) else {
                Issue.record("did not decode \(iso)")
                continue
            }
            #expect(back == .entry(e))
            if case let .entry(b) = back { #expect(b.createdAt.utcOffsetSeconds == e.createdAt.utcOffsetSeconds) }
        }
        #expect(JournalCodec.decode(line: #"{"v":2,"kind":"tombstone","id":"x","revision":1,"data":{"deletedAt":"2026-02-30T10:00:00+01:00"}}"#)
            == .corrupt(reason: .notTimestamp(key: "deletedAt", text: "2026-02-30T10:00:00+01:00")))
    }
}
