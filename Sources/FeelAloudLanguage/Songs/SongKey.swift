/// Folds song titles and artist names to comparable word keys: `GermanFolding` (ä→ae, ß→ss,
/// lower case), accents dropped and apostrophes removed, so "Für Elise" and "fuer elise", or
/// "Don't" and "dont", give the same words. `plainWords` is the form with umlauts written as
/// plain vowels ("fur elise"), indexed as a variant of names that have umlauts — so dictation
/// without umlauts still matches, while a text umlaut never matches a plain title vowel
/// ("hält mich" is not „Halt mich“).
enum SongKey {
    /// The key words of a name: letters and digits only, everything else separates words.
    static func words(_ text: some StringProtocol) -> [String] { split(text, plain: false) }

    /// The key words with ä/ö/ü as a/o/u, or nil when the name has no umlaut.
    static func plainWords(_ text: some StringProtocol) -> [String]? {
        guard hasUmlaut(text) else { return nil }
        return split(text, plain: true)
    }

    /// Some ä, ö, ü, Ä, Ö or Ü (UTF-8 C3 A4/B6/BC/84/96/9C), found on the bytes.
    static func hasUmlaut(_ text: some StringProtocol) -> Bool {
        var previous: UInt8 = 0
        for b in text.utf8 {
            if previous == 0xC3, b == 0xA4 || b == 0xB6 || b == 0xBC || b == 0x84 || b == 0x96 || b == 0x9C { return true }
            previous = b
        }
        return false
    }

    private static func split(_ text: some StringProtocol, plain: Bool) -> [String] {
        var out: [String] = []
        var current: [UInt8] = []
        for scalar in text.unicodeScalars {
            var v = scalar.value
            if v >= 0x41 && v <= 0x5A { v += 32 }
            if (v >= 0x61 && v <= 0x7A) || (v >= 0x30 && v <= 0x39) {
                current.append(UInt8(v))
            } else if v == 0x27 || v == 0x2019 || v == 0x2BC || v == 0x2BB {
                continue
            } else if let base = SongKey.latinBase(v, plain: plain) {
                current.append(contentsOf: base.utf8)
            } else if !current.isEmpty {
                out.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { out.append(String(decoding: current, as: UTF8.self)) }
        return out
    }

    /// The words of a name as written ("Don't", "Für"), one per key word of `words`.
    /// Each is a slice of the UTF-8 bytes (from its first letter to its last letter or
    /// apostrophe), so it is cut out of the bytes instead of built scalar by scalar.
    static func surfaceWords(_ text: some StringProtocol) -> [String] {
        var s = String(text)
        return s.withUTF8 { u -> [String] in
            var out: [String] = []
            var wordStart = -1, wordEnd = -1
            var i = 0
            while i < u.count {
                let b0 = u[i]
                var v: UInt32, len: Int
                if b0 < 0x80 { v = UInt32(b0); len = 1 }
                else if b0 < 0xE0 { v = UInt32(b0 & 0x1F) << 6 | UInt32(u[i + 1] & 0x3F); len = 2 }
                else if b0 < 0xF0 { v = UInt32(b0 & 0x0F) << 12 | UInt32(u[i + 1] & 0x3F) << 6 | UInt32(u[i + 2] & 0x3F); len = 3 }
                else { v = UInt32(b0 & 0x07) << 18 | UInt32(u[i + 1] & 0x3F) << 12 | UInt32(u[i + 2] & 0x3F) << 6 | UInt32(u[i + 3] & 0x3F); len = 4 }
                if v >= 0x41 && v <= 0x5A { v += 32 }
                if (v >= 0x61 && v <= 0x7A) || (v >= 0x30 && v <= 0x39) || SongKey.latinBase(v, plain: false) != nil {
                    if wordStart < 0 { wordStart = i }
                    wordEnd = i + len
                } else if v == 0x27 || v == 0x2019 || v == 0x2BC || v == 0x2BB {
                    if wordStart >= 0 { wordEnd = i + len }   // "don't" -> "dont"
                } else if wordStart >= 0 {
                    out.append(String(decoding: UnsafeBufferPointer(rebasing: u[wordStart..<wordEnd]), as: UTF8.self))
                    wordStart = -1
                }
                i += len
            }
            if wordStart >= 0 { out.append(String(decoding: UnsafeBufferPointer(rebasing: u[wordStart..<wordEnd]), as: UTF8.self)) }
            return out
        }
    }

    /// `surfaceWords` scalar by scalar (the reference the byte slices are tested against).
    static func surfaceWordsByScalars(_ text: some StringProtocol) -> [String] {
        splitWithSurface(text, plain: false).map(\.surface)
    }

    private static func splitWithSurface(_ text: some StringProtocol, plain: Bool) -> [(key: String, surface: String)] {
        var out: [(key: String, surface: String)] = []
        var current: [UInt8] = []
        var surface = String.UnicodeScalarView()
        func flush() {
            if !current.isEmpty { out.append((String(decoding: current, as: UTF8.self), String(surface))) }
            current.removeAll(keepingCapacity: true)
            surface = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            var v = scalar.value
            if v >= 0x41 && v <= 0x5A { v += 32 }
            if (v >= 0x61 && v <= 0x7A) || (v >= 0x30 && v <= 0x39) {
                current.append(UInt8(v))
                surface.append(scalar)
            } else if v == 0x27 || v == 0x2019 || v == 0x2BC || v == 0x2BB {
                if !current.isEmpty { surface.append(scalar) }   // "don't" -> "dont"
            } else if let base = SongKey.latinBase(v, plain: plain) {
                current.append(contentsOf: base.utf8)
                surface.append(scalar)
            } else {
                flush()
            }
        }
        flush()
        return out
    }

    /// Accented Latin letters to their base ("é" -> "e", "ñ" -> "n"); umlauts and ß as
    /// `GermanFolding` writes them, or as plain letters.
    private static func latinBase(_ v: UInt32, plain: Bool) -> String? {
        switch v {
        case 0xE4, 0xC4: return plain ? "a" : "ae"
        case 0xF6, 0xD6: return plain ? "o" : "oe"
        case 0xFC, 0xDC: return plain ? "u" : "ue"
        case 0xDF, 0x1E9E: return "ss"
        case 0xE0...0xE3, 0xE5, 0xC0...0xC3, 0xC5: return "a"
        case 0xE7, 0xC7: return "c"
        case 0xE8...0xEB, 0xC8...0xCB: return "e"
        case 0xEC...0xEF, 0xCC...0xCF: return "i"
        case 0xF1, 0xD1: return "n"
        case 0xF2...0xF5, 0xF8, 0xD2...0xD5, 0xD8: return "o"
        case 0xF9...0xFB, 0xD9...0xDB: return "u"
        case 0xFD, 0xFF, 0xDD: return "y"
        case 0x0159: return "r"
        case 0x0161, 0x0160: return "s"
        case 0x010D, 0x010C: return "c"
        case 0x011B: return "e"
        case 0x00E5: return "a"
        // Turkish, Polish, Czech, Hungarian letters ("Şımarık", "Hej Sokoły")
        case 0x015E, 0x015F, 0x015A, 0x015B: return "s"
        case 0x0130, 0x0131: return "i"
        case 0x011E, 0x011F: return "g"
        case 0x0141, 0x0142: return "l"
        case 0x0104, 0x0105: return "a"
        case 0x0118, 0x0119: return "e"
        case 0x0106, 0x0107: return "c"
        case 0x0143, 0x0144: return "n"
        case 0x0179, 0x017A, 0x017B, 0x017C, 0x017D, 0x017E: return "z"
        case 0x0150, 0x0151: return "o"
        case 0x0170, 0x0171: return "u"
        default: return nil
        }
    }

    /// Key words of every scanned word (original spelling), flattened: hyphenated words give
    /// several pieces ("Tatort-Titelmelodie"); `word[p]` is the text word of piece `p`, or
    /// -1 - i for a filler the normaliser dropped before word i ("Halt mich"). Plain ASCII words
    /// whose folded text is their own spelling reuse it without any new string.
    static func pieces(_ words: [ScannedWord], _ bytes: [UInt8]) -> (pieces: [String], word: [Int]) {
        var pieces: [String] = [], word: [Int] = []
        pieces.reserveCapacity(words.count + 4)
        word.reserveCapacity(words.count + 4)
        var prevEnd = 0
        for (i, w) in words.enumerated() {
            if w.start > prevEnd + 1, SongKey.hasLetters(bytes, prevEnd, w.start) {
                for p in SongKey.words(String(decoding: bytes[prevEnd..<w.start], as: UTF8.self)) {
                    pieces.append(p); word.append(-1 - i)
                }
            }
            prevEnd = w.end
            if w.isTitle { pieces.append(""); word.append(i); continue }
            if SongKey.isOwnKey(w.text, bytes, w.start, w.end) { pieces.append(w.text); word.append(i); continue }
            if let k = SongKey.simpleKey(bytes, w.start, w.end) { pieces.append(k); word.append(i); continue }
            let k = SongKey.words(String(decoding: bytes[w.start..<w.end], as: UTF8.self))
            if k.isEmpty { pieces.append(""); word.append(i); continue }
            for p in k { pieces.append(p); word.append(i) }
        }
        return (pieces, word)
    }

    /// `pieces` as one byte buffer (`KeyPieces`), built on the original bytes: a word of ASCII
    /// letters, digits, apostrophes and umlauts is keyed in place (`simpleKey`, which gives the
    /// word's own text wherever `isOwnKey` holds), anything else through `words`.
    static func keyPieces(_ words: [ScannedWord], _ bytes: [UInt8]) -> KeyPieces {
        // room for every piece: a key is never longer than the bytes it is made of (ASCII 1:1,
        // umlauts and ß 2:2, accented letters shorter), and a piece has at least one byte
        // (or is the one empty piece of its word); plain pointers, no closure state
        var byteRoom = bytes.count + 16
        for i in words.indices where words[i].end > words[i].start { byteRoom += words[i].end - words[i].start }
        let pieceRoom = byteRoom + words.count
        let ob = UnsafeMutablePointer<UInt8>.allocate(capacity: byteRoom)
        let bd = UnsafeMutablePointer<Int>.allocate(capacity: pieceRoom + 1)
        let wd = UnsafeMutablePointer<Int>.allocate(capacity: pieceRoom)
        defer { ob.deallocate(); bd.deallocate(); wd.deallocate() }
        var nb = 0, np = 0
        bd[0] = 0
        var prevEnd = 0
        for i in words.indices {
            let start = words[i].start, end = words[i].end
            if start > prevEnd + 1, SongKey.hasLetters(bytes, prevEnd, start) {
                for p in SongKey.words(String(decoding: bytes[prevEnd..<start], as: UTF8.self)) {
                    for c in p.utf8 { ob[nb] = c; nb += 1 }
                    wd[np] = -1 - i; np += 1; bd[np] = nb
                }
            }
            prevEnd = end
            if words[i].text.utf8.count == 7, words[i].isTitle { wd[np] = i; np += 1; bd[np] = nb; continue }
            // `simpleKey` in place: ASCII letters and digits lower-cased, apostrophes dropped,
            // umlauts and ß written out; anything else goes to `words`
            let open = nb
            var k = start
            var simple = true
            while k < end {
                let c = bytes[k]
                if (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39) { ob[nb] = c; nb += 1; k += 1; continue }
                if c >= 0x41 && c <= 0x5A { ob[nb] = c + 32; nb += 1; k += 1; continue }
                if c == 0x27 { k += 1; continue }
                guard c == 0xC3, k + 1 < end else { simple = false; break }
                switch bytes[k + 1] {
                case 0xA4, 0x84: ob[nb] = 0x61; ob[nb + 1] = 0x65
                case 0xB6, 0x96: ob[nb] = 0x6F; ob[nb + 1] = 0x65
                case 0xBC, 0x9C: ob[nb] = 0x75; ob[nb + 1] = 0x65
                case 0x9F: ob[nb] = 0x73; ob[nb + 1] = 0x73
                default: simple = false
                }
                guard simple else { break }
                nb += 2
                k += 2
            }
            if simple, nb > open { wd[np] = i; np += 1; bd[np] = nb; continue }
            nb = open
            let keys = SongKey.words(String(decoding: bytes[start..<end], as: UTF8.self))
            if keys.isEmpty { wd[np] = i; np += 1; bd[np] = nb; continue }
            for p in keys {
                for c in p.utf8 { ob[nb] = c; nb += 1 }
                wd[np] = i; np += 1; bd[np] = nb
            }
        }
        return KeyPieces(bytes: Array(UnsafeBufferPointer(start: ob, count: nb)),
                         bound: Array(UnsafeBufferPointer(start: bd, count: np + 1)),
                         word: Array(UnsafeBufferPointer(start: wd, count: np)))
    }

    /// The folded text equals the original bytes lower-cased and holds only ASCII letters/digits.
    private static func isOwnKey(_ text: String, _ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        // contiguous bytes on both sides (no `UTF8View` iteration: it runs for every word)
        var text = text
        return text.withUTF8 { t in
            guard t.count == end - start else { return false }
            return bytes.withUnsafeBufferPointer { o in
                var i = 0
                while i < t.count {
                    let b = t[i], c = o[start + i]
                    let lower = (c >= 0x41 && c <= 0x5A) ? c + 32 : c
                    guard lower == b, (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) else { return false }
                    i += 1
                }
                return true
            }
        }
    }

    /// `words(original)` for a word of ASCII letters, digits, apostrophes and German umlauts/ß
    /// only (one key word, built on the bytes: ä → ae, ß → ss as `latinBase`); nil for anything
    /// else, which takes `words`.
    static func simpleKey(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(end - start + 4)
        var i = start
        while i < end {
            let b = bytes[i]
            if (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) { out.append(b); i += 1; continue }
            if b >= 0x41 && b <= 0x5A { out.append(b + 32); i += 1; continue }
            if b == 0x27 { i += 1; continue }
            guard b == 0xC3, i + 1 < end else { return nil }
            switch bytes[i + 1] {
            case 0xA4, 0x84: out.append(0x61); out.append(0x65)
            case 0xB6, 0x96: out.append(0x6F); out.append(0x65)
            case 0xBC, 0x9C: out.append(0x75); out.append(0x65)
            case 0x9F: out.append(0x73); out.append(0x73)
            default: return nil
            }
            i += 2
        }
        return out.isEmpty ? nil : String(decoding: out, as: UTF8.self)
    }

    /// Some ASCII letter between two words (a dropped filler, not just spaces and punctuation).
    private static func hasLetters(_ bytes: [UInt8], _ from: Int, _ to: Int) -> Bool {
        var i = from
        while i < to {
            let b = bytes[i]
            if (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b >= 0xC0 { return true }
            i += 1
        }
        return false
    }
}

/// A paragraph's song-key pieces in one byte buffer (issue #11): piece `p` is
/// `bytes[bound[p]..<bound[p + 1]]` and `word[p]` its text word, as in `SongKey.pieces`.
/// Built on the original bytes without a `String` per word; the matcher (`SongGazetteer.hits`,
/// `artist`) reads it in place, and only the pieces of a hit become strings.
struct KeyPieces {
    private(set) var bytes: [UInt8] = []
    private(set) var bound: [Int] = [0]
    /// The text word of each piece; -1 - i for a filler the normaliser dropped before word i.
    private(set) var word: [Int] = []

    var count: Int { word.count }

    init(capacity: Int) {
        bytes.reserveCapacity(8 * capacity)
        bound.reserveCapacity(capacity + 1)
        word.reserveCapacity(capacity)
    }

    init(bytes: [UInt8], bound: [Int], word: [Int]) {
        self.bytes = bytes
        self.bound = bound
        self.word = word
    }

    /// Pieces from key strings (the `[String]` entry points of the gazetteer).
    init(_ keys: [String]) {
        self.init(capacity: keys.count)
        for (i, k) in keys.enumerated() { append(k, word: i) }
    }

    mutating func append(_ key: String, word w: Int) {
        var key = key
        key.withUTF8 { bytes.append(contentsOf: $0) }
        bound.append(bytes.count)
        word.append(w)
    }

    func length(_ p: Int) -> Int { bound[p + 1] - bound[p] }
    func isEmpty(_ p: Int) -> Bool { bound[p + 1] == bound[p] }

    func string(_ p: Int) -> String { String(decoding: bytes[bound[p]..<bound[p + 1]], as: UTF8.self) }

    /// Pieces `from...to` as strings.
    func strings(_ from: Int, _ to: Int) -> [String] {
        guard from <= to else { return [] }
        return (from...to).map(string)
    }

    /// All pieces as strings (`SongKey.pieces`).
    var strings: [String] { count == 0 ? [] : strings(0, count - 1) }

    /// Piece `p` equals the ASCII bytes of `s`.
    func equals(_ p: Int, _ s: StaticString) -> Bool {
        let n = bound[p + 1] - bound[p]
        guard n == s.utf8CodeUnitCount else { return false }
        let q = s.utf8Start
        var k = 0
        while k < n { if bytes[bound[p] + k] != q[k] { return false }; k += 1 }
        return true
    }
}
