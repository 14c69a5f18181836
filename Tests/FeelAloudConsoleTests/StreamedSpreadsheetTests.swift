import Foundation
import Testing
import FeelAloudCore
import FeelAloudStore
@testable import FeelAloudConsole

/// Issue #14: CSV and XLSX exports streamed month by month through the index equal the
/// exports of the folded diary — CSV byte for byte, XLSX part for part (the parts' bytes
/// after inflating; only their order in the archive differs) — for the whole diary and for
/// ranges, after appends, edits, deletions, check-ins, lines the index has not seen yet and
/// check-ins whose instant order differs from their local days' order across a month end.
@Suite struct StreamedSpreadsheetTests {
    static func store(seed: UInt64, in dir: String) throws -> String {
        let store = dir + "/s"
        let indexed = IndexedJournalStore(journal: FileJournalStore(directory: store))
        indexed.compactAfter = 40
        let plain = FileJournalStore(directory: store)
        var history = StreamedBackupTests.history(seed: seed, count: 600)
        // Local day order ≠ instant order across a month end: the March one is later in time.
        history.append(.snapshot(Snapshot(id: "late-march", createdAt: LocalTimestamp(iso8601: "2026-03-31T23:30:00-05:00")!,
                                          rating: .bad, source: .manual)))
        history.append(.snapshot(Snapshot(id: "early-april", createdAt: LocalTimestamp(iso8601: "2026-04-01T01:00:00+02:00")!,
                                          rating: .good, source: .notification)))
        for (i, r) in history.enumerated() {
            if i % 5 == 0 { try plain.append(r) } else { _ = try indexed.save(r) }
        }
        return store
    }

    func export(_ s: DiaryStore, _ args: [String], dir: String) -> (ExitCode, BufferIO) {
        let io = BufferIO()
        let code = ExportCommand.runExport(arguments: args, store: s, io: io, clock: ExportCommandFixture.clock,
                                           workingDirectory: dir, showProgress: false)
        return (code, io)
    }

    static let ranges: [[String]] = [[], ["--from", "2026-02-01", "--to", "2026-04-15"], ["--to", "2026-03-31"]]

    @Test(arguments: [1, 2] as [UInt64])
    func streamedCSVEqualsTheFoldedOne(seed: UInt64) throws {
        let dir = ExportCommandFixture.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = try Self.store(seed: seed, in: dir)
        #expect(IndexedJournalStore(journal: FileJournalStore(directory: store)).liveStream(from: nil, to: nil) != nil)
        for range in Self.ranges {
            let (c1, io1) = export(FileJournalStore(directory: store), ["csv", "--out", "folded.csv", "--force"] + range, dir: dir)
            let (c2, io2) = export(IndexedJournalStore(journal: FileJournalStore(directory: store)),
                                   ["csv", "--out", "streamed.csv", "--force"] + range, dir: dir)
            #expect(c1 == .ok && c2 == .ok)
            #expect(io1.output.replacingOccurrences(of: "folded", with: "streamed") == io2.output)
            let folded = try Data(contentsOf: URL(fileURLWithPath: dir + "/folded.csv"))
            #expect(folded.count > (range.isEmpty ? 50_000 : 5_000))
            #expect(folded == (try Data(contentsOf: URL(fileURLWithPath: dir + "/streamed.csv"))), "range \(range)")
            let (c3, io3) = export(IndexedJournalStore(journal: FileJournalStore(directory: store)), ["csv", "--out", "-"] + range,
                                   dir: dir)
            #expect(c3 == .ok)
            #expect(Data(io3.output.utf8) == folded)
        }
    }

    @Test func streamedWorkbookHasTheFoldedOnesParts() throws {
        let dir = ExportCommandFixture.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = try Self.store(seed: 3, in: dir)
        for range in Self.ranges {
            let (c1, io1) = export(FileJournalStore(directory: store), ["xlsx", "--out", "folded.xlsx", "--force"] + range, dir: dir)
            let (c2, io2) = export(IndexedJournalStore(journal: FileJournalStore(directory: store)),
                                   ["xlsx", "--out", "streamed.xlsx", "--force"] + range, dir: dir)
            #expect(c1 == .ok && c2 == .ok)
            #expect(io1.output.contains("Einträge, ") && io2.output.contains("Einträge, "))
            #expect(io1.output.split(separator: "(").last?.split(separator: ",").first
                    == io2.output.split(separator: "(").last?.split(separator: ",").first)
            let a = try Self.parts(dir + "/folded.xlsx"), b = try Self.parts(dir + "/streamed.xlsx")
            #expect(a.count == 15 || a.count == 14)  // 8 fixed parts, 3 sheets, drawing + rels, 1–2 charts
            #expect(a == b, "range \(range)")
            if range.isEmpty, let sheet = b["xl/worksheets/sheet2.xml"],
               let april = sheet.range(of: "early-april"), let march = sheet.range(of: "late-march") {
                #expect(april.lowerBound < march.lowerBound)  // instant order, although its day is later
            } else if range.isEmpty {
                Issue.record("the two month-end check-ins are missing")
            }
        }
    }

    /// Part name -> inflated content (python's zipfile).
    static func parts(_ path: String) throws -> [String: String] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", """
            import zipfile, sys, json
            z = zipfile.ZipFile(sys.argv[1])
            assert z.testzip() is None
            print(json.dumps({n: z.read(n).decode('utf-8') for n in z.namelist()}))
            """, path]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0, case let .object(pairs) = try JSONValue.parse(String(decoding: data, as: UTF8.self)) else {
            return [:]
        }
        var result: [String: String] = [:]
        for (k, v) in pairs { result[k] = v.stringValue }
        return result
    }
}
