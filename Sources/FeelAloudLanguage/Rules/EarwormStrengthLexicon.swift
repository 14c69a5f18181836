/// How strong or persistent the music in the head is (field 4). Duration alone
/// ("seit heute Morgen") is deliberately absent: it is no level cue.
enum EarwormStrengthLexicon {
    static let rules: [PhraseRule] = [
        PhraseRule("strength.weak", [
            "leise", "ganz leise", "ab und zu", "ab und an", "zwischendurch", "ein bisschen",
            "bisschen", "gelegentlich", "hin und wieder", "dezent", "im hintergrund",
            "nur kurz", "kurz mal", "ganz leicht", "ein paar mal", "kurzer ohrwurm", "kleiner ohrwurm",
            "leichter ohrwurm", "ein kleiner", "kurzer", "kleiner", "paar mal", "paarmal", "einmal kurz", "nur so nebenbei",
            "nebenbei", "vereinzelt", "selten", "hie und da", "ab und zue", "leichten ohrwurm", "kleinen ohrwurm",
            "kurzen ohrwurm", "ab und zua",
        ], .strength(.weak, tight: false)),
        PhraseRule("strength.weak.tight", [
            "kurz", "manchmal", "flüchtig", "fluechtig", "sachte",
        ], .strength(.weak, tight: true)),
        PhraseRule("strength.medium", [
            "immer wieder", "oefter", "öfters", "oefters", "haeufig", "mehrmals",
            "regelmaessig", "wiederholt", "mehrfach", "ein paar mal am tag", "x-mal",
            "immer mal wieder", "kommt wieder", "kam wieder", "taucht ~ auf", "tauchte ~ auf",
            "meldet sich", "kommt und geht", "kam und ging", "kehrt immer wieder",
        ], .strength(.medium, tight: false)),
        PhraseRule("strength.medium.tight", [
            "oft", "wieder und wieder",
        ], .strength(.medium, tight: true)),
        PhraseRule("strength.strong", [
            "die ganze zeit", "den ganzen tag", "die ganze tag", "die ganz zeit", "den ganzen ~ tag", "die ganze ~ zeit", "ganzen tag lang", "den ganzen vormittag", "den ganzen nachmittag",
            "den ganzen abend", "den ganzen morgen", "die ganze nacht", "ganzen tag",
            "ununterbrochen", "dauerschleife", "endlosschleife", "in schleife", "auf repeat",
            "auf dauerrepeat", "dauerrepeat", "in dauerrotation", "dauerohrwurm", "pausenlos",
            "non-stop", "nonstop", "staendig", "dauernd", "permanent", "andauernd",
            "unentwegt", "ohne pause", "ohne unterbrechung", "ohne ende", "ohne unterlass", "ohne punkt und komma", "in einer tour", "am stueck", "endlos", "hartnaeckig*",
            "werd* ~ nicht los", "werd* ~ nicht ~ los", "werd* ~ ~ nicht los", "krieg* ~ nicht ~ raus", "nicht ~ wegzukriegen",
            "nicht wegzukriegen", "nicht ~ loswerden", "nicht ~ losgeworden", "krieg* ~ nicht raus",
            "kriege ~ nicht mehr raus", "geht nicht weg", "ging nicht weg", "hoert nicht auf",
            "hoerte nicht auf", "will nicht aufhoeren", "wollte nicht aufhoeren", "in dauerschleife",
            "rund um die uhr", "rauf und runter im kopf", "rauf und runter im ohr", "rauf und runter in meinem kopf", "hoch und runter im kopf", "in einer endlosschleife", "von morgens bis abends", "seit stunden ununterbrochen",
            "loop", "im loop", "megaohrwurm", "riesenohrwurm", "mords-ohrwurm", "mordsohrwurm",
            "heftig*", "massiv*", "extrem laut", "total laut", "richtig laut", "ganzen lieben tag",
            "nicht loswerd*", "nicht ~ loswerd*", "nicht mehr los", "nicht mehr losgeworden", "ganz tag", "ganze tag",
            "ganze abend", "ganze vormittag", "ganze nachmittag", "ganzen nachmittag", "ganzen vormittag", "ganzen abend", "ganzen morgen", "the whole day", "all day long", "all day", "the whole time", "whole day",
            "krieg* ~ nicht ~ aus dem", "krieg* ~ nicht ~ aus der", "krieg* ~ nicht mehr aus",
            "on repeat", "lief on repeat", "all the time", "ganze morgen", "ganz zeit", "ganz abend",
            // round7: "bring das Lied nicht mehr aus dem Kopf" (= krieg es nicht raus)
            "bring* ~ nicht ~ aus dem", "bring* ~ ~ nicht ~ aus dem", "bring* ~ nicht mehr aus", "bring* ~ ~ nicht mehr aus",
        ], .strength(.strong, tight: false)),
        // "… in meinem Kopf 🎶 rauf und runter": over and over, right after the in-head words
        // (bare "rauf und runter" is a correction value word, ValueWords)
        PhraseRule("strength.strong.tight", [
            "kopf rauf und runter", "ohr rauf und runter", "kopf hoch und runter", "kopf ~ rauf und runter",
        ], .strength(.strong, tight: true)),
        // "den ganzen Dienst im Ohr", "die ganze Schicht": the whole of a stretch of the day (as "den ganzen Tag")
        PhraseRule("strength.strong.wholeStretch", [
            "den ganzen dienst", "die ganze schicht", "den ganzen nachtdienst", "den ganzen fruehdienst", "den ganzen spaetdienst",
            "die ganze nachtschicht", "die ganze fahrt", "die ganze autofahrt", "die ganze zugfahrt", "den ganzen weg",
            "den ganzen arbeitstag", "die ganze woche", "das ganze wochenende", "die ganze pause", "den ganzen ausflug",
            "die ganze einheit", "das ganze training", "die ganze probe", "die ganze stunde",
        ], .strength(.strong, tight: false)),
        PhraseRule("strength.block", [
            "kurz telefoniert", "kurz mit", "kurz gequatscht", "kurz gesprochen",
            "kurz angerufen", "kurz raus", "kurz einkaufen", "laut mitgesungen", "laut gesungen",
            "laut gesummt", "laut mitsingen", "laut singen", "laut musik", "laut gehoert",
            "ganzen tag im buero", "ganzen tag gearbeitet", "laut aufgedreht",
            "treppe rauf und runter", "rauf und runter gelaufen", "rauf und runter gerannt", "hoch und runter gelaufen",
        ], .block),
    ]
}
