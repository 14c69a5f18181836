/// What people do against an earworm (fields 6–7): activity phrases with the short German
/// description the extractor reports, purpose/effect phrases that tie an activity to the
/// music, and markers of activities that were only intended.
enum CountermeasureLexicon {
    static let rules: [PhraseRule] = [
        PhraseRule("cm.gum", ["kaugummi*", "*kaugummi", "kaugummis", "gum"],
                   .activity(phrase: "Kaugummi gekaut", inherent: true)),
        PhraseRule("cm.otherSong", [
            "anderes lied", "anderen song", "anderes musik", "andere musik", "anderen lied",
            "ein anderes lied", "gegen-ohrwurm", "gegenohrwurm", "anti-ohrwurm", "antiohrwurm",
            "anderen ohrwurm", "neues lied", "lied ersetzt", "mit einem anderen", "andere lieder",
            "andere songs",
        ], .activity(phrase: "anderes Lied gehört", inherent: true)),
        PhraseRule("cm.otherSongSelf", [
            "anderes lied gepfiffen", "ein anderes lied gepfiffen", "anderes lied gesungen", "ein anderes lied gesungen",
            "anderes lied gesummt", "ein anderes lied gesummt", "anderen song gesungen", "anderen song gepfiffen",
        ], .activity(phrase: "anderes Lied gepfiffen/gesungen", inherent: true)),
        PhraseRule("cm.listenToEnd", [
            "zu ende gehoert", "bis zum ende gehoert", "ganz angehoert", "komplett angehoert",
            "komplett gehoert", "ganz gehoert", "zu ende angehoert", "einmal ganz", "bis zum schluss",
            "durchgehoert", "in voller laenge", "ganz durch",
        ], .activity(phrase: "Lied komplett angehört", inherent: true)),
        PhraseRule("cm.walk", [
            "spazier*", "*spaziergang", "spaziergang", "gassi", "runde gedreht", "eine runde gedreht",
            "eine runde gegangen", "runde gelaufen",
            "runde um den block", "frische luft", "rausgegangen", "an die luft",
        ], .activity(phrase: "Spaziergang", inherent: false)),
        PhraseRule("cm.jog", [
            "joggen", "gejoggt", "jogging", "laufen gegangen", "laufen gewesen", "laufen war",
            "eine runde laufen", "joggen gegangen", "joggen war",
        ], .activity(phrase: "Joggen", inherent: false)),
        PhraseRule("cm.sport", [
            "sport", "sport gemacht", "training", "trainiert", "workout", "fitness*",
            "radfahren", "rad gefahren", "fahrrad gefahren", "geschwommen", "schwimmen",
            "yoga", "liegestuetze",
        ], .activity(phrase: "*", inherent: false)),
        PhraseRule("cm.audiobook", ["hoerbuch*", "hoerbuech*", "hörspiel*", "hoerspiel*"],
                   .activity(phrase: "Hörbuch gehört", inherent: false)),
        PhraseRule("cm.podcast", ["podcast*"], .activity(phrase: "Podcast gehört", inherent: false)),
        PhraseRule("cm.singAlong", [
            "mitgesungen", "mitsingen", "mitgesummt", "mitsummen", "gesungen", "laut gesungen",
            "lauthals", "singe mit", "sang mit", "sing* ~ mit", "ausgesungen", "durchgesungen",
            "rausgesungen", "laut gesummt",
        ], .activity(phrase: "mitgesungen", inherent: false)),
        PhraseRule("cm.puzzle", [
            "sudoku*", "kreuzwortraetsel*", "raetsel*", "*raetsel", "denksport*", "schach",
        ], .activity(phrase: "Rätsel/Sudoku gelöst", inherent: false)),
        PhraseRule("cm.read", ["gelesen", "buch gelesen", "lesen", "roman"],
                   .activity(phrase: "gelesen", inherent: false)),
        PhraseRule("cm.meditate", ["meditiert", "meditation", "meditieren", "atemuebung*"],
                   .activity(phrase: "Meditation", inherent: false)),
        PhraseRule("cm.shower", ["geduscht", "dusche", "kalt geduscht", "gebadet", "bad genommen"],
                   .activity(phrase: "geduscht", inherent: false)),
        PhraseRule("cm.tv", ["serie", "film geschaut", "fernseh*", "ferngesehen", "netflix", "youtube-video*"],
                   .activity(phrase: "Serie/Film geschaut", inherent: false)),
        PhraseRule("cm.noise", ["weisses rauschen", "rauschen", "stille gesucht"],
                   .activity(phrase: "weißes Rauschen", inherent: false)),
        PhraseRule("cm.earplugs", ["ohrstoepsel", "ohrstoepsel*", "ohropax", "oropax"],
                   .activity(phrase: "Ohrstöpsel/Ohropax", inherent: false)),
        PhraseRule("cm.instrument", [
            "gitarre gespielt", "klavier gespielt", "instrument", "musik gemacht", "geuebt",
        ], .activity(phrase: "Musik gemacht", inherent: false)),
        PhraseRule("cm.dance", ["getanzt", "tanzen"], .activity(phrase: "getanzt", inherent: false)),
        PhraseRule("cm.game", ["gezockt", "videospiel*", "computerspiel*", "handyspiel*", "tetris gespielt"],
                   .activity(phrase: "gespielt", inherent: false)),
        PhraseRule("cm.talk", ["drueber geredet", "darueber geredet", "abgelenkt durch gespraech"],
                   .activity(phrase: "darüber geredet", inherent: false)),
        PhraseRule("cm.purpose", [
            "loszuwerden", "loswerden", "los zu werden", "loszukriegen", "wegzukriegen",
            "wegzubekommen", "rauszukriegen", "rauszubekommen", "aus dem kopf zu", "abzulenken",
            "ablenken", "abgelenkt", "ablenkung", "dagegen", "gegen den ohrwurm",
            "gegen das lied", "gegen die melodie", "gegen das gedudel", "damit ~ weg*",
            "damit ~ aufhoert", "damit ~ verschwindet", "damit ~ ruhe", "dass ~ aufhoert",
            "hat geholfen", "half", "geholfen", "hat gewirkt", "gewirkt", "hat ~ gebracht",
            "hat nichts gebracht", "brachte nichts", "nuetzte nichts", "vertreiben", "vertrieben",
            "verdraengen", "verdraengt", "uebertoenen", "uebertoent", "versucht", "probiert",
            "ausprobiert", "gegenmittel", "gegenmassnahme", "trick", "hilft", "hilfe",
            "zu vertreiben", "zu verdraengen", "zu ueberschreiben", "ueberschrieben",
            "in der hoffnung", "um ihn", "um sie", "um es", "um das", "erfolglos", "vergeblich",
            "umsonst", "war weg", "danach weg", "ist weg", "endlich weg", "weggegangen",
            "deshalb", "deswegen", "darum", "daher", "soll ~ helfen", "angeblich hilft", "angeblich ~ hilft",
            "um ~ zu", "damit", "bringt nix", "bringt nichts", "half null", "hilft null", "hilft nix",
            "hilft nichts", "ohne erfolg", "danach war", "weg war er", "weg war es", "war es weg",
            "war er weg", "war sie weg", "klappt", "geklappt", "funktioniert", "uebertoent", "ruhe gibt",
            "auf andere gedanken", "nicht dran denk*", "an was anderes", "bis es weg", "freizukriegen",
            // round7: the effect after the activity ("han dann Podcast jehürt, es jeht nit fott")
            "geht nicht fort", "geht nicht fott", "ging nicht fort", "immer noch nicht weg", "trotzdem nicht weg",
            "dass ~ weggeht", "dass ~ weg geht", "dass ~ verschwindet", "dass ~ fortgeht", "damit ~ fortgeht", "dass ~ weg*",
        ], .purpose),
        PhraseRule("cm.intention.clause", [
            "wollte", "wollt", "will", "werde", "werd ~ morgen", "sollte", "muesste", "muss ~ mal",
            "haette", "hätt", "wuerde", "koennte", "vorgenommen", "plane", "vielleicht",
            "ueberlege", "gedacht", "dachte", "bereit", "liegt bereit", "morgen probier*", "morgen mal", "morgen versuch*", "probier* ~ mal",
            "morgen", "naechstes mal", "nächstes mal", "beim naechsten mal", "demnaechst",
        ], .intention(sentenceWide: false)),
        PhraseRule("cm.intention.sentence", [
            "zu faul", "keine lust", "nicht dazu gekommen", "nicht geschafft", "kein kaugummi da",
            "nicht aufraffen", "keine zeit", "doch nicht", "dann doch nicht", "hat nicht geklappt ~ zu",
            "vergessen",
        ], .intention(sentenceWide: true)),
        PhraseRule("cm.generic", [
            "alles moegliche versucht", "alles versucht", "einiges versucht", "versucht ~ loszuwerden",
            "versucht ~ abzulenken", "versucht ~ wegzukriegen", "versucht ~ rauszukriegen",
            "nichts hat geholfen", "nichts half",
        ], .genericCountermeasure),
        PhraseRule("cm.block", [
            "am morgen", "den ganzen morgen", "ganzen morgen", "heute morgen", "jeden morgen", "seit dem morgen", "im morgen", "diesen morgen", "guten morgen",
            "nichts dagegen gemacht", "nichts dagegen getan", "nichts dagegen unternommen",
            "nichts dagegen", "nix dagegen", "nichts ~ ~ unternommen", "nichts ~ ~ gemacht", "nichts ~ unternommen", "nichts ~ gemacht", "nichts ~ getan",
            "nix ~ unternommen", "nix ~ gemacht", "mich damit", "uns damit", "dich damit",
            "beim ~ geholfen", "hilft beim", "hilft mir beim", "half beim", "half mir beim", "gelesen hab ich", "hoerbuch von gestern",
        ], .block),
    ]
}
