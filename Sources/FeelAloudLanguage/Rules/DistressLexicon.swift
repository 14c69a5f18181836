/// Suffering caused by the music (field 5). Levels before intensifiers/softeners; a negated
/// cue ("stört nicht") means none.
enum DistressLexicon {
    static let rules: [PhraseRule] = [
        PhraseRule("distress.none", [
            "eher angenehm", "angenehm", "find ich lustig", "finde ich lustig", "lustig",
            "witzig", "gefaellt mir", "mag ich", "mag das lied", "mag den song", "schoen eigentlich",
            "macht gute laune", "gute laune gemacht", "angetrieben", "motiviert", "motivierend",
            "ist mir egal", "egal", "kein problem", "harmlos", "stoert nicht", "stört mi ned",
            "macht nichts", "macht mir nichts", "macht mir nix", "macht nix", "nicht schlimm",
            "gar nicht schlimm", "ganz nett", "nett eigentlich", "summe gern", "summe gerne",
            "sing gern", "singe gerne", "freut mich", "genieße", "geniesse", "geniess* ~ sogar",
            "ganz schoen eigentlich", "hat was", "beruhigend", "entspannend", "unproblematisch",
            "nicht weiter tragisch", "stoert kein bisschen", "kein bisschen", "null problemo",
            "nicht weiter", "nicht der rede wert", "amuesant", "amüsiert", "gute-laune",
            "schadet nicht",
        ], .distress(.none)),
        PhraseRule("distress.low", [
            "leicht stoerend", "geht so", "halb so wild", "nicht so wild", "auszuhalten",
            "aushaltbar", "erträglich", "ertraeglich",
        ], .distress(.low)),
        PhraseRule("distress.medium", [
            "nervt", "nerven", "nervte", "nervig", "nervige", "nerviger", "nerviges", "genervt",
            "nervtoetend", "laestig", "stoert", "stoerte", "stoerend", "gestoert", "storend",
            "aergerlich", "aergert", "geaergert", "anstrengend", "auf den keks", "auf die nerven",
            "auf den geist", "auf den sack", "auf den senkel", "auf den wecker", "nervensaege",
            "unangenehm", "irritierend", "ablenkend", "lenkt ~ ab",
            "konnte mich nicht konzentrieren", "nicht konzentrieren", "kann mich nicht konzentrieren",
            "schlimm", "zaeh", "mühsam", "muehsam", "penetrant", "aufdringlich",
        ], .distress(.medium)),
        PhraseRule("distress.high", [
            "unertraeglich", "qual", "quael*", "gequaelt", "quaelend", "wahnsinnig", "irre",
            "macht mich wahnsinnig", "macht mich verrueckt", "verrueckt", "kirre", "folter",
            "horror", "albtraum", "alptraum", "kann es nicht mehr hoeren", "kanns nicht mehr hoeren",
            "kann ihn nicht mehr hoeren", "kann das lied nicht mehr hoeren", "nicht mehr hoeren",
            "raubt mir den schlaf", "nicht schlafen", "zum verzweifeln", "verzweifelt",
            "hasse", "hass", "furchtbar", "schrecklich", "grauenhaft", "grausam", "katastrophe",
            "halte das nicht aus", "halt's nicht aus", "halt es nicht aus", "nicht mehr aus",
            "zum durchdrehen", "drehe durch", "dreh durch", "durchgedreht", "am durchdrehen",
            "heulen", "tortur", "hoelle", "die pest", "schlimmste", "unaushaltbar",
            "treibt mich in den wahnsinn", "zum mäusemelken", "zum maeusemelken", "zum kotzen",
        ], .distress(.high)),
        PhraseRule("distress.otherSubject", [
            "kollege", "kollegen", "kollegin", "chef", "chefin", "arbeit", "job", "buero",
            "wetter", "regen", "hitze", "kaelte", "kind", "kinder", "nachbar", "nachbarn",
            "nachbarin", "bahn", "zug", "stau", "verkehr", "computer", "laptop", "handy",
            "drucker", "internet", "wlan", "hund", "katze", "mann", "frau", "freund", "freundin",
            "mutter", "vater", "schwester", "bruder", "baustelle", "laerm", "termin", "termine",
            "meeting", "mails", "e-mails", "kunde", "kunden", "steuer", "steuererklaerung",
            "umzug", "schule", "uni", "pruefung", "chefs", "zahnschmerzen", "kopfschmerzen",
            "erkaeltung", "husten", "schnupfen", "mitbewohner", "mitbewohnerin", "vermieter",
            "behoerde", "amt", "formular", "papierkram", "hausaufgaben", "projekt", "deadline",
        ], .otherSubject),
        PhraseRule("distress.block", [
            "als gestoert", "ohne zu stoeren", "irre gut", "irre schoen",
            "wahnsinnig gut", "wahnsinnig schoen", "wahnsinnig toll", "wahnsinnig viel",
            "verrueckt genug", "schlimm genug",
        ], .block),
    ]
}
