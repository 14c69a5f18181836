/// German words the time phrases are built from, folded (see `GermanFolding`): number
/// words, weekdays, months, seasons and the determiners that change a phrase's meaning.
public enum TimeVocabulary {
    /// Number words → value ("zwei" → 2). Compounds like "einundzwanzig" are parsed by
    /// `number(_:)`.
    public static let numberWords: [String: Int] = [
        "ein": 1, "eine": 1, "einen": 1, "einem": 1, "einer": 1, "eins": 1,
        "zwei": 2, "zwo": 2, "drei": 3, "vier": 4, "fuenf": 5, "funf": 5, "sechs": 6, "sieben": 7,
        "acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwoelf": 12, "zwolf": 12, "dreizehn": 13,
        "vierzehn": 14, "fuenfzehn": 15, "sechzehn": 16, "siebzehn": 17, "achtzehn": 18,
        "neunzehn": 19, "zwanzig": 20, "dreissig": 30, "vierzig": 40, "fuenfzig": 50,
        "sechzig": 60, "siebzig": 70, "achtzig": 80, "neunzig": 90, "hundert": 100,
    ]

    /// A token as a number: digits ("10", "3."), a number word or a compound
    /// ("einundzwanzig").
    public static func number(_ token: String) -> Int? {
        var t = Substring(token)
        if t.hasSuffix(".") { t = t.dropLast() }
        if !t.isEmpty, t.allSatisfy({ $0.isASCII && $0.isNumber }), t.count <= 4 { return Int(t) }
        if let v = numberWords[String(t)] { return v }
        if let r = t.range(of: "und") {
            let unit = numberWords[String(t[..<r.lowerBound])] ?? (t[..<r.lowerBound] == "ein" ? 1 : nil)
            let tens = numberWords[String(t[r.upperBound...])]
            if let u = unit, let te = tens, u < 10, te >= 20, te % 10 == 0 { return te + u }
        }
        return nil
    }

    /// Ordinal stems 1–19 ("erst" → 1, "dritt" → 3); 20 and above are a number word + "st".
    static let ordinalStems: [String: Int] = [
        "erst": 1, "zweit": 2, "dritt": 3, "viert": 4, "fuenft": 5, "funft": 5, "sechst": 6, "siebt": 7, "siebent": 7,
        "acht": 8, "neunt": 9, "zehnt": 10, "elft": 11, "zwoelft": 12, "zwolft": 12, "dreizehnt": 13, "vierzehnt": 14,
        "fuenfzehnt": 15, "sechzehnt": 16, "siebzehnt": 17, "achtzehnt": 18, "neunzehnt": 19,
    ]

    /// An ordinal as a number: "ersten" → 1, "dritter" → 3, "einundzwanzigsten" → 21,
    /// "15ten" / "13ter" / "15te" → 15. Plain digits are not ordinals here (see `number`).
    public static func ordinal(_ token: String) -> Int? {
        var t = Substring(token)
        if let digitEnd = t.firstIndex(where: { !($0.isASCII && $0.isNumber) }), digitEnd != t.startIndex {
            let suffix = t[digitEnd...]
            guard ["te", "ten", "ter", "tes", "tem", "ste", "sten", "ster"].contains(String(suffix)) else { return nil }
            return Int(t[..<digitEnd])
        }
        for ending in ["en", "er", "es", "em", "e"] where t.hasSuffix(ending) {
            t = t.dropLast(ending.count)
            break
        }
        if let v = ordinalStems[String(t)] { return v }
        if t.hasSuffix("st"), let v = number(String(t.dropLast(2))), v >= 20 { return v }
        return nil
    }

    /// Weekday stems → ISO weekday (1 = Monday). A token matches when it starts with a stem
    /// ("montagabend", "dienstags").
    public static let weekdays: [(stem: String, day: Int)] = [
        ("montag", 1), ("dienstag", 2), ("mittwoch", 3), ("donnerstag", 4), ("freitag", 5),
        ("samstag", 6), ("sonnabend", 6), ("sonntag", 7),
    ]

    public static func weekday(_ token: String) -> Int? {
        for (stem, day) in weekdays where token.hasPrefix(stem) {
            // "sonntags" fine, but not "montagsmaler"-like compounds of other nouns
            if token.count <= stem.count + 7 { return day }
        }
        return nil
    }

    /// Month names and common abbreviations → month number.
    public static let months: [String: Int] = [
        "januar": 1, "jaenner": 1, "janner": 1, "jan": 1, "februar": 2, "feber": 2, "feb": 2,
        "maerz": 3, "marz": 3, "maerzen": 3, "april": 4, "apr": 4, "mai": 5, "juni": 6, "jun": 6,
        "juli": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sept": 9, "sep": 9,
        "oktober": 10, "okt": 10, "november": 11, "nov": 11, "dezember": 12, "dez": 12,
    ]

    /// Anfang / Mitte / Ende (of a month or year) → 0 / 1 / 2.
    public static let parts: [String: Int] = [
        "anfang": 0, "anfangs": 0, "beginn": 0, "mitte": 1, "mittig": 1, "ende": 2, "endes": 2,
    ]

    /// Season words → 1 Frühling, 2 Sommer, 3 Herbst, 4 Winter.
    public static let seasons: [String: Int] = [
        "fruehling": 1, "fruehjahr": 1, "fruhling": 1, "fruhjahr": 1, "lenz": 1,
        "sommer": 2, "herbst": 3, "winter": 4,
    ]

    /// "letzte(n) / vergangene(n) / vorige(n)" — the previous one.
    public static let previous: Set<String> = [
        "letzte", "letzten", "letzter", "letztes", "letztem", "vergangene", "vergangenen", "vergangener",
        "vergangenes", "vergangenem", "vorige", "vorigen", "voriger", "voriges", "vorigem", "zurueckliegenden",
    ]
    /// "vorletzte(n) / vorvorige(n)" — the one before the previous.
    public static let beforePrevious: Set<String> = [
        "vorletzte", "vorletzten", "vorletzter", "vorletztes", "vorletztem", "vorvorige", "vorvorigen",
        "vorvoriges", "vorvoriger", "vorvergangene", "vorvergangenen", "vorvergangenes",
    ]
    /// "diese(n) / laufende(n) / aktuelle(n)" — the current calendar unit.
    public static let this: Set<String> = [
        "diese", "diesen", "dieser", "dieses", "diesem", "laufende", "laufenden", "laufender",
        "laufendes", "aktuelle", "aktuellen", "aktueller", "aktuelles", "jetzige", "jetzigen",
    ]
    /// "meine / die / der …" — the rolling period ("meine Woche" = the last 7 days).
    public static let mine: Set<String> = [
        "meine", "meinen", "meiner", "mein", "meinem", "die", "der", "den", "das", "dem", "deine", "dein",
    ]
    /// "ganze(n)" may stand between determiner and noun ("die ganze Woche").
    public static let whole: Set<String> = ["ganze", "ganzen", "ganzer", "ganzes", "gesamte", "gesamten", "komplette", "kompletten"]

    public static let day: Set<String> = ["tag", "tage", "tagen", "tg"]
    public static let week: Set<String> = ["woche"]
    public static let weeks: Set<String> = ["wochen", "woche"]
    public static let monthWord: Set<String> = ["monat", "monats"]
    public static let monthsWord: Set<String> = ["monate", "monaten", "monat"]
    public static let yearWord: Set<String> = ["jahr", "jahres", "jahrs"]
    public static let yearsWord: Set<String> = ["jahre", "jahren", "jahr"]
}
