import FeelAloudCore

/// Value words per field type (rules as data; folded when matched, `*` = stem).
///
/// Own compact tables for the correction parser (the extractor's lexicons live in
/// `Rules/`; the lead may merge them later). Generic scale words ("hoch", "mittel") are kept
/// apart from field-specific words ("nervt" -> distress, "gestresst" -> stress) because the
/// specific words also tell which field a bare value belongs to.
enum CorrectionValueWords {
    // MARK: Modifiers (CONTRACT.md §1: one step up / down, never beyond the scale)

    /// The shared intensifiers (`Intensifiers`, "mod.intensifier").
    static let intensifiers = CorrectionPhraseList(Intensifiers.phrases(of: "mod.intensifier"))
    /// The shared softeners and partial negations ("nicht so", "nicht besonders": one step down).
    static let softeners = CorrectionPhraseList(Intensifiers.phrases(of: "mod.softener") + Negation.phrases(of: "neg.partial"))
    /// The shared partial negations ("nicht so", "nicht besonders").
    static let partialNegations = CorrectionPhraseList(Negation.phrases(of: "neg.partial"))
    /// The shared one-word negation triggers (`Negation`: clause, determiner and "ohne"), after
    /// the regional table has made "ned"/"koa" standard words.
    static let negators: Set<String> = Negation.words(of: "neg.clause").union(Negation.words(of: "neg.determiner"))
        .union(Negation.words(of: "neg.forward"))

    // MARK: Mood (#1)

    static let mood: [(Mood, CorrectionPhraseList)] = [
        (.good, CorrectionPhraseList([
            "gut", "guter", "gute", "super", "toll", "prima", "klasse", "bestens", "glücklich", "froh", "fröhlich",
            "positiv", "spitze", "genial", "hervorragend", "fein", "schön", "happy", "top", "heiter", "gut drauf",
            "gut gelaunt", "gutgelaunt", "zufrieden", "blendend", "wunderbar", "großartig", "besser", "ausgezeichnet",
            "fantastisch", "geil", "leiwand", "nicht schlecht", "gar nicht schlecht", "gut gewesen", "sonnig",
            "beschwingt", "euphorisch", "ausgelassen", "bombig", "bombe", "1a", "1 a", "eins a", "astrein",
            "knorke", "dufte", "spitzenmäßig", "famos", "sahne", "nice", "lit",
            "sehr gut", "richtig gut", "eher gut", "erfreulich", "heiter", "schöner", "guter tag", "toller",
            "super tag", "schöner tag", "guten", "schönen", "tollen", "gutes", "schönes", "pudelwohl",
            "wohlgefühlt", "gut getan", "gutgetan", "begeistert", "dankbar", "stolz", "traumhaft", "hammertag", "gelungen", "klasse tag", "wunderschön", "herrlich", "bombastisch",
        ])),
        (.bad, CorrectionPhraseList([
            "schlecht", "schlechte", "schlechter", "mies", "miese", "mau", "beschissen", "scheiße", "scheiß",
            "kacke", "traurig", "negativ", "übel", "bescheiden", "down", "schlimm", "furchtbar", "schrecklich",
            "mistig", "niedergeschlagen", "deprimiert", "depri", "grottig", "gedrückt", "nicht gut", "nicht so gut",
            "nicht besonders", "nicht besonders gut", "schlecht drauf", "mies drauf", "schlecht gelaunt",
            "mies gelaunt", "trüb", "trübe", "betrübt", "unglücklich", "frustriert", "gereizt", "wütend", "sauer",
            "elend", "im keller", "katastrophal", "lausig", "bedrückt", "grantig", "zwider", "am boden", "mistig",
            "bedrückend", "schlechtgelaunt", "ätzend", "trist", "hundsmiserabel", "miserabel", "nicht toll",
            "nicht so toll", "nicht gut drauf", "nicht so dolle", "nicht dolle", "durch", "fertig", "k.o.",
            "mieser", "miesen", "schlechten", "beschissenen", "blöden", "doofen", "beschissener", "schlechter tag", "mieser tag", "scheißtag", "mistag", "misttag", "gedrückte",
            "niedergeschlagen", "traurige", "gefrustet", "frust", "hoffnungslos", "zum heulen", "könnte heulen",
            "einsam", "mag nimmer", "rabenschwarz", "dreckig", "beschissen", "zum heulen", "elendig", "kacke",
        ])),
        (.neutral, CorrectionPhraseList([
            "neutral", "okay", "ok", "o.k.", "so lala", "lala", "solala", "geht so", "ging so", "durchwachsen",
            "normal", "ausgeglichen", "gemischt", "mittelmäßig", "mittel", "so mittel", "ganz okay", "ganz ok",
            "naja", "weder noch", "weder gut noch schlecht", "passabel", "nicht so schlecht", "mäßig", "in ordnung",
            "ganz normal", "gemischte gefühle", "auf und ab", "mal so mal so", "unaufgeregt", "neutraler",
            "nicht schlecht aber auch nicht gut", "nichts besonderes", "unspektakulär", "ausgewogen", "gleichmäßig",
            "durchschnittlich", "alright", "mittelprächtig", "halbwegs", "es ging", "ausgeglichen",
        ])),
    ]

    // MARK: Scales shared by distress (#5) and stress (#9)

    static let severityGeneric: [(Severity, CorrectionPhraseList)] = [
        (.none, CorrectionPhraseList([
            "kein", "keiner", "keine", "keinen", "keins", "null", "gar nicht", "überhaupt nicht", "nichts",
            "gar keiner", "gar keinen", "nicht vorhanden", "nein", "none", "nie", "garnicht", "überhaupt keiner",
            "überhaupt keinen", "gar keine", "nicht da",
        ])),
        (.low, CorrectionPhraseList([
            "gering", "geringer", "niedrig", "niedriger", "wenig", "leicht", "klein", "kleiner", "schwach", "minimal",
            "low", "ein bisschen", "bisschen", "etwas", "kaum", "ein wenig", "tief", "gering gewesen", "niedere",
        ])),
        (.medium, CorrectionPhraseList([
            "mittel", "mittelmäßig", "mäßig", "moderat", "normal", "medium", "so mittel", "mittlere", "mittleren",
            "mittlerer", "spürbar", "mittelhoch", "mittelstark", "middle", "mittel stark", "durchschnittlich",
        ])),
        (.high, CorrectionPhraseList([
            "hoch", "hohe", "hoher", "höher", "groß", "große", "großer", "stark", "starke", "starker", "heftig",
            "extrem", "enorm", "massiv", "riesig", "high", "krass", "sehr hoch", "maximal", "immens",
            "gewaltig", "brutal", "mega",
        ])),
    ]

    /// Words that only describe suffering from the music (#5).
    static let distressSpecific: [(Severity, CorrectionPhraseList)] = [
        (.none, CorrectionPhraseList([
            "angenehm", "angenehmer", "angenehme", "lustig", "witzig", "gefällt mir", "gemocht", "mochte ihn",
            "mochte es", "mag das lied", "mag den song", "nicht schlimm gewesen", "gar nicht gestört",
            "wurscht", "macht nichts", "macht mir nichts", "nicht weiter schlimm", "nicht der rede wert",
            "beruhigend", "motivierend", "freut mich", "hat was", "schadet nicht", "nicht unangenehm", "gefallen", "mag ich", "mochte ich", "mir egal", "war egal", "ist egal", "egal gewesen", "war mir egal",
            "kalt gelassen", "hat mich kalt gelassen", "harmlos", "find ich gut",
            "fand ich gut", "fand ich schön", "hat spaß gemacht", "gute laune gemacht", "motiviert", "angetrieben",
            "nicht schlimm", "gar nicht schlimm", "nicht gestört", "nicht genervt", "unproblematisch",
            "kein problem", "genossen", "nicht störend", "stört nicht", "störte nicht", "wurscht", "wurst",
        ])),
        (.low, CorrectionPhraseList([
            "lästig", "lästiger", "lästige", "nervt ein bisschen", "störte kaum", "stört kaum", "ein wenig störend",
            "leicht nervig", "halb so wild", "nicht so wild", "auszuhalten", "aushaltbar", "erträglich",
            "leicht störend",
        ])),
        (.medium, CorrectionPhraseList([
            "nervt", "nervig", "nervige", "genervt", "nerven", "nervend", "nervte", "nervtötend", "stört", "störte",
            "gestört", "störend", "belastend", "belastet", "unangenehm", "ätzend", "doof", "blöd", "schlimm",
            "anstrengend", "ging mir auf die nerven", "auf die nerven", "auf den keks", "auf den sack",
            "ärgerlich", "ärgert", "geärgert", "auf den geist", "auf den senkel", "auf den wecker", "nervensäge",
            "irritierend", "ablenkend", "penetrant", "aufdringlich", "nicht konzentrieren",
            "auf den zeiger", "genervt hat", "mühsam", "zermürbend", "nervtötender",
        ])),
        (.high, CorrectionPhraseList([
            "unerträglich", "qual", "quälend", "quält", "gequält", "quälte", "wahnsinnig gemacht",
            "narrisch", "narrisch gemacht", "deppert", "zum narrischwern", "zermürbt",
            "macht mich wahnsinnig", "hat mich wahnsinnig gemacht", "wahnsinnig", "verrückt", "kirre", "irre",
            "fertig gemacht", "nicht auszuhalten", "kaum auszuhalten", "horror", "folter", "hölle", "tortur",
            "in den wahnsinn", "durchgedreht", "albtraum", "alptraum", "nicht mehr hören", "hasse", "grauenhaft",
            "grausam", "katastrophe", "halte das nicht aus", "nicht auszuhalten", "drehe durch", "dreh durch",
            "killt mich", "am ende mit den nerven", "zum mäusemelken", "raubt mir den schlaf", "treibt mich", "verrücktwerden", "zum verrückt werden", "zum durchdrehen", "durchdrehen", "zum verzweifeln", "verzweifelt", "zum kotzen",
        ])),
    ]

    /// Words that only describe the day's stress (#9).
    static let stressSpecific: [(Severity, CorrectionPhraseList)] = [
        (.none, CorrectionPhraseList([
            "entspannt", "entspannter", "relaxed", "relaxt", "gechillt", "chillig", "ruhig", "gelassen", "locker",
            "stressfrei", "kein stress", "keinen stress", "null stress", "ohne stress", "tiefenentspannt",
            "easy", "entspannend", "tiefenentspannt", "ganz ruhig", "chillen", "gechillt", "ausgeglichen",
            "nicht gestresst", "gar nicht gestresst", "überhaupt nicht gestresst", "stresslos", "keinerlei stress",
            "erholsam*", "erholt", "entspannt*", "ohne druck", "kein druck", "keine hektik", "ohne hektik", "ausgeruht",
            "abgeschaltet", "entschleunigt", "in ruhe", "gemütlich", "runtergekommen", "kein bisschen gestresst",
        ])),
        (.low, CorrectionPhraseList([
            "etwas stress", "bisschen stress", "ein bisschen stress", "wenig stress", "leicht gestresst",
            "etwas gestresst", "kaum stress", "aufgeregt", "etwas viel", "ein bisschen viel", "leicht angespannt",
        ])),
        (.medium, CorrectionPhraseList([
            "gestresst", "stressig", "stressiger", "stressige", "hektisch", "angespannt", "unter druck", "druck",
            "arbeitsstress", "viel zu tun", "viel los", "stress gehabt", "stress hatte", "hatte stress", "im stress",
            "hab stress", "hatte ich stress", "viel stress", "unruhig", "gehetzt", "nervös", "abgehetzt",
            "hektik", "zeitdruck", "termindruck", "chaos", "chaotisch", "trubel", "auf trab", "keine zeit",
            "keine pause", "überstunden", "nervenaufreibend", "geschlaucht", "vollgepackt", "durchgetaktet",
        ])),
        (.high, CorrectionPhraseList([
            "überfordert", "am limit", "am ende", "panik", "ausgebrannt", "durch den wind", "unter strom",
            "fix und fertig", "völlig fertig", "total fertig", "totaler stress", "burnout", "kurz vorm durchdrehen",
            "land unter", "am anschlag", "mega stress", "purer stress", "extremer stress", "riesenstress",
            "höllenstress", "megastress", "überforderung", "nervenzusammenbruch", "komplett fertig", "alles zu viel",
            "viel zu viel", "über den kopf", "dauerstress", "wahnsinnsstress", "am ende meiner kräfte",
        ])),
    ]

    // MARK: Earworm strength (#4)

    static let strengthGeneric: [(EarwormStrength, CorrectionPhraseList)] = [
        (.weak, CorrectionPhraseList([
            "leise*", "leiser", "schwach", "schwächer", "schwacher", "schwache", "schwachen", "leichter", "leichte", "leicht", "gering", "wenig", "niedrig", "ein bisschen", "bisschen", "dezent",
            "sanft", "kaum", "low", "klein",
        ])),
        (.medium, CorrectionPhraseList([
            "mittel", "mittelstark", "mittelmäßig", "mäßig", "mittlere", "mittlerer", "medium", "so mittel",
            "normal", "mittel stark",
        ])),
        (.strong, CorrectionPhraseList([
            "stark", "stärker", "starke", "starker", "heftig", "extrem", "hoch", "intensiv", "massiv", "high",
            "sehr stark", "mega", "krass", "brutal",
        ])),
    ]

    /// Phrases that only describe how persistent the music was (#4).
    static let strengthSpecific: [(EarwormStrength, CorrectionPhraseList)] = [
        (.weak, CorrectionPhraseList([
            "leise", "kurz", "nur kurz", "zwischendurch", "ab und zu", "ab und an", "manchmal", "selten",
            "gelegentlich", "hin und wieder", "ganz leise", "kurzzeitig", "einmal", "nur einmal", "im hintergrund",
            "kurz mal", "vereinzelt", "sporadisch",
        ])),
        (.medium, CorrectionPhraseList([
            "immer wieder", "öfter", "öfters", "häufig", "regelmäßig", "mehrmals", "oft", "wiederholt",
            "immer mal wieder", "mehrfach", "des öfteren",
        ])),
        (.strong, CorrectionPhraseList([
            "die ganze zeit", "den ganzen tag", "ganzen tag", "ganze zeit", "ununterbrochen", "dauerschleife",
            "ganz tag", "die ganz tag", "die ganze tag",
            "in dauerschleife", "dauerohrwurm", "werd ihn nicht los", "werde ihn nicht los", "nicht los",
            "nicht mehr los", "nicht loswerden", "nicht losbekommen", "nicht weggekriegt", "ständig", "permanent", "nonstop", "non-stop", "dauernd",
            "pausenlos", "rauf und runter", "in einer tour", "ohne pause", "den ganzen abend",
            "den ganzen vormittag", "den ganzen nachmittag", "den ganzen morgen", "durchgehend", "endlos",
            "andauernd", "ohne unterlass", "geht nicht aus dem kopf", "nicht aus dem kopf", "unaufhörlich",
            "dauerbeschallung", "in endlosschleife", "endlosschleife", "24/7", "immerzu", "fortwährend",
        ])),
    ]

    // MARK: Yes/no values of flags (#2, #6, #8)

    static let yes = CorrectionPhraseList([
        "ja", "jo", "jup", "jep", "jap", "japp", "jepp", "yo", "doch", "stimmt", "richtig", "true", "wahr", "klar", "gab es", "vorhanden", "schon",
        "sicher", "positiv", "yes", "hatte ich", "hab ich", "war da", "waren da", "auf jeden fall", "logo",
        "jawohl", "jawoll", "hab ich gemacht", "ja klar", "natürlich", "gab", "gabs", "da", "jep", "vorhanden",
        "hatte ich doch", "korrekt",
    ])
    static let no = CorrectionPhraseList([
        "nein", "nicht", "kein", "keine", "keinen", "keiner", "keins", "false", "falsch", "nope", "nichts",
        "niemand", "niemanden", "gar nicht", "nicht vorhanden", "gab es nicht", "hatte ich nicht", "negativ",
        "nie", "no", "fehlanzeige", "gar keine", "gar keinen", "gar kein", "überhaupt nicht", "nö", "ohne",
    ])

    /// "don't know" / "clear it": empties an optional field.
    static let nullish = CorrectionPhraseList([
        "weiß nicht", "weiß ich nicht", "keine ahnung", "unbekannt", "nicht angegeben", "keine angabe",
        "leer", "löschen", "streichen", "weg", "raus", "unklar", "nicht bekannt", "vergessen", "offen",
        "leer lassen", "nicht bekannt", "null", "nichts", "keins", "keiner", "kein", "keine", "nein",
        "weiß nicht mehr", "weiß ich nicht mehr", "kenne nicht", "kenn nicht", "kenne ich nicht", "kenn ich nicht",
        "weiß nicht wie", "nicht wie es heißt", "nicht wie das heißt", "erinnere mich nicht",
        "erinnere nicht", "entfernen", "k.a.", "egal", "ohne", "weglassen",
    ])
}
