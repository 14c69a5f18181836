#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FeelAloudCore

/// The flat-file journal (DESIGN.md "Store"): `journal/YYYY-MM.jsonl`, one JSON record per
/// line (see `JournalCodec`), appended under a cross-process `flock`, fsynced per append.
///
/// Layout of `directory` (0700; every file 0600):
///
///     journal/2026-11.jsonl   records, month of the record's writtenAt local day
///     quarantine/2026-11.jsonl copies of torn or corrupt lines (the journal keeps them too)
///     draft.json              the staged draft (`stageDraft`)
///     config.json             `AppConfig` (`loadConfig` / `saveConfig`)
///     lock                    the lock file
///
/// `load()` is incremental: it remembers how far it has read each file (inode, size, offset)
/// and afterwards only reads what was appended since; anything unusual (a rewrite, a shorter
/// file, an append to an older month) makes it re-read everything. Problems (torn last line,
/// corrupt line, newer schema) are reported once per instance; bad lines are copied to the
/// quarantine once in total. Not thread-safe: use one instance per thread.
public final class FileJournalStore: DiaryStore {
    public let directory: String
    public let journalDirectory: String
    public let quarantineDirectory: String
    public var draftPath: String { directory + "/draft.json" }
    public var configPath: String { directory + "/config.json" }
    public var lockPath: String { directory + "/lock" }

    private let clock: any Clock
    private let lock: JournalLock
    private var quarantine: Quarantine
    private var prepared = false

    private var files: [String: JournalReadPosition] = [:]
    /// Records of an older schema seen by the loads since the last full read; when > 0 after
    /// `load()`, `migrate()` would rewrite them as the current schema.
    public private(set) var olderSchemaRecords = 0
    private var diary = Diary()
    private var reported: Set<String> = []

    public init(directory: String, clock: any Clock = SystemClock()) {
        var dir = directory
        while dir.count > 1, dir.hasSuffix("/") { dir.removeLast() }
        self.directory = dir
        self.journalDirectory = dir + "/journal"
        self.quarantineDirectory = dir + "/quarantine"
        self.clock = clock
        self.lock = JournalLock(path: dir + "/lock")
        self.quarantine = Quarantine(directory: dir + "/quarantine")
    }

    // MARK: Setup

    /// Creates the directories (0700) and tightens looser permissions on existing files;
    /// runs once per instance before the first operation.
    public func prepare() throws(StoreError) {
        guard !prepared else { return }
        try Posix.ensurePrivateDirectory(directory)
        try Posix.ensurePrivateDirectory(journalDirectory)
        try Posix.ensurePrivateDirectory(quarantineDirectory)
        for name in ["draft.json", "config.json", "lock"] { try Posix.tightenFile(directory + "/" + name) }
        for dir in [journalDirectory, quarantineDirectory] {
            for name in try Posix.listDirectory(dir) {
                let path = dir + "/" + name
                guard let st = try Posix.status(path) else { continue }
                if Posix.isDirectory(st) {
                    try Posix.tighten(path, current: st.st_mode, to: Posix.directoryMode)
                } else {
                    try Posix.tighten(path, current: st.st_mode, to: Posix.fileMode)
                }
            }
        }
        prepared = true
    }

    /// The month file a record goes to, e.g. "2026-11.jsonl".
    public static func fileName(for record: JournalRecord) -> String {
        String(record.writtenAt.day.description.prefix(7)) + ".jsonl"
    }

    static func isJournalFileName(_ name: String) -> Bool {
        let u = Array(name.utf8)
        guard u.count == 13, name.hasSuffix(".jsonl"), u[4] == UInt8(ascii: "-") else { return false }
        return [0, 1, 2, 3, 5, 6].allSatisfy { (0x30...0x39).contains(u[$0]) }
    }

    private func journalFileNames() throws(StoreError) -> [String] {
        try Posix.listDirectory(journalDirectory).filter(Self.isJournalFileName).sorted()
    }

    // MARK: Append

    public func append(_ record: JournalRecord) throws(StoreError) {
        try prepare()
        let name = Self.fileName(for: record)
        let path = journalDirectory + "/" + name
        let line = JournalCodec.line(for: record)
        guard !record.id.isEmpty, case let .record(back, _) = JournalCodec.decode(line: line), back == record else {
            throw .cannotWrite(path: path, reason: "der Datensatz ließe sich nicht unverändert zurücklesen")
        }
        try lock.withLock { () throws(StoreError) in
            try appendLocked(line: line, to: path)
        }
    }

    private func appendLocked(line: String, to path: String) throws(StoreError) {
        let (fd, created) = try Posix.openForAppend(path)
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw .cannotWrite(path: path, reason: Posix.errorText()) }
        let size = Int(st.st_size)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(line.utf8.count + 2)
        // A torn last line (crash mid-append) stays its own line: close it first.
        if size > 0, try Posix.read(fd, from: size - 1, count: 1, path: path).first != 0x0A {
            bytes.append(0x0A)
        }
        bytes.append(contentsOf: line.utf8)
        bytes.append(0x0A)
        do throws(StoreError) {
            try Posix.writeAll(fd, bytes, path: path)
            try Posix.fsyncFile(fd, path: path)
        } catch {
            // Leave no half record behind; the original failure is what the person sees.
            _ = ftruncate(fd, off_t(size))
            throw error
        }
        if created { try Posix.fsyncDirectory(journalDirectory) }
    }

    // MARK: Load

    public func load() throws(StoreError) -> (Diary, [StoreProblem]) {
        try prepare()
        return try lock.withLock { () throws(StoreError) -> (Diary, [StoreProblem]) in
            try loadLocked()
        }
    }

    private func loadLocked() throws(StoreError) -> (Diary, [StoreProblem]) {
        quarantine.reset()
        let names = try journalFileNames()
        var stats: [String: stat] = [:]
        for name in names {
            guard let st = try Posix.status(journalDirectory + "/" + name) else { continue }
            stats[name] = st
        }
        // Decide whether the cached fold can simply be extended.
        var incremental = !files.isEmpty || diary.records.isEmpty
        if files.keys.contains(where: { stats[$0] == nil }) { incremental = false }
        let lastName = names.last
        for (name, st) in stats {
            guard let state = files[name] else {
                if name != lastName { incremental = false }
                continue
            }
            if UInt64(st.st_dev) != state.device || UInt64(st.st_ino) != state.inode || Int(st.st_size) < state.consumed {
                incremental = false
            } else if Int(st.st_size) != state.size, name != lastName {
                incremental = false
            }
        }
        if !incremental {
            files = [:]
            diary = Diary()
            olderSchemaRecords = 0
        }
        let toRead = names.filter { name in
            guard let st = stats[name] else { return false }
            if let state = files[name], Int(st.st_size) == state.size { return false }
            return true
        }
        var problems: [StoreProblem] = []
        do throws(StoreError) {
            try readFiles(toRead, into: &problems)
        } catch {
            // Half-folded state must not survive: the next load starts from scratch.
            files = [:]
            diary = Diary()
            olderSchemaRecords = 0
            throw error
        }
        diary.finish()
        return (diary, problems)
    }

    private func readFiles(_ toRead: [String], into problems: inout [StoreProblem]) throws(StoreError) {
        for name in toRead {
            let path = journalDirectory + "/" + name
            var older = 0
            let scanned = try JournalFileScan.scan(path: path, from: files[name]) { record, version in
                diary.apply(record)
                if version < JournalCodec.currentVersion { older += 1 }
            }
            olderSchemaRecords += older
            guard let scan = scanned else {
                files[name] = nil
                continue
            }
            for p in scan.problems {
                try report(path: path, name: name, line: p.line, bytes: p.bytes, kind: p.kind, into: &problems)
            }
            files[name] = scan.position
        }
    }

    private func report(
        path: String, name: String, line: Int, bytes: [UInt8], kind: StoreProblem.Kind,
        into problems: inout [StoreProblem]
    ) throws(StoreError) {
        let relative = "journal/" + name
        let key = bytes.withUnsafeBufferPointer { Quarantine.key(file: relative, line: line, bytes: $0) }
        var target: String?
        switch kind {
        case .newerSchema:
            target = nil  // valid for a newer program: left alone, not quarantined
        case .tornLastLine, .corruptLine:
            var reason: String?
            if case let .corruptLine(r) = kind { reason = r }
            target = try bytes.withUnsafeBufferPointer { (buf) throws(StoreError) -> String in
                try quarantine.keep(journalFile: name, relativePath: relative, line: line, key: key,
                                    problem: reason == nil ? "torn" : "corrupt", reason: reason, bytes: buf,
                                    now: clock.now())
            }
        }
        guard reported.insert(key).inserted else { return }
        problems.append(StoreProblem(file: path, line: line, kind: kind, quarantinedTo: target))
    }

    // MARK: Migration

    /// Rewrites every journal file that still holds lines of an older schema as the current
    /// schema (temp file -> fsync -> rename -> fsync dir, under the lock). Lines that cannot
    /// be decoded or have a newer schema are kept byte for byte, one line each, so line
    /// numbers stay the same. Returns how many lines were rewritten.
    @discardableResult
    public func migrate() throws(StoreError) -> Int {
        try prepare()
        return try lock.withLock { () throws(StoreError) -> Int in
            var total = 0
            for name in try journalFileNames() {
                let path = journalDirectory + "/" + name
                guard let bytes = try Posix.readFile(path) else { continue }
                var out: [UInt8] = []
                out.reserveCapacity(bytes.count + bytes.count / 4)
                var migrated = 0
                bytes.withUnsafeBufferPointer { buf in
                    var start = 0
                    while start < buf.count {
                        var end = start
                        while end < buf.count, buf[end] != 0x0A { end += 1 }
                        let line = UnsafeBufferPointer(rebasing: buf[start..<end])
                        if case let .record(record, version) = JournalCodec.decode(bytes: line),
                           version < JournalCodec.currentVersion {
                            out.append(contentsOf: JournalCodec.line(for: record).utf8)
                            migrated += 1
                        } else {
                            out.append(contentsOf: line)
                        }
                        out.append(0x0A)
                        start = end + 1
                    }
                }
                guard migrated > 0 else { continue }
                try Posix.atomicWrite(path, out)
                total += migrated
            }
            files = [:]
            diary = Diary()
            olderSchemaRecords = 0
            return total
        }
    }

    // MARK: Draft

    public func stageDraft(_ draft: StagedDraft) throws(StoreError) {
        try prepare()
        let text = DraftCodec.json(for: draft).prettyPrinted() + "\n"
        try lock.withLock { () throws(StoreError) in try Posix.atomicWrite(draftPath, Array(text.utf8)) }
    }

    public func loadDraft() throws(StoreError) -> StagedDraft? {
        try prepare()
        let path = draftPath
        guard let bytes = try lock.withLock({ () throws(StoreError) -> [UInt8]? in try Posix.readFile(path) }) else {
            return nil
        }
        do throws(RecordDecodingError) {
            return try DraftCodec.decode(bytes)
        } catch {
            throw .cannotOpen(path: path, reason: "ungültiger Inhalt (\(error.reason))")
        }
    }

    public func clearDraft() throws(StoreError) {
        try prepare()
        let path = draftPath
        try lock.withLock { () throws(StoreError) in try Posix.removeFile(path) }
    }

    // MARK: Config

    /// The settings; defaults when `config.json` does not exist yet.
    public func loadConfig() throws(StoreError) -> AppConfig {
        try prepare()
        let path = configPath
        guard let bytes = try lock.withLock({ () throws(StoreError) -> [UInt8]? in try Posix.readFile(path) }) else {
            return AppConfig()
        }
        do throws(RecordDecodingError) {
            return try AppConfigCodec.decode(bytes)
        } catch {
            throw .cannotOpen(path: path, reason: "ungültiger Inhalt (\(error.reason))")
        }
    }

    /// Writes `config.json` atomically (0600), keeping top-level keys this version does not know.
    public func saveConfig(_ config: AppConfig) throws(StoreError) {
        try prepare()
        let path = configPath
        try lock.withLock { () throws(StoreError) in
            let existing = try Posix.readFile(path)
            let text = AppConfigCodec.json(for: config, preservingFrom: existing).prettyPrinted() + "\n"
            try Posix.atomicWrite(path, Array(text.utf8))
        }
    }
}

