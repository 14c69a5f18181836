/// Whole-utterance answers in the review dialogue, and discourse fillers (rules as data).
/// Entries are written naturally and folded (`GermanFolding.fold`) when compared.
enum CorrectionYesNoWords {
    /// The entry is right: store it.
    static let confirm: [String] = [
        "ja", "jo", "jup", "jep", "japp", "jap", "jepp", "jupp", "yo", "jojo", "jaja", "ja ja", "jau", "joa", "jaa", "jawohl", "jawoll", "yes", "yep", "ok", "okay", "oke",
        "genau", "stimmt", "stimmt so", "stimmt alles", "passt", "passt so", "passt scho", "basst", "basst scho",
        "speichern", "bitte speichern", "abspeichern", "richtig", "korrekt", "alles richtig", "alles korrekt",
        "alles gut", "alles klar", "klar", "perfekt", "super", "gut so", "so ist es", "so passt es", "das passt",
        "das stimmt", "ja genau", "ja passt", "ja stimmt", "ja richtig", "ja speichern", "ja bitte", "ja gerne",
        "passt genau", "stimmt genau", "sieht gut aus", "fertig", "einverstanden", "jo passt", "jup passt",
        "passt schon", "passt scho", "schon gut", "passt alles", "alles passt", "alles bestens", "alles in ordnung",
        "in ordnung", "war alles richtig", "ist richtig", "war richtig", "so ist es richtig", "so stimmt es",
        "kann so bleiben", "so lassen", "nichts ändern", "nix ändern",
        "passt alles so", "stimmt soweit", "passt soweit", "alles gut so", "alles korrekt so",
        // nothing (more) to change; store it as it is
        "nichts zu ändern", "nix zu ändern", "nichts zu korrigieren", "nix zu korrigieren", "nichts mehr zu ändern",
        "keine änderung", "keine änderungen", "keine korrektur", "keine korrekturen", "nichts mehr", "sonst nichts",
        "das wars", "das war's", "das war es", "das ist alles", "mehr nicht", "sonst passt alles",
        "übernehmen", "so übernehmen", "ja übernehmen", "kannst speichern", "kannst so speichern", "kann so gespeichert werden",
        "kann gespeichert werden", "so speichern", "ja so speichern", "speichern bitte", "bestätigen", "bestätigt", "ich bestätige",
        "so ist es", "so isses", "so is es", "so ist's", "so war's", "so wars", "so war es", "genau so", "genauso", "ganz genau",
        "genau so war's", "genau so wars", "genau so war es", "exakt", "trifft zu", "stimmt genau so", "korrekt so", "richtig so",
        "alles fein", "alles paletti", "paletti", "top", "passt perfekt", "geht klar", "geht in ordnung", "in ordnung so",
        "stimmt schon", "stimmt scho", "hat scho passt", "passt eh", "ja eh", "ist recht", "isch recht", "recht so",
        "okidoki", "oki", "okey", "yup", "jou", "ja mei passt", "passt schon so", "stimmt so weit", "alles richtig erkannt",
        "richtig erkannt", "gut erkannt", "alles erfasst", "so lassen bitte", "kann so bleiben", "lass es so", "lass so",
    ]
    /// "nee, war alles gut so": a no-word before a confirmation answers "anything wrong?" with no.
    static let confirmOpeners: [String] = ["nein", "nee", "ne", "nö", "noe", "naa", "na", "nä", "nope", "ach was", "ach nee", "ach wo"]
    /// Something is wrong (bare "no"): the dialogue asks what to correct.
    static let reject: [String] = [
        "nein", "nee", "ne", "nö", "noe", "nä", "naa", "na", "nop", "nope", "no", "falsch", "stimmt nicht",
        "passt nicht", "nicht richtig", "nein falsch", "nein stimmt nicht", "das stimmt nicht", "das passt nicht",
        "nicht ganz", "nicht so ganz", "fast", "nein nicht ganz", "nee nicht ganz", "ist falsch", "alles falsch",
        "korrektur", "ändern", "nein ändern", "stimmt so nicht", "passt so nicht", "nein danke",
    ]
    /// Discard the entry.
    static let cancel: [String] = [
        "abbrechen", "abbruch", "verwerfen", "alles verwerfen", "entwurf verwerfen", "vergiss es", "vergessen",
        "nicht speichern", "lass es", "löschen", "alles löschen", "wegwerfen", "cancel", "abbrechen bitte",
        "bitte abbrechen", "nein abbrechen", "ach vergiss es",
        "nicht übernehmen", "doch nicht speichern", "verwerfen bitte", "eintrag verwerfen", "eintrag löschen",
        "wegschmeißen", "weg damit", "vergiss das", "vergiss den eintrag", "abbrechen und nicht speichern",
        "brich ab", "brech ab", "brich das ab", "lösch das", "lösch es", "lösch den eintrag", "lösch alles", "schmeiß weg",
        "schmeiß es weg", "wirf es weg", "nicht eintragen", "gar nicht speichern", "doch nicht eintragen",
    ]
    /// Words that may stand beside a cancel phrase without making it a correction ("ach lass,
    /// abbrechen", "stopp, abbrechen", "vergiss es einfach", "lieber doch nicht speichern"); alone
    /// they are no answer ("lass mal" may mean "leave it as it is" or "forget it").
    static let cancelCompanions: [String] = [
        "ach", "ach lass", "lass", "lass mal", "lass gut sein", "lass es gut sein", "ach nee", "egal", "stopp", "stop",
        "halt", "einfach", "lieber", "doch", "lieber doch", "dann doch", "doch lieber", "komplett", "ganz", "alles",
        "ach komm", "nee lass", "ne lass", "mir egal", "ist egal", "schon gut", "sorry", "nee", "nein", "nö",
        // "loss ma's", "lassen wir's", "lass es", "ach lass mal": the same "leave it" beside a cancel word
        "loss", "lass mir", "loss mir", "lass mal es", "lassen wir", "lass es", "lass das", "och nö", "och nee",
    ]
    /// Undo the last correction.
    static let undo: [String] = [
        "rückgängig", "rueckgängig", "rückgängig machen", "mach das rückgängig", "mach rückgängig",
        "bitte rückgängig", "rückgängig bitte", "undo", "zurück", "letzte änderung rückgängig",
        "letzte korrektur rückgängig", "das rückgängig machen", "widerrufen",
    ]
    /// Words that open or pad a correction and carry no value ("nee, der Song war …").
    static let leadingFillers: Set<String> = folded([
        "nee", "nein", "ne", "nö", "noe", "naa", "na", "nä", "doch", "also", "äh", "äähm", "ähm", "aeh", "hm", "hmm",
        "oh", "ach", "sorry", "moment", "korrektur", "warte", "ja", "jo", "ok", "okay", "falsch", "ups", "oops",
        "achso", "ah", "eigentlich", "aber", "sondern", "und", "bitte", "nochmal", "ehm", "halt", "öhm",
        "upsi", "mist", "quatsch", "genauer", "präziser", "vielmehr", "übrigens", "außerdem", "dann", "hey",
        // imperative lead-ins ("setz 9 auf gering", "mach die Stimmung schlecht", "ändere Stress auf hoch")
        "dass", "setz", "setze", "setzt", "stell", "stelle", "mach", "mache", "änder", "ändere", "korrigier", "korrigiere", "trag", "trage",
    ])
    /// Particles removed anywhere before reading values.
    static let particles: Set<String> = folded([
        "eigentlich", "doch", "halt", "eben", "wohl", "mal", "ja", "schon", "bitte", "auch", "dann", "durchaus",
        "heute", "heut", "insgesamt", "tatsächlich", "wirklich", "irgendwie", "denn", "nun", "jetzt",
        "gewesen", "gwesen", "glaub", "glaube", "denke", "ich", "i", "es", "das", "des", "der", "die", "den",
        "mein", "meine", "meiner", "war", "ist", "is", "wars", "war's", "warn", "waren", "sein", "hatte",
        "hab", "habe", "hab's", "hatt", "gehabt", "ghabt", "bei", "mir", "mich", "mi", "eher", "ziemlich",
        "vielleicht", "eh", "im", "am", "tag", "heutigen", "insgesamt", "allgemein", "wieder", "nochmal",
        "zu", "sagen", "würde", "würd", "sagen", "sag", "mal", "sehen", "schreib", "schreiben", "setz",
        "setze", "auf", "stellen", "ändern", "änder", "bitte", "korrigieren", "soll", "sollte", "muss",
        "lautet", "hieß", "heißt", "hiess", "heisst", "zwar", "dabei", "trotzdem",
    ])

    static func folded(_ words: [String]) -> Set<String> { Set(words.map { GermanFolding.fold($0) }) }
}
