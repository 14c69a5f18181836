import FeelAloudCore

/// The diary entries as CSV for spreadsheets: UTF-8 with BOM (so Excel detects UTF-8),
/// semicolon separators (German Excel default), CRLF line ends, RFC 4180 quoting (a field
/// with `;`, `"`, CR or LF is enclosed in quotes, inner quotes doubled), German header,
/// formula guard (`FormulaGuard.csvSafe`). Columns as `ExportColumns.diaryHeader`; times are
/// local wall-clock "YYYY-MM-DD HH:MM:SS", days "YYYY-MM-DD".
public enum CSVWriter {
    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    static let flushThreshold = 1 << 18

    public static func write(_ selection: ExportSelection, to sink: ByteSink,
                             progress: ExportProgress? = nil) throws(ExportError) {
        try write(rows: selection, to: sink, progress: progress)
    }

    /// The CSV of `rows`, written chunk by chunk through a 256 KiB buffer (issue #14).
    public static func write(rows: some ExportRows, to sink: ByteSink,
                             progress: ExportProgress? = nil) throws(ExportError) {
        var buf: [UInt8] = bom
        buf.reserveCapacity(flushThreshold + 8192)
        appendRow(ExportColumns.diaryHeader, to: &buf)
        let total = rows.entryCount
        var n = 0
        try rows.forEachChunk { (entries, _) throws(ExportError) in
            for e in entries {
                appendEntry(e, to: &buf)
                if buf.count >= flushThreshold {
                    try sink.write(buf)
                    buf.removeAll(keepingCapacity: true)
                }
                n += 1
                if n % 1000 == 0 { progress?(n, total) }
            }
        }
        try sink.write(buf)
        progress?(total, total)
    }

    /// The texts of an entry's CSV row, in `ExportColumns.diaryHeader` order (the reference
    /// `appendEntry` writes the bytes of).
    public static func texts(_ e: DiaryEntry) -> [String] {
        [ExportColumns.localDateTimeText(e.createdAt), e.day.description]
            + FieldKey.allCases.map { ExportColumns.fieldText(e.fields, $0) } + [e.transcript, e.id]
    }

    /// One CSV line (fields guarded and quoted) with CRLF.
    public static func line(_ fields: [String]) -> String {
        var buf: [UInt8] = []
        appendRow(fields, to: &buf)
        return String(decoding: buf, as: UTF8.self)
    }

    /// The row of `e`: the bytes `appendRow(texts(e))` gives, written without building the
    /// texts (issue #14: times and days as digits, each field's bytes guarded and quoted in
    /// one pass).
    static func appendEntry(_ e: DiaryEntry, to out: inout [UInt8]) {
        let created = e.createdAt.day
        guard (1000...9999).contains(created.year), (1000...9999).contains(e.day.year) else {
            appendRow(texts(e), to: &out)
            return
        }
        appendDay(created, to: &out)
        out.append(UInt8(ascii: " "))
        let second = e.createdAt.secondOfDay
        append2(second / 3600, to: &out)
        out.append(UInt8(ascii: ":"))
        append2(second / 60 % 60, to: &out)
        out.append(UInt8(ascii: ":"))
        append2(second % 60, to: &out)
        out.append(UInt8(ascii: ";"))
        appendDay(e.day, to: &out)
        for key in ExportColumns.fieldKeys {
            out.append(UInt8(ascii: ";"))
            appendGuarded(ExportColumns.fieldText(e.fields, key), to: &out)
        }
        out.append(UInt8(ascii: ";"))
        appendGuarded(e.transcript, to: &out)
        out.append(UInt8(ascii: ";"))
        appendGuarded(e.id, to: &out)
        out.append(0x0D)
        out.append(0x0A)
    }

    /// "YYYY-MM-DD" of a day with a four-digit year.
    static func appendDay(_ d: DayKey, to out: inout [UInt8]) {
        append2(d.year / 100, to: &out)
        append2(d.year % 100, to: &out)
        out.append(UInt8(ascii: "-"))
        append2(d.month, to: &out)
        out.append(UInt8(ascii: "-"))
        append2(d.day, to: &out)
    }

    @inline(__always)
    static func append2(_ v: Int, to out: inout [UInt8]) {
        out.append(UInt8(truncatingIfNeeded: 0x30 + v / 10))
        out.append(UInt8(truncatingIfNeeded: 0x30 + v % 10))
    }

    static func appendRow(_ fields: [String], to out: inout [UInt8]) {
        for (i, f) in fields.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ";")) }
            appendField(FormulaGuard.csvSafe(f), to: &out)
        }
        out.append(0x0D)
        out.append(0x0A)
    }

    /// `appendField(FormulaGuard.csvSafe(field))` over the field's bytes.
    static func appendGuarded(_ field: String, to out: inout [UInt8]) {
        let done: Void? = field.utf8.withContiguousStorageIfAvailable { u in
            // Branch-free (vectorised) over the whole field: most fields need no quotes.
            var hits: UInt8 = 0
            for b in u {
                hits |= (b == UInt8(ascii: ";") ? 1 : 0) | (b == UInt8(ascii: "\"") ? 1 : 0) | (b == 0x0A ? 1 : 0) | (b == 0x0D ? 1 : 0)
            }
            let needsQuotes = hits != 0
            let risky = FormulaGuard.isRisky(bytes: u)
            guard needsQuotes else {
                if risky { out.append(UInt8(ascii: "'")) }
                out.append(contentsOf: u)
                return
            }
            out.append(UInt8(ascii: "\""))
            if risky { out.append(UInt8(ascii: "'")) }
            for b in u {
                if b == UInt8(ascii: "\"") { out.append(b) }
                out.append(b)
            }
            out.append(UInt8(ascii: "\""))
        }
        if done == nil { appendField(FormulaGuard.csvSafe(field), to: &out) }
    }

    static func appendField(_ field: String, to out: inout [UInt8]) {
        var copy = field
        copy.withUTF8 { u in
            // One pass over the contiguous bytes (issue #14: the generic `contains` was a tenth
            // of the CSV export).
            var needsQuotes = false
            for b in u where b == UInt8(ascii: ";") || b == UInt8(ascii: "\"") || b == 0x0A || b == 0x0D {
                needsQuotes = true
                break
            }
            guard needsQuotes else { out.append(contentsOf: u); return }
            out.append(UInt8(ascii: "\""))
            for b in u {
                if b == UInt8(ascii: "\"") { out.append(b) }
                out.append(b)
            }
            out.append(UInt8(ascii: "\""))
        }
    }
}
