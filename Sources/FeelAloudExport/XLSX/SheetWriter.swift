import FeelAloudCore

/// Where a worksheet's XML goes: the archive's open entry or an entry compressed aside.
protocol SheetOutput: AnyObject {
    func write(_ text: String) throws(ExportError)
    func withBuffer(_ body: (inout [UInt8]) -> Void)
    func flushIfNeeded() throws(ExportError)
}

extension ZipWriter: SheetOutput {}

extension BufferedZipEntry: SheetOutput {}

/// Streams one worksheet part into an open ZIP entry (or a `BufferedZipEntry`), row by row.
final class SheetWriter {
    private let zip: SheetOutput
    private var rowNumber = 0
    static let columnLetters: [[UInt8]] = (0..<52).map { (i: Int) -> [UInt8] in
        let a = 65
        if i < 26 { return [UInt8(a + i)] }
        return [UInt8(a + i / 26 - 1), UInt8(a + i % 26)]
    }
    /// Excel's limit on the characters of one cell.
    static let maxCellLength = 32_767

    private var headerHeight: Double?
    private var columnCount = 0
    private var widths: [Double] = []

    init(zip: SheetOutput) { self.zip = zip }

    /// The column's letters ("A", "M", "AB").
    static func letters(_ column: Int) -> String { String(decoding: columnLetters[column], as: UTF8.self) }

    /// A width (in characters of the default font) that shows a bold German header without
    /// clipping: its longest word fits on a line (longer headers wrap between words), plus room
    /// for the autofilter button.
    static func width(fitting header: String, atLeast minimum: Double) -> Double {
        // Lines break after spaces and hyphens („Ohrwurm-“ / „Stärke“).
        let longestWord = header.replacingOccurrences(of: "-", with: "- ").split(separator: " ").map(\.count).max() ?? 0
        return max(minimum, (Double(longestWord) * 1.2 + 3.5).rounded())
    }

    /// `rows` (header included) is known up front, so the `<dimension>` can be written first.
    /// Every sheet prints fitted to one page wide; `headerHeight` makes room for a header that
    /// wraps onto two lines.
    func begin(widths: [Double], rows: Int, frozenHeader: Bool, selected: Bool,
               headerHeight: Double? = nil, lastColumn: Int? = nil) throws(ExportError) {
        self.headerHeight = headerHeight
        self.widths = widths
        var s = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n"
        s += #"<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" "#
        s += #"xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">"#
        s += #"<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>"#
        columnCount = lastColumn ?? widths.count
        let last = String(decoding: Self.columnLetters[columnCount - 1], as: UTF8.self)
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
        // Neither Excel nor LibreOffice fits row heights on opening, so a row with wrapped text
        // gets the height its lines need (estimated from the column width).
        let height = rowNumber == 1 ? headerHeight : wrappedHeight(cells)
        zip.withBuffer { out in
            out.append(contentsOf: "<row r=\"".utf8)
            out.append(contentsOf: r)
            out.append(UInt8(ascii: "\""))
            if let height { out.append(contentsOf: " ht=\"\(height)\" customHeight=\"1\"".utf8) }
            out.append(UInt8(ascii: ">"))
            for (col, cell) in cells.enumerated() {
                Self.append(cell, ref: Self.columnLetters[col], row: r, to: &out)
            }
            out.append(contentsOf: "</row>".utf8)
        }
        try zip.flushIfNeeded()
    }

    /// Points per line of 11-pt text, and how many characters of German text fit one unit of
    /// column width (proportional font: letters are narrower than the digit "0" the unit is).
    static let lineHeight = 15.0
    static let charactersPerWidthUnit = 1.15

    /// The height for a row whose wrapped cells need more than one line; nil for one line.
    func wrappedHeight(_ cells: [XLSXCell]) -> Double? {
        var lines = 1
        for (col, cell) in cells.enumerated() {
            guard case let .wrapped(text) = cell, !text.isEmpty, col < widths.count else { continue }
            lines = max(lines, Self.lineCount(text, width: widths[col]))
        }
        return lines > 1 ? Double(min(lines, 27)) * Self.lineHeight : nil
    }

    /// Greedy word wrap of `text` into lines of a column `width` wide.
    static func lineCount(_ text: String, width: Double) -> Int {
        let capacity = max(1, Int(width * charactersPerWidthUnit) - 1)
        var copy = text
        if let fast = copy.withUTF8({ simpleLineCount($0, capacity: capacity) }) { return fast }
        return characterLineCount(text, capacity: capacity)
    }

    /// `lineCount` counting Characters (the reference; any text).
    static func characterLineCount(_ text: String, capacity: Int) -> Int {
        var lines = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var used = 0
            lines += 1
            for word in paragraph.split(separator: " ") {
                let n = word.count
                if used == 0 { used = n } else if used + 1 + n <= capacity { used += 1 + n } else { lines += 1; used = n }
                while used > capacity { lines += 1; used -= capacity }
            }
        }
        return lines
    }

    /// `lineCount` over the UTF-8 bytes (issue #14: the Character walk was half the workbook's
    /// time), for texts where every scalar is a Character of its own: scalars below U+0300
    /// (ASCII, Latin-1, Latin Extended) and the general punctuation and currency blocks
    /// („“ – … €) except the joiners; no CR (CR LF is one Character). nil for any other text.
    static func simpleLineCount(_ u: UnsafeBufferPointer<UInt8>, capacity: Int) -> Int? {
        var i = 0
        let n = u.count
        while i < n {
            let b = u[i]
            if b < 0x80 {
                if b == 0x0D { return nil }
                i += 1
                continue
            }
            // Decode one scalar (the string is valid UTF-8).
            let scalar: UInt32
            if b < 0xE0 {
                scalar = UInt32(b & 0x1F) << 6 | UInt32(u[i + 1] & 0x3F)
                i += 2
            } else if b < 0xF0 {
                scalar = UInt32(b & 0x0F) << 12 | UInt32(u[i + 1] & 0x3F) << 6 | UInt32(u[i + 2] & 0x3F)
                i += 3
            } else {
                return nil
            }
            switch scalar {
            case 0..<0x300, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20BF: continue
            default: return nil
            }
        }
        var lines = 0
        var used = 0
        var word = 0
        i = 0
        func endWord() {
            guard word > 0 else { return }
            if used == 0 { used = word } else if used + 1 + word <= capacity { used += 1 + word } else { lines += 1; used = word }
            while used > capacity { lines += 1; used -= capacity }
            word = 0
        }
        lines = 1
        while i < n {
            let b = u[i]
            if b == 0x0A {
                endWord()
                lines += 1
                used = 0
            } else if b == 0x20 {
                endWord()
            } else if b & 0xC0 != 0x80 {
                word += 1
            }
            i += 1
        }
        endWord()
        return lines
    }

    /// Closes the sheet: an autofilter over the header and all rows (when asked), the print
    /// setup (landscape, A4, one page wide, as many pages down as needed, page numbers in the
    /// footer) and the drawing with the charts.
    func end(autoFilter: Bool = false, drawingRelationship: String? = nil) throws(ExportError) {
        var s = "</sheetData>"
        if autoFilter, rowNumber >= 1 {
            s += "<autoFilter ref=\"A1:\(Self.letters(columnCount - 1))\(max(rowNumber, 1))\"/>"
        }
        s += #"<printOptions horizontalCentered="1"/>"#
        s += #"<pageMargins left="0.4" right="0.4" top="0.6" bottom="0.6" header="0.3" footer="0.3"/>"#
        s += #"<pageSetup paperSize="9" orientation="landscape" fitToWidth="1" fitToHeight="0"/>"#
        s += Messages.xlsxPageFooter
        if let drawingRelationship { s += "<drawing r:id=\"\(drawingRelationship)\"/>" }
        try zip.write(s + "</worksheet>")
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
        var st = style
        if FormulaGuard.isRisky(value) {
            if style == .normal { st = .quotedText } else if style == .wrapped { st = .quotedWrapped }
        }
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
        case let .wrapped(t): text(t, ref: ref, row: row, style: .wrapped, to: &out)
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
