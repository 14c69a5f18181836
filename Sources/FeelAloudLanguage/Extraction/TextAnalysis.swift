/// One paragraph analysed: normalised words with sentence/clause numbers, the rule matches
/// that survived blocking and longest-match resolution, and negation scope per match.
struct TextAnalysis {
    struct Match {
        let rule: Int
        let start: Int
        let end: Int
        let clause: Int
        let sentence: Int
        let weight: Int
        var alive = true
        /// For negation words inside a phrase of another family: those families (bit mask)
        /// already include the negation, others still see it.
        var consumedBy: UInt32 = 0
    }

    enum Polarity { case affirmed, negated, partial }

    let bytes: [UInt8]
    var words: [ScannedWord]
    var matches: [Match] = []
    let index: PhraseIndex
    /// Matches per clause (indices into `matches`), alive only.
    var byClause: [[Int]] = []
    var clauseCount = 0
    var sentenceCount = 0
    /// First and last word index of each clause and sentence.
    var clauseRange: [(Int, Int)] = []
    var sentenceOfClause: [Int] = []
    var sentenceLengths: [Int] = []
    /// Sentences that end with a question mark.
    var sentenceIsQuestion: [Bool] = []
    /// Sentences that end with an exclamation mark.
    var sentenceIsExclamation: [Bool] = []
    /// Polarity per match (see NegationScope.swift), computed once.
    var polarities: [Polarity] = []
    /// Per word its id in `PhraseIndex.idTable` (-1: no exact phrase word), looked up once.
    var wordIDs: [Int32] = []
    /// Per word its `text` (= `words[i].text`) as a flat array: reading `texts[i]` retains one
    /// string, while reading a field of `words[i]` in place copies the whole `ScannedWord`
    /// (its outlined value-witness copy). For readers' hot loops.
    var texts: [String] = []

    init(bytes: [UInt8], index: PhraseIndex = .shared) {
        self.bytes = bytes
        self.index = index
        var raw = TextScanner.scan(bytes, lexicon: index)
        TextAnalysis.normalise(&raw, index)
        ClauseSplitter.assign(&raw)
        words = raw
        match()
        resolve()
        group()
        var pol = [Polarity](repeating: .affirmed, count: matches.count)
        for k in matches.indices where matches[k].alive { pol[k] = computePolarity(k) }
        polarities = pol
    }

    /// The German base's word repairs (`GermanNormalizer`: split compounds, regional table,
    /// regional participles), then fillers dropped ("ähm", "halt", "also" …).
    static func normalise(_ words: inout [ScannedWord], _ index: PhraseIndex) {
        var out: [ScannedWord] = []
        out.reserveCapacity(words.count)
        var i = 0
        let known = index.knownWords
        // dictation without punctuation speaks it: "… ohne ende komma meetings … punkt"
        var punctuated = false
        for w in words where w.breakBefore >= 1 { punctuated = true; break }
        while i < words.count {
            if !punctuated, let mark = TextAnalysis.spokenPunctuation[words[i].text], i > 0,
               !TextAnalysis.spokenPunctuationBlockers.contains(words[i - 1].text) {
                if i + 1 < words.count { words[i + 1].breakBefore = max(words[i + 1].breakBefore, mark) }
                i += 1; continue
            }
            var w = words[i]
            if w.isTitle { out.append(w); i += 1; continue }
            // one lookup tells which of the tables below can apply to this word
            let flags = TextAnalysis.flags(w, index)
            // dictation splits compounds: "ohr wurm", "dauer schleife", "los zu werden"
            if flags & PhraseIndex.WordFlags.compoundHead != 0, i + 1 < words.count, case let next = words[i + 1],
               next.breakBefore == 0, !next.isTitle,
               TextAnalysis.mayCompound(w.text, flags, next.text, TextAnalysis.flags(next, index)) {
                let c = i + 2 < words.count && words[i + 2].breakBefore == 0 ? words[i + 2].text : nil
                if let j = TextAnalysis.joinedCompound(w.text, flags, next.text, c, index) {
                    let span = j.hasSuffix(c ?? "\u{0}") && next.text == "zu" ? 3 : 2
                    w.text = j
                    w.info = index.info(of: j)
                    w.end = words[i + span - 1].end
                    words[i + span - 1] = w
                    i += span - 1
                    continue
                }
            }
            // a filler that is also a two-reading form ("uff" = "auf" before a word of its clause)
            // is dropped only when its context does not hold
            if flags & PhraseIndex.WordFlags.filler != 0, flags & PhraseIndex.WordFlags.contextual == 0
                || TextAnalysis.contextualReading(w, at: i, in: words, previous: out.last, index) == nil {
                // keep the break information on the next word
                if i + 1 < words.count, w.breakBefore > words[i + 1].breakBefore { words[i + 1].breakBefore = w.breakBefore }
                i += 1; continue
            }
            var skipped = false
            if flags & PhraseIndex.WordFlags.multiFillerStart != 0 {
            for f in index.multiFillers where f[0] == w.text && i + f.count <= words.count {
                var ok = true
                for k in 1..<f.count where words[i + k].text != f[k] { ok = false; break }
                if ok {
                    if i + f.count < words.count, w.breakBefore > words[i + f.count].breakBefore {
                        words[i + f.count].breakBefore = w.breakBefore
                    }
                    i += f.count; skipped = true; break
                }
            }
            }
            if skipped { continue }
            // forms with two readings ("isch war" = ich, "kai Stress" = kein, "it gstört" = nicht):
            // the shared table decides by the neighbours in the clause (`RegionalForms.contextual`);
            // when its context does not hold, the regional table below gives the other reading
            // ("isch" = ist, "bi" = bin) or the word stays itself ("kann", "it", "Kai")
            if flags & PhraseIndex.WordFlags.contextual != 0, w.text != "ne",
               let std = TextAnalysis.contextualReading(w, at: i, in: words, previous: out.last, index) {
                w.text = std[0]
                w.info = index.info(of: std[0])
                out.append(w); i += 1; continue
            }
            // "Ne, …" at the start of a sentence answers no; elsewhere "ne" is "eine"
            if flags & PhraseIndex.WordFlags.contextual != 0, w.text == "ne", i == 0 || w.breakBefore >= 2, i + 1 >= words.count || words[i + 1].breakBefore >= 1 {
                w.text = "nein"
                w.info = index.info(of: "nein")
            } else if flags & PhraseIndex.WordFlags.derived != 0, let std = index.derivedStandard[w.text] {
                // a regional participle or "-isch" form, precomputed (`PhraseIndex.derivedStandard`)
                w.text = std
                w.info = index.info(of: std)
            } else if flags & PhraseIndex.WordFlags.regional != 0,
                      let std = GermanNormalizer.standard(w.text, known: known) {
                w.text = std[0]
                w.info = index.info(of: std[0])
                if std.count > 1 {
                    out.append(w)
                    for extra in std.dropFirst() {
                        var e = w
                        e.text = extra
                        e.info = index.info(of: extra)
                        e.breakBefore = 0
                        e.capitalized = false
                        out.append(e)
                    }
                    i += 1
                    continue
                }
            }
            out.append(w)
            i += 1
        }
        words = out
    }

    /// The reading `RegionalForms.contextualStandard` gives word `i` (flagged `contextual`),
    /// its neighbours taken within the clause: the previous word as already normalised, the
    /// next ones through the regional table and repairs ("ghabt" -> "gehabt"); a next word as
    /// written counts too ("isch ben"). Only flagged words get here (the per-word fast path).
    static func contextualReading(_ w: ScannedWord, at i: Int, in words: [ScannedWord], previous: ScannedWord?, _ index: PhraseIndex) -> [String]? {
        func standard(_ t: String) -> String {
            if let d = index.derivedStandard[t] { return d }
            return GermanNormalizer.standard(t, known: index.knownWords)?[0] ?? t
        }
        let prev = w.breakBefore == 0 ? previous?.text : nil
        let rawNext = i + 1 < words.count && words[i + 1].breakBefore == 0 && !words[i + 1].isTitle ? words[i + 1].text : nil
        let next = rawNext.map(standard)
        let afterNext = rawNext != nil && i + 2 < words.count && words[i + 2].breakBefore == 0 ? standard(words[i + 2].text) : nil
        let rawPrevious = w.breakBefore == 0 && i > 0 ? words[i - 1].text : nil
        return RegionalForms.contextualStandard(w.text, previous: prev, next: next, afterNext: afterNext,
                                                writtenPrevious: rawPrevious, writtenNext: rawNext)
            ?? (rawNext == next ? nil : RegionalForms.contextualStandard(w.text, previous: prev, next: rawNext, afterNext: afterNext))
    }

    /// The guard of `GermanNormalizer.compound` on the words' flags (no `Set<String>` lookups):
    /// false exactly when `compound(a, b, …)` returns nil before looking at the joined word.
    @inline(__always) static func mayCompound(_ a: String, _ fa: UInt8, _ b: String, _ fb: UInt8) -> Bool {
        guard a.utf8.count >= 3, b.utf8.count >= 2, fa & PhraseIndex.WordFlags.noCompoundStart == 0 else { return false }
        if fa & PhraseIndex.WordFlags.known == 0 { return true }
        return fb & PhraseIndex.WordFlags.known == 0 || b == "zu"
    }

    /// The `flagTable` bits of `w`: its `info` as the scanner looked it up, else a lookup.
    @inline(__always) static func flags(_ w: ScannedWord, _ index: PhraseIndex) -> UInt8 {
        w.info.resolved ? w.info.flags : (index.flagTable[w.text] ?? 0)
    }

    /// `GermanNormalizer.compound(a, b, c, known: index.knownWords)` once `mayCompound` passed:
    /// the same tests, with "known" and "no compound start" read as `flagTable` bits (the table
    /// holds exactly `knownWords` and `GermanNormalizer.noCompoundStart` under those bits), so a
    /// candidate costs byte-table probes instead of `Set<String>` hashing.
    @inline(__always) static func joinedCompound(_ a: String, _ fa: UInt8, _ b: String, _ c: String?, _ index: PhraseIndex) -> String? {
        let known = PhraseIndex.WordFlags.known
        let fb = index.flagTable[b] ?? 0
        if let c, b == "zu" || b == "zu-" {
            let z = a + "zu" + c
            if (index.flagTable[z] ?? 0) & known != 0 { return z }
        }
        guard b.utf8.count >= 3, fb & PhraseIndex.WordFlags.noCompoundStart == 0,
              fa & known == 0 || fb & known == 0 else { return nil }
        let joined = a + b
        return (index.flagTable[joined] ?? 0) & known != 0 ? joined : nil
    }

    /// Dictated punctuation words and the break they stand for (see `normalise`).
    static let spokenPunctuation: [String: UInt8] = [
        "komma": 1, "punkt": 2, "fragezeichen": 3, "ausrufezeichen": 4, "doppelpunkt": 1, "absatz": 2,
    ]
    /// Words before which "komma"/"punkt" are ordinary words ("null komma nix", "auf den Punkt").
    static let spokenPunctuationBlockers: Set<String> = ["null", "auf", "den", "der", "am", "ein", "einen", "zum", "dem"]

    private mutating func match() {
        let n = words.count
        matches.reserveCapacity(n)
        // per word its phrase-word id (the scanner's `info`) and clause, flat: the loops below
        // read two integer arrays instead of copying `ScannedWord`s out of `words`
        var ids = [Int32](repeating: -1, count: n)
        var clauses = [Int](repeating: 0, count: n)
        var sentences = [Int](repeating: 0, count: n)
        // the texts as a `[String]`: reading a field of a `ScannedWord` in place copies the whole
        // word (its outlined copy), so each word is copied once here, not once per candidate
        var texts: [String] = []
        texts.reserveCapacity(n)
        // which phrase words occur at all (the phrases' rare-word prefilter), one bit per id
        var present = [UInt64](repeating: 0, count: (index.idTable.count + 63) >> 6)
        let idTable = index.idTable
        words.withUnsafeBufferPointer { ws in
            for i in 0..<n {
                let w = ws[i]
                let info = w.info
                let id = info.resolved ? info.id : (idTable[w.text] ?? -1)
                ids[i] = id
                clauses[i] = w.clause
                sentences[i] = w.sentence
                texts.append(w.text)
                if id >= 0 { present[Int(id) >> 6] |= 1 << UInt64(Int(id) & 63) }
            }
        }
        wordIDs = ids
        self.texts = texts
        var found: [Match] = []
        found.reserveCapacity(n)
        let index = self.index
        let phrases = index.phrases
        let exactPhrase = index.exactPhrase
        let exactAnchor = index.exactAnchor
        let lone = index.exactLone, loneOffsets = index.exactLoneOffsets, pairs = index.exactPairs
        let pairList = pairs.list
        texts.withUnsafeBufferPointer { texts in
        ids.withUnsafeBufferPointer { ids in
        clauses.withUnsafeBufferPointer { clauses in
        present.withUnsafeBufferPointer { present in
        index.pieceStore.withUnsafeBufferPointer { store in
        index.pieceIDs.withUnsafeBufferPointer { pieceIDs in
        phrases.withUnsafeBufferPointer { phrases in
            let cx = Context(texts: texts, ids: ids, clauses: clauses, store: store, pieceIDs: pieceIDs)
            @inline(__always) func isPresent(_ id: Int32) -> Bool {
                present[Int(id) >> 6] & (1 << UInt64(Int(id) & 63)) != 0
            }
            @inline(__always) func passes(_ phrase: PhraseIndex.Phrase, _ i: Int, _ clause: Int) -> Bool {
                if phrase.second >= 0 {
                    guard i + 1 < n, ids[i + 1] == phrase.second, clauses[i + 1] == clause else { return false }
                }
                return phrase.anchor < 0 || isPresent(phrase.anchor)
            }
            for i in 0..<n {
                let clause = clauses[i]
                let id = ids[i]
                // same candidate order as `PhraseIndex.candidates`: exact, prefix, suffix, infix
                if id >= 0 {
                    // the phrases without an exact second word and those whose second word is the
                    // next word, merged back into CSR order (`PhraseIndex.exactPairs`)
                    var l = Int(loneOffsets[Int(id)])
                    let lEnd = Int(loneOffsets[Int(id) + 1])
                    var pr = 0..<0
                    if i + 1 < n, ids[i + 1] >= 0, clauses[i + 1] == clause {
                        pr = pairs.range(PhraseIndex.pairKey(id, ids[i + 1]))
                    }
                    var pp = pr.lowerBound
                    while l < lEnd || pp < pr.upperBound {
                        let q: Int
                        if pp < pr.upperBound && (l >= lEnd || pairList[pp] < lone[l]) { q = Int(pairList[pp]); pp += 1 }
                        else { q = Int(lone[l]); l += 1 }
                        let anchor = exactAnchor[q]
                        if anchor >= 0, !isPresent(anchor) { continue }
                        let phrase = phrases[Int(exactPhrase[q])]
                        if let end = TextAnalysis.matchRest(cx, phrase.first + phrase.count, phrase.first + 1, i + 1, clause) {
                            found.append(Match(rule: phrase.rule, start: i, end: end, clause: clause,
                                               sentence: sentences[i], weight: phrase.weight))
                        }
                    }
                }
                let text = texts[i]
                if text.utf8.count < 3 { continue }
                index.forEachAffixCandidate(of: text) { pi in
                    let phrase = phrases[pi]
                    guard passes(phrase, i, clause), PhraseIndex.matches(store[phrase.first], text) else { return }
                    if let end = TextAnalysis.matchRest(cx, phrase.first + phrase.count, phrase.first + 1, i + 1, clause) {
                        found.append(Match(rule: phrase.rule, start: i, end: end, clause: clause,
                                           sentence: sentences[i], weight: phrase.weight))
                    }
                }
            }
        }}}}}}}
        matches = found
    }

    /// What `matchRest` reads: the words, their ids and clauses, the pieces (no array retained
    /// or bounds-checked per step).
    private struct Context {
        let texts: UnsafeBufferPointer<String>
        let ids: UnsafeBufferPointer<Int32>
        let clauses: UnsafeBufferPointer<Int>
        let store: UnsafeBufferPointer<PhraseIndex.Piece>
        let pieceIDs: UnsafeBufferPointer<Int32>
    }

    /// Pieces `p ..< limit` of the store against the words from `w` on, inside `clause`.
    private static func matchRest(_ cx: Context, _ limit: Int, _ p: Int, _ w: Int, _ clause: Int) -> Int? {
        if p == limit { return w }
        let pid = cx.pieceIDs[p]
        let n = cx.ids.count
        if pid == PhraseIndex.gapID {
            var skip = 0
            while skip <= 3 {
                let w2 = w + skip
                if w2 > n { break }
                if skip > 0 && cx.clauses[w2 - 1] != clause { break }
                if let r = matchRest(cx, limit, p + 1, w2, clause) { return r }
                skip += 1
            }
            return nil
        }
        guard w < n, cx.clauses[w] == clause else { return nil }
        if pid >= 0 {
            guard cx.ids[w] == pid else { return nil }
        } else {
            guard PhraseIndex.matches(cx.store[p], cx.texts[w]) else { return nil }
        }
        return matchRest(cx, limit, p + 1, w + 1, clause)
    }

    /// Resolution slot: longest match wins within a slot; blocks act on their family.
    static func slot(of r: PhraseIndex.Rule) -> Int {
        switch r.cue {
        case .mood, .moodNeutral: return 0
        case .sarcasm: return 1
        case .misfortune: return 2
        case .earworm: return 3
        case .headLocus: return 4
        case .musicAnchor: return 5
        case .heardOnly: return 6
        case .musicOff: return 7
        case .musicOffParagraph: return 24
        case .musicStick: return 25
        case .songIntro: return 8
        case .songOutro: return 26
        case .strength: return 9
        case .distress: return 10
        case .otherSubject: return 11
        case .stress: return 12
        case .activity: return 13
        case .purpose: return 14
        case .intention: return 15
        case .genericCountermeasure: return 16
        case .socialInteraction, .socialVerb, .person, .companion: return 17
        case .serviceContact: return 18
        case .socialAbsent: return 27
        case .negator, .partialNegation: return 19
        case .intensifier, .softener: return 20
        case .time: return 21
        case .addendum: return 22
        case .hypothetical: return 23
        case .block: return 100 + r.familyIndex
        }
    }

    private mutating func resolve() {
        let m = matches.count
        if m == 0 { return }
        // per match, looked up once: block, family index, slot (flat per-rule arrays of the
        // index: no `Rule` with its `String` id copied)
        let ruleBlock = index.ruleIsBlock, ruleFamily = index.ruleFamily, ruleSlot = index.ruleSlot
        var block = [Bool](repeating: false, count: m)
        var fam = [Int](repeating: 0, count: m)
        var slotOf = [Int](repeating: 0, count: m)
        var anyBlock = false, anyNegation = false
        let negation = TextAnalysis.familyIndex(.negation), modifier = TextAnalysis.familyIndex(.modifier)
        let time = TextAnalysis.familyIndex(.time)
        for k in 0..<m {
            let r = matches[k].rule
            let isBlock = ruleBlock[r]
            block[k] = isBlock
            fam[k] = Int(ruleFamily[r])
            slotOf[k] = Int(ruleSlot[r])
            anyBlock = anyBlock || isBlock
            anyNegation = anyNegation || fam[k] == negation
        }
        // 1. blocks kill overlapping matches of their own family
        if anyBlock {
            for b in 0..<m where block[b] {
                for o in 0..<m where o != b && !block[o] && matches[o].alive {
                    if fam[o] == fam[b] && overlaps(b, o) { matches[o].alive = false }
                }
            }
        }
        // 2. longest match per slot
        var order: [Int] = []
        order.reserveCapacity(m)
        // heavier first, then longer, then earlier: one integer key per match (weight, length
        // and number are small), sorted as integers instead of through a closure reading matches
        var keys: [UInt64] = []
        keys.reserveCapacity(m)
        var packable = m < 1 << 24
        for k in 0..<m where matches[k].alive && !block[k] {
            let mt = matches[k]
            let length = mt.end - mt.start
            if mt.weight < 0 || mt.weight > 0xFFFF || length < 0 || length > 0xFF_FFFF { packable = false }
            keys.append((UInt64(0xFFFF - (mt.weight & 0xFFFF)) << 48) | (UInt64(0xFF_FFFF - (length & 0xFF_FFFF)) << 24) | UInt64(k))
            order.append(k)
        }
        if packable {
            keys.sort()
            for j in keys.indices { order[j] = Int(keys[j] & 0xFF_FFFF) }
        } else {
            order.sort {
                let a = matches[$0], b = matches[$1]
                if a.weight != b.weight { return a.weight > b.weight }
                if (a.end - a.start) != (b.end - b.start) { return (a.end - a.start) > (b.end - b.start) }
                return $0 < $1
            }
        }
        // the accepted matches per slot as linked lists (newest first; any accepted overlap
        // kills, so the order of the tests does not matter): a match is tested against its own
        // slot's matches only
        var slotHead = [Int32](repeating: -1, count: index.slotCount)
        var nextAccepted = [Int32](repeating: -1, count: m)
        for o in order {
            let s = slotOf[o]
            var dead = false
            var a = slotHead[s]
            while a >= 0 {
                if overlaps(Int(a), o) { dead = true; break }
                a = nextAccepted[Int(a)]
            }
            if dead { matches[o].alive = false } else { nextAccepted[o] = slotHead[s]; slotHead[s] = Int32(o) }
        }
        // 3. negation words inside a phrase of another family belong to that phrase
        if anyNegation {
            for o in 0..<m where matches[o].alive && fam[o] == negation {
                for k in 0..<m where k != o && matches[k].alive && !block[k] {
                    let f = fam[k]
                    if f != negation && f != modifier && f != time && overlaps(o, k) {
                        matches[o].consumedBy |= UInt32(1) << UInt32(f)
                    }
                }
            }
        }
        if anyBlock { for b in 0..<m where block[b] { matches[b].alive = false } }
    }

    /// `RuleRegistry.Family.allCases` index of `f` (what `PhraseIndex.Rule.familyIndex` holds).
    static func familyIndex(_ f: RuleRegistry.Family) -> Int { RuleRegistry.Family.allCases.firstIndex(of: f)! }

    private mutating func group() {
        clauseCount = (words.last?.clause ?? -1) + 1
        sentenceCount = (words.last?.sentence ?? -1) + 1
        byClause = Array(repeating: [], count: clauseCount)
        clauseRange = Array(repeating: (0, -1), count: clauseCount)
        sentenceOfClause = Array(repeating: 0, count: clauseCount)
        sentenceLengths = Array(repeating: 0, count: sentenceCount)
        sentenceIsQuestion = Array(repeating: false, count: sentenceCount)
        sentenceIsExclamation = Array(repeating: false, count: sentenceCount)
        for i in words.indices where words[i].sentence > 0 {
            if words[i].breakBefore == 3 { sentenceIsQuestion[words[i].sentence - 1] = true }
            if words[i].breakBefore == 4 { sentenceIsExclamation[words[i].sentence - 1] = true }
        }
        if let l = bytes.lastIndex(where: { $0 > 0x20 }), bytes[l] == 0x21, sentenceCount > 0 {
            sentenceIsExclamation[sentenceCount - 1] = true
        }
        if let l = bytes.lastIndex(where: { $0 > 0x20 }), bytes[l] == 0x3F, sentenceCount > 0 {
            sentenceIsQuestion[sentenceCount - 1] = true
        }
        for i in words.indices {
            let c = words[i].clause, s = words[i].sentence
            if clauseRange[c].1 < clauseRange[c].0 { clauseRange[c] = (i, i) }
            else { clauseRange[c].1 = i }
            sentenceOfClause[c] = s
            sentenceLengths[s] += 1
        }
        matches.sort { $0.start < $1.start || ($0.start == $1.start && $0.end > $1.end) }
        var perClause = [Int](repeating: 0, count: clauseCount)
        for mt in matches where mt.alive { perClause[mt.clause] += 1 }
        for c in 0..<clauseCount where perClause[c] > 0 { byClause[c].reserveCapacity(perClause[c]) }
        for (k, mt) in matches.enumerated() where mt.alive { byClause[mt.clause].append(k) }
    }

    @inline(__always) static func bit(ofRule r: PhraseIndex.Rule) -> UInt32 { UInt32(1) << UInt32(r.familyIndex) }

    static func bit(_ f: RuleRegistry.Family) -> UInt32 {
        UInt32(1) << UInt32(RuleRegistry.Family.allCases.firstIndex(of: f)!)
    }

    @inline(__always) func isBlock(_ k: Int) -> Bool { index.rules[matches[k].rule].isBlock }
    @inline(__always) func overlaps(_ a: Int, _ b: Int) -> Bool {
        matches[a].start < matches[b].end && matches[b].start < matches[a].end
    }
    @inline(__always) func cue(_ k: Int) -> Cue { index.rules[matches[k].rule].cue }
    @inline(__always) func family(_ k: Int) -> RuleRegistry.Family { index.rules[matches[k].rule].family }

    /// Words `start..<end` of the original text.
    func original(_ from: Int, _ to: Int) -> String {
        String(decoding: bytes[words[from].start..<words[to].end], as: UTF8.self)
    }
}

extension TextAnalysis {
    /// Human-readable trace: words with sentence/clause numbers, matches with rule ids and
    /// polarity. For debugging rules (`RuleBasedExtractor.trace`).
    func dump() -> String {
        var s = ""
        var lastClause = -1
        for w in words {
            if w.clause != lastClause { s += " |\(w.sentence).\(w.clause)| "; lastClause = w.clause }
            s += w.isTitle ? "«" + String(decoding: bytes[w.start..<w.end], as: UTF8.self) + "» " : w.text + " "
        }
        s += "\n"
        for (k, m) in matches.enumerated() where m.alive {
            let p: String
            switch polarity(k) { case .affirmed: p = "+"; case .negated: p = "NEG"; case .partial: p = "part" }
            s += "  \(index.rules[m.rule].id) [\(words[m.start..<m.end].map(\.text).joined(separator: " "))] c\(m.clause) \(p)\n"
        }
        return s
    }
}
