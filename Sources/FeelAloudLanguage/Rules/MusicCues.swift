/// How Germans say that music plays in their head (field 2), and how they say it doesn't.
enum MusicCues {
    static let rules: [PhraseRule] = [
        PhraseRule("music.earworm", [
            "ohrwurm*", "*ohrwurm", "*ohrwurm*", "ohrwuermer*", "*ohrwuermer", "earworm*",
        ], .earworm),
        PhraseRule("music.dudel", [
            "dudelt", "dudelte", "gedudelt", "dudeln", "gedudel", "rumgedudelt", "rumdudeln",
            "dudelt ~ rum", "dudelt ~ herum",
        ], .earworm),
        PhraseRule("music.stuck", [
            "haengen geblieben", "haengengeblieben", "hängt mir nach", "haengt ~ nach",
            "im ohr haengen", "festgesetzt", "festgebissen", "festgefressen",
            "nicht ~ aus dem kopf", "nicht ~ aus meinem kopf", "nicht ~ aus der birne",
            "nicht ~ aus dem schaedel", "nicht ~ aus dem ohr", "nicht ~ raus ~ kopf",
            "geht mir nicht raus", "krieg* ~ nicht raus", "kriege ~ nicht mehr raus",
            "werd* ~ nicht los", "nicht ~ loswerden", "nicht ~ losgeworden", "bin ~ nicht losgeworden",
            "verfolgt mich", "verfolgt ~ mich",
        ], .headLocus),
        PhraseRule("music.locus", [
            "im kopf", "in meinem kopf", "im meinem kopf", "in mein kopf", "durch den kopf",
            "durch meinen kopf", "im schaedel", "in meinem schaedel", "im hirn",
            "in meinem hirn", "in der birne", "in meiner birne", "im ohr", "in den ohren",
            "in meinen ohren", "im gehoergang", "im oberstuebchen", "in der rübe",
            "kopfkino musik",
        ], .headLocus),
        PhraseRule("music.anchor", [
            "lied", "lieder", "liedchen", "*lied", "*lieder", "song", "songs", "*song", "*songs",
            "melodie", "melodien", "*melodie", "melodei", "musik", "musikstueck", "refrain",
            "jingle", "*jingle", "schlager", "hit", "*hit", "track", "tune", "beat", "hook",
            "gesang", "strophe", "ohrwurmlied", "kinderlied", "titelmusik", "tonfolge",
            "summ*", "gesummt", "vorgesummt", "mitgesummt", "traeller*", "getraellert",
            "pfeif*", "gepfiffen", "sing*", "gesungen", "mitgesungen", "<titel>",
            "schlagers", "popsong", "weihnachtslied", "gassenhauer", "dudelei",
        ], .musicAnchor),
        PhraseRule("music.heard", [
            "radio", "im radio", "konzert", "*konzert", "party", "disco", "club", "playlist",
            "spotify", "gehoert", "angehoert", "anhoeren", "lautsprecher", "auf youtube",
            "im supermarkt lief", "lief im", "festival", "musical", "oper",
        ], .heardOnly),
        PhraseRule("music.off", [
            "kopf ist frei", "kopf war frei", "kopf frei", "ruhe im kopf", "stille im kopf",
            "ohrwurmfrei", "ohrwurm-frei", "fehlanzeige", "ist weg", "war weg", "endlich weg",
            "verschwunden", "verflogen", "ist vorbei", "nichts im kopf", "nix im kopf",
            "kopf ist leer", "kopf war leer",
        ], .musicOff),
        PhraseRule("music.songIntro", [
            "das lied", "den song", "der song", "dem song", "das stueck", "den titel",
            "das liedchen", "den schlager", "der schlager", "die melodie von", "ohrwurm von",
            "ohrwurm mit", "lied von", "song von", "der hit", "den hit",
        ], .songIntro),
        PhraseRule("music.block", [
            "summe von", "die summe", "eine summe", "der summe", "sing und", "singapur",
            "single", "singles", "pfeife drauf", "pfeif drauf", "aus dem kopf gegangen",
            "kopf schwirrt", "viel im kopf", "viel um die ohren", "um die ohren",
            "hit the road", "hitze", "trackt", "musiker", "straßenmusiker",
        ], .block),
    ]
}
