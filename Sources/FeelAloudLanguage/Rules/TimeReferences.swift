/// Which day a clause talks about. The entry describes the day of writing unless the whole
/// entry is about another day ("Nachtrag zu gestern", "gestern war …" with no "heute").
enum TimeReferences {
    static let rules: [PhraseRule] = [
        PhraseRule("time.today", [
            "heute", "heut", "heid", "jetzt", "nun", "gerade", "grad", "momentan", "aktuell", "seitdem",
            "seither", "seit gestern", "seit vorgestern", "seit tagen", "seit gestern abend",
            "immer noch", "noch immer", "nach wie vor", "inzwischen", "mittlerweile",
            "heute morgen", "heute frueh", "heute abend", "heute mittag", "heute nachmittag",
            "heute vormittag", "diesen morgen", "heute nacht", "vorhin",
            "wie gestern", "auch heute", "bis jetzt", "bis eben",
            "ohrwurm von gestern", "ohrwurm von vorgestern", "seit dem aufstehen", "seit dem aufwachen", "seit stunden", "seit ein paar stunden", "seit dem fruehstueck", "seit heute", "zurzeit", "derzeit", "seit ~ letzte woche",
            "seit ~ letzten woche", "seit ~ letzter woche", "seit ~ gestern", "seit ~ vorgestern",
            "seit ~ wochenende", "seit ~ letztem", "seit ~ letzten", "seit ~ tagen",
        ], .time(.today)),
        PhraseRule("time.yesterday", [
            "gestern", "gestrigen", "gestrige", "gestriger", "geschter", "gestan", "gester",
            "gestern abend", "gestern morgen", "gestern nachmittag", "gestern mittag",
        ], .time(.past(days: 1))),
        PhraseRule("time.dayBeforeYesterday", ["vorgestern", "vorgestrigen", "vorgestrige"],
                   .time(.past(days: 2))),
        PhraseRule("time.otherDay", [
            "letzte woche", "letzten woche", "vorige woche", "letztes wochenende",
            "letzten wochenende", "neulich", "letztens", "frueher", "damals", "als kind",
            "letztes jahr", "letzten jahr", "vor ein paar tagen", "vor einer woche",
            "vor einigen tagen", "vor zwei tagen", "vor drei tagen", "letzten monat",
            "am wochenende wollen",
        ], .time(.otherDay)),
        PhraseRule("time.addendum", ["nachtrag", "nachtrag zu", "nachtrag von", "nachtrag fuer", "nachgetragen",
                                     "nachzutragen", "noch zu gestern"], .addendum),
        PhraseRule("time.hypothetical", [
            "hoffentlich", "hoffe", "befuerchte", "fuerchte", "falls", "angst dass",
            "angst davor", "bestimmt gleich", "gleich kommt", "wenn ich ~ haette", "sonst bekomme",
            "sonst krieg", "waere", "wär", "haette", "haett", "dachte", "wuerde", "stell dir vor",
        ], .hypothetical),
        PhraseRule("time.block", [
            "am morgen", "den morgen", "jeden morgen",
            "guten morgen", "diesen morgen", "am morgen danach", "morgen frueh aufgestanden",
            "seit dem morgen", "im morgen", "ganzen morgen", "den ganzen morgen",
            "nun ja", "nun mal", "gerade so", "gerade noch", "von frueher", "aus frueheren zeiten", "eben nicht", "ganz eben",
        ], .block),
    ]
}
