import FeelAloudCore

/// Turns a `TextAnalysis` into the contract's fields. All decisions look at cues only; the
/// words live in the rule tables (Rules/).
struct ParagraphReader {
    var a: TextAnalysis
    /// Day per clause: nil = unmarked, 0 = today, -n = n days back, `otherDay` = elsewhere.
    var clauseDay: [Int?] = []
    var dayOffset = 0
    static let otherDay = Int.min

    /// Clauses about another person while the writer sets themselves apart (ClauseSubject.swift).
    var otherPersonClauses = Set<Int>()
    /// Clauses opening with another person as subject, no contrast (ClauseSubject.swift).
    var otherSubjectClauses = Set<Int>()

    /// Per word its `WordClass` bits (WordClass.swift), looked up once.
    var wordClasses: [WordClass.Bits] = []
    /// Whether the writer sets themselves apart from someone else (`hasWriterContrast`).
    var writerContrast = false
    /// The sentences with an overall marker ("alles in allem", "insgesamt"; `overallSentences`),
    /// found once: the mood and distress readers both weigh them.
    var overallMarkerSentences: [Int] = []

    init(_ analysis: TextAnalysis) {
        a = analysis
        wordClasses = WordClass.classes(a.words)
        writerContrast = hasWriterContrast()
        assignDays()
        otherPersonClauses = computeOtherPersonClauses()
        otherSubjectClauses = computeOtherSubjectClauses()
        overallMarkerSentences = overallSentences()
    }

    // MARK: days

    mutating func assignDays() {
        clauseDay = Array(repeating: nil, count: a.clauseCount)
        var current: Int? = nil
        var anyToday = false
        var firstRef: (clause: Int, day: Int)? = nil
        var firstRefWord = Int.max   // where the first day reference stands
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
            if firstRef == nil, today || past != nil {
                firstRef = (c, today ? 0 : past!)
                for k in a.byClause[c] { if case .time = a.cue(k) { firstRefWord = min(firstRefWord, a.matches[k].start) } }
            }
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
                  a.clauseRange[f.clause].0 <= 5, firstRefWord <= 8 {
            // the entry's topic is named near its start ("Gestern war …"), not in an attribute at
            // the end of a long first sentence ("… und die letzte Sicherung ist von gestern")
            dayOffset = f.day
        }
    }

    func isEntryDay(clause c: Int) -> Bool {
        guard let d = clauseDay[c] else { return true }
        if dayOffset != 0 { return d == dayOffset || (d == 0 && !explicitToday(c)) }
        return d == 0
    }

    func explicitToday(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f <= l else { return false }
        for i in f...l where ["heute", "heut", "jetzt", "gerade", "grad"].contains(a.words[i].text) { return true }
        return false
    }

    // MARK: helpers

    /// A clause of a conditional sentence ("Wenn ich heute einen Ohrwurm gehabt hätte, wäre ich
    /// durchgedreht"): a hypothetical cue in a sentence with "wenn"/"falls". Its moods and
    /// levels are imagined, not the writer's day.
    func conditionalClause(_ c: Int) -> Bool {
        guard clauseHas(c, affirmed: false, { if case .hypothetical = $0 { return true }; return false }) else { return false }
        let s = a.sentenceOfClause[c]
        for w in a.words where w.sentence == s && (w.text == "wenn" || w.text == "falls") { return true }
        return false
    }

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
        // "so nervös", "so gestresst", "so nervig" (DECISIONS.md): "so" right before a stress or
        // distress word raises it; "so ein Lied", "nur so ab und zu" are no degree
        if !up, m.start > 0, a.words[m.start - 1].text == "so", a.words[m.start - 1].clause == m.clause {
            switch a.cue(k) {
            case .stress(let l) where l != .none: up = true
            case .distress(let l) where l != .none: up = true
            default: break
            }
        }
        return up ? 1 : 0
    }

    static let modifierBridge: Set<String> = ["mich", "mi", "mir", "schon", "es", "ja", "auch", "mal", "so", "echt", "aber", "nur", "hat", "hatte"]

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
            let song = SongNameFinder(reader: self, inHeadClauses: music.clauses, fragment: music.fragment).findSpan()
            parts.songName = song?.text
            parts.songSpan = song.map { ($0.from, $0.to) }
            // the title's words are no suffering ("hölle hölle hölle im kopp")
            parts.distress = distress(music.clauses, songSpan: parts.songSpan)
            let cm = countermeasures()
            parts.countermeasures = cm.done
            parts.activity = cm.activity
        } else {
            parts.stress = stress()
            music.clauses = []
        }
        parts.socialContact = social(songSpan: parts.songSpan)
        parts.mood = mood(music.positive, songSpan: parts.songSpan)
        return parts
    }


    func covered(_ i: Int, except: Int = -1) -> Bool {
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

}
