import FeelAloudCore

/// The German cues of the question parser, as data (folded, see `CuePattern`):
/// how a line starts when it is a question, which words signal each intent, and which words
/// name each field. `QuestionParser` only combines them.
public enum QuestionLexicon {
    // MARK: Is it a question?

    /// Line starts that make a line a question even without "?" (dictation).
    public static let questionStarts: [CuePattern] = [
        "wie war|wars|war's|waren|lief|liefs|lief's|laeufts|laeuft's|laufts|laeuft|lauft|ging|gings|ging's|geht|gehts|geht's|oft|oefter|viele|viel|haeufig|sehr|lange|schlimm|gut|schlecht|sieht|sah|steht|stehts|stand|ist|hat|hab|habe|hatte|fuehl*|entwick*|verlief|verliefen|laeuft|sind|schaut|schauts|siehts",
        "wieviel*", "wie's", "wies", "wann", "anzahl|durchschnitt*|durchschnittliche*|haeufigkeit", "seit wann", "welche|welcher|welches|welchen|welchem",
        "an|in|bei|von welche*", "an|in wie viel*|vielen|oft", "was war|waren|hatte|hab|habe|hatt|lief|ging|gab|sagt|steht|stand|fuer|hat|ist|macht|haben",
        "war|waren|warst|bin|hatte|hatt|hatten|hattest|hab|habe|haben|hast|fuehlte|traf|konnte|musste|habt|ging|gings ich",
        "gab|gibt|gabs|gibts es", "war|waren diese|dieser|dieses|letzte|letzten|letztes|vorige|vergangene|vorletzte|mein|meine",
        "zeig*", "liste|list|auflisten", "gib|gebe mir", "sag|sage|erzaehl|erzaehle mir",
        "wochenrueckblick|monatsrueckblick|jahresrueckblick|wochenbilanz|monatsbilanz|jahresbilanz|wochenueberblick|monatsueberblick",
        "fasse|fass|zusammenfassung|ueberblick|uebersicht|statistik|auswertung|bilanz|rueckblick|analyse*|analysiere|vergleich*",
        "wird|werden|wurde|wurden|werde|wirst es|meine|mein|die|der|das|ich|mit", "wirds|wird's", "geht es mir", "gehts|geht's mir", "ging es mir",
        "gibt|gab es", "gabs|gab's|gibts|gibt's", "bin ich", "lies|lese mir", "kannst|koenntest du", "ich will|moechte|moecht|wuerde|wuerd gern|gerne|wissen",
        "erinnerst", "weisst du",
    ].map(CuePattern.init)

    /// Openings that mark diary text even though a question follows ("ich hab mich gefragt …").
    public static let diaryStarts: [CuePattern] = [
        "ich frage|frag|fragte mich", "ich hab|habe|hatte mich ~ gefragt", "ich hab|habe|hatte mich gefragt",
        "ich weiss nicht|nich", "keine ahnung", "wie gut|schoen|toll|bloed|doof|bitter|schade|gluecklich dass|das", "wie immer|gesagt|jeden|ueblich|erwartet|schon|so|auch|gewohnt",
    ].map(CuePattern.init)

    /// Statement openings ("War ein super Tag", "Hatte heute …"): diary text unless the line
    /// ends in "?".
    public static let statementStarts: [CuePattern] = [
        "nee|nein|noe|doch|stimmt|passt|falsch|korrektur|sozialkontakt|stimmung|stress|ohrwurm|leidensdruck|lied|nr|nummer",
        "was fuer ein|eine|einen", "war ein|eine|super|gut|toll|schoen|okay|ok|mies|schlimm|anstrengend|stressig|heute|gestern",
        "hab heute|gestern", "hatte heute|gestern|einen|eine|ein|den|die",
    ].map(CuePattern.init)

    /// Spellings typed without umlauts ("haufig", "gequalt") → the folded form the cues use
    /// ("haeufig", "gequaelt"). Only words whose plain spelling is not another word.
    public static let umlautlessSpellings: [String: String] = {
        let words = [
            "haeufig", "haeufiger", "haeufigsten", "haeufigste", "haeufigster", "oefter", "oefters", "oeftesten", "gequaelt",
            "quaelt", "quaelte", "quaelen", "unertraeglich", "laestig", "gestoert", "stoert", "stoerte", "ueberfordert",
            "ueberforderung", "gefuehlt", "fuehlte", "fuehle", "fuehlst", "gluecklich", "gluecklicher", "froehlich", "fuer",
            "ueber", "eintraege", "eintraegen", "ohrwuermer", "ohrwuermern", "fruehling", "fruehjahr", "maerz", "laeuft",
            "laeufts", "ueberblick", "uebersicht", "rueckblick", "gegenueber", "hartnaeckigster", "hartnaeckigste",
            "gehoert", "erzaehl", "erzaehle", "uebers", "zaehl", "zaehle", "naechste", "taeglich", "jaenner",
            "gemuetslage", "muede", "traeume", "wochenrueckblick", "monatsrueckblick", "jahresrueckblick", "zurueck",
            "massnahmen", "gegenmassnahmen", "gegenmassnahme", "stueck", "stuecke", "verschlechtert", "ungluecklich",
            "aergerlich", "geaergert", "genuegend", "moechte", "koennte", "koenntest", "wuerde", "waere", "haette",
            "hoechster", "hoeher", "staerker", "staerkste", "stoerend", "belaestigt", "entspannter", "groesste",
        ]
        var map: [String: String] = [:]
        for w in words {
            var plain = w
            for (a, b) in [("ae", "a"), ("oe", "o"), ("ue", "u")] { plain = plain.replacingAll(a, with: b) }
            if plain != w, map[plain] == nil { map[plain] = w }
        }
        // plain spellings that are other words stay as they are ("konnte", "wurde", "Zahl")
        for ambiguous in ["konnte", "wurde", "hatte", "ware", "zahl", "zahle"] { map[ambiguous] = nil }
        return map
    }()

    // MARK: Intents

    /// List cues that only count at the start of the line.
    public static let listStarts: [CuePattern] = ["zeig*", "liste|list|auflisten", "lies|lese", "gib|gebe mir ~ eintr*", "gib|gebe mir die|alle|meine eintr*", "alle eintr*", "eintraege|eintrag", "verlauf"].map(CuePattern.init)

    /// Count: "wie oft", "wie viele", "an wie vielen Tagen", …
    public static let countCues: [CuePattern] = [
        "wie oft|haeufig|viele|viel|vielen|oefter", "wieviel*", "wieoft", "an|in wie vielen|viele|viel", "anzahl", "zaehl*",
        "an|in welchen|welche tagen|tage|tag", "wie viele male", "wie viele mal", "wie viel mal", "an welchen", "welche tage",
        "wie viele eintr*", "wie oft", "oft",
    ].map(CuePattern.init)

    /// Last: "wann …", "das letzte Mal", "seit wann" ("wie lange ist es her" is checked in code).
    public static let lastCues: [CuePattern] = [
        "wann", "seit wann", "letzte|letztes|letzten mal", "vor wie vielen tagen", "letztmals",
    ].map(CuePattern.init)

    /// "wie viele verschiedene Lieder" → songs rather than count.
    public static let songCountCue = CuePattern("wie viele|vielen|wieviele verschiedene*|unterschiedliche*|lieder|songs|melodien|titel")
    /// "an welchen Tagen …" → count (a list of days), not songs.
    public static let dayListCue = CuePattern("an|in welchen|welche|welchem tagen|tage|tag|woche|wochen|monat")
    public static let whichCue = CuePattern("welche|welcher|welches|welchen|welchem")
    /// An explicit count wins over a trend cue ("wie oft … mehr als …").
    public static let explicitCountCue = CuePattern("wie oft|haeufig|viele|vielen")
    /// After "zeig …": these make it a summary rather than a list.
    public static let listSummaryCues: [CuePattern] = [
        "zusammenfassung|ueberblick|uebersicht|statistik*|auswertung|bilanz|rueckblick|fazit|zusammen|zusammenfassen|analyse*",
        "wie ich|es|meine|mein|die|der|das", "stimmung|statistik*|zahlen|diagramm|grafik|chart|kalender|uebersicht",
    ].map(CuePattern.init)
    /// "was steht …", "alle Einträge …" → list.
    public static let listWritingStarts: [CuePattern] = [
        "was steht|stand|stehen", "alle|meine eintr*", "eintrag|eintraege",
    ].map(CuePattern.init)

    /// Songs: which songs / which earworm most often / most annoying.
    public static let songCues: [CuePattern] = [
        "welche|welcher|welches|welchen|was fuer lied*|song*|ohrwu*|ohrwuermer|melodie*|musik*|titel|stueck*|stuecke",
        "welche|welcher|welches|welchen|was fuer ~ lied*|song*|ohrwu*|ohrwuermer|melodie*|musik*|titel|stueck*",
        "welche|welcher|welches|welchen ~ ~ lied*|song*|ohrwu*|ohrwuermer|melodie*",
        "wie viele|vielen verschiedene*|unterschiedliche* lied*|song*|ohrwu*|melodie*",
        "wie viele lieder|songs|melodien", "wieviele lieder|songs|melodien",
        "lied*|song*|ohrwu*|ohrwuermer|melodie* am haeufigsten|meisten|oeftesten",
        "haeufigst*|meistgehoert*|top|lieblings*|nervigst*|schlimmst*|schlimmsten|hartnaeckigst* lied*|song*|ohrwu*|ohrwuermer|melodie*",
        "meine|die lieder|songs|ohrwuermer|melodien", "top lied*|song*|ohrwu*",
        "was hatte|hab|habe|hatt|ging|lief|dudelte|spielte ich|mir|in|es ~ kopf",
        "was hatte|hab|habe|hatt|ging|lief|dudelte|spielte ich|mir|in|es ~ ~ kopf", "was ~ ~ ~ kopf",
        "was hatte|hab|habe|hatt|ging|lief|dudelte|spielte ich|mir|in|es ~ ~ ~ kopf",
        "was lief|dudelte|spielte|lief's", "was war ~ im kopf", "liedliste", "songliste", "ohrwurmliste", "ohrwurm-liste",
    ].map(CuePattern.init)

    /// Trend: "wird es besser", "besser als", "Entwicklung", "im Vergleich".
    public static let trendCues: [CuePattern] = [
        "wird|werden|wurde|wurden|ist|sind|wirds|wird's ~ besser|schlechter|mehr|weniger|seltener|haeufiger|oefter|ruhiger|entspannter|stressiger|schlimmer|leichter",
        "wird|werden|wurde|wurden|ist|sind|wirds|wird's ~ ~ besser|schlechter|mehr|weniger|seltener|haeufiger|oefter|ruhiger|entspannter|stressiger|schlimmer",
        "wird|werden|wurde|wurden|ist|sind|wirds|wird's ~ ~ ~ besser|schlechter|mehr|weniger|seltener|haeufiger|oefter|ruhiger|entspannter|stressiger|schlimmer",
        "wirds|wird's besser|schlechter", "besser|schlechter|mehr|weniger|seltener|haeufiger|oefter|ruhiger|entspannter|gestresster|stressiger|schlimmer|glücklicher|gluecklicher|trauriger als",
        "besser|schlechter|schlimmer geworden", "besser|schlechter|schlimmer gewesen als",
        "verbesser*|verschlechter*|gebessert|bergauf|bergab|aufwaerts|abwaerts", "trend*", "entwicklung", "entwickelt|entwickeln|entwickelte",
        "vergleich*|verglichen", "gegenueber", "zugenommen|abgenommen|nachgelassen|gestiegen|gesunken|gesteigert", "tendenz*", "fortschritt*",
        "nimmt|nehmen ~ ab|zu", "nimmt|nehmen ~ ~ ab|zu", "geht|gehts|geht's es mir|mir ~ besser|schlechter", "gehts|geht's mir besser|schlechter",
        "geht es mir besser|schlechter", "geht es besser|schlechter", "veraendert|veraenderung", "weniger geworden", "mehr geworden",
        "besser|schlechter als|wie",
        "besser|schlechter|mehr|weniger|seltener|haeufiger|oefter|ruhiger|entspannter|gestresster|stressiger|schlimmer|gluecklicher|trauriger ~ als",
        "besser|schlechter|mehr|weniger|seltener|haeufiger|oefter|ruhiger|entspannter|gestresster|stressiger|schlimmer|gluecklicher|trauriger ~ ~ als",
        "besser|schlechter|mehr|weniger|seltener|haeufiger|oefter|ruhiger|entspannter|gestresster|stressiger|schlimmer|gluecklicher|trauriger ~ ~ ~ als",
        "ging es mir ~ besser|schlechter", "ging es mir besser|schlechter",
    ].map(CuePattern.init)

    // MARK: Fields

    /// A cue naming a field; `polarity` refines counts ("gut drauf" positive, "allein"
    /// negative). `weak` cues (mood adjectives, "genervt") only count for count/last and
    /// when nothing stronger names a field; `needsMusic` cues only with an earworm word.
    public struct FieldCue: Sendable {
        public var field: QuestionField
        public var pattern: CuePattern
        public var polarity: QuestionPolarity?
        public var weak: Bool
        public var needsMusic: Bool
        init(_ field: QuestionField, _ pattern: String, _ polarity: QuestionPolarity? = nil, weak: Bool = false, needsMusic: Bool = false) {
            self.field = field
            self.pattern = CuePattern(pattern)
            self.polarity = polarity
            self.weak = weak
            self.needsMusic = needsMusic
        }
    }

    /// When several fields are named, the first in this order wins ("hat mich ein Ohrwurm
    /// gequält" → distress, "was hab ich gegen den Ohrwurm gemacht" → countermeasures).
    public static let fieldPriority: [QuestionField] = [.snapshot, .countermeasures, .distress, .socialContact, .stress, .musicInHead, .mood]

    /// Words that show the question is about the music in the head.
    public static let musicWords = CuePattern("ohrwu*|ohrwuermer*|lied|lieder|liedes|liedern|song|songs|melodie*|musik*|dudel*|gedudel|summ*|gesummt|earworm*|tune|kopfmusik|kopfkino")

    public static let fieldCues: [FieldCue] = [
        // check-ins
        FieldCue(.snapshot, "eingecheckt|einchecken|eincheck*|checkin*|check-in*|check|checke|gecheckt|momentaufnahme*|stimmungsabfrage*|schnellbewertung*"),
        FieldCue(.snapshot, "bewertung|bewertungen|bewertet|skala|rating*"),
        // countermeasures
        FieldCue(.countermeasures, "gegenmassnahme*|gegenmittel|massnahme*|gegenstrategie*|strategie*"),
        FieldCue(.countermeasures, "dagegen|dagegengetan|dagegenhalten"),
        FieldCue(.countermeasures, "gegen ohrwu*|lied*|musik*|melodie*|song*"),
        FieldCue(.countermeasures, "gegen ~ ohrwu*|lied*|musik*|melodie*|song*"),
        FieldCue(.countermeasures, "gegen ~ ~ ohrwu*|lied*|musik*|melodie*|song*"),
        FieldCue(.countermeasures, "kaugummi*|abgelenkt|ablenk*|unternommen|losgeworden|loswerden|losbekommen|loszuwerden|vertrieben|vertreiben|bekaempft"),
        FieldCue(.countermeasures, "geholfen|hilft|half|genutzt", weak: true, needsMusic: true),
        FieldCue(.countermeasures, "was getan|gemacht|unternommen", weak: true, needsMusic: true),
        // distress
        FieldCue(.distress, "gequaelt|quael*|qual|qualen|leidensdruck|unertraeglich*|gefoltert|geplagt|plagt|plage|terrorisiert"),
        FieldCue(.distress, "genervt|nervt|nervte|nervig*|nerven|laestig|gestoert|stoert|stoerte|belastet|belastend|wahnsinnig|kirre|irre|verrueckt|schlimm|aufgeregt|geaergert|aerger*|leid|gelitten|leiden", needsMusic: true),
        FieldCue(.distress, "angenehm|lustig", .positive, needsMusic: true),
        FieldCue(.distress, "nicht|kaum gestoert|genervt|stoerend|schlimm", .positive, needsMusic: true),
        // social contact
        FieldCue(.socialContact, "getroffen|treffen|traf|trafen|jemand|jemanden|jemandem|leute*|leuten|freund*|familie*|eltern|mama|papa|mutter|vater|oma|opa|geschwister|bruder|schwester|kolleg*|telefoniert|angerufen|anruf*|telefonat*|sozial*|kontakt*|besucht|besuch|besuche|gesehen|menschen|verabredet|verabredung*|unterhalten|gequatscht|geredet|gesprochen|videocall*|videoanruf*|facetime|zoom|gesellschaft|partner*|unternehmung*|ausgegangen"),
        FieldCue(.socialContact, "allein|alleine|einsam|niemand|niemanden|isoliert|zurueckgezogen", .negative),
        FieldCue(.socialContact, "keinen|keine|niemanden ~ gesehen|getroffen|gesprochen", .negative),
        // stress
        FieldCue(.stress, "stress*|gestresst*|arbeitsstress|angespannt|anspannung|ueberfordert|ueberforderung|hektisch|hektik|limit|druck|belastung|nervoes|gehetzt"),
        FieldCue(.stress, "unter druck"),
        FieldCue(.stress, "ueberlastet|ueberlastung|ausgebrannt|termindruck|zeitdruck|abgehetzt"),
        FieldCue(.stress, "kein|keinen|ohne stress", .negative),
        FieldCue(.stress, "gestresster|stressiger|hektischer|angespannter|ueberforderter"),
        FieldCue(.stress, "entspannt|entspannung|relaxed|gelassen|stressfrei|stressfreie|stressfreien|stressfreier|locker|ruhig|tiefenentspannt|entspannten|entspannter|entspanntes", .negative),
        // music in the head
        FieldCue(.musicInHead, "ohrwu*|ohrwuermer*|lied|lieder|liedes|liedern|song|songs|melodie*|musik*|dudel*|gedudel|gesummt|earworm*|kopfmusik"),
        FieldCue(.musicInHead, "ohne|kein|keinen|keine ohrwu*|lied|musik*|melodie*|song", .negative),
        FieldCue(.musicInHead, "ruhe|stille im kopf", .negative),
        FieldCue(.musicInHead, "im kopf", weak: true),
        // mood
        FieldCue(.mood, "stimmung*|laune|launen|gelaunt|drauf|gemuet*|gefuehl*|befinden|stimmungslage"),
        FieldCue(.mood, "gluecklicher|zufriedener|trauriger|froher|froehlicher|gelaunter|unzufriedener|ungluecklicher"),
        FieldCue(.mood, "gute|guter|guten|super|gut|toll|tolle|tollen|schoen|schoene|schoenen|gluecklich|froh|froehlich|happy|prima|bestens|klasse|positiv|zufrieden|gutgelaunt|spitze|bombig", .positive, weak: true),
        FieldCue(.mood, "schlecht|schlechte|schlechter|schlechten|mies|miese|miesen|traurig|deprimiert|niedergeschlagen|down|bescheiden|mau|negativ|beschissen|scheisse|beschissene|bedrueckt|mies|frustriert|wuetend|unzufrieden|kacke|doof|schlimm|schlimmer|schlimmen|gereizt|genervt|einsam|ungluecklich|elend|traurigen", .negative, weak: true),
        FieldCue(.mood, "neutral|neutrale|neutralen|neutraler|durchschnittliche|durchschnittlichen|mittelmaessige|mittelmaessigen|ausgeglichene|ausgeglichenen", weak: true),
        FieldCue(.mood, "ging's|gings|gehts|geht's|fuehlte|gefuehlt|fuehl*", weak: true),
        FieldCue(.mood, "ging|geht es", weak: true),
    ]
}
