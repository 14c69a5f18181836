/// A word of a diary paragraph as the extractor sees it: folded text plus its place in the
/// original (UTF-8 offsets), so titles can be reported exactly as written.
struct ScannedWord: Sendable {
    /// Folded, canonical form (see `GermanFolding`, `Variants`). Quoted titles are "<titel>".
    var text: String
    /// UTF-8 byte range in the original text (for titles: the text between the quotes).
    var start: Int
    var end: Int
    /// Starts with an upper-case letter in the original.
    var capitalized: Bool
    /// 0 = no break before this word, 1 = clause break (comma, dash, colon), 2 = sentence break,
    /// 3 = sentence break after a question mark, 4 = after an exclamation mark.
    var breakBefore: UInt8
    var sentence = 0
    var clause = 0
    /// A quoted title (`text` is "<titel>"), set by the scanner: a flag instead of a string
    /// comparison on every test.
    var isTitle = false
    /// What the phrase index knows of `text` (`PhraseIndex.lexicon`: flags, clause-splitter
    /// membership, phrase-word id), looked up once when the word is made; `resolved` is false for
    /// words scanned without the index (`TextScanner.scan(_:)`). Whoever changes `text` sets it
    /// again (`PhraseIndex.relabel`).
    var info = WordInfo()
    /// Capitalised or starting with a digit ("99 Luftballons"): may start a title.
    var titleLike: Bool { capitalized || (text.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? false) }

    static let titleText = "<titel>"
}

/// Per distinct word, what the extractor's per-word tables say of it (one lookup in
/// `PhraseIndex.lexicon` instead of one in each of `flagTable`, `idTable` and
/// `ClauseSplitter.membershipTable`).
struct WordInfo: Sendable, Equatable {
    /// Id in `PhraseIndex.idTable` (-1: no exact phrase word).
    var id: Int32 = -1
    /// `ClauseSplitter.membership` bits.
    var member: UInt16 = 0
    /// `PhraseIndex.WordFlags` bits (`flagTable`).
    var flags: UInt8 = 0
    /// The fields were looked up (false: unknown, look the word up by its text).
    var resolved = false
    /// `ParagraphReader.WordClass` bits (the readers' word sets this word is in).
    var classes: UInt64 = 0
}

/// Splits raw UTF-8 text into folded words, quoted titles and punctuation breaks in one linear
/// pass over the bytes (no regex, no Character iteration). Complements `Tokenizer`, which works
/// on already-folded text without positions.
enum TextScanner {
    static func scan(_ bytes: [UInt8]) -> [ScannedWord] { scan(bytes, lexicon: nil) }

    /// `scan(_:)` with each word looked up once in `lexicon` (the phrase index): a known word
    /// gets its `WordInfo` and the index's own `String` (no decoding of its bytes).
    static func scan(_ bytes: [UInt8], lexicon: PhraseIndex?) -> [ScannedWord] {
        var words: [ScannedWord] = []
        words.reserveCapacity(bytes.count / 5 + 4)
        var pendingBreak: UInt8 = 0
        let n = bytes.count
        // the folded word being read: at most as many bytes as the text (folding never grows it)
        let buf = UnsafeMutablePointer<UInt8>.allocate(capacity: n + 8)
        defer { buf.deallocate() }
        var len = 0
        var i = 0
        var wordStart = -1
        var wordCap = false
        var lastWordEnd = 0

        func flush(_ end: Int) {
            if wordStart >= 0 {
                if len > 0 {
                    let u = UnsafeBufferPointer(start: buf, count: len)
                    let text: String, info: WordInfo
                    if let lexicon {
                        let (t, i) = lexicon.intern(u)
                        text = t ?? String(decoding: u, as: UTF8.self)
                        info = i
                    } else {
                        text = String(decoding: u, as: UTF8.self)
                        info = WordInfo()
                    }
                    words.append(ScannedWord(text: text, start: wordStart, end: end, capitalized: wordCap,
                                             breakBefore: pendingBreak, info: info))
                    pendingBreak = 0
                    lastWordEnd = end
                }
                len = 0
                wordStart = -1
            }
        }
        func addBreak(_ b: UInt8) { if b > pendingBreak { pendingBreak = b } }

        while i < n {
            let b = bytes[i]
            // ASCII letters and digits
            if (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) {
                if wordStart < 0 { wordStart = i; wordCap = false }
                buf[len] = b; len += 1; i += 1; continue
            }
            if b >= 0x41 && b <= 0x5A {
                if wordStart < 0 { wordStart = i; wordCap = true }
                buf[len] = b + 32; len += 1; i += 1; continue
            }
            if b < 0x80 {
                switch b {
                case 0x2D: // hyphen: inside a word it joins, with spaces around it is a dash
                    if wordStart >= 0, i + 1 < n, isWordStartByte(bytes[i + 1]) { i += 1; continue }
                    flush(i)
                    if i + 1 < n, bytes[i + 1] == 0x2D || bytes[i + 1] == 0x20 { addBreak(1) }
                    i += 1
                case 0x27: // apostrophe
                    if wordStart >= 0, i + 1 < n, isLetterByte(bytes[i + 1]) {
                        // "hab's" -> "hab" "es"; "geht's" -> "geht" "es"
                        if (bytes[i + 1] == 0x73 || bytes[i + 1] == 0x53), i + 2 >= n || !isLetterByte(bytes[i + 2]),
                           !wordCap {
                            flush(i)
                            words.append(ScannedWord(text: "es", start: i, end: i + 2, capitalized: false,
                                                     breakBefore: 0, info: lexicon?.info(of: "es") ?? WordInfo()))
                            i += 2; continue
                        }
                        // "d'Kollegin", "s'Lied": elided article, a word of its own
                        if len == 1 { flush(i); i += 1; continue }
                        i += 1; continue
                    }
                    flush(i)
                    // "so 'n Lied", "'ne Stunde": an elided article, no opening quote
                    if wordStart < 0, elidedArticle(bytes, at: i + 1) { i += 1; continue }
                    if wordStart < 0, i == 0 || isSpaceByte(bytes[i - 1]) || bytes[i - 1] == 0x28,
                       let close = findSingleQuoteClose(bytes, from: i + 1) {
                        emitTitle(lexicon, bytes, i + 1, close, &words, &pendingBreak)
                        i = close + 1; continue
                    }
                    i += 1
                case 0x22: // "
                    flush(i)
                    if let close = find(bytes, from: i + 1, limit: 300, closers: [[0x22]]) {
                        emitTitle(lexicon, bytes, i + 1, close.0, &words, &pendingBreak)
                        i = close.0 + close.1; continue
                    }
                    i += 1
                case 0x2E: // .
                    // "3.5", "z.B." inside a token: no sentence break
                    if wordStart >= 0, i + 1 < n, isLetterByte(bytes[i + 1]) || (bytes[i + 1] >= 0x30 && bytes[i + 1] <= 0x39) {
                        flush(i); i += 1; continue
                    }
                    flush(i)
                    if i + 2 < n, bytes[i + 1] == 0x2E, bytes[i + 2] == 0x2E { addBreak(1); i += 3; continue }
                    if let last = words.last, last.end == i, last.text.utf8.count <= abbreviationMaxLength, abbreviations.contains(last.text) { i += 1; continue }
                    // an initial ("Frau K. auf Zimmer 12"): one capital letter, the next word follows
                    if let last = words.last, last.end == i, last.capitalized, last.end - last.start == 1,
                       i + 2 < n, bytes[i + 1] == 0x20, isLetterByte(bytes[i + 2]), words.count >= 2 { i += 1; continue }
                    addBreak(2); i += 1
                case 0x3F: flush(i); addBreak(i + 1 < n && bytes[i + 1] == 0x21 ? 4 : 3); i += 1
                case 0x21: flush(i); addBreak(4); i += 1
                case 0x3B: flush(i); addBreak(2); i += 1
                case 0x0A:
                    flush(i); addBreak(2); i += 1
                case 0x2C, 0x3A, 0x28, 0x29, 0x2F, 0x2B, 0x26:
                    flush(i); addBreak(1); i += 1
                case 0x00..<0x20, 0x20, 0x7F:
                    flush(i); i += 1
                default:
                    flush(i); i += 1
                }
                continue
            }
            // multi-byte sequences
            if b == 0xC3, i + 1 < n {
                let c = bytes[i + 1]
                if wordStart < 0 { wordStart = i; wordCap = (c >= 0x80 && c <= 0x9E && c != 0x97) }
                switch c {
                case 0xA4, 0x84: buf[len] = 0x61; len += 1; buf[len] = 0x65; len += 1
                case 0xB6, 0x96: buf[len] = 0x6F; len += 1; buf[len] = 0x65; len += 1
                case 0xBC, 0x9C: buf[len] = 0x75; len += 1; buf[len] = 0x65; len += 1
                case 0x9F: buf[len] = 0x73; len += 1; buf[len] = 0x73; len += 1
                default:
                    buf[len] = 0xC3; len += 1
                    buf[len] = ((c >= 0x80 && c <= 0x9E && c != 0x97) ? c + 0x20 : c); len += 1
                }
                i += 2; continue
            }
            if b == 0xE1, i + 2 < n, bytes[i + 1] == 0xBA, bytes[i + 2] == 0x9E { // ẞ
                if wordStart < 0 { wordStart = i; wordCap = true }
                buf[len] = 0x73; len += 1; buf[len] = 0x73; len += 1; i += 3; continue
            }
            if b == 0xC2, i + 1 < n {
                let c = bytes[i + 1]
                if c == 0xBB || c == 0xAB { // » «
                    flush(i)
                    let closer: [UInt8] = c == 0xBB ? [0xC2, 0xAB] : [0xC2, 0xBB]
                    if let close = find(bytes, from: i + 2, limit: 300, closers: [closer]) {
                        emitTitle(lexicon, bytes, i + 2, close.0, &words, &pendingBreak)
                        i = close.0 + close.1; continue
                    }
                    i += 2; continue
                }
                flush(i); i += 2; continue // NBSP and other Latin-1 symbols: separators
            }
            if b == 0xE2, i + 2 < n, bytes[i + 1] == 0x80 {
                let c = bytes[i + 2]
                switch c {
                case 0x9E, 0x9C: // „ or “ opens
                    flush(i)
                    if let close = find(bytes, from: i + 3, limit: 300,
                                        closers: [[0xE2, 0x80, 0x9C], [0xE2, 0x80, 0x9D], [0x22]]) {
                        emitTitle(lexicon, bytes, i + 3, close.0, &words, &pendingBreak)
                        i = close.0 + close.1; continue
                    }
                    i += 3; continue
                case 0x9A, 0x98: // ‚ or ‘ opens
                    flush(i)
                    if c == 0x98, wordStart >= 0 { i += 3; continue }
                    if let close = find(bytes, from: i + 3, limit: 200,
                                        closers: [[0xE2, 0x80, 0x98], [0xE2, 0x80, 0x99], [0x27]]) {
                        emitTitle(lexicon, bytes, i + 3, close.0, &words, &pendingBreak)
                        i = close.0 + close.1; continue
                    }
                    i += 3; continue
                case 0x99: // ’ as apostrophe
                    if wordStart >= 0, i + 3 < n, isLetterByte(bytes[i + 3]) {
                        if bytes[i + 3] == 0x73, i + 4 >= n || !isLetterByte(bytes[i + 4]) {
                            flush(i)
                            words.append(ScannedWord(text: "es", start: i, end: i + 4, capitalized: false, breakBefore: 0,
                                                     info: lexicon?.info(of: "es") ?? WordInfo()))
                            i += 4; continue
                        }
                        i += 3; continue
                    }
                    flush(i); i += 3; continue
                case 0x93, 0x94: flush(i); addBreak(1); i += 3; continue // – —
                case 0xA6: flush(i); addBreak(1); i += 3; continue // …
                case 0xB9, 0xBA: flush(i); i += 3; continue
                default: flush(i); i += 3; continue
                }
            }
            // any other non-ASCII: part of a word (letters of other scripts, emoji …)
            if wordStart < 0 { wordStart = i; wordCap = false }
            buf[len] = b; len += 1
            i += 1
        }
        flush(n)
        _ = lastWordEnd
        return words
    }

    private static func emitTitle(_ lexicon: PhraseIndex?, _ bytes: [UInt8], _ start: Int, _ end: Int, _ words: inout [ScannedWord],
                                  _ pendingBreak: inout UInt8) {
        var s = start
        var e = end
        while s < e, isSpaceByte(bytes[s]) { s += 1 }
        while e > s, isSpaceByte(bytes[e - 1]) { e -= 1 }
        guard e > s else { return }
        words.append(ScannedWord(text: ScannedWord.titleText, start: s, end: e, capitalized: true,
                                 breakBefore: pendingBreak, isTitle: true,
                                 info: lexicon?.info(of: ScannedWord.titleText) ?? WordInfo()))
        pendingBreak = 0
    }

    /// Finds the first closer after `from` within `limit` bytes, not crossing a newline.
    private static func find(_ bytes: [UInt8], from: Int, limit: Int, closers: [[UInt8]]) -> (Int, Int)? {
        let end = min(bytes.count, from + limit)
        var i = from
        while i < end {
            let b = bytes[i]
            if b == 0x0A { return nil }
            for c in closers where c[0] == b {
                if i + c.count <= bytes.count {
                    var ok = true
                    for k in 1..<c.count where bytes[i + k] != c[k] { ok = false; break }
                    if ok { return i > from ? (i, c.count) : nil }
                }
            }
            i += 1
        }
        return nil
    }

    private static func findSingleQuoteClose(_ bytes: [UInt8], from: Int) -> Int? {
        guard from < bytes.count, !isSpaceByte(bytes[from]) else { return nil }
        let end = min(bytes.count, from + 120)
        var i = from + 1
        while i < end {
            let b = bytes[i]
            if b == 0x0A { return nil }
            if b == 0x27, !isSpaceByte(bytes[i - 1]), i + 1 >= bytes.count || !isLetterByte(bytes[i + 1]) {
                return i
            }
            i += 1
        }
        return nil
    }

    /// The bytes from `j` are an elided article ("n", "ne", "nen", "nem", "ner", "m") ending
    /// the word: "so 'n Lied", "hab 'ne Stunde" (spoken "ein"/"eine", never a title's opening quote).
    static func elidedArticle(_ bytes: [UInt8], at j: Int) -> Bool {
        guard j < bytes.count, bytes[j] == 0x6E || bytes[j] == 0x6D else { return false }
        var k = j + 1
        if bytes[j] == 0x6E, k < bytes.count, bytes[k] == 0x65 {
            k += 1
            if k < bytes.count, bytes[k] == 0x6E || bytes[k] == 0x6D || bytes[k] == 0x72 { k += 1 }
        }
        return k >= bytes.count || isSpaceByte(bytes[k])
    }

    static let abbreviations: Set<String> = [
        "mr", "mrs", "ms", "dr", "st", "nr", "bzw", "ca", "z", "b", "usw", "etc", "vs", "feat",
        "ft", "prof", "hr", "fr", "u", "a", "d", "h", "o", "jr", "sr", "no",
    ]
    /// The longest of `abbreviations` (in bytes): a longer word is none, without hashing it.
    static let abbreviationMaxLength = abbreviations.map(\.utf8.count).max() ?? 0

    @inline(__always) static func isLetterByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0xC3 && b != 0xE2)
    }
    @inline(__always) static func isWordStartByte(_ b: UInt8) -> Bool {
        isLetterByte(b) || (b >= 0x30 && b <= 0x39)
    }
    @inline(__always) static func isSpaceByte(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D
    }
}
