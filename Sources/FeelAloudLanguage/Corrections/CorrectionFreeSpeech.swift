/// Phrases of free-speech corrections that name no field label (rules as data; folded,
/// `*` = stem): "ich hab doch niemanden getroffen", "kein Ohrwurm, das war nur im Radio",
/// "hab dagegen Radio gehört".
enum CorrectionFreeSpeech {
    // MARK: Social contact (#8)

    /// Being alone / meeting nobody -> false. Checked before `socialTrue`.
    static let socialFalse = CorrectionPhraseList([
        "niemanden getroffen", "niemand getroffen", "niemanden gesehen", "niemand gesehen", "niemanden gesprochen",
        "mit niemandem", "mit keinem", "keinen getroffen", "keinen gesehen", "keinen menschen", "keine menschenseele",
        "keine leute", "niemanden", "niemand", "allein", "alleine", "einsam", "für mich", "keinen kontakt",
        "kein kontakt", "keine kontakte", "keinen sozialkontakt", "kein sozialkontakt", "nicht getroffen",
        "nicht gesehen", "mit keiner", "keine freunde", "nur die kassiererin", "nur beim arzt", "nur an der kasse",
        "nur mit der katze", "nur mit dem hund", "nur mein hund", "nur meine katze", "nicht telefoniert",
        "nicht gesprochen", "mit niemand", "hab keinen", "habe keinen", "war keiner da", "keiner da",
        "keine sau", "kein mensch", "solo", "nur der postbote", "nur der paketbote", "nur die verkäuferin",
        "nur im supermarkt",
    ], blocks: [
        // the work done without help, not the day without people ("ich muss alles alleine machen")
        "alles allein", "alles alleine", "allein machen", "alleine machen", "allein erledigen", "alleine erledigen",
        "allein schaffen", "alleine schaffen", "allein stemmen", "alleine stemmen",
    ])
    /// Negations that turn "allein" into company ("nicht allein", "war doch nicht alleine").
    static let notAlone = CorrectionPhraseList([
        "nicht allein", "nicht alleine", "gar nicht allein", "nicht so allein", "nicht einsam",
    ])
    /// `notAlone` with the negation's scope past degree words and particles ("nicht wirklich
    /// allein", "gar nicht so ganz alleine", "nicht komplett allein").
    static func isNotAlone(_ words: [String]) -> Bool {
        if notAlone.contains(in: words) { return true }
        var out: [String] = []
        for w in words {
            // ("stimmt nicht, ganz allein": the negation denies the verb before it)
            if let last = out.last, ["nicht", "nie"].contains(last), aloneScopeFillers.contains(w),
               !(out.count >= 2 && ["stimmt", "passt", "stimmte"].contains(out[out.count - 2])) { continue }
            out.append(w)
        }
        return out.count < words.count && notAlone.contains(in: out)
    }
    static let aloneScopeFillers: Set<String> = CorrectionNegation.partialDegrees.union([
        "ganz", "eigentlich", "komplett", "ueberhaupt", "mal", "ja", "doch", "voellig",
    ])

    /// Interacting with people one knows -> true: the shared interactions of
    /// `SocialContactLexicon` ("social.interaction") plus the correction forms below.
    static let socialTrue = CorrectionPhraseList(SocialContactLexicon.rules.filter { $0.cue == .socialInteraction }.flatMap(\.phrases) + [
        "getroffen", "treffen", "getroffn", "telefoniert", "telefonat", "angerufen", "gesprochen", "geredet",
        "gequatscht", "geplaudert", "unterhalten", "besucht", "besuch", "besuch gehabt", "zu besuch", "verabredet",
        "date", "videocall", "video-call", "videochat", "facetime", "gefacetimed", "gefacetimt", "gezoomt", "zoom", "skype", "gefeiert", "party",
        "essen gewesen", "essen gegangen", "kaffee getrunken", "kaffee trinken", "unterwegs mit", "zusammen",
        "gemeinsam", "mit freunden", "mit freundinnen", "mit kollegen", "mit kolleginnen", "mit jemandem",
        "mit leuten", "mit mama", "mit papa", "mit oma", "mit opa", "leute", "freunde",
        "freundin", "freund", "kollegen", "kollegin", "familie", "nicht allein", "nicht alleine", "jemanden",
        "videoanruf", "videotelefonat", "familienessen", "familienfeier", "geburtstagsfeier", "feier",
        "stammtisch", "spieleabend", "grillabend", "kaffeeklatsch", "gebruncht", "zusammen gekocht",
        "zusammen gegessen", "gemeinsam gekocht", "mit dem team", "mit meinem team", "geklönt", "geplauscht",
        "geratscht", "geschnackt", "zusammengearbeitet", "wiedergesehen", "umarmt", "zu zweit", "zu dritt",
        "mit ihr", "mit ihm", "mit ihnen", "mit euch", "wir haben", "haben wir", "meeting*", "besprechung*",
        "jemand", "kontakt", "sozialkontakt", "unter leuten", "unter menschen", "unter die leute",
    ])
    /// Nouns for people one knows: "mit X" counts only with one of these (or a known name form).
    static let personNouns: Set<String> = CorrectionYesNoWords.folded([
        "schwester", "bruder", "mutter", "mama", "mutti", "vater", "papa", "vati", "eltern", "oma", "opa",
        "großeltern", "freund", "freundin", "freunde", "freundinnen", "kollegen", "kollege", "kollegin",
        "kolleginnen", "nachbar", "nachbarin", "nachbarn", "partner", "partnerin", "frau", "mann", "kumpel",
        "kumpels", "team", "chef", "chefin", "familie", "kindern", "kinder", "kind", "tochter", "sohn", "tante",
        "onkel", "cousin", "cousine", "mitbewohner", "mitbewohnerin", "leuten", "leute", "jemandem", "schatz",
        "liebsten", "schwiegereltern", "schwiegermutter", "schwiegervater", "enkel", "enkelin", "bekannten",
        "bekannte", "clique", "mädels", "jungs", "verein", "chor", "band", "gruppe", "patenkind", "neffe",
        "nichte", "ex", "verlobten", "verlobte", "freundeskreis", "geschwistern", "geschwister", "schwestern",
        "brüdern", "nachbarinnen", "kommilitonen", "kommilitonin", "mitschülern", "gästen", "gäste",
        "lebensgefährten", "lebensgefährtin", "mann", "männe", "omi", "opi", "papi", "mami", "schwager", "schwägerin",
    ])
        // and the person words of the shared social lexicon ("squad", "Schwiegermama")
        .union(SocialContactLexicon.rules.filter { if case .person = $0.cue { return true }; return false }
            .flatMap(\.phrases).map { GermanFolding.fold($0) }.filter { !$0.contains(" ") && !$0.contains("*") && $0 != "wir" })

    /// Common first names (lower-case dictation: "war mit lena im kino").
    static let firstNames: Set<String> = CorrectionYesNoWords.folded([
        "anna", "lena", "lea", "leonie", "lisa", "laura", "julia", "jule", "julie", "sarah", "sara", "hannah",
        "hanna", "marie", "maria", "mia", "emma", "sophie", "sofia", "lara", "katharina", "kathi", "katrin",
        "kathrin", "christina", "steffi", "stefanie", "sabine", "petra", "andrea", "claudia", "nicole",
        "susanne", "birgit", "monika", "tanja", "sandra", "melanie", "jana", "jasmin", "nina", "eva", "ella",
        "clara", "klara", "paula", "greta", "luisa", "charlotte", "johanna", "lina", "nele", "pia", "anja",
        "silke", "heike", "gabi", "simone", "paul", "tim", "tom", "thomas", "marco", "max", "lukas", "lucas",
        "leon", "jonas", "felix", "ben", "finn", "elias", "noah", "luca", "david", "jan", "niklas", "nico",
        "moritz", "philipp", "tobias", "tobi", "sebastian", "basti", "stefan", "stephan", "michael", "markus",
        "martin", "andreas", "andi", "christian", "chris", "daniel", "florian", "flo", "frank", "jens",
        "jürgen", "klaus", "peter", "hans", "uwe", "wolfgang", "karl", "oliver", "matthias", "alex",
        "alexander", "simon", "jakob", "johannes", "julian", "kevin", "patrick", "sven", "fabian", "dominik",
        "lars", "robin", "anton", "emil", "theo", "mehmet", "ali", "elif", "deniz", "mona", "jessica",
        "sonja", "franzi", "caro", "kim", "annika", "merle", "marlene", "amelie", "ida", "frieda", "ole",
    ])

    /// Capitalised words after "mit" that are not people ("mit Kaugummi", "mit Musik"); any
    /// other capitalised word right after "mit" is taken as a name ("mit Tom im Kino").
    static let notNamesAfterMit: Set<String> = CorrectionYesNoWords.folded([
        "kaugummi", "musik", "yoga", "sport", "freude", "kopfhörern", "kopfhörer", "absicht", "mühe", "ruhe",
        "abstand", "glück", "pech", "sicherheit", "vergnügen", "spaß", "stress", "ohrwurm", "lied", "song",
        "radio", "hörbuch", "podcast", "netflix", "arbeit", "kaffee", "tee", "wein", "bier", "essen", "lernen",
        "kochen", "lesen", "joggen", "laufen", "spazieren", "hund", "katze", "auto", "rad", "fahrrad", "bus",
        "bahn", "zug", "absicht", "gewalt", "humor", "geduld", "mühe", "sudoku", "kreuzworträtsel", "meditation",
        "atemübungen", "gitarre", "klavier", "singen", "summen", "pfeifen", "ablenkung", "headset", "ohropax",
        "oropax", "ohrstöpseln", "ohrstöpsel", "schokolade", "wasser", "zeit", "müh", "mir", "mich", "dir",
        "uns", "ihm", "ihr", "ihnen", "mal", "nichts", "niemandem", "keinem", "keiner", "anderer", "anderen",
        "ach", "krach", "vollgas", "fieber", "kopfschmerzen", "schmerzen", "migräne", "erkältung", "corona",
    ])

    /// Incidental service contact: does not count as social contact (CONTRACT.md §1 #8).
    static let serviceNouns: Set<String> = CorrectionYesNoWords.folded([
        "kassiererin", "kassierer", "verkäuferin", "verkäufer", "arzt", "ärztin", "zahnarzt", "zahnärztin",
        "postbote", "postbotin", "paketbote", "kellner", "kellnerin", "friseur", "friseurin", "bäcker",
        "bäckerin", "apotheker", "apothekerin", "handwerker", "hotline", "kundenservice", "busfahrer",
        "schaffner", "taxifahrer", "lieferant", "sprechstundenhilfe", "therapeut", "therapeutin",
    ])

    /// Pets: contact with them is no social contact (CONTRACT.md §1 #8).
    static let petNouns: Set<String> = CorrectionYesNoWords.folded([
        "hund", "hündin", "katze", "kater", "katzen", "hunde", "hamster", "meerschweinchen", "pferd", "haustier",
        "haustieren", "vogel", "wellensittich", "fische", "kaninchen", "hasen", "hasi", "mieze", "wauwau",
    ])
    /// With a person noun anywhere ("Partner war da"): presence words.
    static let presence: Set<String> = CorrectionYesNoWords.folded([
        "da", "hier", "besuch", "vorbei", "gekommen", "zusammen", "wir", "gemeinsam", "uns",
    ])

    // MARK: Music in the head (#2)

    /// Music switched off: the shared `MusicCues` "music.off" phrases ("Kopf ist frei", "ist
    /// weg", "Fehlanzeige") plus the correction forms below.
    static let musicOff = CorrectionPhraseList(MusicCues.rules.filter { $0.cue == .musicOff }.flatMap(\.phrases) + [
        "ohrwurm weg", "ohrwurm ist weg",
        "kein ohrwurm", "keinen ohrwurm", "keine ohrwürmer", "gar kein ohrwurm", "kein ohrwurm gewesen",
        "keine musik", "kein lied", "keinen song", "kein song", "keine melodie", "nichts im kopf",
        "nur im radio", "nur gehört", "nur beim einkaufen", "nur im laden", "nur im supermarkt", "nur im café",
        "nur im cafe", "nur im zug", "nur in der bahn", "nur im fitnessstudio", "nur nebenbei", "nur im fernsehen", "nur im hintergrund gehört", "nicht im kopf", "nicht hängen geblieben",
        "nicht hängengeblieben", "nicht im ohr", "kopf war frei", "kopf frei", "ruhe im kopf", "kein gedudel",
        "nicht im kopf geblieben", "nicht geblieben", "nur auf dem konzert", "nur auf der party",
        "nur gehört", "kein earworm", "war nur im radio", "lief nur", "nur gelaufen", "nur im auto",
        "nicht festgesetzt", "nicht festgesessen", "nicht steckengeblieben", "nicht stecken geblieben",
        "stille im kopf", "keine musik im kopf", "nix im kopf", "nichts gedudelt", "hatte keinen",
        "ohrwurm nein", "ohrwurm hatte ich nicht", "ohrwurm hatte ich keinen", "ohrwurm gab es nicht",
        "ohrwurm gab's nicht", "kein ohrwurm da", "im kopf war nichts", "im kopf war nix",
        "im kopf war ruhe", "war nichts im kopf", "ohrwurm war weg", "ohrwurm war gar nicht da",
        "ohrwurm war nicht da", "war gar nicht da", "hatte nichts im kopf", "im kopf nichts", "lief nur im hintergrund",
    ], blocks: Negation.phrases(of: "neg.block"))
    static let musicOn = CorrectionPhraseList([
        "im kopf", "im ohr", "nicht aus dem kopf", "geht nicht aus dem kopf", "ging nicht aus dem kopf",
        "dudelt", "gedudelt", "dudelte", "summe", "gesummt", "summte", "vor mich hin gesummt", "hängen geblieben",
        "hängengeblieben", "festgesetzt", "festgesessen", "stecken geblieben", "ohrwurm", "ohrwürmer",
        "im schädel", "im hirn", "in der birne", "in meinem kopf", "im kopp", "mitgesummt", "gesungen",
        "vor mich hin gesungen", "ohrwurm gehabt", "ohrwurm hatte ich doch",
    ])

    /// "viel im Kopf", "Sorgen im Kopf": thoughts, not music.
    static let thoughtsNotMusic: Set<String> = CorrectionYesNoWords.folded([
        "viel", "vieles", "einiges", "gedanken", "sorgen", "sachen", "arbeit", "chaos", "probleme", "termine",
        "kram", "zeug", "nichts", "nix", "druck", "kopfschmerzen", "schmerzen", "stress", "durcheinander",
    ])

    // MARK: Countermeasures (#6, #7)

    /// Words that say an activity was done against the music.
    static let againstCue = CorrectionPhraseList([
        "dagegen", "dagegn", "um ihn loszuwerden", "um es loszuwerden", "um sie loszuwerden", "loszuwerden",
        "zum ablenken", "abgelenkt", "ablenken", "damit er weggeht", "damit es weggeht", "damit es aufhört",
        "damit er aufhört", "weg zu kriegen", "wegzukriegen", "wegzubekommen", "gegen den ohrwurm",
        // learners drop or confuse the article ("gegen Ohrwurm ich habe Tee getrunken")
        "gegen ohrwurm", "gegen die ohrwurm", "gegen das ohrwurm", "gegen der ohrwurm", "gegen lied", "gegen den lied",
        "gegen den song", "gegen song", "gegen musik",
        "gegen das lied", "gegen die musik", "gegen die melodie", "gegen das gedudel", "übertönen", "übertönt", "wegzusingen", "wegzuhören", "abzuschütteln", "abschütteln", "zu verdrängen",
        "verdrängen", "loswerden", "zur ablenkung", "als ablenkung", "um mich abzulenken", "abzulenken",
        "zu übertönen", "vertreiben", "vertrieben", "gegenmittel", "entgegengesetzt", "entgegengewirkt",
    ])
    /// Remarks on how a countermeasure went, without new information.
    static let remarks = CorrectionPhraseList([
        "hat nichts geholfen", "hat nicht geholfen", "half nichts", "hat geholfen", "hat nichts gebracht",
        "hat nix gebracht", "hat auch nichts gebracht", "hat aber nichts gebracht", "hat wenig gebracht",
        "hat etwas geholfen", "hat ein bisschen geholfen", "hat kaum geholfen", "nichts gebracht", "nichts geholfen",
        "nicht geholfen", "nix gebracht", "wenig gebracht", "kaum geholfen",
        // a failed attempt still counts (CONTRACT.md #6): "…, ging nicht", "hat nicht geklappt"
        "ging nicht", "ging aber nicht", "hat nicht geklappt", "nicht geklappt", "klappte nicht", "hat nicht funktioniert",
        "nicht funktioniert", "funktionierte nicht", "ohne erfolg", "vergeblich", "erfolglos", "brachte nichts", "half nicht",
    ])
    static let remarkWords: Set<String> = CorrectionYesNoWords.folded([
        "dagegen", "hat", "nichts", "nicht", "geholfen", "half", "gebracht", "auch", "aber", "leider", "wenig",
        "etwas", "ein", "bisschen", "kaum", "das", "es", "doch", "schon", "irgendwie", "trotzdem",
        "ging", "geklappt", "klappte", "funktioniert", "funktionierte", "ohne", "erfolg", "vergeblich", "erfolglos",
        "brachte", "leider", "natuerlich", "halt", "eh", "wirklich",
    ])

    /// Nothing was done against it -> countermeasures false.
    static let nothingDone = CorrectionPhraseList([
        "nichts gegen", "nix gegen", "nichts gegen den ohrwurm", "nichts gegen das lied",
        "nichts dagegen", "nix dagegen", "nicht dagegen", "nichts gemacht", "nichts getan", "nichts unternommen",
        "keine gegenmaßnahme", "keine gegenmaßnahmen", "keine maßnahmen", "nichts versucht", "gar nichts dagegen",
        "nicht versucht", "nichts davon", "einfach laufen lassen", "laufen lassen", "ausgehalten",
        "war keine gegenmaßnahme", "nicht gegen den ohrwurm", "nicht wegen dem ohrwurm", "nicht wegen des ohrwurms",
        "zufall", "zufällig", "hatte nichts damit zu tun", "nichts mit dem ohrwurm zu tun",
        "nichts entgegengesetzt", "nix entgegengesetzt", "nichts entgegen",
    ])
    /// Leading words dropped from a spoken activity ("hab dagegen Radio gehört" -> "Radio gehört").
    static let activityLeadingNoise: Set<String> = CorrectionYesNoWords.folded([
        "ich", "i", "hab", "habe", "hatte", "hob", "bin", "war", "dann", "dagegen", "doch", "eigentlich", "noch",
        "auch", "aber", "ja", "nee", "nein", "mal", "einfach", "halt", "sogar", "zumindest", "wenigstens",
        "extra", "schon", "mich", "mir", "was", "etwas", "erst", "gestern", "heute", "daraufhin", "deshalb",
        "deswegen", "also", "und", "sondern", "da", "dafür", "stattdessen", "außerdem", "zudem", "nämlich",
        "gegenmaßnahme", "gegenmassnahme", "gegenmaßnahmen", "maßnahme", "war", "ist", "is", "es", "das", "des",
        "zwar", "übrigens", "wir", "er", "sie", "wars", "war's", "gemacht", "getan", "versucht", ":", "ihn",
        "den", "ohrwurm", "ihm", "ihr", "dass",
    ])
    /// Trailing words dropped from a spoken activity.
    static let activityTrailingNoise: Set<String> = CorrectionYesNoWords.folded([
        "dagegen", "dann", "doch", "eigentlich", "halt", "auch", "noch", "mal", "gegen", "den", "ohrwurm",
        "deswegen", "deshalb", "dafür", "extra", "heute", "hab", "habe", "ich", "bin",
        "als", "gegenmaßnahme", "gegenmassnahme", "so", "zu", "um",
    ])
}
