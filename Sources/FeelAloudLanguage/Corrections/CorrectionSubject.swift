import FeelAloudCore

/// Whose state a clause of a correction describes, with the word sets of the shared clause
/// subject (`ClauseSubject`: the writer's words, subject determiners and pronouns) and the
/// person words of `SocialContactLexicon`.
///
/// "meiner Frau ging's schlecht, mir gut": the first clause is another person's and is not
/// read for the writer. "mein Kollege hatte Stress ohne Ende, ich nicht": the short clause
/// after it echoes that state for the writer, negated (stress none); "…, ich dagegen kaum"
/// softened (low); "…, und ich auch" shared (read as the writer's). Another person's clause
/// still counts as contact when no clause of the writer's says otherwise ("ich war gut drauf,
/// meine Schwester war zu Besuch").
enum CorrectionSubject {
    enum Role: Equatable {
        case writer, other, neutral
        case echo(Echo)
    }

    /// How a short writer clause ("ich nicht", "ich auch") takes over the other person's state.
    enum Echo: Equatable { case shared, negated, softened, plain }

    /// Words that put the writer into a clause (the shared set without possessives).
    static let writerWords: Set<String> = ParagraphReader.firstPerson.filter { !$0.hasPrefix("mein") && !$0.hasPrefix("unser") }
    /// The writer as the one a short echo clause is about.
    static let echoSubjects: Set<String> = ["ich", "mir", "mich", "wir", "uns", "selbst", "selber"]
    /// Words a short echo clause may consist of besides its subject.
    static let echoWords: Set<String> = writerWords.union(CorrectionValueWords.negators).union([
        "gar", "auch", "eigentlich", "dann", "dagegen", "hingegen", "kaum", "nur", "wenig", "ein", "bisschen",
        "zum", "glueck", "ueberhaupt", "hatte", "hab", "habe", "war", "bin", "so", "eher", "doch", "aber",
        "persoenlich", "wirklich", "da", "jedenfalls", "ja", "schon", "etwas", "selbst", "selber",
        "gehabt", "gewesen", "heute", "leider", "dafuer", "wiederum", "allerdings",
    ])
    static let softeners: Set<String> = ["kaum", "wenig", "bisschen", "etwas"]

    /// Person words of the shared social lexicon (single words; "wir" is the writer).
    static let personWords: [CorrectionPhrase] = SocialContactLexicon.rules
        .filter { if case .person = $0.cue { return true }; return false }
        .flatMap(\.phrases).map(CorrectionPhrase.init)
        .filter { $0.words.count == 1 && !["wir", "uns", "jemandem", "jemanden"].contains($0.words[0]) }
    /// Regional person words that are persons only after a possessive, because the bare word is
    /// something else ("mei Mo" = mein Mann, "Mo" = Montag; "mei Oide" = meine Frau).
    static let possessedPersons: Set<String> = ["mo", "oide", "olle", "oider", "alte", "alter"]
    /// Determiners before a person who is the subject ("meine Schwester", "meinem Vater").
    static let determiners: Set<String> = ParagraphReader.subjectDeterminers.union([
        "meinem", "meinen", "dem", "den", "unserem", "unserer", "seinem", "seiner", "ihrem", "ihrer", "eure", "euer",
    ])
    /// Words before a person that make them the writer's company, not a subject ("mit Jana").
    static let companions: Set<String> = ["mit", "bei", "beim", "von", "vom", "zu", "zum", "fuer", "an", "ohne"]
    /// Pronouns and group words that open another person's clause ("die anderen waren …").
    static let otherOpeners: [[String]] = [["er"], ["sie"], ["die", "anderen"], ["alle", "anderen"], ["die", "andern"],
                                           ["ihr", "ging"], ["ihm", "ging"], ["ihnen", "ging"], ["ihr", "gings"], ["ihm", "gings"]]

    /// Interaction words of the shared social lexicon ("zu Besuch", "telefoniert").
    static let interaction = CorrectionPhraseList(SocialContactLexicon.rules.filter {
        $0.cue == .socialInteraction || $0.cue == .socialVerb
    }.flatMap(\.phrases))

    static func isPerson(_ w: String) -> Bool { personWords.contains { CorrectionPhrase.wordMatches($0.words[0], w) } }

    static func role(_ seg: CorrectionSegment) -> Role {
        let w = seg.words
        guard !w.isEmpty else { return .neutral }
        if w.contains(where: { writerWords.contains($0) }) {
            guard w.count <= 5, w.contains(where: { echoSubjects.contains($0) }), w.allSatisfy({ echoWords.contains($0) }) else { return .writer }
            if w.contains(where: { softeners.contains($0) }) { return .echo(.softened) }
            if w.contains(where: { CorrectionValueWords.negators.contains($0) }) { return .echo(.negated) }
            if w.contains("auch") { return .echo(.shared) }
            return .echo(.plain)
        }
        if otherOpeners.contains(where: { o in o.count <= w.count && Array(w[0..<o.count]) == o }) { return .other }
        for (i, t) in w.enumerated() where isPerson(t) || possessedPersons.contains(t) {
            if i > 0, companions.contains(w[i - 1]) || (i > 1 && companions.contains(w[i - 2])) { continue }
            if i > 0, determiners.contains(w[i - 1]) { return .other }
            if possessedPersons.contains(t) { continue }
            if i == 0, seg.tokens[0].text.first?.isUppercase ?? false { return .other }  // "Jana war da"
        }
        return .neutral
    }

    /// The readings with other people's states taken out or echoed for the writer.
    static func apply(_ readings: [CorrectionReading], _ segments: [CorrectionSegment]) -> [CorrectionReading] {
        let roles = segments.map(role)
        guard roles.contains(.other) else { return readings }
        guard roles.contains(where: { $0 == .writer || isEcho($0) }) else {
            // "meine Oma hat angerufen, ihr ging es gut": with no clause of the writer's, another
            // person's mood, stress and suffering are still theirs (contact and music stay as read)
            // ("die Stimmung ist falsch, sie war schlecht": a bare "er"/"sie" may be the field itself)
            let states: Set<FieldKey> = [.mood, .stress, .distress]
            return zip(zip(roles, readings), segments).map { pair, seg in
                let (role, r) = pair
                guard role == .other, !["er", "sie"].contains(seg.words.first ?? ""),
                      case let .assignments(a) = r, a.contains(where: { states.contains($0.key) }) else { return r }
                let kept = a.filter { !states.contains($0.key) }
                return kept.isEmpty ? .noise : .assignments(kept)
            }
        }
        var out = readings
        let writerSocial = zip(roles, readings).contains { role, r in
            guard role == .writer || role == .neutral, case let .assignments(a) = r else { return false }
            return a.contains { $0.key == .socialContact }
        }
        for (i, role) in roles.enumerated() {
            if case .echo = role { out[i] = .noise; continue }
            guard role == .other, case let .assignments(a) = readings[i] else { continue }
            // the echo right after (or before) the other person's clause
            let echo = [i + 1, i - 1].lazy.filter { $0 >= 0 && $0 < roles.count }.compactMap { j -> Echo? in
                if case let .echo(e) = roles[j] { return e }
                return nil
            }.first
            let own = a.filter { $0.key != .socialContact }
            switch echo {
            case .shared?: out[i] = .assignments(own)
            case .negated?, .softened?:
                // the state is negated ("das Lied hat ihn genervt, mich nicht": distress none, the
                // music stays); a bare yes ("sie hatte einen Ohrwurm, ich nicht") flips
                let states = own.filter { if case .flag = $0.value { return false }; return true }
                let negatable = states.contains { $0.key != .songName && $0.key != .earwormStrength } ? states : own
                out[i] = .assignments(negatable.compactMap { negate($0, softened: echo == .softened) })
            default:
                // another person's state is no contact; a visit or a call is ("meine Schwester war zu Besuch")
                var social = writerSocial || !interaction.contains(in: segments[i].words) ? [] : a.filter { $0.key == .socialContact }
                // "den Ohrwurm hatte meine Tochter, ich hatte nur Stress": the earworm was
                // theirs, so the writer had none (unless "auch" shares it or the writer's own
                // clauses speak of the music)
                if a.contains(where: { $0.key == .musicInHead && $0.value == .flag(true) }), !segments[i].words.contains("auch"),
                   !writerMentionsMusic(roles, readings) {
                    social.insert(CorrectionAssignment(key: .musicInHead, value: .flag(false)), at: 0)
                }
                out[i] = social.isEmpty ? .noise : .assignments(social)
            }
        }
        return out
    }

    /// Whether a clause of the writer's (or of nobody in particular) sets a field of the music.
    static func writerMentionsMusic(_ roles: [Role], _ readings: [CorrectionReading]) -> Bool {
        zip(roles, readings).contains { role, r in
            guard role == .writer || role == .neutral, case let .assignments(a) = r else { return false }
            return a.contains { [.musicInHead, .songName, .earwormStrength, .distress, .countermeasures, .countermeasureActivity].contains($0.key) }
        }
    }

    static func isEcho(_ r: Role) -> Bool { if case .echo = r { return true }; return false }

    /// The other person's state turned into the writer's "not so": levels none (softened: the
    /// lowest step), yes/no flipped, good/bad swapped; titles and strengths are dropped.
    static func negate(_ a: CorrectionAssignment, softened: Bool) -> CorrectionAssignment? {
        var x = a
        switch a.value {
        case .severity: x.value = .severity(softened ? .low : Severity.none)
        case let .flag(b):
            guard !softened else { return nil }
            x.value = .flag(!b)
            x.mentionsMusic = false
        case let .mood(m):
            guard !softened else { return nil }
            x.value = .mood(m == .good ? .bad : m == .bad ? .good : .neutral)
        case .text, .strength: return nil
        }
        if x.key == .songName || x.key == .earwormStrength { return nil }
        return x
    }
}
