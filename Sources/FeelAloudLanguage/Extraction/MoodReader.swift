import FeelAloudCore

/// What `ParagraphReader.moodEvidence` collects for field #1 (also the features of the learned
/// weights measured by scripts/mood-weights.py).
struct MoodEvidence: Sendable, Equatable {
    /// Weighted positive / negative content of the writer's clauses on the entry's day
    /// (explicit emotion words ≥ 3, evaluations 2, mild 1; misfortunes, high/medium stress and
    /// distress negative; sarcastic praise counted as negative; exclamations positive).
    var positive = 0.0
    var negative = 0.0
    /// Explicit neutral statements ("war okay", "geht so").
    var neutralStatements = 0
    var misfortunes = 0
    /// Praise read as sarcasm (already in `negative`).
    var sarcasmPositive = 0.0
    /// An irony marker ("na toll", "danke für nichts").
    var sarcasmMarker = false
    var explicitPositive = false
    var explicitNegative = false
    /// The concluding sentence (one of the last two) is a neutral judgement of the day.
    var concludingNeutral = false
    /// Net content of the concluding sentence when it judges the writer's day (0: none).
    var concluding = 0.0
    /// The last overall statement ("alles in allem okay", "Insgesamt geht so") is a neutral judgement.
    var overallNeutral = false

    /// The features in a fixed order (scripts/mood-weights.py, `MoodWeights`).
    var features: [Double] {
        [positive, negative, positive - negative, Double(neutralStatements), Double(misfortunes), sarcasmPositive,
         sarcasmMarker ? 1 : 0, explicitPositive ? 1 : 0, explicitNegative ? 1 : 0, concludingNeutral ? 1 : 0,
         concluding, positive == 0 && negative == 0 ? 1 : 0, overallNeutral ? 1 : 0]
    }
    static let featureNames = ["positive", "negative", "net", "neutralStatements", "misfortunes", "sarcasmPositive",
                               "sarcasmMarker", "explicitPositive", "explicitNegative", "concludingNeutral",
                               "concluding", "noContent", "overallNeutral"]
}

/// Field #1 (mood): weighted evidence with explicit statements, sarcasm and exclamations.
extension ParagraphReader {
    func overlapsMood(_ k: Int) -> Bool {
        let m = a.matches[k]
        for o in a.byClause[m.clause] where o != k {
            if case .mood = a.cue(o), a.matches[o].start < m.end, m.start < a.matches[o].end { return true }
            if case .moodNeutral = a.cue(o), a.matches[o].start < m.end, m.start < a.matches[o].end { return true }
        }
        return false
    }

    /// "… erkältet, super." — praise right after a misfortune in the same sentence is ironic.
    func followsMisfortune(_ k: Int) -> Bool {
        let m = a.matches[k]
        for o in a.matches.indices where a.matches[o].alive && a.matches[o].sentence == m.sentence {
            guard case .misfortune = a.cue(o) else { continue }
            let n = a.matches[o]
            // "völlig kaputt, aber glücklich": a contrast word between them turns, it does not mock
            if n.end <= m.start && m.start - n.end <= 1 && !(n.end < m.start && ParagraphReader.contrastWords.contains(a.words[n.end].text)) { return true }
        }
        return false
    }

    /// "Toll, die Heizung ist wieder ausgefallen …": a praise word as the sentence's first clause of
    /// its own, before a misfortune in the same sentence, is ironic.
    func ironicOpening(_ k: Int) -> Bool {
        let m = a.matches[k]
        let c = m.clause
        guard a.clauseRange[c].0 == m.start, a.clauseRange[c].1 == m.end - 1, m.end - m.start == 1,
              c == 0 || a.sentenceOfClause[c - 1] != a.sentenceOfClause[c] else { return false }
        for o in a.matches.indices where a.matches[o].alive && a.matches[o].sentence == m.sentence && a.matches[o].start > m.start {
            if case .misfortune = a.cue(o), a.polarity(o) == .affirmed { return true }
        }
        return false
    }

    /// The intensity shift of a mood word; also a softener after its object pronoun ("ich
    /// vermisse sie bisschen", "mag ihn ein wenig").
    func moodShift(_ k: Int) -> Int {
        let sh = shift(k)
        guard sh == 0 else { return sh }
        let m = a.matches[k]
        let w = a.words
        guard m.end + 1 < w.count, w[m.end].clause == m.clause, ParagraphReader.softenedObjects.contains(w[m.end].text) else { return 0 }
        for o in a.byClause[m.clause] where a.matches[o].start == m.end + 1 {
            if case .softener = a.cue(o) { return -1 }
        }
        return 0
    }
    /// Object pronouns after which a softener still softens ("vermisse sie bisschen").
    static let softenedObjects: Set<String> = ["sie", "ihn", "ihm", "ihr", "es", "euch", "dich", "die", "den", "das"]

    /// "ich könnte heulen vor Rührung", "weiß nicht, ob ich lachen oder heulen soll": a stress or
    /// distress word inside a longer positive or neutral mood phrase is part of that phrase.
    func insidePositiveMood(_ k: Int) -> Bool {
        let m = a.matches[k]
        for o in a.byClause[m.clause] where o != k {
            guard a.matches[o].start <= m.start, m.end <= a.matches[o].end, a.matches[o].end - a.matches[o].start > m.end - m.start else { continue }
            if case let .mood(w, _) = a.cue(o), w > 0, a.polarity(o) == .affirmed { return true }
            // "ob ich lachen oder heulen soll": inside a neutral phrase too
            if case .moodNeutral = a.cue(o) { return true }
        }
        return false
    }
    /// A clause about another day that opens with today's words set off by an emoji before the
    /// day word ("bin so am limit rn 😤 gestern lief …", dictated or typed without punctuation): the
    /// word index where the other day's part begins (after the emoji), else nil.
    func emojiBeforeOtherDay(_ c: Int) -> Int? {
        let (f, l) = a.clauseRange[c]
        guard f < l, a.clauseCount > 1 else { return nil }
        var dayWord: Int? = nil
        for k in a.byClause[c] {
            if case let .time(d) = a.cue(k), d != .today, dayWord == nil || a.matches[k].start < dayWord! { dayWord = a.matches[k].start }
        }
        guard let d = dayWord, d > f else { return nil }
        let w = a.words
        for i in stride(from: d, to: f, by: -1) {
            // the emoji as a word of its own ("rn 😤 gestern") or between two words
            if let b = w[i - 1].text.utf8.first, b >= 0xF0 { return i }
            if w[i - 1].end < w[i].start, w[i].start <= a.bytes.count, a.bytes[w[i - 1].end..<w[i].start].contains(where: { $0 >= 0xF0 }) { return i }
        }
        return nil
    }

    /// "Joa, war eigentlich schon ziemlich cool heute", "Naja, echt schön war's": a filler opening
    /// the sentence before an affirmed evaluative or explicit mood word (weight ≥ 2) of that sentence.
    func openingFillerBeforeEvaluation(_ k: Int) -> Bool {
        let m = a.matches[k]
        let w = a.words
        guard ParagraphReader.openingFillers.contains(w[m.start..<m.end].map(\.text).joined(separator: " ")),
              m.start == 0 || w[m.start - 1].sentence != m.sentence else { return false }
        for o in a.matches.indices where a.matches[o].alive && a.matches[o].sentence == m.sentence && a.matches[o].start >= m.end {
            if case let .mood(weight, _) = a.cue(o), abs(weight) >= 2, a.polarity(o) == .affirmed { return true }
        }
        return false
    }
    static let openingFillers: Set<String> = ["joa", "naja", "na ja"]

    /// Words of a loss that stay the writer's grief with another person as the subject.
    static let lossWords: Set<String> = ["gestorben", "verstorben", "tot"]
    /// Negative words whose denial is tolerance, not praise ("nicht schlimm", "nicht tragisch").
    static let toleranceWords: Set<String> = ["schlimm", "tragisch", "dramatisch", "wild"]

    /// "Super. Wieder Regen und der Bus ist weg.", "Toll. Zug verpasst.": the entry opens with a
    /// one-word praise sentence and the next sentence reports a misfortune and nothing good — the
    /// praise is ironic (as `ironicOpening` within one sentence).
    func ironicOneWordOpener(_ k: Int) -> Bool {
        let m = a.matches[k]
        guard m.sentence == 0, m.start == 0, m.end == 1, a.sentenceCount >= 2, a.sentenceLengths[0] == 1, !a.sentenceIsQuestion[0] else { return false }
        var misfortune = false
        for o in a.matches.indices where a.matches[o].alive && a.matches[o].sentence == 1 {
            let affirmed = a.polarity(o) == .affirmed
            switch a.cue(o) {
            case let .mood(w, _): if w > 0 && affirmed || w < 0 && !affirmed { return false }
            case .misfortune: if affirmed { misfortune = true }
            default: break
            }
        }
        return misfortune
    }

    /// "Na super", "Na toll": the mood word lies inside an irony marker's words.
    func insideSarcasmMarker(_ k: Int) -> Bool {
        let m = a.matches[k]
        for o in a.byClause[m.clause] where o != k {
            if case .sarcasm = a.cue(o), a.matches[o].start <= m.start, m.end <= a.matches[o].end, a.matches[o].end - a.matches[o].start > m.end - m.start { return true }
        }
        return false
    }

    /// The match overlaps a distress word of `level` ("nicht schlimm" is both a neutral mood
    /// phrase and distress none).
    func overlapsDistress(_ k: Int, _ level: Severity) -> Bool {
        let m = a.matches[k]
        for o in a.byClause[m.clause] where o != k {
            if case let .distress(l) = a.cue(o), l == level, a.matches[o].start < m.end, m.start < a.matches[o].end { return true }
        }
        return false
    }

    /// The sentence names a stretch of the day ("Der Abend war okay"): a judgement of it, not of the earworm.
    func sentenceNamesADay(_ s: Int) -> Bool {
        for w in a.words where w.sentence == s { if ParagraphReader.dayNouns.contains(w.text) { return true } }
        return false
    }

    /// "am Ende haben wir den Release geschafft", "am Ende kam er doch": "am Ende" with more of its
    /// clause after it and no copula or degree word before it is "finally", not "exhausted"
    /// ("ich bin am Ende", "völlig am Ende").
    func temporalAmEnde(_ k: Int) -> Bool {
        let m = a.matches[k]
        let w = a.words
        guard m.end - m.start == 2, w[m.start].text == "am", w[m.start + 1].text == "ende" else { return false }
        // (the clause splitter may cut after "am Ende": the rest of the sentence counts)
        guard m.end < w.count, w[m.end].sentence == m.sentence else { return false }
        if m.start > 0, w[m.start - 1].sentence == m.sentence, ParagraphReader.amEndeStateWords.contains(w[m.start - 1].text) { return false }
        return !["meiner", "meines", "der", "mit"].contains(w[m.end].text)
    }
    static let amEndeStateWords: Set<String> = [
        "bin", "war", "ist", "sind", "waren", "bist", "voellig", "total", "komplett", "echt", "richtig", "so", "ganz",
        "einfach", "nur", "noch", "wirklich", "nervlich", "kraeftemaessig", "absolut", "vollkommen", "fix", "echt",
    ]

    /// Words of being overwhelmed that are also said laughing or crying with joy.
    static let overwhelmStarts: Set<String> = ["kann", "😭", "ich"]
    /// Laughter beside an overwhelm word ("😂😂 ich kann nicht mehr", "haha ich sterbe").
    static let laughterWords: Set<String> = ["haha", "hahaha", "hahahaha", "lol", "xd", "gelacht", "lachen", "lache", "lachflash", "kaputtgelacht", "totgelacht"]

    /// "😂😂 ich kann nicht mehr", "best day ever 😭❤️ …, ich kann nicht mehr": an overwhelm word
    /// ("kann nicht mehr", "kann nimmer", "😭", "ich sterbe") in a sentence — or beside one — with
    /// laughter or clear joy and without any other negative word is joy, not suffering or stress.
    /// Emoji that turn an overwhelm word into joy ("😂", "🤣", "❤"): compared by scalar, as
    /// Foundation's `String.contains(_:)` costs a CFString search per word.
    static let joyEmoji: Set<Unicode.Scalar> = ["\u{1F602}", "\u{1F923}", "\u{2764}"]

    func joyfulOverwhelm(_ k: Int) -> Bool {
        let m = a.matches[k]
        let w = a.words
        guard m.start < w.count else { return false }
        let t = w[m.start].text
        let next = m.start + 1 < m.end ? w[m.start + 1].text : ""
        let isOverwhelm = (t == "kann" && (next == "nicht" || next == "nimmer")) || t.hasPrefix("😭")
            || (t == "ich" && next == "sterbe")
        guard isOverwhelm else { return false }
        let s = m.sentence
        var joy = false
        for i in w.indices where abs(w[i].sentence - s) <= 1 {
            let x = w[i].text
            if ParagraphReader.laughterWords.contains(x) || x.unicodeScalars.contains(where: ParagraphReader.joyEmoji.contains) { joy = true }
        }
        for o in a.matches.indices where a.matches[o].alive && o != k && abs(a.matches[o].sentence - s) <= 1 {
            guard case let .mood(weight, _) = a.cue(o) else { continue }
            let affirmed = a.polarity(o) == .affirmed
            if weight >= 2, affirmed, !insideSarcasmMarker(o) { joy = true }
            // another negative word that is no overwhelm word itself
            if weight < 0, affirmed, !a.overlaps(o, k), !ParagraphReader.overwhelmStarts.contains(w[a.matches[o].start].text) { return false }
        }
        return joy
    }

    /// "Ansonsten nett.", "Ätzend.", "Echt schön.": the entry's closing sentence (of more than one)
    /// is the mood word and at most two particles — a verdict on the day.
    func verdictSentence(_ k: Int) -> Bool {
        let m = a.matches[k]
        let s = m.sentence
        guard a.sentenceCount > 1, s == a.sentenceCount - 1, a.sentenceLengths[s] <= 4, !a.sentenceIsQuestion[s],
              s == 0 || !a.sentenceIsQuestion[s - 1] else { return false }
        var others = 0
        for (i, w) in a.words.enumerated() where w.sentence == s && (i < m.start || i >= m.end) {
            guard ParagraphReader.verdictParticles.contains(w.text) else { return false }
            others += 1
        }
        return others <= 2
    }
    static let verdictParticles: Set<String> = [
        "sonst", "ansonsten", "echt", "wirklich", "einfach", "ganz", "sehr", "so", "richtig", "irgendwie", "also",
        "aber", "und", "trotzdem", "doch", "war", "ist", "es", "das", "alles", "eigentlich", "insgesamt", "dann",
    ]

    /// Capitalised words after "mit" that are no names.

    func mood(_ music: Bool, songSpan: (Int, Int)? = nil) -> Mood {
        ParagraphReader.decideMood(moodEvidence(music, songSpan: songSpan))
    }

    /// The mood evidence of the entry's day (the writer's clauses only): weighted positive and
    /// negative content after sarcasm and exclamations, neutral statements, misfortunes, and
    /// what the concluding sentence says. `decideMood` applies the precedence to it;
    /// scripts/mood-weights.py fits learned weights to the same features (docs/extractor.md).
    func moodEvidence(_ music: Bool, songSpan: (Int, Int)? = nil) -> MoodEvidence {
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
        for c in 0..<a.clauseCount where isEntryDay(clause: c) && !aboutOtherPerson(c) {
            for k in a.byClause[c] {
                guard case let .mood(w, explicit) = a.cue(k), explicit || judgesADay(k), a.polarity(k) == .affirmed else { continue }
                if w < 0, !otherSubjectState(c), !temporalAmEnde(k), !joyfulOverwhelm(k) { explicitNegative = true }
                if w > 0 { explicitPositive = true }
            }
        }
        var sentenceNet = Array(repeating: 0.0, count: a.sentenceCount)
        var lastNeutralSentence = -1
        // "Ned guat, ned schlecht.": a sentence denying both poles is a neutral statement
        let balanced = balancedNegationSentences()
        for s in balanced.sorted() { neutral += 1; lastNeutralSentence = max(lastNeutralSentence, s) }
        let answers = fieldAnswerSentences()
        var clausePos = Array(repeating: 0.0, count: a.clauseCount), clauseNeg = clausePos
        var explicitClauses = Set<Int>(), sarcasticSentences = Set<Int>()
        var markerPraise = 0.0
        var toleranceSentences: [Int] = [], clearPositive = false
        var neutralSentences = Set<Int>(), neutralClauses = Set<Int>()
        for c in 0..<a.clauseCount where !aboutOtherPerson(c) && !conditionalClause(c) {
            // "bin so am limit rn 😤 gestern lief …": an emoji ends today's words before another day's
            let cut: Int? = isEntryDay(clause: c) ? nil : emojiBeforeOtherDay(c)
            guard isEntryDay(clause: c) || cut != nil else { continue }
            let before = pos - neg - sarcasmPositive
            let (pos0, neg0, sarcasm0) = (pos, neg, sarcasmPositive)
            defer {
                sentenceNet[a.sentenceOfClause[c]] += (pos - neg - sarcasmPositive) - before
                clausePos[c] = pos - pos0; clauseNeg[c] = neg - neg0
                if sarcasmPositive != sarcasm0 { sarcasticSentences.insert(a.sentenceOfClause[c]) }
            }
            let (first, last) = a.clauseRange[c]
            let sentenceWords = sentenceLength(a.sentenceOfClause[c])
            _ = (first, last)
            for k in a.byClause[c] {
                if let cut, a.matches[k].end > cut { continue }
                if let span = songSpan, a.matches[k].start >= span.0, a.matches[k].start <= span.1 { continue }
                switch a.cue(k) {
                case let .mood(weight, explicit):
                    if degreeAdverb(k) || balanced.contains(a.sentenceOfClause[c]) { continue }
                    // "Na super, …", "Läuft bei mir.": the praise word inside an irony marker is no praise;
                    // it is irony (below) after a misfortune or when nothing else in the entry is positive
                    if weight > 0, a.polarity(k) == .affirmed, insideSarcasmMarker(k) { markerPraise += Double(weight); continue }
                    // "am Ende haben wir's geschafft": "am Ende" before the rest of its clause is "finally"
                    if weight < 0, temporalAmEnde(k) { continue }
                    // "😂😂 ich kann nicht mehr", "best day ever 😭": an overwhelm word beside joy is joy
                    if weight < 0, joyfulOverwhelm(k) { continue }
                    // "Meine Kollegin … war überglücklich": another person's stated emotion is theirs (not
                    // with the writer in the clause, "er hat mir stolz … gezeigt", nor as the turn of a
                    // sentence about the writer, "Ich bin genervt, aber sie war so glücklich")
                    if weight > 0, explicit, a.polarity(k) == .affirmed, otherSubjectState(c), !clauseHasWriter(c),
                       !["aber", "doch"].contains(a.words[a.clauseRange[c].0].text) { continue }
                    // "mein Kollege war mega gut drauf ich war normal": another person's state before the writer's
                    if a.polarity(k) == .affirmed, explicit || weight < 0, otherPersonStateBeforeWriter(a.matches[k].start, a.matches[k].end, clause: c) { continue }
                    // "mit meiner Schwester gechattet, die fand's lustig": another person's attitude is theirs
                    if weight > 0, otherSubjectState(c), !clauseHasWriter(c), clauseHasAttitudeVerb(c) { continue }
                    // "Ohrwurm? Ja, leider.": a mild word answering another field's question is about that field
                    if !explicit, abs(weight) <= 1, answers.contains(a.sentenceOfClause[c]) { continue }
                    // "…, um es zu vertreiben, hat geklappt": the remedy's success is no joy of the day,
                    // "…, leider ohne Erfolg" its failure no grief (mild words in the remedy's clause)
                    if music, !explicit, abs(weight) <= 1, overlapsPurpose(k) || clauseHasPurpose(c) { continue }
                    // "Mein Chef war extrem genervt": another person's negative state
                    // ("Meine Oma ist gestorben" is the writer's loss, not the grandmother's state)
                    if weight < 0, a.polarity(k) == .affirmed, otherSubjectState(c), !ParagraphReader.lossWords.contains(a.words[a.matches[k].start].text) { continue }
                    // "Heel schlimm weer dat nich", "schlimm isch es nöd": a denied "schlimm" is the
                    // tolerance "nicht schlimm" (a neutral statement, DECISIONS.md), not praise
                    if weight < 0, a.polarity(k) == .negated, ParagraphReader.toleranceWords.contains(a.words[a.matches[k].start].text),
                       a.matches[k].end - a.matches[k].start == 1 {
                        let s = a.sentenceOfClause[c]
                        neutralClauses.insert(c)
                        if music, !sentenceNamesADay(s) { toleranceSentences.append(s); neutralSentences.insert(s); continue }
                        neutral += 1; lastNeutralSentence = max(lastNeutralSentence, s); neutralSentences.insert(s); continue
                    }
                    let verdict = verdictSentence(k)
                    if explicit || labelledMood(k) || verdict { explicitClauses.insert(c) }
                    var w = Double(abs(weight))
                    // "Ansonsten nett.", "Ätzend.": a closing sentence that is only a verdict word is an
                    // explicit judgement of the day
                    if verdict { w = max(w, 3) }
                    // "ein guter Dienst", "eine harte Nacht", "a scheener Dag": an evaluation of a day
                    // (or night, shift, week) is an explicit judgement
                    if explicit || labelledMood(k) || judgesADay(k) { w = max(w, 3) }
                    // "ich vermisse sie bisschen", "eher traurig": a softener halves a mild or evaluative
                    // word (never an explicit statement)
                    let sh = moodShift(k)
                    if sh > 0 { w *= 1.5 } else if sh < 0, w < 3 { w *= 0.5 }
                    var positive = weight > 0
                    switch a.polarity(k) {
                    // "gar kein so schlechter Tag": a denied bad judgement of the day is a litotes (good,
                    // as "nicht schlecht"); other denied words only lean a little
                    // "kein guter Tag", "keine gute Laune": a denied explicit praise is a clear negative
                    // statement (as "nicht so gut", DECISIONS.md), other denied praise leans a little
                    // "War kein guter Tag": a denied judgement of the day is a clear negative one (as "nicht
                    // so gut", DECISIONS.md); a denied emotion ("keine Freude", "nicht glücklich") only leans
                    case .negated: positive.toggle(); w = positive ? (judgesADay(k) ? 2 : 0.5) : (judgesADay(k) ? 2 : 1)
                    case .partial: positive.toggle(); w = 1
                    case .affirmed: break
                    }
                    if positive {
                        if (misfortunes >= 2 && sentenceWords <= 3) || (misfortunes >= 1 && hasSarcasmMarker)
                            || (misfortunes >= 1 && sentenceWords <= 2) || (sentenceWords <= 2 && explicitNegative)
                            || followsMisfortune(k) || ironicOpening(k) || ironicOneWordOpener(k)
                            || (misfortunes >= 2 && sentenceWords <= 6 && judgesADay(k) && !hasContrast(a.sentenceOfClause[c])) {
                            sarcasmPositive += w
                        } else { pos += w; if abs(weight) >= 2 || w >= 3 { clearPositive = true } }
                    } else {
                        // "ein guter Tag, bis auf den Streit mit meinem Freund": an exception weighs half
                        if afterException(k) { w /= 2 }
                        neg += w
                    }
                case .moodNeutral:
                    // "Stress? Na ja, ein bisschen.": a hedge in another field's answer is no judgement of the day
                    if answers.contains(a.sentenceOfClause[c]) { continue }
                    // "Joa, war eigentlich schon ziemlich cool": an opening filler before a clear evaluation
                    // in its sentence is no neutral judgement
                    if openingFillerBeforeEvaluation(k) { continue }
                    // "Ist nicht schlimm", "stört nicht, ist okay" with music in the head: tolerance of the
                    // earworm (distress none, DECISIONS.md) is no neutral judgement of the day
                    if music, overlapsDistress(k, .none), !sentenceNamesADay(a.sentenceOfClause[c]) {
                        toleranceSentences.append(a.sentenceOfClause[c]); neutralSentences.insert(a.sentenceOfClause[c]); neutralClauses.insert(c); continue
                    }
                    if a.polarity(k) != .negated { neutral += 1; lastNeutralSentence = a.sentenceOfClause[c]; neutralSentences.insert(lastNeutralSentence); neutralClauses.insert(c) }
                case .misfortune:
                    if a.polarity(k) == .affirmed { neg += afterException(k) ? 0.5 : 1 }
                case let .distress(level):
                    // "…, ohne Ergebnis. Genervt.": without music in the head, a closing sentence that is
                    // only an annoyance word is the writer's verdict on the day
                    if !music, level == .medium || level == .high, a.polarity(k) == .affirmed, !overlapsMood(k), verdictSentence(k) {
                        neg += 3; explicitClauses.insert(c); continue
                    }
                    // medium annoyance alone sets no mood, but it balances mild praise
                    if a.polarity(k) == .affirmed, !otherSubjectState(c), !joyfulOverwhelm(k), !insidePositiveMood(k) {
                        let v = ParagraphReader.severity(level, shiftedBy: shift(k))
                        neg += ParagraphReader.suffering(level, v)
                    }
                case let .stress(level):
                    if otherSubjectState(c) || joyfulOverwhelm(k) || temporalAmEnde(k) || insidePositiveMood(k) { continue }
                    // mere absence of stress ("kein Stress") is no joy (DECISIONS.md)
                    if a.polarity(k) == .affirmed {
                        // "Stress? Ein bisschen." is the level the stress reader reads
                        if let v = labelValue(k) { neg += ParagraphReader.suffering(v, v) }
                        else { neg += ParagraphReader.suffering(level, ParagraphReader.severity(level, shiftedBy: shift(k))) }
                    }
                default: break
                }
            }
        }
        // "Anstrengend, aber irgendwie auch lustig", "so nervös …, aber es lief super": in a sentence
        // turning on "aber", a clear evaluation after it (weight ≥ 2) outweighs the situations before
        // it (stress, annoyance, misfortunes, mild words) — not an explicit emotion word before it
        for s in 0..<a.sentenceCount where !sarcasticSentences.contains(s) {
            var clauses: [Int] = []
            for c in 0..<a.clauseCount where a.sentenceOfClause[c] == s && isEntryDay(clause: c) { clauses.append(c) }
            guard let turn = clauses.last(where: { $0 != clauses.first && a.words[a.clauseRange[$0].0].text == "aber" }) else { continue }
            var bp = 0.0, bn = 0.0, ap = 0.0, an = 0.0, explicitBefore = false, explicitAfter = false
            for c in clauses {
                if c < turn { bp += clausePos[c]; bn += clauseNeg[c]; if explicitClauses.contains(c) { explicitBefore = true } }
                else { ap += clausePos[c]; an += clauseNeg[c]; if explicitClauses.contains(c) { explicitAfter = true } }
            }
            let after = ap - an, before = bp - bn
            // "völlig kaputt, aber glücklich": an explicit word after the turn outweighs one before it
            guard !explicitBefore || (explicitAfter && abs(after) >= 3), abs(after) >= 2, after * before < 0 else { continue }
            pos -= bp; neg -= bn; sentenceNet[s] -= before
        }
        // the praise inside an irony marker: irony after a misfortune or beside a negative word, else
        // praise as before ("…, wie schön.")
        if markerPraise > 0 { if misfortunes > 0 || neg > 0 { sarcasmPositive += markerPraise } else { pos += markerPraise } }
        // tolerance of the earworm only yields to a clear positive remark without any negative one
        // ("Ist nicht schlimm, find ich sogar lustig"); else it is the neutral statement it was
        if !(clearPositive && neg == 0) {
            for s in toleranceSentences { neutral += 1; lastNeutralSentence = max(lastNeutralSentence, s) }
        }
        if sarcasmPositive > 0 { neg += sarcasmPositive }
        // "Toll, schon wieder ein Ohrwurm. Genau das, was ich noch gebraucht hab. Nervt."
        if hasSarcasmMarker && misfortunes == 0 && neg > 0 && pos > 0 { neg += pos; pos = 0 }
        // an exclamation without any negative word: excitement
        // (a one-word exclamation repeating the title — "Tequila!" — is no joy)
        for sIdx in 0..<a.sentenceCount where a.sentenceIsExclamation[sIdx] && !repeatsTitle(sIdx, songSpan) && !isRelief(sIdx) {
            var negative = false
            for c in 0..<a.clauseCount where a.sentenceOfClause[c] == sIdx {
                for k in a.byClause[c] {
                    switch a.cue(k) {
                    case let .mood(w, _): if w < 0 || a.polarity(k) != .affirmed { negative = true }
                    // ("die Erdmännchen waren so süß!": "süß" is also distress none, no negative word)
                    case let .distress(l), let .stress(l): if l != .none { negative = true }
                    case .misfortune, .negator, .earworm, .headLocus, .sarcasm: negative = true
                    default: break
                    }
                }
            }
            if !negative && misfortunes == 0 { pos += 1 }
        }
        var e = MoodEvidence()
        e.positive = pos
        e.negative = neg
        e.neutralStatements = neutral
        e.misfortunes = misfortunes
        e.sarcasmPositive = sarcasmPositive
        e.sarcasmMarker = hasSarcasmMarker
        e.explicitPositive = explicitPositive
        e.explicitNegative = explicitNegative
        let lastNet = sentenceNet.lastIndex(where: { $0 != 0 })
        e.concludingNeutral = lastNeutralSentence >= a.sentenceCount - 2 && lastNeutralSentence > (lastNet ?? -1)
            && isJudgementOfTheDay(sentence: lastNeutralSentence)
        if let last = lastNet, last >= a.sentenceCount - 2, lastNeutralSentence < last, isJudgementOfTheDay(sentence: last) {
            e.concluding = sentenceNet[last]
        }
        // "Im Großen und Ganzen ein guter Tag: …", "Alles in allem …", "Unterm Strich …": an overall
        // statement judges the day wherever it stands (the last such sentence with content)
        let overall = overallMarkerSentences
        if let s = overall.filter({ sentenceNet[$0] != 0 && isJudgementOfTheDay(sentence: $0) }).max() {
            e.concluding = sentenceNet[s]
            if s > lastNeutralSentence { e.concludingNeutral = false }
        }
        // "Insgesamt ein zäher Dienst, aber okay", "alles in allem okay", "Insgesamt geht so": an
        // overall statement that is a neutral judgement decides before everything else
        if let s = overall.last, neutralSentences.contains(s), abs(sentenceNet[s]) < 3 {
            e.overallNeutral = true
        }
        // "… danach war ruhe ansonsten stress frei … also alles in allem okay": dictated without
        // punctuation, the marker's own clauses (from it to the end) are the overall statement
        if !e.overallNeutral, let c0 = lastOverallClause(), a.sentenceOfClause[c0] == a.sentenceCount - 1 {
            var net = 0.0, neutralAfter = false
            for c in c0..<a.clauseCount {
                net += clausePos[c] - clauseNeg[c]
                if neutralClauses.contains(c) { neutralAfter = true }
            }
            if neutralAfter, abs(net) < 3 { e.overallNeutral = true }
        }
        return e
    }

    /// The weight of a stress or distress cue as suffering: a high level ("unerträglich", "am
    /// Limit", also one raised by an intensifier, "total gestresst") is strong suffering (3), a
    /// medium one (1) only balances mild praise (DECISIONS.md). (Round 7 tried weighing an
    /// intensified medium word as medium: the tuned corpus lost 23 entries, its annotators read
    /// "total gestresst" as bad.)
    static func suffering(_ word: Severity, _ level: Severity) -> Double {
        switch level {
        case .high: return 3
        case .medium: return 1
        default: return 0
        }
    }

    /// Words that name a stretch of the day a judgement can be about ("ein guter Dienst", "eine harte
    /// Nacht", "ein herrlicher Montag").
    static let dayNouns: Set<String> = [
        "tag", "abend", "nachmittag", "vormittag", "morgen", "mittag", "nacht", "dienst", "schicht", "woche",
        "wochenende", "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag",
        "feiertag", "arbeitstag", "urlaubstag", "ausflug", "start", "auftakt", "abschluss",
    ]

    /// Words that turn a sentence against the misfortunes before it ("Trotzdem ein schöner Tag").
    static let contrastWords: Set<String> = ["trotzdem", "aber", "doch", "dennoch", "dann", "danach", "spaeter", "insgesamt", "trotz", "immerhin", "wenigstens", "zum", "endlich"]

    /// "Toller Start in die Woche." after two misfortunes: a short praise of the day without a
    /// contrast word is ironic.
    func hasContrast(_ s: Int) -> Bool {
        for c in 0..<a.clauseCount where a.sentenceOfClause[c] == s {
            let (f, l) = a.clauseRange[c]
            if f <= l { for i in f...l where ParagraphReader.contrastWords.contains(a.words[i].text) { return true } }
        }
        return false
    }

    /// The cue stands after "bis auf" / "abgesehen von" / "außer" in its clause (an exception).
    func afterException(_ k: Int) -> Bool {
        let m = a.matches[k]
        var i = a.clauseRange[m.clause].0
        while i + 1 < m.start {
            let t = a.words[i].text, n = a.words[i + 1].text
            if (t == "bis" && n == "auf") || (t == "abgesehen" && n == "von") { return true }
            i += 1
        }
        return false
    }

    /// "Abends …, das war schön": a part of the day a concluding sentence can judge.
    static let partOfDayAdverbs: Set<String> = ["abends", "morgens", "mittags", "nachmittags", "vormittags", "nachts", "ovends", "owends", "obends"]

    /// The mood word judges a day: its phrase ends in a day noun ("harte Nacht") or one follows it
    /// ("guter Dienst", "scheener Dag" → "schoener tag").
    func judgesADay(_ k: Int) -> Bool {
        let m = a.matches[k]
        guard m.end > m.start else { return false }
        if m.end - m.start > 1, ParagraphReader.dayNouns.contains(a.words[m.end - 1].text) { return true }
        return m.end < a.words.count && a.words[m.end].clause == m.clause && ParagraphReader.dayNouns.contains(a.words[m.end].text)
    }

    /// Sentences with an overall marker ("im großen und ganzen", "alles in allem", "unterm Strich",
    /// "insgesamt", "im Endeffekt", "Fazit", "summa summarum").
    func overallSentences() -> [Int] {
        var out: [Int] = []
        let w = a.words
        // one bit test per word: only a marker's first word looks at the markers
        for i in w.indices where wordIs(i, WordClass.overallMarkerStart) {
            var hit = false
            for m in ParagraphReader.overallMarkers where i + m.count <= w.count && w[i].text == m[0] {
                var ok = true
                for (j, t) in m.enumerated() where w[i + j].text != t { ok = false; break }
                if ok { hit = true; break }
            }
            if hit, out.last != w[i].sentence { out.append(w[i].sentence) }
        }
        return out
    }
    /// The clause of the entry's last overall marker (`overallSentences`), if any.
    func lastOverallClause() -> Int? {
        let w = a.words
        var i = w.count - 1
        while i >= 0 {
            if wordIs(i, WordClass.overallMarkerStart) {
                for m in ParagraphReader.overallMarkers where i + m.count <= w.count && w[i].text == m[0] {
                    var ok = true
                    for (j, t) in m.enumerated() where w[i + j].text != t { ok = false; break }
                    if ok { return w[i].clause }
                }
            }
            i -= 1
        }
        return nil
    }
    /// The first words of `overallMarkers` (`WordClass.overallMarkerStart`).
    static let overallMarkerStarts = Set(overallMarkers.map { $0[0] })
    static let overallMarkers: [[String]] = [
        ["im", "grossen", "und", "ganzen"], ["alles", "in", "allem"], ["unterm", "strich"], ["unter", "dem", "strich"],
        ["insgesamt"], ["im", "endeffekt"], ["fazit"], ["summa", "summarum"], ["alles", "in", "allem", "gesehen"],
    ]

    /// Sentences answering a short question about another field ("Stress? Na ja, ein bisschen.",
    /// "Ohrwurm? Ja, leider."): the question has at most four words, a stress, earworm or music cue
    /// and no mood label.
    func fieldAnswerSentences() -> Set<Int> {
        var out = Set<Int>()
        for s in 0..<max(0, a.sentenceCount - 1) where a.sentenceIsQuestion[s] && a.sentenceLengths[s] <= 4 {
            var field = false, moodLabel = false
            for c in 0..<a.clauseCount where a.sentenceOfClause[c] == s {
                let (f, l) = a.clauseRange[c]
                if f <= l { for i in f...l where ParagraphReader.moodLabels.contains(a.words[i].text) { moodLabel = true } }
                for k in a.byClause[c] {
                    switch a.cue(k) {
                    case .stress, .earworm, .headLocus, .distress: field = true
                    default: break
                    }
                }
            }
            if field && !moodLabel { out.insert(s + 1) }
        }
        return out
    }

    func clauseHasPurpose(_ c: Int) -> Bool {
        for o in a.byClause[c] { if case .purpose = a.cue(o) { return true } }
        return false
    }

    /// The mood word is also (part of) a countermeasure's purpose or effect ("hat geklappt", "geholfen").
    func overlapsPurpose(_ k: Int) -> Bool {
        let m = a.matches[k]
        for o in a.byClause[m.clause] where o != k {
            if case .purpose = a.cue(o), a.matches[o].start < m.end, m.start < a.matches[o].end { return true }
        }
        return false
    }

    /// The documented precedence (docs/extractor.md, MoodReader): a concluding judgement of the
    /// day — neutral or clear — outweighs the situations before it; else an explicit neutral
    /// statement outweighs mild evaluations; else the weighted content decides.
    static func decideMood(_ e: MoodEvidence) -> Mood {
        let pos = e.positive, neg = e.negative
        // precedence: a clear concluding judgement (the last sentence with mood content, one of
        // the entry's last two) outweighs the situations and words before it ("Termine ohne
        // Pause, aber ich bin einfach glücklich", "Im Nachhinein doch ein guter Tag")
        // "…, aber die Kollegen waren nett. Ich bin okay.": a concluding neutral statement
        // an explicit overall statement outweighs everything ("alles in allem okay")
        if e.overallNeutral { return .neutral }
        if e.concludingNeutral, abs(pos - neg) < 4 { return .neutral }
        if !e.sarcasmMarker, e.concluding != 0, e.sarcasmPositive == 0, abs(e.concluding) >= 1.5,
           pos + neg > abs(e.concluding) || e.neutralStatements > 0 {
            return e.concluding > 0 ? .good : .bad
        }
        if e.neutralStatements > 0 {
            let net = pos - neg
            // an explicit neutral statement ("war okay", "auch gut") outweighs mild
            // evaluations, but not an explicit positive one ("netter Abend")
            if abs(net) < (net > 0 && e.explicitPositive ? 3 : 4) { return .neutral }
        }
        if pos == 0 && neg == 0 { return .neutral }
        if pos >= 2 * neg && (pos >= 1.5 || (neg == 0 && pos >= 1)) { return .good }
        if neg >= 2 * pos && neg >= 1.5 { return .bad }
        return .neutral
    }

    func sentenceLength(_ s: Int) -> Int { a.sentenceLengths[s] }

    /// "Gott sei Dank!", "Zum Glück!": an exclamation of relief is no joy (DECISIONS.md).
    func isRelief(_ s: Int) -> Bool {
        var prev2 = "", prev = ""
        for w in a.words where w.sentence == s {
            if w.text == "gottseidank" || (prev == "zum" && w.text == "glueck") || (prev2 == "gott" && prev == "sei" && w.text == "dank") { return true }
            prev2 = prev; prev = w.text
        }
        return false
    }

    /// "ganz schön lästig", "ziemlich schön auf den Keks": "schön" as a degree adverb before a
    /// level word or an adjective is no praise.
    func degreeAdverb(_ k: Int) -> Bool {
        let m = a.matches[k]
        guard m.end - m.start == 1, a.words[m.start].text == "schoen", m.start > 0,
              ["ganz", "ziemlich"].contains(a.words[m.start - 1].text), m.end <= a.clauseRange[m.clause].1 else { return false }
        if ParagraphReader.degreeTargets.contains(a.words[m.end].text) { return true }
        for o in a.byClause[m.clause] where a.matches[o].start == m.end {
            switch a.cue(o) {
            case .distress, .stress: return true
            case let .mood(w, _) where w < 0: return true
            default: continue
            }
        }
        return false
    }
    static let degreeTargets: Set<String> = [
        "auf", "viel", "lang", "lange", "laut", "kalt", "heiss", "teuer", "anstrengend", "muede", "schwer", "hart",
        "spaet", "frueh", "voll", "knapp", "fertig", "kaputt", "durch",
    ]

    /// Sentences that deny both a positive and a negative evaluation ("nicht gut, nicht
    /// schlecht", "nicht toll, aber auch nicht schlimm").
    func balancedNegationSentences() -> Set<Int> {
        var deniedPositive = Set<Int>(), deniedNegative = Set<Int>()
        for k in a.matches.indices where a.matches[k].alive {
            guard case let .mood(w, _) = a.cue(k) else { continue }
            let s = a.matches[k].sentence
            // "nicht gut" is a negative phrase denying "gut"; a negated "schlecht" denies "schlecht"
            if a.containsNegation(k) { if w < 0 { deniedPositive.insert(s) } else { deniedNegative.insert(s) } }
            else if a.polarity(k) == .negated { if w > 0 { deniedPositive.insert(s) } else { deniedNegative.insert(s) } }
        }
        return deniedPositive.intersection(deniedNegative)
    }

    /// Words that label the mood field in notes and bullet lists ("Stimmung: gut", "Laune? Mies.").
    static let moodLabels: Set<String> = ["stimmung", "laune", "mood", "gefuehl", "befinden", "gemuetslage"]

    /// A mood word answering a mood label ("Stimmung: gut", "Laune? Bestens.") is an explicit
    /// statement about the writer, however mild the word.
    func labelledMood(_ k: Int) -> Bool {
        let m = a.matches[k]
        let c = m.clause
        guard c > 0, m.start == a.clauseRange[c].0 else { return false }
        let (f, l) = a.clauseRange[c - 1]
        return f == l && ParagraphReader.moodLabels.contains(a.words[f].text) && a.sentenceOfClause[c - 1] >= a.sentenceOfClause[c] - 1
    }

    static let dayWords: Set<String> = ["tag", "abend", "nachmittag", "vormittag", "morgen", "wochenende", "sonntag", "samstag", "heute"]
    static let consolationWords: Set<String> = ["wenigstens", "immerhin", "zumindest", "trotzdem"]
    /// The writer in a judgement of the day (`isJudgementOfTheDay`; with "wir" it is also about them).
    static let judgementWriterWords: Set<String> = ["ich", "mir", "mich", "bin"]

    /// A sentence that judges the writer's day or state (an explicit mood word, the day, or
    /// the writer), not only someone else ("die Erzieherinnen sind toll") and no consolation
    /// ("das war wenigstens schön").
    func isJudgementOfTheDay(sentence s: Int) -> Bool {
        var about = false, consolation = false, writer = false, explicit = false
        for c in 0..<a.clauseCount where a.sentenceOfClause[c] == s {
            let (f, l) = a.clauseRange[c]
            guard f <= l else { continue }
            for i in f...l {
                if wordIs(i, WordClass.consolation) { consolation = true }
                if wordIs(i, WordClass.judgementWriter) { writer = true }
                if wordIs(i, WordClass.judgementAbout) { about = true }
            }
            for k in a.byClause[c] { if case .mood(_, true) = a.cue(k) { about = true; explicit = true } }
        }
        // "das war wenigstens schön" consoles; "Ich bin trotzdem gut drauf" states the mood
        if consolation { return writer && explicit }
        return about
    }

    func repeatsTitle(_ s: Int, _ span: (Int, Int)?) -> Bool {
        guard let span, span.0 >= 0, span.1 < a.words.count, sentenceLength(s) == 1 else { return false }
        for w in a.words where w.sentence == s {
            for i in span.0...span.1 where a.words[i].text == w.text { return true }
        }
        return false
    }
}
