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
            "haengen geblieben", "haengengeblieben", "haengt mir nach", "haengt ~ nach",
            "im ohr haengen", "festgesetzt", "festgebissen", "festgefressen", "haengt fest",
            "nicht ~ aus dem kopf", "nicht ~ aus meinem kopf", "nicht ~ aus der birne",
            "nicht ~ aus dem schaedel", "nicht ~ aus dem ohr", "nicht ~ raus ~ kopf",
            "nicht ~ ausm kopf", "nicht ~ ausm schaedel", "nicht ~ ausm hirn",
            "geht mir nicht raus", "krieg* ~ nicht raus", "kriege ~ nicht mehr raus",
            "im kopf", "in meinem kopf", "im meinem kopf", "in mein kopf", "durch den kopf",
            "durch meinen kopf", "in den kopf", "in meinen kopf", "im schaedel", "in meinem schaedel",
            "im hirn", "ins hirn", "in meinem hirn", "in der birne", "in meiner birne", "im ohr",
            "in den ohren", "in meinen ohren", "im gehoergang", "im oberstuebchen", "in der ruebe",
            "im hinterkopf", "in den sinn", "im sinn", "in der endlosschleife im kopf",
            "in meinem schaedel", "im koepfle", "im grind",
        ], .headLocus),
        PhraseRule("music.stick", [
            "klebt", "kleben geblieben", "verfolgt mich", "verfolgt ~ mich", "werd* ~ nicht los",
            "nicht ~ loswerden", "nicht ~ losgeworden", "kommt ~ hoch", "kam ~ hoch", "spukt",
            "geistert", "kreist", "schwirrt", "taucht ~ auf", "tauchte ~ auf", "aufgetaucht",
            "kommt immer wieder", "kam immer wieder", "laeuft ~ dauerschleife", "in dauerschleife",
            "in endlosschleife", "auf repeat", "laeuft ~ repeat", "nicht ~ wegzukriegen",
            "geht nicht weg", "ging nicht weg", "will nicht weg", "hoert nicht auf",
            "will nicht aufhoeren", "summe ~ vor mich hin", "summ* ~ vor mich hin", "pfeif* ~ vor mich hin",
            "vor mich hin gesummt", "vor mich hin gepfiffen", "summe ~ staendig", "summe ~ die ganze zeit",
            "ertappe mich", "erwische mich", "ertappt", "ertapp*",
        ], .musicStick),
        PhraseRule("music.offParagraph", [
            "ich zum glueck nicht", "ich zum glueck keinen", "ich selber nicht", "ich selbst nicht",
            "hab ich aber nicht", "hab ich aber keinen", "hatte ich aber nicht", "zum glueck nicht bei mir",
            "mich hat es nicht erwischt", "mich hat's nicht erwischt",
        ], .musicOffParagraph),
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
            "viel im kopf", "viel um die ohren", "um die ohren", "gedanken im kopf",
            "sorgen im kopf", "arbeit im kopf", "chaos im kopf", "im kopf gerechnet", "im kopf durch",
            "im kopf behalten", "dinge im kopf", "sachen im kopf", "nur noch urlaub", "druck im kopf",
            "schmerz* im kopf", "stechen im kopf", "im kopf ausgemalt", "im kopf herum", "im kopf rum",
            "kopf schwirrt vor", "kreist um", "dreht sich im kopf", "gedanken kreisen",
            "gedankenkarussell", "to-do-liste", "todo-liste", "liste im kopf", "plan im kopf",
            "zahlen im kopf", "termine im kopf", "im sinn gehabt", "nichts anderes im sinn",
            "hit the road", "hitze", "trackt", "musiker", "straßenmusiker",
        ], .block),
    ]
}
