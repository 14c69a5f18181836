import FeelAloudCore

/// What an answer word says when a correction or manual entry reads it.
public enum ValueMeaning: Sendable, Equatable {
    case mood(Mood)
    /// A scale word without a field ("hoch", "gering"): stress (#9) or distress (#5).
    case scale(Severity)
    /// A scale word for the earworm's strength (#4) ("stark", "schwach").
    case strengthScale(EarwormStrength)
    case stress(Severity)
    case distress(Severity)
    case strength(EarwormStrength)
    case yes, no
    /// "weiß nicht", "löschen": the optional field is emptied.
    case unknown
}

/// One table line of answer words: an id, the phrases (same syntax as `PhraseRule`) and
/// their meaning.
public struct ValueRule: Sendable {
    public let id: String
    public let phrases: [String]
    public let meaning: ValueMeaning

    public init(_ id: String, _ phrases: [String], _ meaning: ValueMeaning) {
        self.id = id
        self.phrases = phrases
        self.meaning = meaning
    }
}

/// The value vocabulary of short answers: corrections (`correct --json`), manual entry and the
/// review read a field's value through the field lexicons of extraction (`MoodLexicon`,
/// `StressLexicon`, `DistressLexicon`, `EarwormStrengthLexicon`, with their blocks) plus this
/// table, which holds only what running text does not need: scale words without a field
/// ("hoch", "mittel"), yes/no and "weiß nicht" words, and answer forms the field lexicons lack
/// ("bombig", "im Keller", "narrisch gemacht"). A word is added in one place: a word every
/// reader should know goes into its field lexicon, an answer-only word here.
///
/// Plain forms of a lexicon stem ("schlecht" beside "schlecht*", "toll" beside "toll*") stay
/// here on purpose: a bare answer and the typo repair ("schelcht") need whole words.
///
/// A phrase listed here wins over the same phrase in a field lexicon (an answer reading: bare
/// "lästig" is low, "okay" is the mood); phrases the field lexicons give to two fields ("cool",
/// "entspannt") are only answers where this table lists them. `ValueWords.problems` (tested)
/// reports a phrase listed here with the meaning its field lexicon already gives it.
public enum ValueWords {
    public static let rules: [ValueRule] = [
        ValueRule("value.mood.good", [
            "toll", "prima", "glücklich", "positiv", "genial", "hervorragend", "schön", "heiter",
            "gutgelaunt", "blendend", "wunderbar", "großartig", "besser", "ausgezeichnet",
            "fantastisch", "leiwand", "gar nicht schlecht", "gut gewesen", "ausgelassen", "bombig",
            "bombe", "1a", "1 a", "eins a", "astrein", "spitzenmäßig", "famos",
            "sahne", "eher gut", "erfreulich", "schöner", "toller", "schönen", "tollen", "schönes",
            "wunderschön", "herrlich", "bombastisch",
            "nicht so übel", "gar nicht so übel", "gar nicht übel", "gar nicht mal so übel",
            // the understatement idiom, like "gar nicht so übel" ("nicht so schlecht" alone stays neutral)
            "gar nicht mal so schlecht", "nicht mal so schlecht", "gar nicht mal schlecht",
            "nicht mal schlecht", "gar nicht mal so verkehrt", "gar nicht so verkehrt", "nicht verkehrt",
        ], .mood(.good)),
        ValueRule("value.mood.bad", [
            "bad",
            "schlecht", "schlechte", "schlechter", "mies", "miese", "mau", "scheiß", "traurig",
            "negativ", "bescheiden", "schlimm", "furchtbar", "schrecklich", "mistig", "grottig",
            "gedrückt", "nicht besonders", "nicht besonders gut", "trübe", "betrübt", "gereizt",
            "wütend", "im keller", "katastrophal", "lausig", "zwider", "bedrückend",
            "schlechtgelaunt", "ätzend", "trist", "hundsmiserabel", "miserabel", "nicht dolle",
            "durch", "fertig", "k.o.", "mieser", "miesen", "schlechten", "beschissenen", "blöden",
            "doofen", "beschissener", "gedrückte", "traurige", "einsam", "rabenschwarz", "dreckig",
            "elendig", "hässlich",
            "unglücklich",
        ], .mood(.bad)),
        ValueRule("value.mood.neutral", [
            "okay", "ok", "o.k.", "lala", "geht so", "ausgeglichen", "ganz okay", "ganz ok",
            "weder noch", "nicht so schlecht", "mal so mal so", "neutraler",
            "nicht schlecht aber auch nicht gut", "ausgewogen", "gleichmäßig", "durchschnittlich",
            "alright", "mittelprächtig", "es ging",
        ], .mood(.neutral)),
        ValueRule("value.scale.none", [
            "kein", "keiner", "keine", "keinen", "keins", "null", "gar nicht", "überhaupt nicht",
            "nichts", "gar keiner", "gar keinen", "nicht vorhanden", "nein", "none", "nie",
            "garnicht", "überhaupt keiner", "überhaupt keinen", "gar keine", "nicht da",
        ], .scale(.none)),
        ValueRule("value.scale.low", [
            "gering", "geringer", "niedrig", "niedriger", "wenig", "leicht", "klein", "kleiner",
            "schwach", "minimal", "low", "ein bisschen", "bisschen", "etwas", "kaum", "ein wenig",
            "tief", "gering gewesen", "niedere",
        ], .scale(.low)),
        ValueRule("value.scale.medium", [
            "mittel", "mittelmäßig", "mäßig", "moderat", "normal", "medium", "so mittel",
            "mittlere", "mittleren", "mittlerer", "spürbar", "mittelhoch", "mittelstark", "middle",
            "mittel stark", "durchschnittlich",
        ], .scale(.medium)),
        ValueRule("value.scale.high", [
            "hoch", "hohe", "hoher", "höher", "groß", "große", "großer", "stark", "starke",
            "starker", "heftig", "extrem", "enorm", "massiv", "riesig", "high", "krass",
            "sehr hoch", "maximal", "immens", "gewaltig", "brutal", "mega", "richtig viel", "sehr viel",
            "ganz viel", "echt viel", "extrem viel",
        ], .scale(.high)),
        ValueRule("value.strengthScale.weak", [
            "weak",
            "leise*", "leiser", "schwach", "schwächer", "schwacher", "schwache", "schwachen",
            "leichter", "leichte", "leicht", "gering", "wenig", "niedrig", "ein bisschen",
            "bisschen", "dezent", "sanft", "kaum", "low", "klein",
        ], .strengthScale(.weak)),
        ValueRule("value.strengthScale.medium", [
            "mittel", "mittelstark", "mittelmäßig", "mäßig", "mittlere", "mittlerer", "medium",
            "so mittel", "normal", "mittel stark",
        ], .strengthScale(.medium)),
        ValueRule("value.strengthScale.strong", [
            "strong",
            "stark", "stärker", "starke", "starker", "heftig", "extrem", "hoch", "intensiv",
            "massiv", "high", "sehr stark", "mega", "krass", "brutal",
        ], .strengthScale(.strong)),
        ValueRule("value.stress.none", [
            "entspannt", "relaxed", "relaxt", "gechillt", "kein stress",
            "keinen stress", "ohne stress", "tiefenentspannt", "entspannend", "ganz ruhig",
            "nicht gestresst", "gar nicht gestresst", "überhaupt nicht gestresst", "stresslos",
            "erholsam*", "entspannt*", "gemütlich",
        ], .stress(.none)),
        ValueRule("value.stress.low", [
            "etwas stress", "bisschen stress", "ein bisschen stress", "wenig stress",
            "etwas gestresst", "kaum stress",
        ], .stress(.low)),
        ValueRule("value.stress.medium", [
            "angespannt", "arbeitsstress", "viel zu tun", "viel los", "stress gehabt",
            "stress hatte", "hatte stress", "im stress", "hab stress", "hatte ich stress",
            "viel stress", "unruhig",
        ], .stress(.medium)),
        ValueRule("value.stress.high", [
            "am ende", "panik", "ausgebrannt", "durch den wind", "unter strom", "fix und fertig",
            "totaler stress", "kurz vorm durchdrehen", "mega stress", "extremer stress",
        ], .stress(.high)),
        ValueRule("value.distress.none", [
            "angenehm", "angenehmer", "angenehme", "witzig", "gemocht", "mochte ihn", "mochte es",
            "nicht schlimm gewesen", "gar nicht gestört", "nicht weiter schlimm", "beruhigend",
            "gefallen", "mag ich", "mochte ich", "war egal", "ist egal", "egal gewesen",
            "war mir egal", "kalt gelassen", "hat mich kalt gelassen", "fand ich gut",
            "fand ich schön", "hat spaß gemacht", "motiviert", "nicht schlimm", "nicht gestört",
            "nicht genervt", "genossen", "nicht störend", "störte nicht",
            "nicht stören",
            // not bothered: indifference words and idioms (negated bother words are none anyway)
            "schnuppe", "schnurz", "schnurzegal", "schnurzpiepegal", "piepegal", "scheißegal", "wurstegal", "pupsegal",
            "mir latte", "ist latte", "war latte", "wumpe", "mir wumpe", "banane", "mir doch banane", "jacke wie hose",
            "ließ mich kalt", "lässt mich kalt", "lies mich kalt", "kaltgelassen", "mich kalt", "am arsch vorbei",
            "ging an mir vorbei", "ging mir am arsch vorbei", "kein ding", "kein thema", "nicht tragisch", "nicht wild",
            "gar nicht wild", "nichts ausgemacht", "hat mir nichts ausgemacht", "machte mir nichts aus", "unbedenklich",
        ], .distress(.none)),
        ValueRule("value.distress.low", [
            "lästig", "lästiger", "lästige", "nervt ein bisschen", "störte kaum", "stört kaum",
            "ein wenig störend", "leicht nervig",
        ], .distress(.low)),
        ValueRule("value.distress.medium", [
            "angezipft", "angefressen",
            "nervend", "belastend", "belastet", "ätzend", "doof", "blöd", "schlimm",
            "ging mir auf die nerven", "ärgerlich", "geärgert", "auf den zeiger", "genervt hat",
            "zermürbend", "nervtötender",
            // bothered / annoyed: the family beside "genervt" and "gestört" (negated: none)
            "angenervt", "gejuckt", "juckt", "tangiert", "gekratzt", "aufgeregt", "regt mich auf", "regte mich auf",
            "angekotzt", "kotzt mich an", "kotzte mich an", "angepisst", "pisst mich an", "stinkig", "gefuchst",
            "fuchst mich", "wurmt mich", "gewurmt", "belästigt", "auf die palme", "auf die eier", "aufn sack", "aufn keks",
            "aufn zeiger", "getriggert", "triggert mich", "gereizt hat", "hat mich gereizt", "auf den nerv",
        ], .distress(.medium)),
        ValueRule("value.distress.high", [
            "unerträglich", "qual", "quält", "quälte", "wahnsinnig gemacht", "narrisch",
            "narrisch gemacht", "hat mich wahnsinnig gemacht", "fertig gemacht",
            "kaum auszuhalten", "in den wahnsinn", "durchgedreht", "nicht mehr hören", "hasse",
            "grauenhaft", "katastrophe", "drehe durch", "dreh durch", "treibt mich",
            "verrücktwerden", "zum verrückt werden", "durchdrehen", "verzweifelt", "zum kotzen",
            "irre gemacht", "bekloppt gemacht", "verrückt gemacht", "kirre gemacht", "in den wahnsinn getrieben",
            "plemplem gemacht",
        ], .distress(.high)),
        ValueRule("value.strength.weak", [
            "kurzzeitig", "einmal", "nur einmal", "sporadisch",
        ], .strength(.weak)),
        ValueRule("value.strength.medium", [
            "des öfteren",
        ], .strength(.medium)),
        ValueRule("value.strength.strong", [
            "ganze zeit", "die ganz tag", "werd ihn nicht los", "werde ihn nicht los", "nicht los",
            "nicht loswerden", "nicht losbekommen", "nicht weggekriegt", "rauf und runter",
            "ohne pause", "durchgehend", "geht nicht aus dem kopf", "nicht aus dem kopf",
            "unaufhörlich", "dauerbeschallung", "in endlosschleife", "24/7", "immerzu",
            "fortwährend",
        ], .strength(.strong)),
        ValueRule("value.yes", [
            "genau",
            "ja", "jo", "jup", "jep", "jap", "japp", "jepp", "yo", "doch", "stimmt", "richtig",
            "true", "wahr", "klar", "gab es", "vorhanden", "schon", "sicher", "positiv", "yes",
            "hatte ich", "hab ich", "war da", "waren da", "auf jeden fall", "logo", "jawohl",
            "jawoll", "hab ich gemacht", "ja klar", "natürlich", "gab", "gabs", "da",
            "hatte ich doch", "korrekt",
        ], .yes),
        ValueRule("value.no", [
            "nein", "nicht", "kein", "keine", "keinen", "keiner", "keins", "false", "falsch",
            "nope", "nichts", "niemand", "niemanden", "gar nicht", "nicht vorhanden",
            "gab es nicht", "hatte ich nicht", "negativ", "nie", "no", "fehlanzeige", "gar keine",
            "gar keinen", "gar kein", "überhaupt nicht", "nö", "ohne",
        ], .no),
        ValueRule("value.unknown", [
            "weiß nicht", "weiß ich nicht", "keine ahnung", "unbekannt", "nicht angegeben",
            "keine angabe", "leer", "löschen", "streichen", "weg", "raus", "unklar",
            "nicht bekannt", "vergessen", "offen", "leer lassen", "null", "nichts", "keins",
            "keiner", "kein", "keine", "nein", "weiß nicht mehr", "weiß ich nicht mehr",
            "kenne nicht", "kenn nicht", "kenne ich nicht", "kenn ich nicht", "weiß nicht wie",
            "nicht wie es heißt", "nicht wie das heißt", "erinnere mich nicht", "erinnere nicht",
            "entfernen", "k.a.", "egal", "ohne", "weglassen",
        ], .unknown),    ]

    /// Words of running text the field lexicons list that are no answer value in a correction
    /// ("alleine" is contact, "streit" a situation, "mittel" a scale word of its own here).
    public static let notAnswers: Set<String> = [
        "alleine", "allein", "leider", "kalt", "grau", "alltag", "routine", "wie immer", "passt", "passt scho",
        "geht scho", "langweilig", "entspannter tag", "entspannten tag", "alles gut", "alles okay", "alles ok", "alles in ordnung", "stress", "stresses",
    ]

    /// Phrases that contain a value word but are none ("durch den Kopf" is no "durch" = bad
    /// mood, "Atemlos durch die Nacht" a title).
    public static let blocks: [String] = [
        "durch den kopf", "durch die nacht", "durch den tag", "durch die stadt", "durch den wald", "durch den park",
        // "es ging" alone is "it was okay"; "es ging mir nicht gut" is read from "nicht gut"
        "es ging mir", "es ging uns", "es ging heute", "es ging ihr", "es ging ihm", "es ging insgesamt",
    ]

    /// The phrases of one meaning, as written.
    public static func phrases(_ meaning: ValueMeaning) -> [String] {
        rules.filter { $0.meaning == meaning }.flatMap(\.phrases)
    }
}
