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
        var row = [String](repeating: "", count: ExportColumns.diaryHeader.count)
        var n = 0
        try rows.forEachChunk { (entries, _) throws(ExportError) in
            for e in entries {
                row[0] = ExportColumns.localDateTimeText(e.createdAt)
                row[1] = e.day.description
                for (i, key) in FieldKey.allCases.enumerated() { row[2 + i] = ExportColumns.fieldText(e.fields, key) }
                row[11] = e.transcript
                row[12] = e.id
                appendRow(row, to: &buf)
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

    /// One CSV line (fields guarded and quoted) with CRLF.
    public static func line(_ fields: [String]) -> String {
        var buf: [UInt8] = []
        appendRow(fields, to: &buf)
        return String(decoding: buf, as: UTF8.self)
    }

    static func appendRow(_ fields: [String], to out: inout [UInt8]) {
        for (i, f) in fields.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ";")) }
            appendField(FormulaGuard.csvSafe(f), to: &out)
        }
        out.append(0x0D)
        out.append(0x0A)
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
