import FeelAloudCore

/// Understands a spoken/typed correction of an entry's nine fields (issue 4 item 2,
/// CONTRACT.md §3 `correct --json`). Pure: no I/O, no state.
///
/// One or several corrections per utterance (split on "und", ",", ";" …), each by field
/// number ("4 stark", "Nr. 8 nein"), label or synonym ("Laune war mies"), or free speech
/// ("ich hab doch niemanden getroffen"). Yes/no/cancel/undo words alone answer the review
/// question. Conflicts with the questionnaire logic (stress while music was in the head,
/// distress without music) and ambiguous values are asked back, never guessed.
public enum CorrectionParser {
    public static func parse(_ utterance: String, current: EntryFields) -> CorrectionOutcome {
        let text = utterance.trimmingWhitespace()
        let allWords = CorrectionSegment(text).words
        guard !allWords.isEmpty else { return .notUnderstood(question: Messages.correctionNotUnderstood) }
        if let answer = CorrectionAnswers.answer(allWords) { return answer }

        let (segments, echoes) = echoQuestions(splitMatrix(CorrectionSegmenter.split(text).map(CorrectionSegment.init)
            .flatMap(CorrectionClauseReader.subClauses)))
        let framed = exhaustionBesideStress(dislocatedLabels(negatedMatrix(read(segments, current: current, echoes: echoes), segments),
                                                             segments, current: current), segments)
        let readings = notDone(ellipticContrast(neitherNor(CorrectionSubject.apply(framed, segments), segments), segments),
                               segments, current: current)
        switch collect(readings, segments, utterance: text) {
        case let .failure(ask): return ask.outcome
        case let .success(assignments):
            guard !assignments.isEmpty else { return .notUnderstood(question: Messages.correctionNotUnderstood) }
            return apply(assignments, to: current)
        }
    }

    /// "nicht unglücklich, aber auch nicht glücklich", "nicht traurig, aber auch nicht
    /// froh": a clause "aber auch nicht …" that denies the mood opposite to the denied mood of
    /// the clause before denies both sides — the mood is neutral. (A clause opening with
    /// "nicht" reads as a contrast on its own, so the first clause's mood is read from its words.)
    static func neitherNor(_ readings: [CorrectionReading], _ segments: [CorrectionSegment]) -> [CorrectionReading] {
        var out = readings
        func mood(_ i: Int) -> Mood? {
            if case let .assignments(a) = readings[i], let m = a.first(where: { $0.key == .mood }), case let .mood(x) = m.value { return x }
            return CorrectionValueReader.mood(segments[i].words.filter { !["aber", "auch", "doch", "eben"].contains($0) })
        }
        for i in readings.indices.dropFirst() {
            let w = segments[i].words.filter { !["aber", "doch", "und", "eben"].contains($0) }
            let v = segments[i - 1].words
            guard w.count >= 3, w[0] == "auch", CorrectionValueWords.negators.contains(w[1]),
                  v.count >= 2, CorrectionValueWords.negators.contains(v[0])
                    // ("die Stimmung war nicht gut, aber auch nicht schlecht": the label before the negation)
                    || v.count >= 3 && CorrectionClauseReader.firstLabel(v, from: 0)?.group == .mood && v.contains(where: { CorrectionValueWords.negators.contains($0) })
            else { continue }
            let a = mood(i - 1), b = mood(i)
            let opposite = (a == .good && b == .bad) || (a == .bad && b == .good)
            let antonym = v.last == "un" + (w.last ?? "") && b != nil  // "unglücklich" / "glücklich"
            guard opposite || antonym else { continue }
            let neutral = CorrectionAssignment(key: .mood, value: .mood(.neutral))
            var rest: [CorrectionAssignment] = []
            if case let .assignments(x) = readings[i] { rest = x.filter { $0.key != .mood } }
            if case let .assignments(x) = readings[i - 1] {
                let keep = x.filter { $0.key != .mood }
                out[i - 1] = keep.isEmpty ? .noise : .assignments(keep)
            }
            out[i] = .assignments(rest + [neutral])
        }
        return out
    }

    /// Words that open an elliptic contrast ("…, eher gefeiert", "…, sondern eher amüsiert").
    static let ellipsisOpeners: Set<String> = ["eher", "vielmehr", "sondern", "mehr", "stattdessen"]
    static let musicKeys: Set<FieldKey> = [.musicInHead, .songName, .earwormStrength, .distress, .countermeasures, .countermeasureActivity]

    /// "der Song hat mich nicht gestört, eher gefeiert": a short clause that opens with a
    /// contrast word and has no subject or label of its own shares the subject of the clause
    /// before. When that clause was about the music, the ellipsis says nothing about other
    /// fields ("gefeiert" is no party, "eher genervt" no stress of the writer's).
    static func ellipticContrast(_ readings: [CorrectionReading], _ segments: [CorrectionSegment]) -> [CorrectionReading] {
        var out = readings
        for i in readings.indices.dropFirst() {
            let w = segments[i].words.filter { !["aber", "doch", "so", "ja", "halt"].contains($0) }
            guard let first = w.first, ellipsisOpeners.contains(first), w.count <= 3,
                  !w.contains(where: { CorrectionSubject.writerWords.contains($0) }),
                  CorrectionClauseReader.firstLabel(w, from: 0) == nil,
                  case let .assignments(prev) = out[i - 1], !prev.isEmpty, prev.allSatisfy({ musicKeys.contains($0.key) }),
                  case let .assignments(a) = readings[i], a.contains(where: { !musicKeys.contains($0.key) }) else { continue }
            let kept = a.filter { musicKeys.contains($0.key) }
            out[i] = kept.isEmpty ? .noise : .assignments(kept)
        }
        return out
    }

    /// Words of a clause that only says something was not done ("hob i oba dann ned gmacht").
    static let notDoneWords: Set<String> = [
        "hab", "habe", "hob", "ich", "i", "aber", "dann", "doch", "es", "das", "ja", "halt", "leider", "eh", "gar",
        "letztlich", "schliesslich", "am", "ende", "irgendwie", "wieder", "nie", "nicht", "gemacht", "getan", "hat",
    ]

    /// "Kaugummi wollte ich eh kauen, hab ich aber dann nicht gemacht": a clause that only denies
    /// the doing refers to the activity of the clause before; a current activity named there did
    /// not happen (CONTRACT.md #6: merely intended activities do not count).
    static func notDone(_ readings: [CorrectionReading], _ segments: [CorrectionSegment], current: EntryFields) -> [CorrectionReading] {
        guard let act = current.countermeasureActivity else { return readings }
        var out = readings
        for i in readings.indices.dropFirst() {
            let w = segments[i].words
            guard w.contains(where: { ["gemacht", "getan"].contains($0) }), w.contains(where: { ["nicht", "nie"].contains($0) }),
                  w.allSatisfy({ notDoneWords.contains($0) }) else { continue }
            let before = segments[i - 1].words
            var parts = act.components(separatedBy: ", ")
            guard let n = parts.firstIndex(where: { part in
                guard let head = CorrectionSegment(part).words.first, head.count >= 3 else { return false }
                return before.contains(head)
            }) else { continue }
            parts.remove(at: n)
            var a = parts.isEmpty ? CorrectionAssignment(key: .countermeasures, value: .flag(false))
                : CorrectionAssignment(key: .countermeasureActivity, value: .text(parts.joined(separator: ", ")))
            a.replacesActivity = parts.isEmpty
            out[i - 1] = .noise
            out[i] = .assignments([a])
        }
        return out
    }

    /// An ask-back found while collecting assignments.
    struct AskBack: Error {
        let outcome: CorrectionOutcome
    }

    /// Reads each clause, carrying the previous clause's field for bare values.
    static func read(_ segments: [CorrectionSegment], current: EntryFields, echoes: Set<Int> = []) -> [CorrectionReading] {
        var readings: [CorrectionReading] = []
        var previous: FieldKey? = nil
        for (index, seg) in segments.enumerated() {
            var r = echoes.contains(index) ? echoReading(seg, current: current)
                : CorrectionClauseReader.read(seg, current: current, previous: previous)
            // ("nicht Kaugummi gekaut, sondern Musik gehört": after a rejected activity too)
            let replaced: Bool = { if case let .assignments(a)? = readings.last { return a.last?.replacesActivity ?? false }; return false }()
            if previous == .countermeasureActivity || replaced, continuesActivity(r, seg) { r = .unknown }
            if case .unknown = r, let title = knownTitleClause(seg) {
                r = .assignments([CorrectionAssignment(key: .songName, value: .text(title), mentionsMusic: true)])
            } else if case .unknown = r, previous != .countermeasureActivity, previous != .countermeasures, let act = knownActivityClause(seg) {
                // (after an activity the clause is one more: `collect` joins them)
                r = .assignments([CorrectionAssignment(key: .countermeasureActivity, value: .text(act))])
            }
            if case .purpose = r, let last = readings.last, continuesActivity(last, segments[readings.count - 1]) {
                readings[readings.count - 1] = .unknown  // "ich hab Musik gehört, um ihn zu übertönen"
            }
            // "Stärke eine Stufe runter, so doll war dat nich": a bare value after a step of the
            // shown value only gives the reason for it
            if case .bare = r, index > 0, isRelativeStep(segments[index - 1]) { r = .noise }
            if case let .assignments(a) = r, let last = a.last { previous = last.key }
            if case let .missingValue(key, _, _) = r { previous = key }
            readings.append(r)
        }
        return readings
    }

    /// A clause that moves a shown value ("Stärke eine Stufe runter", "Stimmung etwas besser als angegeben").
    static func isRelativeStep(_ seg: CorrectionSegment) -> Bool {
        let w = seg.words.filter { !CorrectionYesNoWords.leadingFillers.contains($0) }
        guard let label = CorrectionClauseReader.firstLabel(w, from: 0) else { return false }
        let rest = w.indices.filter { !label.range.contains($0) }.map { w[$0] }
        return CorrectionClauseReader.comparative(rest) != nil
            || CorrectionClauseReader.moodComparative(rest, current: .neutral) != nil
    }

    /// No-words that answer an echoed value ("Layla? nee, …", "mittel? nein, hoch").
    static let echoAnswers: Set<String> = CorrectionYesNoWords.folded(["nee", "nein", "ne", "nö", "noe", "nä", "naa", "nope", "no", "nee nee"])

    /// "Layla? nee, Bohemian Rhapsody", "Stress mittel? Nein. Hoch.": a piece that ends in a
    /// question mark and is answered by a no-word repeats the wrong value. The pieces that are
    /// only that no-word are dropped (the next piece is the replacement); the echo pieces are returned.
    static func echoQuestions(_ segments: [CorrectionSegment]) -> ([CorrectionSegment], Set<Int>) {
        var out: [CorrectionSegment] = []
        var echoes = Set<Int>()
        var i = 0
        while i < segments.count {
            let seg = segments[i]
            out.append(seg)
            if seg.original.trimmingWhitespace().hasSuffix("?"), i + 1 < segments.count, let first = segments[i + 1].words.first,
               echoAnswers.contains(first) {
                let filler: (String) -> Bool = { echoAnswers.contains($0) || CorrectionYesNoWords.leadingFillers.contains($0) }
                let onlyNo = segments[i + 1].words.allSatisfy(filler)
                let replacement = onlyNo ? (i + 2 < segments.count ? segments[i + 2].words : []) : segments[i + 1].words.filter { !filler($0) }
                // ("hatte ich Stress? nein, eigentlich nicht": a question answered, no value replaced)
                if replacement.contains(where: { !CorrectionValueWords.negators.contains($0) && !CorrectionYesNoWords.particles.contains($0) }) {
                    echoes.insert(out.count - 1)
                    // "nee" alone: the no-word carries nothing once the echo is known
                    if onlyNo { i += 1 }
                }
            }
            i += 1
        }
        return (out, echoes)
    }

    /// The echoed clause of "X? nee, Y": the current title or activity asks for its field (the
    /// next clause answers), a label with the wrong value asks for that field, a bare value is noise.
    static func echoReading(_ seg: CorrectionSegment, current: EntryFields) -> CorrectionReading {
        var start = 0
        while start < seg.words.count, CorrectionYesNoWords.leadingFillers.contains(seg.words[start]) { start += 1 }
        if let r = CorrectionClauseReader.echoReading(seg, at: start, current: current, requireWhole: true) { return r }
        if let label = CorrectionClauseReader.firstLabel(seg.words, from: start) {
            let key: FieldKey?
            switch label.group {
            case .mood: key = .mood
            case .song: key = .songName
            case .strength: key = .earwormStrength
            case .distress: key = .distress
            case .stress: key = .stress
            case .social: key = .socialContact
            case .countermeasure: key = .countermeasures
            case .activity: key = .countermeasureActivity
            case .earworm: key = nil
            }
            if let k = key { return CorrectionClauseReader.ask(k, []) }
        }
        return .noise
    }

    /// Words that frame a title without naming a field ("das war …", "es handelte sich um den …").
    static let titleFrame: Set<String> = CorrectionYesNoWords.folded([
        "das", "des", "dat", "es", "war", "wor", "ist", "is", "handelte", "handelt", "sich", "um", "den", "der", "die",
        "eigentlich", "doch", "aber", "nein", "nee", "sondern", "ja",
    ])
    static let titleFrameVerbs: Set<String> = CorrectionYesNoWords.folded(["war", "wor", "ist", "is", "handelte", "handelt"])

    /// A clause no table understood that is a framed well-known title of the gazetteer ("das war
    /// Griechischer Wein", "Es handelte sich um den Radetzky-Marsch"): a song correction. The
    /// title needs a frame and two words or a capital, so ordinary words are never titles.
    static func knownTitleClause(_ seg: CorrectionSegment) -> String? {
        var lo = 0
        while lo < seg.words.count, titleFrame.contains(seg.words[lo]) { lo += 1 }
        // a frame ("das war …"), or the clause is nothing but a title of three words or more
        // ("Atemlos durch die Nacht")
        let framed = lo > 0 && seg.words[..<lo].contains(where: { titleFrameVerbs.contains($0) })
        guard lo < seg.words.count, framed || (lo == 0 && seg.words.count >= 3) else { return nil }
        let text = CorrectionText.clean(seg.text(lo..<seg.words.count))
        let capital = text.first.map { $0.isUppercase } ?? false
        guard seg.words.count - lo >= 2 || capital || text.contains("-"),
              let known = SongGazetteer.shared.canonical(text),
              SongKey.words(known.title) == SongKey.words(text) || framed && SongGazetteer.shared.identityKey(text) == SongKey.words(known.title).joined(separator: " ")
        else { return nil }
        return CorrectionText.capitalized(text)
    }

    /// The activity phrases of the shared countermeasure lexicon (`CountermeasureLexicon`).
    static let activityPhrases = CorrectionPhraseList(CountermeasureLexicon.rules.filter {
        if case .activity = $0.cue { return true }
        return false
    }.flatMap(\.phrases), blocks: CountermeasureLexicon.rules.filter { $0.cue == .block }.flatMap(\.phrases))

    /// "Kaugummi.", "Spaziergang gemacht": a short clause no table understood that is an
    /// activity of the shared countermeasure lexicon answers #7, as spoken.
    static func knownActivityClause(_ seg: CorrectionSegment) -> String? {
        var lo = 0
        while lo < seg.words.count, CorrectionYesNoWords.leadingFillers.contains(seg.words[lo]) { lo += 1 }
        let w = Array(seg.words[lo...])
        guard !w.isEmpty, w.count <= 3, !w.contains(where: { CorrectionValueWords.negators.contains($0) }),
              let hit = activityPhrases.find(in: w), hit.lowerBound <= 1 else { return nil }
        let act = CorrectionText.activity(seg, lo..<seg.words.count)
        return act.isEmpty ? nil : act
    }

    /// Turns clause readings into assignments, resolving bare values, missing values,
    /// purpose clauses and activity lists; the first unresolved ask-back wins.
    static func collect(_ readings: [CorrectionReading], _ segments: [CorrectionSegment], utterance: String = "") -> Result<[CorrectionAssignment], AskBack> {
        let assignedKeys = Set(readings.flatMap { r -> [FieldKey] in
            if case let .assignments(a) = r { return a.map(\.key) }
            if case let .bare(_, c) = r, c.count == 1 { return [c[0].key] }
            return []
        })

        var assignments: [CorrectionAssignment] = []
        var lastActivityIndex: Int? = nil
        var lastSongIndex: Int? = nil
        let foldedUtterance = GermanFolding.fold(utterance)
        for (i, r) in readings.enumerated() {
            switch r {
            case let .assignments(a):
                for x in a {
                    if x.key == .countermeasureActivity { lastActivityIndex = assignments.count }
                    if x.key == .songName { lastSongIndex = assignments.count }
                    assignments.append(x)
                }
            case let .bare(text, candidates):
                if candidates.count == 1 {
                    assignments.append(candidates[0])
                } else {
                    let keys = candidates.map(\.key)
                    return .failure(AskBack(outcome: .clarify(
                        question: Messages.correctionWhichField(text, keys),
                        options: candidates.map { "\($0.key.number) \($0.value.label)" })))
                }
            case let .clarify(q, o):
                return .failure(AskBack(outcome: .clarify(question: q, options: o)))
            case let .missingValue(key, q, o):
                // "is ma wurscht gwesn, des Liad": a clause that is only a label names the topic
                // of a value another clause gives; it asks for nothing.
                // (only a value of that topic: "Stimmung gut, das Lied" still asks for the song)
                if let topic = topicKeys(segments[i]), readings.indices.contains(where: { j in
                    guard j != i, case let .assignments(a) = readings[j] else { return false }
                    return a.contains { topic.contains($0.key) }
                }) { continue }
                // "ich weiß nicht, wie das Lied heißt": a "don't know" clause next to the field.
                let dontKnow = [i - 1, i + 1].contains { j in
                    j >= 0 && j < segments.count && isDontKnow(segments[j])
                }
                if dontKnow, let cleared = clearedValue(key) {
                    assignments.append(.init(key: key, value: cleared))
                    continue
                }
                let filledLater = i + 1 < readings.count && (key == .songName || key == .countermeasureActivity) && {
                    if case .unknown = readings[i + 1] { return true }
                    return false
                }()
                // ("Gegenmaßnahme, keine": #6 false answers the question for #7)
                let answered = assignedKeys.contains(key) || key == .countermeasureActivity && assignedKeys.contains(.countermeasures)
                if !answered && !filledLater {
                    return .failure(AskBack(outcome: .clarify(question: q, options: o)))
                }
            case .fieldConfirmed:
                break
            case .unknown:
                if let idx = lastSongIndex, idx == assignments.count - 1, case let .text(t?) = assignments[idx].value,
                   let joiner = titleJoiner(t, segments[i], in: foldedUtterance) {
                    // "Marmor Stein und Eisen bricht": the title itself contained "und".
                    assignments[idx].value = .text(t + joiner + segments[i].original)
                    continue
                }
                // "Lied falsch, richtig ist Zombie": the clause after a field without value.
                if i > 0, case let .missingValue(key, _, _) = readings[i - 1], key == .songName || key == .countermeasureActivity {
                    let seg = segments[i]
                    var lo = 0
                    while lo < seg.words.count, ["richtig", "ist", "war", "es", "das", "sondern", "eigentlich", "doch", "sonder", "eher", "vielmehr", "wars"].contains(seg.words[lo]) { lo += 1 }
                    let t = key == .songName ? CorrectionText.songTitle(seg, lo..<seg.words.count) : CorrectionText.activity(seg, lo..<seg.words.count)
                    if !t.isEmpty {
                        if key == .songName { lastSongIndex = assignments.count }
                        assignments.append(.init(key: key, value: .text(t)))
                    }
                } else if i > 0, case let .assignments(a) = readings[i - 1], let last = a.last,
                          last.key == .musicInHead, last.value == .flag(true), isTitleOnly(segments[i]) {
                    // "Ohrwurm ja, Dancing Queen": a bare title right after switching the music on.
                    let t = CorrectionText.songTitle(segments[i], 0..<segments[i].words.count)
                    if !t.isEmpty {
                        lastSongIndex = assignments.count
                        assignments.append(.init(key: .songName, value: .text(t), mentionsMusic: true))
                    }
                } else if i > 0, case let .assignments(a) = readings[i - 1], let last = a.last, last.key == .countermeasures,
                          last.value == .flag(true) || last.replacesActivity, looksLikeActivity(segments[i]) {
                    // "Radio hab ich nicht gehört, ich bin spazieren gegangen": the real activity replaces it.
                    // "Gegenmaßnahmen ja, bin joggen gewesen": the clause after names the activity.
                    let act = CorrectionText.activity(segments[i], 0..<segments[i].words.count)
                    if !act.isEmpty {
                        lastActivityIndex = assignments.count
                        assignments.append(.init(key: .countermeasureActivity, value: .text(act)))
                    }
                } else if i + 1 < readings.count, case .purpose = readings[i + 1] {
                    let act = CorrectionText.activity(segments[i], 0..<segments[i].words.count)
                    if !act.isEmpty {
                        lastActivityIndex = assignments.count
                        assignments.append(.init(key: .countermeasureActivity, value: .text(act)))
                    }
                } else if let idx = lastActivityIndex, idx == assignments.count - 1,
                          case let .text(t?) = assignments[idx].value {
                    // "Gegenmaßnahme: joggen gegangen und Musik gehört" -> several activities.
                    let more = CorrectionText.activity(segments[i], 0..<segments[i].words.count)
                    if !more.isEmpty { assignments[idx].value = .text(t + ", " + more) }
                }
            case .noise, .purpose:
                break
            }
        }
        return .success(assignments)
    }

    /// Determiners a topic clause may have besides its label ("des Liad", "der Ohrwurm").
    static let topicDeterminers: Set<String> = ["das", "der", "die", "den", "des", "dem", "mein", "meine", "dieser", "dieses", "dies", "dr", "de", "d"]

    /// The fields a clause that is only a field label with its article ("des Liad", "der
    /// Ohrwurm") is the topic of: the music's fields for a song or earworm label, else the
    /// label's own field(s); nil for any other clause.
    static func topicKeys(_ seg: CorrectionSegment) -> Set<FieldKey>? {
        let w = seg.words.filter { !topicDeterminers.contains($0) }
        guard !w.isEmpty, w.count <= 3, seg.quoted == nil,
              let (group, _) = CorrectionLabels.phrases.first(where: { $0.1.words.count == w.count && $0.1.matches(w, at: 0) })
        else { return nil }
        switch group {
        case .song, .earworm, .strength, .distress:
            return [.musicInHead, .songName, .earwormStrength, .distress, .countermeasures, .countermeasureActivity]
        case .countermeasure, .activity: return [.countermeasures, .countermeasureActivity]
        case .mood: return [.mood]
        case .social: return [.socialContact]
        case .stress: return [.stress]
        }
    }

    /// How an unknown clause continues the title before it: " und " exactly as spoken.
    static func titleJoiner(_ title: String, _ seg: CorrectionSegment, in foldedUtterance: String) -> String? {
        // A participle ("Kaugummi gekaut") or a sentence ("ich war …") is a clause of its own.
        let sentenceLike = seg.words.contains { w in
            (w.hasPrefix("ge") && w.count >= 5 && (w.hasSuffix("t") || w.hasSuffix("en")))
                || ["ich", "i", "hab", "habe", "bin", "dann", "danach", "dagegen"].contains(w)
        }
        if !sentenceLike, foldedUtterance.contains(GermanFolding.fold(title + " und " + seg.original)) { return " und " }
        return nil
    }

    /// "bin joggen gewesen", "Tee getrunken", "Spaziergang" — not "war eh egal".
    static func looksLikeActivity(_ seg: CorrectionSegment) -> Bool {
        let participle = seg.words.contains { $0.hasPrefix("ge") && $0.count >= 5 && ($0.hasSuffix("t") || $0.hasSuffix("en")) }
        let noun = seg.words.count <= 3 && (seg.tokens.first?.text.first?.isUppercase ?? false)
            && !CorrectionYesNoWords.particles.contains(seg.words[0])
        return participle || noun
    }

    /// A clause that is only a name (no verb-like or filler words): "Dancing Queen".
    static func isTitleOnly(_ seg: CorrectionSegment) -> Bool {
        let w = seg.words.drop { ["zwar", "naemlich", "naemli"].contains($0) }
        if isDontKnow(seg) || w.contains(where: { CorrectionValueWords.negators.contains($0) || ["weiss", "aber", "welches", "welcher"].contains($0) }) { return false }
        return !w.isEmpty && w.count <= 8
            && !w.contains(where: { CorrectionYesNoWords.particles.contains($0) && !["die", "der", "das", "den"].contains($0) })
    }

    static func isDontKnow(_ seg: CorrectionSegment) -> Bool {
        let w = seg.words.filter { !["ich", "i", "das", "es", "leider", "halt", "echt", "wirklich", "mehr"].contains($0) }
        return !w.isEmpty && w.count <= 4 && CorrectionValueWords.nullish.find(in: w) != nil
            && w.contains(where: { ["weiss", "ahnung", "kenne", "kenn", "erinnere", "unbekannt"].contains($0) })
    }

    static func clearedValue(_ key: FieldKey) -> CorrectionValue? {
        switch key {
        case .songName, .countermeasureActivity: return .text(nil)
        case .earwormStrength: return .strength(nil)
        case .distress, .stress: return .severity(nil)
        default: return nil
        }
    }

    /// "… und Musik gehört" after an activity is a second activity, not music in the head.
    static func continuesActivity(_ r: CorrectionReading, _ seg: CorrectionSegment) -> Bool {
        guard case let .assignments(a) = r, a.count == 1, a[0].key == .musicInHead, a[0].value == .flag(true) else { return false }
        return !CorrectionFreeSpeech.musicOn.contains(in: seg.words) && !CorrectionFreeSpeech.musicOff.contains(in: seg.words)
    }

    /// Applies assignments in a rule-aware order: music first, then the rest; conflicts with
    /// the questionnaire logic become ask-backs.
    static func apply(_ assignments: [CorrectionAssignment], to current: EntryFields) -> CorrectionOutcome {
        var fields = current
        let musicSet = assignments.last { $0.key == .musicInHead }.map { a -> Bool in
            if case let .flag(b) = a.value { return b }
            return current.musicInHead
        }
        if let m = musicSet {
            fields.musicInHead = m
        } else if assignments.contains(where: { impliesMusic($0) }) {
            fields.musicInHead = true
        }
        for a in assignments where a.key != .musicInHead {
            switch a.key {
            case .stress where fields.musicInHead:
                // "hat total genervt, ich war kurz vorm Durchdrehen": the distress is meant.
                if !a.explicit, assignments.contains(where: { $0.key == .distress }) { continue }
                // "koan Stress, oba a Ohrwurm": no stress while the same utterance switches the
                // music on loses nothing (with music #9 is empty anyway)
                if case .severity(Severity.none?) = a.value, !current.musicInHead { continue }
                return .clarify(
                    question: Messages.correctionStressWhileMusic(a.value.label),
                    options: ["5 \(a.value.label)", "kein Ohrwurm, Stress \(a.value.label)"])
            case .distress where !fields.musicInHead:
                if musicSet == false || !a.explicit && assignments.contains(where: { $0.key == .stress }) { continue }
                return .clarify(
                    question: Messages.correctionDistressWithoutMusic(a.value.label),
                    options: ["9 \(a.value.label)", "Ohrwurm ja, Leidensdruck \(a.value.label)"])
            case .countermeasures where !fields.musicInHead, .countermeasureActivity where !fields.musicInHead:
                if case .flag(false) = a.value { continue }
                if musicSet == false { continue }
                return .clarify(question: Messages.correctionCountermeasureWithoutMusic, options: ["2 ja", "6 nein"])
            case .songName where !fields.musicInHead, .earwormStrength where !fields.musicInHead:
                continue // explicitly no music in this utterance
            default:
                break
            }
            set(a, on: &fields)
        }
        return .changes(fields, changed: fields.changedKeys(from: current))
    }

    /// Assignments that only make sense with music in the head.
    static func impliesMusic(_ a: CorrectionAssignment) -> Bool {
        switch a.key {
        case .songName:
            if case .text(nil) = a.value { return false }
            return true
        case .earwormStrength:
            if case .strength(nil) = a.value { return false }
            return true
        case .distress, .countermeasures, .countermeasureActivity: return a.mentionsMusic
        default: return false
        }
    }

    static func set(_ a: CorrectionAssignment, on fields: inout EntryFields) {
        switch (a.key, a.value) {
        case let (.mood, .mood(m)): fields.mood = m
        case let (.musicInHead, .flag(b)): fields.musicInHead = b
        case let (.songName, .text(t)): fields.songName = t
        case let (.earwormStrength, .strength(s)): fields.earwormStrength = s
        case let (.distress, .severity(s)): fields.distress = s
        case let (.countermeasures, .flag(b)):
            // EntryFields lets an activity imply #6 true, so "nothing done" clears #7 first.
            if !b { fields.countermeasureActivity = nil }
            fields.countermeasures = b
        case let (.countermeasureActivity, .text(t)): fields.countermeasureActivity = t
        case let (.socialContact, .flag(b)): fields.socialContact = b
        case let (.stress, .severity(s)): fields.stress = s
        default: break
        }
    }
}

