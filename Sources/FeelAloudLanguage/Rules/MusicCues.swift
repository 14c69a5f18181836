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
            "in meine kopf", "in mein schaedel", "inne birne", "in der birne",
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
            "im hinterkopf", "in den sinn", "im sinn", "singt mein kopf", "mein kopf singt", "mein kopf spielt", "spielt mein kopf", "kopf spielt",
            "bei mir in endlosschleife", "bei mir in dauerschleife", "bei mir auf repeat",
            "kopf ist ein radio", "radio im kopf", "kopfradio", "klingt ~ in mir nach", "klingt ~ nach",
            "in mir nach", "hoere ~ innerlich", "hoer ~ innerlich", "hoere innerlich", "innerlich gesummt", "innerlich mitgesungen", "summe innerlich", "summt innerlich", "singe innerlich", "inneren ohr", "im inneren", "summt ~ in mir", "summt in mir", "dudelt in mir", "in meinem ohr", "in der endlosschleife im kopf",
            "in my head", "stuck in my head", "aus im kopf", "nicht ~ aus im kopf", "nicht ~ aus dem sinn", "nicht ~ aus meinem sinn", "in meinem schaedel", "im koepfle", "im grind", "in kopf", "im schaedl", "in schaedel",
            // "ist mir nicht aus dem Kopf gegangen" (not the block "aus dem Kopf gegangen" = forgotten)
            "nicht aus dem kopf gegangen", "nicht ~ aus dem kopf gegangen", "nicht aus dem kopf ganga", "nicht ~ aus dem kopf ganga",
            "nicht ausm kopf gegangen", "nicht ~ ausm kopf gegangen", "nicht aus dem kopf gangen", "nicht aus dem kopf gegange",
            // Swiss "i mim Chopf" = in meinem Kopf (elsewhere "mim" = mit dem)
            "i mim chopf", "i mim kopf", "in mim chopf", "i mim grind",
            "haenge geblieben", "aus meinem kopfe", "in meinem kopfe", "im kopfe", "mein hirn ~ abspielen", "hirn spielt", "mein hirn spielt",
        ], .headLocus),
        PhraseRule("music.stick", [
            "klebt", "kleben geblieben", "verfolgt mich", "verfolgt ~ mich", "hat mich ~ verfolgt", "hat mich verfolgt", "hat mich ~ ~ verfolgt", "werd* ~ nicht los",
            "werd* ~ nicht ~ los", "werd* ~ ~ nicht los", "krieg* ~ nicht ~ raus", "krieg* ~ nicht ~ weg", "nicht weggegangen",
            "ist nicht weg", "nicht verschwunden", "immer wieder da", "ist ~ wieder da", "ist ~ noch da",
            "immer noch da", "kommt ~ wieder", "kam ~ wieder", "kommt ~ oefter", "kommt ~ oft",
            "nicht ~ loswerden", "nicht ~ losgeworden", "kommt ~ hoch", "kam ~ hoch", "spukt",
            "geistert", "kreist", "schwirrt", "taucht ~ auf", "tauchte ~ auf", "aufgetaucht",
            "kommt immer wieder", "kam immer wieder", "laeuft ~ dauerschleife", "in dauerschleife",
            "in endlosschleife", "auf repeat", "laeuft ~ repeat", "laeuft ~ ununterbrochen", "laeuft ~ staendig", "laeuft ~ dauernd", "nicht ~ wegzukriegen",
            "geht nicht weg", "ging nicht weg", "will nicht weg", "hoert nicht auf",
            "will nicht aufhoeren", "summe ~ vor mich hin", "summ* ~ vor mich hin", "pfeif* ~ vor mich hin",
            "vor mich hin gesummt", "vor mich hin gepfiffen", "sing* ~ vor mich hin", "pfeif* ~ ~ vor mich hin",
            "summ* ~ ~ vor mich hin", "sing* ~ ~ vor mich hin", "traeller* ~ ~ vor mich hin", "summe ~ staendig", "summe ~ die ganze zeit",
            "ertappe mich", "erwische mich", "ertappt", "ertapp*", "kommt und geht", "kommt ~ zurueck",
        ], .musicStick),
        // "so ein Schlager … hat mich den ganzen Tag begleitet": a piece that accompanies the writer
        // (with a music anchor or title, as every stick verb)
        PhraseRule("music.stick.accompany", [
            "hat mich ~ begleitet", "hat mich ~ ~ begleitet", "begleitet mich", "hat mich begleitet", "begleitet mich ~ schon",
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
            "<titel>",
            "schlagers", "popsong", "weihnachtslied", "gassenhauer", "dudelei",
        ], .musicAnchor),
        PhraseRule("music.heard", [
            "radio", "im radio", "konzert", "*konzert", "party", "disco", "club", "playlist",
            "spotify", "gehoert", "angehoert", "anhoeren", "lautsprecher", "auf youtube",
            "im supermarkt lief", "lief im", "festival", "musical", "oper", "musik an", "musik aus",
        ], .heardOnly),
        PhraseRule("music.off", [
            "kopf ist frei", "kopf war frei", "kopf frei", "ruhe im kopf", "stille im kopf",
            "ohrwurmfrei", "ohrwurm-frei", "fehlanzeige", "ist weg", "war weg", "endlich weg",
            "verschwunden", "verflogen", "ist vorbei", "nichts im kopf", "nix im kopf", "nein", "noe",
            "nee",
            "kopf ist leer", "kopf war leer", "ruhig im kopf", "frei im kopf", "alles ruhig",
            // verbless notes: "Ohrwurm weg, Laune gut."
            "ohrwurm weg", "ohrwurm wieder weg", "ohrwurm endlich weg",
        ], .musicOff),
        PhraseRule("music.songIntro", [
            "das lied", "den song", "der song", "dem song", "das stueck", "den titel",
            "das liedchen", "den schlager", "der schlager", "die melodie von", "ohrwurm von",
            "ohrwurm mit", "lied von", "song von", "lied vom", "song vom", "liedl vom", "der hit", "den hit", "melodie von", "was von",
            "irgendwas von", "etwas von", "irgendwas vom", "etwas vom", "was vom", "ohrwurm des tages", "ohrwurm heute",
        ], .songIntro),
        PhraseRule("music.songOutro", [
            "gesungen", "gesummt", "gespielt", "gepfiffen", "gegroelt", "angespielt", "abgespielt",
            "laufen lassen", "laufen gelassen", "gsunga", "mitgegroelt", "geträllert", "getraellert",
            "aufgelegt", "geuebt", "angestimmt", "angemacht", "singt", "sang", "spielt", "gehoert hat",
            "gespammt",
        ], .songOutro),
        PhraseRule("music.songIntro.verb", [
            "lief", "lief im radio", "kam", "kam dann", "hoert ~ nur", "hoerte ~ nur", "spielte",
            "spielten", "sangen", "lief dann", "lief im",
        ], .songIntro),
        PhraseRule("music.block", [
            "summe von", "jingle bells", "die summe", "eine summe", "der summe", "sing und", "singapur",
            "single", "singles", "pfeife drauf", "pfeif drauf", "mir aus dem kopf gegangen",
            "viel im kopf", "viel um die ohren", "um die ohren", "gedanken im kopf",
            "sorgen im kopf", "arbeit im kopf", "chaos im kopf", "im kopf gerechnet", "im kopf durch",
            "im kopf behalten", "dinge im kopf", "schmetterlinge", "im bauch", "sachen im kopf", "nur noch urlaub", "druck im kopf",
            "schmerz* im kopf", "stechen im kopf", "im kopf ausgemalt",
            "kopf schwirrt vor", "kreist um", "dreht sich im kopf", "gedanken kreisen",
            "gedankenkarussell", "to-do-liste", "todo-liste", "liste im kopf", "plan im kopf",
            "zahlen im kopf", "termine im kopf", "im sinn gehabt", "nichts anderes im sinn",
            "hit the road", "hitze",
            "dauerschleife auf spotify", "endlosschleife auf spotify", "dauerschleife auf youtube",
            "endlosschleife auf youtube", "in dauerschleife gehoert", "in endlosschleife gehoert",
            "reden ~ von ~ ohrwurm*", "redet ~ von ~ ohrwurm*", "reden ~ ueber ~ ohrwurm*", "erzaehlt ~ von ~ ohrwurm*", "trackt", "musiker", "straßenmusiker",
        ], .block),
    ]
}
