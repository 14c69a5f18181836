import Foundation
import Testing
import FeelAloudCore
import FeelAloudFiles
@testable import FeelAloudStore

/// Issue #13: saves are idempotent, drafts belong to one session, readers never need the write
/// lock, load reports what it cannot trust. Each test reproduces the reported bug first.
@Suite struct ReliabilityTests {
    // MARK: Property 1 (D1, D3): idempotent saves

    @Test func repeatedSaveOfTheSameRecordIsANoOp() throws {
        let tmp = TempDirectory()
        let store = FileJournalStore(directory: tmp.store)
        let record = JournalRecord.entry(Sample.entry("e1"))
        #expect(try store.save(record) == .written)
        // The retry after a crash or a failed-looking write: nothing doubles.
        #expect(try store.save(record) == .alreadyStored)
        #expect(try FileJournalStore(directory: tmp.store).save(record) == .alreadyStored)
        let lines = Sample.read(store.journalDirectory + "/2026-11.jsonl").split(separator: "\n")
        #expect(lines.count == 1)
        #expect(try FileJournalStore(directory: tmp.store).load().0.entries.count == 1)
    }

    @Test func sameIdAndRevisionWithOtherContentIsATypedError() throws {
        let tmp = TempDirectory()
        let store = FileJournalStore(directory: tmp.store)
        try store.append(.entry(Sample.entry("e1")))
        let other = JournalRecord.entry(Sample.entry("e1", transcript: "ganz anders"))
        #expect(throws: StoreError.conflictingRecord(id: "e1", revision: 1, path: "journal/2026-11.jsonl:1")) {
            try store.save(other)
        }
        // An entry id reused by a check-in is a conflict too.
        #expect(throws: StoreError.self) { try store.save(.snapshot(Sample.snapshot("e1", revision: 2))) }
        #expect(Sample.read(store.journalDirectory + "/2026-11.jsonl").split(separator: "\n").count == 1)
    }

    @Test func saveSeesAnotherProcessesRecordBeforeAppending() throws {
        let tmp = TempDirectory()
        let a = FileJournalStore(directory: tmp.store)
        let b = FileJournalStore(directory: tmp.store)
        _ = try a.load()
        _ = try b.load()
        let record = JournalRecord.entry(Sample.entry("e1"))
        #expect(try a.save(record) == .written)
        #expect(try b.save(record) == .alreadyStored)
    }

    @Test func aRecordOverTheLineLimitIsRefusedBeforeWriting() throws {
        let tmp = TempDirectory()
        let store = FileJournalStore(directory: tmp.store)
        let huge = JournalRecord.entry(Sample.entry("big", transcript: String(repeating: "x", count: InputLimits.importLine)))
        #expect(throws: StoreError.recordTooLarge(limit: InputLimits.importLine)) { try store.save(huge) }
        #expect(try store.load().0.records.isEmpty)
    }

    // MARK: Property 2 (D2): one draft per session

    static func draft(_ text: String, at iso: String = "2026-11-29T21:00:00+01:00") -> StagedDraft {
        StagedDraft(stagedAt: Sample.at(iso), transcript: text, fields: EntryFields(raw: .init()),
                    recordID: "id-" + text, revision: 1)
    }

    /// A session that has ended: a pid that exists no more.
    static var endedSession: ProcessIdentity {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/true")
        try! p.run()
        p.waitUntilExit()
        return ProcessIdentity(pid: p.processIdentifier, startTime: 12345)
    }

    /// A session that is still running: our parent process.
    static var liveSession: ProcessIdentity {
        let ppid = getppid()
        return ProcessIdentity.of(pid: ppid) ?? ProcessIdentity(pid: ppid, startTime: 0)
    }

    @Test func aRunningSessionsDraftIsNeverOfferedNorTouched() throws {
        let tmp = TempDirectory()
        let other = FileJournalStore(directory: tmp.store, session: Self.liveSession)
        try other.stageDraft(Self.draft("fremd"))
        let me = FileJournalStore(directory: tmp.store)
        #expect(try me.loadDraft() == nil)
        try me.stageDraft(Self.draft("meins"))
        try me.clearDraft()
        // The other session's draft is still there, unchanged.
        #expect(try other.loadDraft() == Self.draft("fremd"))
        #expect(FileManager.default.fileExists(atPath: other.draftPath))
    }

    @Test func anEndedSessionsDraftIsTakenOverOnce() throws {
        let tmp = TempDirectory()
        let ended = FileJournalStore(directory: tmp.store, session: Self.endedSession)
        try ended.stageDraft(Self.draft("verwaist"))
        let me = FileJournalStore(directory: tmp.store)
        #expect(try me.loadDraft() == Self.draft("verwaist"))
        #expect(!FileManager.default.fileExists(atPath: ended.draftPath))
        // A third session does not get it too.
        let third = FileJournalStore(directory: tmp.store, session: ProcessIdentity(pid: getpid(), startTime: 1))
        #expect(try third.loadDraft() == nil)
        try me.clearDraft()
        #expect(try FileJournalStore(directory: tmp.store).loadDraft() == nil)
    }

    @Test func anOldDraftJsonIsStillOffered() throws {
        let tmp = TempDirectory()
        let me = FileJournalStore(directory: tmp.store)
        try me.prepare()
        Sample.write(DraftCodec.json(for: Self.draft("alt")).prettyPrinted() + "\n", to: me.legacyDraftPath)
        #expect(try me.loadDraft() == Self.draft("alt"))
        try me.clearDraft()
        #expect(!FileManager.default.fileExists(atPath: me.legacyDraftPath))
    }

    // MARK: Property 3 (D7, D11): readers never need the write lock

    @Test func aLockedStoreCanStillBeRead() throws {
        let tmp = TempDirectory()
        let store = FileJournalStore(directory: tmp.store)
        try store.append(.entry(Sample.entry("e1")))
        let fd = open(store.lockPath, O_RDWR)
        #expect(flock(fd, LOCK_EX) == 0)
        defer { close(fd) }
        let started = Date()
        let (diary, _) = try FileJournalStore(directory: tmp.store).load()
        #expect(diary.entries.count == 1)
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func oneUnreadableMonthAffectsOnlyThatMonth() throws {
        let tmp = TempDirectory()
        let store = FileJournalStore(directory: tmp.store)
        try store.append(.entry(Sample.entry("nov")))
        // The October file is a directory (what an EACCES file looks like to root).
        try FileManager.default.createDirectory(atPath: store.journalDirectory + "/2026-10.jsonl",
                                                withIntermediateDirectories: true)
        let (diary, problems) = try FileJournalStore(directory: tmp.store).load()
        #expect(diary.entries.map(\.id) == ["nov"])
        #expect(problems.map(\.kind) == [.unreadableFile(reason: .system(EISDIR))])
        #expect(problems.first?.file.hasSuffix("journal/2026-10.jsonl") == true)
        // Saving still works.
        #expect(try store.save(.entry(Sample.entry("nov2", at: "2026-11-30T10:00:00+01:00"))) == .written)
    }

    @Test func aFifoOrAFileWhereADirectoryBelongsNeverHangsOrBlocksReading() throws {
        let tmp = TempDirectory()
        let store = FileJournalStore(directory: tmp.store)
        try store.append(.entry(Sample.entry("nov")))
        #expect(mkfifo(store.journalDirectory + "/2026-09.jsonl", 0o600) == 0)
        #expect(mkfifo(store.configPath, 0o600) == 0)
        let (diary, problems) = try FileJournalStore(directory: tmp.store).load()
        #expect(diary.entries.map(\.id) == ["nov"])
        #expect(problems.map(\.kind) == [.unreadableFile(reason: .notARegularFile)])
        #expect(throws: StoreError.self) { try FileJournalStore(directory: tmp.store).loadConfig() }

        let other = TempDirectory()
        Sample.write("kein Verzeichnis", to: other.store + "/journal")
        let (empty, reported) = try FileJournalStore(directory: other.store).load()
        #expect(empty.records.isEmpty)
        #expect(reported.contains { if case .unreadableFile = $0.kind { return true }; return false })
    }

    @Test func loadingNeverCreatesTheStore() throws {
        let tmp = TempDirectory()
        let store = FileJournalStore(directory: tmp.store)
        #expect(try store.load().0.entries.isEmpty)
        #expect(try store.loadConfig() == AppConfig())
        #expect(try store.loadDraft() == nil)
        #expect(!FileManager.default.fileExists(atPath: tmp.store))
    }

    // MARK: Property 6 (D5, D6): load reports what it cannot trust

    @Test func conflictingRecordsAreReportedQuarantinedAndNotLoaded() throws {
        let tmp = TempDirectory()
        let file = tmp.store + "/journal/2026-11.jsonl"
        let first = JournalCodec.line(for: .entry(Sample.entry("e1")))
        let second = JournalCodec.line(for: .entry(Sample.entry("e1", transcript: "anders")))
        let clash = JournalCodec.line(for: .snapshot(Sample.snapshot("e1", revision: 5)))
        Sample.write([first, first, second, clash].joined(separator: "\n") + "\n", to: file)
        let (diary, problems) = try FileJournalStore(directory: tmp.store).load()
        #expect(diary.records.count == 1, "identical duplicate folded once, conflicts left out")
        #expect(diary.entries.first?.transcript == Sample.entry("e1").transcript)
        #expect(problems.map(\.line) == [3, 4])
        #expect(problems.first?.kind == .conflictingRecord(id: "e1", revision: 1, firstSeen: "journal/2026-11.jsonl:1"))
        #expect(problems.allSatisfy { $0.quarantinedTo != nil })
        #expect(Sample.read(tmp.store + "/quarantine/2026-11.jsonl").contains("\"problem\":\"conflict\""))
    }

    @Test func invalidUTF8IsReportedAndQuarantinedByteExact() throws {
        let tmp = TempDirectory()
        let file = tmp.store + "/journal/2026-11.jsonl"
        var good = Array(JournalCodec.line(for: .entry(Sample.entry("e1"))).utf8)
        var bad = Array(JournalCodec.line(for: .entry(Sample.entry("e2", transcript: "Xkaputt"))).utf8)
        let at = bad.firstIndex(of: UInt8(ascii: "X"))!
        bad[at] = 0xFF
        good.append(0x0A)
        let bytes = good + bad + [0x0A]
        try FileManager.default.createDirectory(atPath: tmp.store + "/journal", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: file, contents: Data(bytes), attributes: [.posixPermissions: 0o600])
        let (diary, problems) = try FileJournalStore(directory: tmp.store).load()
        #expect(diary.entries.map(\.id) == ["e1"])
        #expect(problems.map(\.kind) == [.invalidUTF8(offset: at)])
        #expect(problems.first?.line == 2)
        let q = try JSONValue.parse(Sample.read(tmp.store + "/quarantine/2026-11.jsonl").trimmingCharacters(in: .newlines))
        let decoded = Data(base64Encoded: q["rawBase64"]?.stringValue ?? "")
        #expect(decoded.map(Array.init) == bad)
    }
}
