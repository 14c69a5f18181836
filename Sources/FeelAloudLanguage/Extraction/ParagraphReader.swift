import FeelAloudCore

/// Turns a `TextAnalysis` into the contract's fields. All decisions look at cues only; the
/// words live in the rule tables (Rules/).
struct ParagraphReader {
    var a: TextAnalysis
    /// Day per clause: nil = unmarked, 0 = today, -n = n days back, `otherDay` = elsewhere.
    var clauseDay: [Int?] = []
    var dayOffset = 0
    static let otherDay = Int.min

    init(_ analysis: TextAnalysis) {
        a = analysis
        assignDays()
    }

    // MARK: days

    private mutating func assignDays() {
        clauseDay = Array(repeating: nil, count: a.clauseCount)
        var current: Int? = nil
        var anyToday = false
        var firstRef: (clause: Int, day: Int)? = nil
        var addendum: Int? = nil   // sentence of "Nachtrag"
        var topic = false   // the current day was set at the start of a sentence ("Gestern war …")
        for c in 0..<a.clauseCount {
            // a day named inside a subordinate clause ("weil wir gestern gebucht haben") ends with its sentence
            if c > 0, a.sentenceOfClause[c] != a.sentenceOfClause[c - 1], !topic { current = nil }
            var today = false
            var past: Int? = nil
            var other = false
            for k in a.byClause[c] {
                switch a.cue(k) {
                case let .time(ref):
                    switch ref {
                    case .today: today = true
                    case let .past(d): past = -d
                    case .otherDay: other = true
                    }
                case .addendum: if addendum == nil { addendum = a.matches[k].sentence }
                default: break
                }
            }
            if past != nil {
                for k in a.byClause[c] {
                    if case .time(.past) = a.cue(k) {
                        for i in a.clauseRange[c].0..<a.matches[k].start where a.words[i].text == "seit" { today = true }
                    }
                }
            }
            let sentenceStart = c == 0 || a.sentenceOfClause[c] != a.sentenceOfClause[c - 1]
            if today { current = 0; anyToday = true; topic = sentenceStart }
            else if let p = past { current = p; topic = sentenceStart }
            else if other { current = ParagraphReader.otherDay; topic = sentenceStart }
            if firstRef == nil, today || past != nil { firstRef = (c, today ? 0 : past!) }
            clauseDay[c] = current
        }
        if let s = addendum, s <= 1 {
            // "Nachtrag zu gestern": the day named in the same or next sentence, else yesterday
            var d = -1
            for c in 0..<a.clauseCount where a.sentenceOfClause[c] <= s + 1 {
                if let v = clauseDay[c], v < 0, v != ParagraphReader.otherDay { d = v; break }
            }
            dayOffset = d
        } else if let f = firstRef, f.day < 0, !anyToday, a.sentenceOfClause[f.clause] == 0,
                  a.clauseRange[f.clause].0 <= 5 {
            dayOffset = f.day
        }
    }

    func isEntryDay(clause c: Int) -> Bool {
        guard let d = clauseDay[c] else { return true }
        if dayOffset != 0 { return d == dayOffset || (d == 0 && !explicitToday(c)) }
        return d == 0
    }

    private func explicitToday(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f <= l else { return false }
        for i in f...l where ["heute", "heut", "jetzt", "gerade", "grad"].contains(a.words[i].text) { return true }
        return false
    }

    // MARK: helpers

    func clauseHas(_ c: Int, affirmed: Bool = true, _ test: (Cue) -> Bool) -> Bool {
        for k in a.byClause[c] where test(a.cue(k)) {
            if !affirmed || a.polarity(k) == .affirmed { return true }
        }
        return false
    }

    /// Level shift from intensifiers/softeners next to match `k` (two words either side).
    func shift(_ k: Int) -> Int {
        let m = a.matches[k]
        var up = false, down = false
        for o in a.byClause[m.clause] where o != k {
            let n = a.matches[o]
            var before = n.end <= m.start && m.start - n.end <= 2
            if before, m.start - n.end == 2, !ParagraphReader.modifierBridge.contains(a.words[n.end].text) { before = false }
            // after the word only across pronouns/particles: "nervt mi scho a weng", "stört mich extrem"
            var after = n.start >= m.end && n.start - m.end <= 3
            if after, n.start > m.end {
                for i in m.end..<n.start where !ParagraphReader.modifierBridge.contains(a.words[i].text) { after = false }
            }
            guard before || after else { continue }
            switch a.cue(o) {
            case .intensifier: up = true
            case .softener: down = true
            default: break
            }
        }
        if down { return -1 }
        return up ? 1 : 0
    }

    static let modifierBridge: Set<String> = ["mich", "mi", "mir", "schon", "es", "ja", "auch", "mal", "so", "echt", "aber", "nur"]

    static func severity(_ s: Severity, shiftedBy d: Int) -> Severity {
        let all = Severity.allCases
        let i = max(1, min(all.count - 1, s.rank + d))
        return s == .none ? .none : all[i]
    }

    // MARK: fields

    func read() -> ReadingResult {
        var music = musicInHead()
        var parts = ReadingResult()
        parts.dayOffset = dayOffset
        parts.musicMentioned = music.mentioned
        if music.positive {
            parts.musicInHead = true
            parts.earwormStrength = strength(music.clauses)
            parts.distress = distress(music.clauses)
            let cm = countermeasures()
            parts.countermeasures = cm.done
            parts.activity = cm.activity
            let song = SongNameFinder(reader: self, inHeadClauses: music.clauses, fragment: music.fragment).findSpan()
            parts.songName = song?.text
            parts.songSpan = song.map { ($0.from, $0.to) }
        } else {
            parts.stress = stress()
            music.clauses = []
        }
        parts.socialContact = social(songSpan: parts.songSpan)
        parts.mood = mood(music.positive, songSpan: parts.songSpan)
        return parts
    }

    struct MusicState {
        var positive = false
        var mentioned = false
        var clauses: [Int] = []
        var fragment: (clauses: [Int], from: Int, to: Int)? = nil
    }

    private func isAnchor(_ k: Int) -> Bool {
        switch a.cue(k) {
        case .musicAnchor, .earworm: return a.polarity(k) != .negated
        default: return false
        }
    }

    func musicInHead() -> MusicState {
        var st = MusicState()
        // anchors per sentence
        var anchorSentences = Set<Int>()
        var strongAnchorSentences = Set<Int>()
        for c in 0..<a.clauseCount where !musicOff(c) {
            for k in a.byClause[c] where isAnchor(k) {
                anchorSentences.insert(a.sentenceOfClause[c])
                strongAnchorSentences.insert(a.sentenceOfClause[c])
            }
        }
        for k in a.matches.indices where a.matches[k].alive {
            if case .musicOffParagraph = a.cue(k), a.polarity(k) == .affirmed {
                st.mentioned = true
                return st
            }
        }
        let musicEvidence = hasMusicEvidence()
        var fragment = musicEvidence ? titleFragment() : nil
        if let f = fragment { for c in f.clauses { anchorSentences.insert(a.sentenceOfClause[c]) } }
        var heardSentences = Set<Int>()
        for c in 0..<a.clauseCount where clauseHas(c, affirmed: false, {
            switch $0 { case .heardOnly, .songOutro, .songIntro: return true; default: return false }
        }) {
            heardSentences.insert(a.sentenceOfClause[c])
        }
        for c in 0..<a.clauseCount {
            let s = a.sentenceOfClause[c]
            let entry = isEntryDay(clause: c)
            var question = a.sentenceIsQuestion[s] && !rhetorical(s)
            if question, let n = firstWord(ofSentence: s + 1), ParagraphReader.yesWords.contains(n) { question = false }
            let off = musicOff(c)
            let hypo = clauseHas(c, affirmed: false) { if case .hypothetical = $0 { return true }; return false }
            let heard = clauseHas(c, affirmed: false) { if case .heardOnly = $0 { return true }; return false }
            var anchorHere = false
            for k in a.byClause[c] where isAnchor(k) { anchorHere = true }
            if let f = fragment, f.clauses.contains(c) { anchorHere = true }
            let anchored = anchorSentences.contains(s) || anchorSentences.contains(s - 1)
            let shortClause = a.clauseRange[c].1 - a.clauseRange[c].0 <= 3
            let run = musicEvidence ? leadingTitleRun(c) : nil
            var hit = run != nil
            for k in a.byClause[c] {
                switch a.cue(k) {
                case .earworm:
                    st.mentioned = true
                    if !musicNegated(k) { hit = true }
                case .headLocus:
                    st.mentioned = true
                    if !musicNegated(k) { hit = true }
                case .musicStick:
                    if a.polarity(k) == .affirmed,
                       anchored || heardSentences.contains(s) || heardSentences.contains(s - 1)
                        || subjectBeforeLooksLikeTitle(k) || titleInside(k) || knownTitleBefore(k) { hit = true }
                case let .strength(level, _):
                    guard a.polarity(k) == .affirmed, !heard, !followsLevelWord(k) else { continue }
                    if level == .weak && modifiesNext(k) { continue }
                    if anchorHere || (shortClause && (level == .weak ? strongAnchorSentences.contains(s) : anchored)) { hit = true }
                    if level == .strong, anchorSentences.contains(s), !heardSentences.contains(s) { hit = true }
                    if fragment != nil && anchored && level != .weak { hit = true }
                    if let f = fragment, let fl = f.clauses.last, c > fl, c <= fl + 3, level != .weak { hit = true }
                case let .distress(level):
                    if anchorHere, !heard, level != .none, a.polarity(k) == .affirmed { hit = true }
                    if anchored, level >= .medium, !heardSentences.contains(s), a.polarity(k) == .affirmed,
                       !clauseHas(c, affirmed: false, { if case .otherSubject = $0 { return true }; return false }) { hit = true }
                case .musicOff:
                    st.mentioned = true
                default: break
                }
            }
            if hit && !off && !hypo && !question && entry {
                st.positive = true
                st.clauses.append(c)
                if fragment == nil, let r = run { fragment = ([c], r.0, r.1) }
            }
        }
        if st.positive, let f = fragment {
            st.fragment = f
            for c in f.clauses where !st.clauses.contains(c) { st.clauses.append(c) }
            st.clauses.sort()
        }
        return st
    }

    private func rhetorical(_ s: Int) -> Bool {
        for w in a.words where w.sentence == s && ["warum", "wieso", "weshalb", "wer", "was"].contains(w.text) { return true }
        return false
    }

    /// The clause (or the one-word clause after it: "Ohrwurm: nein") says the head is free.
    private func musicOff(_ c: Int) -> Bool {
        if clauseHas(c, { if case .musicOff = $0 { return true }; return false }) { return true }
        if c + 1 < a.clauseCount, a.clauseRange[c + 1].1 == a.clauseRange[c + 1].0,
           a.sentenceOfClause[c + 1] == a.sentenceOfClause[c] {
            if clauseHas(c + 1, { if case .musicOff = $0 { return true }; return false }) { return true }
            // "Ohrwurm: keiner."
            return ["kein", "keiner", "keinen", "keine", "nein", "nix", "nichts", "null"].contains(a.words[a.clauseRange[c + 1].0].text)
        }
        return false
    }

    /// "Stress ohne Ende": a frequency phrase right after a stress or distress word.
    private func followsLevelWord(_ k: Int) -> Bool {
        let m = a.matches[k]
        for o in a.byClause[m.clause] where o != k && a.matches[o].end == m.start {
            switch a.cue(o) {
            case .stress, .distress, .mood: return true
            default: continue
            }
        }
        return false
    }

    static let yesWords: Set<String> = ["ja", "jep", "jo", "jap", "leider", "jawohl", "klar", "natuerlich", "und", "oh", "jaja"]

    private func firstWord(ofSentence s: Int) -> String? {
        for w in a.words where w.sentence == s { return w.text }
        return nil
    }

    /// Negated itself, or right after a negated music word ("keine Musik im Kopf").
    private func musicNegated(_ k: Int) -> Bool {
        if a.polarity(k) == .negated { return true }
        // "Ein Ohrwurm ist davon nicht hängengeblieben": a negated music cue negates the clause's music
        for o in a.byClause[a.matches[k].clause] where o != k {
            switch a.cue(o) {
            case .earworm, .headLocus, .musicStick: if a.polarity(o) == .negated { return true }
            default: continue
            }
        }
        let m = a.matches[k]
        for o in a.byClause[m.clause] where o != k {
            let t = a.matches[o]
            guard t.end <= m.start, m.start - t.end <= 2, isMusicWord(o) else { continue }
            if a.polarity(o) == .negated { return true }
        }
        return false
    }

    private func isMusicWord(_ k: Int) -> Bool {
        switch a.cue(k) {
        case .musicAnchor, .earworm: return true
        default: return false
        }
    }

    static let pronouns: Set<String> = [
        "ich", "er", "sie", "es", "wir", "das", "der", "die", "den", "dem", "man", "du", "ihr",
        "mir", "mich", "alles", "was", "des", "i", "dies", "dieser", "diese", "mein", "meine",
        "meinem", "meinen", "meiner", "unser", "unsere", "sein", "seine", "ihr", "ihre", "heute",
        "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag",
    ]

    /// "Ich werd Mr. Brightside nicht los": a capitalised unknown word inside the phrase.
    private func titleInside(_ k: Int) -> Bool {
        let m = a.matches[k]
        guard m.end - m.start > 2 else { return false }
        for i in (m.start + 1)..<(m.end - 1) where a.words[i].capitalized && !covered(i, except: k)
            && !ParagraphReader.nonNames.contains(a.words[i].text) {
            if i == m.start + 1 || !ParagraphReader.pronouns.contains(a.words[i].text) { return true }
        }
        return false
    }

    /// "thunderstruck kommt öfter hoch": a short subject without any cue before a stick verb.
    private func subjectBeforeLooksLikeTitle(_ k: Int) -> Bool {
        let m = a.matches[k]
        let (first, _) = a.clauseRange[m.clause]
        let n = m.start - first
        guard n >= 1, n <= 5, !ParagraphReader.pronouns.contains(a.words[first].text) else { return false }
        for o in a.byClause[m.clause] where o != k && a.matches[o].start < m.start {
            switch a.cue(o) {
            case .musicAnchor, .time, .person, .companion, .otherSubject: continue
            default: return false
            }
        }
        return true
    }

    /// A clause that starts with capitalised words (a bare title) directly followed by a
    /// strength or stick cue: "Wonderwall den ganzen Tag", "Lovely Day kommt öfter".
    /// Adverbs that open a sentence but never a title ("Ganz kurz Wind of Change gepfiffen").
    static let runStartAdverbs: Set<String> = [
        "ganz", "kurz", "leise", "nur", "echt", "total", "voll", "irgendwie", "bisschen", "etwas",
        "einfach", "gerade", "grad", "schon", "jetzt", "zwischendurch", "staendig", "dauernd",
    ]

    func leadingTitleRun(_ c: Int) -> (Int, Int)? {
        let (f, l) = a.clauseRange[c]
        guard l > f, a.words[f].titleLike, !a.words[f].isTitle else { return nil }
        guard f == 0 || a.words[f].breakBefore >= 2 || a.sentenceOfClause[c] == 0 else { return nil }
        if ParagraphReader.pronouns.contains(a.words[f].text) || SongNameFinder.stop.contains(a.words[f].text)
            || ParagraphReader.runStartExclusions.contains(a.words[f].text)
            || ParagraphReader.runStartAdverbs.contains(a.words[f].text) { return nil }
        // maximal run of capitalised words and title glue
        var end = f
        while end + 1 <= l, a.words[end + 1].capitalized || ParagraphReader.titleGlue.contains(a.words[end + 1].text),
              !a.words[end + 1].isTitle {
            end += 1
        }
        while end > f, !a.words[end].capitalized { end -= 1 }
        for i in f...end where SongNameFinder.stop.contains(a.words[i].text) || covered(i) { return nil }
        var long = false
        for i in f...end where a.words[i].text.utf8.count >= 4 { long = true }
        if !long { return nil }
        // a strength (not weak) or stick cue within three words after the run
        for k in a.byClause[c] {
            let m = a.matches[k]
            guard m.start > end, m.start - end <= 3, a.polarity(k) == .affirmed else { continue }
            switch a.cue(k) {
            case let .strength(level, _) where level != .weak: return (f, end)
            case .strength where m.start == end + 1 && l - f <= 6 && !modifiesNext(k): return (f, end)
            case .musicStick: return (f, end)
            default: continue
            }
        }
        return nil
    }

    /// Anything musical besides a bare title: a music word, a distress word, a purpose against it.
    private func hasMusicEvidence() -> Bool {
        for k in a.matches.indices where a.matches[k].alive {
            switch a.cue(k) {
            case .distress, .earworm, .musicAnchor, .headLocus, .musicStick, .songOutro, .heardOnly, .purpose: return true
            case .strength(let level, _) where level == .strong:
                // "Dauerschleife", "ununterbrochen" are musical themselves
                let t = a.words[a.matches[k].start].text
                if ["dauerschleife", "endlosschleife", "repeat", "loop", "ununterbrochen", "nonstop", "pausenlos"].contains(t) { return true }
            default: continue
            }
        }
        return openingKnownTitle()
    }

    /// A paragraph that opens with a bare title ("Atemlos. Den ganzen Tag.", "Dua Lipa,
    /// Levitating, immer wieder."): leading clauses of capitalised words without any cue.
    func titleFragment() -> (clauses: [Int], from: Int, to: Int)? {
        if let r = repeatedOpening() { return r }
        guard a.clauseCount > 1 else { return nil }
        var clauses: [Int] = []
        var cased = false
        for w in a.words where w.capitalized && !w.isTitle { cased = true; break }
        guard cased else { return nil }
        for c in 0..<min(3, a.clauseCount) {
            let (f, l) = a.clauseRange[c]
            guard l >= f, l - f < 6 else { break }
            let article = ["das", "der", "die"].contains(a.words[f].text) && l > f
            var ok = a.words[f].titleLike && a.words[l].capitalized
                && (article || !ParagraphReader.pronouns.contains(a.words[f].text)) && !SongNameFinder.stop.contains(a.words[f].text)
            for i in f...l where SongNameFinder.stop.contains(a.words[i].text)
                && !(i > f && i < l && ParagraphReader.titleGlue.contains(a.words[i].text)) { ok = false }
            for k in a.byClause[c] {
                switch a.cue(k) {
                case .musicAnchor, .person, .serviceContact, .companion: continue
                default: ok = false
                }
            }
            if !ok { break }
            clauses.append(c)
        }
        guard let first = clauses.first, let last = clauses.last else { return nil }
        // "Tagesbilanz:", "Update:" are headings; "Grauer Novembertag." describes the day
        var b = a.words[a.clauseRange[last].1].end
        while b < a.bytes.count, a.bytes[b] == 0x20 { b += 1 }
        if b < a.bytes.count, a.bytes[b] == 0x3A { return nil }
        for i in a.clauseRange[first].0...a.clauseRange[last].1 {
            let t = a.words[i].text
            for suffix in ["tag", "abend", "morgen", "nacht", "woche", "bilanz", "tagebuch"] where t.hasSuffix(suffix) { return nil }
        }
        // the fragment must be followed by more text in the same or next sentence
        guard last + 1 < a.clauseCount, a.sentenceOfClause[last + 1] <= a.sentenceOfClause[last] + 1 else { return nil }
        var hasCue = false
        var c = last + 1
        while c < a.clauseCount, c <= last + 3, a.sentenceOfClause[c] <= a.sentenceOfClause[last] + 2, !hasCue {
            for k in a.byClause[c] where a.polarity(k) == .affirmed {
                switch a.cue(k) {
                case let .strength(level, _):
                    // "Ed Sheeran, Perfect, kurz beim Aufwachen": weak only right at the clause start
                    if level != .weak || a.matches[k].start == a.clauseRange[c].0 { hasCue = true }
                case .musicStick, .headLocus: hasCue = true
                default: continue
                }
            }
            c += 1
        }
        guard hasCue else { return nil }
        return (clauses, a.clauseRange[first].0, a.clauseRange[last].1)
    }

    static let runStartExclusions: Set<String> = [
        "im", "am", "beim", "in", "auf", "mit", "nach", "seit", "vom", "zum", "bei", "an", "ohne",
        "endlich", "heute", "gestern", "morgen", "abends", "mittags", "morgens", "danach", "dann",
    ]

    /// "baby shark baby shark den ganzen tag", "atemlos atemlos atemlos …": a dictated
    /// earworm repeats its words at the very start, followed by a strength or stick cue.
    private func repeatedOpening() -> (clauses: [Int], from: Int, to: Int)? {
        let n = a.words.count
        for k in 1...3 where 2 * k <= n {
            var same = true
            for i in 0..<k where a.words[i].text != a.words[i + k].text || a.words[i].clause != a.words[i + k].clause { same = false }
            guard same, !covered(0) else { continue }
            var cue = false
            for c in 0..<a.clauseCount where a.sentenceOfClause[c] == 0 {
                if clauseHas(c, { switch $0 { case .strength, .musicStick, .headLocus: return true; default: return false } }) { cue = true }
            }
            if cue { return ([a.words[0].clause], 0, k - 1) }
        }
        return nil
    }

    static let titleGlue: Set<String> = [
        "der", "die", "das", "von", "im", "in", "an", "auf", "of", "the", "to", "on", "a", "and",
        "und", "mit", "my", "me", "you", "it", "is", "es", "ein", "eine", "dem", "den", "zu",
        "for", "in", "at", "be", "with", "your", "we", "love", "all", "aus", "nach", "vom", "am",
        "auf", "ohne", "for", "s", "de", "la", "le", "del", "din",
    ]

    /// Clause distance to the nearest in-head clause (forward = after it).
    private func distance(_ c: Int, _ clauses: [Int]) -> (Int, Bool) {
        var best = Int.max
        var after = true
        for h in clauses {
            let d = abs(c - h)
            if d < best { best = d; after = c >= h }
        }
        return (best, after)
    }

    func strength(_ clauses: [Int]) -> EarwormStrength? {
        var best: EarwormStrength? = nil
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            let (d, after) = distance(c, clauses)
            for k in a.byClause[c] {
                guard case let .strength(base, tight) = a.cue(k), a.polarity(k) == .affirmed else { continue }
                let ok = tight ? d == 0 : (after ? d <= 2 : d <= 1)
                if !ok { continue }
                // "ein bisschen lästig": a softener of the next word, not a strength
                if base == .weak, modifiesNext(k) { continue }
                // someone else sang/played it the whole time
                if playedNear(k) { continue }
                var level = base
                if shift(k) > 0, let up = EarwormStrength.allCases.first(where: { $0.rank == base.rank + 1 }) { level = up }
                if best == nil || level > best! { best = level }
            }
        }
        return best
    }

    /// A "sang/played/heard" verb within four words of the strength phrase.
    private func playedNear(_ k: Int) -> Bool {
        let m = a.matches[k]
        for o in a.byClause[m.clause] where o != k {
            let n = a.matches[o]
            switch a.cue(o) {
            case .songOutro, .heardOnly:
                if n.start >= m.end && n.start - m.end <= 4 || n.end <= m.start && m.start - n.end <= 4 { return true }
            default: continue
            }
        }
        return false
    }

    private func modifiesNext(_ k: Int) -> Bool {
        let m = a.matches[k]
        var softener = false
        for o in a.byClause[m.clause] where a.matches[o].start == m.start || a.matches[o].end == m.end {
            if case .softener = a.cue(o) { softener = true }
        }
        guard softener else { return false }
        for o in a.byClause[m.clause] where o != k && a.matches[o].start >= m.end && a.matches[o].start - m.end <= 1 {
            switch a.cue(o) {
            case .distress, .stress, .mood, .moodNeutral: return true
            default: continue
            }
        }
        return false
    }

    func distress(_ clauses: [Int]) -> Severity? {
        if let d = statedDistress(clauses) { return d }
        // no distress word, but a positive remark right at the music ("Hab's genossen", "Wunderschön.")
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            let (d, after) = distance(c, clauses)
            var sentenceGap = Int.max
            for h in clauses where h <= c { sentenceGap = min(sentenceGap, a.sentenceOfClause[c] - a.sentenceOfClause[h]) }
            guard after, d <= 3, sentenceGap <= 1 else { continue }
            if d > 0, clauseHas(c, affirmed: false, { if case .otherSubject = $0 { return true }; return false }) { continue }
            for k in a.byClause[c] {
                if case let .mood(w, _) = a.cue(k), w >= 2, a.polarity(k) == .affirmed { return Severity.none }
            }
        }
        return nil
    }

    private func statedDistress(_ clauses: [Int]) -> Severity? {
        var best: Severity? = nil
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            let (d, after) = distance(c, clauses)
            var sentenceGap = Int.max
            for h in clauses where h <= c { sentenceGap = min(sentenceGap, a.sentenceOfClause[c] - a.sentenceOfClause[h]) }
            // "Nervt." / "Macht mich wahnsinnig." as a sentence of its own anywhere after the music
            let shortSentence = after && a.sentenceLengths[a.sentenceOfClause[c]] <= 4
            guard after ? (d <= 6 || sentenceGap <= 2 || shortSentence) : d <= 2 else { continue }
            let otherSubjects = a.byClause[c].filter { if case .otherSubject = a.cue($0) { return true }; return false }
            for k in a.byClause[c] {
                guard case let .distress(level) = a.cue(k) else { continue }
                // "der Kollege nervt": another subject right before the word
                if d > 0, otherSubjects.contains(where: { a.matches[$0].end <= a.matches[k].start && a.matches[k].start - a.matches[$0].end <= 4 }) { continue }
                // mild praise ("schön", "okay") is about the earworm only close to it
                if level == .none, sentenceGap > 1 || d > 3, overlapsMood(k) { continue }
                var v: Severity
                switch a.polarity(k) {
                case .negated: v = .none
                case .partial: v = level == .none ? .none : ParagraphReader.severity(level, shiftedBy: -1)
                case .affirmed: v = ParagraphReader.severity(level, shiftedBy: shift(k))
                }
                if case .none = level, a.polarity(k) == .negated { v = .medium }
                if best == nil || v > best! { best = v }
            }
        }
        return best
    }

    func stress() -> Severity? {
        var best: Severity? = nil
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            for k in a.byClause[c] {
                guard case let .stress(level) = a.cue(k) else { continue }
                var v: Severity
                switch a.polarity(k) {
                case .negated: v = level == .none ? .medium : .none
                case .partial: v = level == .none ? .low : ParagraphReader.severity(level, shiftedBy: -1)
                case .affirmed: v = ParagraphReader.severity(level, shiftedBy: shift(k))
                }
                if best == nil || v > best! { best = v }
            }
        }
        return best
    }

    func countermeasures() -> (done: Bool, activity: String?) {
        var phrases: [String] = []
        var generic = false
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            let s = a.sentenceOfClause[c]
            for k in a.byClause[c] {
                switch a.cue(k) {
                case let .activity(phrase, inherent):
                    guard a.polarity(k) == .affirmed else { continue }
                    if intended(c, k) { continue }
                    if inherent || purposeNear(c, s) {
                        let text = phrase == "*" ? a.original(a.matches[k].start, a.matches[k].end - 1) : phrase
                        if !phrases.contains(text) { phrases.append(text) }
                    }
                case .genericCountermeasure:
                    if a.polarity(k) == .affirmed, !intended(c, k) { generic = true }
                default: break
                }
            }
        }
        if phrases.isEmpty, let p = unnamedActivity() { phrases.append(p) }
        if phrases.isEmpty { return (generic, nil) }
        return (true, phrases.joined(separator: ", "))
    }

    /// An activity the lexicon does not know, tied to the music by a purpose or effect phrase:
    /// "Hab ins Kissen geschrien, damit es aufhört" -> "ins Kissen geschrien".
    private func unnamedActivity() -> String? {
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            for k in a.byClause[c] {
                guard case .purpose = a.cue(k) else { continue }
                let m = a.matches[k]
                let (first, _) = a.clauseRange[c]
                var target = -1
                if m.start - first >= 2 { target = c }
                else if c > 0, a.sentenceOfClause[c - 1] == a.sentenceOfClause[c] || m.start == first { target = c - 1 }
                guard target >= 0, isEntryDay(clause: target), !intendedClause(target), !intended(c, k) else { continue }
                if let phrase = activityPhrase(in: target, before: target == c ? m.start : Int.max) { return phrase }
            }
        }
        return nil
    }

    private func intendedClause(_ c: Int) -> Bool {
        for k in a.byClause[c] {
            switch a.cue(k) {
            case .intention, .hypothetical: return true
            case .negator: if a.polarity(k) == .affirmed, a.target(of: k, lookBack: true) == nil { return true }
            default: continue
            }
        }
        return false
    }

    static let activityNoise: Set<String> = [
        "ich", "hab", "habe", "hatte", "bin", "war", "dann", "extra", "einfach", "mir", "mich",
        "also", "und", "sogar", "halt", "schon", "noch", "es", "das", "aber", "gleich", "erst",
        "nochmal", "mal", "heute", "abends", "mittags", "nachmittags", "morgens", "am", "da",
        "um", "sie", "ihn", "er", "wir", "damit", "weil", "so",
    ]

    private func activityPhrase(in c: Int, before limit: Int) -> String? {
        var (f, l) = a.clauseRange[c]
        l = min(l, limit - 1)
        guard f <= l else { return nil }
        for k in a.byClause[c] where a.matches[k].start <= l {
            switch a.cue(k) {
            case .earworm, .headLocus, .musicStick, .distress, .mood, .moodNeutral, .strength: return nil
            default: continue
            }
        }
        while f <= l, ParagraphReader.activityNoise.contains(a.words[f].text) { f += 1 }
        while l >= f, ParagraphReader.activityNoise.contains(a.words[l].text) { l -= 1 }
        guard f <= l, l - f <= 7 else { return nil }
        return a.original(f, l)
    }

    private func intended(_ c: Int, _ k: Int) -> Bool {
        let s = a.sentenceOfClause[c]
        // counterfactual "ohne Kaugummi hätte ich …": done
        var counterfactual = false
        for o in a.byClause[c] {
            if case .negator(.forward) = a.cue(o), a.matches[o].start < a.matches[k].start { counterfactual = true }
        }
        for cc in 0..<a.clauseCount where a.sentenceOfClause[cc] == s {
            for o in a.byClause[cc] {
                guard case let .intention(wide) = a.cue(o) else { continue }
                if wide { return true }
                if cc == c && !counterfactual { return true }
                if cc == c - 1 && !counterfactual && a.matches[o].start == a.clauseRange[cc].0 { return true }
            }
        }
        return false
    }

    private func purposeNear(_ c: Int, _ s: Int) -> Bool {
        for cc in 0..<a.clauseCount {
            let cs = a.sentenceOfClause[cc]
            guard cs == s || (cs == s + 1 && cc == firstClause(ofSentence: cs)) else { continue }
            for o in a.byClause[cc] { if case .purpose = a.cue(o) { return true } }
        }
        return false
    }

    private func firstClause(ofSentence s: Int) -> Int {
        for c in 0..<a.clauseCount where a.sentenceOfClause[c] == s { return c }
        return -1
    }

    func social(songSpan: (Int, Int)? = nil) -> Bool {
        // an explicit "mit niemandem gesprochen" / "allein" outweighs people merely mentioned
        var noContact = false
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            for k in a.byClause[c] {
                if case .socialAbsent = a.cue(k),
                   ["allein", "alleine", "einsam", "mit", "keinen"].contains(a.words[a.matches[k].start].text) {
                    noContact = true
                }
                if case .negator = a.cue(k), ["niemand", "niemanden", "niemandem", "keinem"].contains(a.words[a.matches[k].start].text),
                   !(a.matches[k].start > 0 && a.words[a.matches[k].start - 1].text == "sonst") {
                    noContact = true
                }
            }
        }
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            let service = clauseHas(c, affirmed: false) { if case .serviceContact = $0 { return true }; return false }
            // "Leute getroffen: keine", "Mama wollte anrufen, hat's aber vergessen"
            var absent = absentCue(in: c)
            if !absent, c + 1 < a.clauseCount, a.sentenceOfClause[c + 1] == a.sentenceOfClause[c],
               a.clauseRange[c + 1].1 == a.clauseRange[c + 1].0 {
                // "Leute getroffen: keine."
                absent = absentCue(in: c + 1)
                    || ["kein", "keine", "keiner", "keinen", "niemand", "nein", "nix", "nichts"].contains(a.words[a.clauseRange[c + 1].0].text)
            }
            let interaction = clauseHas(c) { if case .socialInteraction = $0 { return true }; return false }
            let pastEvent = dayOffset == 0 && clauseHas(c, affirmed: false) { if case .time(.past) = $0 { return true }; return false }
            if (absent && !interaction) || pastEvent || future(c) { continue }
            var verb = false
            for k in a.byClause[c] {
                switch a.cue(k) {
                case .socialVerb, .socialInteraction: if a.polarity(k) == .affirmed { verb = true }
                default: break
                }
            }
            for k in a.byClause[c] {
                let m = a.matches[k]
                switch a.cue(k) {
                case .socialInteraction:
                    if a.polarity(k) == .affirmed && !service { return true }
                case .companion:
                    // "mit den Azubis", "mit den Pfadfindern": a group of people
                    if a.words[m.start].text == "mit", m.end + 1 <= a.clauseRange[c].1, a.words[m.end].text == "den",
                       a.words[m.end + 1].capitalized, !covered(m.end + 1),
                       a.words[m.end + 1].text.hasSuffix("n") || a.words[m.end + 1].text.hasSuffix("s"),
                       !ParagraphReader.nonGroups.contains(a.words[m.end + 1].text) {
                        return true
                    }
                    // "mit Nadine", "mit em Chläusi": an unknown capitalised word after "mit"/"bei"
                    let next = m.end
                    if a.words[m.start].text == "mit" || a.words[m.start].text == "bei",
                       next <= a.clauseRange[c].1, a.polarity(k) == .affirmed, a.words[next].capitalized,
                       ParagraphReader.looksLikeName(a.words[next].text),
                       !a.words[next].isTitle, a.words[next].breakBefore == 0,
                       !ParagraphReader.nonNames.contains(a.words[next].text), !covered(next) {
                        return true
                    }
                case .person:
                    // a known person in today's entry doing something with or to the writer
                    guard a.polarity(k) == .affirmed, !noContact || verb else { continue }
                    if m.start > 0, ["von", "vom"].contains(a.words[m.start - 1].text), a.words[m.start].capitalized { continue }
                    // "die Playlist meiner Tochter", "die Spieluhr von meiner Nichte": only mentioned
                    if !verb, m.start > 0, ["meiner", "meines", "seiner", "ihrer"].contains(a.words[m.start - 1].text),
                       m.start < 2 || !["mit", "bei", "zu"].contains(a.words[m.start - 2].text) { continue }
                    if let span = songSpan, m.start >= span.0, m.start <= span.1 { continue }
                    return true
                default: break
                }
            }
        }
        return false
    }

    private func overlapsMood(_ k: Int) -> Bool {
        let m = a.matches[k]
        for o in a.byClause[m.clause] where o != k {
            if case .mood = a.cue(o), a.matches[o].start < m.end, m.start < a.matches[o].end { return true }
            if case .moodNeutral = a.cue(o), a.matches[o].start < m.end, m.start < a.matches[o].end { return true }
        }
        return false
    }

    /// "… erkältet, super." — praise right after a misfortune in the same sentence is ironic.
    private func followsMisfortune(_ k: Int) -> Bool {
        let m = a.matches[k]
        for o in a.matches.indices where a.matches[o].alive && a.matches[o].sentence == m.sentence {
            guard case .misfortune = a.cue(o) else { continue }
            let n = a.matches[o]
            if n.end <= m.start && m.start - n.end <= 1 { return true }
        }
        return false
    }

    /// Capitalised words after "mit" that are no names.
    static let nonNames: Set<String> = [
        "kaugummi", "musik", "kopfhoerern", "kopfhoerer", "freude", "abstand", "erfolg", "absicht",
        "sicherheit", "vergnuegen", "bedacht", "glueck", "pech", "hilfe", "zucker", "milch",
        "kaffee", "tee", "wasser", "bus", "bahn", "zug", "auto", "fahrrad", "rad", "laptop", "handy",
        "humor", "ruhe", "muehe", "not", "kopfweh", "kopfschmerzen", "fieber", "schnupfen", "husten",
        "ohrstoepseln", "ohropax", "yoga", "sport", "arbeit", "wein", "bier", "gitarre", "klavier",
        "netflix", "spotify", "youtube", "hund", "katze", "ach", "krach", "absicht", "vollgas",
        "schwung", "elan", "spass", "lust", "liebe", "herz", "kopf", "hand", "fuss", "beginn",
        "ende", "anfang", "fleiss", "geduld", "stress", "druck", "recht", "abstand", "sonne",
        "regen", "schirm", "brille", "maske", "tabletten", "ibuprofen", "kamillentee", "tee",
        "chips", "schokolade", "eis", "pizza", "popcorn", "podcast", "hoerbuch", "buch", "noise",
        "haus", "hause", "besuch", "techno", "metal", "rock", "jazz", "klassik", "schlager", "pop",
        "rap", "hip-hop", "musik", "reggae", "volldampf", "schwung", "abstand", "fahrstuhl", "bus", "u-bahn", "s-bahn", "tram",
    ]

    static let nonGroups: Set<String> = [
        "nerven", "haenden", "fuessen", "ohren", "kopfhoerern", "augen", "kraeften", "kindern",
        "ohrstoepseln", "sachen", "dingen", "zaehnen", "schuhen", "kartons", "kisten", "tabletten",
        "hunden", "katzen", "pferden", "nachrichten", "mails", "zahlen", "fakten", "akten",
    ]

    private func absentCue(in c: Int) -> Bool {
        for k in a.byClause[c] {
            guard case .socialAbsent = a.cue(k) else { continue }
            let st = a.matches[k].start
            if st > 0, a.words[st - 1].text == "sonst", a.words[st - 1].clause == c { continue }
            return true
        }
        return false
    }

    /// "Morgen kommt Besuch": plans are no contact today.
    private func future(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f <= l else { return false }
        for i in f...l where ["morgen", "uebermorgen", "demnaechst"].contains(a.words[i].text) {
            if a.words[i].text == "morgen", i > 0, ["heute", "am", "den", "seit", "jeden", "guten", "diesen", "dem"].contains(a.words[i - 1].text) { continue }
            return true
        }
        return false
    }

    static func looksLikeName(_ w: String) -> Bool {
        for suffix in ["ung", "heit", "keit", "chen", "ismus", "tion"] where w.hasSuffix(suffix) { return false }
        if w.hasSuffix("en") && w.count > 6 { return false }
        return true
    }

    private func covered(_ i: Int, except: Int = -1) -> Bool {
        for k in a.byClause[a.words[i].clause] where k != except && a.matches[k].start <= i && i < a.matches[k].end {
            // the same gapped phrase read by another family ("werd ~ nicht los" as strength)
            if except >= 0, a.matches[k].start == a.matches[except].start, a.matches[k].end == a.matches[except].end,
               a.matches[k].end - a.matches[k].start > 2 { continue }
            switch a.cue(k) {
            case .person, .companion, .socialVerb, .serviceContact, .otherSubject: continue
            default: return true
            }
        }
        return false
    }

    func mood(_ music: Bool, songSpan: (Int, Int)? = nil) -> Mood {
        var pos = 0.0, neg = 0.0, neutral = 0
        var misfortunes = 0
        var sarcasmPositive = 0.0
        var hasSarcasmMarker = false
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            for k in a.byClause[c] {
                switch a.cue(k) {
                case .misfortune: if a.polarity(k) == .affirmed { misfortunes += 1 }
                case .sarcasm: hasSarcasmMarker = true
                default: break
                }
            }
        }
        var explicitNegative = false
        var explicitPositive = false
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            for k in a.byClause[c] {
                if case let .mood(w, true) = a.cue(k), w < 0, a.polarity(k) == .affirmed { explicitNegative = true }
                if case let .mood(w, true) = a.cue(k), w > 0, a.polarity(k) == .affirmed { explicitPositive = true }
            }
        }
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            let (first, last) = a.clauseRange[c]
            let sentenceWords = sentenceLength(a.sentenceOfClause[c])
            _ = (first, last)
            for k in a.byClause[c] {
                if let span = songSpan, a.matches[k].start >= span.0, a.matches[k].start <= span.1 { continue }
                switch a.cue(k) {
                case let .mood(weight, explicit):
                    var w = Double(abs(weight))
                    if explicit { w = max(w, 3) }
                    if shift(k) > 0 { w *= 1.5 }
                    var positive = weight > 0
                    switch a.polarity(k) {
                    case .negated: positive.toggle(); w = positive ? 0.5 : 1
                    case .partial: positive.toggle(); w = 1
                    case .affirmed: break
                    }
                    if positive {
                        if (misfortunes >= 2 && sentenceWords <= 3) || (misfortunes >= 1 && hasSarcasmMarker)
                            || (misfortunes >= 1 && sentenceWords <= 2) || (sentenceWords <= 2 && explicitNegative)
                            || followsMisfortune(k) {
                            sarcasmPositive += w
                        } else { pos += w }
                    } else { neg += w }
                case .moodNeutral:
                    if a.polarity(k) != .negated { neutral += 1 }
                case .misfortune:
                    if a.polarity(k) == .affirmed { neg += 1 }
                case let .distress(level):
                    // medium annoyance alone sets no mood, but it balances mild praise
                    if a.polarity(k) == .affirmed {
                        let v = ParagraphReader.severity(level, shiftedBy: shift(k))
                        if v == .high { neg += 3 } else if v == .medium { neg += 1 }
                    }
                case let .stress(level):
                    // mere absence of stress ("kein Stress") is no joy (DECISIONS.md)
                    if a.polarity(k) == .affirmed {
                        let v = ParagraphReader.severity(level, shiftedBy: shift(k))
                        if v == .high { neg += 3 } else if v == .medium { neg += 1 }
                    }
                default: break
                }
            }
        }
        if sarcasmPositive > 0 { neg += sarcasmPositive }
        // "Toll, schon wieder ein Ohrwurm. Genau das, was ich noch gebraucht hab. Nervt."
        if hasSarcasmMarker && misfortunes == 0 && neg > 0 && pos > 0 { neg += pos; pos = 0 }
        // an exclamation without any negative word: excitement
        // (a one-word exclamation repeating the title — "Tequila!" — is no joy)
        for sIdx in 0..<a.sentenceCount where a.sentenceIsExclamation[sIdx] && !repeatsTitle(sIdx, songSpan) {
            var negative = false
            for c in 0..<a.clauseCount where a.sentenceOfClause[c] == sIdx {
                for k in a.byClause[c] {
                    switch a.cue(k) {
                    case let .mood(w, _): if w < 0 || a.polarity(k) != .affirmed { negative = true }
                    case .distress, .stress, .misfortune, .negator, .earworm, .headLocus, .sarcasm: negative = true
                    default: break
                    }
                }
            }
            if !negative && misfortunes == 0 { pos += 1 }
        }
        if neutral > 0 {
            let net = pos - neg
            // an explicit neutral statement ("war okay", "auch gut") outweighs mild
            // evaluations, but not an explicit positive one ("netter Abend")
            if abs(net) < (net > 0 && explicitPositive ? 3 : 4) { return .neutral }
        }
        if pos == 0 && neg == 0 { return .neutral }
        if pos >= 2 * neg && (pos >= 1.5 || (neg == 0 && pos >= 1)) { return .good }
        if neg >= 2 * pos && neg >= 1.5 { return .bad }
        return .neutral
    }

    private func sentenceLength(_ s: Int) -> Int { a.sentenceLengths[s] }

    private func repeatsTitle(_ s: Int, _ span: (Int, Int)?) -> Bool {
        guard let span, span.0 >= 0, span.1 < a.words.count, sentenceLength(s) == 1 else { return false }
        for w in a.words where w.sentence == s {
            for i in span.0...span.1 where a.words[i].text == w.text { return true }
        }
        return false
    }
}
