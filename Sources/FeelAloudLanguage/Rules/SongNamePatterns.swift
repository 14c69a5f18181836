/// Words that bound an unquoted song title ("hab X im Kopf", "das Lied X von Y") and words
/// that never make a title by themselves. Used by `SongNameFinder`.
enum SongNamePatterns {
    /// A title never extends over these words (pronouns, verbs, time and frequency words).
    static let stopWords: [String] = [
        "ich", "mir", "mich", "wir", "du", "er", "es", "sie", "man", "hab", "habe", "hatte",
        "hatt", "hab's", "habs", "hat", "hast", "ist", "war", "bin", "waren", "sind", "geht",
        "ging", "gehts", "laeuft", "lief", "spielt", "spielte", "dudelt", "dudelte", "summt",
        "summte", "summe", "singt", "singe", "kommt", "kam", "kommen", "heute", "heut",
        "gestern", "seit", "seitdem", "schon", "wieder", "immer", "ganzen", "ganze", "tag",
        "zeit", "morgen", "mittag", "abend", "frueh", "noch", "dauernd", "staendig",
        "permanent", "ununterbrochen", "leise", "kurz", "zwischendurch", "bisschen", "etwas",
        "total", "echt", "voll", "irgendwie", "gerade", "jetzt", "einfach", "mal", "auch",
        "nur", "ploetzlich", "wie", "mega", "ab", "und", "oder", "aber", "weil", "dass",
        "denn", "nicht", "kein", "keinen", "keine", "mehr", "als", "dann", "da", "hier",
        "wohl", "gar", "sehr", "richtig", "ziemlich", "laut", "vor", "hin", "dabei",
        "beim", "nach", "morgens", "abends", "mittags", "nachts", "oft", "oefter", "manchmal",
        "dauerschleife", "endlosschleife", "repeat", "loop", "ohrwurm", "lied", "song",
        "melodie", "musik", "kopf",
        "zum", "wirklich", "natuerlich", "leider", "zu", "schleife", "stunden", "vormittag",
        "nachmittag", "vorhin", "gehabt", "drin", "drinnen", "wegen", "obwohl", "weiss",
        "heisst", "sowas", "irgendwas", "irgendein", "irgendeine", "irgendeinen", "bloss",
        "bzw", "also", "halt", "endlich", "ja", "ueberfluss", "nee", "nein", "weg", "haengt", "spukt", "pfeift", "geistert", "schwirrt", "klebt", "omg", "lol", "boah", "tja", "ugh", "warum", "wieso", "random", "danach", "dann", "zwischendrin", "vorher", "nachher", "ichs", "grad", "gerade", "lowkey", "literally", "nerv", "nervt", "nervig", "genervt", "lästig", "laestig",
    ]
    /// Stripped from the left edge of a title candidate ("das Lied", "diesen").
    static let leadingNoise: [String] = [
        "ein", "eine", "einen", "einem", "der", "die", "das", "den", "dem", "dieses",
        "diesen", "diese", "dieser", "so", "son", "sone", "mein", "meinen", "dieses",
        "lied", "song", "melodie", "titel", "stueck", "schlager", "hit", "ohrwurm",
        "alte", "alten", "neue", "neuen", "bloede", "bloeden", "doofe", "doofen", "nervige",
        "nervigen", "kitschige", "kitschigen", "olle", "ollen", "schrecklichen", "schreckliche",
        "bekannte", "bekannten", "wieder", "schon", "endlos", "dem", "vom", "von",
    ]
    /// A candidate made only of these words identifies nothing.
    static let genericWords: [String] = [
        "ein", "eine", "einen", "einem", "einer", "irgendein", "irgendeine", "irgendeinen",
        "irgendeinem", "das", "der", "die", "den", "dem", "es", "was", "etwas", "irgendwas",
        "sowas", "ding", "teil", "lied", "song", "melodie", "musik", "ohrwurm", "tune",
        "schlager", "hit", "refrain", "stueck", "jingle", "gedudel", "so", "dieses", "diesen",
        "diese", "immer", "gleiche", "gleichen", "selbe", "selben", "mir", "unbekanntes",
        "unbekannte", "unbekannten", "werbung", "radio", "alten", "alte", "neue", "neuen",
        "kinderlied", "weihnachtslied", "popsong", "schlagers", "lieder", "songs", "melodien",
        "zeug", "kram", "mist", "schrott", "quatsch", "gedanken", "sorgen", "arbeit", "nichts",
        "nix", "viel", "vieles", "allerlei", "nur", "ständig", "staendig", "liadl", "liad", "liedl",
        "gedudel", "dudelmusik", "fahrstuhlmusik", "musikfetzen", "melodiefetzen", "random", "ja", "ueberfluss", "zugabe", "riff", "frueher", "damals", "kindheit", "stueck", "intro", "outro",
    ]
    /// Generic prefixes of "<X>-Melodie" compounds that do not identify a song.
    static let genericCompoundPrefixes: [String] = [
        "werbe", "kinder", "weihnachts", "schlager", "pop", "lieblings", "radio", "sommer",
        "ohrwurm", "gute-laune", "party", "hinter", "hintergrund", "fahrstuhl", "warte",
        "warteschleifen", "tanz", "volks", "trink", "sauf", "lieder", "musik", "titel",
        "sing", "sommerhit", "pop-", "rock", "rap", "jazz", "klassik", "kirchen", "laterne", "dudel",
        "random", "weihnacht", "advents", "wiegen", "schlaf", "gute-nacht", "geburtstags", "karnevals",
    ]
    /// Games, sports and instruments one plays or practises: objects of "gespielt/geübt", no title.
    static let playedThings: [String] = [
        "fussball", "fußball", "tennis", "tischtennis", "handball", "basketball", "volleyball", "golf",
        "badminton", "squash", "hockey", "eishockey", "billard", "darts", "bowling", "kegeln", "minigolf",
        "karten", "kartenspiele", "schach", "skat", "poker", "uno", "monopoly", "mensch aergere dich nicht",
        "brettspiele", "brettspiel", "gesellschaftsspiele", "playstation", "xbox", "switch", "nintendo",
        "videospiele", "computerspiele", "lego", "verstecken", "fangen", "theater", "klavier", "piano",
        "gitarre", "geige", "violine", "bratsche", "cello", "kontrabass", "bass", "floete", "blockfloete",
        "querfloete", "trompete", "posaune", "tuba", "horn", "klarinette", "saxophon", "saxofon", "orgel",
        "keyboard", "schlagzeug", "drums", "ukulele", "harfe", "akkordeon", "mundharmonika", "zither",
        "tonleitern", "etueden", "noten", "vokabeln",
    ]
}

// MARK: songs as knowledge (used with `SongGazetteer`)

extension SongNamePatterns {
    /// A known title made only of such words (or of one word) is *ambiguous*: it counts only
    /// with its artist stated, beside a music cue, or as the candidate the cues found
    /// ("wir haben über Sommer gesprochen" names no song). Key words (`SongKey`: folded,
    /// ae/oe/ue -> a/o/u, no apostrophes).
    static let commonTitleWords: Set<String> = Set(commonTitleWordList.flatMap { SongKey.words($0) + (SongKey.plainWords($0) ?? []) })

    static let commonTitleWordList: [String] = [
        // German function words
        "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "und",
        "oder", "aber", "wie", "so", "als", "wenn", "dass", "ob", "weil", "nur", "noch", "schon",
        "auch", "nicht", "kein", "keine", "ja", "nein", "nie", "immer", "mehr", "alle", "alles",
        "ich", "du", "er", "sie", "es", "wir", "ihr", "mich", "mir", "dich", "dir", "uns", "euch",
        "mein", "meine", "dein", "deine", "sein", "seine", "unser", "unsere", "diese", "dieser",
        "dieses", "diesen", "was", "wer", "wo", "wann", "warum", "hier", "da", "dort", "jetzt",
        "heute", "morgen", "gestern", "mal", "doch", "von", "vom", "zu", "zum", "zur", "in", "im",
        "an", "am", "auf", "aus", "bei", "mit", "nach", "ohne", "für", "über", "unter", "vor",
        "durch", "gegen", "bis", "um", "hab", "habe", "hat", "haben", "bin", "bist", "ist", "sind",
        "war", "waren", "wird", "werden", "will", "kann", "muss", "soll", "geht", "gehen", "komm",
        "kommt", "lass", "mach", "gib", "sag", "hey", "oh", "ah", "na", "lala", "la",
        // German everyday nouns, adjectives, verbs
        "tag", "tage", "nacht", "nächte", "zeit", "leben", "liebe", "herz", "welt", "sommer",
        "winter", "frühling", "herbst", "sonne", "mond", "stern", "sterne", "himmel", "haus",
        "heimat", "kinder", "kind", "freunde", "freund", "mensch", "menschen", "mann", "männer",
        "frau", "frauen", "junge", "mädchen", "mama", "papa", "baby", "engel", "feuer", "wasser",
        "regen", "schnee", "wind", "meer", "see", "stadt", "land", "straße", "weg", "reise",
        "musik", "lied", "lieder", "radio", "party", "tanz", "traum", "träume", "glück", "freiheit",
        "sehnsucht", "wahnsinn", "schön", "gut", "neu", "alt", "groß", "klein", "lang", "hoch",
        "frei", "allein", "zusammen", "wieder", "weiter", "hallo", "danke", "bitte", "tschüss",
        "ende", "anfang", "augen", "hände", "kopf", "morgenrot", "abend", "wochenende", "montag",
        "sonntag", "samstag", "freitag", "rot", "blau", "weiß", "schwarz", "gold", "liebeslied",
        "atemlos", "schwerelos", "paradies", "hölle", "bayern", "deutschland", "berlin",
        "sonnenschein", "unendlich", "irgendwann", "vielleicht", "egal", "easy", "chillen",
        "roller", "zombie", "laune", "stimmung", "arbeit", "schule", "urlaub", "ruhe", "stress",
        "lust", "spaß", "angst", "hunger", "durst", "bock", "halt", "egal", "okay", "super", "toll",
        "guten", "gute", "beste", "besten", "spät", "lebe", "lieb", "raus", "rein", "problem", "wort",
        "zurück", "bye", "dann", "alte", "alten", "flut", "geh", "einfach", "verdient", "oft", "gefragt",
        "leg", "hör", "bilder", "zeiten", "ändern", "schönste", "block", "teil", "schuld", "zahl",
        "bauch", "wunder", "vergessen", "weinst", "laut", "vergiss", "davon", "perfekt", "weck",
        "haut", "fenster", "geschehen", "westen", "tief", "hin", "sehn", "sehen", "nachts", "uhr",
        "jahre", "jahren", "ganz", "gar", "etwas", "viel", "wenig", "letzte", "erste", "tanzen",
        "singen", "lachen", "weinen", "fliegen", "laufen", "kommen", "bleiben", "weg", "los", "frieden",
        "glücklich", "traurig", "müde", "wach", "warm", "kalt", "heiß", "lieben", "leben", "sterben",
        // English function words and everyday words
        "i", "you", "me", "my", "your", "we", "us", "our", "he", "she", "it", "they", "the", "a",
        "an", "and", "or", "of", "to", "in", "on", "at", "for", "with", "is", "are", "be", "was",
        "do", "dont", "can", "cant", "will", "just", "all", "no", "not", "yes", "so", "now", "up",
        "down", "out", "this", "that", "what", "when", "where", "who", "why", "how", "one", "two",
        "love", "baby", "hello", "hey", "time", "life", "world", "heart", "night", "day", "days",
        "home", "girl", "girls", "boy", "boys", "dance", "dream", "dreams", "happy", "crazy", "stay",
        "sorry", "believe", "forever", "tonight", "today", "yesterday", "summer", "song", "music",
        "party", "fire", "water", "light", "lights", "sun", "moon", "star", "stars", "sky", "rain",
        "run", "go", "come", "back", "again", "more", "good", "bad", "new", "old", "young", "free",
        "alone", "together", "one", "feel", "feeling", "work", "help", "money", "hero", "angel",
        "angels", "beautiful", "perfect", "alive", "easy", "stop", "jump", "shout", "faith", "hold",
        "let", "get", "give", "take", "make", "want", "need", "know", "say", "like", "look", "see",
        "ok", "okay", "yeah", "oh", "sweet", "little", "big", "home", "man", "woman", "people",
        "friends", "family", "everybody", "somebody", "nobody", "something", "nothing", "everything",
    ]

    /// True when a known title's key words are too common to stand alone (see above).
    static func isAmbiguousTitle(_ words: [String]) -> Bool {
        if words.count <= 1 { return true }
        if words.count >= 4 { return false }
        return words.allSatisfy { commonTitleWords.contains($0) || $0.count <= 2 }
    }

    /// Fillers, interjections and ordinary nouns that never make a title on their own
    /// ("naja", "bro", "lala", "hoch", "Radio"), as key words.
    static let nonTitleWords: Set<String> = Set([
        "naja", "na", "ja", "jo", "nee", "ne", "bro", "brudi", "digga", "diggah", "alter", "oida",
        "ey", "hey", "boah", "ach", "aha", "oh", "oha", "hm", "hmm", "mh", "äh", "ähm", "öhm", "uff",
        "puh", "tja", "halt", "eben", "lala", "lalala", "lalalala", "dadada", "trallala", "haha",
        "hihi", "lol", "omg", "xd", "hoch", "runter", "radio", "musik", "ding", "teil", "zeug",
        "dings", "dingens", "irgendwas", "sowas", "was", "das", "es", "so", "mega", "krass", "voll",
        "random", "vibes", "vibe", "song", "lied", "track", "hit", "ohrwurm", "melodie", "tune",
        "heute", "gestern", "morgen", "wieder", "immer", "noch", "schon", "nix", "nichts",
        // greetings opening an entry ("Moin. Hüüt weer …"), ordinary fun words ("aus Jux")
        "moin", "moinsen", "servus", "gruezi", "grüezi", "hoi", "hallo", "hi", "huhu", "tach", "ahoi",
        "jux", "spass", "spaß", "gaudi", "quatsch", "blödsinn", "unsinn", "witz",
    ].flatMap { SongKey.words($0) + (SongKey.plainWords($0) ?? []) })

    /// Words between a known title and a stick cue in the next clause ("X läuft bei mir | in
    /// Dauerschleife", "X geht mir | immer wieder durch den Kopf").
    static let stickBridge: Set<String> = ["laeuft", "lief", "geht", "kommt", "bei", "mir", "mich", "ich", "hab", "habe", "hatte", "ist", "war", "spielt", "dudelt", "seit", "heute", "einfach"]

    /// Endings of words that describe a piece by its source ("Tetris-Melodie", "Titelmusik").
    static let describingWords: [String] = ["melodie", "musik", "song", "lied", "theme", "jingle", "thema", "intro", "hymne"]

    /// A candidate made only of non-title words.
    static func isNonTitle(_ words: [String]) -> Bool {
        !words.isEmpty && words.allSatisfy { nonTitleWords.contains($0) }
    }
}
