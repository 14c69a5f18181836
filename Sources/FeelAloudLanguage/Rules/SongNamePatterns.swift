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
