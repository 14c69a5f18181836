import Testing
@testable import FeelAloudExport

/// Issue #14: the workbook's row heights come from a byte-level word wrap for texts whose
/// every scalar is its own Character; it must count exactly like the Character walk it
/// replaces — for those texts, and any other text must still take the Character walk.
@Suite struct WrappedHeightTests {
    static let alphabet: [String] = ["a", "Z", "ä", "ß", "Ö", "é", " ", " ", "  ", "\n", "\n\n", "„", "“", "–", "…", "€",
                                     "-", "7", "\t", "\u{85}", "e\u{301}", "😀", "👍🏽", "\r\n", "\r", "🇩🇪", "\u{200D}", "\u{FE0F}",
                                     "한", "\u{2028}", "Ā", "ʼ"]

    @Test func byteWrapCountsLikeTheCharacterWalk() {
        var rng = SplitMix(seed: 14)
        var fast = 0
        for _ in 0..<4000 {
            let length = Int(rng.next() % 120)
            var text = ""
            let plain = rng.next() % 2 == 0  // half of them only from the simple scalars
            for _ in 0..<length {
                let pick = Self.alphabet[Int(rng.next() % UInt64(Self.alphabet.count))]
                if plain, pick.unicodeScalars.contains(where: { $0.value >= 0x300 && !(0x2010...0x2027).contains($0.value) && !(0x2030...0x205E).contains($0.value)
                    && !(0x20A0...0x20BF).contains($0.value) || $0 == "\r" }) { continue }
                text += pick
            }
            for width in [3.0, 8, 11, 18, 50] {
                let capacity = max(1, Int(width * SheetWriter.charactersPerWidthUnit) - 1)
                #expect(SheetWriter.lineCount(text, width: width) == SheetWriter.characterLineCount(text, capacity: capacity),
                        "\(text.debugDescription) width \(width)")
            }
            var copy = text
            if copy.withUTF8({ SheetWriter.simpleLineCount($0, capacity: 10) }) != nil { fast += 1 }
        }
        #expect(fast > 1500)  // the byte walk is really taken for the simple half
        var german = "Heute „Über den Wolken“ im Kopf – schön… 5 € für Kaffee, Jörg & ich."
        #expect(german.withUTF8 { SheetWriter.simpleLineCount($0, capacity: 20) } != nil)
        var emoji = "Ohrwurm 🎵"
        #expect(emoji.withUTF8 { SheetWriter.simpleLineCount($0, capacity: 20) } == nil)
    }

    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
