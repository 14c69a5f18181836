import FeelAloudCore

/// Field #8 (social contact): a known person interacting with the writer on the entry's day.
extension ParagraphReader {
    func social(songSpan: (Int, Int)? = nil) -> Bool {
        // an explicit "mit niemandem gesprochen" / "allein" outweighs people merely mentioned
        var noContact = false
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            for k in a.byClause[c] {
                // "Heute war ich nicht allein": a negated absence is no absence
                // "wir mussten alles allein machen": alone together
                if case .socialAbsent = a.cue(k), ParagraphReader.aloneWords.contains(a.texts[a.matches[k].start]),
                   !aloneWithSomeone(a.matches[k].end), !negatedAlone(a.matches[k].start), !weAlone(c) {
                    noContact = true
                }
                // "Niemanden gesehen außer meiner Mutter": the exception is contact
                if case .negator = a.cue(k), ["niemand", "niemanden", "niemandem", "keinem"].contains(a.words[a.matches[k].start].text),
                   !(a.matches[k].start > 0 && a.words[a.matches[k].start - 1].text == "sonst"),
                   !exceptPerson(inSentence: a.words[a.matches[k].start].sentence) {
                    noContact = true
                }
            }
        }
        let calledOff = calledOffClauses()
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            // "Mama hat angerufen, aber ich bin nicht rangegangen", "Ich würde gern mal wieder
            // Freunde treffen", "Nächste Woche kommt meine Schwester": no contact that happened today
            if calledOff.contains(c) || unrealised(c) { continue }
            let service = clauseHas(c, affirmed: false) { if case .serviceContact = $0 { return true }; return false }
            // "Die Kinder waren bei der Oma", "Kinder in Schule": the people are elsewhere
            if personElsewhere(c) { continue }
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
                    // "Niemand hat angerufen": a "nobody" subject before the interaction
                    // "zwei späte Gäste eingecheckt": counted strangers; "seit dem Sommerfest": a past event
                    if a.polarity(k) == .affirmed && !service && !negatedPerson(in: c) && !nobodyBefore(m.end - 1, in: c)
                        && !receivedMessage(c) && !strangersOnly(c) && !neighboursNoise(c) && !waitedFor(m.start, in: c)
                        && !pronounForPet(m.start, m.end)
                        && !countedStrangers(m.start) && !sinceEvent(m.start) { return true }
                case .companion:
                    // "seit dem Konzert gestern mit Jonas": the companion of a past event
                    if pastCompanion(m.start, in: c) { continue }
                    // "mit den Azubis", "mit den Pfadfindern", "mit den anderen Helfern": a group of people
                    if a.words[m.start].text == "mit", m.end + 1 <= a.clauseRange[c].1, a.words[m.end].text == "den" {
                        var g = m.end + 1
                        if g + 1 <= a.clauseRange[c].1, ParagraphReader.groupAdjectives.contains(a.texts[g]) { g += 1 }
                        if a.words[g].capitalized, !covered(g), a.texts[g].hasSuffix("n") || a.texts[g].hasSuffix("s"),
                           !ParagraphReader.nonGroups.contains(a.texts[g]) {
                            return true
                        }
                    }
                    // "mit Nadine", "mit em Chläusi": an unknown capitalised word after "mit"/"bei"
                    var next = m.end
                    // "mit em Reto" (Swiss/Kölsch article "em", read as "im")
                    if next < a.clauseRange[c].1, a.words[next].text == "im", a.words[m.start].text == "mit" { next += 1 }
                    if a.words[m.start].text == "mit" || a.words[m.start].text == "bei",
                       next <= a.clauseRange[c].1, a.polarity(k) == .affirmed, a.words[next].capitalized,
                       ParagraphReader.looksLikeName(a.words[next].text),
                       !a.words[next].isTitle, a.words[next].breakBefore == 0,
                       !ParagraphReader.nonNames.contains(a.words[next].text), !covered(next),
                       !serviceAt(next, in: c), !placeInSubordinateClause(m.start, in: c) {
                        return true
                    }
                case .person:
                    // a known person in today's entry doing something with or to the writer
                    guard a.polarity(k) == .affirmed || exceptedAfterNobody(m.start), !noContact || verb else { continue }
                    // "Total im Eimer, Leute.": a group word as a clause of its own addresses the reader
                    if !verb, a.clauseRange[c].0 == m.start, a.clauseRange[c].1 == m.end - 1,
                       ParagraphReader.vocatives.contains(a.words[m.start].text) { continue }
                    if m.start > 0, ["von", "vom"].contains(a.words[m.start - 1].text), a.words[m.start].capitalized { continue }
                    if isDialectPronoun(m.start) { continue }
                    // "die Playlist meiner Tochter", "die Spieluhr von meiner Nichte": only mentioned
                    if !verb, m.start > 0, ["meiner", "meines", "seiner", "ihrer"].contains(a.words[m.start - 1].text),
                       m.start < 2 || !["mit", "bei", "zu", "ausser"].contains(a.words[m.start - 2].text) { continue }
                    if let span = songSpan, m.start >= span.0, m.start <= span.1 { continue }
                    // "drei Leute haben mich angeschrien" (at the hotline): counted strangers
                    if countedStrangers(m.start) { continue }
                    // "ein Kind mit Fieber": a person named with an indefinite article, nothing done
                    if !verb, m.start > 0, ParagraphReader.indefiniteArticles.contains(a.texts[m.start - 1]),
                       m.start < 2 || !["mit", "bei", "zu"].contains(a.texts[m.start - 2]) { continue }
                    // "der Chef hat mir eine Mail geschrieben": a one-way message
                    if oneWayMessage(c) || receivedMessage(c) { continue }
                    // "Habe die Kollegen heute nicht gesehen": the contact verb after the person is negated
                    if negatedContactAfter(m.end, in: c) { continue }
                    // "Die Nachbarn haben bis drei Party gemacht": heard, not met
                    if neighboursNoise(c) || waitedFor(m.start, in: c) { continue }
                    // "der Mann von der Hotline", "die Frau vom Amt": a service person; "die Leute in der Bahn": strangers
                    if serviceAfter(m.end, in: c) || strangersInPublic(m.start, in: c) { continue }
                    // "seit dem Kino gestern mit Tom", "… mit den Mädels"
                    if let w = companionBefore(m.start), pastCompanion(w, in: c) { continue }
                    // "Ich hab über meine Mutter nachgedacht", "ein Geschenk für meinen Sohn": a topic
                    if !verb, topicPerson(m.start) { continue }
                    // "Meine Oma hat heute Geburtstag", "Mein Sohn hat seine Prüfung": the person's own day
                    if ownEventOfPerson(c, m.start, m.end) { continue }
                    return true
                default: break
                }
            }
            // "…meiner Kollegin Miri, ich hab ihr den ganzen Morgen Händchen gehalten"
            if !service, pronounContact(c) { return true }
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
            // "mit minere Frau am Tisch ghockt", "mit der Familie im Urlaub": after "mit" + a person
            // the absence word describes the time spent together
            if companionPersonBefore(st, in: c) { continue }
            // "war ich allein mit dem Pfleger von Station B", "nicht allein gewesen"
            if ParagraphReader.aloneWords.contains(a.texts[st]), aloneWithSomeone(a.matches[k].end) || negatedAlone(st) || weAlone(c) { continue }
            return true
        }
        return false
    }

    /// "War bei Arzt": a service word right after "mit"/"bei" is no name.
    func serviceAt(_ i: Int, in c: Int) -> Bool {
        for k in a.byClause[c] where a.matches[k].start == i {
            if case .serviceContact = a.cue(k) { return true }
        }
        return false
    }

    /// "…, weil bei Fulda eine Weiche gestreikt hat": "bei" + a name in a subordinate clause
    /// without the writer is a place, not a visit.
    func placeInSubordinateClause(_ st: Int, in c: Int) -> Bool {
        let (f, _) = a.clauseRange[c]
        guard a.texts[st] == "bei", ParagraphReader.subordinators.contains(a.texts[f]) else { return false }
        return !clauseHasWriter(c)
    }
    static let subordinators: Set<String> = ["weil", "dass", "wenn", "als", "ob", "obwohl", "da", "waehrend", "nachdem", "bevor", "wo"]

    /// Words of being alone ("allein", Saxon "allene", Bavarian "alloa").
    static let aloneWords: Set<String> = [
        "allein", "alleine", "einsam", "mit", "keinen", "allene", "alleene", "alloa", "alloanig", "elloa", "alleen", "aleen", "alleinig",
    ]
    static let indefiniteArticles: Set<String> = ["ein", "eine", "einen", "einem", "einer", "a", "oa", "oan"]
    /// Adjectives between "mit den" and a group noun ("mit den anderen Ehrenamtlichen").
    static let groupAdjectives: Set<String> = ["anderen", "neuen", "alten", "lieben", "beiden", "ganzen", "kleinen", "grossen", "netten", "jungen"]
    /// Numerals that count people the writer does not know ("drei Leute", "zwei späte Gäste").
    static let countWords: Set<String> = [
        "zwei", "drei", "vier", "fuenf", "sechs", "sieben", "acht", "neun", "zehn", "zwoelf", "zwanzig", "hundert",
        "2", "3", "4", "5", "6", "7", "8", "9", "10", "viele", "etliche", "mehrere", "unzaehlige",
    ]
    /// Generic people nouns that, counted, are strangers or customers.
    static let genericPeople: Set<String> = ["leute", "leuten", "gaeste", "gaesten", "menschen", "personen", "kunden", "typen"]
    /// Nouns of written messages ("eine Mail", "a Nachricht").
    static let messageNouns: Set<String> = ["mail", "e-mail", "email", "mails", "brief", "sms", "karte", "postkarte", "nachricht", "whatsapp-nachricht", "sprachnachricht"]
    /// Words of an answer or exchange ("zurückgeschrieben", "hin und her").
    static let exchangeWords: Set<String> = ["zurueck", "zurueckgeschrieben", "geantwortet", "hin", "her", "hinundher", "gegenseitig", "antwort"]

    /// "allein mit dem Pfleger", "allein mit meiner Mutter": alone with someone is not alone.
    func aloneWithSomeone(_ end: Int) -> Bool {
        guard end < a.words.count, a.texts[end] == "mit" else { return false }
        var i = end + 1
        while i < a.words.count, i <= end + 3, a.words[i].clause == a.words[end].clause {
            for k in a.byClause[a.words[i].clause] where a.matches[k].start == i {
                if case .person = a.cue(k) { return true }
            }
            i += 1
        }
        return false
    }

    /// A companion "mit" followed by a person before word `st` in clause `c`.
    func companionPersonBefore(_ st: Int, in c: Int) -> Bool {
        var sawMit = false
        for i in a.clauseRange[c].0..<st {
            if a.texts[i] == "mit" { sawMit = true; continue }
            guard sawMit else { continue }
            for k in a.byClause[c] where a.matches[k].start == i {
                if case .person = a.cue(k), a.polarity(k) == .affirmed { return true }
            }
        }
        return false
    }

    /// "Niemand hat angerufen", "koa Mensch hod si gmeldt": a "nobody" word before the interaction
    /// (or inside a gapped one, "hat keiner angerufen"; called with the match's last word).
    func nobodyBefore(_ st: Int, in c: Int) -> Bool {
        var i = st - 1
        while i >= a.clauseRange[c].0 {
            if ["niemand", "niemanden", "niemandem", "keiner", "keine", "koaner", "keinem", "koam", "koanem", "kenner", "keener"].contains(a.texts[i]) {
                return !(i > 0 && a.texts[i - 1] == "sonst")
            }
            i -= 1
        }
        return false
    }

    /// "drei Leute", "zwei späte Gäste": counted generic people (at most one adjective between).
    func countedStrangers(_ st: Int) -> Bool {
        guard ParagraphReader.genericPeople.contains(a.texts[st]), st > 0 else { return false }
        if ParagraphReader.countWords.contains(a.texts[st - 1]) { return true }
        return st > 1 && ParagraphReader.countWords.contains(a.texts[st - 2]) && !a.words[st - 1].capitalized
            && a.words[st - 1].clause == a.words[st].clause
    }

    /// "Seit dem Sommerfest gestern …": the event a "seit" phrase names lies before today.
    func sinceEvent(_ st: Int) -> Bool {
        guard st > 0 else { return false }
        if a.texts[st - 1] == "seit" || a.texts[st - 1] == "vom" { return true }
        // "das Lied von der Weihnachtsfeier": where a song comes from lies before
        return st > 1 && (a.texts[st - 2] == "seit" || a.texts[st - 2] == "von") && ["dem", "der", "den"].contains(a.texts[st - 1])
    }

    /// "bloß da Chef hod ma a Mail gschriebn": a written message without an answer in the clause.
    func oneWayMessage(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f <= l else { return false }
        var message = false
        for i in f...l {
            if ParagraphReader.exchangeWords.contains(a.texts[i]) { return false }
            if ParagraphReader.messageNouns.contains(a.texts[i]) { message = true }
        }
        guard message else { return false }
        for k in a.byClause[c] {
            if case .socialInteraction = a.cue(k) { return false }
        }
        return true
    }

    /// Verbs of being somewhere after the person who is there ("waren bei", "is bei", "sind in").
    static let stayVerbs: Set<String> = ["ist", "war", "waren", "sind", "is", "woarn", "san", "warn", "bleibt", "blieb", "blieben"]
    /// "Die Kinder waren bei der Oma", "Meine Frau is bei ihrer Schwester", "Kinder in Schule": the
    /// clause opens with other people who are somewhere else; the writer is not in it.
    func personElsewhere(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f < l, !clauseHasWriter(c) else { return false }
        for k in a.byClause[c] {
            if case .socialInteraction = a.cue(k) { return false }
        }
        // the person opens the clause (after an article or possessive)
        var p = -1
        for k in a.byClause[c] {
            guard case .person = a.cue(k) else { continue }
            let st = a.matches[k].start
            if st == f || (st == f + 1 && wordIs(f, WordClass.subjectDeterminer)) { p = a.matches[k].end; break }
        }
        guard p >= 0, p < l else { return false }
        // "Meine Kinder sind erwachsen und wohnen weit weg", "Mein Bruder lebt in Kanada"
        for j in p...l where ParagraphReader.dwellVerbs.contains(a.texts[j]) {
            var near = false
            for q in p...l where ["hier", "nebenan", "mit", "zusammen", "gegenueber", "oben", "unten"].contains(a.texts[q]) { near = true }
            if !near { return true }
        }
        var i = p
        if ParagraphReader.stayVerbs.contains(a.texts[i]) {
            i += 1
            // "ist seit Montag im Skilager", "war heute noch bei": adverbs before the place
            var skipped = 0
            while i < l, skipped < 3, !ParagraphReader.placePrepositions.contains(a.texts[i]),
                  ParagraphReader.elsewhereAdverbs.contains(a.texts[i]) { i += 1; skipped += 1 }
        } else if !["in", "im", "bei", "beim"].contains(a.texts[i]) { return false }
        guard i < l, ParagraphReader.placePrepositions.contains(a.texts[i]) else { return false }
        // "Mama war bei uns": with the writer
        return !["uns", "mir", "mich"].contains(a.texts[i + 1])
    }

    /// "Morgen kommt Besuch": plans are no contact today.
    func future(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f <= l else { return false }
        for i in f...l where ["morgen", "uebermorgen", "demnaechst"].contains(a.words[i].text) {
            if a.words[i].text == "morgen", i > 0, ["heute", "am", "den", "seit", "jeden", "guten", "diesen", "dem", "im", "ganzen", "ganze", "halben"].contains(a.words[i - 1].text) { continue }
            // ("den ganzen Morgen" is a morning, not tomorrow; a capitalised "Morgen" is no cue: writers
            // capitalise the adverb too)

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

    static let dwellVerbs: Set<String> = ["wohnt", "wohnen", "wohnte", "wohnten", "lebt", "leben", "lebte", "lebten", "wohnt's"]
    static let placePrepositions: Set<String> = ["bei", "beim", "in", "im", "auf", "an", "am", "zur", "zum"]
    /// Adverbs between "ist"/"war" and the place another person is at ("seit Montag", "heute noch").
    static let elsewhereAdverbs: Set<String> = [
        "noch", "schon", "heute", "heut", "wieder", "immer", "seit", "ab", "bis", "gerade", "grad", "den", "die", "ganzen", "ganze",
        "tag", "woche", "wochenende", "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag",
        "gestern", "vorgestern", "tagen", "wochen", "laenger", "lange", "leider", "wohl", "auch",
        "einer", "einem", "zwei", "drei", "vier", "paar", "ein", "monaten", "monat", "jahren",
    ]

    // MARK: contact that did not happen today (round 7)

    /// "nicht allein", "ned alloa", "gar nicht alleine": the absence word itself is negated.
    func negatedAlone(_ st: Int) -> Bool {
        var i = st - 1
        var hops = 0
        while i >= 0, hops < 3, a.words[i].clause == a.words[st].clause {
            let t = a.texts[i]
            if ParagraphReader.plainNegators.contains(t) { return true }
            if !["gar", "so", "ganz", "mehr", "lange", "laenger", "wirklich", "komplett", "heute", "heut", "den", "ganzen", "tag"].contains(t) { return false }
            i -= 1; hops += 1
        }
        return false
    }
    static let plainNegators: Set<String> = ["nicht", "nich", "ned", "net", "nit", "nid", "nicht", "nischt", "nich", "nie"]

    /// Words that call a contact off ("abgesagt", "fällt aus", "nicht rangegangen").
    static let callOffWords: Set<String> = [
        "abgesagt", "ausgefallen", "verschoben", "weggedrueckt", "ignoriert", "verpasst", "storniert", "ausfaellt", "ausfallen",
        "verlegt", "vertagt", "absagen", "abgsagt", "ausgfalln",
        "gecancelt", "gecancelled", "abgeblasen", "geplatzt",
    ]
    /// Verbs of answering a call; negated they call it off ("nicht rangegangen", "ned abgnommen").
    static let answerVerbs: Set<String> = [
        "rangegangen", "drangegangen", "rangehen", "drangehen", "abgenommen", "abgehoben", "abnehmen", "abheben",
        "higangen", "abgnommen",
    ]
    /// Separable "fällt aus", "fiel aus": the particle closes the clause.
    static let fallVerbs: Set<String> = ["faellt", "fiel", "fallen", "fielen"]
    /// Every word `callsOff` looks at.
    static let callOffCandidates: Set<String> = callOffWords.union(fallVerbs).union(plainNegators).union(answerVerbs)
        .union(["aus", "keiner", "niemand"])

    /// Clause `c` calls a contact off: a call-off word, "fällt … aus", or an answering verb
    /// after "nicht".
    func callsOff(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f <= l else { return false }
        var fall = false
        var negated = false
        // "die Kollegin hat mir einen Ohrwurm verpasst": music, not a missed call
        if clauseHas(c, affirmed: false, { switch $0 { case .earworm, .musicAnchor, .songIntro: return true; default: return false } }) { return false }
        for i in f...l {
            // most words are none of the words below: their class bit says so without a lookup
            guard wordIs(i, WordClass.callOffCandidate) else { continue }
            let t = a.texts[i]
            if ParagraphReader.callOffWords.contains(t) { return true }
            if ParagraphReader.fallVerbs.contains(t) { fall = true }
            if fall, t == "aus" { return true }
            if ParagraphReader.plainNegators.contains(t) || t == "keiner" || t == "niemand" { negated = true }
            if negated, ParagraphReader.answerVerbs.contains(t) { return true }
        }
        return false
    }

    /// Clauses whose contact was called off: the clause with the call-off word, and the clause
    /// before it in the same sentence when the call-off clause carries no contact of its own
    /// ("Mama hat angerufen, aber ich bin nicht rangegangen"; "Treffen abgesagt, dafür mit Lisa
    /// telefoniert" keeps the second clause). Computed once per paragraph.
    func calledOffClauses() -> Set<Int> {
        var out = Set<Int>()
        for c in 0..<a.clauseCount where callsOff(c) {
            out.insert(c)
            // the call-off clause refers back ("aber er hat abgesagt"); one naming its own event or
            // person ("…, die Feier ist ausgefallen") leaves the clause before alone
            let ownEvent = clauseHas(c, affirmed: false) {
                switch $0 { case .socialInteraction, .socialVerb, .person: return true; default: return false }
            }
            if c > 0, !ownEvent, a.sentenceOfClause[c - 1] == a.sentenceOfClause[c], !ParagraphReader.contrastOpeners.contains(a.texts[a.clauseRange[c].0]) {
                out.insert(c - 1)
            }
        }
        return out
    }
    /// Openers after which a clause reports what happened instead ("dafür", "stattdessen").
    static let contrastOpeners: Set<String> = ["dafuer", "stattdessen", "trotzdem", "dann", "danach", "also"]

    /// Modal and conditional verbs of a contact that did not happen ("würde gern", "hätte",
    /// "wollte", "möchte"): the clause is a wish or a plan.
    static let unrealisedVerbs: Set<String> = [
        "wuerde", "wuerden", "wuerd", "haette", "haetten", "haett", "moechte", "moechten", "moecht", "wollte", "wollten",
        "wollt", "koennte", "koennten", "sollte", "sollten", "muesste", "muessten", "wuensche", "wuenschte", "vorgenommen",
    ]
    /// Time words of a later day ("nächste Woche", "übermorgen", "bald").
    static let laterWords: Set<String> = ["naechste", "naechsten", "naechstes", "kommende", "kommenden", "kommendes", "bald", "uebermorgen"]
    static let laterNouns: Set<String> = [
        "woche", "wochenende", "monat", "jahr", "mal", "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag",
    ]

    /// A wish, a plan or anticipation in clause `c`: "Ich würde gern Freunde treffen", "wollte mit
    /// Tom ins Kino", "freu mich aufs Wochenende mit meinen Eltern", "Nächste Woche kommt meine
    /// Schwester".
    func unrealised(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f <= l else { return false }
        var joy = -10
        // another person's wish that led to a talk ("Mein Chef wollte ein Gespräch") happened
        var writerSubject = false
        for i in f...l where wordIs(i, WordClass.firstPersonSubject) { writerSubject = true }
        let writerWish = writerSubject || ParagraphReader.unrealisedVerbs.contains(a.texts[f])
            || (f < l && wordIs(f, WordClass.clauseOpener) && ParagraphReader.unrealisedVerbs.contains(a.texts[f + 1]))
        for i in f...l {
            // most words are none of the words below: their class bit says so without a lookup
            guard wordIs(i, WordClass.unrealisedCandidate) else { continue }
            let t = a.texts[i]
            if writerWish, ParagraphReader.unrealisedVerbs.contains(t) { return true }
            // "die Planung für nächste Woche besprochen": a later day as an attribute
            if i > f, ParagraphReader.attributePrepositions.contains(a.texts[i - 1]) { continue }
            if t == "bald" { return true }
            if ParagraphReader.laterWords.contains(t), i < l, ParagraphReader.laterNouns.contains(a.texts[i + 1]) { return true }
            if ParagraphReader.joyVerbs.contains(t) { joy = i }
            if (t == "auf" || t == "aufs"), i - joy <= 3 { return true }
        }
        return false
    }

    /// "über meine Mutter", "an Oma", "für meinen Sohn", "wegen meinem Chef": the person is the
    /// topic of the clause, not someone the writer was with.
    func topicPerson(_ st: Int) -> Bool {
        var i = st - 1
        var determiner = false
        if i >= 0, ParagraphReader.topicDeterminers.contains(a.texts[i]) { i -= 1; determiner = true }
        guard i >= 0, a.words[i].clause == a.words[st].clause, ParagraphReader.topicPrepositions.contains(a.texts[i]) else { return false }
        // Bavarian "an" is also the article "einen" ("mit an Spezl"): only "an" + determiner, not after "mit"/"bei"
        if a.texts[i] == "an", !determiner { return false }
        if i > 0, ["mit", "bei", "zu", "mim", "mitm"].contains(a.texts[i - 1]) { return false }
        return true
    }
    static let topicPrepositions: Set<String> = ["ueber", "fuer", "wegen", "an", "ans", "uebers"]
    static let topicDeterminers: Set<String> = [
        "meine", "meinen", "meinem", "meiner", "mein", "die", "den", "der", "dem", "das", "unsere", "unseren", "unserem", "unserer", "unser",
        "seine", "seinen", "ihre", "ihren", "d", "da",
    ]

    /// "Meine Oma hat heute Geburtstag", "Mein Sohn hat seine Prüfung", "Die Kinder haben Ferien":
    /// a person opens the clause with "hat" and an event of their own ends it, nothing done with
    /// the writer here or in a later writer clause ("Ich hab ihn hingefahren" still counts).
    func ownEventOfPerson(_ c: Int, _ st: Int, _ end: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        var base = f
        if base < l, wordIs(base, WordClass.clauseOpener) { base += 1 }
        guard st == base || (st == base + 1 && wordIs(base, WordClass.subjectDeterminer)), end <= l,
              ["hat", "hatte", "haben", "hatten", "hot", "hod", "ham", "het", "hett"].contains(a.texts[end]), !clauseHasWriter(c) else { return false }
        var event = false
        // the clause may have been split without punctuation ("Mein Sohn hat | heute seine Prüfung")
        var last = l
        var next = c
        while last + 1 < a.words.count, a.words[last + 1].breakBefore == 0, a.words[last + 1].sentence == a.words[l].sentence,
              next + 1 < a.clauseCount, a.clauseRange[next + 1].0 == last + 1, !clauseHasWriter(next + 1) {
            next += 1; last = a.clauseRange[next].1
        }
        guard end < last else { return false }
        for i in (end + 1)...last {
            let t = a.texts[i]
            if ParagraphReader.ownEvents.contains(t) { event = true; continue }
            // only adverbs and determiners around the event noun
            if ParagraphReader.elsewhereAdverbs.contains(t) || ParagraphReader.topicDeterminers.contains(t)
                || ParagraphReader.eventFillers.contains(t) { continue }
            return false
        }
        guard event else { return false }
        // a later clause where the writer does something to the person ("hab ihr gratuliert")
        for o in (next + 1)..<a.clauseCount where clauseHasWriter(o) {
            let (of, ol) = a.clauseRange[o]
            guard of <= ol else { continue }
            for i in of...ol where ParagraphReader.personPronouns.contains(a.texts[i]) {
                if i > of, ParagraphReader.topicPrepositions.contains(a.texts[i - 1]) { continue }
                // "ich konnte sie (leider) nicht anrufen": nothing done
                var negated = false
                var j = i + 1
                while j < a.words.count, j <= i + 4, a.words[j].sentence == a.words[i].sentence {
                    if ParagraphReader.plainNegators.contains(a.texts[j]) { negated = true }
                    j += 1
                }
                if negated { continue }
                return false
            }
        }
        return true
    }
    static let ownEvents: Set<String> = [
        "geburtstag", "namenstag", "pruefung", "klausur", "schularbeit", "ferien", "urlaub", "frei", "dienst", "spaetdienst",
        "nachtdienst", "fruehdienst", "spaetschicht", "nachtschicht", "fruehschicht", "schicht", "termin", "vorstellungsgespraech",
        "arbeitstag", "schultag", "operation", "bewerbungsgespraech",
        "jubilaeum", "hochzeitstag", "abschlusspruefung", "fuehrerscheinpruefung", "arzttermin", "schulausflug", "klassenfahrt",
    ]
    /// Pronouns that point back to a person named before ("ich hab ihr Händchen gehalten").
    static let personPronouns: Set<String> = ["ihn", "ihm", "ihr", "ihre", "ihnen", "sie", "eahm", "ihra", "em", "ere"]

    /// Social-verb nouns that name the person's own event ("hat Geburtstag", "hat Urlaub").
    static let eventNouns: Set<String> = ["geburtstag", "urlaub", "ausflug", "konzert", "streit", "sport", "kino", "fruehstueck", "mittagessen", "abendessen", "kaffee", "tee", "essen"]

    /// "außer meiner Mutter", "bis auf Papa": a known person excepted from "niemand".
    func exceptPerson(inSentence s: Int) -> Bool {
        for (i, w) in a.words.enumerated() where w.sentence == s && (w.text == "ausser" || (w.text == "bis" && i + 1 < a.words.count && a.texts[i + 1] == "auf")) {
            var j = i + 1
            while j < a.words.count, j <= i + 4, a.words[j].sentence == s {
                for k in a.byClause[a.words[j].clause] where a.matches[k].start == j {
                    // "außer mit so random Leuten online": strangers
                    if case .person = a.cue(k) { return !ParagraphReader.genericPeople.contains(a.texts[j]) }
                    if case .serviceContact = a.cue(k) { return false }
                }
                j += 1
            }
        }
        return false
    }

    /// Verbs of receiving or sending a message ("WhatsApp von Mama bekommen", "Sprachnachricht geschickt").
    static let messageVerbs: Set<String> = ["bekommen", "gekriegt", "kriegt", "krieg", "erhalten", "geschickt", "schickt", "gesendet", "weitergeleitet", "gschickt", "kriagt"]
    static let messageWords: Set<String> = ["whatsapp", "whatsapps", "nachricht", "nachrichten", "sprachnachricht", "sprachnachrichten", "sms", "mail", "mails", "e-mail", "foto", "fotos", "bild", "video", "sprachmemo", "brief", "karte", "postkarte"]

    /// A message received or sent without an answer or a conversation in the clause: one-way.
    func receivedMessage(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f <= l else { return false }
        var message = false, verb = false
        for i in f...l {
            let t = a.texts[i]
            if ParagraphReader.exchangeWords.contains(t) || t == "mit" { return false }
            if ParagraphReader.messageWords.contains(t) { message = true }
            if ParagraphReader.messageVerbs.contains(t) { verb = true }
        }
        guard message && verb else { return false }
        // an answer in the next clause of the sentence ("…, hab gleich zurückgeschrieben")
        if c + 1 < a.clauseCount, a.sentenceOfClause[c + 1] == a.sentenceOfClause[c] {
            let (nf, nl) = a.clauseRange[c + 1]
            if nf <= nl { for i in nf...nl where ParagraphReader.exchangeWords.contains(a.texts[i]) || a.texts[i] == "telefoniert" { return false } }
        }
        return true
    }

    /// Customers, patients and strangers (group words the contract does not count).
    static let strangerWords: Set<String> = ["kunden", "kundschaft", "kundin", "kunde", "kundinnen", "fremde", "fremden", "anrufer", "anruferin", "unbekannte", "unbekannten"]
    /// An interaction whose only people are customers or strangers ("Kunden am Telefon gehabt").
    func strangersOnly(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f <= l else { return false }
        var strangers = false
        for i in f...l {
            if ParagraphReader.strangerWords.contains(a.texts[i]) { strangers = true }
            // "zwischen zwei Kundinnen haben wir Pizza gegessen": the writer with others
            if ParagraphReader.weWords.contains(a.texts[i]) { return false }
        }
        guard strangers else { return false }
        for k in a.byClause[c] { if case .person = a.cue(k) { return false } }
        return !clauseHas(c) { if case .companion = $0 { return true }; return false } || !hasCompanionPerson(c)
    }
    func hasCompanionPerson(_ c: Int) -> Bool {
        for k in a.byClause[c] { if case .person = a.cue(k) { return true } }
        return false
    }

    /// Participles of meeting someone; after the person and "nicht" they negate the contact.
    static let contactParticiples: Set<String> = ["gesehen", "getroffen", "gesprochen", "besucht", "angerufen", "erreicht", "gehoert", "gsehn", "gsehen", "troffen", "gtroffen"]
    func negatedContactAfter(_ end: Int, in c: Int) -> Bool {
        let l = a.clauseRange[c].1
        var negated = false
        var i = end
        // through a split made without punctuation ("die Kollegen | heute nicht gesehen")
        while i < a.words.count, i <= l || (i <= end + 5 && a.words[i].breakBefore == 0 && a.words[i].sentence == a.words[end - 1].sentence) {
            let t = a.texts[i]
            if ParagraphReader.plainNegators.contains(t) || t == "kaum" { negated = true }
            else if negated, ParagraphReader.contactParticiples.contains(t) { return true }
            i += 1
        }
        return false
    }

    /// "niemanden gesehen außer meiner Mutter": the person right after "außer" is not negated.
    func exceptedAfterNobody(_ st: Int) -> Bool {
        var i = st - 1
        while i >= 0, i >= st - 3, a.words[i].sentence == a.words[st].sentence {
            if a.texts[i] == "ausser" { return exceptPerson(inSentence: a.words[st].sentence) }
            i -= 1
        }
        return false
    }

    /// "wir mussten alles allein machen", "mia warn alloa": the writer is alone with others.
    func weAlone(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f <= l else { return false }
        for i in f...l where ["wir", "mia", "mer"].contains(a.texts[i]) { return true }
        return false
    }

    /// Neighbour words and the noise of their own doings ("feiern", "streiten", "bohren").
    static let neighbourWords: Set<String> = ["nachbar", "nachbarn", "nachbarin", "nachbarinnen", "nochba", "nochbar", "nochbarn", "nochban", "nachbern", "nochbern", "naabern", "nahbers", "nachbarskinder", "nachbarsjunge", "nachbarshund"]
    static let noiseWords: Set<String> = [
        "gefeiert", "feiern", "feiert", "party", "gestritten", "streiten", "streiten", "gstrittn", "gestrittn", "gebohrt", "bohrt",
        "bohren", "laut", "krach", "laerm", "gehaemmert", "haemmern", "geschrien", "gebruellt", "musik", "radio", "staubgesaugt", "rasen",
        "gemaeht", "maeht",
    ]
    /// "Die Nachbarn haben laut gefeiert", "da Nochba hot bis drei Party gmacht": neighbours heard
    /// at their own doings, the writer not among them (no writer word, no "mit"/"bei").
    func neighboursNoise(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f <= l, !clauseHasWriter(c) else { return false }
        var neighbour = false, noise = false
        for i in f...l {
            let t = a.texts[i]
            if ParagraphReader.neighbourWords.contains(t) { neighbour = true }
            if ParagraphReader.noiseWords.contains(t) { noise = true }
            if ParagraphReader.withWords.contains(t) { return false }
        }
        return neighbour && noise
    }

    /// "auf den Anruf vom Vermieter gewartet": waiting for the contact is not having it.
    func waitedFor(_ st: Int, in c: Int) -> Bool {
        var auf = false
        for i in max(a.clauseRange[c].0, st - 6)..<st where a.texts[i] == "auf" { auf = true }
        guard auf else { return false }
        let (f, l) = a.clauseRange[c]
        for i in f...l where ["gewartet", "warte", "wartet", "warten", "gwart", "gewart"].contains(a.texts[i]) { return true }
        return false
    }

    /// "Die Katze hat mich geweckt, dann habe ich mit ihr geredet": "mit ihr"/"mit ihm" whose
    /// nearest noun before (this or the previous sentence) is a pet or a service person.
    func pronounForPet(_ st: Int, _ end: Int) -> Bool {
        guard end - st == 2, ["mit", "bei"].contains(a.texts[st]), ["ihr", "ihm", "ihnen"].contains(a.texts[st + 1]) else { return false }
        let (best, person) = nearestPersonOrService(before: st)
        return best >= 0 && !person
    }

    /// The "mit" right before a person (across one article or possessive).
    func companionBefore(_ st: Int) -> Int? {
        if st > 0, a.texts[st - 1] == "mit" { return st - 1 }
        if st > 1, a.texts[st - 2] == "mit", ParagraphReader.topicDeterminers.contains(a.texts[st - 1]) { return st - 2 }
        return nil
    }

    /// "seit dem Konzert gestern mit Jonas", "seit der Party gestern mit den Mädels": a companion
    /// right after a past day word in a "seit" phrase belongs to that past event.
    func pastCompanion(_ st: Int, in c: Int) -> Bool {
        guard a.texts[st] == "mit", st > 0, ["gestern", "vorgestern", "gestan", "geschter"].contains(a.texts[st - 1]) else { return false }
        for i in a.clauseRange[c].0..<st where a.texts[i] == "seit" { return true }
        return false
    }

    /// "ich hab ihr gratuliert", "hab ihnen Tee gekocht", "hab sie abgeholt": the writer does
    /// something to a third person whose nearest noun before (this or the previous sentence) is a
    /// known person, not a pet or a service person. Negated clauses do not count.
    func pronounContact(_ c: Int) -> Bool {
        let (f, l) = a.clauseRange[c]
        guard f < l else { return false }
        var writer = false
        var pronoun = -1
        for i in f...l {
            let t = a.texts[i]
            if ParagraphReader.plainNegators.contains(t) || t == "kein" || t == "keine" { return false }
            if wordIs(i, WordClass.firstPersonSubject) || ParagraphReader.writerVerbs.contains(t) { writer = true; continue }
            guard writer, pronoun < 0, i > f else { continue }
            let prev = a.texts[i - 1]
            switch t {
            case "ihm", "ihnen", "ihn", "eahm", "ihra": pronoun = i
            // "ihr" and "sie" right after the writer's verb or pronoun ("hab ihr", "ich sie"), not a possessive before a noun
            case "ihr", "sie":
                if (wordIs(i - 1, WordClass.firstPersonSubject) || ["hab", "habe", "hob", "han", "hatte", "i"].contains(prev)),
                   i == l || !a.words[i + 1].capitalized || a.words[i + 1].breakBefore > 0 { pronoun = i }
            default: break
            }
            if pronoun >= 0, ParagraphReader.topicPrepositions.contains(prev) { pronoun = -1 }
        }
        guard writer, pronoun >= 0, pronoun < l else { return false }
        // the pronoun needs a verb of doing after it in the clause (not "ich finde ihn nett")
        var act = false
        for i in (pronoun + 1)...l where ParagraphReader.pronounActs.contains(a.texts[i]) || a.texts[i].hasPrefix("ge") && a.texts[i].count > 5 { act = true }
        guard act else { return false }
        let (best, person) = nearestPersonOrService(before: pronoun)
        return best >= 0 && person
    }

    /// The nearest person or service/pet cue before word `st` in its sentence or the one before
    /// (only those clauses are visited): its start (-1 if none) and whether it is a person.
    func nearestPersonOrService(before st: Int) -> (Int, Bool) {
        let sentence = a.words[st].sentence
        var best = -1
        var person = false
        var c = a.words[st].clause
        while c >= 0, a.sentenceOfClause[c] >= sentence - 1 {
            for k in a.byClause[c] {
                let m = a.matches[k]
                guard m.start < st, m.start > best else { continue }
                switch a.cue(k) {
                case .person:
                    // "wir"/generic people are no antecedent of "ihr"/"ihm"
                    if ["wir", "leute", "leuten", "menschen", "uns"].contains(a.texts[m.start]) { continue }
                    best = m.start; person = true
                case .serviceContact: best = m.start; person = false
                default: break
                }
            }
            if best >= 0 { break }
            c -= 1
        }
        return (best, person)
    }
    /// Finite verbs of doing that may follow the pronoun ("hab ihr geholfen" has a participle anyway).
    static let pronounActs: Set<String> = ["abgeholt", "gebracht", "gemacht", "gekocht", "gesagt", "erzaehlt", "geschrieben", "gegeben", "geholfen", "gratuliert", "geantwortet", "gezeigt", "vorgelesen", "besucht", "angerufen", "getroestet", "umarmt", "hingefahren", "gefahren", "abgeholt", "gehalten", "zugehoert"]

    /// "der Mann von der Hotline", "die Frau vom Amt", "der Typ an der Kasse": the person is named
    /// by a service right after them ("mit da Oma beim Arzt" keeps the Oma).
    func serviceAfter(_ end: Int, in c: Int) -> Bool {
        let l = a.clauseRange[c].1
        guard end <= l, ["von", "vom", "an", "am", "aus"].contains(a.texts[end]) else { return false }
        for k in a.byClause[c] {
            let st = a.matches[k].start
            if case .serviceContact = a.cue(k), st > end, st <= end + 2 { return true }
        }
        return false
    }

    /// Public places where generic people are strangers ("die Leute in der Bahn").
    static let publicPlaces: Set<String> = [
        "bahn", "zug", "bus", "strasse", "strassen", "supermarkt", "laden", "stadt", "innenstadt", "u-bahn", "s-bahn", "tram",
        "strassenbahn", "wartezimmer", "einkaufszentrum", "fussgaengerzone", "bahnhof", "flughafen", "warteschlange", "schlange",
        "kaufhaus", "baumarkt", "ubahn", "sbahn", "fitnessstudio", "gym", "schwimmbad", "freibad", "park", "kino",
    ]
    /// "In der Bahn saßen lauter nervige Leute", "die Leute auf der Straße": generic people at a
    /// public place, without "mit"/"bei" or the writer doing something with them.
    func strangersInPublic(_ st: Int, in c: Int) -> Bool {
        guard ParagraphReader.genericPeople.contains(a.texts[st]) else { return false }
        let (f, l) = a.clauseRange[c]
        var place = false
        for i in f...l {
            let t = a.texts[i]
            if ParagraphReader.togetherWords.contains(t) { return false }
            if ParagraphReader.publicPlaces.contains(t) { place = true }
        }
        return place
    }

    // word sets of the round-7 helpers (static: no array built per word)
    static let attributePrepositions: Set<String> = ["fuer", "bis", "ueber", "von", "auf", "gegen", "ab"]
    static let joyVerbs: Set<String> = ["freu", "freue", "freuen", "gefreut"]
    /// Every word `unrealised` looks at.
    static let unrealisedCandidates: Set<String> = unrealisedVerbs.union(laterWords).union(joyVerbs).union(["bald", "auf", "aufs"])
    static let eventFillers: Set<String> = ["seine", "seinen", "seinem", "ihre", "ihren", "ihrem", "ihr", "sein", "einen", "eine", "ein", "erste", "ersten", "frueh", "morgen", "gha", "ghabt", "gehabt"]
    static let withWords: Set<String> = ["mit", "bei", "zu", "eingeladen"]
    static let togetherWords: Set<String> = ["mit", "bei", "zusammen", "wir", "uns"]
    static let weWords: Set<String> = ["wir", "uns", "mia", "mir"]
    static let writerVerbs: Set<String> = ["i", "hob", "han", "hatte", "hab"]
}
