/// The rule tables compiled once into lookup structures: phrases indexed by their first word
/// (exact, prefix or suffix), the variant map and the filler set. Built lazily as a `static let`.
final class PhraseIndex: Sendable {
    enum Piece: Sendable, Equatable {
        case exact(String)
        case prefix(String)
        case suffix(String)
        case infix(String)
        case gap
    }

    struct Rule: Sendable {
        let id: String
        let family: RuleRegistry.Family
        let cue: Cue
        /// `RuleRegistry.Family.allCases` index of `family` (bit masks, block slots), computed once.
        var familyIndex: Int = 0
        /// The cue is a `.block` (resolution kills its family's overlapping matches).
        var isBlock: Bool = false
    }

    struct Phrase: Sendable {
        let rule: Int
        /// The phrase's pieces are `pieceStore[first ..< first + count]` (one flat array:
        /// matching copies no arrays).
        let first: Int
        let count: Int
        /// Number of words (gaps not counted): longer phrases win over shorter ones.
        let weight: Int
        /// Prefilter (necessary conditions, checked before `matchRest`): the word id the next
        /// word must have when the second piece is exact (else -1), and the id of the longest
        /// further exact word, which must occur somewhere in the paragraph (else -1).
        var second: Int32 = -1
        var anchor: Int32 = -1
    }

    let rules: [Rule]
    let phrases: [Phrase]
    let pieceStore: [Piece]
    let exactIndex: [String: [Int]]
    let prefixIndex: [UInt32: [Int]]
    let suffixIndex: [UInt32: [Int]]
    let infixPhrases: [Int]
    /// Regional/misspelt single-word forms -> standard word (`RegionalForms.singleWord`).
    let variants: [String: String]
    /// Every exact word of every phrase: what `GermanNormalizer` may repair a word into.
    let knownWords: Set<String>
    /// Beginnings of known words (`GermanNormalizer.compoundHeads`).
    let compoundHeads: Set<String>
    let fillers: Set<String>
    let multiFillers: [[String]]

    /// Every exact phrase word interned to a small integer: a paragraph's words are looked up
    /// once (`TextAnalysis.wordIDs`) and phrases are matched by comparing integers.
    let wordIDs: [String: Int32]
    /// Per piece of `pieceStore`: the word id of an exact piece, `PhraseIndex.gapID` for a gap,
    /// -1 for prefix/suffix/infix pieces (matched on the text).
    let pieceIDs: [Int32]
    /// Phrases whose first piece is the exact word with that id (same order as `exactIndex`),
    /// flat (CSR): the phrases of word id `w` are `exactPhrase[exactOffsets[w] ..< exactOffsets[w + 1]]`,
    /// with their prefilter (`Phrase.second`, `Phrase.anchor`) beside them, so the candidates of a
    /// word are read from consecutive memory and most are rejected without touching `phrases`.
    let exactOffsets: [Int32]
    let exactPhrase: [Int32]
    let exactSecond: [Int32]
    let exactAnchor: [Int32]
    static let gapID: Int32 = -2

    /// Per word as written (before normalisation), what `TextAnalysis.normalise` must check:
    /// one lookup instead of one per table (`WordFlags`).
    let rawWordFlags: [String: UInt8]
    /// `rawWordFlags` and `wordIDs` as byte-keyed tables (`WordTable`) for the per-word lookups.
    let flagTable: WordTable<UInt8>
    let idTable: WordTable<Int32>
    enum WordFlags {
        static let compoundHead: UInt8 = 1
        static let filler: UInt8 = 2
        static let multiFillerStart: UInt8 = 4
        static let regional: UInt8 = 8
        static let known: UInt8 = 16
        /// A regional participle or "-isch" form the regional repairs turn into a known word
        /// (`derivedStandard`): `GermanNormalizer.standard` precomputed.
        static let derived: UInt8 = 32
    }

    /// `GermanNormalizer.standard(w, known:)` for every word it repairs through its rules
    /// ("jechillt" -> "gechillt", "traurisch" -> "traurig"), precomputed from the known words, so
    /// normalising a word costs one lookup (`rawWordFlags`) instead of building candidates.
    let derivedStandard: [String: String]

    static let shared = PhraseIndex()

    private init() {
        let variants = RegionalForms.singleWord
        var known = Set<String>()
        var fillers = Set<String>()
        var multi: [[String]] = []
        for f in Fillers.words {
            // fillers are matched on the words as written ("jo" is a filler, "ja" is not)
            let parts = PhraseIndex.words(of: f, variants: [:])
            if parts.count == 1 { fillers.insert(parts[0]) } else if parts.count > 1 { multi.append(parts) }
        }
        var rules: [Rule] = []
        var phrases: [Phrase] = []
        var exact: [String: [Int]] = [:]
        var prefix: [UInt32: [Int]] = [:]
        var suffix: [UInt32: [Int]] = [:]
        var infix: [Int] = []
        var store: [Piece] = []
        for (family, table) in RuleRegistry.tables {
            for r in table {
                let ri = rules.count
                rules.append(Rule(id: r.id, family: family, cue: r.cue))
                for p in r.phrases {
                    var pieces: [Piece] = []
                    for w in PhraseIndex.words(of: p, variants: RegionalForms.map) where !fillers.contains(w) {
                        let piece = PhraseIndex.piece(w)
                        if case let .exact(e) = piece, e.utf8.count >= 3 { known.insert(e) }
                        pieces.append(piece)
                    }
                    while pieces.first == .gap { pieces.removeFirst() }
                    while pieces.last == .gap { pieces.removeLast() }
                    guard let first = pieces.first else { continue }
                    let pi = phrases.count
                    phrases.append(Phrase(rule: ri, first: store.count, count: pieces.count, weight: pieces.filter { $0 != .gap }.count))
                    store.append(contentsOf: pieces)
                    switch first {
                    case let .exact(w): exact[w, default: []].append(pi)
                    case let .prefix(w): prefix[PhraseIndex.key3(w.utf8.prefix(3)), default: []].append(pi)
                    case let .suffix(w): suffix[PhraseIndex.key3(w.utf8.suffix(3)), default: []].append(pi)
                    case .infix: infix.append(pi)
                    case .gap: break
                    }
                }
            }
        }
        let families = RuleRegistry.Family.allCases
        self.rules = rules.map { r in
            var r = r
            r.familyIndex = families.firstIndex(of: r.family)!
            if case .block = r.cue { r.isBlock = true }
            return r
        }
        self.pieceStore = store
        self.exactIndex = exact
        self.prefixIndex = prefix
        self.suffixIndex = suffix
        self.infixPhrases = infix
        self.variants = variants
        self.knownWords = known
        self.compoundHeads = GermanNormalizer.compoundHeads(of: known)
        self.fillers = fillers
        self.multiFillers = multi
        var ids: [String: Int32] = [:]
        var pieceIDs: [Int32] = []
        pieceIDs.reserveCapacity(store.count)
        for piece in store {
            switch piece {
            case let .exact(w):
                if ids[w] == nil { ids[w] = Int32(ids.count) }
                pieceIDs.append(ids[w]!)
            case .gap: pieceIDs.append(PhraseIndex.gapID)
            default: pieceIDs.append(-1)
            }
        }
        var byID = [[Int]](repeating: [], count: ids.count)
        for (w, list) in exact { byID[Int(ids[w]!)] = list }
        // the prefilter: second word and a rare (longest) further word of each phrase
        var filtered = phrases
        for k in filtered.indices {
            let ph = filtered[k]
            if ph.count >= 2 { filtered[k].second = pieceIDs[ph.first + 1] >= 0 ? pieceIDs[ph.first + 1] : -1 }
            var best = -1
            var bestLength = 0
            if ph.count >= 3 {
                for q in (ph.first + 2)..<(ph.first + ph.count) where pieceIDs[q] >= 0 {
                    if case let .exact(w) = store[q], w.utf8.count > bestLength { best = q; bestLength = w.utf8.count }
                }
            }
            filtered[k].anchor = best >= 0 ? pieceIDs[best] : -1
        }
        self.phrases = filtered
        self.wordIDs = ids
        self.pieceIDs = pieceIDs
        var offsets: [Int32] = [0]
        var flat: [Int32] = [], seconds: [Int32] = [], anchors: [Int32] = []
        for list in byID {
            for pi in list {
                flat.append(Int32(pi))
                seconds.append(filtered[pi].second)
                anchors.append(filtered[pi].anchor)
            }
            offsets.append(Int32(flat.count))
        }
        self.exactOffsets = offsets
        self.exactPhrase = flat
        self.exactSecond = seconds
        self.exactAnchor = anchors
        var flags: [String: UInt8] = [:]
        for w in self.compoundHeads { flags[w, default: 0] |= WordFlags.compoundHead }
        for w in fillers { flags[w, default: 0] |= WordFlags.filler }
        for f in multi { flags[f[0], default: 0] |= WordFlags.multiFillerStart }
        for w in RegionalForms.map.keys { flags[w, default: 0] |= WordFlags.regional }
        for w in known { flags[w, default: 0] |= WordFlags.known }
        var derived: [String: String] = [:]
        for w in PhraseIndex.derivableForms(of: known) where RegionalForms.map[w] == nil && !known.contains(w) {
            if let std = GermanNormalizer.standard(w, known: known), std.count == 1 {
                derived[w] = std[0]
                flags[w, default: 0] |= WordFlags.derived
            }
        }
        self.derivedStandard = derived
        self.rawWordFlags = flags
        self.flagTable = WordTable(flags)
        self.idTable = WordTable(ids)
    }

    /// Every word `GermanNormalizer.standard` could repair into a known word: the inverse of its
    /// rules (Berlin "je-"/Bavarian "g-" participles with "-n"/"-en"/Swabian "-a" endings,
    /// Saxon "-isch"). A superset: each form is then run through `standard` itself.
    static func derivableForms(of known: Set<String>) -> Set<String> {
        var out = Set<String>()
        for c in known {
            let u = Array(c.utf8)
            if u.count >= 3, u[0] == 0x67, u[1] == 0x65 {   // ge…
                var stems: [String] = [String(decoding: u[2...], as: UTF8.self)]
                if u.last == 0x6E { stems.append(String(decoding: u[2..<(u.count - 1)], as: UTF8.self)) }
                if u.count >= 4, u[u.count - 2] == 0x65, u[u.count - 1] == 0x6E {
                    let core = String(decoding: u[2..<(u.count - 2)], as: UTF8.self)
                    stems.append(core + "n")
                    stems.append(core + "a")
                }
                for s in stems where !s.isEmpty { out.insert("je" + s); out.insert("g" + s) }
            }
            if u.count >= 2, u.last == 0x67 { out.insert(String(decoding: u[..<(u.count - 1)], as: UTF8.self) + "sch") }
            if u.count >= 3, u[u.count - 2] == 0x63, u[u.count - 1] == 0x68 {
                out.insert(String(decoding: u[..<(u.count - 2)], as: UTF8.self) + "sch")
            }
        }
        return out
    }

    /// Folds a lexicon phrase the way the scanner folds input: "hab's" -> "hab es",
    /// hyphens joined, variants applied. Works on the UTF-8 bytes (it runs for every phrase
    /// when the index is built on the first paragraph); `GermanFolding.fold` does the folding
    /// where a phrase has characters other than ASCII, umlauts, ß and apostrophes.
    static func words(of phrase: String, variants: [String: [String]]) -> [String] {
        var folded = PhraseIndex.foldBytes(phrase) ?? Array(GermanFolding.fold(phrase).utf8)
        // "'s " -> " es ", a final "'s" -> " es"
        if folded.count >= 3 {
            var out: [UInt8] = []
            out.reserveCapacity(folded.count + 4)
            var i = 0
            while i < folded.count {
                if i + 2 < folded.count, folded[i] == 0x27, folded[i + 1] == 0x73, folded[i + 2] == 0x20 {
                    out.append(contentsOf: [0x20, 0x65, 0x73, 0x20]); i += 3
                } else { out.append(folded[i]); i += 1 }
            }
            folded = out
        }
        if folded.count >= 2, folded[folded.count - 2] == 0x27, folded[folded.count - 1] == 0x73 {
            folded.removeLast(2)
            folded.append(contentsOf: [0x20, 0x65, 0x73])
        }
        var out: [String] = []
        var word: [UInt8] = []
        var i = 0
        while i <= folded.count {
            let b: UInt8 = i < folded.count ? folded[i] : 0x20
            i += 1
            if b != 0x20 && b != 0x2E {
                if b != 0x2D && b != 0x27 { word.append(b) }
                continue
            }
            if word.isEmpty { continue }
            let w = String(decoding: word, as: UTF8.self)
            if word.count == 1, word[0] == 0x7E { out.append(w); word.removeAll(keepingCapacity: true); continue }
            if !word.contains(0x2A), word[0] != 0x3C, let v = variants[w] { out.append(contentsOf: v) } else { out.append(w) }
            word.removeAll(keepingCapacity: true)
        }
        return out
    }

    /// `GermanFolding.fold` on bytes for ASCII, umlauts, ß/ẞ and the apostrophes it unifies;
    /// nil when the phrase has another character (then `fold` itself runs).
    static func foldBytes(_ phrase: String) -> [UInt8]? {
        let u = phrase.utf8
        var out: [UInt8] = []
        out.reserveCapacity(u.count + 4)
        var it = u.makeIterator()
        while let b = it.next() {
            if b < 0x80 {
                if b >= 0x41 && b <= 0x5A { out.append(b + 32) } else if b == 0x60 { out.append(0x27) } else { out.append(b) }
                continue
            }
            switch b {
            case 0xC3:
                switch it.next() {
                case 0xA4, 0x84: out.append(0x61); out.append(0x65)
                case 0xB6, 0x96: out.append(0x6F); out.append(0x65)
                case 0xBC, 0x9C: out.append(0x75); out.append(0x65)
                case 0x9F: out.append(0x73); out.append(0x73)
                default: return nil
                }
            case 0xC2:
                guard it.next() == 0xB4 else { return nil }   // ´
                out.append(0x27)
            case 0xE2:
                guard it.next() == 0x80 else { return nil }
                let c = it.next()
                guard c == 0x98 || c == 0x99 else { return nil }   // ‘ ’
                out.append(0x27)
            case 0xE1:
                guard it.next() == 0xBA, it.next() == 0x9E else { return nil }   // ẞ
                out.append(0x73); out.append(0x73)
            default: return nil
            }
        }
        return out
    }

    static func piece(_ w: String) -> Piece {
        let u = w.utf8
        if u.count == 1, u.first == 0x7E { return .gap }
        let starts = u.first == 0x2A
        let ends = u.last == 0x2A
        let core = starts || ends || u.contains(0x2A) ? String(decoding: u.filter { $0 != 0x2A }, as: UTF8.self) : w
        switch (starts, ends) {
        case (true, true): return .infix(core)
        case (true, false): return .suffix(core)
        case (false, true): return .prefix(core)
        default: return .exact(core)
        }
    }

    @inline(__always) static func key3<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var k: UInt32 = 0
        for b in bytes { k = (k << 8) | UInt32(b) }
        return k
    }

    @inline(__always) static func matches(_ piece: Piece, _ word: String) -> Bool {
        switch piece {
        case let .exact(p): return word == p
        case let .prefix(p): return word.utf8.count >= p.utf8.count && word.utf8.starts(with: p.utf8)
        case let .suffix(p):
            let wc = word.utf8.count, pc = p.utf8.count
            return wc >= pc && word.utf8.dropFirst(wc - pc).elementsEqual(p.utf8)
        case let .infix(p): return word.utf8.count >= p.utf8.count && containsBytes(word, p)
        case .gap: return true
        }
    }

    /// Byte-wise substring test (no Foundation, no Character iteration, no allocation: it runs
    /// for every word of three or more bytes).
    static func containsBytes(_ word: String, _ p: String) -> Bool {
        var word = word, p = p
        return word.withUTF8 { w in
            p.withUTF8 { q in
                guard q.count <= w.count else { return false }
                if q.isEmpty { return true }
                var i = 0
                while i + q.count <= w.count {
                    if w[i] == q[0] {
                        var k = 1
                        while k < q.count && w[i + k] == q[k] { k += 1 }
                        if k == q.count { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }

    /// Candidate phrases whose first piece is a prefix, suffix or infix that may match `word`
    /// (the exact ones come from `exactByID`).
    @inline(__always) func affixCandidates(for word: String, into out: inout [Int]) {
        out.removeAll(keepingCapacity: true)
        let u = word.utf8
        if u.count >= 3 {
            if let p = prefixIndex[PhraseIndex.key3(u.prefix(3))] { out.append(contentsOf: p) }
            if let s = suffixIndex[PhraseIndex.key3(u.suffix(3))] { out.append(contentsOf: s) }
            if !infixPhrases.isEmpty { out.append(contentsOf: infixPhrases) }
        }
    }

    /// Candidate phrases whose first piece may match `word`.
    @inline(__always) func candidates(for word: String, into out: inout [Int]) {
        out.removeAll(keepingCapacity: true)
        if let e = exactIndex[word] { out.append(contentsOf: e) }
        let u = word.utf8
        if u.count >= 3 {
            if let p = prefixIndex[PhraseIndex.key3(u.prefix(3))] { out.append(contentsOf: p) }
            if let s = suffixIndex[PhraseIndex.key3(u.suffix(3))] { out.append(contentsOf: s) }
            if !infixPhrases.isEmpty { out.append(contentsOf: infixPhrases) }
        }
    }
}

