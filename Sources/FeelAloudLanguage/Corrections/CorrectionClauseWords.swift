/// Small word lists the clause reader uses to recognise the shape of a clause (rules as
/// data): field-number prefixes, copulas, mood cues, purpose and contrast openers, words that
/// are never part of a song title. Folded when matched.
enum CorrectionClauseWords {
    static let numberPrefixes: Set<String> = ["nr", "nummer", "punkt", "feld", "no", "zeile", "position", "pos"]
    /// Field numbers 1–9 as words: the shared number words (`TimeVocabulary`), without the
    /// article forms of "ein".
    static let numberWords: [String: Int] = TimeVocabulary.numberWords.filter {
        (1...9).contains($0.value) && !["ein", "eine", "einen", "einem", "einer"].contains($0.key)
    }
    static let copulas: Set<String> = CorrectionYesNoWords.folded([
        "war", "ist", "is", "hieß", "heißt", "hiess", "heisst", "lautet", "lautete", "wäre", "sei", "waren",
    ])
    static let moodCues = CorrectionPhraseList([
        "ging", "geht", "gings", "ging es", "ging's", "gegangen", "drauf", "gelaunt", "laune", "fühlte", "fühle", "gefühlt",
        "fühl", "tag war", "tag insgesamt", "war ein", "war eher ein", "tag", "abend", "morgen", "gemütlich", "stimmungsmäßig", "mood",
        "für mich war", "für mich wars", "für mich war's", "für mich war er", "mir war", "mir wars",
    ])
    static let moodOnly = CorrectionPhraseList([
        "traurig", "glücklich", "froh", "fröhlich", "happy", "deprimiert", "depri", "niedergeschlagen",
        "frustriert", "gute laune", "schlechte laune", "gut gelaunt", "schlecht gelaunt", "mies gelaunt",
        "bester laune", "mies drauf", "gut drauf", "schlecht drauf", "super drauf", "unglücklich", "zufrieden",
        "euphorisch", "bedrückt", "betrübt", "gereizt", "wütend",
    ])
    static let purposeStarts: Set<String> = CorrectionYesNoWords.folded([
        "damit", "um", "weil", "denn", "obwohl", "wobei", "nachdem", "bevor", "sodass",
    ])
    /// "nicht das Lied" / "nicht dieser Song" (wrong title, see `CorrectionClauseReader.wrongTitle`).
    static let negatedTitleStarts: Set<String> = CorrectionYesNoWords.folded(["nicht", "nich", "ned", "net"])
    static let titleDeterminers: Set<String> = CorrectionYesNoWords.folded([
        "das", "der", "den", "dieses", "dieser", "diesen", "des", "dees", "dem",
    ])
    static let contrastStarts: Set<String> = CorrectionYesNoWords.folded(["nicht", "statt", "anstatt", "anstelle", "nich"])
    static let songNoise: Set<String> = CorrectionYesNoWords.folded([
        "ich", "hatte", "hab", "habe", "war", "ist", "mir", "doch", "eigentlich", "noch", "immer", "wieder", "so",
        "dieses", "diesen", "dieser", "das", "den", "der", "die", "lied", "song", "ohrwurm", "melodie", "musik",
        "schon", "auch", "heute", "ja", "echt", "ganz", "halt", "mal", "ein", "einen", "eine", "dauernd", "nur",
        "im", "kopf", "ohr", "lief", "ging", "dudelte", "spielte", "es", "von", "vom", "hieß", "heißt",
    ])
}
