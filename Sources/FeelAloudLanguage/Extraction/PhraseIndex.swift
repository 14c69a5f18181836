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
    }

    struct Phrase: Sendable {
        let rule: Int
        /// The phrase's pieces are `pieceStore[first ..< first + count]` (one flat array:
        /// matching copies no arrays).
        let first: Int
        let count: Int
        /// Number of words (gaps not counted): longer phrases win over shorter ones.
        let weight: Int
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
    /// Phrases whose first piece is the exact word with that id (same order as `exactIndex`).
    let exactByID: [[Int]]
    static let gapID: Int32 = -2

    /// Per word as written (before normalisation), what `TextAnalysis.normalise` must check:
    /// one lookup instead of one per table (`WordFlags`).
    let rawWordFlags: [String: UInt8]
    enum WordFlags {
        static let compoundHead: UInt8 = 1
        static let filler: UInt8 = 2
        static let multiFillerStart: UInt8 = 4
        static let regional: UInt8 = 8
        static let known: UInt8 = 16
    }

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
        self.rules = rules
        self.phrases = phrases
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
        self.wordIDs = ids
        self.pieceIDs = pieceIDs
        self.exactByID = byID
        var flags: [String: UInt8] = [:]
        for w in self.compoundHeads { flags[w, default: 0] |= WordFlags.compoundHead }
        for w in fillers { flags[w, default: 0] |= WordFlags.filler }
        for f in multi { flags[f[0], default: 0] |= WordFlags.multiFillerStart }
        for w in RegionalForms.map.keys { flags[w, default: 0] |= WordFlags.regional }
        for w in known { flags[w, default: 0] |= WordFlags.known }
        self.rawWordFlags = flags
    }

    /// Folds a lexicon phrase the way the scanner folds input: "hab's" -> "hab es",
    /// hyphens joined, variants applied.
    static func words(of phrase: String, variants: [String: [String]]) -> [String] {
        var folded = GermanFolding.fold(phrase)
        folded = folded.replacingAll("'s ", with: " es ")
        if folded.hasSuffix("'s") { folded = String(folded.dropLast(2)) + " es" }
        var out: [String] = []
        for raw in folded.split(whereSeparator: { $0 == " " || $0 == "." }) {
            let w = String(raw.filter { $0 != "-" && $0 != "'" })
            if w.isEmpty { continue }
            if w == "~" { out.append(w); continue }
            if !w.contains("*"), !w.hasPrefix("<"), let v = variants[w] { out.append(contentsOf: v); continue }
            out.append(w)
        }
        return out
    }

    static func piece(_ w: String) -> Piece {
        if w == "~" { return .gap }
        let starts = w.hasPrefix("*")
        let ends = w.hasSuffix("*")
        let core = String(w.filter { $0 != "*" })
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

