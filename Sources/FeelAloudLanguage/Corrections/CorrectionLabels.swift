import FeelAloudCore

/// Names and synonyms by which a correction refers to a field (rules as data).
///
/// A label selects a *group*; the value that follows decides the exact field where a group
/// covers several ("Ohrwurm war stark" -> #4, "kein Ohrwurm" -> #2, "Ohrwurm war „Zombie“" -> #3).
/// Phrases are folded when matched; a trailing `*` matches any word starting with the stem.
enum CorrectionLabels {
    enum Group: Equatable, Sendable {
        case mood, earworm, song, strength, distress, countermeasure, activity, social, stress
    }

    static let table: [(Group, [String])] = [
        (.mood, ["stimmung", "stimmungslage", "laune", "gemütslage", "gemütszustand", "befinden", "mood",
                 "gefühlslage", "grundstimmung", "allgemeine stimmung", "gesamtstimmung", "tagesstimmung",
                 "gemüt", "gefühl", "mein gefühl", "gemütsverfassung", "verfassung", "seelische verfassung",
                 "seelenlage", "gemütsverfassungen"]),
        (.earworm, ["musik im kopf", "musik im kopp", "lied im kopf", "song im kopf", "melodie im kopf",
                    "ohrwurm", "ohrwürmer", "ohrwurms", "ohrwurmes", "orwurm", "ohrwum", "ohrwurn", "ohwurm",
                    "musik", "kopfmusik", "earworm", "gedudel", "dudelei"]),
        (.song, ["liedtitel", "songtitel", "titel", "lied", "song", "songname", "liedname", "name des lieds",
                 "name des liedes", "name vom lied", "name vom song", "stück", "musikstück", "melodie", "lieds",
                 "liedes", "songs", "track"]),
        (.strength, ["ohrwurm-stärke", "ohrwurmstärke", "ohrwurm stärke", "stärke des ohrwurms",
                     "stärke vom ohrwurm", "stärke", "intensität", "ohrwurm-intensität", "ohrwurmintensität",
                     "ohrwurm intensität"]),
        (.distress, ["leidensdruck", "leidens druck", "leidensdrück", "leidendruck", "leidenddruck",
                     "belastung", "leidensdrucks", "leidensdruk"]),
        (.countermeasure, ["gegenmaßnahmen", "gegenmassnahmen", "gegen maßnahmen", "gegenmaßnahme gemacht",
                           "maßnahmen", "was dagegen getan", "was dagegen gemacht", "was dagegen unternommen",
                           "etwas dagegen getan", "etwas dagegen gemacht", "dagegen getan", "dagegen gemacht",
                           "dagegen unternommen", "entgegengesetzt", "entgegengewirkt"]),
        (.activity, ["gegenmaßnahme", "gegenmassnahme", "gegen maßnahme", "maßnahme", "gegenmittel",
                     "gegenstrategie", "aktivität", "was ich dagegen gemacht hab", "was ich dagegen getan hab"]),
        (.social, ["sozialkontakt", "sozialkontakte", "sozialer kontakt", "soziale kontakte", "sozial kontakt",
                   "sozialkontakts", "kontakt", "kontakte", "soziales", "leute getroffen", "menschen getroffen",
                   "jemanden getroffen", "jemand getroffen", "wen getroffen", "sozial"]),
        (.stress, ["stress", "stresslevel", "stress-level", "stresspegel", "stressniveau", "anspannung",
                   "stresses"]),
    ]

    /// Folded phrases, longest first, so "ohrwurm stärke" wins over "ohrwurm".
    static let phrases: [(Group, CorrectionPhrase)] = table
        .flatMap { group, list in list.map { (group, CorrectionPhrase($0)) } }
        .sorted { $0.1.words.count > $1.1.words.count }

    /// The group a field number selects (numbers name one field exactly).
    static func group(for key: FieldKey) -> Group {
        switch key {
        case .mood: return .mood
        case .musicInHead: return .earworm
        case .songName: return .song
        case .earwormStrength: return .strength
        case .distress: return .distress
        case .countermeasures: return .countermeasure
        case .countermeasureActivity: return .activity
        case .socialContact: return .social
        case .stress: return .stress
        }
    }
}
