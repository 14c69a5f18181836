extension ParagraphReader {
    /// Membership of a word in the readers' word sets as bit flags, so that a reader's loop over
    /// words and clauses tests a bit instead of hashing a `String` into a `Set` (~385
    /// instructions a lookup). The bits are looked up once per distinct word: `PhraseIndex`
    /// stores them in each word's `WordInfo` (the scanner's one lookup per word), and
    /// `classes(_:)` copies them into `ParagraphReader.wordClasses`.
    ///
    /// Adding a word to one of the sets below needs no change here; a new set gets a bit and a
    /// line in `entries`.
    struct WordClass {
        typealias Bits = UInt64
        // ClauseSubject.swift: whose state a clause describes
        static let firstPerson: Bits = 1 << 0, firstPersonSubject: Bits = 1 << 1, thirdPersonVerb: Bits = 1 << 2
        static let thirdPersonPronoun: Bits = 1 << 3, subjectDeterminer: Bits = 1 << 4, clauseOpener: Bits = 1 << 5
        static let writer: Bits = 1 << 6, strictPronoun: Bits = 1 << 7, contrastStart: Bits = 1 << 8
        static let anaphoricPronoun: Bits = 1 << 9, attitudeVerb: Bits = 1 << 10, personPostmodifier: Bits = 1 << 11
        static let personAdjective: Bits = 1 << 12, focusParticle: Bits = 1 << 13, miaVerb: Bits = 1 << 14
        /// "mia" / "ben", which `isDialectPronoun` may read as the writer.
        static let dialectPronounForm: Bits = 1 << 15
        /// Words that stand for a clause's own subject ("es", "das", "man").
        static let impersonalSubject: Bits = 1 << 16
        /// Conjunctions after which a clause may go on with the subject before it ("und war …").
        static let elisionConjunction: Bits = 1 << 17
        /// The writer before "auch" ("ich auch"): a shared state.
        static let sharingPronoun: Bits = 1 << 18
        // MoodReader.swift: `isJudgementOfTheDay`: consolation words, the writer, the day or the writer
        static let consolation: Bits = 1 << 19, judgementWriter: Bits = 1 << 20, judgementAbout: Bits = 1 << 21
        // SocialReader.swift: the words `callsOff` and `unrealised` look at
        static let callOffCandidate: Bits = 1 << 22, unrealisedCandidate: Bits = 1 << 23
        // MoodReader.swift: the first words of `overallMarkers` ("alles in allem", "insgesamt")
        static let overallMarkerStart: Bits = 1 << 24

        /// Every classified word with its bits (what `PhraseIndex` puts into the lexicon).
        static let entries: [String: Bits] = {
            var d: [String: Bits] = [:]
            func add(_ words: Set<String>, _ bit: Bits) { for w in words { d[w, default: 0] |= bit } }
            add(ParagraphReader.firstPerson, firstPerson)
            add(ParagraphReader.firstPersonSubjects, firstPersonSubject)
            add(ParagraphReader.thirdPersonVerbs, thirdPersonVerb)
            add(ParagraphReader.thirdPersonPronouns, thirdPersonPronoun)
            add(ParagraphReader.subjectDeterminers, subjectDeterminer)
            add(ParagraphReader.clauseOpeners, clauseOpener)
            add(ParagraphReader.writerWords, writer)
            add(ParagraphReader.strictPronouns, strictPronoun)
            add(ParagraphReader.contrastStarts, contrastStart)
            add(ParagraphReader.anaphoricPronouns, anaphoricPronoun)
            add(ParagraphReader.attitudeVerbs, attitudeVerb)
            add(ParagraphReader.personPostmodifiers, personPostmodifier)
            add(ParagraphReader.personAdjectives, personAdjective)
            add(ParagraphReader.focusParticles, focusParticle)
            add(ParagraphReader.miaVerbs, miaVerb)
            add(ParagraphReader.dialectPronounForms, dialectPronounForm)
            add(ParagraphReader.impersonalSubjects, impersonalSubject)
            add(ParagraphReader.elisionConjunctions, elisionConjunction)
            add(ParagraphReader.sharingPronouns, sharingPronoun)
            add(ParagraphReader.consolationWords, consolation)
            add(ParagraphReader.judgementWriterWords, judgementWriter)
            add(ParagraphReader.dayWords.union(ParagraphReader.dayNouns).union(ParagraphReader.partOfDayAdverbs)
                    .union(ParagraphReader.judgementWriterWords).union(["wir"]).union(ParagraphReader.moodLabels), judgementAbout)
            add(ParagraphReader.callOffCandidates, callOffCandidate)
            add(ParagraphReader.unrealisedCandidates, unrealisedCandidate)
            add(ParagraphReader.overallMarkerStarts, overallMarkerStart)
            return d
        }()
        /// For words scanned without the phrase index (`WordInfo.resolved` false).
        static let table = WordTable(entries)

        static func classes(_ words: [ScannedWord]) -> [Bits] {
            var out = [Bits](repeating: 0, count: words.count)
            words.withUnsafeBufferPointer { ws in
                for i in ws.indices {
                    let info = ws[i].info
                    out[i] = info.resolved ? info.classes : (table[ws[i].text] ?? 0)
                }
            }
            return out
        }
    }

    @inline(__always) func wordIs(_ i: Int, _ bit: WordClass.Bits) -> Bool { wordClasses[i] & bit != 0 }
}
