import Testing
@testable import FeelAloudCore

/// Issue #11: the byte writer (`serialize(into:)`, `ExtractionResult.appendJSON`), the
/// eight-byte scans and the UTF-8 check give exactly what the former `String` paths gave —
/// checked against those paths, kept here as the reference.
@Suite struct ByteWriterTests {
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    /// The writer as it was (scalar by scalar into a `String`).
    static func reference(_ v: JSONValue) -> String {
        var out = ""
        func string(_ s: String) {
            out += "\""
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case "\u{2028}": out += "\\u2028"
                case "\u{2029}": out += "\\u2029"
                default:
                    if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                        let hex = String(scalar.value, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            out += "\""
        }
        func value(_ v: JSONValue) {
            switch v {
            case .null: out += "null"
            case let .bool(b): out += b ? "true" : "false"
            case let .number(n):
                if n.rounded() == n, abs(n) < 9e15 { out += String(Int(n)) } else { out += String(n) }
            case let .string(s): string(s)
            case let .array(items):
                out += "["
                for (i, item) in items.enumerated() { if i > 0 { out += "," }; value(item) }
                out += "]"
            case let .object(pairs):
                out += "{"
                for (i, (k, item)) in pairs.enumerated() {
                    if i > 0 { out += "," }
                    string(k); out += ":"; value(item)
                }
                out += "}"
            }
        }
        value(v)
        return out
    }

    /// Strings rich in what the writer treats specially, at every offset around word edges.
    static func oddString(_ r: inout Random) -> String {
        let pieces = ["a", "ä", "ß", "€", "„", "“", "–", "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}", "\u{85}", "\u{9F}",
                      "\u{A0}", "\u{7F}", "\u{80}", "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{1F}", " ",
                      "😀", "\u{0301}", "Ā", "\u{C2}", "\u{E2}", "abcdefgh", "x"]
        var s = ""
        for _ in 0..<r.below(40) { s += pieces[r.below(pieces.count)] }
        return s
    }

    static func oddValue(_ r: inout Random, depth: Int = 0) -> JSONValue {
        switch r.below(depth > 2 ? 4 : 6) {
        case 0: return .null
        case 1: return .bool(r.below(2) == 0)
        case 2:
            let numbers: [Double] = [0, -0.0, 1, -1, 7, 10, 99, 100, 12345678901234, -9e15 + 1, 9e15, 1e300, 0.5, -2.25,
                                     .infinity, .nan, Double(r.below(1_000_000)) - 500_000, Double(r.next() % 1000) / 7]
            return .number(numbers[r.below(numbers.count)])
        case 3: return .string(oddString(&r))
        case 4: return .array((0..<r.below(4)).map { _ in oddValue(&r, depth: depth + 1) })
        default: return .object((0..<r.below(4)).map { _ in (oddString(&r), oddValue(&r, depth: depth + 1)) })
        }
    }

    @Test func bytesAreTheFormerWritersOutput() {
        var r = Random(state: 11)
        for _ in 0..<4_000 {
            let v = Self.oddValue(&r)
            let expected = Self.reference(v)
            #expect(v.serialized() == expected)
            var bytes: [UInt8] = [0x41]
            v.serialize(into: &bytes)
            #expect(Array(bytes.dropFirst()) == Array(expected.utf8))
        }
    }

    @Test func everyScalarBelow0x3000IsEscapedAsBefore() {
        for v in UInt32(0)..<0x3000 {
            guard let scalar = Unicode.Scalar(v) else { continue }
            let s = "ab" + String(Character(scalar)) + "cdefghijk" + String(Character(scalar))
            #expect(JSONValue.string(s).serialized() == Self.reference(.string(s)), "U+\(String(v, radix: 16))")
        }
    }

    @Test func extractionResultMembersAreTheObjectsMembers() {
        var r = Random(state: 5)
        for _ in 0..<500 {
            var raw = EntryFields.Raw()
            raw.mood = [Mood.good, .bad, .neutral][r.below(3)]
            raw.musicInHead = r.below(2) == 0
            raw.songName = r.below(2) == 0 ? Self.oddString(&r) : nil
            raw.earwormStrength = r.below(2) == 0 ? .strong : nil
            raw.distress = r.below(2) == 0 ? .medium : nil
            raw.countermeasures = r.below(2) == 0
            raw.countermeasureActivity = r.below(2) == 0 ? Self.oddString(&r) : nil
            raw.socialContact = r.below(2) == 0
            raw.stress = r.below(2) == 0 ? .high : nil
            let result = ExtractionResult(fields: EntryFields(raw: raw), transcript: Self.oddString(&r), dayOffset: -r.below(3))
            var bytes: [UInt8] = []
            result.appendJSON(to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == Self.reference(result.json))
        }
    }

    @Test func utf8CheckAcceptsWhatStringValidatingAccepts() {
        var r = Random(state: 3)
        let interesting: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1,
                                    0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xF7, 0xF8, 0xFF]
        func agree(_ bytes: [UInt8]) {
            let ours = bytes.withUnsafeBufferPointer { ByteScan.isValidUTF8($0) }
            #expect(ours == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
        }
        for a in interesting { for b in interesting { agree([a, b]); agree([a, b, 0x80]); agree([a, b, 0x80, 0x80]) } }
        for _ in 0..<20_000 {
            var bytes = Array("Grüße aus Köln".utf8)
            for _ in 0..<r.below(24) {
                if r.below(3) == 0 { bytes.append(interesting[r.below(interesting.count)]) }
                else { bytes.append(contentsOf: Array(["a", "ä", "€", "😀", "abcdefgh"][r.below(5)].utf8)) }
            }
            agree(bytes)
            agree(Array(bytes.dropFirst(r.below(4))))
        }
    }

    @Test func scansMatchTheByteLoops() {
        var r = Random(state: 9)
        for _ in 0..<50_000 {
            var w: UInt64 = 0
            for k in 0..<8 {
                let picks: [UInt8] = [0, 1, 0x1F, 0x20, 0x21, 0x22, 0x5C, 0x7E, 0x7F, 0x80, 0xBF, 0xC0, 0xC2, 0xC3, 0xC4, 0xE2, 0xFF, UInt8(r.below(256))]
                w |= UInt64(picks[r.below(picks.count)]) << (8 * k)
            }
            let bytes = (0..<8).map { UInt8(truncatingIfNeeded: w >> (8 * $0)) }
            #expect(ByteScan.hasZero(w) == bytes.contains(0))
            #expect(ByteScan.has(w, 0x22) == bytes.contains(0x22))
            #expect(ByteScan.hasLess(w, 0x20) == bytes.contains { $0 < 0x20 })
            #expect(ByteScan.hasHigh(w) == bytes.contains { $0 >= 0x80 })
            func mask(_ test: (UInt8) -> Bool) -> UInt64 {
                (0..<8).reduce(UInt64(0)) { $0 | (test(bytes[$1]) ? UInt64(0x80) << (8 * $1) : 0) }
            }
            #expect(ByteScan.zeroBytes(w) == mask { $0 == 0 })
            #expect(ByteScan.bytes(w, equalTo: 0x20) == mask { $0 == 0x20 })
            #expect(ByteScan.bytes(w, equalTo: 0xC3) == mask { $0 == 0xC3 })
            #expect(ByteScan.leadBytes(w) == mask { $0 >= 0xC0 })
            let special: Set<UInt8> = [0x22, 0x5C, 0x7F, 0xC2, 0xE2]
            #expect(ByteScan.mayNeedEscape(w) == bytes.contains { $0 < 0x20 || special.contains($0) })
        }
    }

    @Test func parsedStringsAreTheSameAtEveryOffset() throws {
        for k in 0..<20 {
            let plain = String(repeating: "x", count: k)
            for tail in ["", "\\\"", "\\\\", "\\n", "\\u00e4", "ä€", "\\/"] {
                for more in ["", "abcdefghijkl", "\\t"] {
                    let body = plain + tail + more
                    let parsed = try JSONValue.parse("\"\(body)\"")
                    let unescaped = body.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\u{1}")
                        .replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\u00e4", with: "ä")
                        .replacingOccurrences(of: "\\/", with: "/").replacingOccurrences(of: "\\t", with: "\t")
                        .replacingOccurrences(of: "\u{1}", with: "\\")
                    #expect(parsed == .string(unescaped))
                }
            }
            #expect(throws: JSONParseError.self) { try JSONValue.parse("\"" + plain + "\u{1}abcdefgh\"") }
            #expect(throws: JSONParseError.self) { try JSONValue.parse("\"" + plain + "abcdefgh") }
        }
    }

    /// The transcript as it was: `asciiWhitespaceTranscript`, else Characters.
    static func referenceTranscript(_ text: String) -> String {
        if let fast = ExtractionResult.asciiWhitespaceTranscript(text) { return fast }
        var out = ""
        var pendingSpace = false
        for ch in text {
            if ch.isWhitespace { pendingSpace = !out.isEmpty } else {
                if pendingSpace { out.append(" "); pendingSpace = false }
                out.append(ch)
            }
        }
        return out
    }

    @Test func aTextThatIsItsOwnTranscriptIsReturnedAsIs() {
        var r = Random(state: 21)
        let pieces = ["a", "ä", " ", "  ", "\n", "\t", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}",
                      "\u{200A}", "\u{200B}", "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{0301}", "\u{0345}",
                      "\u{20DD}", "\u{200D}", "\u{FE0F}", "\u{1AB0}", "\u{1DC0}", "\u{1F3FB}", "\u{E0100}", "„", "“", "–", "€",
                      "😀", "Wort", "x"]
        var own = 0
        for _ in 0..<30_000 {
            var s = ""
            for _ in 0..<r.below(12) { s += pieces[r.below(pieces.count)] }
            let expected = Self.referenceTranscript(s)
            #expect(ExtractionResult.transcript(of: s) == expected, "\(Array(s.unicodeScalars))")
            if ExtractionResult.isOwnTranscript(s) {
                own += 1
                #expect(s == expected)
            }
        }
        #expect(own > 1_000)
    }
}
