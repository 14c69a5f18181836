import Foundation
import Testing
import FeelAloudCore
import FeelAloudBenchSupport
@testable import FeelAloudExport

/// Independent readers check our files: unzip, Python's openpyxl and csv module, LibreOffice.
@Suite struct InteropTests {
    let dir = ExportFixtures.tempDir()
    let diary = ExportFixtures.diary

    func write(_ format: ExportFormat, diary: Diary? = nil) throws -> String {
        let path = dir + "/tagebuch." + format.fileExtension
        _ = try Exporter.export(format, diary: diary ?? self.diary, range: nil, to: path, force: true)
        return path
    }

    /// "2026-11-29T21:14:05": local wall-clock time as Python's datetime.isoformat() prints it.
    static func iso(_ t: LocalTimestamp) -> String {
        let s = t.secondOfDay % 60
        return "\(t.day)T\(t.clockText):\(s < 10 ? "0" : "")\(s)"
    }

    /// What any XML reader sees for a text: illegal control characters became U+FFFD.
    static func xmlView(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.map { sc in
            sc.value < 0x20 && sc != "\t" && sc != "\n" && sc != "\r" ? "\u{FFFD}" : sc
        }))
    }

    /// openpyxl does not decode the OOXML `_xHHHH_` escape in inline strings (Excel and
    /// LibreOffice do), so it sees the escaped form of a literal "_x0041_".
    static func openpyxlView(_ s: String) -> String {
        xmlView(s).replacingOccurrences(of: "_x0041_", with: "_x005F_x0041_")
    }

    static let openpyxlScript = """
        import json, sys, datetime
        import openpyxl
        wb = openpyxl.load_workbook(sys.argv[1])
        out = []
        for ws in wb.worksheets:
            rows = []
            for row in ws.iter_rows():
                cells = []
                for c in row:
                    v = c.value
                    if isinstance(v, datetime.datetime):
                        cells.append({"d": v.isoformat(), "f": c.number_format})
                    elif isinstance(v, str):
                        cells.append({"s": v, "q": bool(c.quotePrefix)})
                    else:
                        cells.append(v)
                rows.append(cells)
            out.append({"title": ws.title, "freeze": ws.freeze_panes,
                        "bold": all(c.font.b for c in ws[1] if c.value is not None),
                        "widths": [ws.column_dimensions[k].width for k in ("A", "B")],
                        "rows": rows})
        print(json.dumps(out, ensure_ascii=False))
        """

    static func text(_ s: String, view: (String) -> String = InteropTests.openpyxlView) -> JSONValue {
        s.isEmpty ? .null : .object([("s", .string(view(s))), ("q", .bool(FormulaGuard.isRisky(s)))])
    }

    @Test func unzipTestPasses() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard ExternalTool.require("unzip", probe: ["-v"], hint: ExternalTool.installHint) else { return }
        let path = try write(.xlsx)
        let r = try ExternalTool.run("unzip", ["-t", path])
        #expect(r.status == 0, "unzip -t: \(r.stdout) \(r.stderr)")
        #expect(r.stdout.contains("No errors detected"))
        for part in ["[Content_Types].xml", "xl/workbook.xml", "xl/styles.xml", "xl/worksheets/sheet3.xml"] {
            #expect(r.stdout.contains(part))
        }
    }

    @Test func storedVariantAndEmptyDiaryAreValidToo() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard ExternalTool.require("unzip", probe: ["-v"], hint: ExternalTool.installHint),
              ExternalTool.require("python3", probe: ["-c", "import openpyxl"], hint: ExternalTool.installHint) else { return }
        let stored = dir + "/stored.xlsx"
        try AtomicFileWriter.write(to: stored, force: false) { sink throws(ExportError) in
            try XLSXWriter.write(ExportSelection(diary: diary, range: nil), to: sink, compression: .stored)
        }
        let empty = dir + "/leer.xlsx"
        _ = try Exporter.export(.xlsx, diary: Diary(), range: nil, to: empty, force: false)
        for path in [stored, empty] {
            let r = try ExternalTool.run("unzip", ["-t", path])
            #expect(r.status == 0 && r.stdout.contains("No errors detected"), "\(path): \(r.stdout)")
        }
        let script = """
            import sys, openpyxl
            for p in sys.argv[1:]:
                wb = openpyxl.load_workbook(p)
                print(p.rsplit('/', 1)[1], [ws.max_row for ws in wb.worksheets])
            """
        let r = try ExternalTool.run("python3", ["-c", script, stored, empty])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("stored.xlsx [31, 4, 14]"), "\(r.stdout)")
        #expect(r.stdout.contains("leer.xlsx [31, 1, 1]"), "\(r.stdout)")
    }

    @Test func openpyxlReadsAllSheetsExactly() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard ExternalTool.require("python3", probe: ["-c", "import openpyxl"], hint: ExternalTool.installHint) else { return }
        let path = try write(.xlsx)
        let r = try ExternalTool.run("python3", ["-c", Self.openpyxlScript, path])
        #expect(r.status == 0, "openpyxl: \(r.stderr)")
        let doc = try JSONValue.parse(r.stdout)
        let sheets = try #require(doc.arrayValue)
        #expect(sheets.map { $0["title"]?.stringValue ?? "" } == ["Übersicht", "Momentaufnahmen", "Tagebuch"])
        for s in sheets {
            #expect(s["freeze"]?.stringValue == "A2")
            #expect(s["bold"]?.boolValue == true)
            #expect((s["widths"]?.arrayValue?.first?.doubleValue ?? 0) > 10)
        }

        // Tagebuch: every entry, every column.
        let diaryRows = try #require(sheets[2]["rows"]?.arrayValue)
        #expect(diaryRows[0] == .array(ExportColumns.diaryHeader.map { Self.text($0) }))
        let entries = diary.entries
        #expect(diaryRows.count == entries.count + 1)
        for (row, e) in zip(diaryRows.dropFirst(), entries) {
            var expected: [JSONValue] = [
                .object([("d", .string(Self.iso(e.createdAt))), ("f", .string("DD.MM.YYYY HH:MM"))]),
                .object([("d", .string("\(e.day)T00:00:00")), ("f", .string("DD.MM.YYYY"))]),
            ]
            expected += FieldKey.allCases.map { Self.text(ExportColumns.fieldText(e.fields, $0)) }
            expected += [Self.text(e.transcript), Self.text(e.id)]
            #expect(row == .array(expected), "Zeile \(e.id)")
        }

        // Momentaufnahmen.
        let snapRows = try #require(sheets[1]["rows"]?.arrayValue)
        #expect(snapRows.count == diary.snapshots.count + 1)
        for (row, s) in zip(snapRows.dropFirst(), diary.snapshots) {
            let expected: [JSONValue] = [
                .object([("d", .string(Self.iso(s.createdAt))), ("f", .string("DD.MM.YYYY HH:MM"))]),
                .int(s.rating.rawValue), Self.text(GermanLabels.label(s.rating)), Self.text(s.followUpNote ?? ""),
                Self.text(GermanLabels.label(s.followUpDismissed)), Self.text(GermanLabels.label(s.source)), Self.text(s.id),
            ]
            #expect(row == .array(expected), "Zeile \(s.id)")
        }
        // The 21:14:05 entry written at UTC+1 shows 21:14:05, the -05:00 one 23:59:59.
        #expect(r.stdout.contains("2026-11-29T21:14:05"))
        #expect(r.stdout.contains("2026-11-26T23:59:59"))

        // Übersicht: labels, real dates, counts.
        let overview = try #require(sheets[0]["rows"]?.arrayValue)
        let lines = ExportSummary(ExportSelection(diary: diary, range: nil)).lines
        #expect(overview.count == lines.count + 1)
        #expect(overview[1].arrayValue?[1] == .object([("d", .string("2026-11-20T00:00:00")), ("f", .string("DD.MM.YYYY"))]))
        for (row, line) in zip(overview.dropFirst(), lines) {
            let cells = try #require(row.arrayValue)
            #expect(cells[0] == Self.text(line.label))
            switch line.value {
            case let .count(n): #expect(cells[1] == .int(n), "\(line.label)")
            case let .decimal(x): #expect(cells[1].doubleValue == x, "\(line.label)")
            default: break
            }
            if let share = line.share { #expect(cells.count > 2 && cells[2].doubleValue == share, "\(line.label)") }
        }
    }

    @Test func openpyxlReadsALargerGeneratedWorkbook() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard ExternalTool.require("python3", probe: ["-c", "import openpyxl"], hint: ExternalTool.installHint) else { return }
        let big = ExportSampleData.diary(entries: 2000, snapshots: 500)
        let path = try write(.xlsx, diary: big)
        let script = """
            import sys, openpyxl
            wb = openpyxl.load_workbook(sys.argv[1], read_only=True)
            print(";".join(str(ws.max_row) for ws in wb.worksheets))
            """
        let r = try ExternalTool.run("python3", ["-c", script, path])
        #expect(r.status == 0, "\(r.stderr)")
        let sel = ExportSelection(diary: big, range: nil)
        // „Übersicht“ is as long as its figures or its chart data (check-ins per day), whichever is longer.
        let summary = ExportSummary(sel)
        let overviewRows = max(summary.lines.count + 1, XLSXWriter.ChartData(sel, summary: summary).lastRow)
        #expect(r.stdout.trimmingWhitespace() == "\(overviewRows);\(sel.snapshots.count + 1);\(sel.entries.count + 1)")
    }

    @Test func libreOfficeConvertsWorkbookToCSV() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard ExternalTool.require("soffice", probe: ["--version"], hint: ExternalTool.installHint) else { return }
        let path = try write(.xlsx)
        let out = dir + "/lo"
        let filter = "csv:Text - txt - csv (StarCalc):59,34,76,1,,0,false,true,false,false,false,-1"
        let r = try ExternalTool.run("soffice", [
            "--headless", "--norestore", "-env:UserInstallation=file://\(dir)/profile",
            "--convert-to", filter, "--outdir", out, path,
        ], environment: ["HOME": dir])
        #expect(r.status == 0, "soffice: \(r.stdout) \(r.stderr)")
        // LibreOffice's only expected stderr line on a machine without Java is the javaldx note.
        let complaints = r.stderr.split(separator: "\n").filter { !$0.contains("javaldx") }
        #expect(complaints.isEmpty, "soffice meldet: \(complaints.joined(separator: "\n"))")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
        #expect(Set(files) == ["tagebuch-Übersicht.csv", "tagebuch-Momentaufnahmen.csv", "tagebuch-Tagebuch.csv"], "\(files)")

        let csv = try String(contentsOfFile: out + "/tagebuch-Tagebuch.csv", encoding: .utf8)
        let rows = SimpleCSV.parse(csv, separator: ";")
        #expect(rows.first == ExportColumns.diaryHeader)
        let entries = diary.entries
        #expect(rows.count == entries.count + 1)
        for (row, e) in zip(rows.dropFirst(), entries) {
            guard row.count == 13 else { Issue.record("Zeile \(e.id): \(row)"); continue }
            // A real date-time cell, shown as a date with the local wall-clock time.
            #expect(row[0].contains(String(e.createdAt.day.year)) && row[0].contains(e.createdAt.clockText), "\(row[0])")
            #expect(row[1].contains(String(e.day.year)) && !row[1].contains("T"))
            #expect(Array(row[2...10]) == FieldKey.allCases.map { ExportColumns.fieldText(e.fields, $0) }, "\(e.id)")
            // Texts survive, "=1+1" stays text (LibreOffice would print 2 for a formula), and
            // "_x0041_" is decoded back from our _x005F_ escape.
            #expect(row[11] == Self.xmlView(e.transcript), "\(e.id)")
            #expect(row[12] == e.id)
        }
        let overview = try String(contentsOfFile: out + "/tagebuch-Übersicht.csv", encoding: .utf8)
        #expect(overview.contains("Einträge;13"))
        #expect(overview.contains("Momentaufnahmen;3"))
    }

    @Test func pythonCSVReadsTheCSVBack() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard ExternalTool.require("python3", probe: ["--version"], hint: ExternalTool.installHint) else { return }
        let path = try write(.csv)
        let raw = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(raw.prefix(3)) == [0xEF, 0xBB, 0xBF])
        // Every line ends in CRLF (bare LF only inside quoted fields).
        #expect(String(decoding: raw, as: UTF8.self).hasSuffix("\r\n"))
        let script = """
            import csv, json, sys
            with open(sys.argv[1], newline='', encoding='utf-8-sig') as f:
                print(json.dumps(list(csv.reader(f, delimiter=';')), ensure_ascii=False))
            """
        let r = try ExternalTool.run("python3", ["-c", script, path])
        #expect(r.status == 0, "\(r.stderr)")
        let rows = try #require(JSONValue.parse(r.stdout).arrayValue).map { $0.arrayValue?.compactMap(\.stringValue) ?? [] }
        #expect(rows.first == ExportColumns.diaryHeader)
        let entries = diary.entries
        #expect(rows.count == entries.count + 1)
        for (row, e) in zip(rows.dropFirst(), entries) {
            var expected = [ExportColumns.localDateTimeText(e.createdAt), e.day.description]
            expected += FieldKey.allCases.map { ExportColumns.fieldText(e.fields, $0) }
            expected += [e.transcript, e.id]
            #expect(row == expected.map(FormulaGuard.csvSafe), "\(e.id)")
        }
        #expect(rows.contains { $0.contains("'=1+1") })
        #expect(rows.contains { $0.contains("Semikolon; \"Anführung\" und\nneue Zeile") })
    }
}

/// A minimal RFC 4180 reader for checking LibreOffice's output.
enum SimpleCSV {
    static func parse(_ text: String, separator: Character) -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], field = ""
        var inQuotes = false
        var chars = Array(text)
        if chars.first == "\u{FEFF}" { chars.removeFirst() }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if inQuotes {
                if c == "\"" {
                    if i + 1 < chars.count, chars[i + 1] == "\"" { field.append("\""); i += 1 } else { inQuotes = false }
                } else { field.append(c) }
            } else if c == "\"" {
                inQuotes = true
            } else if c == separator {
                row.append(field); field = ""
            } else if c == "\n" || c == "\r\n" || c == "\r" {
                row.append(field); field = ""
                rows.append(row); row = []
            } else {
                field.append(c)
            }
            i += 1
        }
        if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row) }
        return rows
    }
}
