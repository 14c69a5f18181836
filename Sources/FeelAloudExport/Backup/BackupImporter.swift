import FeelAloudCore

/// Reads a JSON backup and plans the import: the whole file is parsed and every record
/// validated first; only when all is well does the caller append `plan.records`.
/// Idempotent: a record whose id and revision already exist is skipped, so importing the
/// same file twice adds nothing the second time. Accepts everything `BackupWriter` writes.
public enum BackupImporter {
    public static let maxReportedProblems = 20

    public static func plan(bytes: [UInt8], existing: Diary) throws(BackupError) -> ImportPlan {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }  // tolerate a BOM
        let parsed: Result<JSONValue, JSONParseError> = bytes.withUnsafeBufferPointer { buf in
            do throws(JSONParseError) {
                return .success(try JSONValue.parse(bytes: UnsafeBufferPointer(rebasing: buf[start...])))
            } catch { return .failure(error) }
        }
        switch parsed {
        case let .success(doc): return try plan(document: doc, existing: existing)
        case let .failure(e):
            throw .notJSON(JSONParseError(offset: e.offset + start, kind: e.kind))
        }
    }

    public static func plan(document doc: JSONValue, existing: Diary) throws(BackupError) -> ImportPlan {
        guard doc["format"]?.stringValue == BackupWriter.format else { throw .notABackup }
        guard let version = doc["version"]?.intValue else { throw .notABackup }
        guard version >= 1, version <= BackupWriter.version else { throw .unsupportedVersion(version) }
        guard let items = doc["records"]?.arrayValue else {
            throw .invalidRecords([BackupProblem(index: 0, reason: .recordsMissing)], total: 1)
        }
        var problems: [BackupProblem] = []
        var total = 0
        func problem(_ i: Int, _ reason: BackupProblem.Defect) {
            total += 1
            if problems.count < maxReportedProblems { problems.append(BackupProblem(index: i, reason: reason)) }
        }

        // Kinds and revisions already stored.
        var storedKind: [String: Int] = [:]  // 0 entry/tombstone, 2 snapshot
        var stored: [String: JournalRecord] = [:]
        for r in existing.records {
            storedKind[r.id] = kindClass(r)
            stored[key(r)] = r
        }

        var decoded: [JournalRecord] = []
        decoded.reserveCapacity(items.count)
        var seen: [String: JournalRecord] = [:]
        var fileKind: [String: Int] = [:]
        var counts = (entries: 0, tombstones: 0, snapshots: 0)
        for (i, item) in items.enumerated() {
            let record: JournalRecord
            do throws(RecordDecodingError) { record = try JournalRecordJSON.decode(item) } catch {
                problem(i, .record(error.defect))
                continue
            }
            // One record becomes one journal line: bounded (InputLimits.importLine).
            if JournalRecordJSON.encode(record).serialized().utf8.count > InputLimits.importLine {
                problem(i, .tooLarge(limit: InputLimits.importLine))
                continue
            }
            switch record {
            case .entry: counts.entries += 1
            case .tombstone: counts.tombstones += 1
            case .snapshot: counts.snapshots += 1
            }
            let k = key(record)
            if let earlier = seen[k] {
                if earlier != record { problem(i, .conflictingDuplicate(id: record.id, revision: revision(record))) }
                continue
            }
            let cls = kindClass(record)
            if let other = fileKind[record.id] ?? storedKind[record.id], other != cls {
                problem(i, .entryAndSnapshot(id: record.id))
                continue
            }
            fileKind[record.id] = cls
            seen[k] = record
            decoded.append(record)
        }
        if let c = doc["counts"], c.objectValue != nil {
            let expected = (c["entries"]?.intValue, c["tombstones"]?.intValue, c["snapshots"]?.intValue)
            if expected.0 != counts.entries || expected.1 != counts.tombstones || expected.2 != counts.snapshots {
                problem(items.count, .countsMismatch)
            }
        }
        guard total == 0 else { throw .invalidRecords(problems, total: total) }

        var plan = ImportPlan(records: [], skipped: 0, skippedDiffering: 0, entries: 0, entryRevisions: 0,
                              tombstones: 0, snapshots: 0, snapshotRevisions: 0, config: doc["config"].flatMap { $0.isNull ? nil : $0 })
        var entryIds = Set<String>(), snapshotIds = Set<String>()
        for r in decoded {
            if let old = stored[key(r)] {
                plan.skipped += 1
                if old != r { plan.skippedDiffering += 1 }
                continue
            }
            plan.records.append(r)
            switch r {
            case let .entry(e): plan.entryRevisions += 1; entryIds.insert(e.id)
            case .tombstone: plan.tombstones += 1
            case let .snapshot(s): plan.snapshotRevisions += 1; snapshotIds.insert(s.id)
            }
        }
        plan.entries = entryIds.count
        plan.snapshots = snapshotIds.count
        return plan
    }

    static func key(_ r: JournalRecord) -> String { r.id + "\u{1F}" + String(revision(r)) }

    static func revision(_ r: JournalRecord) -> Int {
        switch r {
        case let .entry(e): return e.revision
        case let .tombstone(t): return t.revision
        case let .snapshot(s): return s.revision
        }
    }

    static func kindClass(_ r: JournalRecord) -> Int {
        if case .snapshot = r { return 2 }
        return 0
    }
}
