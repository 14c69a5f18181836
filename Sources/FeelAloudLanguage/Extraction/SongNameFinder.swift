/// Finds what identifies the music in the head (field 3): a quoted title near the in-head
/// statement, else an unquoted span bounded by cues ("hab X im Kopf", "das Lied X",
/// "Ohrwurm: X", "X von Y"), else a description ("die Tetris-Melodie").
struct SongNameFinder {
    let reader: ParagraphReader
    let inHeadClauses: [Int]
    let fragment: (clauses: [Int], from: Int, to: Int)?
    /// Word range of the last title produced by `clean` (reference box, set during `find`).
    private let spanBox = SpanBox()
    private var lastSpan: (Int, Int)? {
        get { spanBox.value }
        nonmutating set { spanBox.value = newValue }
    }

    final class SpanBox { var value: (Int, Int)? = nil }

    static let stop: Set<String> = Set(SongNamePatterns.stopWords.map { GermanFolding.fold($0) })
    static let noise: Set<String> = Set(SongNamePatterns.leadingNoise.map { GermanFolding.fold($0) })
    static let generic: Set<String> = Set(SongNamePatterns.genericWords.map { GermanFolding.fold($0) })
    static let played: Set<String> = Set(SongNamePatterns.playedThings.map { GermanFolding.fold($0) })
    static let genericPrefixes: [String] = SongNamePatterns.genericCompoundPrefixes.map { GermanFolding.fold($0) }

    /// The writer uses capital letters (not all-lowercase dictation): two capitalised words.
    private let cased: Bool

    init(reader: ParagraphReader, inHeadClauses: [Int], fragment: (clauses: [Int], from: Int, to: Int)?) {
        self.reader = reader
        self.inHeadClauses = inHeadClauses
        self.fragment = fragment
        var caps = 0
        for w in reader.a.words where w.capitalized { caps += 1; if caps >= 2 { break } }
        cased = caps >= 2
    }

    private var a: TextAnalysis { reader.a }

    /// The title and, for unquoted titles, its word range. A quoted title is taken as written;
    /// otherwise the cue-bounded candidate is checked against the song gazetteer
    /// (`resolveKnown`), which restores known titles and splits off a known artist.
    func findSpan() -> (text: String, from: Int, to: Int)? {
        lastSpan = nil
        if let q = quotedTitle() { return (q, -1, -1) }
        let t = findUnquoted()
        let span = lastSpan
        return resolveKnown(t, span)
    }

    func find() -> String? {
        if let t = quotedTitle() { return t }
        return findUnquoted()
    }

    /// `find` after `quotedTitle` found nothing.
    private func findUnquoted() -> String? {
        for c in inHeadClauses {
            if let t = backward(in: c) { return t }
        }
        for c in inHeadClauses {
            if let r = reader.leadingTitleRun(c), let t = clean(r.0, r.1) { return t }
        }
        for c in inHeadClauses {
            for k in a.byClause[c] {
                guard case .musicStick = a.cue(k), cased else { continue }
                let m = a.matches[k]
                var i = m.start + 1
                while i < m.end - 1, !a.words[i].capitalized || isTimeWord(i) || isStrengthWord(i, inside: m) { i += 1 }
                // "summe seit dem Frühstück vor mich hin": a prepositional object, no title
                if i < m.end - 1, i > 0, ["der", "dem", "den", "die", "das", "seit", "beim", "im", "vom", "zum"].contains(a.words[i - 1].text) { continue }
                var e = i
                while e < m.end - 1, a.words[e].capitalized || SongNameFinder.titleSmall.contains(a.words[e].text) { e += 1 }
                // "summe die ganze Zeit Atemlos vor mich hin": the phrase's own tail is no title
                while e - 1 > i, SongNameFinder.stop.contains(a.words[e - 1].text) { e -= 1 }
                if e > i, let t = clean(i, e - 1) { return t }
            }
        }
        if let t = antecedent() { return t }
        if let t = apposition() { return t }
        if let f = fragment, let t = clean(f.from, f.to) { return t }
        for c in inHeadClauses {
            if let t = unquoted(in: c) { return t }
        }
        // songIntro / descriptions in clauses near the music
        for c in 0..<a.clauseCount where reader.isEntryDay(clause: c) && near(c) {
            if let t = fromIntro(in: c) { return t }
        }
        for c in 0..<a.clauseCount where reader.isEntryDay(clause: c) && near(c) {
            if let t = description(in: c) { return t }
        }
        return nil
    }

    /// Prepositions whose object is no title: "X seit der Kita-Feier im Kopf".
    static let skipPrepositions: Set<String> = ["seit", "wegen", "beim", "nach", "bei", "mit", "vom", "aus", "zum"]
    /// Adverbs that may stand between a title and its cue ("X ganz kurz im Kopf").
    static let adverbs: Set<String> = [
        "ganz", "kurz", "heute", "heut", "immer", "wieder", "noch", "schon", "leise", "nur", "so",
        "jetzt", "gerade", "grad", "mal", "echt", "total", "voll", "irgendwie", "ab", "und", "zu",
        "bisschen", "ein", "etwas", "einfach", "mir", "mich", "ich", "es", "hab", "hatte", "habe",
        "ist", "war", "laeuft", "lief", "dudelt", "summt", "geht", "ging", "kommt", "kam", "auch",
        "spukt", "geistert", "schwirrt", "rum", "herum",
    ]

    /// Scans back from an in-head cue over adverbs and strength words, then collects the title.
    private func backward(in c: Int) -> String? {
        let (first, _) = a.clauseRange[c]
        for k in a.byClause[c] {
            let m = a.matches[k]
            switch a.cue(k) {
            case .headLocus, .musicStick: break
            case let .strength(level, _) where level != .weak: break
            default: continue
            }
            // "mein Kopf spielt X": the title follows the verb, nothing to collect before it
            if case .headLocus = a.cue(k), a.words[m.end - 1].text == "spielt" { continue }
            var j = m.start - 1
            // skip cue words and adverbs right before the trigger
            while j >= first, isSkippable(j) { j -= 1 }
            var end = j
            while j >= first {
                let article = j + 1 <= end && ["der", "dem", "den", "einer", "einem"].contains(a.words[j + 1].text)
                if SongNameFinder.skipPrepositions.contains(a.words[j].text)
                    || (article && ["von", "vom", "auf", "an", "unter", "in"].contains(a.words[j].text)) {
                    // the preposition's object is article + noun; a title may follow it
                    // ("Seit dem Frühstück Sweet Dreams im Kopf")
                    var objEnd = j + 1
                    if objEnd <= end, ["der", "dem", "den", "die", "das", "einem", "einer", "meinem", "meiner"].contains(a.words[objEnd].text) { objEnd += 1 }
                    if cased { while objEnd < end, !a.words[objEnd].capitalized { objEnd += 1 } }
                    if objEnd < end, let t = clean(objEnd + 1, end) { return t }
                    j -= 1
                    while j >= first, isSkippable(j) { j -= 1 }
                    end = j
                    continue
                }
                if isBarrier(j) {
                    // "Ein bisschen Frieden von Nicole im Kopf": a softener inside a title that opens the sentence
                    if cased, j - 1 >= first, j < end, a.words[j - 1].text == "ein", a.words[j - 1].capitalized,
                       j - 1 == 0 || a.words[j - 1].breakBefore >= 2, a.words[j + 1].capitalized,
                       let t = clean(j - 1, end) { return t }
                    break
                }
                j -= 1
            }
            if end > j, let t = clean(j + 1, end) { return t }
            if end == j, end >= first, let t = beforeAnchor(end, first) { return t }
            // a title with small words reaching back to the sentence start ("Tage wie diese …")
            if cased, end - first < 7, end >= first, a.words[first].titleLike,
               first == 0 || a.words[first].breakBefore >= 2 {
                var ok = true
                for i in first...end where covered(i) { ok = false }
                if ok, let t = clean(first, end) { return t }
            }
        }
        return nil
    }

    private func isPerson(_ i: Int) -> Bool {
        for k in a.byClause[a.words[i].clause] where a.matches[k].start <= i && i < a.matches[k].end {
            switch a.cue(k) {
            case .person, .companion: return true
            default: continue
            }
        }
        return false
    }

    private func covered(_ i: Int) -> Bool {
        for k in a.byClause[a.words[i].clause] where a.matches[k].start <= i && i < a.matches[k].end {
            switch a.cue(k) {
            case .person, .companion, .socialVerb, .serviceContact, .mood: continue
            default: return true
            }
        }
        return false
    }

    /// "Alle haben X gesungen und ich hatte es danach im Kopf": the title sung, played or
    /// heard before the in-head statement (same or previous sentence).
    private func antecedent() -> String? {
        guard let h = inHeadClauses.first else { return nil }
        let hs = a.sentenceOfClause[h]
        for c in stride(from: h, through: 0, by: -1) where a.sentenceOfClause[c] >= hs - 1 {
            let (first, last) = a.clauseRange[c]
            for k in a.byClause[c] {
                let m = a.matches[k]
                switch a.cue(k) {
                case .songOutro:
                    guard cased else {
                        // dictation: "hat ein patient die ganze zeit sierra madre gepfiffen"
                        // "mein kopf spielt": the head plays, nobody performed
                        if m.start > 0, a.words[m.start - 1].text == "kopf" { continue }
                        var j = m.start - 1
                        while j >= first, isSkippable(j) { j -= 1 }
                        let end = j
                        while j >= first, end - j < 4, !isBarrier(j), !isPerson(j),
                              !SongNameFinder.performedLeft.contains(a.words[j].text),
                              !SongNameFinder.articles.contains(a.words[j].text) { j -= 1 }
                        if end > j, !SongNameFinder.played.contains(a.words[j + 1].text),
                           !SongNameFinder.objectMarkers.contains(a.words[j].text),
                           let t = clean(j + 1, end) { return t }
                        continue
                    }
                    var j = m.start - 1
                    while j >= first, isSkippable(j) || ["zig", "mal", "zwanzig", "dauernd"].contains(a.words[j].text) { j -= 1 }
                    var end = j
                    if let t = performedTitle(first, end) { return t }
                    while j >= first, !isBarrier(j), a.words[j].capitalized || SongNameFinder.titleSmall.contains(a.words[j].text) { j -= 1 }
                    while j + 1 <= end, !a.words[j + 1].capitalized { j += 1 }
                    // "auf der Blockflöte gespielt", "hat meine Mutter gesungen": an object or a person
                    if j >= first, SongNameFinder.objectMarkers.contains(a.words[j].text) { continue }
                    end = max(end, j)
                    // "Fußball gespielt", "Gitarre geübt": a game or an instrument
                    if end > j, SongNameFinder.played.contains(a.words[j + 1].text) { continue }
                    if end > j, let t = clean(j + 1, end) { return t }
                case .songIntro:
                    var e = m.end
                    while e <= last, !isBarrier(e), !["und", "im", "auf", "in", "beim"].contains(a.words[e].text) || (e > m.end && a.words[e].text == "im" && cased && e + 1 <= last && a.words[e + 1].capitalized) { e += 1 }
                    if e > m.end, let t = clean(m.end, e - 1) { return t }
                default: continue
                }
            }
        }
        return nil
    }

    /// Words that end a performed title on its left: subjects, auxiliaries, counters.
    static let performedLeft: Set<String> = [
        "hat", "haben", "hab", "habe", "hatte", "hatten", "ham", "hamma", "wurde", "wurden", "wird", "ma", "mir", "mer", "alle", "wir", "ich", "er", "sie", "ihr",
        "mal", "zig", "x", "heute", "heut", "dann", "immer", "wieder", "gerade", "grad", "singt",
        "sang", "spielt", "pfeift", "einer", "jemand", "und", "oder", "nochmal", "laut", "leise", "ständig", "staendig",
    ]
    static let articles: Set<String> = [
        "der", "die", "das", "dem", "den", "mein", "meine", "meinem", "meiner", "meinen", "sein",
        "seine", "seinem", "seiner", "ihr", "ihre", "ihrem", "ihrer", "unser", "unsere", "unserem",
        "unserer", "unseren", "auf", "mit", "am", "im", "vom", "beim", "zum", "zur", "an", "in",
    ]

    /// "alle haben Die Gedanken sind frei gesungen", "der Wirt hat Griechischer Wein aufgelegt",
    /// "La Paloma auf dem Akkordeon gespielt": a title performed before it stuck, in cased
    /// text; it starts with a capital and may hold small lowercase words.
    private func performedTitle(_ first: Int, _ end0: Int) -> String? {
        guard cased, end0 >= first else { return nil }
        var end = end0
        // drop a trailing prepositional phrase ("auf dem Akkordeon", "in der Pause")
        var p = end
        while p > first {
            let w = a.words[p].text
            if ["auf", "mit", "in", "an", "unter", "vor", "am", "im", "beim", "zum", "zur"].contains(w), p + 1 <= end,
               p + 1 == end || SongNameFinder.articles.contains(a.words[p + 1].text) || ["am", "im", "beim", "zum", "zur"].contains(w) {
                end = p - 1
                break
            }
            p -= 1
        }
        guard end >= first else { return nil }
        var j = end
        while j >= first, !SongNameFinder.performedLeft.contains(a.words[j].text)
                || (a.words[j].text == "alle" && a.words[j].capitalized && a.words[j].breakBefore == 0 && j > first),
              !(SongNameFinder.articles.contains(a.words[j].text) && !a.words[j].capitalized
                && !(j - 1 >= first && a.words[j - 1].capitalized && j + 1 <= end && a.words[j + 1].capitalized)),
              !a.words[j].isTitle, !isPerson(j), end - j < 8 {
            if a.words[j].breakBefore >= 1 && j > first { break }
            j -= 1
        }
        var s = j + 1
        if j >= first, j < end, !a.words[j].capitalized, SongNameFinder.articles.contains(a.words[j].text) {
            // "der Wirt | Griechischer Wein": skip the noun of the article, keep the rest
            s += 1
        }
        guard s <= end, a.words[s].capitalized, s < a.words.count else { return nil }
        if s == end, a.words[s].breakBefore >= 1 || s == 0 { return nil }
        for i in s...end where covered(i) || SongNameFinder.played.contains(a.words[i].text) { return nil }
        return clean(s, end)
    }

    /// "Der Mond ist aufgegangen, das hat meine Mutter gesungen", "Es ist ein Schnee gefallen,
    /// das alte Volkslied", "Das Hallelujah von Leonard Cohen, gesungen vom Jugendchor": a
    /// sentence-opening clause named by the next clause (a music word or a performed verb).
    private func apposition() -> String? {
        guard cased, let h = inHeadClauses.first else { return nil }
        let hs = a.sentenceOfClause[h]
        for c in 1..<max(1, a.clauseCount) where a.sentenceOfClause[c] == a.sentenceOfClause[c - 1] {
            let s = a.sentenceOfClause[c]
            // the naming clause may talk about the past ("das hat meine Mutter früher gesungen")
            guard s == hs || s == hs - 1, reader.isEntryDay(clause: c - 1) else { continue }
            let (pf, pl) = a.clauseRange[c - 1]
            let (f, _) = a.clauseRange[c]
            guard pf == 0 || a.words[pf].breakBefore >= 2, pl - pf <= 6, pl > pf, a.words[pf].titleLike else { continue }
            var names = false
            for k in a.byClause[c] {
                switch a.cue(k) {
                case .songOutro: names = a.matches[k].start == f || a.words[f].text == "das"
                case .musicAnchor: names = a.words[f].text == "das" || a.words[f].text == "die"
                default: continue
                }
                if names { break }
            }
            guard names else { continue }
            var ok = true
            for i in pf...pl where covered(i) || a.words[i].isTitle { ok = false }
            if ok, let t = clean(pf, pl) {
                // the whole clause is the title, article included ("Der Mond ist aufgegangen")
                if ["der", "die", "das"].contains(a.words[pf].text), pl - pf >= 2 { lastSpan = (pf, pl); return a.original(pf, pl) }
                return t
            }
            // a title opening with a pronoun ("Es ist ein Schnee gefallen, das alte Volkslied")
            if ok, a.words[pf].capitalized, ["es", "ich", "du", "wir", "er", "sie"].contains(a.words[pf].text) {
                lastSpan = (pf, pl)
                return a.original(pf, pl)
            }
        }
        return nil
    }

    static let objectMarkers: Set<String> = [
        "der", "dem", "den", "auf", "mit", "vom", "meine", "meiner", "meinem", "seinem", "seiner",
        "ihrem", "ihrer", "und", "sein", "mein", "ihr", "unser", "unsere", "im", "am", "beim", "zum",
        "zur", "ins", "bei",
    ]

    static let titleSmall: Set<String> = ["of", "the", "on", "a", "to", "in", "im", "la", "de", "von", "und", "and", "me", "my", "you", "it"]

    /// "die tetris melodie im kopf": the word naming the melody right before the music noun.
    private func beforeAnchor(_ i: Int, _ first: Int) -> String? {
        var isAnchorWord = false
        for k in a.byClause[a.words[i].clause] where a.matches[k].start == i {
            if case .musicAnchor = a.cue(k) { isAnchorWord = true }
        }
        guard isAnchorWord, i - 1 >= first else { return nil }
        if !cased, let t = determinedBeforeAnchor(i, first) { return t }
        let w = a.words[i - 1]
        if isBarrier(i - 1) || SongNameFinder.generic.contains(w.text) || SongNameFinder.noise.contains(w.text) { return nil }
        if cased { guard w.capitalized else { return nil } }
        else { for suffix in ["e", "en", "er", "es", "em"] where w.text.hasSuffix(suffix) { return nil } }
        return a.original(i - 1, i)
    }

    static let determiners: Set<String> = ["den", "das", "dem", "der", "die", "dieses", "diesen", "diesem"]

    /// Dictation: "den bob der baumeister song" — several words between a determiner and the
    /// music word name the piece (the first must not be an inflected adjective: "das schöne alte Lied").
    private func determinedBeforeAnchor(_ i: Int, _ first: Int, minWords: Int = 2) -> String? {
        // the leftmost determiner of the run ("den bob der baumeister song")
        var j = i - 1
        var det = -1
        while j >= first, i - j <= 5 {
            if SongNameFinder.determiners.contains(a.words[j].text) { det = j }
            else if isBarrier(j) { break }
            if a.words[j].breakBefore >= 1 { break }
            j -= 1
        }
        j = det
        guard j >= first, i - 1 - j >= minWords else { return nil }
        let head = a.words[j + 1].text
        for suffix in ["e", "en", "er", "es", "em"] where head.hasSuffix(suffix) { return nil }
        if SongNameFinder.generic.contains(head) || SongNameFinder.noise.contains(head) { return nil }
        return clean(j + 1, i - 1)
    }

    private func isSkippable(_ i: Int) -> Bool {
        if SongNameFinder.adverbs.contains(a.words[i].text) { return true }
        for k in a.byClause[a.words[i].clause] where a.matches[k].start <= i && i < a.matches[k].end {
            switch a.cue(k) {
            case .strength, .time, .intensifier, .softener, .musicStick, .headLocus: return true
            default: continue
            }
        }
        return false
    }

    /// Covered by a time cue ("heute Morgen", "seit Stunden").
    private func isTimeWord(_ i: Int) -> Bool {
        for k in a.byClause[a.words[i].clause] where a.matches[k].start <= i && i < a.matches[k].end {
            if case .time = a.cue(k) { return true }
        }
        return false
    }

    /// Covered by a strength cue ("die ganze Zeit") shorter than the phrase `m` around it.
    private func isStrengthWord(_ i: Int, inside m: TextAnalysis.Match) -> Bool {
        for k in a.byClause[a.words[i].clause] where a.matches[k].start <= i && i < a.matches[k].end {
            if case .strength = a.cue(k), a.matches[k].end - a.matches[k].start < m.end - m.start { return true }
        }
        return false
    }

    private func near(_ c: Int) -> Bool {
        for h in inHeadClauses where abs(h - c) <= 2 || a.sentenceOfClause[h] == a.sentenceOfClause[c] { return true }
        return false
    }

    private func quotedTitle() -> String? {
        var best: (Int, Int)? = nil // (priority, word)
        let words = a.words
        // "<titel>" has seven bytes: the length rejects the other words without a comparison
        for i in words.indices where words[i].text.utf8.count == 7 && words[i].isTitle {
            let w = words[i]
            let c = w.clause
            guard reader.isEntryDay(clause: c) else { continue }
            var p = Int.max
            for h in inHeadClauses {
                if h == c { p = min(p, 0) }
                else if a.sentenceOfClause[h] == w.sentence { p = min(p, 1 + abs(h - c)) }
                else if abs(a.sentenceOfClause[h] - w.sentence) == 1 { p = min(p, 10 + abs(h - c)) }
                else if a.sentenceOfClause[h] - w.sentence == 2 { p = min(p, 30 + abs(h - c)) }
            }
            if p == Int.max { continue }
            if best == nil || p < best!.0 { best = (p, i) }
        }
        guard let b = best else { return nil }
        let w = a.words[b.1]
        return String(decoding: a.bytes[w.start..<w.end], as: UTF8.self)
    }

    /// Words covered by cues that never belong to a title.
    private func isBarrier(_ i: Int) -> Bool {
        let w = a.words[i]
        if w.isTitle { return true }
        if SongNameFinder.stop.contains(w.text) { return true }
        for k in a.byClause[w.clause] where a.matches[k].start <= i && i < a.matches[k].end {
            switch a.cue(k) {
            case .strength, .time, .negator, .partialNegation, .earworm, .headLocus, .musicAnchor,
                 .distress, .intensifier, .softener, .heardOnly, .musicOff, .purpose, .activity, .stress:
                return true
            default: continue
            }
        }
        return false
    }

    private func clean(_ from: Int, _ to: Int) -> String? {
        guard from <= to, from >= 0, to < a.words.count else { return nil }
        if SongNameFinder.skipPrepositions.contains(a.words[from].text) || ["im", "am", "in", "auf"].contains(a.words[from].text) && !a.words[from].capitalized { return nil }
        var s = from
        // "Das rote Pferd": a sentence-initial article before a lowercase adjective opens the title
        var keepArticle = false
        if cased, from + 2 <= to, ["das", "die", "der", "ein", "eine"].contains(a.words[from].text), a.words[from].capitalized,
           !a.words[from + 1].capitalized, a.words[from + 2].capitalized, !SongNameFinder.generic.contains(a.words[to].text) {
            keepArticle = true
            for suffix in ["musik", "lied", "song", "melodie", "jingle"] where a.words[to].text.hasSuffix(suffix) { keepArticle = false }
        }
        // a capitalised article in mid-sentence belongs to the title ("alle haben Die Gedanken sind frei gesungen")
        while !keepArticle, s <= to, SongNameFinder.noise.contains(a.words[s].text),
              !(cased && s < to && s > 0 && a.words[s].capitalized && a.words[s].breakBefore == 0
                && ["die", "der", "das", "ein", "eine"].contains(a.words[s].text)) { s += 1 }
        var e = to
        while e >= s, SongNameFinder.noise.contains(a.words[e].text) && a.words[e].text != "von" { e -= 1 }
        if e >= s, a.words[e].text == "von" { e -= 1 }
        guard s <= e, e - s < 9 else { return nil }
        var allGeneric = true
        for i in s...e where !SongNameFinder.generic.contains(a.words[i].text) { allGeneric = false; break }
        if allGeneric { return nil }
        if s == e || (e == s + 1 && SongNameFinder.noise.contains(a.words[s].text)) {
            let t = a.words[e].text
            for suffix in ["musik", "lied", "lieder", "song", "melodie", "jingle"] where t.hasSuffix(suffix) {
                let prefix = String(t.dropLast(suffix.count))
                if prefix.isEmpty || SongNameFinder.genericPrefixes.contains(where: { prefix.hasPrefix($0) }) { return nil }
            }
        }
        if SongNameFinder.stop.contains(a.words[s].text) || SongNameFinder.stop.contains(a.words[e].text) { return nil }
        var letters = false
        for b in a.bytes[a.words[s].start..<a.words[e].end] where (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) { letters = true; break }
        if !letters { return nil }
        // in capitalised text a title starts with a capital letter (or is quoted)
        if cased {
            var s2 = s
            while !keepArticle, s2 <= e, !a.words[s2].titleLike { s2 += 1 }
            if s2 > e || s2 - s > 2 { return nil }
            s = s2
            if SongNameFinder.generic.contains(a.words[s].text) && s == e { return nil }
        }
        lastSpan = (s, e)
        return a.original(s, e)
    }

    private func unquoted(in c: Int) -> String? {
        let (first, last) = a.clauseRange[c]
        for k in a.byClause[c] {
            let m = a.matches[k]
            switch a.cue(k) {
            case .headLocus:
                // forward: "im Kopf läuft X" (only in capitalised text)
                guard cased else { continue }
                var s = m.end
                while s <= last, ["laeuft", "lief", "spielt", "dudelt", "ist", "war", "hab", "hatte", "mir", "heute", "immer", "noch", "es"].contains(a.words[s].text) || isSkippable(s) { s += 1 }
                var e = s
                while e <= last, !isBarrier(e) { e += 1 }
                if let t = clean(s, e - 1) { return t }
            case .earworm:
                // "X als Ohrwurm", "Ohrwurm: X"
                if m.start - 1 >= first, a.words[m.start - 1].text == "als" {
                    var j = m.start - 2
                    while j >= first, !isBarrier(j) { j -= 1 }
                    if let t = clean(j + 1, m.start - 2) { return t }
                }
                guard cased else { continue }
                var s = m.end
                if s > last, c + 1 < a.clauseCount, a.words.count > s, a.words[s].breakBefore == 1 {
                    // "Ohrwurm: X" — title in the next clause
                    let (_, nl) = a.clauseRange[c + 1]
                    var s = s
                    if s <= nl, ParagraphReader.yesWords.contains(a.words[s].text) {
                        s += 1
                        if s > nl, c + 2 < a.clauseCount { s = a.clauseRange[c + 2].0 }
                    }
                    let nl2 = s <= nl ? nl : (c + 2 < a.clauseCount ? a.clauseRange[c + 2].1 : nl)
                    var e = s
                    while e <= nl2, !isBarrier(e) { e += 1 }
                    if let t = clean(s, e - 1) { return t }
                    continue
                }
                if s <= last, ["des", "heute", "am", "im"].contains(a.words[s].text) { continue }
                while s <= last, ["mir", "mich", "ich", "es", "der", "die", "das", "den"].contains(a.words[s].text) { s += 1 }
                if s <= last, SongNameFinder.skipPrepositions.contains(a.words[s].text) || ["seit", "von", "im", "in", "am"].contains(a.words[s].text) { continue }
                var e = s
                while e <= last, !isBarrier(e) { e += 1 }
                if e > s, let t = clean(s, e - 1) { return t }
            default: continue
            }
        }
        return nil
    }

    private func fromIntro(in c: Int) -> String? {
        let (_, last) = a.clauseRange[c]
        for k in a.byClause[c] {
            guard case .songIntro = a.cue(k) else { continue }
            let m = a.matches[k]
            // "ein Lied von der Weihnachtsfeier": a place or event, no title
            if m.end <= last, ["der", "dem", "den", "einer", "einem"].contains(a.words[m.end].text) { continue }
            // "der Ohrwurm vom Wochenende / vom Konzert": "vom" before a time, event or place names no artist
            if m.end <= last, a.words[m.end - 1].text == "vom", SongNameFinder.eventEndings.contains(where: { a.words[m.end].text.hasSuffix($0) }) { continue }
            if m.end > last, c + 1 < a.clauseCount {
                // "Ohrwurm des Tages: Despacito."
                let (nf, nl) = a.clauseRange[c + 1]
                var e = nf
                while e <= nl, !isBarrier(e) || a.words[e].text == "von" { e += 1 }
                if e > nf, let t = clean(nf, e - 1) { return t }
                continue
            }
            // "lief heute Morgen X": time words between the intro and the title
            var s = m.end
            while s <= last, isTimeWord(s) { s += 1 }
            var e = s
            while e <= last, !isBarrier(e) || a.words[e].text == "von" { e += 1 }
            if let t = clean(s, e - 1) { return t }
        }
        return nil
    }

    /// The last two bytes of `t` are those of "song", "lied", "melodie", "jingle" or "musik"
    /// (a prefilter: `description` compares the words and suffixes themselves).
    @inline(__always) static func endsLikeMusicWord(_ t: String) -> Bool {
        var t = t
        return t.withUTF8 { u in
            guard u.count >= 2 else { return false }
            let x = u[u.count - 2], y = u[u.count - 1]
            switch y {
            case 0x65: return x == 0x69 || x == 0x6C   // -ie, -le
            case 0x67: return x == 0x6E                // -ng
            case 0x64: return x == 0x65                // -ed
            case 0x6B: return x == 0x69                // -ik
            default: return false
            }
        }
    }

    /// Sources of music that identify no piece ("die Melodie aus dem Radio").
    static let places: Set<String> = [
        "radio", "supermarkt", "laden", "kaufhaus", "fernsehen", "fernseher", "werbung", "auto",
        "buero", "nebenzimmer", "lautsprecher", "handy", "kindergarten", "kita", "fitnessstudio",
    ]

    private func description(in c: Int) -> String? {
        let (first, last) = a.clauseRange[c]
        guard first <= last else { return nil }
        for i in first...last {
            // every test below needs a word ending like "song", "lied", "melodie", "jingle" or "musik"
            guard SongNameFinder.endsLikeMusicWord(a.words[i].text) else { continue }
            let t = a.words[i].text
            if !cased, ["song", "lied", "melodie"].contains(t), let d = determinedBeforeAnchor(i, first) { return d }
            // "die Melodie aus dem Tatort": a bare melody named by its source
            if t == "melodie", i + 3 <= last, a.words[i + 1].text == "aus", a.words[i + 2].text == "dem",
               !SongNameFinder.places.contains(a.words[i + 3].text), !isBarrier(i + 3) {
                return a.original(i, i + 3)
            }
            for suffix in ["melodie", "song", "lied", "jingle", "musik"] where t.hasSuffix(suffix) && t.count > suffix.count + 2 {
                let prefix = String(t.dropLast(suffix.count))
                // "Titelmelodie von X", "das Lied aus dem König der Löwen"
                if i + 2 <= last, a.words[i + 1].text == "von" || a.words[i + 1].text == "aus" {
                    var e = i + 2
                    while e <= last, !isBarrier(e) || a.words[e].text == "der" || a.words[e].text == "den" { e += 1 }
                    let linker = a.words[i + 1].text
                    let bad: Set<String> = linker == "von" ? ["einem", "einer", "irgendeinem", "irgendeiner", "der", "dem", "den"]
                                                           : ["einem", "einer", "irgendeinem", "irgendeiner"]
                    if e > i + 2, !bad.contains(a.words[i + 2].text) {
                        return a.original(i, e - 1)
                    }
                }
                if SongNameFinder.genericPrefixes.contains(where: { prefix.hasPrefix($0) }) {
                    // dictation: "der pokemon titelsong" — the word before a generic compound names it
                    if !cased, let d = determinedBeforeAnchor(i, first, minWords: 1) { return d }
                    continue
                }
                return a.original(i, i)
            }
        }
        return nil
    }
}

// MARK: songs as knowledge

extension SongNameFinder {
    private func keyPieces() -> KeyPieces { SongKey.keyPieces(a.words, a.bytes) }

    /// A gazetteer hit with what the text says around it.
    private struct KnownCandidate {
        var song: Int
        /// The gazetteer hit (its display text is made for the chosen candidate only).
        let hit: SongGazetteer.Hit
        /// Word range of the title, and of title plus a stated artist.
        let from: Int, to: Int
        var spanFrom: Int, spanTo: Int
        /// 0 = in an in-head clause, 1 = same sentence, 2 = neighbouring sentence.
        let rank: Int
        var artistStated = false
        let cueNear: Bool
        let words: Int
        let ambiguous: Bool
    }

    /// Chooses between the cue-bounded candidate `found` and the known titles in the text
    /// (docs/extractor.md, "Songs as knowledge"):
    /// - a known title counts only near the music (its clause, sentence or the next/previous
    ///   sentence, on the entry's day); an *ambiguous* one (one word, or only common words:
    ///   "Hello", "Sommer", "Tage wie diese") only with its artist stated next to it ("Hello von
    ///   Adele", "Ravels Bolero"), right beside a music cue ("Ohrwurm: Zombie", "Layla im Kopf",
    ///   "die Tetris-Musik") or as the candidate the cues found;
    /// - a known title inside or around the candidate, or in an in-head clause, replaces it with
    ///   the canonical spelling ("nacht von helene fischer" -> „Atemlos durch die Nacht“);
    /// - otherwise the candidate stays, a known artist after "von" is split off, and fillers or
    ///   ordinary nouns alone ("naja", "bro", "hoch", "Radio") are no title.
    func resolveKnown(_ found: String?, _ span: (Int, Int)?) -> (text: String, from: Int, to: Int)? {
        let g = SongGazetteer.shared
        let pieces = keyPieces()
        let pw = pieces.word
        var found = found
        var foundWords = found.map { SongKey.words($0) } ?? []
        // fillers and ordinary nouns alone ("naja", "bro", "Radio") are no candidate
        if SongNamePatterns.isNonTitle(foundWords) { found = nil; foundWords = [] }
        var best: KnownCandidate? = nil
        // the cues found only an artist ("die ham wolfgang petry jespielt"): that artist's title beside
        // an in-head cue counts even when its words are cues themselves ("hölle hölle hölle im kopp")
        let foundArtist = found.flatMap { g.canonicalArtist($0) }.map { SongKey.words($0) }
        for h in g.hits(in: pieces, starts: rankedPieceStarts(pw)) {
            let f = SongNameFinder.wordOf(pw[h.from]), t = SongNameFinder.wordOf(pw[h.to])
            let c = a.words[f].clause
            // a title may span a comma ("Großer Gott, wir loben dich"): its nearest clause counts
            var rank: Int? = nil
            for cc in c...a.words[t].clause { if let r = knownRank(cc) { rank = min(rank ?? r, r) } }
            guard reader.isEntryDay(clause: c), let rank else { continue }
            let nameWords = pieces.strings(h.from, h.to)
            var cand = KnownCandidate(song: h.song, hit: h, from: f, to: t, spanFrom: f, spanTo: t, rank: rank,
                                      cueNear: cueBeside(f, t), words: nameWords.count,
                                      ambiguous: SongNamePatterns.isAmbiguousTitle(nameWords) || coveredByCue(f, t))
            // "X von (den) ARTIST", "X vom ARTIST", "X (ARTIST)": the artist after the title
            var p = h.to + 1
            if p < pieces.count, SongGazetteer.isArtistLinker(pieces, p) || pieces.isEmpty(p) { p += 1 }
            if let ar = g.artist(in: pieces, from: p), let s = songBy(ar.name, named: nameWords, fallback: h.song) {
                cand.song = s
                cand.artistStated = true
                cand.spanTo = SongNameFinder.wordOf(pw[ar.end - 1])
            }
            // "Ravels Bolero", "Queen: Bohemian Rhapsody": the artist right before it
            if !cand.artistStated {
                for back in stride(from: min(4, h.from), through: 1, by: -1) {
                    if let ar = g.artist(in: pieces, from: h.from - back), ar.end == h.from,
                       let s = songBy(ar.name, named: nameWords, fallback: h.song) {
                        cand.song = s
                        cand.artistStated = true
                        cand.spanFrom = SongNameFinder.wordOf(pw[h.from - back])
                        break
                    }
                }
            }
            let inFound = !foundWords.isEmpty && SongNameFinder.containsRun(foundWords, nameWords)
            // in a neighbouring sentence a title needs something that makes it music: its artist,
            // a cue beside it, a music word in its clause, or a clause of its own ("…, Für Elise, …");
            // "Wir waren auf der Reeperbahn nachts um halb eins" is a place
            if rank == 2, !cand.artistStated, !cand.cueNear, !inFound, !songCueIn(c), !wholeClause(f, t) { continue }
            if let fa = foundArtist, cand.cueNear, let sa = g.songs[cand.song].artist, SongKey.words(sa) == fa { cand.artistStated = true }
            if cand.ambiguous, !cand.artistStated {
                // an ordinary word alone ("Radio", "hoch") is no title without the artist, nor are
                // words that are cues themselves ("die ganze Zeit", "keine Lust") unless the cues
                // took them for the title
                guard !SongNamePatterns.isNonTitle(nameWords), cand.cueNear || inFound else { continue }
                if coveredByCue(f, t), !inFound { continue }
            }
            if let b = best, !better(cand, than: b) { continue }
            best = cand
        }
        if let b = best {
            let title = shown(b.hit, pw: pw)
            let bWords = SongKey.words(title)
            let overlapsFound = !foundWords.isEmpty && (SongNameFinder.containsRun(foundWords, pieceStrings(pieces, pieceRange(b.from, b.to, pw)))
                || SongNameFinder.containsRun(bWords, foundWords) || spanOverlaps(span, b))
            // "die Tetris-Melodie", "die Titelmelodie von der Sendung mit der Maus": a description
            // around the known title stays as written
            if let f = found, overlapsFound, isDescription(foundWords, around: pieceStrings(pieces, pieceRange(b.from, b.to, pw))) {
                return (f, span?.0 ?? -1, span?.1 ?? -1)
            }
            if found == nil || overlapsFound || b.rank == 0 {
                var lo = b.spanFrom, hi = b.spanTo
                // the words the cues took for the title stay out of the other fields' reading
                if overlapsFound, let s = span { lo = min(lo, s.0); hi = max(hi, s.1) }
                lastSpan = (lo, hi)
                return (title, lo, hi)
            }
        }
        guard let t = found else { return nil }
        if let k = g.canonical(t) { return (k.title, span?.0 ?? -1, span?.1 ?? -1) }
        if let artist = g.canonicalArtist(t) { return (artist, span?.0 ?? -1, span?.1 ?? -1) }
        // "xyz von helene fischer": an unknown title by a known artist keeps the title only
        if let s = span {
            var v = s.1
            while v > s.0, !SongGazetteer.artistLinkers.contains(a.words[v].text) { v -= 1 }
            if v > s.0, v < s.1 {
                let rest = SongKey.words(a.original(v + 1, s.1))
                if g.artist(in: rest, from: 0)?.end == rest.count {
                    lastSpan = s
                    return (a.original(s.0, v - 1), s.0, s.1)
                }
            }
        }
        if let s = span { return (t, s.0, s.1) }
        return (t, -1, -1)
    }

    /// The text of a hit as it should be reported: the stated words in the name's casing,
    /// the canonical title, or the other name the text used.
    private func shown(_ h: SongGazetteer.Hit, pw: [Int]) -> String {
        let g = SongGazetteer.shared
        switch g.display(h) {
        case .canonical: return g.songs[h.song].title
        case let .otherName(n): return n
        case let .stated(name):
            let surface = SongKey.surfaceWords(name)
            guard surface.count == h.to - h.from + 1 else { return name }
            // a dropped filler inside: the name as the gazetteer spells it
            if pw[h.from...h.to].contains(where: { $0 < 0 }) { return name }
            var out = ""
            var p = h.from
            var lastWord = -1
            while p <= h.to {
                let w = pw[p]
                if lastWord >= 0 { out += String(decoding: a.bytes[a.words[lastWord].end..<a.words[w].start], as: UTF8.self) }
                // a hyphenated word keeps its own spelling
                var n = 0
                while p + n <= h.to, pw[p + n] == w { n += 1 }
                // one key word for the whole text word (`SongKey.words(a.original(w, w)).count == 1`):
                // a word's pieces are consecutive, so no neighbouring piece belongs to it
                let single = n == 1 && (p == 0 || pw[p - 1] != w) && (p + 1 >= pw.count || pw[p + 1] != w)
                out += single ? SongNameFinder.recased(a.original(w, w), like: surface[p - h.from]) : a.original(w, w)
                lastWord = w
                p += n
            }
            if out.utf8.contains(0x28), out.filter({ $0 == "(" }).count > out.filter({ $0 == ")" }).count { out += ")" }
            return out
        }
    }

    private func pieceStrings(_ pieces: KeyPieces, _ r: ClosedRange<Int>) -> [String] { pieces.strings(r.lowerBound, r.upperBound) }

    private func pieceRange(_ from: Int, _ to: Int, _ pw: [Int]) -> ClosedRange<Int> {
        let lo = pw.firstIndex(of: from) ?? 0
        let hi = pw.lastIndex(of: to) ?? lo
        return lo...max(lo, hi)
    }

    private func spanOverlaps(_ span: (Int, Int)?, _ b: KnownCandidate) -> Bool {
        guard let s = span else { return false }
        return s.0 <= b.spanTo && b.spanFrom <= s.1
    }

    /// Prefer: nearer the music, artist stated, distinctive, longer.
    private func better(_ x: KnownCandidate, than y: KnownCandidate) -> Bool {
        if x.rank != y.rank { return x.rank < y.rank }
        if x.artistStated != y.artistStated { return x.artistStated }
        if x.ambiguous != y.ambiguous { return !x.ambiguous }
        return x.words > y.words
    }

    /// Among the songs sharing the matched name, the one by `artist`; nil if none is by it.
    private func songBy(_ artist: String, named words: [String], fallback: Int) -> Int? {
        let g = SongGazetteer.shared
        let artistWords = SongKey.words(artist)
        let candidates = [fallback] + (g.byKey[words.joined(separator: " ")] ?? [])
        for i in candidates where g.matchesArtist(i, artistWords) { return i }
        return nil
    }

    /// 0 in an in-head clause, 1 in its sentence, 2 in the neighbouring sentence, else nil.
    /// The pieces where a hit can start that `knownRank` accepts: from `SongGazetteer.maxNameWords`
    /// pieces before the first ranked clause (a title may reach into it) to its last ranked clause.
    private func rankedPieceStarts(_ pw: [Int]) -> Range<Int> {
        var firstWord = Int.max, lastWord = -1
        for c in 0..<a.clauseCount where knownRank(c) != nil {
            let (f, l) = a.clauseRange[c]
            guard f <= l else { continue }
            firstWord = min(firstWord, f)
            lastWord = max(lastWord, l)
        }
        guard lastWord >= 0 else { return 0..<0 }
        var lo = pw.count, hi = 0
        for (p, w) in pw.enumerated() {
            let word = SongNameFinder.wordOf(w)
            if word >= firstWord && p < lo { lo = p }
            if word <= lastWord { hi = p + 1 }
        }
        lo = max(0, lo - SongGazetteer.shared.maxNameWords)
        return lo < hi ? lo..<hi : 0..<0
    }

    private func knownRank(_ c: Int) -> Int? {
        var r: Int? = nil
        for h in inHeadClauses {
            if h == c { return 0 }
            let d = abs(a.sentenceOfClause[h] - a.sentenceOfClause[c])
            if d == 0 { r = min(r ?? 1, 1) } else if d == 1 { r = min(r ?? 2, 2) }
        }
        return r
    }

    /// A music cue right before or after the words (only adverbs, time and strength words, a
    /// pronoun or "von ARTIST"-free filler between): "Ohrwurm: Zombie", "Layla im Kopf",
    /// "summe Atemlos vor mich hin", "die Tetris-Musik".
    private func cueBeside(_ from: Int, _ to: Int) -> Bool {
        let c = a.words[from].clause
        let (first, last) = a.clauseRange[c]
        // a clause split without punctuation ("… sweet dreams | im kopf gehabt") joins again
        var around = a.byClause[c]
        let ct = a.words[to].clause
        if ct != c { around += a.byClause[ct] }
        let lastT = a.clauseRange[ct].1
        if to == lastT, ct + 1 < a.clauseCount, to + 1 < a.words.count, a.words[to + 1].breakBefore == 0 { around += a.byClause[ct + 1] }
        if from == first, c > 0, a.words[from].breakBefore == 0 { around += a.byClause[c - 1] }
        for k in around {
            switch a.cue(k) {
            case .earworm, .headLocus, .musicStick, .songIntro, .songOutro, .musicAnchor: break
            default: continue
            }
            let m = a.matches[k]
            // one hyphenated compound ("Tetris-Musik")
            if m.start == from && m.end == from + 1 && from == to, a.original(from, from).contains("-") { return true }
            // before the title only a naming cue ("das Lied X", "Ohrwurm: X", "Musik: X");
            // "werd ihn nicht los egal" or "im Kopf Sommer" name nothing
            var before = false
            switch a.cue(k) {
            case .songIntro, .earworm, .musicAnchor: before = true
            default: break
            }
            if m.end <= from, !before { continue }
            if m.end <= from {
                var ok = from - m.end <= 3
                if ok { for i in m.end..<from where !besideWord(i, strength: false) { ok = false } }
                if ok { return true }
            } else if m.start > to {
                var ok = m.start - to - 1 <= 6
                if ok { for i in (to + 1)..<m.start where !besideWord(i, strength: true) { ok = false } }
                if ok { return true }
            }
        }
        // "Ohrwurm: Zombie" / "Ohrwurm heute – Zombie" across a colon or dash (not a comma:
        // "Ich hab einen Ohrwurm, ich will nur noch schlafen")
        if from == first, c > 0, a.words[from].breakBefore == 1, from > 0,
           a.bytes[a.words[from - 1].end..<a.words[from].start].contains(where: { $0 == 0x3A || $0 == 0x2D || $0 == 0xE2 }) {
            let (pf, pl) = a.clauseRange[c - 1]
            if pl - pf <= 3 {
                for k in a.byClause[c - 1] {
                    if case .earworm = a.cue(k) { return true }
                    if case .songIntro = a.cue(k) { return true }
                }
            }
        }
        return false
    }

    /// The clause names music itself ("gesungen", "Lied", "im Radio", "summt").
    private func songCueIn(_ c: Int) -> Bool {
        for k in a.byClause[c] {
            switch a.cue(k) {
            case .songIntro, .songOutro, .musicAnchor, .heardOnly, .earworm, .headLocus, .musicStick: return true
            default: continue
            }
        }
        return false
    }

    /// The words are a clause of their own.
    private func wholeClause(_ from: Int, _ to: Int) -> Bool {
        let (f, l) = a.clauseRange[a.words[from].clause]
        return f == from && l == to
    }

    /// May stand between a title and its cue: a pronoun, auxiliary or article (`beside`), or a
    /// time or strength word ("Layla hab ich heute den ganzen Tag im Kopf").
    private func besideWord(_ i: Int, strength: Bool) -> Bool {
        if SongNameFinder.beside.contains(a.words[i].text) { return true }
        for k in a.byClause[a.words[i].clause] where a.matches[k].start <= i && i < a.matches[k].end {
            switch a.cue(k) {
            case .time: return true
            case .strength: if strength { return true }
            default: continue
            }
        }
        return false
    }

    /// Some word of `from...to` belongs to a strength, time, level or mood cue ("die ganze Zeit").
    /// A one-word title that is a music word itself ("Lieder") counts too; a longer name may end
    /// in one ("Tetris-Musik").
    private func coveredByCue(_ from: Int, _ to: Int) -> Bool {
        for i in from...to {
            for k in a.byClause[a.words[i].clause] where a.matches[k].start <= i && i < a.matches[k].end {
                switch a.cue(k) {
                case .time:
                    // "seit dem Tatort gestern": the event a "seit" phrase names may be the piece
                    if a.words[a.matches[k].start].text == "seit", a.matches[k].start < from { continue }
                    return true
                case .strength, .distress, .stress, .mood, .moodNeutral, .negator, .intensifier, .softener,
                     .earworm, .headLocus, .musicStick, .musicOff, .activity:
                    return true
                case .musicAnchor, .songIntro:
                    if from == to { return true }
                default: continue
                }
            }
        }
        return false
    }

    /// The candidate is the known title inside a describing phrase ("tetris melodie",
    /// "titelmelodie von der sendung mit der maus").
    private func isDescription(_ found: [String], around title: [String]) -> Bool {
        guard found.count > title.count, SongNameFinder.containsRun(found, title) else { return false }
        var rest = found
        for i in 0...(found.count - title.count) where Array(found[i..<(i + title.count)]) == title {
            rest.removeSubrange(i..<(i + title.count)); break
        }
        var describing = false
        for w in rest {
            if SongNamePatterns.describingWords.contains(where: { w.hasSuffix($0) }) { describing = true; continue }
            if ["die", "der", "das", "dem", "den", "von", "vom", "aus", "the"].contains(w) { continue }
            return false
        }
        return describing
    }

    /// Words that may stand between a title and its cue ("Layla hab ich im Kopf").
    static let eventEndings: [String] = [
        "ende", "tag", "abend", "morgen", "mittag", "nacht", "fest", "feier", "konzert", "markt", "urlaub",
        "training", "radio", "fernsehen", "sender", "band", "chor", "club", "festival", "turnier", "spiel",
        "auto", "kindergarten", "schule", "laden", "supermarkt", "wirt", "dj", "kiosk", "handy", "film",
    ]

    static let beside: Set<String> = [
        "hab", "habe", "hatte", "ich", "mir", "mich", "es", "ist", "war", "geht", "ging", "die", "der",
        "das", "den", "dem", "diese", "dieses", "diesen", "des", "tages", "heute", "heut", "gerade", "grad",
        "hob", "i", "han", "hon", "hatt", "immer", "noch", "schon", "wieder", "so", "mal",
        // "an Ohrwurm ghabt vo Hulapalu": the participle and the linker after the naming cue
        "gehabt", "bekommen", "gekriegt", "von",
    ]

    /// The text's word in the casing of the gazetteer's word: the gazetteer's spelling when the
    /// letters agree ("mccartney" -> "McCartney"), else the text's letters with the gazetteer's
    /// initial case ("fur" -> "Fur" for "Für", "pokemon" -> "Pokemon"): the letters stay as stated.
    static func recased(_ text: String, like surface: String) -> String {
        if text.lowercased() == surface.lowercased() { return surface }
        guard let f = text.first, let s = surface.first else { return text }
        let head = s.isUppercase ? String(f).uppercased() : String(f).lowercased()
        return head + text.dropFirst()
    }

    /// The text word of a key piece: pieces of dropped fillers are stored as -1 - (next word).
    static func wordOf(_ piece: Int) -> Int { piece >= 0 ? piece : -1 - piece }

    /// `run` occurs in `words` as consecutive words.
    static func containsRun(_ words: [String], _ run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= words.count else { return false }
        for i in 0...(words.count - run.count) where words[i] == run[0] {
            if Array(words[i..<(i + run.count)]) == run { return true }
        }
        return false
    }
}
