import Foundation
import Testing
import FeelAloudCore
@testable import FeelAloudExport

@Test func crc32KnownVectors() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(CRC32.checksum([]) == 0)
    var c = CRC32()
    c.update(Array("1234".utf8))
    c.update(Array("56789".utf8))
    #expect(c.value == 0xCBF4_3926)
}

@Test func zipWriterLayout() throws {
    let sink = MemorySink()
    let zip = ZipWriter(sink: sink, compression: .stored)
    try zip.addEntry("a.txt", Array("hallo".utf8))
    try zip.beginEntry("ordner/ü.xml")
    try zip.write("<x/>")
    try zip.endEntry()
    try zip.finish()
    let b = sink.bytes
    #expect(Array(b[0..<4]) == [0x50, 0x4B, 0x03, 0x04])
    // CRC patched into the first local header.
    let crc = UInt32(b[14]) | UInt32(b[15]) << 8 | UInt32(b[16]) << 16 | UInt32(b[17]) << 24
    #expect(crc == CRC32.checksum(Array("hallo".utf8)))
    #expect(b[18] == 5 && b[22] == 5)
    // End of central directory: 2 entries.
    let eocd = b.count - 22
    #expect(Array(b[eocd..<(eocd + 4)]) == [0x50, 0x4B, 0x05, 0x06])
    #expect(b[eocd + 10] == 2)
}

@Test(arguments: [
    ("a & b < c > d \"e\"", "a &amp; b &lt; c &gt; d &quot;e&quot;"),
    ("Zeile\neins\tTab", "Zeile\neins\tTab"),
    ("CR\rhier", "CR&#13;hier"),
    ("Glocke\u{07}\u{00}x", "Glocke\u{FFFD}\u{FFFD}x"),
    ("nicht\u{FFFE}\u{FFFF}erlaubt", "nicht\u{FFFD}\u{FFFD}erlaubt"),
    ("_x0041_ und _x12_ und _xABCD_", "_x005F_x0041_ und _x12_ und _x005F_xABCD_"),
    ("Ärger Öl Übermut ß 🎵", "Ärger Öl Übermut ß 🎵"),
])
func xmlEscaping(input: String, expected: String) {
    #expect(XMLText.escaped(input) == expected)
}

@Test(arguments: [
    ("=1+1", true), ("+49", true), ("-5", true), ("@x", true), ("\tx", true), ("\rx", true),
    ("＝1", true), ("Hallo", false), ("", false), (" =1", false), ("5-3", false),
])
func formulaGuardDetectsRiskyStarts(text: String, risky: Bool) {
    #expect(FormulaGuard.isRisky(text) == risky)
    #expect(FormulaGuard.csvSafe(text) == (risky ? "'" + text : text))
}

@Test func csvLineQuotingAndGuard() {
    #expect(CSVWriter.line(["a", "b;c", "d\"e", "f\ng", "=SUMME(A1)", ""]) ==
        "a;\"b;c\";\"d\"\"e\";\"f\ng\";'=SUMME(A1);\r\n")
    #expect(CSVWriter.line(["-x;y"]) == "\"'-x;y\"\r\n")
}

@Test func spreadsheetSerials() {
    #expect(SpreadsheetDate.serial(DayKey("1970-01-01")!) == 25_569)
    #expect(SpreadsheetDate.serial(DayKey("1900-03-01")!) == 61)
    #expect(SpreadsheetDate.serial(DayKey("1900-02-28")!) == nil)
    // Local wall-clock time: 21:14:05 at UTC+1 -> 21:14:05 in the cell, not 20:14:05.
    let t = LocalTimestamp(iso8601: "2026-11-29T21:14:05+01:00")!
    let serial = SpreadsheetDate.serial(t)!
    #expect(Int(serial) == DayKey("2026-11-29")!.dayNumber + 25_569)
    #expect(Int(((serial - serial.rounded(.down)) * 86_400).rounded()) == 21 * 3600 + 14 * 60 + 5)
}

@Test func longCellTextIsCutToExcelLimit() {
    let long = String(repeating: "ä", count: 40_000)
    let cut = SheetWriter.truncated(long)
    #expect(cut.utf16.count == SheetWriter.maxCellLength)
    #expect(cut.hasSuffix("…"))
}
