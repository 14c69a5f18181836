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

    /// The current row's number as digits (reused: issue #14).
    private var rowDigits: [UInt8] = []
    /// ` ht="…" customHeight="1"` per row height, formatted once.
    private var heightAttributes: [Double: [UInt8]] = [:]

    func row(_ cells: [XLSXCell]) throws(ExportError) {
        beginRow()
        // Neither Excel nor LibreOffice fits row heights on opening, so a row with wrapped text
        // gets the height its lines need (estimated from the column width).
        let heightBytes = heightAttribute(rowNumber == 1 ? headerHeight : wrappedHeight(cells))
        let r = rowDigits
        zip.withBuffer { out in
            Self.openRow(r, height: heightBytes, to: &out)
            for (col, cell) in cells.enumerated() {
                append(cell, column: col, row: r, to: &out)
            }
            out.append(contentsOf: Self.rowClose)
        }
        try zip.flushIfNeeded()
    }

    /// `<row r="N" ht="…" customHeight="1">` (the height attribute may be empty).
    private static func openRow(_ digits: [UInt8], height: [UInt8], to out: inout [UInt8]) {
        out.append(contentsOf: rowOpen)
        out.append(contentsOf: digits)
        out.append(UInt8(ascii: "\""))
        out.append(contentsOf: height)
        out.append(UInt8(ascii: ">"))
    }

    private func beginRow() {
        rowNumber += 1
        rowDigits.removeAll(keepingCapacity: true)
        Self.appendDecimal(rowNumber, to: &rowDigits)
    }

    private func heightAttribute(_ height: Double?) -> [UInt8] {
        guard let height else { return [] }
        if let known = heightAttributes[height] { return known }
        let bytes = Array(" ht=\"\(height)\" customHeight=\"1\"".utf8)
        heightAttributes[height] = bytes
        return bytes
    }

    /// The diary table's row of `e` written straight from the entry (issue #14: no cell
    /// values built): the bytes of `row(XLSXWriter.diaryCells(e))`, written through a pointer
    /// into `rowBytes` and appended to the part's buffer at once (the array appends of each
    /// piece were a fifth of the row's instructions).
    func entryRow(_ e: DiaryEntry) throws(ExportError) {
        beginRow()
        let song = ExportColumns.fieldText(e.fields, .songName)
        let activity = ExportColumns.fieldText(e.fields, .countermeasureActivity)
        var lines = 1
        if rowNumber > 1 {
            if !song.isEmpty, 4 < widths.count { lines = max(lines, Self.lineCount(song, width: widths[4])) }
            if !activity.isEmpty, 8 < widths.count { lines = max(lines, Self.lineCount(activity, width: widths[8])) }
            if !e.transcript.isEmpty, 11 < widths.count {
                lines = max(lines, Self.lineCount(e.transcript, width: widths[11]))
            }
        }
        let height: Double? = rowNumber == 1 ? headerHeight : lines > 1 ? Double(min(lines, 27)) * Self.lineHeight : nil
        let heightBytes = heightAttribute(height)
        let pieces = RawCellBytes.shared
        var out = rowBytes
        out.count = 0
        rowDigits.withUnsafeBufferPointer { r in
            out.ensure(r.count + heightBytes.count + 64)
            out.put(pieces.rowOpen)
            out.put(r)
            out.put(UInt8(ascii: "\""))
            heightBytes.withUnsafeBufferPointer { out.put($0) }
            out.put(UInt8(ascii: ">"))
            if let serial = SpreadsheetDate.serial(e.createdAt) {
                Self.number(String(serial), column: 0, row: r, style: .dateTime, pieces: pieces, to: &out)
            } else {
                Self.text(e.createdAt.iso8601, column: 0, row: r, style: .normal, pieces: pieces, to: &out)
            }
            if let serial = SpreadsheetDate.serial(e.day) {
                out.ensure(r.count + 64)
                out.put(pieces.open[1])
                out.put(r)
                out.put(pieces.numberHead[XLSXStyle.date.rawValue])
                out.putDecimal(serial)
                out.put(pieces.numberTail)
            } else {
                Self.text(e.day.description, column: 1, row: r, style: .normal, pieces: pieces, to: &out)
            }
            for (i, key) in ExportColumns.fieldKeys.enumerated() {
                switch key {
                case .songName: Self.text(song, column: 2 + i, row: r, style: .wrapped, pieces: pieces, to: &out)
                case .countermeasureActivity:
                    Self.text(activity, column: 2 + i, row: r, style: .wrapped, pieces: pieces, to: &out)
                default:
                    Self.text(ExportColumns.fieldText(e.fields, key), column: 2 + i, row: r, style: .normal, pieces: pieces,
                              to: &out)
                }
            }
            Self.text(e.transcript, column: 11, row: r, style: .wrapped, pieces: pieces, to: &out)
            Self.text(e.id, column: 12, row: r, style: .normal, pieces: pieces, to: &out)
            out.ensure(16)
            out.put(pieces.rowClose)
        }
        rowBytes = out
        zip.withBuffer { $0.append(contentsOf: UnsafeBufferPointer(start: out.base, count: out.count)) }
        try zip.flushIfNeeded()
    }

    /// The row `entryRow` is writing (kept between rows; freed with the writer).
    private var rowBytes = RowBytes(capacity: 1 << 14)

    deinit { rowBytes.base.deallocate() }

    /// Bytes written through a pointer; `ensure` makes room first.
    struct RowBytes {
        var base: UnsafeMutablePointer<UInt8>
        var capacity: Int
        var count = 0

        init(capacity: Int) {
            base = .allocate(capacity: capacity)
            self.capacity = capacity
        }

        @inline(__always)
        mutating func ensure(_ extra: Int) {
            if count + extra > capacity { grow(count + extra) }
        }

        mutating func grow(_ need: Int) {
            var c = capacity * 2
            while c < need { c *= 2 }
            let p = UnsafeMutablePointer<UInt8>.allocate(capacity: c)
            p.update(from: base, count: count)
            base.deallocate()
            base = p
            capacity = c
        }

        @inline(__always)
        mutating func put(_ b: UInt8) {
            base[count] = b
            count += 1
        }

        @inline(__always)
        mutating func put(_ u: UnsafeBufferPointer<UInt8>) {
            guard let p = u.baseAddress else { return }
            (base + count).update(from: p, count: u.count)
            count += u.count
        }

        @inline(__always)
        mutating func put(_ s: StaticString) {
            (base + count).update(from: s.utf8Start, count: s.utf8CodeUnitCount)
            count += s.utf8CodeUnitCount
        }

        /// The decimal digits of `v` (as `String(v)`).
        mutating func putDecimal(_ v: Int) {
            var x = v.magnitude
            if v < 0 { put(UInt8(ascii: "-")) }
            var digits = 1
            var t = x
            while t >= 10 { t /= 10; digits += 1 }
            var i = count + digits - 1
            repeat {
                base[i] = UInt8(truncatingIfNeeded: 0x30 + x % 10)
                x /= 10
                i -= 1
            } while x > 0
            count += digits
        }
    }

    /// `CellBytes` as pointers (kept for the process's lifetime).
    struct RawCellBytes {
        let open: [UnsafeBufferPointer<UInt8>]
        let numberHead: [UnsafeBufferPointer<UInt8>]
        let numberTail: UnsafeBufferPointer<UInt8>
        let textHead: [UnsafeBufferPointer<UInt8>]
        let textTail: UnsafeBufferPointer<UInt8>
        let rowOpen: UnsafeBufferPointer<UInt8>
        let rowClose: UnsafeBufferPointer<UInt8>

        static func raw(_ bytes: [UInt8]) -> UnsafeBufferPointer<UInt8> {
            let p = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            _ = p.initialize(from: bytes)
            return UnsafeBufferPointer(p)
        }

        init(_ c: CellBytes) {
            open = c.open.map(Self.raw)
            numberHead = c.numberHead.map(Self.raw)
            numberTail = Self.raw(c.numberTail)
            textHead = c.textHead.map(Self.raw)
            textTail = Self.raw(c.textTail)
            rowOpen = Self.raw(SheetWriter.rowOpen)
            rowClose = Self.raw(SheetWriter.rowClose)
        }

        nonisolated(unsafe) static let shared = RawCellBytes(CellBytes.shared)
    }

    /// `number(_:String…)` into `out`.
    private static func number(_ text: String, column: Int, row: UnsafeBufferPointer<UInt8>, style: XLSXStyle,
                               pieces: RawCellBytes, to out: inout RowBytes) {
        var copy = text
        copy.withUTF8 { u in
            out.ensure(u.count + row.count + 64)
            out.put(pieces.open[column])
            out.put(row)
            out.put(pieces.numberHead[style.rawValue])
            out.put(u)
            out.put(pieces.numberTail)
        }
    }

    /// `text(…)` into `out`.
    private static func text(_ t: String, column: Int, row: UnsafeBufferPointer<UInt8>, style: XLSXStyle,
                             pieces: RawCellBytes, to out: inout RowBytes) {
        guard !t.isEmpty else { return }
        func cell(_ u: UnsafeBufferPointer<UInt8>) {
            var st = style
            if FormulaGuard.isRisky(bytes: u) {
                if style == .normal { st = .quotedText } else if style == .wrapped { st = .quotedWrapped }
            }
            out.ensure(u.count * 6 + row.count + 128)
            out.put(pieces.open[column])
            out.put(row)
            out.put(pieces.textHead[st.rawValue])
            XMLText.write(bytes: u, to: &out)
            out.put(pieces.textTail)
        }
        var copy = t
        copy.withUTF8 { u in
            guard u.count > maxCellLength else { return cell(u) }
            var value = truncated(t)
            value.withUTF8 { cell($0) }
        }
    }

    static let rowOpen = Array("<row r=\"".utf8), rowClose = Array("</row>".utf8)

    /// The decimal digits of `v` (as `String(v)`).
    static func appendDecimal(_ v: Int, to out: inout [UInt8]) {
        if v < 0 {
            out.append(UInt8(ascii: "-"))
            appendDecimal(UInt(v.magnitude), to: &out)
        } else {
            appendDecimal(UInt(v), to: &out)
        }
    }

    static func appendDecimal(_ v: UInt, to out: inout [UInt8]) {
        if v < 10 { out.append(UInt8(truncatingIfNeeded: 0x30 + v)); return }
        appendDecimal(v / 10, to: &out)
        out.append(UInt8(truncatingIfNeeded: 0x30 + v % 10))
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
        // One pass, the scalar check and the word wrap together, plain ASCII in tight runs
        // (issue #14: this was a tenth of the workbook's main thread).
        guard let p = u.baseAddress, u.count > 0 else { return 1 }
        let n = u.count
        return plainWordByte.withUnsafeBufferPointer { table -> Int? in
            var lines = 1
            var used = 0
            var word = 0
            var i = 0
            func endWord() {
                guard word > 0 else { return }
                if used == 0 { used = word } else if used + 1 + word <= capacity { used += 1 + word } else { lines += 1; used = word }
                while used > capacity { lines += 1; used -= capacity }
                word = 0
            }
            while i < n {
                let run = i
                while i < n, table[Int(p[i])] { i += 1 }
                word += i - run
                guard i < n else { break }
                let b = p[i]
                if b == 0x20 {
                    endWord()
                    i += 1
                } else if b == 0x0A {
                    endWord()
                    lines += 1
                    used = 0
                    i += 1
                } else if b == 0x0D {
                    return nil
                } else {
                    // Decode one scalar (the string is valid UTF-8).
                    let scalar: UInt32
                    if b < 0xE0 {
                        scalar = UInt32(b & 0x1F) << 6 | UInt32(p[i + 1] & 0x3F)
                        i += 2
                    } else if b < 0xF0 {
                        scalar = UInt32(b & 0x0F) << 12 | UInt32(p[i + 1] & 0x3F) << 6 | UInt32(p[i + 2] & 0x3F)
                        i += 3
                    } else {
                        return nil
                    }
                    switch scalar {
                    case 0..<0x300, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20BF: word += 1
                    default: return nil
                    }
                }
            }
            endWord()
            return lines
        }
    }

    /// ASCII bytes that are a Character of a word on their own (all but space, LF and CR).
    static let plainWordByte: [Bool] = (0..<256).map { $0 < 0x80 && $0 != 0x20 && $0 != 0x0A && $0 != 0x0D }

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

    /// The bytes of a cell around its value, formatted once (issue #14: a worksheet appended
    /// them piece by piece for every cell). A cell is `open[column]`, the row's digits, then
    /// `numberHead[style]` value `numberTail`, or `textHead[style]` escaped text `textTail`.
    struct CellBytes {
        /// `<c r="A` … per column.
        let open: [[UInt8]] = SheetWriter.columnLetters.map { Array("<c r=\"".utf8) + $0 }
        /// `"` ` s="N"` `><v>` per style (no ` s` for `.normal`).
        let numberHead: [[UInt8]] = (0...8).map { Array("\"\($0 == 0 ? "" : " s=\"\($0)\"")><v>".utf8) }
        let numberTail = Array("</v></c>".utf8)
        /// `"` ` s="N"` ` t="inlineStr"><is><t xml:space="preserve">` per style.
        let textHead: [[UInt8]] = (0...8).map {
            Array("\"\($0 == 0 ? "" : " s=\"\($0)\"") t=\"inlineStr\"><is><t xml:space=\"preserve\">".utf8)
        }
        let textTail = Array("</t></is></c>".utf8)
        static let shared = CellBytes()
    }

    private let cellBytes = CellBytes.shared

    private func number(_ v: Int, column: Int, row: [UInt8], style: XLSXStyle, to out: inout [UInt8]) {
        out.append(contentsOf: cellBytes.open[column])
        out.append(contentsOf: row)
        out.append(contentsOf: cellBytes.numberHead[style.rawValue])
        Self.appendDecimal(v, to: &out)
        out.append(contentsOf: cellBytes.numberTail)
    }

    private func number(_ text: String, column: Int, row: [UInt8], style: XLSXStyle, to out: inout [UInt8]) {
        out.append(contentsOf: cellBytes.open[column])
        out.append(contentsOf: row)
        out.append(contentsOf: cellBytes.numberHead[style.rawValue])
        var copy = text
        copy.withUTF8 { out.append(contentsOf: $0) }
        out.append(contentsOf: cellBytes.numberTail)
    }

    private func text(_ t: String, column: Int, row: [UInt8], style: XLSXStyle, to out: inout [UInt8]) {
        guard !t.isEmpty else { return }
        guard t.utf8.count <= Self.maxCellLength else {
            return longText(Self.truncated(t), column: column, row: row, style: style, to: &out)
        }
        var copy = t
        copy.withUTF8 { u in
            var st = style
            if FormulaGuard.isRisky(bytes: u) {
                if style == .normal { st = .quotedText } else if style == .wrapped { st = .quotedWrapped }
            }
            out.append(contentsOf: cellBytes.open[column])
            out.append(contentsOf: row)
            out.append(contentsOf: cellBytes.textHead[st.rawValue])
            XMLText.append(bytes: u, to: &out)
            out.append(contentsOf: cellBytes.textTail)
        }
    }

    private func longText(_ value: String, column: Int, row: [UInt8], style: XLSXStyle, to out: inout [UInt8]) {
        var st = style
        if FormulaGuard.isRisky(value) {
            if style == .normal { st = .quotedText } else if style == .wrapped { st = .quotedWrapped }
        }
        out.append(contentsOf: cellBytes.open[column])
        out.append(contentsOf: row)
        out.append(contentsOf: cellBytes.textHead[st.rawValue])
        XMLText.append(value, to: &out)
        out.append(contentsOf: cellBytes.textTail)
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

    func append(_ cell: XLSXCell, column: Int, row: [UInt8], to out: inout [UInt8]) {
        switch cell {
        case .empty: return
        case let .text(t): text(t, column: column, row: row, style: .normal, to: &out)
        case let .header(t): text(t, column: column, row: row, style: .header, to: &out)
        case let .wrapped(t): text(t, column: column, row: row, style: .wrapped, to: &out)
        case let .integer(i): number(i, column: column, row: row, style: .normal, to: &out)
        case let .decimal(d): number(String(d), column: column, row: row, style: .decimal, to: &out)
        case let .percent(d): number(String(d), column: column, row: row, style: .percent, to: &out)
        case let .dateTime(t):
            if let serial = SpreadsheetDate.serial(t) {
                number(String(serial), column: column, row: row, style: .dateTime, to: &out)
            } else {
                text(t.iso8601, column: column, row: row, style: .normal, to: &out)
            }
        case let .date(d):
            if let serial = SpreadsheetDate.serial(d) {
                number(serial, column: column, row: row, style: .date, to: &out)
            } else {
                text(d.description, column: column, row: row, style: .normal, to: &out)
            }
        }
    }
}
