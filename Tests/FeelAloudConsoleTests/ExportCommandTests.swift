import Foundation
import Testing
import FeelAloudCore
import FeelAloudLanguage
import FeelAloudTestSupport
import FeelAloudExport
@testable import FeelAloudConsole

/// An in-memory DiaryStore for command tests.
final class ExportTestStore: DiaryStore {
    var records: [JournalRecord]
    var failAppendAfter: Int?
    init(_ records: [JournalRecord] = []) { self.records = records }
    func load() throws(StoreError) -> (Diary, [StoreProblem]) { (Diary(records: records), []) }
    func append(_ record: JournalRecord) throws(StoreError) {
        if let n = failAppendAfter, records.count >= n { throw .cannotWrite(path: "speicher", reason: .system(ENOSPC)) }
        records.append(record)
    }
    func stageDraft(_ draft: StagedDraft) throws(StoreError) {}
    func loadDraft() throws(StoreError) -> StagedDraft? { nil }
    func clearDraft() throws(StoreError) {}
}

enum ExportCommandFixture {
    static func ts(_ s: String) -> LocalTimestamp { LocalTimestamp(iso8601: s)! }
    static var records: [JournalRecord] {
        [
            .entry(DiaryEntry(id: "a", createdAt: ts("2026-11-10T20:00:00+01:00"), day: DayKey("2026-11-10")!,
                              fields: EntryFields(mood: .good, socialContact: true), transcript: "Schöner Tag mit Jörg.",
                              source: .repl)),
            .entry(DiaryEntry(id: "b", createdAt: ts("2026-10-05T09:00:00+02:00"), day: DayKey("2026-10-05")!,
                              fields: EntryFields(mood: .bad, musicInHead: true, songName: "=Ohrwurm"),
                              transcript: "-Mist", source: .cli)),
            .snapshot(Snapshot(id: "s", createdAt: ts("2026-11-11T12:00:00+01:00"), rating: .good, source: .manual)),
        ]
    }
    static let clock = FixedClock(LocalTimestamp(iso8601: "2026-11-29T12:00:00+01:00")!)

    static func tempDir() -> String {
        let dir = NSTemporaryDirectory() + "feelaloud-exportcmd-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }
}

@Suite struct ExportCommandTests {
    let dir = ExportCommandFixture.tempDir()
    let clock = ExportCommandFixture.clock

    func export(_ args: [String], store: DiaryStore, resolver: ((String) -> DateRange?)? = nil) -> (ExitCode, BufferIO) {
        let io = BufferIO()
        let code = ExportCommand.runExport(arguments: args, store: store, io: io, clock: clock,
                                           rangeResolver: resolver, workingDirectory: dir)
        return (code, io)
    }

    @Test func exportsCSVToDefaultNameAndRefusesToOverwrite() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = ExportTestStore(ExportCommandFixture.records)
        let (code, io) = export(["--format", "csv"], store: store)
        #expect(code == .ok, "\(io.errorOutput)")
        let path = dir + "/feelaloud-2026-11-29.csv"
        #expect(io.output == "Export gespeichert: \(path) (2 Einträge, 0,3 kB).\n")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"'=Ohrwurm\"") || text.contains(";'=Ohrwurm;"))
        let (again, io2) = export(["--format=csv"], store: store)
        #expect(again == .failure)
        #expect(io2.errorOutput == "Die Datei \(path) gibt es schon. Mit --force wird sie überschrieben.\n")
        #expect(export(["csv", "--force"], store: store).0 == .ok)
    }

    @Test func rangeFromFlagsAndPhrase() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = ExportTestStore(ExportCommandFixture.records)
        let (code, io) = export(["--format", "json", "--from", "2026-11-01", "--to", "30.11.2026", "--out", "nov.json"], store: store)
        #expect(code == .ok, "\(io.errorOutput)")
        let nov = try String(contentsOfFile: dir + "/nov.json", encoding: .utf8)
        #expect(nov.contains("\"id\":\"a\"") && !nov.contains("\"id\":\"b\""))
        let october = DateRange(from: DayKey("2026-10-01"), to: DayKey("2026-10-31")!)
        let (c2, io2) = export(["--range", "letzter Monat", "--out", "-", "--format", "csv"], store: store,
                               resolver: { $0 == "letzter Monat" ? october : nil })
        #expect(c2 == .ok)
        #expect(io2.output.contains("-Mist") && !io2.output.contains("Jörg"))
    }

    @Test(arguments: [
        (["--format", "pdf"], "Unbekanntes Format „pdf“"),
        (["--from", "2026-13-01"], "Ungültiges Datum"),
        (["--from", "2026-11-20", "--to", "2026-11-01"], "liegt nach dem Ende"),
        (["--range", "irgendwann"], "Den Zeitraum „irgendwann“ verstehe ich nicht"),
        (["--range", "x", "--from", "2026-01-01"], "schließen sich aus"),
        (["--out"], "--out braucht einen Wert"),
        (["--format", "xlsx", "--out", "-"], "Standardausgabe"),
        (["--bunt"], "Unbekannte Angabe „--bunt“"),
    ])
    func usageErrors(args: [String], message: String) {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (code, io) = export(args, store: ExportTestStore())
        #expect(code == .usage)
        #expect(io.errorOutput.contains(message), "\(io.errorOutput)")
        #expect(io.errorOutput.contains("Aufruf: feelaloud export"))
    }

    @Test func exportImportExportThroughTheCommandsIsByteIdentical() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let source = ExportTestStore(ExportCommandFixture.records)
        #expect(export(["--format", "json", "--out", "a.json"], store: source).0 == .ok)
        let target = ExportTestStore()
        let io = BufferIO()
        #expect(ExportCommand.runImport(arguments: ["a.json"], store: target, io: io, workingDirectory: dir) == .ok)
        #expect(io.output == "Importiert: 2 Tagebucheinträge und 1 Momentaufnahme.\n")
        #expect(export(["--format", "json", "--out", "b.json"], store: target).0 == .ok)
        let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.json"))
        let b = try Data(contentsOf: URL(fileURLWithPath: dir + "/b.json"))
        #expect(a == b)
        let io2 = BufferIO()
        #expect(ExportCommand.runImport(arguments: [dir + "/a.json"], store: target, io: io2) == .ok)
        #expect(io2.output == "Nichts Neues importiert. 3 Datensätze waren schon vorhanden und wurden übersprungen.\n")
        #expect(target.records.count == 3)
    }

    @Test func brokenImportWritesNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(#"{"format":"feelaloud-backup","version":1,"records":[{"v":2,"kind":"entry","id":"x","revision":1,"data":{}}]}"#.utf8)
            .write(to: URL(fileURLWithPath: dir + "/kaputt.json"))
        let store = ExportTestStore()
        let io = BufferIO()
        #expect(ExportCommand.runImport(arguments: ["kaputt.json"], store: store, io: io, workingDirectory: dir) == .failure)
        #expect(store.records.isEmpty)
        #expect(io.errorOutput.contains("einen fehlerhaften Datensatz; es wurde nichts importiert:\n  Datensatz 1: „createdAt“ fehlt"))
        let io2 = BufferIO()
        #expect(ExportCommand.runImport(arguments: ["fehlt.json"], store: store, io: io2, workingDirectory: dir) == .failure)
        #expect(io2.errorOutput.contains("konnte nicht gelesen werden"))
        #expect(ExportCommand.runImport(arguments: [], store: store, io: BufferIO()) == .usage)
    }

    @Test func interruptedImportCanBeResumed() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(export(["json", "--out", "a.json"], store: ExportTestStore(ExportCommandFixture.records)).0 == .ok)
        let store = ExportTestStore()
        store.failAppendAfter = 1
        let io = BufferIO()
        #expect(ExportCommand.runImport(arguments: ["a.json"], store: store, io: io, workingDirectory: dir) == .failure)
        #expect(io.errorOutput.contains("nach 1 von 3 Datensätzen ab"))
        store.failAppendAfter = nil
        let io2 = BufferIO()
        #expect(ExportCommand.runImport(arguments: ["a.json"], store: store, io: io2, workingDirectory: dir) == .ok)
        #expect(io2.output.contains("1 Datensatz war schon vorhanden"))
        #expect(store.records.count == 3)
    }

    @Test func dryRunAndConfig() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let io0 = BufferIO()
        #expect(ExportCommand.runExport(arguments: ["json", "--out", "c.json"], store: ExportTestStore(ExportCommandFixture.records),
                                        io: io0, clock: clock, config: .object([("extractor", .string("rules"))]),
                                        workingDirectory: dir) == .ok)
        let store = ExportTestStore()
        let io = BufferIO()
        #expect(ExportCommand.runImport(arguments: ["c.json", "--dry-run"], store: store, io: io, workingDirectory: dir) == .ok)
        #expect(io.output.hasPrefix("Probelauf, nichts gespeichert. Importiert:"))
        #expect(store.records.isEmpty)
        var seen: JSONValue?
        #expect(ExportCommand.runImport(arguments: ["c.json"], store: store, io: BufferIO(), workingDirectory: dir,
                                        onConfig: { seen = $0 }) == .ok)
        #expect(seen?["extractor"]?.stringValue == "rules")
    }

    @Test func replArguments() throws {
        // `/export …` is read by the language (ExportOrderReader), the shell only runs it.
        let today = DayKey("2026-11-29")!
        let read = { (text: String) in ExportOrderReader.read(text, today: today) }
        #expect(try read("").get() == ExportOrder())
        #expect(try read("csv letzten Monat").get() == ExportOrder(format: "csv", range: DateRange(from: DayKey("2026-10-01"), to: DayKey("2026-10-31")!)))
        #expect(try read("Sicherung 2026-11-01 bis 2026-11-15").get()
            == ExportOrder(format: "json", range: DateRange(from: DayKey("2026-11-01"), to: DayKey("2026-11-15")!)))
        #expect(try read("Excel").get() == ExportOrder(format: "xlsx"))
        #expect(read("xlsx 15.11.2026 bis 01.11.2026") == .failure(.fromAfterTo(from: DayKey("2026-11-15")!, to: DayKey("2026-11-01")!)))
        #expect(read("pdf") == .failure(.unknownFormat("pdf")))
        #expect(read("xlsx morgen") == .failure(.unknownRange("morgen")))
    }

    @Test func progressLineOnlyWhenEnabledAndSlow() {
        let io = BufferIO()
        let quiet = ProgressDisplay(io: io, enabled: false, delay: 0)
        #expect(quiet.callback == nil)
        let slow = ProgressDisplay(io: io, enabled: true, delay: 3600)
        slow.update(done: 1, total: 2)
        #expect(io.errorOutput.isEmpty)
        let shown = ProgressDisplay(io: io, enabled: true, delay: 0)
        shown.update(done: 1000, total: 4000)
        #expect(io.errorOutput == "\rExport läuft … 1000 von 4000 (25 %)\u{1B}[K")
        shown.clear()
        #expect(io.errorOutput.hasSuffix("\r\u{1B}[K"))
    }
}
