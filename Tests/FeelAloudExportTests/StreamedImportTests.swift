import Foundation
import Testing
import FeelAloudCore
@testable import FeelAloudExport

/// Issue #14: the streamed import (`StreamedImport`, two passes over the bytes) plans exactly
/// what the whole-document planner (`BackupImporter.plan`) plans — the same records in the
/// same order, counts, summary and configuration — and rejects the same backups with the same
/// errors (offsets of syntax errors counted in the whole file).
@Suite struct StreamedImportTests {
    static func streamed(_ bytes: [UInt8], existing: Diary = Diary(), batch: Int = 3)
        -> Result<(ImportPlan, [JournalRecord]), BackupError> {
        do throws(BackupError) {
            let s = try BackupFile(data: bytes).plan(stored: DiaryRecords(existing))
            var records: [JournalRecord] = []
            var sizes: [Int] = []
            do throws(StreamedImport.Failure) {
                try s.forEachBatch(size: batch) { (b, written) throws(StoreError) in
                    records += b.map(\.record)
                    sizes.append(b.count)
                    written = b.count
                }
            } catch {
                Issue.record("second pass failed: \(error)")
            }
            #expect(sizes.dropLast().allSatisfy { $0 == batch })
            return .success((s.plan, records))
        } catch { return .failure(error) }
    }

    static func whole(_ bytes: [UInt8], existing: Diary = Diary()) -> Result<ImportPlan, BackupError> {
        do throws(BackupError) { return .success(try BackupImporter.plan(bytes: bytes, existing: existing)) } catch {
            return .failure(error)
        }
    }

    func same(_ bytes: [UInt8], existing: Diary = Diary(), sameKind: Bool = true, _ note: String) {
        switch (Self.whole(bytes, existing: existing), Self.streamed(bytes, existing: existing)) {
        case let (.success(w), .success((s, records))):
            #expect(records == w.records, "\(note)")
            var expected = w
            expected.records = []
            #expect(s == expected, "\(note)")
            #expect(s.summary == w.summary, "\(note)")
        case let (.failure(a), .failure(b)):
            if case let .notJSON(x) = a, case let .notJSON(y) = b, !sameKind {
                #expect(x.offset == y.offset, "\(note): \(a) vs \(b)")
            } else {
                #expect(a == b, "\(note)")
            }
        case let (w, s):
            Issue.record("\(note): whole \(w) vs streamed \(s)")
        }
    }

    static var bigDiary: Diary {
        var records = ExportFixtures.records
        for n in 0..<40 {
            let at = LocalTimestamp(iso8601: "2026-10-\(10 + n % 15)T0\(n % 10):15:00+02:00")!
            records.append(.entry(DiaryEntry(id: "g\(n)", createdAt: at, day: at.day, fields: EntryFields(mood: .good),
                                             transcript: ExportFixtures.trickyTexts[n % ExportFixtures.trickyTexts.count],
                                             source: .cli)))
        }
        return Diary(records: records)
    }

    @Test func validBackupsPlanAlike() throws {
        let config: JSONValue = .object([("extractor", .string("rules"))])
        let bytes = try backupBytes(Self.bigDiary, config: config)
        same(bytes, "fresh store")
        same(bytes, existing: Diary(records: Array(ExportFixtures.records.prefix(4))), "half stored")
        same(bytes, existing: Self.bigDiary, "all stored")
        same([0xEF, 0xBB, 0xBF] + bytes, "with BOM")
        same(try backupBytes(Diary()), "empty backup")
        // Another writer's layout: members in another order, pretty-printed records.
        var other = BackupWriter.records(of: Self.bigDiary, range: nil).map(JournalRecordJSON.encode)
        other.swapAt(0, 1)
        let doc: JSONValue = .object([("records", .array(other)), ("config", .null), ("version", .int(1)),
                                      ("format", .string("feelaloud-backup"))])
        same(Array(doc.prettyPrinted().utf8), "pretty, members reordered")
        // A stored record with other content is skipped and counted as differing.
        guard case var .entry(e) = ExportFixtures.records[0] else { return }
        e.transcript = "im Speicher anders"
        same(bytes, existing: Diary(records: [.entry(e)]), "stored differently")
    }

    /// The reader steps over plain string bytes eight at a time: a quote or backslash at any
    /// position of such a step ends or escapes exactly as a byte-wise read would, and a cut
    /// anywhere inside a long string fails as the whole-document parse fails.
    @Test func escapesAtEveryPositionOfAStepReadAlike() throws {
        var records: [JournalRecord] = []
        for k in 0..<17 {
            let at = LocalTimestamp(iso8601: "2026-10-0\(1 + k % 9)T10:15:00+02:00")!
            let text = String(repeating: "x", count: k) + "\"q\\" + String(repeating: "y", count: 16 - k) + (k % 2 == 0 ? "\\" : "\"")
            records.append(.entry(DiaryEntry(id: "lane\(k)", createdAt: at, day: at.day, fields: EntryFields(mood: .good),
                                             transcript: text, source: .cli)))
        }
        let bytes = try backupBytes(Diary(records: records))
        same(bytes, "escapes in every lane")
        for cut in (bytes.count - 400)..<(bytes.count - 360) {
            same(Array(bytes.prefix(cut)), sameKind: false, "cut at \(cut)")
        }
    }

    @Test func invalidBackupsFailAlike() throws {
        let bytes = try backupBytes(ExportFixtures.diary)
        var text = String(decoding: bytes, as: UTF8.self)
        same(Array(text.replacingOccurrences(of: #""rating":4"#, with: #""rating":9"#).utf8), "bad rating")
        text = text.replacingOccurrences(of: #""id":"t3","revision":1"#, with: #""id":"t3","revision":-1"#)
        same(Array(text.utf8), "bad revision and counts")
        same(Array(#"{"a":1}"#.utf8), "no format")
        same(Array(#"[1,2]"#.utf8), "an array")
        same(Array(#"{"format":"feelaloud-backup","version":2,"records":[]}"#.utf8), "version 2")
        same(Array(#"{"format":"feelaloud-backup","version":1,"records":{}}"#.utf8), "records not a list")
        same(Array(#"{"format":"feelaloud-backup","version":1}"#.utf8), "records missing")
        same(Array(#"{"format":"feelaloud-backup","version":1,"records":[]} x"#.utf8), "trailing text")
        same(Array(#"{"format":"feelaloud-backup","version":1,"records":[{"v":2} {"v":2}]}"#.utf8), "comma missing")
        same(Array(#"{"format":"feelaloud-backup" "version":1}"#.utf8), "comma missing in the head")
        same([], "empty file")
        for cut in [1, 7, bytes.count / 3, bytes.count / 2, bytes.count - 2] {
            same(Array(bytes.prefix(cut)), sameKind: false, "cut at \(cut)")
        }
        // Duplicates: identical ones once, conflicting ones and kind clashes are errors.
        let entry = ExportFixtures.records[0]
        guard case var .entry(changed) = entry else { return }
        changed.transcript = "anders"
        let clash = JournalRecord.snapshot(Snapshot(id: entry.id, revision: 5, createdAt: changed.createdAt,
                                                    rating: .good, source: .manual))
        func doc(_ records: [JournalRecord], pretty: [Bool] = []) -> [UInt8] {
            let items = records.map { JournalRecordJSON.encode($0).serialized() }
            return Array(("{\"format\":\"feelaloud-backup\",\"version\":1,\"records\":[" + items.joined(separator: ",") + "]}").utf8)
        }
        same(doc([entry, .entry(changed)]), "conflicting duplicate")
        same(doc([entry, clash]), "entry and check-in")
        same(doc([entry, entry]), "identical duplicate")
        same(doc([entry]), existing: Diary(records: [clash]), "clash with the store")
        // The same record written differently (spaces) is the same record.
        let spaced = Array(#"{"format":"feelaloud-backup","version":1,"records":["#.utf8)
            + Array(JournalRecordJSON.encode(entry).serialized().utf8) + Array(", ".utf8)
            + Array(JournalRecordJSON.encode(entry).prettyPrinted().utf8) + Array("]}".utf8)
        same(spaced, "identical duplicate in another layout")
    }
}
