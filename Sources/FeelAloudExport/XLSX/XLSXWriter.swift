import FeelAloudCore

/// Progress callback of the long-running exporters: rows (or records) done of total.
public typealias ExportProgress = (_ done: Int, _ total: Int) -> Void

/// Writes the workbook (sheets Übersicht, Momentaufnahmen, Tagebuch) as an OOXML package,
/// streaming the worksheets so memory stays bounded whatever the diary's size.
public enum XLSXWriter {
    public static let sheetNames = ["Übersicht", "Momentaufnahmen", "Tagebuch"]
    static let progressStep = 1000

    /// Column widths (characters) of the two tables; each grows to fit its German header
    /// (`SheetWriter.width(fitting:atLeast:)`). The transcript column wraps.
    static let snapshotMinimumWidths: [Double] = [17, 11, 13, 48, 12, 12, 38]
    static let diaryMinimumWidths: [Double] = [17, 11, 11, 8, 18, 10, 11, 10, 18, 11, 9, 50, 38]

    static func widths(_ header: [String], _ minimum: [Double]) -> [Double] {
        zip(header, minimum).map { $0.isEmpty ? $1 : SheetWriter.width(fitting: $0, atLeast: $1) }
    }

    /// The chart data on „Übersicht“ (columns E:F): the mood distribution, then the check-ins
    /// per day (every day from the first to the last check-in, up to 400 days; beyond that only
    /// days with check-ins).
    struct ChartData {
        var moods: [(label: String, count: Int)]
        var checkInDays: [(day: DayKey, count: Int)]
        /// Row (1-based) of the check-in table's header.
        var checkInHeaderRow: Int { moods.count + 3 }
        var lastRow: Int { checkInDays.isEmpty ? moods.count + 1 : checkInHeaderRow + checkInDays.count }

        init(_ selection: ExportSelection, summary: ExportSummary) {
            var perDay: [DayKey: Int] = [:]
            for s in selection.snapshots { perDay[s.day, default: 0] += 1 }
            self.init(summary: summary, checkInsPerDay: perDay)
        }

        init(summary: ExportSummary, checkInsPerDay perDay: [DayKey: Int]) {
            moods = Mood.allCases.map { (GermanLabels.label($0), summary.mood[$0] ?? 0) }
            guard let first = perDay.keys.min(), let last = perDay.keys.max() else { checkInDays = []; return }
            if last.dayNumber - first.dayNumber < 400 {
                checkInDays = (first.dayNumber...last.dayNumber).map { DayKey(dayNumber: $0) }.map { ($0, perDay[$0] ?? 0) }
            } else {
                checkInDays = perDay.keys.sorted().map { ($0, perDay[$0]!) }
            }
        }

        func charts(sheet: String) -> [XLSXChart] {
            var out = [XLSXChart(
                title: Messages.xlsxMoodChartTitle, seriesName: "Einträge",
                categoryReference: XLSXParts.reference(sheet, "$E$2:$E$\(moods.count + 1)"),
                valueReference: XLSXParts.reference(sheet, "$F$2:$F$\(moods.count + 1)"),
                categories: .text(moods.map(\.label)), values: moods.map(\.count),
                from: (7, 0), to: (15, 17), color: "4F81BD")]
            if !checkInDays.isEmpty {
                let first = checkInHeaderRow + 1, last = checkInHeaderRow + checkInDays.count
                out.append(XLSXChart(
                    title: "Momentaufnahmen pro Tag", seriesName: "Momentaufnahmen",
                    categoryReference: XLSXParts.reference(sheet, "$E$\(first):$E$\(last)"),
                    valueReference: XLSXParts.reference(sheet, "$F$\(first):$F$\(last)"),
                    categories: .days(checkInDays.map { SpreadsheetDate.serial($0.day) ?? 0 }, format: "DD.MM."),
                    values: checkInDays.map(\.count), from: (7, 18), to: (15, 36), color: "9BBB59"))
            }
            return out
        }
    }

    /// The cells of the diary table's row of `e` (`SheetWriter.entryRow` writes their bytes).
    static func diaryCells(_ e: DiaryEntry) -> [XLSXCell] {
        var cells: [XLSXCell] = [.dateTime(e.createdAt), .date(e.day)]
        for key in ExportColumns.fieldKeys { cells.append(.text(ExportColumns.fieldText(e.fields, key))) }
        cells[4] = .wrapped(ExportColumns.fieldText(e.fields, .songName))
        cells[8] = .wrapped(ExportColumns.fieldText(e.fields, .countermeasureActivity))
        return cells + [.wrapped(e.transcript), .text(e.id)]
    }

    /// Deflate (`FastDeflater`) by default; `.stored` writes uncompressed parts.
    /// Every sheet prints landscape, one page wide, with the header row repeated on each page;
    /// the two tables have an autofilter; „Übersicht“ carries native charts of the mood
    /// distribution and of the check-ins per day.
    public static func write(_ selection: ExportSelection, to sink: ByteSink, compression: ZipCompression = .deflate,
                             progress: ExportProgress? = nil) throws(ExportError) {
        try write(rows: selection, to: sink, compression: compression, progress: progress)
    }

    /// The workbook in one pass over `rows` (issue #14): the parts that need only the counts
    /// first, then „Tagebuch“ streamed into the archive while „Momentaufnahmen“ is compressed
    /// aside (`BufferedZipEntry`) and the overview's figures are folded, then „Übersicht“ and
    /// its charts. The parts' order in the archive does not matter to spreadsheet programs.
    public static func write(rows: some ExportRows, to sink: ByteSink, compression: ZipCompression = .deflate,
                             progress: ExportProgress? = nil) throws(ExportError) {
        let zip = ZipWriter(sink: sink, compression: compression)
        let chartCount = rows.snapshotCount > 0 ? 2 : 1
        let snapshotRows = rows.snapshotCount + 1
        let entryRows = rows.entryCount + 1
        let snapshotLast = SheetWriter.letters(ExportColumns.snapshotHeader.count - 1)
        let diaryLast = SheetWriter.letters(ExportColumns.diaryHeader.count - 1)
        let names: [XLSXParts.DefinedName] = [
            .init(name: "_xlnm._FilterDatabase", sheet: 1,
                  reference: XLSXParts.reference(sheetNames[1], "$A$1:$\(snapshotLast)$\(snapshotRows)"), hidden: true),
            .init(name: "_xlnm._FilterDatabase", sheet: 2,
                  reference: XLSXParts.reference(sheetNames[2], "$A$1:$\(diaryLast)$\(entryRows)"), hidden: true),
            // The ID columns stay out of the printout (they are for machines).
            .init(name: "_xlnm.Print_Area", sheet: 1,
                  reference: XLSXParts.reference(sheetNames[1], "$A$1:$\(SheetWriter.letters(ExportColumns.snapshotHeader.count - 2))$\(snapshotRows)")),
            .init(name: "_xlnm.Print_Area", sheet: 2,
                  reference: XLSXParts.reference(sheetNames[2], "$A$1:$\(SheetWriter.letters(ExportColumns.diaryHeader.count - 2))$\(entryRows)")),
            .init(name: "_xlnm.Print_Titles", sheet: 0, reference: XLSXParts.reference(sheetNames[0], "$1:$1")),
            .init(name: "_xlnm.Print_Titles", sheet: 1, reference: XLSXParts.reference(sheetNames[1], "$1:$1")),
            .init(name: "_xlnm.Print_Titles", sheet: 2, reference: XLSXParts.reference(sheetNames[2], "$1:$1")),
        ]
        try zip.addEntry("[Content_Types].xml", Array(XLSXParts.contentTypes(sheets: 3, charts: chartCount).utf8))
        try zip.addEntry("_rels/.rels", Array(XLSXParts.rootRels.utf8))
        try zip.addEntry("docProps/core.xml", Array(XLSXParts.core.utf8))
        try zip.addEntry("docProps/app.xml", Array(XLSXParts.app.utf8))
        try zip.addEntry("xl/workbook.xml", Array(XLSXParts.workbook(sheetNames: sheetNames, definedNames: names).utf8))
        try zip.addEntry("xl/_rels/workbook.xml.rels", Array(XLSXParts.workbookRels(sheets: 3).utf8))
        try zip.addEntry("xl/styles.xml", Array(XLSXParts.styles.utf8))
        try zip.addEntry("xl/worksheets/_rels/sheet1.xml.rels", Array(XLSXParts.sheetDrawingRels.utf8))

        let total = rows.entryCount + rows.snapshotCount
        var done = 0
        func tick() {
            done += 1
            if done % progressStep == 0 { progress?(done, total) }
        }

        // Tagebuch (streamed) and Momentaufnahmen (aside), one pass.
        try zip.beginEntry("xl/worksheets/sheet3.xml")
        let diarySheet = SheetWriter(zip: zip)
        let diaryWidths = widths(ExportColumns.diaryHeader, diaryMinimumWidths)
        try diarySheet.begin(widths: diaryWidths, rows: entryRows, frozenHeader: true, selected: false, headerHeight: 30)
        try diarySheet.row(ExportColumns.diaryHeader.map(XLSXCell.header))
        let aside = BufferedZipEntry(name: "xl/worksheets/sheet2.xml", compression: compression)
        let snapshotSheet = SheetWriter(zip: aside)
        try snapshotSheet.begin(widths: widths(ExportColumns.snapshotHeader, snapshotMinimumWidths), rows: snapshotRows,
                                frozenHeader: true, selected: false, headerHeight: 30)
        try snapshotSheet.row(ExportColumns.snapshotHeader.map(XLSXCell.header))
        var builder = ExportSummary.Builder(requested: rows.requested)
        try rows.forEachChunk { (entries, snapshots) throws(ExportError) in
            for e in entries {
                try diarySheet.entryRow(e)
                builder.add(e)
                tick()
            }
            for s in snapshots {
                try snapshotSheet.row([
                    .dateTime(s.createdAt), .integer(s.rating.rawValue), .text(GermanLabels.label(s.rating)),
                    .wrapped(s.followUpNote ?? ""), .text(GermanLabels.label(s.followUpDismissed)),
                    .text(GermanLabels.label(s.source)), .text(s.id),
                ])
                builder.add(s)
                tick()
            }
        }
        try diarySheet.end(autoFilter: true)
        try zip.endEntry()
        try snapshotSheet.end(autoFilter: true)
        try zip.addEntry(aside)

        // Übersicht: the figures in A:C, the chart data in E:F, the charts from column H.
        let summary = builder.result
        let lines = summary.lines
        let chartData = ChartData(summary: summary, checkInsPerDay: builder.checkInsPerDay)
        let charts = chartData.charts(sheet: sheetNames[0])
        precondition(charts.count == chartCount, "XLSXWriter: check-ins counted differently than streamed")
        try zip.beginEntry("xl/worksheets/sheet1.xml")
        let sheet = SheetWriter(zip: zip)
        let overviewRows = max(lines.count + 1, chartData.lastRow)
        try sheet.begin(widths: widths(["Kennzahl", "Wert", "Anteil", "", "Stimmung", "Momentaufnahmen"], [38, 14, 10, 3, 12, 17]),
                        rows: overviewRows, frozenHeader: true, selected: true)
        for r in 0..<overviewRows {
            var cells: [XLSXCell] = [.empty, .empty, .empty, .empty, .empty, .empty]
            if r == 0 {
                cells[0] = .header("Kennzahl"); cells[1] = .header("Wert"); cells[2] = .header("Anteil")
                cells[4] = .header("Stimmung"); cells[5] = .header("Einträge")
            } else if r - 1 < lines.count {
                let line = lines[r - 1]
                switch line.value {
                case let .day(d): cells[1] = .date(d)
                case let .count(n): cells[1] = .integer(n)
                case let .decimal(x): cells[1] = .decimal(x)
                case let .text(t): cells[1] = .text(t)
                case .blank: break
                }
                cells[0] = .text(line.label)
                cells[2] = line.share.map(XLSXCell.percent) ?? .empty
            }
            let row = r + 1
            if row >= 2, row - 2 < chartData.moods.count {
                cells[4] = .text(chartData.moods[row - 2].label)
                cells[5] = .integer(chartData.moods[row - 2].count)
            } else if !chartData.checkInDays.isEmpty, row == chartData.checkInHeaderRow {
                cells[4] = .header("Tag"); cells[5] = .header("Momentaufnahmen")
            } else if row > chartData.checkInHeaderRow, row - chartData.checkInHeaderRow - 1 < chartData.checkInDays.count {
                let d = chartData.checkInDays[row - chartData.checkInHeaderRow - 1]
                cells[4] = .date(d.day)
                cells[5] = .integer(d.count)
            }
            while let last = cells.last, last == .empty, cells.count > 3 { cells.removeLast() }
            try sheet.row(cells)
        }
        try sheet.end(drawingRelationship: "rId1")
        try zip.endEntry()
        try zip.addEntry("xl/drawings/drawing1.xml", Array(XLSXChart.drawing(charts).utf8))
        try zip.addEntry("xl/drawings/_rels/drawing1.xml.rels", Array(XLSXParts.drawingRels(charts: charts.count).utf8))
        for (i, chart) in charts.enumerated() {
            try zip.addEntry("xl/charts/chart\(i + 1).xml", Array(chart.xml.utf8))
        }
        try zip.finish()
        progress?(total, total)
    }
}
