import Foundation
import Testing
import FeelAloudCore
import FeelAloudBenchSupport
@testable import FeelAloudStore

/// Issue #14: the fast decoder of lines in the codec's form gives exactly the record
/// `JournalCodec.decode` gives — for every kind, odd texts, every line of a realistic store —
/// and nothing (so the parser decides) for any line in another form or damaged.
@Suite struct CanonicalLineDecoderTests {
    static func fast(_ line: [UInt8]) -> JournalRecord? {
        line.withUnsafeBufferPointer { CanonicalRecordDecoder.record($0) }
    }

    static func slow(_ line: [UInt8]) -> JournalCodec.Decoded {
        line.withUnsafeBufferPointer { JournalCodec.decode(bytes: $0) }
    }

    static var records: [JournalRecord] {
        var history = JournalIndexTests.History(seed: 5)
        var records = (0..<400).map { _ in history.next() }
        let odd = ["Zeile\neins\tzwei\r", "„Zitat“ \"quoted\" \\ back/slash", "\u{7F}\u{85}\u{9F}\u{1}\u{0}", "\u{2028}\u{2029}",
                   "Emoji 🎵 und Ümläut ß", "", "null", "\"}}"]
        for (i, text) in odd.enumerated() {
            var e = Sample.entry("odd-\(i)\u{1}\"")
            e.transcript = text
            var raw = e.fields.raw
            raw.songName = text
            raw.countermeasureActivity = text.isEmpty ? nil : text
            raw.stress = nil
            e.fields = EntryFields(raw: raw)
            records.append(.entry(e))
            records.append(.snapshot(Sample.snapshot("odd-s\(i)", revision: 1 + i % 3, note: i % 2 == 0 ? text : nil)))
            records.append(.tombstone(Tombstone(id: "odd-t\(i)\\", revision: 2 + i, deletedAt: Sample.at("2026-02-01T00:00:00-05:30"))))
        }
        return records
    }

    @Test func everyCodecLineDecodesFastToTheSameRecord() {
        for r in Self.records {
            let line = Array(JournalCodec.line(for: r).utf8)
            let got = Self.fast(line)
            #expect(got == r, "\(JournalCodec.line(for: r))")
            #expect(Self.slow(line) == .record(r, version: 2))
        }
    }

    @Test func everyLineOfARealisticStoreDecodesAlike() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cld-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try RealisticStore.generate(directory: dir, count: 3000)
        var fastCount = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: dir + "/journal") {
            let data = try #require(FileManager.default.contents(atPath: dir + "/journal/" + name))
            for line in [UInt8](data).split(separator: 0x0A) {
                let bytes = Array(line)
                guard case let .record(want, _) = Self.slow(bytes) else { continue }
                let got = Self.fast(bytes)
                #expect(got == nil || got == want)
                if got != nil { fastCount += 1 }
            }
        }
        #expect(fastCount >= 3000)
    }

    /// Other forms and damaged lines: never a record the parser would not give.
    @Test func otherFormsAndDamagedLinesNeverDecodeDifferently() {
        var rng = SplitMix(seed: 9)
        var fastOnOther = 0
        for r in Self.records.prefix(120) {
            let canonical = JournalCodec.line(for: r)
            let variants = [
                canonical.replacingOccurrences(of: ",\"", with: ", \""),
                canonical.replacingOccurrences(of: "{\"v\":2,", with: "{\"v\":1,"),
                canonical.replacingOccurrences(of: "\"revision\":", with: "\"revision\":0"),
                canonical + " ",
                canonical.replacingOccurrences(of: "+01:00", with: "Z"),
                canonical.replacingOccurrences(of: "\"rating\":", with: "\"rating\":9"),
                canonical.replacingOccurrences(of: "\"mood\":\"", with: "\"mood\":\"x"),
                canonical.replacingOccurrences(of: "ü", with: "\\u00fc"),
                canonical.replacingOccurrences(of: "e", with: "\\u0065"),
                String(canonical.dropLast()),
            ]
            var lines = variants.map { Array($0.utf8) }
            // Random byte damage.
            for _ in 0..<20 {
                var b = Array(canonical.utf8)
                let k = Int(rng.next() % UInt64(b.count))
                b[k] = UInt8(truncatingIfNeeded: rng.next())
                lines.append(b)
                var cut = Array(canonical.utf8)
                cut.removeSubrange(k..<min(cut.count, k + 1 + Int(rng.next() % 8)))
                lines.append(cut)
            }
            for line in lines {
                guard let got = Self.fast(line) else { continue }
                fastOnOther += 1
                #expect(Self.slow(line) == .record(got, version: 2), "\(String(decoding: line, as: UTF8.self))")
            }
        }
        // Some damage keeps the codec's form (a letter changed inside a text): still decoded alike.
        #expect(fastOnOther > 0)
    }
}
