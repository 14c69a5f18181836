#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FeelAloudCore
import FeelAloudFiles

/// The flat-file journal (DESIGN.md "Store"): `journal/YYYY-MM.jsonl`, one JSON record per
/// line (see `JournalCodec`), appended under a cross-process `flock`, fsynced per append.
///
/// Layout of `directory` (0700; every file 0600):
///
///     journal/2026-11.jsonl    records, month of the record's writtenAt local day
///     quarantine/2026-11.jsonl copies of torn, corrupt or conflicting lines (the journal keeps them too)
///     drafts/PID-START.json    the staged draft of one session (`stageDraft`); `draft.json` of
///                              older versions is still picked up
///     config.json              `AppConfig` (`loadConfig` / `saveConfig`)
///     lock                     the lock file
///
/// **The write path** (`save`, which `append` calls) — the one place records enter the journal:
/// 1. `prepare()` (directories, permissions, sweep of stale temp files);
/// 2. encode the line (at most `InputLimits.importLine`) and check it decodes back to the same record;
/// 3. take the exclusive lock; read what other processes appended since (`refresh`), which
///    also maintains the (id, revision) index;
/// 4. the same id+revision already stored: identical -> `.alreadyStored` (nothing written:
///    saves are idempotent), different -> `StoreError.conflictingRecord`; an id already used
///    by the other kind (entry vs. check-in) is a conflict too;
/// 5. append the line (closing a torn last line first), fsync; on failure truncate back
///    (when that fails too: `.writeUncertain`, the retry is safe by 4.);
/// 6. a new month file: fsync of the directory; its failure -> `.writtenWithoutDirectorySync`
///    (the record is stored, never "nothing saved").
///
/// **Readers never need the write lock**: `load()` takes the lock shared, waits at most
/// `JournalLock.readerPatience` and otherwise reads without it; it never creates the store;
/// on a read-only or full store it reports `.readOnly` once and still returns the diary.
/// Quarantine copies are made when the lock and the disk allow; otherwise the problem says
/// why not. A month file that cannot be read is reported and only its month is missing.
///
/// `load()` is incremental: it remembers how far it has read each file (inode, size, offset)
/// and afterwards only reads what was appended since; a rewrite or a shorter file makes it
/// re-read everything. Problems are reported once per instance; bad lines are copied to the
/// quarantine once in total. Records it cannot trust (conflicts, invalid UTF-8) are not
/// folded in, so a backup of what loads is always importable. Not thread-safe: use one
/// instance per thread.
public final class FileJournalStore: DiaryStore {
    public let directory: String
    public let journalDirectory: String
    public let quarantineDirectory: String
    public var draftsDirectory: String { directory + "/drafts" }
    /// This session's draft file.
    public var draftPath: String { draftsDirectory + "/" + session.token + ".json" }
    /// Where versions before per-session drafts kept the one draft.
    public var legacyDraftPath: String { directory + "/draft.json" }
    public var configPath: String { directory + "/config.json" }
    public var lockPath: String { directory + "/lock" }
    /// The process owning this instance's drafts.
    public let session: ProcessIdentity

    private let clock: any Clock
    private let lock: JournalLock
    private var quarantine: Quarantine
    private var prepared = false
    private var readOnlyReported = false
    /// A draft of an ended session taken over by `loadDraft` but not renamed (read-only store).
    private var claimedDraftPath: String?

    private var files: [String: JournalReadPosition] = [:]
    /// Records of an older schema seen by the loads since the last full read; when > 0 after
    /// `load()`, `migrate()` would rewrite them as the current schema.
    public private(set) var olderSchemaRecords = 0
    private var diary = Diary()
    private var reported: Set<String> = []
    /// Problems found by the refresh inside `save`, handed out by the next `load()`.
    private var pendingProblems: [StoreProblem] = []

    /// Where a record was loaded from; the record itself is `diary.records[index]`.
    private struct Loaded {
        var revision: Int
        var index: Int
        var file: String
        var line: Int
        var place: String { "journal/\(file):\(line)" }
    }
    /// Per loaded id: its kind (check-in or not) and every loaded revision — for idempotent
    /// saves and for conflicts (same id+revision, other content; one id, two kinds).
    private struct LoadedID {
        var snapshot: Bool
        var revisions: [Loaded]
        func revision(_ r: Int) -> Loaded? { revisions.first { $0.revision == r } }
    }
    private var loaded: [String: LoadedID] = [:]

    public init(directory: String, clock: any Clock = SystemClock(), session: ProcessIdentity = .current) {
        var dir = directory
        while dir.count > 1, dir.hasSuffix("/") { dir.removeLast() }
        self.directory = dir
        self.journalDirectory = dir + "/journal"
        self.quarantineDirectory = dir + "/quarantine"
        self.clock = clock
        self.session = session
        self.lock = JournalLock(path: dir + "/lock")
        self.quarantine = Quarantine(directory: dir + "/quarantine")
    }

    // MARK: Setup

    /// Creates the directories (0700), tightens looser permissions on existing files and
    /// removes temp files whose writer is gone; runs once per instance before the first write.
    public func prepare() throws(StoreError) {
        guard !prepared else { return }
        try Posix.ensurePrivateDirectory(directory)
        try Posix.ensurePrivateDirectory(journalDirectory)
        try Posix.ensurePrivateDirectory(quarantineDirectory)
        for name in ["draft.json", "config.json", "lock"] { try Posix.tightenFile(directory + "/" + name) }
        for dir in [journalDirectory, quarantineDirectory, draftsDirectory] {
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
        for dir in [directory, journalDirectory, draftsDirectory] { SafeFile.sweepStaleTemps(in: dir) }
        prepared = true
    }

    /// `prepare()` for readers: a store that cannot be prepared (read-only, full) is still
    /// read; the reason is reported once. False when it cannot be written.
    private func prepareForReading(into problems: inout [StoreProblem]) -> Bool {
        do throws(StoreError) {
            try prepare()
            return true
        } catch {
            if !readOnlyReported {
                readOnlyReported = true
                problems.append(StoreProblem(file: directory, line: 0, kind: .readOnly(reason: Self.reason(of: error)),
                                             quarantinedTo: nil))
            }
            return false
        }
    }

    /// Why a store error happened, for a problem report: its own reason, else the whole error.
    static func reason(of error: StoreError) -> FailureReason {
        failureReason(of: error) ?? .store(error)
    }

    /// The `FailureReason` inside a store error, nil for errors without one.
    static func failureReason(of error: StoreError) -> FailureReason? {
        switch error {
        case let .cannotCreateDirectory(_, r), let .cannotOpen(_, r), let .cannotWrite(_, r), let .cannotLock(_, r),
             let .writeUncertain(_, r):
            return r
        default:
            return nil
        }
    }

    /// Whether the store directory exists (readers never create it); a path that is not a
    /// directory is an error.
    private func exists() throws(StoreError) -> Bool {
        guard let st = try Posix.status(directory) else { return false }
        guard Posix.isDirectory(st) else { throw .notADirectory(path: directory) }
        return true
    }

    /// The month file a record goes to, e.g. "2026-11.jsonl".
    public static func fileName(for record: JournalRecord) -> String {
        String(record.writtenAt.day.description.prefix(7)) + ".jsonl"
    }

    package static func isJournalFileName(_ name: String) -> Bool {
        let u = Array(name.utf8)
        guard u.count == 13, name.hasSuffix(".jsonl"), u[4] == UInt8(ascii: "-") else { return false }
        return [0, 1, 2, 3, 5, 6].allSatisfy { (0x30...0x39).contains(u[$0]) }
    }

    private func journalFileNames() throws(StoreError) -> [String] {
        try Posix.listDirectory(journalDirectory).filter(Self.isJournalFileName).sorted()
    }

    // MARK: Append (the write path, see the type's documentation)

    public func append(_ record: JournalRecord) throws(StoreError) {
        _ = try save(record)
    }

    public func save(_ record: JournalRecord) throws(StoreError) -> AppendOutcome {
        try prepare()
        let name = Self.fileName(for: record)
        let path = journalDirectory + "/" + name
        let line = JournalCodec.line(for: record)
        guard line.utf8.count <= InputLimits.importLine else {
            throw .recordTooLarge(limit: InputLimits.importLine)
        }
        guard !record.id.isEmpty, case let .record(back, _) = JournalCodec.decode(line: line), back == record else {
            throw .cannotWrite(path: path, reason: .recordWouldNotRoundTrip)
        }
        return try lock.withLock { () throws(StoreError) -> AppendOutcome in
            var found: [JournalFileScan.Problem] = []
            var names: [String: String] = [:]
            try refresh(into: &found, names: &names)
            pendingProblems += settle(found, names: names, canQuarantine: true, whyNot: nil)
            if let known = loaded[record.id] {
                if let stored = known.revision(record.revision) {
                    if diary.records[stored.index] == record { return .alreadyStored }
                    throw .conflictingRecord(id: record.id, revision: record.revision, path: stored.place)
                }
                if known.snapshot != record.isSnapshot {
                    throw .conflictingRecord(id: record.id, revision: record.revision, path: known.revisions[0].place)
                }
            }
            return try appendLocked(line: line, to: path)
        }
    }

    /// Step 5-6 of the write path; the caller holds the lock (`IndexedJournalStore` too).
    func appendLocked(line: String, to path: String) throws(StoreError) -> AppendOutcome {
        let (fd, created) = try Posix.openForAppend(path)
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw .cannotWrite(path: path, reason: .system(errno)) }
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
            throw Self.cutBack(fd, to: size, path: path, after: error)
        }
        if created {
            do throws(StoreError) { try Posix.fsyncDirectory(journalDirectory) } catch {
                // One more try; the record itself is written and synced either way.
                do throws(StoreError) { try Posix.fsyncDirectory(journalDirectory) } catch {
                    return .writtenWithoutDirectorySync(reason: Self.reason(of: error))
                }
            }
        }
        return .written
    }

    /// After a failed append: the file cut back to its size before, so no half record stays
    /// behind; the error to throw — the original failure, or `writeUncertain` when the cut failed.
    private static func cutBack(_ fd: Int32, to size: Int, path: String, after error: StoreError) -> StoreError {
        if SafeFile.retry({ ftruncate(fd, off_t(size)) }) != 0 {
            return .writeUncertain(path: path, reason: reason(of: error))
        }
        // Best effort: the bytes were never synced, and the file no longer holds them.
        _ = SafeFile.retry({ fsync(fd) })
        return error
    }

    /// Where a block of lines landed (`appendBlockLocked`).
    struct AppendedBlock {
        /// Offset of the block's first line; nil when the file's size after the write is not
        /// where the block should end (another writer without the lock): the caller must then
        /// read the file instead of trusting the offsets.
        var start: Int?
        var created: Bool
        var device: UInt64
        var inode: UInt64
    }

    /// `appendLocked` for many lines at once (the bulk import): `block` holds whole lines,
    /// each ending in "\n"; one write and one fsync. A torn last line is closed first, as
    /// there. The directory is not synced here: a caller that created files syncs it once
    /// (`syncJournalDirectory`) before it counts them as written. On a failed write or fsync
    /// the file is cut back to its size before (the error is thrown; nothing of it counts).
    func appendBlockLocked(_ block: [UInt8], to path: String) throws(StoreError) -> AppendedBlock {
        let (fd, created) = try Posix.openForAppend(path)
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw .cannotWrite(path: path, reason: .system(errno)) }
        let size = Int(st.st_size)
        var start = size
        do throws(StoreError) {
            if size > 0, try Posix.read(fd, from: size - 1, count: 1, path: path).first != 0x0A {
                try Posix.writeAll(fd, [0x0A], path: path)
                start += 1
            }
            try Posix.writeAll(fd, block, path: path)
            try Posix.fsyncFile(fd, path: path)
        } catch {
            throw Self.cutBack(fd, to: size, path: path, after: error)
        }
        var after = stat()
        let sized = fstat(fd, &after) == 0 && Int(after.st_size) == start + block.count
        return AppendedBlock(start: sized ? start : nil, created: created, device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
    }

    /// fsync of the journal directory (once after a bulk append created files), retried once.
    func syncJournalDirectory() -> AppendOutcome {
        do throws(StoreError) { try Posix.fsyncDirectory(journalDirectory) } catch {
            do throws(StoreError) { try Posix.fsyncDirectory(journalDirectory) } catch {
                return .writtenWithoutDirectorySync(reason: Self.reason(of: error))
            }
        }
        return .written
    }

    // MARK: Load

    public func load() throws(StoreError) -> (Diary, [StoreProblem]) {
        var problems = pendingProblems
        pendingProblems = []
        guard try exists() else { return (Diary(), problems) }
        let writable = prepareForReading(into: &problems)
        var found: [JournalFileScan.Problem] = []
        var names: [String: String] = [:]
        try lock.withLockIfPossible(exclusive: false) { (_) throws(StoreError) in
            try refresh(into: &found, names: &names)
        }
        // Quarantine copies need the exclusive lock and a writable store; without them the
        // problems are still reported (with the reason), and the diary is returned.
        let fresh = found.filter { !reported.contains(problemKey($0, names)) }
        if fresh.contains(where: { Self.isQuarantined($0.kind) }) {
            if writable {
                problems += try lock.withLockIfPossible(exclusive: true) { (locked) -> [StoreProblem] in
                    settle(found, names: names, canQuarantine: locked, whyNot: locked ? nil : .storeBusy)
                }
            } else {
                problems += settle(found, names: names, canQuarantine: false, whyNot: .storeNotWritable)
            }
        } else {
            problems += settle(found, names: names, canQuarantine: false, whyNot: nil)
        }
        return (diary, problems)
    }

    static func isQuarantined(_ kind: StoreProblem.Kind) -> Bool {
        switch kind {
        case .tornLastLine, .corruptLine, .conflictingRecord, .invalidUTF8: return true
        case .newerSchema, .unreadableFile, .readOnly: return false
        }
    }

    /// Reads what is new in the journal files (everything when a file was replaced or
    /// shrank); problems are collected with their bytes for `settle`.
    private func refresh(into found: inout [JournalFileScan.Problem], names: inout [String: String]) throws(StoreError) {
        quarantine.reset()
        let listed: [String]
        do throws(StoreError) { listed = try journalFileNames() } catch {
            // journal/ itself cannot be read (not a directory, no access): report, read nothing.
            resetFold()
            diary.finish()
            found.append(JournalFileScan.Problem(line: 0, kind: .unreadableFile(reason: Self.reason(of: error)),
                                                 bytes: [], file: ""))
            return
        }
        var stats: [String: stat] = [:]
        var unreadable: [String: FailureReason] = [:]
        for name in listed {
            do throws(StoreError) {
                guard let st = try Posix.status(journalDirectory + "/" + name) else { continue }
                stats[name] = st
            } catch {
                unreadable[name] = Self.reason(of: error)
            }
        }
        // Extend the cached fold only when that gives the same result as reading everything:
        // nothing vanished, was replaced or shrank, and only the newest month grew.
        var incremental = !files.isEmpty || diary.records.isEmpty
        if files.keys.contains(where: { stats[$0] == nil }) { incremental = false }
        let lastName = stats.keys.max()
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
        if !incremental { resetFold() }
        let toRead = listed.filter { name in
            guard let st = stats[name] else { return false }
            if let state = files[name], Int(st.st_size) == state.size { return false }
            return true
        }
        for (name, reason) in unreadable.sorted(by: { $0.key < $1.key }) {
            names[name] = name
            found.append(JournalFileScan.Problem(line: 0, kind: .unreadableFile(reason: reason), bytes: [], file: name))
        }
        for name in toRead {
            let path = journalDirectory + "/" + name
            var older = 0
            let scanned: JournalFileScan?
            do throws(StoreError) {
                scanned = try JournalFileScan.scan(path: path, from: files[name]) { record, version, line in
                    if version < JournalCodec.currentVersion { older += 1 }
                    return self.fold(record, file: name, line: line)
                }
            } catch {
                // Only this month is missing; it is read again by the next load.
                files[name] = nil
                found.append(JournalFileScan.Problem(line: 0, kind: .unreadableFile(reason: Self.reason(of: error)),
                                                     bytes: [], file: name))
                continue
            }
            olderSchemaRecords += older
            guard let scan = scanned else {
                files[name] = nil
                continue
            }
            for var p in scan.problems {
                p.file = name
                found.append(p)
            }
            files[name] = scan.position
        }
        diary.finish()
    }

    private func resetFold() {
        files = [:]
        diary = Diary()
        olderSchemaRecords = 0
        loaded = [:]
    }

    /// Folds one decoded record in, unless it contradicts one already loaded.
    private func fold(_ record: JournalRecord, file: String, line: Int) -> StoreProblem.Kind? {
        let here = Loaded(revision: record.revision, index: diary.records.count, file: file, line: line)
        if var known = loaded[record.id] {
            if let first = known.revision(record.revision) {
                if diary.records[first.index] == record { return nil }  // the same record twice: once is enough
                return .conflictingRecord(id: record.id, revision: record.revision, firstSeen: first.place)
            }
            if known.snapshot != record.isSnapshot {
                return .conflictingRecord(id: record.id, revision: record.revision, firstSeen: known.revisions[0].place)
            }
            known.revisions.append(here)
            loaded[record.id] = known
        } else {
            loaded[record.id] = LoadedID(snapshot: record.isSnapshot, revisions: [here])
        }
        diary.apply(record)
        return nil
    }

    private func problemKey(_ p: JournalFileScan.Problem, _ names: [String: String]) -> String {
        let relative = "journal/" + p.file
        if case let .unreadableFile(reason) = p.kind { return relative + ":unreadable:" + Messages.failureReason(reason) }
        return p.bytes.withUnsafeBufferPointer { Quarantine.key(file: relative, line: p.line, bytes: $0) }
    }

    /// Turns found problems into reports (each once per instance), copying bad lines to the
    /// quarantine when `canQuarantine`; a failed copy is reported, never fatal.
    private func settle(
        _ found: [JournalFileScan.Problem], names: [String: String], canQuarantine: Bool, whyNot: FailureReason?
    ) -> [StoreProblem] {
        var out: [StoreProblem] = []
        for p in found {
            let key = problemKey(p, names)
            guard !reported.contains(key) else { continue }
            let path = journalDirectory + "/" + p.file
            var target: String?
            var failure: FailureReason?
            if Self.isQuarantined(p.kind) {
                if canQuarantine {
                    do throws(StoreError) {
                        target = try p.bytes.withUnsafeBufferPointer { (buf) throws(StoreError) -> String in
                            try quarantine.keep(journalFile: p.file, relativePath: "journal/" + p.file, line: p.line,
                                                key: key, problem: Self.problemName(p.kind), reason: Self.reasonText(p.kind),
                                                bytes: buf, now: clock.now())
                        }
                    } catch {
                        failure = Self.reason(of: error)
                    }
                } else {
                    failure = whyNot
                }
            }
            reported.insert(key)
            out.append(StoreProblem(file: path, line: p.line, kind: p.kind, quarantinedTo: target, quarantineFailure: failure))
        }
        return out
    }

    static func problemName(_ kind: StoreProblem.Kind) -> String {
        switch kind {
        case .tornLastLine: return "torn"
        case .corruptLine: return "corrupt"
        case .conflictingRecord: return "conflict"
        case .invalidUTF8: return "invalid-utf8"
        case .newerSchema: return "newer-schema"
        case .unreadableFile: return "unreadable"
        case .readOnly: return "read-only"
        }
    }

    static func reasonText(_ kind: StoreProblem.Kind) -> String? {
        switch kind {
        case let .corruptLine(r): return Messages.recordDefect(r)
        case let .conflictingRecord(id, revision, first): return "id \(id) revision \(revision) first at \(first)"
        case let .invalidUTF8(offset): return "invalid UTF-8 at byte \(offset)"
        default: return nil
        }
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
            resetFold()
            return total
        }
    }

    // MARK: Draft (one file per session)

    /// Writes this session's draft (`drafts/PID-START.json`); other sessions' drafts are
    /// never touched.
    public func stageDraft(_ draft: StagedDraft) throws(StoreError) {
        try prepare()
        try Posix.ensurePrivateDirectory(draftsDirectory)
        let text = DraftCodec.json(for: draft).prettyPrinted() + "\n"
        try Posix.atomicWrite(draftPath, Array(text.utf8))
    }

    /// This session's draft, else the newest draft of a session that has ended (taken over
    /// by renaming it to this session's file, so two new sessions never both get it). Drafts
    /// of running sessions are never offered.
    public func loadDraft() throws(StoreError) -> StagedDraft? {
        if let own = try Posix.readFile(draftPath) { return try decodeDraft(own, path: draftPath) }
        var candidates: [(path: String, draft: StagedDraft)] = []
        for name in try Posix.listDirectory(draftsDirectory) where name.hasSuffix(".json") && !name.hasPrefix(".") {
            guard let owner = ProcessIdentity(token: name.dropLast(5)), !owner.isAlive else { continue }
            let path = draftsDirectory + "/" + name
            guard let bytes = try Posix.readFile(path) else { continue }
            candidates.append((path, try decodeDraft(bytes, path: path)))
        }
        if let bytes = try Posix.readFile(legacyDraftPath) {
            candidates.append((legacyDraftPath, try decodeDraft(bytes, path: legacyDraftPath)))
        }
        candidates.sort { $0.draft.stagedAt.epochSeconds > $1.draft.stagedAt.epochSeconds }
        for candidate in candidates {
            do throws(StoreError) {
                try prepare()
                try Posix.ensurePrivateDirectory(draftsDirectory)
            } catch {
                // Cannot take it over (read-only store): offer it anyway, remove it later if possible.
                claimedDraftPath = candidate.path
                return candidate.draft
            }
            if rename(candidate.path, draftPath) == 0 {
                errno = 0
                try Posix.fsyncDirectory(draftsDirectory)
                if candidate.path == legacyDraftPath { try Posix.fsyncDirectory(directory) }
                return candidate.draft
            }
            let code = errno
            errno = 0
            if code == ENOENT { continue }  // another session took it first
            claimedDraftPath = candidate.path
            return candidate.draft
        }
        return nil
    }

    private func decodeDraft(_ bytes: [UInt8], path: String) throws(StoreError) -> StagedDraft {
        do throws(RecordDecodingError) {
            return try DraftCodec.decode(bytes)
        } catch {
            throw .cannotOpen(path: path, reason: .invalidContent(error.defect))
        }
    }

    /// Removes this session's draft (and one taken over without renaming).
    public func clearDraft() throws(StoreError) {
        if let claimed = claimedDraftPath {
            try Posix.removeFile(claimed)
            claimedDraftPath = nil
        }
        guard (try? Posix.status(draftPath)) != nil else { return }
        try Posix.removeFile(draftPath)
    }

    // MARK: Config

    /// The settings; defaults when `config.json` does not exist yet. Never creates the store.
    public func loadConfig() throws(StoreError) -> AppConfig {
        let path = configPath
        guard let bytes = try Posix.readFile(path) else { return AppConfig() }
        do throws(RecordDecodingError) {
            return try AppConfigCodec.decode(bytes)
        } catch {
            throw .cannotOpen(path: path, reason: .invalidContent(error.defect))
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
