/// Stress when there is no music in the head (field 9). Levels before intensifiers/softeners;
/// relief words are level none and are not raised by intensifiers ("total entspannt" = none).
enum StressLexicon {
    static let rules: [PhraseRule] = [
        PhraseRule("stress.none", [
            "keine aufregung", "keinerlei stress",
            "entspannt", "entspannter", "entspanntes", "entspannten", "entspannte", "tiefenentspannt",
            "stressfrei", "no stress", "stressfreier", "stressfreies", "relaxt", "relaxed", "gechillt",
            "chillig", "chillen", "gelassen", "ausgeglichen", "ruhig", "ruhiger", "ruhiges",
            "ruhigen", "in ruhe", "locker", "lockerer", "entspannung", "erholsam", "erholt",
            "tiefenentspannt", "gemuetlich", "gemütlicher", "gemuetlicher", "gemuetliches",
            "keine hektik", "ohne hektik", "ohne druck", "kein druck", "null stress", "kein bisschen gestresst",
            "relaxed", "ka stress", "chillig*", "ka stress ned",
            "gefaulenzt", "easy", "entschleunigt", "runtergekommen", "abgeschaltet",
            "durchgeatmet", "ausgeruht", "ausgeschlafen", "wellness", "sonntagsruhe",
            "pomali", "gmiatlich", "gemuetlich", "gmuetlich", "tschillig",
        ], .stress(.none)),
        PhraseRule("stress.low", [
            "unruhig", "hibbelig", "kribbelig", "zeitknapp",
            "ein bisschen viel", "etwas viel", "bisschen knapp", "angespannter",
            "leicht gestresst", "leicht angespannt", "angspannt", "bitz stress", "büschen gestresst",
            "bueschen gestresst", "nich wild",
        ], .stress(.low)),
        PhraseRule("stress.medium", [
            "stress", "stresses", "*stress", "stressig", "stressiger", "stressiges", "stressigen",
            "stressige", "nervoes", "nervoeser", "gestresst", "stresst", "stresste", "angespannt", "anspannung",
            "hektisch", "hektik", "unter druck", "druck", "zeitdruck", "termindruck", "*druck",
            "voll*gepackt", "vollgepackt", "durchgetaktet", "eng getaktet",
            "gehetzt", "hetze", "rumgehetzt", "abgehetzt", "chaos", "chaotisch", "trubel",
            "fordernd", "auf trab", "auf achse", "rennerei",
            "unter strom", "ueberstunden",
            "zach", "geschlaucht", "nervenaufreibend", "aufreibend",
            "stress ohne ende", "stresslevel", "stresspegel", "an gespannt", "keine zeit", "kaum zeit", "keiner hat zeit", "niemand hat zeit", "keiner hatte zeit", "niemand hatte zeit", "keine pause", "ohne pause",
        ], .stress(.medium)),
        PhraseRule("stress.high", [
            "ueberfordert", "ueberforderung", "am limit", "am anschlag", "am ende meiner kraefte",
            "am rande", "kurz vorm durchdrehen", "kurz vor dem durchdrehen", "land unter",
            "burnout", "burn-out", "panik", "panikattacke", "nervenzusammenbruch", "voellig fertig",
            "durchgedreht", "komplett fertig", "total fertig", "vollkommen fertig", "kollaps",
            "brennt die huette", "hoelle los", "katastrophal", "ausnahmezustand", "ueberrollt",
            "ueber den kopf", "waechst mir ueber den kopf", "nicht mehr hinterher", "kaum hinterher",
            "keine luft", "zusammengebrochen", "alles zu viel", "viel zu viel", "zu viel",
            "am ende", "kann nicht mehr", "kann nimmer", "cha nuem", "ueberforderet", "struggle",
            "wahnsinnsstress", "horrorstress", "megastress", "riesenstress", "hoellenstress",
            "dauerstress", "extremstress", "purer stress", "stress pur", "chaos pur", "mordsstress", "mords stress", "frisst mich auf", "frisst mich ~ auf",
            "stress ohne pause",
        ], .stress(.high)),
        // "Termindruck pur", "Hektik pur" as "Stress pur"; "auf dem Zahnfleisch (gehen)" as "am Ende"
        PhraseRule("stress.high.idioms", [
            "termindruck pur", "zeitdruck pur", "druck pur", "hektik pur", "stress pur", "auf dem zahnfleisch",
            "super stressful", "so stressful", "really stressful", "very stressful",
        ], .stress(.high)),
        PhraseRule("stress.medium.english", [
            "stressful", "stressed", "stressed out", "nervous", "tense",
        ], .stress(.medium)),
        PhraseRule("stress.block", [
            "ruhig geschlafen", "ruhige hand", "stressball", "kein druckmittel", "druckerei",
            "drucker", "ausdruck", "ausdrucken", "eindruck", "*eindruck", "blutdruck",
            "luftdruck", "nachdruck", "abdruck", "aufdruck", "druckbetankung",
            "bruckner", "faul gewesen", "zu faul", "pruefungsfrei", "am ende des", "am ende war",
            "am ende okay", "am ende ok", "am ende gut", "am ende doch", "am ende hat", "am ende ganz",
            "am ende des tages", "am ende der", "am ende alles",
            // "keine Zeit für Freunde" is no stress word; "hab's dann gelassen" = left it (not calm)
            "keine zeit fuer", "kaum zeit fuer", "es doch gelassen", "es dann gelassen", "es lieber gelassen",
            "es dann doch gelassen", "es sein gelassen", "hab es gelassen", "habe es gelassen", "hab es ~ gelassen", "habe es ~ gelassen", "haben es ~ gelassen", "hat es ~ gelassen", "sein gelassen",
            "bleiben gelassen", "liegen gelassen", "stehen gelassen", "im stich gelassen",
            // round6: "fertig mit der Welt" is the mood, not overload
            "fertig mit der welt", "fertig mit die welt",
            // "ohne Pause im Kopf" is the earworm's persistence, not a busy day
            "ohne pause im kopf", "ohne pause im ohr", "ohne pause in meinem kopf", "ohne pause im schaedel",
        ], .block),
    ]
}
