import FeelAloudCore

/// Progress callback of the long-running exporters: rows (or records) done of total.
public typealias ExportProgress = (_ done: Int, _ total: Int) -> Void

/// Writes the workbook (sheets Übersicht, Momentaufnahmen, Tagebuch) as an OOXML package,
/// streaming the worksheets so memory stays bounded whatever the diary's size.
public enum XLSXWriter {
    public static let sheetNames = ["Übersicht", "Momentaufnahmen", "Tagebuch"]
    static let progressStep = 1000

    /// Deflate (our own `Deflater`) by default; `.stored` writes uncompressed parts.
    public static func write(_ selection: ExportSelection, to sink: ByteSink, compression: ZipCompression = .deflate,
                             progress: ExportProgress? = nil) throws(ExportError) {
        let zip = ZipWriter(sink: sink, compression: compression)
        try zip.addEntry("[Content_Types].xml", Array(XLSXParts.contentTypes(sheets: 3).utf8))
        try zip.addEntry("_rels/.rels", Array(XLSXParts.rootRels.utf8))
        try zip.addEntry("docProps/core.xml", Array(XLSXParts.core.utf8))
        try zip.addEntry("docProps/app.xml", Array(XLSXParts.app.utf8))
        try zip.addEntry("xl/workbook.xml", Array(XLSXParts.workbook(sheetNames: sheetNames).utf8))
        try zip.addEntry("xl/_rels/workbook.xml.rels", Array(XLSXParts.workbookRels(sheets: 3).utf8))
        try zip.addEntry("xl/styles.xml", Array(XLSXParts.styles.utf8))

        let total = selection.rowCount
        var done = 0
        func tick() {
            done += 1
            if done % progressStep == 0 { progress?(done, total) }
        }

        // Übersicht
        try zip.beginEntry("xl/worksheets/sheet1.xml")
        var sheet = SheetWriter(zip: zip)
        let lines = ExportSummary(selection).lines
        try sheet.begin(widths: [38, 14, 10], rows: lines.count + 1, frozenHeader: true, selected: true)
        try sheet.row([.header("Kennzahl"), .header("Wert"), .header("Anteil")])
        for line in lines {
            let value: XLSXCell
            switch line.value {
            case let .day(d): value = .date(d)
            case let .count(n): value = .integer(n)
            case let .decimal(x): value = .decimal(x)
            case let .text(t): value = .text(t)
            case .blank: value = .empty
            }
            try sheet.row([.text(line.label), value, line.share.map(XLSXCell.percent) ?? .empty])
        }
        try sheet.end()
        try zip.endEntry()

        // Momentaufnahmen
        try zip.beginEntry("xl/worksheets/sheet2.xml")
        sheet = SheetWriter(zip: zip)
        try sheet.begin(widths: [17, 10, 14, 40, 12, 12, 38], rows: selection.snapshots.count + 1,
                        frozenHeader: true, selected: false)
        try sheet.row(ExportColumns.snapshotHeader.map(XLSXCell.header))
        for s in selection.snapshots {
            try sheet.row([
                .dateTime(s.createdAt), .integer(s.rating.rawValue), .text(GermanLabels.label(s.rating)),
                .text(s.followUpNote ?? ""), .text(GermanLabels.label(s.followUpDismissed)),
                .text(GermanLabels.label(s.source)), .text(s.id),
            ])
            tick()
        }
        try sheet.end()
        try zip.endEntry()

        // Tagebuch
        try zip.beginEntry("xl/worksheets/sheet3.xml")
        sheet = SheetWriter(zip: zip)
        let widths: [Double] = [17, 11, 10, 14, 28, 15, 13, 15, 28, 14, 10, 80, 38]
        try sheet.begin(widths: widths, rows: selection.entries.count + 1, frozenHeader: true, selected: false)
        try sheet.row(ExportColumns.diaryHeader.map(XLSXCell.header))
        var cells = [XLSXCell](repeating: .empty, count: widths.count)
        for e in selection.entries {
            cells[0] = .dateTime(e.createdAt)
            cells[1] = .date(e.day)
            for (i, key) in FieldKey.allCases.enumerated() {
                cells[2 + i] = .text(ExportColumns.fieldText(e.fields, key))
            }
            cells[11] = .text(e.transcript)
            cells[12] = .text(e.id)
            try sheet.row(cells)
            tick()
        }
        try sheet.end()
        try zip.endEntry()
        try zip.finish()
        progress?(total, total)
    }
}
