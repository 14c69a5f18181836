/// Negation triggers with their scope (DESIGN.md "German as tables"), dialect forms included.
/// Phrases that contain a negation word but do not negate ("mehr nicht", "nicht nur") are
/// blocks: they swallow the word.
enum Negation {
    static let rules: [PhraseRule] = [
        PhraseRule("neg.clause", [
            "nicht", "nie", "niemals", "nimmer", "nichts", "nix", "niemand", "niemanden",
            "niemandem", "keiner", "keinem", "ned", "net", "nid", "noed", "nöd", "nit", "nöt",
            "nüt", "nuet", "weder", "keineswegs", "keinesfalls", "null komma nix",
            // Swabian/Allgäu "it" = nicht at the end of an elliptic clause ("an Ohrwurm au it")
            "auch it", "gar it", "noch it", "no it",
        ], .negator(.clause)),
        PhraseRule("neg.determiner", [
            "kein", "keine", "keinen", "keines", "koa", "koan", "koane", "kei", "keis",
            "null", "nullkommanix", "0", "keinerlei",
        ], .negator(.determiner)),
        PhraseRule("neg.forward", ["ohne"], .negator(.forward)),
        PhraseRule("neg.partial", [
            "nicht so", "nicht besonders", "nicht allzu", "nicht sonderlich", "nicht so sehr",
            "nicht ganz so", "nicht mehr so", "nicht wirklich so", "ned so", "net so", "nicht richtig",
            "nicht wirklich", "nicht arg", "nicht sehr", "gar nicht so",
        ], .partialNegation),
        PhraseRule("neg.block", [
            "sonst nichts", "sonst nix", "sonst nichts neues",
            "mehr nicht", "nicht nur", "nicht mehr als", "nicht wahr", "oder nicht", "ob nicht",
            "warum nicht", "nicht zuletzt", "nicht umsonst", "nicht ohne grund", "wie nie",
            "wie noch nie", "noch nie so", "nie so", "so gut wie nie", "nichtsdestotrotz",
            "nicht schlecht staunen", "nicht zu fassen", "null problemo", "gar nichts anderes",
            "nichts anderes als", "fast nicht", "nicht mal so", "nichts als", "nicht zu vergessen",
            "weiss nicht", "weiss ich nicht", "weiss nicht mal", "keine ahnung", "kein plan",
            "nicht sicher", "nicht genau", "nicht aufhoeren", "nicht mehr aufhoeren", "ka warum", "ka ahnung",
            // "so glücklich wie lange nicht": a comparison, no negation
            "wie lange nicht", "wie schon lange nicht", "wie lange nicht mehr", "wie seit jahren nicht", "wie seit langem nicht", "wie ewig nicht",
        ], .block),
    ]
}

extension Negation {
    /// The phrases of one rule, as written.
    static func phrases(of id: String) -> [String] { rules.filter { $0.id == id }.flatMap(\.phrases) }

    /// The folded one-word triggers of one rule ("neg.clause", "neg.determiner" …), for readers
    /// that work on single words (corrections, the day reader).
    static func words(of id: String) -> Set<String> {
        Set(rules.filter { $0.id == id }.flatMap(\.phrases).map { GermanFolding.fold($0) }.filter { !$0.contains(" ") })
    }
}

