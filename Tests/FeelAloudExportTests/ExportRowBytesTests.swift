import Testing
import FeelAloudCore
@testable import FeelAloudExport

/// Issue #14: the spreadsheet rows are written as bytes without building texts first. They
/// must be exactly the bytes of the text-based reference: the CSV row of `CSVWriter.texts`
/// through `appendRow`, and `String(v)` for the numbers the worksheets write.
@Suite struct ExportRowBytesTests {
    static let texts = ExportFixtures.trickyTexts + [
        "", "a;b", "\"", "\r\nx", "\u{FF1D}1", "\u{FF0B}x", "\u{FF0D}", "\u{FF20}y", "\u{FF21} ist kein Risiko", "'schon", "x\u{FF1D}",
        "\u{FFFE}x\u{FFFF}\u{FFFD}", "a_b_x12G_ _xABCD_x0041_", "\u{0}\u{1F}\r",
        "Ein langer Absatz „mit Anführung“ – und € " + String(repeating: "Wörter ", count: 60),
    ]

    static func entries() -> [DiaryEntry] {
        var out: [DiaryEntry] = []
        var n = 0
        let days = ["2026-11-29", "1999-01-01", "1000-03-01", "9999-12-31", "0999-12-31", "2024-02-29"]
        for music in [false, true] {
            for countermeasures in [false, true] {
                for text in texts {
                    n += 1
                    let day = DayKey(days[n % days.count])!
                    let at = LocalTimestamp(epochSeconds: day.dayNumber * 86_400 + (n * 4567) % 86_400,
                                            utcOffsetSeconds: [0, 3600, -18_000, 50_400][n % 4])
                    out.append(DiaryEntry(
                        id: n % 5 == 0 ? text : "id-\(n)", createdAt: at, day: n % 3 == 0 ? at.day : day,
                        fields: EntryFields(mood: Mood.allCases[n % 3], musicInHead: music,
                                            songName: n % 4 == 0 ? nil : text,
                                            earwormStrength: n % 2 == 0 ? nil : EarwormStrength.allCases[n % 3],
                                            distress: n % 3 == 0 ? nil : Severity.allCases[n % 4],
                                            countermeasures: countermeasures,
                                            countermeasureActivity: n % 2 == 0 ? text : nil, socialContact: n % 2 == 1,
                                            stress: n % 5 == 0 ? nil : Severity.allCases[(n + 1) % 4]),
                        transcript: texts[(n * 7) % texts.count], source: .repl))
                }
            }
        }
        return out
    }

    @Test func csvRowBytesAreTheReferenceRow() {
        let entries = Self.entries()
        #expect(entries.count > 80)
        for e in entries {
            var fast: [UInt8] = []
            CSVWriter.appendEntry(e, to: &fast)
            var reference: [UInt8] = []
            CSVWriter.appendRow(CSVWriter.texts(e), to: &reference)
            #expect(fast == reference, "\(String(decoding: reference, as: UTF8.self))")
        }
    }

    @Test func guardedBytesAreTheGuardedText() {
        for t in Self.texts {
            var fast: [UInt8] = []
            CSVWriter.appendGuarded(t, to: &fast)
            var reference: [UInt8] = []
            CSVWriter.appendField(FormulaGuard.csvSafe(t), to: &reference)
            #expect(fast == reference)
            var copy = t
            #expect(copy.withUTF8 { FormulaGuard.isRisky(bytes: $0) } == FormulaGuard.isRisky(t), "\(t)")
        }
    }

    @Test func diaryRowBytesAreTheCellsRow() throws {
        func sheet(_ body: (SheetWriter) throws -> Void) throws -> [UInt8] {
            let part = BufferedZipEntry(name: "s.xml", compression: .stored)
            let w = SheetWriter(zip: part)
            try w.begin(widths: XLSXWriter.widths(ExportColumns.diaryHeader, XLSXWriter.diaryMinimumWidths), rows: 10,
                        frozenHeader: true, selected: false, headerHeight: 30)
            try w.row(ExportColumns.diaryHeader.map(XLSXCell.header))
            try body(w)
            try w.end(autoFilter: true)
            return part.finish()
        }
        var entries = Self.entries()
        var long = entries[0]
        long.transcript = String(repeating: "Sehr lange Zeile ohne Ende, ", count: 1400)  // over Excel's cell limit
        entries.append(long)
        var riskyLong = entries[1]
        riskyLong.transcript = "=" + String(repeating: "Überlange Zeile mit Umlauten, ", count: 1200)  // truncated and guarded
        entries.append(riskyLong)
        let fast = try sheet { w in for e in entries { try w.entryRow(e) } }
        let reference = try sheet { w in for e in entries { try w.row(XLSXWriter.diaryCells(e)) } }
        #expect(fast.count > 50_000)
        #expect(fast == reference)
    }

    @Test(arguments: [0, 1, 9, 10, 99, 100, 12_345, 200_001, 1_048_576, Int.max, -1, -90, Int.min])
    func decimalDigitsAreStringOfTheNumber(v: Int) {
        var out: [UInt8] = []
        SheetWriter.appendDecimal(v, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == String(v))
    }
}
