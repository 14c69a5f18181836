/// The rule tables compiled once into lookup structures: phrases indexed by their first word
/// (exact, prefix or suffix), the per-word flag and id tables. Built lazily as a `static let` on the
/// first paragraph; `Compiled` (the folded phrases and their words) is shared with manual entry.
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
    /// Per rule, flat (what resolution reads per match, without copying a `Rule`): its cue is a
    /// `.block`, its family index, its resolution slot (`TextAnalysis.slot(of:)`).
    let ruleIsBlock: [Bool]
    let ruleFamily: [Int32]
    let ruleSlot: [Int32]
    /// One more than the largest `ruleSlot` (the size of resolution's per-slot lists).
    let slotCount: Int
    let phrases: [Phrase]
    let pieceStore: [Piece]
    let prefixIndex: [UInt32: [Int]]
    let suffixIndex: [UInt32: [Int]]
    let infixPhrases: [Int]
    /// `prefixIndex` and `suffixIndex` flat (CSR) behind a small open-addressing table keyed by
    /// the three bytes (`AffixTable`): the per-word lookups hash no `UInt32` through `Hasher`.
    let prefixTable: AffixTable
    let suffixTable: AffixTable
    /// Every exact word of every phrase: what `GermanNormalizer` may repair a word into.
    let knownWords: Set<String>
    let fillers: Set<String>
    let multiFillers: [[String]]

    /// Per piece of `pieceStore`: the word id of an exact piece, `PhraseIndex.gapID` for a gap,
    /// -1 for prefix/suffix/infix pieces (matched on the text).
    let pieceIDs: [Int32]
    /// Phrases whose first piece is the exact word with that id (in phrase order),
    /// flat (CSR): the phrases of word id `w` are `exactPhrase[exactOffsets[w] ..< exactOffsets[w + 1]]`,
    /// with their prefilter (`Phrase.second`, `Phrase.anchor`) beside them, so the candidates of a
    /// word are read from consecutive memory and most are rejected without touching `phrases`.
    let exactOffsets: [Int32]
    let exactPhrase: [Int32]
    let exactSecond: [Int32]
    let exactAnchor: [Int32]
    /// The exact-first phrases split by their second word, as positions in the CSR arrays
    /// above: per first word those without an exact second word
    /// (`exactLone[exactLoneOffsets[w] ..< exactLoneOffsets[w + 1]]`), per (first, second) word
    /// pair the others (`exactPairs`, key `pairKey`). A word's candidates are the two lists
    /// merged back into CSR order: the phrases whose second word is not the next word are never
    /// looked at (`TextAnalysis.match`).
    let exactLone: [Int32]
    let exactLoneOffsets: [Int32]
    let exactPairs: AffixTable
    static let gapID: Int32 = -2

    @inline(__always) static func pairKey(_ first: Int32, _ second: Int32) -> UInt64 {
        (UInt64(UInt32(bitPattern: first)) << 32) | UInt64(UInt32(bitPattern: second)) | (1 << 63)
    }

    /// Per word as written (before normalisation), what `TextAnalysis.normalise` must check
    /// (`WordFlags`): one lookup instead of one per table. Built on the bytes (`WordTableBuilder`),
    /// compound heads included, without a `Set` or `Dictionary` of strings in between.
    let flagTable: WordTable<UInt8>
    /// Every exact phrase word interned to a small integer (ids in the order the words first
    /// occur in `pieceStore`): a paragraph's words are looked up once (`TextAnalysis.wordIDs`)
    /// and phrases are matched by comparing integers.
    let idTable: WordTable<Int32>
    /// The exact phrase words by id (`idTable`'s keys as the index's own `String`s).
    let idWords: [String]
    /// `flagTable`, `idTable` and `ClauseSplitter.membership` in one table (`WordInfo`): the
    /// scanner looks each word up once (`intern`) and every later step reads the word's `info`.
    let lexicon: WordTable<WordInfo>
    enum WordFlags {
        /// A beginning (3 letters up to all but 2) of a known word of 6+ letters
        /// (`GermanNormalizer.compoundHeads`): a dictated first half of a compound.
        static let compoundHead: UInt8 = 1
        static let filler: UInt8 = 2
        static let multiFillerStart: UInt8 = 4
        static let regional: UInt8 = 8
        static let known: UInt8 = 16
        /// A regional participle or "-isch" form the regional repairs turn into a known word
        /// (`derivedStandard`): `GermanNormalizer.standard` precomputed.
        static let derived: UInt8 = 32
        /// The forms of `RegionalForms.contextual` ("isch", "kann", "it", "bi", "kai" …) and
        /// "ne", which `TextAnalysis.normalise` reads by their neighbours.
        static let contextual: UInt8 = 64
        /// `GermanNormalizer.noCompoundStart`: never the first half of a joined compound.
        static let noCompoundStart: UInt8 = 128
    }

    /// Words with the `contextual` flag: the shared table's two-reading forms and "ne" (an answer
    /// at the start of a sentence, else "eine": decided on sentence breaks, which only
    /// extraction sees).
    static let contextualWords: Set<String> = RegionalForms.contextualForms.union(["ne"])

    /// `GermanNormalizer.standard(w, known:)` for every word it repairs through its rules
    /// ("jechillt" -> "gechillt", "traurisch" -> "traurig"), precomputed from the known words, so
    /// normalising a word costs one lookup (`flagTable`) instead of building candidates.
    let derivedStandard: [String: String]

    static let shared = PhraseIndex()

    /// The words the rule tables use (`knownWords`) without building the index: manual entry
    /// and corrections need only these (`CorrectionDialect.known`, #14).
    public static var lexiconKnownWords: Set<String> { Compiled.shared.known }

    /// The lexicons' phrases folded and split into pieces, exact words interned: the part of
    /// the index that `knownWords` needs, built once and shared by `PhraseIndex.init`.
    struct Compiled: Sendable {
        var rules: [Rule] = []
        var phrases: [Phrase] = []
        var store: [Piece] = []
        var pieceIDs: [Int32] = []
        /// Exact word -> id (value = id).
        var ids = WordTableBuilder<Int32>(capacity: 4096)
        var known = Set<String>()
        var fillers = Set<String>()
        var multi: [[String]] = []
        /// The exact words by id (the `String` each id's word was first made as).
        var idWords: [String] = []

        static let shared = Compiled()

        init() {
            var fillerTable = WordTableBuilder<UInt8>(capacity: 64)
            for f in Fillers.words {
                // fillers are matched on the words as written ("jo" is a filler, "ja" is not)
                let parts = PhraseIndex.words(of: f, variants: [:])
                if parts.count == 1 { fillers.insert(parts[0]); fillerTable.insert(parts[0], 1) } else if parts.count > 1 { multi.append(parts) }
            }
            let variants = PhraseIndex.variantTable
            known.reserveCapacity(4096)
            store.reserveCapacity(12_000)
            pieceIDs.reserveCapacity(12_000)
            idWords.reserveCapacity(4096)
            let families = RuleRegistry.Family.allCases
            for (family, table) in RuleRegistry.tables {
                let familyIndex = families.firstIndex(of: family)!
                for r in table {
                    let ri = rules.count
                    var rule = Rule(id: r.id, family: family, cue: r.cue)
                    rule.familyIndex = familyIndex
                    if case .block = r.cue { rule.isBlock = true }
                    rules.append(rule)
                    for p in r.phrases {
                        let first = store.count
                        var weight = 0
                        // one folded word of the phrase (after the variants): its piece
                        func add(_ u: UnsafeBufferPointer<UInt8>) {
                            guard fillerTable.find(bytes: u) == nil else { return }
                            if u.count == 1, u[0] == 0x7E {
                                // gaps at the start are dropped (at the end: below)
                                if store.count == first { return }
                                pieceIDs.append(PhraseIndex.gapID)
                                store.append(.gap)
                                return
                            }
                            weight += 1
                            if u.contains(0x2A) {
                                // prefix, suffix, infix (and a stray "*"): the string code
                                let piece = PhraseIndex.piece(String(decoding: u, as: UTF8.self))
                                if case let .exact(e) = piece {
                                    var e = e
                                    e.withUTF8 { exact($0) }
                                    return
                                }
                                pieceIDs.append(-1)
                                store.append(piece)
                                return
                            }
                            exact(u)
                        }
                        func exact(_ u: UnsafeBufferPointer<UInt8>) {
                            let next = Int32(ids.count)
                            let (id, inserted) = ids.insert(bytes: u, next)
                            if inserted {
                                let e = String(decoding: u, as: UTF8.self)
                                idWords.append(e)
                                if u.count >= 3 { known.insert(e) }
                            }
                            pieceIDs.append(Int32(id))
                            store.append(.exact(idWords[id]))
                        }
                        PhraseIndex.forEachWordBytes(of: p) { u in
                            if !(u.count == 1 && u[0] == 0x7E), !u.contains(0x2A), u[0] != 0x3C, let v = variants[bytes: u] {
                                for x in v { var x = x; x.withUTF8 { add($0) } }
                            } else {
                                add(u)
                            }
                        }
                        while store.count > first, store.last == .gap { store.removeLast(); pieceIDs.removeLast() }
                        guard store.count > first else { continue }
                        phrases.append(Phrase(rule: ri, first: first, count: store.count - first, weight: weight))
                    }
                }
            }
        }
    }

    /// `RegionalForms.map` as a byte-keyed table (the phrase words' variant lookups).
    static let variantTable: WordTable<[String]> = {
        var b = WordTableBuilder<[String]>(capacity: RegionalForms.map.count)
        for (k, v) in RegionalForms.map { b.insert(k, v) }
        return WordTable(b)
    }()

    private init() {
        let c = Compiled.shared
        rules = c.rules
        ruleIsBlock = c.rules.map(\.isBlock)
        ruleFamily = c.rules.map { Int32($0.familyIndex) }
        ruleSlot = c.rules.map { Int32(TextAnalysis.slot(of: $0)) }
        slotCount = Int(ruleSlot.max() ?? 0) + 1
        pieceStore = c.store
        pieceIDs = c.pieceIDs
        knownWords = c.known
        fillers = c.fillers
        multiFillers = c.multi
        let store = c.store
        let wordCount = c.ids.count
        var prefix: [UInt32: [Int]] = [:]
        var suffix: [UInt32: [Int]] = [:]
        var infix: [Int] = []
        // the prefilter: second word and a rare (longest) further word of each phrase
        var filtered = c.phrases
        var exactCount = [Int32](repeating: 0, count: wordCount + 1)
        for k in filtered.indices {
            let ph = filtered[k]
            switch store[ph.first] {
            case .exact: exactCount[Int(pieceIDs[ph.first]) + 1] += 1
            case let .prefix(w): prefix[PhraseIndex.key3(w.utf8.prefix(3)), default: []].append(k)
            case let .suffix(w): suffix[PhraseIndex.key3(w.utf8.suffix(3)), default: []].append(k)
            case .infix: infix.append(k)
            case .gap: break
            }
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
        self.prefixIndex = prefix
        self.suffixIndex = suffix
        self.infixPhrases = infix
        self.prefixTable = AffixTable(prefix)
        self.suffixTable = AffixTable(suffix)
        // exact first words: counting sort by word id keeps the phrase order per word
        for w in 0..<wordCount { exactCount[w + 1] += exactCount[w] }
        self.exactOffsets = exactCount
        var fill = exactCount
        var flat = [Int32](repeating: 0, count: Int(exactCount[wordCount]))
        var seconds = flat, anchors = flat
        for (k, ph) in filtered.enumerated() {
            guard case .exact = store[ph.first] else { continue }
            let id = Int(pieceIDs[ph.first])
            let slot = Int(fill[id])
            fill[id] += 1
            flat[slot] = Int32(k)
            seconds[slot] = ph.second
            anchors[slot] = ph.anchor
        }
        self.exactPhrase = flat
        self.exactSecond = seconds
        self.exactAnchor = anchors
        // split by the second word: per first word the phrases without an exact second word,
        // and per (first, second) pair the others (positions in the CSR arrays, ascending)
        var lone: [Int32] = [], loneOffsets: [Int32] = [0]
        var pairs: [UInt64: [Int]] = [:]
        for w in 0..<wordCount {
            for q in Int(exactCount[w])..<Int(exactCount[w + 1]) {
                if seconds[q] < 0 { lone.append(Int32(q)) } else { pairs[PhraseIndex.pairKey(Int32(w), seconds[q]), default: []].append(q) }
            }
            loneOffsets.append(Int32(lone.count))
        }
        self.exactLone = lone
        self.exactLoneOffsets = loneOffsets
        self.exactPairs = AffixTable(pairs)
        self.idTable = WordTable(c.ids)
        // per-word flags, on the bytes
        let known = c.known
        var flags = WordTableBuilder<UInt8>(capacity: 16_384)
        func set(_ w: String, _ bit: UInt8) {
            let (e, _) = flags.insert(w, 0)
            flags[entry: e] |= bit
        }
        for w in known {
            set(w, WordFlags.known)
            guard w.utf8.count >= 6 else { continue }
            var ascii = true
            for b in w.utf8 where b >= 0x80 { ascii = false; break }
            if ascii {
                // bytes are characters: the beginnings without a Character walk or a String
                var w = w
                w.withUTF8 { u in
                    for n in 3...(u.count - 2) {
                        let (e, _) = flags.insert(bytes: UnsafeBufferPointer(rebasing: u[0..<n]), 0)
                        flags[entry: e] |= WordFlags.compoundHead
                    }
                }
                continue
            }
            let chars = Array(w)
            guard chars.count >= 6 else { continue }
            for n in 3...(chars.count - 2) { set(String(chars[0..<n]), WordFlags.compoundHead) }
        }
        for w in c.fillers { set(w, WordFlags.filler) }
        for f in c.multi { set(f[0], WordFlags.multiFillerStart) }
        for w in RegionalForms.map.keys { set(w, WordFlags.regional) }
        for w in PhraseIndex.contextualWords { set(w, WordFlags.contextual) }
        for w in GermanNormalizer.noCompoundStart { set(w, WordFlags.noCompoundStart) }
        var derived: [String: String] = [:]
        for w in PhraseIndex.derivableForms(of: known) where RegionalForms.map[w] == nil && !known.contains(w) {
            if let std = GermanNormalizer.standard(w, known: known), std.count == 1 {
                derived[w] = std[0]
                set(w, WordFlags.derived)
            }
        }
        // the regular sound shifts of the regions ("gemiedlich", "Kumbel", "schian")
        for (w, std) in SoundShifts.forms where derived[w] == nil && !known.contains(w) {
            derived[w] = std
            set(w, WordFlags.derived)
        }
        self.derivedStandard = derived
        self.flagTable = WordTable(flags)
        // the three per-word tables in one: the flags' slots reused, then the ids and the
        // clause splitter's words added
        var lex = flags.mapValues { WordInfo(id: -1, member: 0, flags: $0, resolved: true) }
        for (id, w) in c.idWords.enumerated() {
            let (e, _) = lex.insert(w, WordInfo(resolved: true))
            lex[entry: e].id = Int32(id)
        }
        for (w, m) in ClauseSplitter.membership {
            let (e, _) = lex.insert(w, WordInfo(resolved: true))
            lex[entry: e].member = m
        }
        for (w, bits) in ParagraphReader.WordClass.entries {
            let (e, _) = lex.insert(w, WordInfo(resolved: true))
            lex[entry: e].classes = bits
        }
        self.lexicon = WordTable(lex)
        self.idWords = c.idWords
    }

    /// The scanner's one lookup per word: what the tables know of the folded bytes `u` and,
    /// for a phrase word, the index's `String` of it (nil: the caller decodes the bytes).
    @inline(__always) func intern(_ u: UnsafeBufferPointer<UInt8>) -> (String?, WordInfo) {
        guard let info = lexicon[bytes: u] else { return (nil, WordInfo(resolved: true)) }
        return (info.id >= 0 ? idWords[Int(info.id)] : nil, info)
    }

    /// `WordInfo` of `word` (for a word whose text normalisation changed).
    func info(of word: String) -> WordInfo { lexicon[word] ?? WordInfo(resolved: true) }

    /// The per-word flags as the string code built them (`Set`s and a `Dictionary`): the
    /// reference `flagTable` is tested against.
    func referenceFlags() -> [String: UInt8] {
        var flags: [String: UInt8] = [:]
        for w in GermanNormalizer.compoundHeads(of: knownWords) { flags[w, default: 0] |= WordFlags.compoundHead }
        for w in fillers { flags[w, default: 0] |= WordFlags.filler }
        for f in multiFillers { flags[f[0], default: 0] |= WordFlags.multiFillerStart }
        for w in RegionalForms.map.keys { flags[w, default: 0] |= WordFlags.regional }
        for w in knownWords { flags[w, default: 0] |= WordFlags.known }
        for w in derivedStandard.keys { flags[w, default: 0] |= WordFlags.derived }
        for w in PhraseIndex.contextualWords { flags[w, default: 0] |= WordFlags.contextual }
        for w in GermanNormalizer.noCompoundStart { flags[w, default: 0] |= WordFlags.noCompoundStart }
        return flags
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
            // Thuringian/Saxon "-sch" for "-ig" ("stressch"); "sch" for the ich-sound ("misch",
            // "rischtig", "rischtisch")
            if u.count >= 5, u[u.count - 2] == 0x69, u[u.count - 1] == 0x67 {
                let stem = String(decoding: u[..<(u.count - 2)], as: UTF8.self)
                out.insert(stem + "sch")
                if stem.hasSuffix("ss") { out.insert(stem + "ch") }
            }
            if let s = GermanNormalizer.ichSoundForms(u) {
                out.insert(s)
                if s.hasSuffix("ig") { out.insert(s.dropLast(2) + "isch") }
            }
        }
        return out
    }

    /// Folds a lexicon phrase the way the scanner folds input: "hab's" -> "hab es",
    /// hyphens joined, variants applied. Works on the UTF-8 bytes (it runs for every phrase
    /// when the index is built on the first paragraph); `GermanFolding.fold` does the folding
    /// where a phrase has characters other than ASCII, umlauts, ß and apostrophes.
    static func words(of phrase: String, variants: [String: [String]]) -> [String] {
        var out: [String] = []
        forEachWord(of: phrase, variants: { variants[$0] }) { out.append($0) }
        return out
    }

    /// `words(of:variants:)` word by word, with any variant lookup.
    @inline(__always)
    static func forEachWord(of phrase: String, variants: (String) -> [String]?, _ body: (String) -> Void) {
        forEachWordBytes(of: phrase) { u in
            let w = String(decoding: u, as: UTF8.self)
            if u.count == 1, u[0] == 0x7E { body(w); return }
            if !u.contains(0x2A), u[0] != 0x3C, let v = variants(w) { for x in v { body(x) } } else { body(w) }
        }
    }

    /// The folded words of a phrase as bytes, before the variants ("hab's" -> "hab" "es",
    /// hyphens and apostrophes joined): the index build interns them without a `String` each.
    static func forEachWordBytes(of phrase: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var folded = PhraseIndex.foldBytes(phrase) ?? Array(GermanFolding.fold(phrase).utf8)
        // "'s " -> " es ", a final "'s" -> " es"
        if folded.count >= 3, folded.contains(0x27) {
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
        var word: [UInt8] = []
        word.reserveCapacity(24)
        var i = 0
        while i <= folded.count {
            let b: UInt8 = i < folded.count ? folded[i] : 0x20
            i += 1
            if b != 0x20 && b != 0x2E {
                if b != 0x2D && b != 0x27 { word.append(b) }
                continue
            }
            if word.isEmpty { continue }
            word.withUnsafeBufferPointer { body($0) }
            word.removeAll(keepingCapacity: true)
        }
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
        case let .prefix(p): return word.utf8.count >= p.utf8.count && endsEqual(word, p, atEnd: false)
        case let .suffix(p): return word.utf8.count >= p.utf8.count && endsEqual(word, p, atEnd: true)
        case let .infix(p): return word.utf8.count >= p.utf8.count && containsBytes(word, p)
        case .gap: return true
        }
    }

    /// `p` is the beginning (or the end) of `word`, which is at least as long: compared as
    /// contiguous bytes (no generic `UTF8View` slicing; it runs for every affix candidate).
    @inline(__always) static func endsEqual(_ word: String, _ p: String, atEnd: Bool) -> Bool {
        var word = word, p = p
        return word.withUTF8 { w in
            p.withUTF8 { q in
                let off = atEnd ? w.count - q.count : 0
                var k = 0
                while k < q.count { if w[off + k] != q[k] { return false }; k += 1 }
                return true
            }
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
    /// (the exact ones come from `exactOffsets`), in the order prefix, suffix, infix.
    @inline(__always) func affixCandidates(for word: String, into out: inout [Int]) {
        out.removeAll(keepingCapacity: true)
        forEachAffixCandidate(of: word) { out.append($0) }
    }

    /// `affixCandidates` without a list: `body` gets each candidate phrase in the same order.
    @inline(__always) func forEachAffixCandidate(of word: String, _ body: (Int) -> Void) {
        var word = word
        let (n, head, tail) = word.withUTF8 { u -> (Int, UInt32, UInt32) in
            let n = u.count
            guard n >= 3 else { return (n, 0, 0) }
            return (n, (UInt32(u[0]) << 16) | (UInt32(u[1]) << 8) | UInt32(u[2]),
                    (UInt32(u[n - 3]) << 16) | (UInt32(u[n - 2]) << 8) | UInt32(u[n - 1]))
        }
        guard n >= 3 else { return }
        let p = prefixTable.range(head)
        for k in p { body(Int(prefixTable.list[k])) }
        let s = suffixTable.range(tail)
        for k in s { body(Int(suffixTable.list[k])) }
        for pi in infixPhrases { body(pi) }
    }
}

/// Phrase lists keyed by an integer (three bytes, `PhraseIndex.key3`, or a word pair,
/// `PhraseIndex.pairKey`), flat, behind open addressing with a multiplicative hash: what
/// `[UInt32: [Int]]` answered, without `Hasher` per word.
struct AffixTable: Sendable {
    /// The slots as raw memory (one class reference instead of four arrays: a lookup retains
    /// nothing and checks no bounds); `start < 0` marks an empty slot.
    private final class Slots: @unchecked Sendable {
        let keys: UnsafeMutablePointer<UInt64>
        let start: UnsafeMutablePointer<Int32>
        let end: UnsafeMutablePointer<Int32>
        init(_ keys: [UInt64], _ used: [Bool], _ start: [Int32], _ end: [Int32]) {
            let n = keys.count
            self.keys = .allocate(capacity: n)
            self.start = .allocate(capacity: n)
            self.end = .allocate(capacity: n)
            for i in 0..<n {
                self.keys[i] = keys[i]
                self.start[i] = used[i] ? start[i] : -1
                self.end[i] = end[i]
            }
        }
        deinit { keys.deallocate(); start.deallocate(); end.deallocate() }
    }
    private let slots: Slots
    private let shift: UInt64
    private let mask: Int
    let list: [Int32]

    init<K: FixedWidthInteger>(_ d: [K: [Int]]) {
        var bits: UInt64 = 4
        while (1 << bits) < d.count * 2 { bits += 1 }
        let size = 1 << Int(bits)
        var keys = [UInt64](repeating: 0, count: size), used = [Bool](repeating: false, count: size)
        var start = [Int32](repeating: 0, count: size), end = [Int32](repeating: 0, count: size)
        var list: [Int32] = []
        let shift = 64 - bits
        for (k, phrases) in d {
            let key = UInt64(truncatingIfNeeded: k)
            var s = Int((key &* 0x9E37_79B9_7F4A_7C15) >> shift)
            while used[s] { s = (s + 1) & (size - 1) }
            used[s] = true
            keys[s] = key
            start[s] = Int32(list.count)
            for p in phrases { list.append(Int32(p)) }
            end[s] = Int32(list.count)
        }
        self.slots = Slots(keys, used, start, end)
        self.shift = shift
        self.mask = size - 1
        self.list = list
    }

    /// Positions in `list` of the entries of `key` (empty when none).
    @inline(__always) func range(_ key: UInt32) -> Range<Int> { range(UInt64(key)) }

    @inline(__always) func range(_ key: UInt64) -> Range<Int> {
        let t = slots
        var s = Int((key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while t.start[s] >= 0 {
            if t.keys[s] == key { return Int(t.start[s])..<Int(t.end[s]) }
            s = (s + 1) & mask
        }
        return 0..<0
    }
}
