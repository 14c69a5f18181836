import FeelAloudCore

/// Streams one worksheet part into an open ZIP entry, row by row.
final class SheetWriter {
    private let zip: ZipWriter
    private var rowNumber = 0
    private static let columnLetters: [[UInt8]] = (0..<52).map { (i: Int) -> [UInt8] in
        let a = 65
        if i < 26 { return [UInt8(a + i)] }
        return [UInt8(a + i / 26 - 1), UInt8(a + i % 26)]
    }
    /// Excel's limit on the characters of one cell.
    static let maxCellLength = 32_767

    init(zip: ZipWriter) { self.zip = zip }

    /// `rows` (header included) is known up front, so the `<dimension>` can be written first.
    func begin(widths: [Double], rows: Int, frozenHeader: Bool, selected: Bool) throws(ExportError) {
        var s = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n"
        s += #"<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" "#
        s += #"xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">"#
        let last = String(decoding: Self.columnLetters[widths.count - 1], as: UTF8.self)
        s += "<dimension ref=\"A1:\(last)\(max(rows, 1))\"/>"
        s += "<sheetViews><sheetView workbookViewId=\"0\"\(selected ? " tabSelected=\"1\"" : "")>"
        if frozenHeader {
            s += #"<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>"#
            s += #"<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>"#
        }
        s += "</sheetView></sheetViews>"
        s += #"<sheetFormatPr defaultRowHeight="15"/><cols>"#
        for (i, w) in widths.enumerated() {
            s += "<col min=\"\(i + 1)\" max=\"\(i + 1)\" width=\"\(w)\" customWidth=\"1\"/>"
        }
        s += "</cols><sheetData>"
        try zip.write(s)
    }

    func row(_ cells: [XLSXCell]) throws(ExportError) {
        rowNumber += 1
        let r = Array(String(rowNumber).utf8)
        zip.withBuffer { out in
            out.append(contentsOf: "<row r=\"".utf8)
            out.append(contentsOf: r)
            out.append(contentsOf: "\">".utf8)
            for (col, cell) in cells.enumerated() {
                Self.append(cell, ref: Self.columnLetters[col], row: r, to: &out)
            }
            out.append(contentsOf: "</row>".utf8)
        }
        try zip.flushIfNeeded()
    }

    func end() throws(ExportError) {
        try zip.write("</sheetData></worksheet>")
    }

    private static func openCell(_ ref: [UInt8], _ row: [UInt8], style: XLSXStyle, type: String?, to out: inout [UInt8]) {
        out.append(contentsOf: "<c r=\"".utf8)
        out.append(contentsOf: ref)
        out.append(contentsOf: row)
        out.append(UInt8(ascii: "\""))
        if style != .normal {
            out.append(contentsOf: " s=\"".utf8)
            out.append(contentsOf: String(style.rawValue).utf8)
            out.append(UInt8(ascii: "\""))
        }
        if let type {
            out.append(contentsOf: " t=\"".utf8)
            out.append(contentsOf: type.utf8)
            out.append(UInt8(ascii: "\""))
        }
        out.append(UInt8(ascii: ">"))
    }

    private static func number(_ text: String, ref: [UInt8], row: [UInt8], style: XLSXStyle, to out: inout [UInt8]) {
        openCell(ref, row, style: style, type: nil, to: &out)
        out.append(contentsOf: "<v>".utf8)
        out.append(contentsOf: text.utf8)
        out.append(contentsOf: "</v></c>".utf8)
    }

    private static func text(_ t: String, ref: [UInt8], row: [UInt8], style: XLSXStyle, to out: inout [UInt8]) {
        guard !t.isEmpty else { return }
        let value = t.utf8.count > maxCellLength ? truncated(t) : t
        let st: XLSXStyle = style == .normal && FormulaGuard.isRisky(value) ? .quotedText : style
        openCell(ref, row, style: st, type: "inlineStr", to: &out)
        out.append(contentsOf: "<is><t xml:space=\"preserve\">".utf8)
        XMLText.append(value, to: &out)
        out.append(contentsOf: "</t></is></c>".utf8)
    }

    /// Cuts text to Excel's cell limit (the JSON backup keeps the full text).
    static func truncated(_ t: String) -> String {
        guard t.utf16.count > maxCellLength else { return t }
        var out = ""
        var units = 0
        for ch in t {
            let n = ch.utf16.count
            if units + n > maxCellLength - 1 { break }
            out.append(ch)
            units += n
        }
        return out + "…"
    }

    static func append(_ cell: XLSXCell, ref: [UInt8], row: [UInt8], to out: inout [UInt8]) {
        switch cell {
        case .empty: return
        case let .text(t): text(t, ref: ref, row: row, style: .normal, to: &out)
        case let .header(t): text(t, ref: ref, row: row, style: .header, to: &out)
        case let .integer(i): number(String(i), ref: ref, row: row, style: .normal, to: &out)
        case let .decimal(d): number(String(d), ref: ref, row: row, style: .decimal, to: &out)
        case let .percent(d): number(String(d), ref: ref, row: row, style: .percent, to: &out)
        case let .dateTime(t):
            if let serial = SpreadsheetDate.serial(t) {
                number(String(serial), ref: ref, row: row, style: .dateTime, to: &out)
            } else {
                text(t.iso8601, ref: ref, row: row, style: .normal, to: &out)
            }
        case let .date(d):
            if let serial = SpreadsheetDate.serial(d) {
                number(String(serial), ref: ref, row: row, style: .date, to: &out)
            } else {
                text(d.description, ref: ref, row: row, style: .normal, to: &out)
            }
        }
    }
}
