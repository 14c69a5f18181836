/// Corrections read words through the same German base as extraction: the regional table
/// (`RegionalForms`, "ned" -> "nicht", "gstört" -> "gestört", "koa" -> "kein") and the
/// regional participles of `GermanNormalizer`. One word stays one word here (tokens keep their
/// positions for titles and activities); "a bissl" style softeners become "ein bisschen".
enum CorrectionDialect {
    /// Words the lexicons know (for the participle repairs), shared with extraction.
    static var known: Set<String> { PhraseIndex.shared.knownWords }

    /// The standard word for one folded token.
    static func standard(_ t: String, previous: String?) -> String {
        if t == "ne" || t == "nä" {
            // "ne, das war …" answers no; "hab ne Stunde telefoniert" is "eine"
            if previous == nil || ["ach", "oh", "aeh", "also", "nein", "ja", "nee"].contains(previous!) { return "nein" }
            return "eine"
        }
        // "d'Stimmung", "s'Lied": the elided article falls off
        if t.utf8.count > 3, t.hasPrefix("d'") || t.hasPrefix("s'") { return standard(String(t.dropFirst(2)), previous: previous) }
        let known = CorrectionDialect.known
        if let s = GermanNormalizer.standard(t, known: known) { return s[0] }
        // "hot's", "wor's": the clitic "'s" falls off
        if t.hasSuffix("'s"), t.utf8.count > 3 {
            let stem = String(t.dropLast(2))
            return GermanNormalizer.standard(stem, known: known)?[0] ?? stem
        }
        return t
    }

    /// "a bissl" style two-word forms: the first word is dropped when the second is a softener.
    static func normalize(_ tokens: [String]) -> [String] {
        var out: [String] = []
        out.reserveCapacity(tokens.count)
        for t in tokens {
            let w = standard(t, previous: out.last)
            if w == "bisschen", let last = out.last, last == "a" || last == "e" || last == "n" || last == "en" || last == "ein" {
                out[out.count - 1] = "ein"
            }
            if w == "bisschen", let last = out.last, last == "kein" || last == "keinen" {
                out[out.count - 1] = "gar"; out.append("nicht"); continue  // "kein bisschen gestört"
            }
            out.append(w)
        }
        return out
    }
}
