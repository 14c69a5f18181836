import FeelAloudCore

/// Whose state a clause describes. The writer ("ich", "wir", "bin", "hab", an elided subject)
/// or another person ("Meine Schwester war völlig fertig", "der war gestresst", "Die Nachbarn
/// haben gefeiert"): mood, stress and earworm cues about another person are not the writer's.
extension ParagraphReader {
    /// Words that put the writer into a clause (folded, after the regional table).
    static let firstPerson: Set<String> = [
        "ich", "mich", "mir", "wir", "uns", "bin", "hab", "habe", "mein", "meine", "meinem", "meinen",
        "unser", "unsere", "selbst", "selber", "saeber",
    ]
    /// The writer as the subject of a clause ("ich", "wir", "bin", "hab").
    static let firstPersonSubjects: Set<String> = ["ich", "wir", "bin", "hab", "habe", "selbst", "selber"]
    /// Finite verbs right after a person that make the person the subject.
    static let thirdPersonVerbs: Set<String> = [
        "ist", "war", "hat", "hatte", "sind", "waren", "haben", "hatten", "wirkt", "wirkte", "schien",
        "rennt", "fuehlt", "fuehlte", "haette", "haetten", "wird", "wurde", "meinte", "meint", "singt", "geht", "ging",
        // modals and verbs of how a person seems ("Jens musste arbeiten und war …", "Mama konnte
        // nicht schlafen", "Der Chef sah fertig aus"; not "kam"/"blieb": "Er kam immer wieder" is
        // the earworm)
        "musste", "mussten", "muss", "konnte", "konnten", "kann", "wollte", "wollten", "will", "sollte", "sollten",
        "soll", "durfte", "darf", "sah", "sieht", "wirken", "wirkten", "klang", "klingt", "fuehlen", "fuehlten",
    ]
    /// Pronouns that open a clause about another person when a finite verb follows.
    static let thirdPersonPronouns: Set<String> = ["er", "sie", "der", "die", "dae", "alle"]

    /// The writer sets themselves apart from someone else ("ich selbst", "ich dagegen",
    /// "nur ich", "ich zum Glück"): only then are the other person's states read as theirs.
    static let contrastMarkers: [[String]] = [
        ["ich", "selbst"], ["ich", "selber"], ["ich", "saeber"], ["ich", "dagegen"], ["ich", "hingegen"],
        ["nur", "ich"], ["ich", "zum", "glueck"], ["mir", "selbst"], ["mich", "selbst"], ["mich", "laesst", "das", "kalt"],
        ["zum", "glueck"], ["ich", "persoenlich"], ["ich", "eigentlich"], ["mir", "geht", "es"],
    ]

    /// Whether the entry contrasts the writer with another person (computed once per reader).
    static let contrastStarts = Set(contrastMarkers.map { $0[0] })


    func hasWriterContrast() -> Bool {
        let w = a.words
        for i in w.indices where wordIs(i, WordClass.contrastStart) {
            for m in ParagraphReader.contrastMarkers where i + m.count <= w.count {
                var ok = true
                for (j, t) in m.enumerated() where w[i + j].text != t { ok = false; break }
                if ok { return true }
            }
        }
        return false
    }

    /// True when clause `c` is about another person, the writer is not in it and the entry
    /// sets the writer apart ("Meine Schwester war völlig fertig, ich selbst ganz gelassen").
    func aboutOtherPerson(_ c: Int) -> Bool { otherPersonClauses.contains(c) }

    /// The clauses about another person (computed once in `init`).
    func computeOtherPersonClauses() -> Set<Int> {
        guard writerContrast else { return [] }
        var out = Set<Int>()
        for c in 0..<a.clauseCount where clauseIsAboutOtherPerson(c) {
            out.insert(c)
            // "Mein Mann hatte seinen ersten Arbeitstag und war total nervös. Ich selbst …": the
            // elided subject goes on here too
            var n = c + 1
            while n < a.clauseCount, a.sentenceOfClause[n] == a.sentenceOfClause[c], !clauseHasWriter(n), elidedSubject(n) {
                out.insert(n); n += 1
            }
        }
        return out
    }

    /// Without a contrast: clauses that open with another person as their subject ("Papa ist
    /// total gestresst", "Mein Chef war extrem genervt", "Er ist sehr bedrückt"). Their stress and
    /// their negative states are not the writer's; praise of them ("Die Kollegen waren super"),
    /// their misfortunes ("Mein Mann ist gestorben") and a shared state ("…, ich auch") still are.
    func computeOtherSubjectClauses() -> Set<Int> {
        guard otherPersonClauses.isEmpty, !writerContrast else { return [] }
        var out = Set<Int>()
        for c in 0..<a.clauseCount where (clauseIsAboutOtherPerson(c, strict: true) || moodOtherSubject(c)) && !sharesState(a.sentenceOfClause[c]) {
            out.insert(c)
            // "Mein Sohn hatte Prüfung und war furchtbar aufgeregt": the elided subject goes on
            var n = c + 1
            // (through the splits made without punctuation: "… hatte | heute Prüfung | und war …")
            while n < a.clauseCount, a.sentenceOfClause[n] == a.sentenceOfClause[c], !clauseHasWriter(n),
                  elidedSubject(n) || a.words[a.clauseRange[n].0].breakBefore == 0 && !opensWithSubject(n) {
                out.insert(n); n += 1
            }
        }
        return out
    }

    /// Mood helper (round 7): two more openings with another person as the subject, for the
    /// unpunctuated and regional text the strict test misses.
    /// - "mit der Nachbarin geredet, dui isch grad schlecht drauf", "mit da Chefin Brezn gmacht die
    ///   war heit net gut aufglegt", "…, die fand's lustig": a demonstrative pronoun right before a
    ///   finite verb refers back to the person the clause before names;
    /// - "Da Ferdl aus'm Büro woa heit grantig": a person with a prepositional phrase before the verb.
    func moodOtherSubject(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f < l else { return false }
        let w = a.words
        var i = f
        if wordIs(i, WordClass.clauseOpener), i + 1 < l { i += 1 }
        if wordIs(i, WordClass.anaphoricPronoun), c > 0, wordIs(i + 1, WordClass.thirdPersonVerb | WordClass.attitudeVerb) {
            let (pf, pl) = a.clauseRange[c - 1]
            guard pf <= pl, a.sentenceOfClause[c] - a.sentenceOfClause[c - 1] <= 1 else { return false }
            for j in pf...pl where isPersonWord(j) { return true }
            return false
        }
        if wordIs(i, WordClass.subjectDeterminer), i + 1 < l { i += 1 }
        guard i + 2 < l, wordIs(i + 1, WordClass.personPostmodifier), isPersonWord(i) else { return false }
        for j in (i + 2)...min(l, i + 4) {
            if wordIs(j, WordClass.firstPerson) { return false }
            if wordIs(j, WordClass.thirdPersonVerb) { return true }
        }
        return false
    }
    /// Mood helper (round 7): "mein Kollege war heute mega gut drauf ich war normal", "die Kinder
    /// waren glücklich ich war müde" — dictated without punctuation, one clause holds another
    /// person's state and then the writer's. True when the clause opens with another person as the
    /// subject before word `start` and the writer becomes the subject only after `end`.
    func otherPersonStateBeforeWriter(_ start: Int, _ end: Int, clause c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f <= start, end <= l else { return false }
        var writerAfter = false
        for j in end...l where wordIs(j, WordClass.firstPersonSubject) { writerAfter = true; break }
        guard writerAfter else { return false }
        for j in f..<start where wordIs(j, WordClass.firstPerson) { return false }
        // (the splitter cut "mein Kollege war | heute mega gut drauf ich war normal" without punctuation)
        if c > 0, otherSubjectClauses.contains(c - 1), a.words[f].breakBefore == 0, a.sentenceOfClause[c - 1] == a.sentenceOfClause[c] { return true }
        var i = wordIs(f, WordClass.clauseOpener) ? f + 1 : f
        if i < start, wordIs(i, WordClass.subjectDeterminer) { i += 1 }
        if i < start, wordIs(i, WordClass.personAdjective) { i += 1 }
        guard i + 1 < start, isPersonWord(i) || (i == f && wordIs(i, WordClass.strictPronoun)) else { return false }
        return wordIs(i + 1, WordClass.thirdPersonVerb) || (i + 2 < start && a.words[i + 1].text == "heute" && wordIs(i + 2, WordClass.thirdPersonVerb))
    }
    static let anaphoricPronouns: Set<String> = ["die", "der", "dui", "dea", "de"]
    /// Verbs of another person's attitude ("die fand's lustig"): their evaluation, not the writer's.
    static let attitudeVerbs: Set<String> = ["fand", "findet", "fanden", "finden", "fands", "fandens"]
    static let personPostmodifiers: Set<String> = ["aus", "vom", "von", "vo", "bei", "beim", "ausm", "aus'm"]

    /// The clause has an attitude verb of its subject ("die fand es lustig").
    func clauseHasAttitudeVerb(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f <= l else { return false }
        for i in f...l where wordIs(i, WordClass.attitudeVerb) { return true }
        return false
    }

    /// The clause names a subject of its own before its verb (a person, a pronoun, "der Tag").
    func opensWithSubject(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f <= l else { return false }
        for i in f...min(l, f + 2) {
            if wordIs(i, WordClass.thirdPersonPronoun | WordClass.subjectDeterminer | WordClass.impersonalSubject) || isPersonWord(i) { return true }
        }
        return false
    }

    /// "und war …", "aber hat …": a clause opening with a conjunction and a finite verb has the
    /// subject of the clause before it.
    func elidedSubject(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f < l, wordIs(f, WordClass.elisionConjunction) else { return false }
        return wordIs(f + 1, WordClass.thirdPersonVerb)
    }

    /// A clause about another person's state (stress, negative mood words), see
    /// `computeOtherSubjectClauses`.
    func otherSubjectState(_ c: Int) -> Bool { otherSubjectClauses.contains(c) }

    /// "Er war glücklich, ich auch", "und ich mich auch": the writer shares the state.
    private func sharesState(_ s: Int) -> Bool {
        var previousShares = false
        for i in a.words.indices where a.words[i].sentence == s {
            if previousShares, a.texts[i] == "auch" { return true }
            previousShares = wordIs(i, WordClass.sharingPronoun)
        }
        return false
    }
    static let sharingPronouns: Set<String> = ["ich", "mich", "mir", "wir", "uns"]
    static let impersonalSubjects: Set<String> = ["es", "das", "man", "alles", "nichts"]
    static let elisionConjunctions: Set<String> = ["und", "aber", "doch"]

    /// Articles and possessives before a person that opens a clause ("Mein Chef war …").
    static let subjectDeterminers: Set<String> = [
        "der", "die", "mein", "meine", "meiner", "unser", "unsere", "sein", "seine", "ihr", "ihre", "unsre",
        // dialect articles: "da Chef hot", "d Büez isch", "da Nochba"
        "da", "d",
    ]
    /// Conjunctions that may stand before the subject that opens a clause ("aber meine Tochter
    /// singt …", "weil mein Mann gestresst war").
    static let clauseOpeners: Set<String> = ["aber", "und", "doch", "denn", "weil", "dass", "obwohl", "als", "wobei", "waehrend"]

    /// The clause's words without the writer in them ("ich", "mir", "wir", "bin" …; possessives
    /// such as "meine" do not count).
    func clauseHasWriter(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f <= l else { return false }
        for i in f...l where wordIs(i, WordClass.writer) || isDialectPronoun(i) { return true }
        return false
    }
    static let writerWords: Set<String> = ["ich", "mich", "mir", "wir", "uns", "bin", "hab", "habe", "selbst", "selber"]

    /// A name that is a dialect pronoun or verb here: Bavarian "Mia is heid …" / "Mia geht's ned
    /// so guat" ("mia" = mir/wir before a verb the regional table rewrote), Kölsch "isch ben"
    /// ("ben" = bin after "ich"). Such a word is the writer, not a person they met.
    func isDialectPronoun(_ i: Int) -> Bool {
        guard wordIs(i, WordClass.dialectPronounForm) else { return false }
        let w = a.words
        switch w[i].text {
        case "mia":
            guard i + 1 < w.count, w[i + 1].clause == w[i].clause, wordIs(i + 1, WordClass.miaVerb) else { return false }
            if rewritten(i + 1) { return true }
            // "Mia geht's ned so guat": the verb's contraction, and dialect words later in the clause
            guard i + 2 < w.count, w[i + 2].text == "es", w[i + 2].clause == w[i].clause else { return false }
            var j = i + 3
            while j < w.count, w[j].clause == w[i].clause { if rewritten(j) { return true }; j += 1 }
            return false
        case "ben":
            return i > 0 && w[i - 1].clause == w[i].clause && ["ich", "ist"].contains(w[i - 1].text)
        default: return false
        }
    }
    /// Adjectives between an article and the person it opens a clause with ("die ganze Abteilung").
    static let personAdjectives: Set<String> = [
        "ganze", "kleine", "kleiner", "grosse", "grosser", "beste", "bester", "neue", "neuer", "alte", "alter",
        "liebe", "lieber", "aeltere", "aelterer", "juengere", "juengerer", "juengste", "aelteste", "arme", "armer",
    ]
    /// Focus particles that may stand before a clause's subject ("nur der Chef", "sogar mein Mann").
    static let focusParticles: Set<String> = ["nur", "bloss", "auch", "sogar", "selbst", "ausgerechnet"]
    static let dialectPronounForms: Set<String> = ["mia", "ben"]
    static let miaVerbs: Set<String> = [
        "ist", "war", "waren", "sind", "haben", "hat", "geht", "ging", "reicht", "gefaellt", "tut", "san", "ham", "hom",
    ]

    /// The word was changed by the regional table or a contraction ("is" -> "ist", "geht's").
    func rewritten(_ i: Int) -> Bool {
        let w = a.words[i]
        guard w.start < w.end, w.end <= a.bytes.count, !w.isTitle else { return false }
        return GermanFolding.fold(String(decoding: a.bytes[w.start..<w.end], as: UTF8.self)) != w.text
    }
    /// Pronouns that, opening a clause before a finite verb, name another person even without
    /// the writer's contrast ("er ist", "sie war"; not "der"/"die", which open "Der Tag war …").
    static let strictPronouns: Set<String> = ["er", "sie"]

    private func clauseIsAboutOtherPerson(_ c: Int, strict: Bool = false) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f <= l else { return false }
        var other = false
        var base = f < l && wordIs(f, WordClass.clauseOpener) ? f + 1 : f
        // "Nur der Chef war schlecht gelaunt", "Auch meine Schwester war …": a focus particle before the subject
        if strict, base < l, wordIs(base, WordClass.focusParticle) { base += 1 }
        for i in f...l {
            if strict {
                // only the writer as subject counts here; "hat mich angeschrien" keeps the other subject
                if wordIs(i, WordClass.firstPersonSubject) { return false }
                // "Die ganze Abteilung war angespannt", "Meine kleine Schwester ist …": one adjective between
                let opens = i == base || (i == base + 1 && wordIs(base, WordClass.subjectDeterminer))
                    || (i == base + 2 && wordIs(base, WordClass.subjectDeterminer) && wordIs(base + 1, WordClass.personAdjective))
                guard opens, i + 1 <= l else { continue }
                let verbNext = wordIs(i + 1, WordClass.thirdPersonVerb)
                if verbNext, i == base, wordIs(i, WordClass.strictPronoun) { other = true }
                if verbNext, isPersonWord(i) { other = true }
                continue
            }
            // possessives ("meine Schwester") do not make the writer the subject
            if wordIs(i, WordClass.firstPerson) {
                let t = a.words[i].text
                if !(t.hasPrefix("mein") || t.hasPrefix("unser")) {
                    if !(t == "selbst" || t == "selber" || t == "saeber") || i > f { return false }
                }
            }
            guard i + 1 <= l || i + 1 < a.words.count else { continue }
            let verbNext = (i + 1 <= l && wordIs(i + 1, WordClass.thirdPersonVerb))
                || (i + 2 <= l && wordIs(i + 2, WordClass.thirdPersonVerb) && a.words[i + 1].text == "heute")
            if verbNext, i == f, wordIs(i, WordClass.thirdPersonPronoun) { other = true }
            if verbNext, isPersonWord(i) { other = true }
        }
        return other
    }

    private func isPersonWord(_ i: Int) -> Bool {
        if isDialectPronoun(i) { return false }
        for k in a.byClause[a.words[i].clause] where a.matches[k].start <= i && i < a.matches[k].end {
            if case .person = a.cue(k) { return true }
        }
        return false
    }
}

/// Level values after a field label: "Stress: hoch", "Stress gering", "Stress war mittel".
enum LabelValues {
    static let levels: [String: Severity] = [
        "hoch": .high, "gross": .high, "riesig": .high, "extrem": .high, "mittel": .medium,
        "mittelmaessig": .medium, "gering": .low, "niedrig": .low, "wenig": .low, "klein": .low, "bisschen": .low, "etwas": .low, "bissl": .low,
    ]
}
