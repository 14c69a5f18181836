import Foundation
import Testing
import FeelAloudCore
@testable import FeelAloudConsole

/// Issue #11: the byte paths of `extract --jsonl` — the eight-byte `needsWork`, the in-place
/// line reader — behave exactly as the former byte loop and `DescriptorLineSource`.
@Suite struct ByteInputOutputTests {
    /// `needsWork` as it was (one byte at a time).
    static func referenceNeedsWork(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for b in text.utf8 {
            if b < 0x20 && b != 0x09 && b != 0x0A { return true }
            if b == 0x7F { return true }
            if previous == 0xC2 && (0x80...0x9F).contains(b) { return true }
            previous = b
        }
        return false
    }

    @Test func needsWorkMatchesTheByteLoop() {
        var state: UInt64 = 17
        func below(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        let pieces = ["a", "abcdefgh", "ä", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "\u{BF}", "Â", "\t", "\n", "\r", "\u{1B}",
                      "\u{7F}", "\u{0}", "\u{1F}", " ", "€", "😀", "\u{2028}"]
        var found = 0
        for _ in 0..<40_000 {
            var s = ""
            for _ in 0..<below(20) { s += pieces[below(pieces.count)] }
            let expected = Self.referenceNeedsWork(s)
            #expect(TerminalSanitizer.needsWork(s) == expected, "\(Array(s.unicodeScalars))")
            if expected { found += 1 }
        }
        #expect(found > 10_000)
    }

    /// The lines `DescriptorLineSource` and `InputLineReader` give for the same stream.
    static func lines(_ data: [UInt8], limit: Int, inPlace: Bool) throws -> [String] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lines-\(UUID().uuidString)")
        try Data(data).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fd = open(url.path, O_RDONLY)
        #expect(fd >= 0)
        defer { close(fd) }
        var out: [String] = []
        if inPlace {
            var waits = 0
            InputLineReader(fd: fd, limit: limit).forEachLine(beforeWaiting: { waits += 1 }) { bytes, cut in
                out.append(Self.describe(Array(bytes), cut))
            }
            #expect(waits >= 1)
        } else {
            let source = DescriptorLineSource(fd: fd, limit: limit)
            while let (bytes, cut) = source.next() { out.append(Self.describe(bytes, cut)) }
        }
        return out
    }

    static func describe(_ bytes: [UInt8], _ cut: Bool) -> String {
        bytes.count < 40 ? "\(cut) \(bytes)" : "\(cut) \(bytes.count) \(bytes.prefix(8)) \(bytes.suffix(8)) \(bytes.reduce(0) { $0 &* 31 &+ Int($1) })"
    }

    @Test func inPlaceLinesAreTheLineSourcesLines() throws {
        let cases: [[UInt8]] = [
            [], Array("\n".utf8), Array("a".utf8), Array("a\n".utf8), Array("a\r\n".utf8), Array("\r\r\n\r".utf8),
            Array("eins\nzwei\r\ndrei".utf8), Array("\n\n\n".utf8), Array("12345\n123456\n1234\r\n12345\r\n123456789\r\n".utf8),
            Array("abcdefghij".utf8), Array("abcde\r".utf8), Array("abcd\r".utf8),
        ]
        for data in cases {
            for limit in [0, 1, 4, 5, 6, 100] {
                #expect(try Self.lines(data, limit: limit, inPlace: true) == Self.lines(data, limit: limit, inPlace: false),
                        "\(data) limit \(limit)")
            }
        }
        // Lines across the reader's 64 KiB reads, some longer than the limit.
        var big: [UInt8] = []
        var state: UInt64 = 5
        for i in 0..<3_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1
            let length = Int((state >> 35) % 300) + (i % 97 == 0 ? 200_000 : 0)
            big += [UInt8](repeating: UInt8(0x61 + i % 26), count: length)
            if i % 5 == 0 { big.append(0x0D) }
            big.append(0x0A)
        }
        big += [UInt8](repeating: 0x7A, count: 150_000)
        for limit in [250, 100_000, 1 << 20] {
            #expect(try Self.lines(big, limit: limit, inPlace: true) == Self.lines(big, limit: limit, inPlace: false))
        }
    }
}
