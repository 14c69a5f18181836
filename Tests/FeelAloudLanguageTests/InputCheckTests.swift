import Testing
import FeelAloudCore
@testable import FeelAloudLanguage

/// Issue #11: `RuleBasedExtractor.check` counts with one table load per byte; it must decide
/// every input as the former byte loop did (kept here as the reference).
@Suite struct InputCheckTests {
    static func reference(_ bytes: [UInt8]) -> ExtractionError? {
        var nonSpace = 0, control = 0, letters = 0, replacement = 0
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == 0 { return .notText }
            if b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { i += 1; continue }
            nonSpace += 1
            if b < 0x20 || b == 0x7F { control += 1 }
            else if (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) { letters += 1 }
            else if b == 0xC3 { letters += 1 }
            else if b == 0xEF, i + 2 < n, bytes[i + 1] == 0xBF, bytes[i + 2] == 0xBD { replacement += 1 }
            i += 1
        }
        if nonSpace == 0 { return .emptyInput }
        if letters == 0 { return .notText }
        if control * 10 > nonSpace || replacement * 10 > nonSpace { return .notText }
        if letters * 4 < nonSpace && nonSpace > 16 { return .notText }
        return nil
    }

    static func ours(_ bytes: [UInt8]) -> ExtractionError? {
        do throws(ExtractionError) { try RuleBasedExtractor.check(bytes); return nil } catch { return error }
    }

    @Test func decidesAsTheByteLoop() {
        var state: UInt64 = 23
        func below(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        let pieces: [[UInt8]] = [Array("a".utf8), Array("Wort".utf8), Array("ä".utf8), Array("€".utf8), Array("\u{FFFD}".utf8),
                                 [0xEF, 0xBF], [0x20], [0x0A], [0x09], [0x0D], [0x01], [0x1B], [0x7F], [0x00], Array("1".utf8),
                                 Array("!?".utf8), [0xC3], [0xFF], Array("😀".utf8)]
        var outcomes = Set<String>()
        for _ in 0..<30_000 {
            var bytes: [UInt8] = []
            for _ in 0..<below(30) { bytes += pieces[below(pieces.count)] }
            let expected = Self.reference(bytes)
            #expect(Self.ours(bytes) == expected, "\(bytes)")
            outcomes.insert("\(String(describing: expected))")
        }
        #expect(outcomes.count == 3)
        // Long inputs (the counters are flushed every 4,095 bytes).
        for fill in [Array("a".utf8), [0x01], Array("ab\u{1}".utf8), Array("!".utf8), Array("ab!!!!!".utf8)] {
            for count in [1_365, 1_366, 4_095, 9_000, 21_845, 40_000] {
                let bytes = Array([[UInt8]](repeating: fill, count: count).joined().prefix(RuleBasedExtractor.analysisLimit * 3))
                #expect(Self.ours(bytes) == Self.reference(bytes))
            }
        }
    }
}
