/// Words that raise (intensifiers) or lower (softeners) a level word by one step
/// (CONTRACT.md §1); they never leave the scale.
enum Intensifiers {
    static let rules: [PhraseRule] = [
        PhraseRule("mod.intensifier", [
            "so hart", "voll hart",
            "total", "totaler", "totalen", "totale", "totales", "mega", "extrem", "extreme", "extremer",
            "voellig", "richtig", "richtiger", "echt", "voll", "wahnsinnig", "sehr", "super",
            "enorm", "krass", "krasser", "unglaublich", "heftig", "heftiger", "brutal", "uebelst",
            "absolut", "komplett", "tierisch", "ur", "saumaessig", "arg", "so richtig",
            "dermassen", "unheimlich", "furchtbar", "schrecklich", "besonders", "hochgradig",
            "massiv", "ultra", "irre", "irrsinnig", "unfassbar", "vollkommen",
            "ziemlich viel", "sau", "mords", "riesig", "riesiger", "riesen", "hammer",
            "wirklich", "verdammt", "hoellisch", "derbe", "derb", "zu viel",
            // inflected before a noun ("totalen Stress", "extremen Leidensdruck")
            "extremen", "krassen", "heftigen", "massiven", "massiver", "richtigen", "enormen", "enormer",
            "riesigen", "wahnsinnigen", "wahnsinniger", "uebertrieben",
            "mega viel", "sehr viel", "voll viel", "echt viel",
        ], .intensifier),
        PhraseRule("mod.softener", [
            "etwas", "bisschen", "ein bisschen", "ein bischen", "bischen", "leicht", "leichter",
            "ein wenig", "wenig", "kaum", "ein klein wenig", "minimal", "nur ein bisschen",
            "ein tick", "ansatzweise", "ein wenig", "etwas mehr", "geringfuegig", "nur leicht",
            "halbwegs", "mäßig", "maessig", "gering", "geringer", "leichten", "leichte",
            "kleines", "kleiner", "bissl", "bissel", "bisserl", "a weng", "weng", "a wengerl", "bissi",
            "ein kleines bisschen", "nur etwas", "eher weniger",
            "lowkey", "kinda", "a bit",
            // round6 fields: Swiss/Kölsch/Saar "e" = ein ("nervt e bitzeli", "e bessje")
            "e bisschen", "e wenig",
        ], .softener),
        PhraseRule("mod.block", ["etwas mehr als", "mehr als mir lieb", "ganz leicht", "wenig zeit", "zu wenig", "etwas anderes", "etwas besonderes"], .block),
    ]
}

extension Intensifiers {
    /// The phrases of one rule ("mod.intensifier", "mod.softener"), as written.
    static func phrases(of id: String) -> [String] { rules.filter { $0.id == id }.flatMap(\.phrases) }
}
