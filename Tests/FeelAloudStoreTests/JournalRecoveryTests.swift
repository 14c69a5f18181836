import Testing
import FeelAloudCore
import FeelAloudStore

@Suite struct JournalRecoveryTests {
    static let fragment = #"{"v":2,"kind":"entry","id":"e3","revision":1,"data":{"createdAt":"2026-11-29T2"#

    @Test func tornLastLineIsReportedQuarantinedOnceAndNextAppendStaysSeparate() throws {
        let tmp = TempDirectory()
        let file = tmp.store + "/journal/2026-11.jsonl"
        let quarantine = tmp.store + "/quarantine/2026-11.jsonl"
        let writer = FileJournalStore(directory: tmp.store)
        try writer.append(.entry(Sample.entry("e1")))
        try writer.append(.entry(Sample.entry("e2")))
        Sample.append(Self.fragment, to: file)  // crash mid-append: no newline

        let reader = FileJournalStore(directory: tmp.store)
        var (diary, problems) = try reader.load()
        #expect(diary.entries.map(\.id) == ["e1", "e2"])
        #expect(problems == [StoreProblem(file: file, line: 3, kind: .tornLastLine, quarantinedTo: quarantine)])
        #expect(Messages.storeProblem(problems[0]).contains("2026-11.jsonl:3"))
        let kept = Sample.read(quarantine)
        #expect(kept.split(separator: "\n").count == 1)
        #expect(kept.contains(#""file":"journal/2026-11.jsonl","line":3,"problem":"torn""#))
        #expect(try JSONValue.parse(String(kept.dropLast()))["raw"]?.stringValue == Self.fragment)

        // Same instance: reported once. New instance: reported again, not copied again.
        #expect(try reader.load().1.isEmpty)
        #expect(try FileJournalStore(directory: tmp.store).load().1.map(\.kind) == [.tornLastLine])
        #expect(Sample.read(quarantine).split(separator: "\n").count == 1)

        // The next append does not glue onto the fragment; the fragment is never deleted.
        try writer.append(.entry(Sample.entry("e4")))
        let lines = Sample.read(file).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5 && lines[4].isEmpty)
        #expect(lines[2] == Self.fragment[...])
        #expect(lines[3].hasPrefix(#"{"v":2,"kind":"entry","id":"e4""#))

        (diary, problems) = try reader.load()
        #expect(diary.entries.map(\.id) == ["e1", "e2", "e4"])
        #expect(problems.isEmpty)  // already reported by this instance
        (diary, problems) = try FileJournalStore(directory: tmp.store).load()
        #expect(diary.entries.map(\.id) == ["e1", "e2", "e4"])
        #expect(problems.count == 1)
        #expect(problems.first?.line == 3)
        #expect(problems.first?.quarantinedTo == quarantine)
        if case .corruptLine = problems.first?.kind {} else { Issue.record("expected corruptLine, got \(problems)") }
        #expect(Sample.read(quarantine).split(separator: "\n").count == 1)
    }

    @Test func corruptMiddleLineIsReportedWithFileAndLineAndTheRestLoads() throws {
        let tmp = TempDirectory()
        let file = tmp.store + "/journal/2026-11.jsonl"
        let quarantine = tmp.store + "/quarantine/2026-11.jsonl"
        let good1 = JournalCodec.line(for: .entry(Sample.entry("e1")))
        let good2 = JournalCodec.line(for: .entry(Sample.entry("e2")))
        let bad = #"{"v":2,"kind":"entry","id":"e9","revision":1,"data":{"createdAt":"gestern"}}"#
        Sample.write(good1 + "\n" + "Müll \u{1}\n" + good2 + "\n" + bad + "\n", to: file)

        let store = FileJournalStore(directory: tmp.store)
        let (diary, problems) = try store.load()
        #expect(diary.entries.map(\.id) == ["e1", "e2"])
        #expect(problems.map(\.line) == [2, 4])
        #expect(problems.allSatisfy { $0.file == file && $0.quarantinedTo == quarantine })
        #expect(problems.last?.kind == .corruptLine(reason: .notTimestamp(key: "createdAt", text: "gestern")))
        #expect(Messages.storeProblem(problems[1]).contains("2026-11.jsonl:4 – beschädigte Zeile"))
        #expect(Sample.read(quarantine).split(separator: "\n").count == 2)
        // Never removed from the journal.
        #expect(Sample.read(file).contains("Müll"))

        try store.append(.entry(Sample.entry("e3")))
        let again = try FileJournalStore(directory: tmp.store).load()
        #expect(again.0.entries.map(\.id) == ["e1", "e2", "e3"])
        #expect(again.1.map(\.line) == [2, 4])
        #expect(Sample.read(quarantine).split(separator: "\n").count == 2)
    }

    @Test func newerSchemaLineIsReportedSkippedAndUntouched() throws {
        let tmp = TempDirectory()
        let file = tmp.store + "/journal/2026-11.jsonl"
        let future = #"{"v":3,"kind":"entry","id":"f1","revision":1,"data":{"hologram":true}}"#
        let original = JournalCodec.line(for: .entry(Sample.entry("e1"))) + "\n" + future + "\n"
        Sample.write(original, to: file)
        let store = FileJournalStore(directory: tmp.store)
        let (diary, problems) = try store.load()
        #expect(diary.entries.map(\.id) == ["e1"])
        #expect(problems == [StoreProblem(file: file, line: 2, kind: .newerSchema(version: 3), quarantinedTo: nil)])
        #expect(try store.migrate() == 0)
        #expect(Sample.read(file) == original)
        #expect(Sample.read(tmp.store + "/quarantine/2026-11.jsonl").isEmpty)
    }

    @Test func failedWriteIsThrownNotSwallowed() throws {
        let tmp = TempDirectory()
        let store = FileJournalStore(directory: tmp.store)
        try store.append(.entry(Sample.entry("e1")))
        // Make the month file a directory: the append must fail loudly.
        Sample.write("", to: tmp.store + "/journal/2027-01.jsonl/blocker")
        #expect(throws: StoreError.self) {
            try store.append(.entry(Sample.entry("x", at: "2027-01-02T10:00:00+01:00")))
        }
        // A store path that is a file.
        Sample.write("kein Verzeichnis", to: tmp.path + "/datei")
        #expect(throws: StoreError.notADirectory(path: tmp.path + "/datei")) {
            try FileJournalStore(directory: tmp.path + "/datei").load()
        }
    }
}
