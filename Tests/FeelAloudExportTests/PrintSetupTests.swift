import Foundation
import Testing
import FeelAloudCore
@testable import FeelAloudExport

/// The workbook a person can print (issue 15 item 7), read back by openpyxl and LibreOffice:
/// landscape, one page wide, header row repeated, autofilter, wrapped transcripts, widths that
/// fit the German headers, real dates, and native charts on „Übersicht“.
@Suite struct PrintSetupTests {
    let dir = ExportFixtures.tempDir()

    func workbook() throws -> String {
        let path = dir + "/tagebuch.xlsx"
        _ = try Exporter.export(.xlsx, diary: ExportFixtures.diary, range: nil, to: path, force: true)
        return path
    }

    static let script = """
        import json, sys, datetime, math
        import openpyxl
        wb = openpyxl.load_workbook(sys.argv[1])
        out = {}
        for ws in wb.worksheets:
            ps = ws.page_setup
            header = [c.value for c in ws[1]]
            widths = {}
            for i, h in enumerate(header):
                if h is None: continue
                letter = openpyxl.utils.get_column_letter(i + 1)
                widths[h] = ws.column_dimensions[letter].width
            charts = []
            for c in ws._charts:
                s = c.series[0]
                charts.append({"title": "".join(r.t for p in c.title.tx.rich.p for r in (p.r or [])),
                               "values": s.val.numRef.f,
                               "categories": (s.cat.strRef or s.cat.numRef).f})
            out[ws.title] = {
                "orientation": ps.orientation, "fitToWidth": ps.fitToWidth, "fitToHeight": ps.fitToHeight,
                "fitToPage": bool(ws.sheet_properties.pageSetUpPr.fitToPage),
                "printTitles": ws.print_title_rows, "freeze": ws.freeze_panes,
                "autoFilter": ws.auto_filter.ref, "widths": widths, "charts": charts,
                "headerWraps": all(c.alignment.wrap_text for c in ws[1] if c.value is not None),
            }
        d = wb["Tagebuch"]
        text_col = [c.value for c in d[1]].index("Text") + 1
        out["textWraps"] = all(d.cell(row=r, column=text_col).alignment.wrap_text for r in range(2, d.max_row + 1))
        out["dayIsDate"] = all(isinstance(d.cell(row=r, column=2).value, datetime.datetime) for r in range(2, d.max_row + 1))
        out["tallRows"] = sum(1 for r in range(2, d.max_row + 1) if (d.row_dimensions[r].height or 0) > 15)
        print(json.dumps(out, ensure_ascii=False))
        """

    @Test func openpyxlReadsThePrintSetupWidthsFilterAndCharts() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard ExternalTool.require("python3", probe: ["-c", "import openpyxl"], hint: ExternalTool.installHint) else { return }
        let r = try ExternalTool.run("python3", ["-c", Self.script, try workbook()])
        #expect(r.status == 0, "\(r.stderr)")
        let doc = try JSONValue.parse(r.stdout)
        for name in XLSXWriter.sheetNames {
            let s = try #require(doc[name], "\(name)")
            #expect(s["orientation"]?.stringValue == "landscape", "\(name)")
            #expect(s["fitToWidth"]?.intValue == 1 && s["fitToHeight"]?.intValue == 0, "\(name)")
            #expect(s["fitToPage"]?.boolValue == true, "\(name)")
            #expect(s["printTitles"]?.stringValue == "$1:$1", "\(name)")
            #expect(s["freeze"]?.stringValue == "A2", "\(name)")
            #expect(s["headerWraps"]?.boolValue == true, "\(name)")
            // Every header's longest word (hyphen breaks) fits its column with the filter button.
            let widths: [(String, JSONValue)] = s["widths"]?.objectValue ?? []
            for (header, width) in widths {
                let word = header.split(whereSeparator: { $0 == " " || $0 == "-" }).map { $0.count + 1 }.max() ?? 0
                #expect((width.doubleValue ?? 0) >= Double(word - 1) * 1.2 + 3, "\(name): \(header) \(width)")
            }
        }
        let diary = ExportFixtures.diary
        #expect(doc["Tagebuch"]?["autoFilter"]?.stringValue == "A1:M\(diary.entries.count + 1)")
        #expect(doc["Momentaufnahmen"]?["autoFilter"]?.stringValue == "A1:G\(diary.snapshots.count + 1)")
        #expect(doc["textWraps"]?.boolValue == true)
        #expect(doc["dayIsDate"]?.boolValue == true)
        #expect((doc["tallRows"]?.intValue ?? 0) > 0, "long transcripts get taller rows")
        let charts = try #require(doc["Übersicht"]?["charts"]?.arrayValue)
        #expect(charts.map { $0["title"]?.stringValue ?? "" } == ["Stimmung der Einträge", "Momentaufnahmen pro Tag"])
        #expect(charts.first?["values"]?.stringValue == "'Übersicht'!$F$2:$F$4")
        #expect(charts.first?["categories"]?.stringValue == "'Übersicht'!$E$2:$E$4")
    }

    @Test func chartDataCountsMoodsAndEveryDayOfCheckIns() {
        let selection = ExportSelection(diary: ExportFixtures.diary, range: nil)
        let data = XLSXWriter.ChartData(selection, summary: ExportSummary(selection))
        #expect(data.moods.map(\.count).reduce(0, +) == selection.entries.count)
        #expect(data.checkInDays.map(\.count).reduce(0, +) == selection.snapshots.count)
        if let first = data.checkInDays.first, let last = data.checkInDays.last {
            #expect(data.checkInDays.count == last.day.dayNumber - first.day.dayNumber + 1, "one bar per day, zeros included")
        }
    }

    @Test func libreOfficePrintsOnePageWidePerSheet() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard ExternalTool.require("soffice", probe: ["--version"], hint: ExternalTool.installHint),
              ExternalTool.require("pdfinfo", probe: ["-v"], hint: ExternalTool.installHint) else { return }
        let path = try workbook()
        let r = try ExternalTool.run("soffice", [
            "--headless", "--norestore", "-env:UserInstallation=file://\(dir)/profile",
            "--convert-to", "pdf", "--outdir", dir, path,
        ], environment: ["HOME": dir])
        #expect(r.status == 0, "soffice: \(r.stderr)")
        let info = try ExternalTool.run("pdfinfo", [dir + "/tagebuch.pdf"])
        // Three sheets, each fits one landscape page at this size (before: 9 pages, text cut).
        #expect(info.stdout.contains("Pages:           3"), "\(info.stdout)")
        #expect(info.stdout.contains("841.89 x 595.") , "A4 landscape: \(info.stdout)")
    }
}
