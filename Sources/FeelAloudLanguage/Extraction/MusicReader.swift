import FeelAloudCore

/// Field #2 (music in the head) and the bare-title helpers the song finder shares.
extension ParagraphReader {
    struct MusicState {
        var positive = false
        var mentioned = false
        var clauses: [Int] = []
        var fragment: (clauses: [Int], from: Int, to: Int)? = nil
    }

    func isAnchor(_ k: Int) -> Bool {
        switch a.cue(k) {
        case .musicAnchor, .earworm: return a.polarity(k) != .negated
        default: return false
        }
    }

    func musicInHead() -> MusicState {
        var st = MusicState()
        // only these cues make music in the head or mention it (a title run needs a strength or
        // stick cue too): without any of them there is nothing to read
        guard a.matches.contains(where: { m in
            guard m.alive else { return false }
            switch a.index.rules[m.rule].cue {
            case .earworm, .headLocus, .musicStick, .strength, .distress, .purpose, .musicOff, .musicOffParagraph: return true
            default: return false
            }
        }) else { return st }
        // per clause whether it turns the music off, per sentence its anchors (flags, not sets)
        let offClauses = (0..<a.clauseCount).map { musicOff($0) }
        var anchorSentences = SentenceFlags(count: a.sentenceCount)
        var strongAnchorSentences = SentenceFlags(count: a.sentenceCount)
        for c in 0..<a.clauseCount where !offClauses[c] {
            for k in a.byClause[c] where isAnchor(k) {
                anchorSentences.insert(a.sentenceOfClause[c])
                strongAnchorSentences.insert(a.sentenceOfClause[c])
            }
        }
        for k in a.matches.indices where a.matches[k].alive {
            // "hab ich aber nicht Mahler, sondern …" goes on to name what is in the head
            if case .musicOffParagraph = a.cue(k), a.polarity(k) == .affirmed, !offParagraphContrasted(k) {
                st.mentioned = true
                return st
            }
        }
        // "Das Lied hat mich heute verfolgt": a naming cue with a music noun anchors a stick verb
        var introSentences = SentenceFlags(count: a.sentenceCount)
        for c in 0..<a.clauseCount where !offClauses[c] {
            for k in a.byClause[c] where a.polarity(k) != .negated {
                guard case .songIntro = a.cue(k) else { continue }
                let m = a.matches[k]
                for i in m.start..<m.end where ParagraphReader.introNouns.contains(a.words[i].text) { introSentences.insert(a.sentenceOfClause[c]) }
            }
        }
        let musicEvidence = hasMusicEvidence()
        var fragment = musicEvidence ? titleFragment() : nil
        if let f = fragment { for c in f.clauses { anchorSentences.insert(a.sentenceOfClause[c]) } }
        var heardSentences = SentenceFlags(count: a.sentenceCount)
        for c in 0..<a.clauseCount where clauseHas(c, affirmed: false, {
            switch $0 { case .heardOnly, .songOutro, .songIntro: return true; default: return false }
        }) {
            heardSentences.insert(a.sentenceOfClause[c])
        }
        let others = othersMusicClauses()
        for c in 0..<a.clauseCount {
            let s = a.sentenceOfClause[c]
            let entry = isEntryDay(clause: c)
            var question = a.sentenceIsQuestion[s] && !rhetorical(s)
            if question, let n = firstWord(ofSentence: s + 1), ParagraphReader.yesWords.contains(n) { question = false }
            let off = offClauses[c]
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
                    // "Datt Radio hät X jedudelt": a source that plays the music, nothing in the head
                    if !musicNegated(k), !(heard && playedBySource(k)) { hit = true }
                case .headLocus:
                    st.mentioned = true
                    if !musicNegated(k) { hit = true }
                case .musicStick:
                    if a.polarity(k) == .affirmed,
                       anchored || introSentences.contains(s) || heardSentences.contains(s) || heardSentences.contains(s - 1)
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
                case .purpose:
                    // "…, um das Lied loszuwerden", "damit die Melodie endlich verschwindet": getting rid
                    // of a piece of music says it is in the head
                    if a.polarity(k) == .affirmed, !hypo, riddance(k), clauseHasMusicNoun(c) { hit = true }
                default: break
                }
            }
            // "Mein Mann hat seit Tagen einen Ohrwurm": another person's earworm
            if hit && !off && !hypo && !question && entry && !aboutOtherPerson(c) && !others.contains(c) {
                st.positive = true
                st.clauses.append(c)
                if fragment == nil, let r = run { fragment = ([c], r.0, r.1) }
            }
        }
        // "… so oft gsunge, … Em Kopf isch mir aber nix hanga blieba": the writer denies that anything
        // stuck, and only indirect evidence (a title sung or heard, a frequency) said it did
        if st.positive, writerDeniesSticking(), !st.clauses.contains(where: { directInHead($0) }) { st.positive = false; st.clauses = [] }
        // "Nesrin hatte einen Ohrwurm … Ich hatte keinen.": only others had it, the writer denies it
        if st.positive, !st.clauses.contains(where: { clauseHasWriter($0) }), writerDeniesMusic() { st.positive = false; st.clauses = [] }
        if st.positive, let f = fragment {
            st.fragment = f
            for c in f.clauses where !st.clauses.contains(c) { st.clauses.append(c) }
            st.clauses.sort()
        }
        return st
    }

    /// A set of sentence numbers as one flag per sentence (`contains` of a number out of range,
    /// e.g. the sentence before the first, is false).
    struct SentenceFlags {
        private var flags: [Bool]
        init(count: Int) { flags = [Bool](repeating: false, count: count) }
        @inline(__always) mutating func insert(_ s: Int) { flags[s] = true }
        @inline(__always) func contains(_ s: Int) -> Bool { s >= 0 && s < flags.count && flags[s] }
    }

    /// A purpose phrase of getting rid of something ("loszuwerden", "zu vertreiben", "rauszukriegen").
    func riddance(_ k: Int) -> Bool {
        let m = a.matches[k]
        for i in m.start..<m.end where ParagraphReader.riddanceWords.contains(a.words[i].text) { return true }
        return false
    }

    static let riddanceWords: Set<String> = [
        "loszuwerden", "loswerden", "loszukriegen", "wegzukriegen", "wegzubekommen", "rauszukriegen",
        "rauszubekommen", "vertreiben", "verdraengen", "freizukriegen", "ueberschreiben", "uebertoenen",
    ]

    /// A music noun of the clause as an anchor or inside a naming cue ("das Lied", "die Melodie").
    func clauseHasMusicNoun(_ c: Int) -> Bool {
        for k in a.byClause[c] where a.polarity(k) != .negated {
            switch a.cue(k) {
            case .musicAnchor: if a.words[a.matches[k].start].text != "<titel>" { return true }
            case .songIntro:
                let m = a.matches[k]
                for i in m.start..<m.end where ParagraphReader.introNouns.contains(a.words[i].text) { return true }
            default: continue
            }
        }
        return false
    }

    /// "…, hab ich aber nicht X, sondern Y": a denial phrase with a word after it in its clause and
    /// a "sondern" clause next.
    func offParagraphContrasted(_ k: Int) -> Bool {
        let m = a.matches[k]
        let c = m.clause
        guard m.end <= a.clauseRange[c].1, c + 1 < a.clauseCount, a.sentenceOfClause[c + 1] == a.sentenceOfClause[c] else { return false }
        return a.words[a.clauseRange[c + 1].0].text == "sondern"
    }

    static let introNouns: Set<String> = ["lied", "song", "melodie", "stueck", "liedchen", "schlager", "hit", "titel", "ohrwurm"]

    /// The dudel verbs ("gedudelt", "dudelt") of a clause that names a source (radio, speaker):
    /// the source plays, the head does not ("Im Laden hat das Radio X gedudelt").
    func playedBySource(_ k: Int) -> Bool {
        guard a.index.rules[a.matches[k].rule].id == "music.dudel" else { return false }
        for o in a.byClause[a.matches[k].clause] where o != k {
            if case .headLocus = a.cue(o) { return false }
        }
        return true
    }

    /// A clause of the writer on the entry's day whose stick or in-head cue is negated
    /// ("nix hänge jebliwwe", "ist nicht hängen geblieben", "nicht im Kopf").
    func writerDeniesSticking() -> Bool {
        for c in 0..<a.clauseCount where isEntryDay(clause: c) && !aboutOtherPerson(c) {
            for k in a.byClause[c] where a.polarity(k) == .negated {
                switch a.cue(k) {
                case .musicStick, .headLocus: return true
                default: continue
                }
            }
        }
        return false
    }

    /// An affirmed "Ohrwurm" word or in-head locus (not a dudel verb of a source) in the clause.
    func directInHead(_ c: Int) -> Bool {
        let heard = clauseHas(c, affirmed: false) { if case .heardOnly = $0 { return true }; return false }
        for k in a.byClause[c] {
            switch a.cue(k) {
            case .earworm: if !musicNegated(k), !(heard && playedBySource(k)) { return true }
            case .headLocus: if !musicNegated(k) { return true }
            default: continue
            }
        }
        return false
    }

    /// "Mein Mann hot an Ohrwurm", "Meine Kollegin hatte einen Ohrwurm, dass sie den ganzen Tag
    /// gejammert hat", "aber meine Tochter singt die ganze Zeit X": a clause opening with another
    /// person as its subject and without the writer in it, and the clauses of its sentence that
    /// follow it without the writer, describe that person's music, not the writer's.
    func othersMusicClauses() -> Set<Int> {
        var out = Set<Int>()
        guard !otherSubjectClauses.isEmpty else { return out }
        var c = 0
        while c < a.clauseCount {
            if otherSubjectState(c), !clauseHasWriter(c) {
                out.insert(c)
                // "…, dass sie den ganzen Tag gejammert hat": a dependent clause about the same person
                var n = c + 1
                while n < a.clauseCount, a.sentenceOfClause[n] == a.sentenceOfClause[c], !clauseHasWriter(n),
                      continuesAboutOther(n) {
                    out.insert(n); n += 1
                }
                c = n
            } else { c += 1 }
        }
        return out
    }

    /// A clause opening with a subordinator or a third-person pronoun ("dass sie", "und er"),
    /// with no "mein …" of the writer in it ("und jetzt läuft das in meinem Kopf" is the writer's).
    func continuesAboutOther(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f <= l else { return false }
        for i in f...l where a.words[i].text.hasPrefix("mein") { return false }
        var i = f
        if ["und", "aber"].contains(a.words[i].text), i < l { i += 1 }
        let t = a.words[i].text
        return ["dass", "weil", "wobei", "als", "er", "sie"].contains(t)
    }

    func rhetorical(_ s: Int) -> Bool {
        for w in a.words where w.sentence == s && ["warum", "wieso", "weshalb", "wer", "was"].contains(w.text) { return true }
        return false
    }

    /// The clause (or the one-word clause after it: "Ohrwurm: nein") says the head is free.
    func musicOff(_ c: Int) -> Bool {
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
    func followsLevelWord(_ k: Int) -> Bool {
        let m = a.matches[k]
        // (also a level phrase holding the frequency words: "Stress ohne Ende")
        for o in a.byClause[m.clause] where o != k && (a.matches[o].end == m.start
                                                       || (a.matches[o].start < m.start && a.matches[o].end >= m.end)) {
            switch a.cue(o) {
            case .stress, .distress, .mood: return true
            default: continue
            }
        }
        return false
    }

    static let yesWords: Set<String> = ["ja", "jep", "jo", "jap", "leider", "jawohl", "klar", "natuerlich", "und", "oh", "jaja"]

    func firstWord(ofSentence s: Int) -> String? {
        for w in a.words where w.sentence == s { return w.text }
        return nil
    }

    /// Negated itself, or right after a negated music word ("keine Musik im Kopf").
    func musicNegated(_ k: Int) -> Bool {
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

    func isMusicWord(_ k: Int) -> Bool {
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
    func titleInside(_ k: Int) -> Bool {
        let m = a.matches[k]
        guard m.end - m.start > 2 else { return false }
        for i in (m.start + 1)..<(m.end - 1) where a.words[i].capitalized && !covered(i, except: k)
            && !ParagraphReader.nonNames.contains(a.words[i].text) {
            if i == m.start + 1 || !ParagraphReader.pronouns.contains(a.words[i].text) { return true }
        }
        return false
    }

    /// "thunderstruck kommt öfter hoch": a short subject without any cue before a stick verb.
    func subjectBeforeLooksLikeTitle(_ k: Int) -> Bool {
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
        // no strength or stick cue after the first word: no run (the word tests below are dearer)
        var cue = false
        for k in a.byClause[c] where a.matches[k].start > f {
            switch a.cue(k) {
            case .strength, .musicStick: cue = true
            default: continue
            }
        }
        guard cue else { return nil }
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
    func hasMusicEvidence() -> Bool {
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
            // "Moin.", "Servus!": a greeting opening the entry is no bare title
            if ok, SongNamePatterns.isNonTitle(SongKey.words(a.original(f, l))) { ok = false }
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
    func repeatedOpening() -> (clauses: [Int], from: Int, to: Int)? {
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
}
