import FeelAloudCore

/// Field #8 (social contact): a known person interacting with the writer on the entry's day.
extension ParagraphReader {
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
            // "Meeting verschoben", "Besuch abgesagt": the absence cancels the interaction next to it
            if (absent && (!interaction || absentAtInteraction(c))) || pastEvent || future(c) { continue }
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
                    // "Ich habe nicht mit Freunden getroffen": the negated person negates the meeting
                    if a.polarity(k) == .affirmed && !service && !negatedPerson(in: c) { return true }
                case .companion:
                    // "mit den Azubis", "mit den Pfadfindern": a group of people
                    if a.words[m.start].text == "mit", m.end + 1 <= a.clauseRange[c].1, a.words[m.end].text == "den",
                       a.words[m.end + 1].capitalized, !covered(m.end + 1),
                       a.words[m.end + 1].text.hasSuffix("n") || a.words[m.end + 1].text.hasSuffix("s"),
                       !ParagraphReader.nonGroups.contains(a.words[m.end + 1].text) {
                        return true
                    }
                    // "mit Nadine", "mit em Chläusi": an unknown capitalised word after "mit"/"bei"
                    var next = m.end
                    // "mit em Reto" (Swiss/Kölsch article "em", read as "im")
                    if next < a.clauseRange[c].1, a.words[next].text == "im", a.words[m.start].text == "mit" { next += 1 }
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
                    // "Total im Eimer, Leute.": a group word as a clause of its own addresses the reader
                    if !verb, a.clauseRange[c].0 == m.start, a.clauseRange[c].1 == m.end - 1,
                       ParagraphReader.vocatives.contains(a.words[m.start].text) { continue }
                    if m.start > 0, ["von", "vom"].contains(a.words[m.start - 1].text), a.words[m.start].capitalized { continue }
                    if isDialectPronoun(m.start) { continue }
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


    /// Group words that, as a clause of their own, address the reader ("…, Leute.").
    /// "Klasse, mein Fahrrad wurde geklaut": a praise word that is also a group word, as a clause
    /// of its own, is an interjection.
    static let vocatives: Set<String> = ["leute", "jungs", "maedels", "freunde", "kinder", "kids", "homies", "guys", "folks", "leude", "klasse"]

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
        "rap", "hip-hop", "musik", "reggae", "volldampf", "schwung", "abstand", "fahrstuhl", "bus", "u-bahn", "s-bahn", "tram", "velo", "toefflie", "mofa",
    ]

    static let nonGroups: Set<String> = [
        "nerven", "haenden", "fuessen", "ohren", "kopfhoerern", "augen", "kraeften", "kindern",
        "ohrstoepseln", "sachen", "dingen", "zaehnen", "schuhen", "kartons", "kisten", "tabletten",
        "hunden", "katzen", "pferden", "nachrichten", "mails", "zahlen", "fakten", "akten",
    ]

    func absentAtInteraction(_ c: Int) -> Bool {
        for k in a.byClause[c] {
            guard case .socialAbsent = a.cue(k) else { continue }
            for o in a.byClause[c] {
                guard case .socialInteraction = a.cue(o) else { continue }
                if a.matches[o].end == a.matches[k].start || a.matches[k].end == a.matches[o].start { return true }
            }
        }
        return false
    }

    func absentCue(in c: Int) -> Bool {
        for k in a.byClause[c] {
            guard case .socialAbsent = a.cue(k) else { continue }
            let st = a.matches[k].start
            if st > 0, a.words[st - 1].text == "sonst", a.words[st - 1].clause == c { continue }
            return true
        }
        return false
    }

    /// "Morgen kommt Besuch": plans are no contact today.
    func future(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f <= l else { return false }
        for i in f...l where ["morgen", "uebermorgen", "demnaechst"].contains(a.words[i].text) {
            if a.words[i].text == "morgen", i > 0, ["heute", "am", "den", "seit", "jeden", "guten", "diesen", "dem", "im"].contains(a.words[i - 1].text) { continue }
            return true
        }
        return false
    }

    static func looksLikeName(_ w: String) -> Bool {
        // abstract nouns after "mit" ("mit Zuversicht", "mit Leidenschaft", "mit Erlaubnis")
        for suffix in ["ung", "heit", "keit", "chen", "ismus", "tion", "sicht", "schaft", "nis", "taet"] where w.hasSuffix(suffix) { return false }
        if w.hasSuffix("en") && w.count > 6 { return false }
        return true
    }

    /// A person in the clause that a negation word reaches.
    func negatedPerson(in c: Int) -> Bool {
        for k in a.byClause[c] {
            if case .person = a.cue(k), a.polarity(k) == .negated { return true }
        }
        return false
    }
}
