import FeelAloudCore

/// The records a store already holds, by id (the importer's view of the store: the index's
/// rows, or a folded diary when the store has problems only the full load reports).
public protocol StoredRecords {
    /// Every stored revision (entries, tombstones, check-ins) with this id.
    func stored(id: String) throws(StoreError) -> [JournalRecord]
}

/// A folded diary's records by id (the importer's view of a store with problems).
public struct DiaryRecords: StoredRecords {
    private var byID: [String: [JournalRecord]] = [:]

    public init(_ diary: Diary) {
        for r in diary.records { byID[r.id, default: []].append(r) }
    }

    public func stored(id: String) throws(StoreError) -> [JournalRecord] { byID[id] ?? [] }
}

/// A backup imported in two passes over its bytes (issue #14): the first decodes and
/// validates every record (the same checks and messages as `BackupImporter.plan`) and looks
/// each one up in the store, keeping only per id and revision where its bytes are; nothing is
/// written unless all is well. The second decodes the new records again and hands them over
/// in batches, each with its bytes (`EncodedRecord`: the store writes a line already in the
/// codec's form as it is, instead of encoding it again). Memory: the per-record keys, not the records. Idempotent like `plan`: a record
/// whose id and revision are stored is skipped.
public final class StreamedImport {
    /// What will be added (`records` stays empty: the batches carry them).
    public private(set) var plan: ImportPlan
    private let reader: BackupStreamReader
    /// Whether record `i` (in "records") is new: appended in the second pass.
    private var isNew: [Bool] = []
    private let file: BackupFile
    private let bom: Int

    struct Key: Hashable {
        var id: String
        var revision: Int
    }

    struct Seen {
        var range: Range<Int>
        var fingerprint: UInt64
    }

    /// Plans the import of `file` (a leading BOM skipped; error offsets count it).
    init(file: BackupFile, stored: StoredRecords) throws(BackupError) {
        self.file = file
        let all = file.bytes
        let bom = all.count >= 3 && all[0] == 0xEF && all[1] == 0xBB && all[2] == 0xBF ? 3 : 0
        self.bom = bom
        reader = BackupStreamReader(bytes: UnsafeBufferPointer(rebasing: all[bom...]))
        plan = ImportPlan(records: [], skipped: 0, skippedDiffering: 0, entries: 0, entryRevisions: 0, tombstones: 0,
                          snapshots: 0, snapshotRevisions: 0, config: nil)
        do throws(BackupError) { try validate(stored: stored) } catch {
            if case let .notJSON(e) = error { throw .notJSON(JSONParseError(offset: e.offset + bom, kind: e.kind)) }
            throw error
        }
    }

    private func release(_ offset: Int) { file.release(upTo: offset + bom) }

    private func validate(stored: StoredRecords) throws(BackupError) {
        var problems: [BackupProblem] = []
        var total = 0
        func problem(_ i: Int, _ reason: BackupProblem.Defect) {
            total += 1
            if problems.count < BackupImporter.maxReportedProblems { problems.append(BackupProblem(index: i, reason: reason)) }
        }
        var seen: [Key: Seen] = [:]
        // Per id: bit 0 snapshot class known, 1 entry class known, 2 new entry revision, 3 new check-in revision.
        var ids: [String: UInt8] = [:]
        var counts = (entries: 0, tombstones: 0, snapshots: 0)
        var storeFailure: StoreError?
        var lastRelease = 0
        let head = try reader.read { (i: Int, range: Range<Int>) throws(BackupError) in
            isNew.append(false)
            if range.lowerBound - lastRelease >= 1 << 22 {
                release(range.lowerBound)
                lastRelease = range.lowerBound
            }
            let record: JournalRecord
            // A record in the codec's own form (every backup this version writes) is read
            // without a JSON tree; anything else is parsed (with its errors and offsets).
            if let fast = CanonicalRecordDecoder.record(UnsafeBufferPointer(rebasing: reader.bytes[range])) {
                record = fast
            } else {
                let value = try reader.parse(range)
                do throws(RecordDecodingError) { record = try JournalRecordJSON.decode(value) } catch {
                    problem(i, .record(error.defect))
                    return
                }
            }
            // One record becomes one journal line: bounded (InputLimits.importLine). The line
            // is at most about three times the record's bytes (escapes, explicit nulls).
            if range.count * 3 + 1024 > InputLimits.importLine,
               JournalRecordJSON.encode(record).serialized().utf8.count > InputLimits.importLine {
                problem(i, .tooLarge(limit: InputLimits.importLine))
                return
            }
            switch record {
            case .entry: counts.entries += 1
            case .tombstone: counts.tombstones += 1
            case .snapshot: counts.snapshots += 1
            }
            let key = Key(id: record.id, revision: BackupImporter.revision(record))
            let fingerprint = Self.fingerprint(reader.bytes, range)
            if let earlier = seen[key] {
                if earlier.fingerprint != fingerprint || earlier.range.count != range.count,
                   (try? JournalRecordJSON.decode(reader.parse(earlier.range))) != record {
                    problem(i, .conflictingDuplicate(id: record.id, revision: key.revision))
                }
                return
            }
            let cls: UInt8 = BackupImporter.kindClass(record) == 2 ? 1 : 2
            let storedRecords: [JournalRecord]
            do throws(StoreError) { storedRecords = try stored.stored(id: record.id) } catch {
                storeFailure = storeFailure ?? error
                return
            }
            let storedClass: UInt8? = storedRecords.first.map { BackupImporter.kindClass($0) == 2 ? 1 : 2 }
            let known = ids[record.id] ?? 0
            if let other = (known & 3 != 0 ? known & 3 : nil) ?? storedClass, other != cls {
                problem(i, .entryAndSnapshot(id: record.id))
                return
            }
            var flags = known | cls
            seen[key] = Seen(range: range, fingerprint: fingerprint)
            if let old = storedRecords.first(where: { BackupImporter.revision($0) == key.revision }) {
                plan.skipped += 1
                if old != record { plan.skippedDiffering += 1 }
            } else {
                isNew[i] = true
                switch record {
                case .entry: plan.entryRevisions += 1; flags |= 4
                case .tombstone: plan.tombstones += 1
                case .snapshot: plan.snapshotRevisions += 1; flags |= 8
                }
            }
            ids[record.id] = flags
        }
        guard head["format"]?.stringValue == BackupWriter.format else { throw .notABackup }
        guard let version = head["version"]?.intValue else { throw .notABackup }
        guard version >= 1, version <= BackupWriter.version else { throw .unsupportedVersion(version) }
        guard head.hasRecords else {
            throw .invalidRecords([BackupProblem(index: 0, reason: .recordsMissing)], total: 1)
        }
        if let c = head["counts"], c.objectValue != nil {
            let expected = (c["entries"]?.intValue, c["tombstones"]?.intValue, c["snapshots"]?.intValue)
            if expected.0 != counts.entries || expected.1 != counts.tombstones || expected.2 != counts.snapshots {
                problem(isNew.count, .countsMismatch)
            }
        }
        guard total == 0 else { throw .invalidRecords(problems, total: total) }
        if let storeFailure { throw .cannotRead(path: "journal", reason: .store(storeFailure)) }
        plan.config = head["config"].flatMap { $0.isNull ? nil : $0 }
        for flags in ids.values {
            if flags & 4 != 0 { plan.entries += 1 }
            if flags & 8 != 0 { plan.snapshots += 1 }
        }
    }

    /// FNV-1a over a record's bytes, 8 at a time: equal bytes, equal record (different bytes
    /// are compared decoded).
    static func fingerprint(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        let raw = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[range]))
        let words = raw.count / 8
        for k in 0..<words {
            h ^= raw.loadUnaligned(fromByteOffset: k * 8, as: UInt64.self)
            h = h &* 0x100_0000_01b3
        }
        for k in words * 8..<raw.count {
            h ^= UInt64(raw[k])
            h = h &* 0x100_0000_01b3
        }
        return h
    }

    /// Why the second pass stopped.
    public enum Failure: Error, Equatable {
        /// Appending a batch failed (`written` records of earlier batches are stored).
        case store(StoreError, written: Int)
        /// The backup's bytes changed between the passes (nothing more was appended).
        case backupChanged(written: Int)
    }

    /// The second pass: the new records in the backup's order, `size` at a time, each with
    /// its bytes in the backup (a copy, decoded again: exactly what is handed over); `body`
    /// returns how many of its batch it wrote (on failure: the store's error and that count).
    public func forEachBatch(size: Int, _ body: ([EncodedRecord], inout Int) throws(StoreError) -> Void) throws(Failure) {
        var batch: [EncodedRecord] = []
        batch.reserveCapacity(size)
        var lastRelease = 0
        var written = 0
        var failure: Failure?
        func flush() {
            var n = 0
            do throws(StoreError) { try body(batch, &n) } catch { failure = .store(error, written: written + n) }
            written += n
            batch.removeAll(keepingCapacity: true)
        }
        var records = 0
        do throws(BackupError) {
            _ = try reader.read { (i: Int, range: Range<Int>) throws(BackupError) in
                records = i + 1
                guard failure == nil, i < isNew.count, isNew[i] else { return }
                let bytes = Array(UnsafeBufferPointer(rebasing: reader.bytes[range]))
                guard let record = try? EncodedRecord(line: bytes) else {
                    failure = .backupChanged(written: written)
                    return
                }
                batch.append(record)
                if batch.count >= size { flush() }
                // The batch holds copies: the mapped pages passed are dropped every 4 MB.
                if range.upperBound - lastRelease >= 1 << 22 {
                    release(range.upperBound)
                    lastRelease = range.upperBound
                }
            }
        } catch {
            throw .backupChanged(written: written)
        }
        if let failure { throw failure }
        guard records == isNew.count else { throw .backupChanged(written: written) }
        if !batch.isEmpty { flush() }
        if let failure { throw failure }
    }
}
