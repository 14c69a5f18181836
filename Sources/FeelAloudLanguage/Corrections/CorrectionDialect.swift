/// Dialect and colloquial spellings mapped to the standard word the lexicons use
/// ("ned" -> "nicht", "gstört" -> "gestört", "a bissl" -> "ein bisschen"). Folded keys.
enum CorrectionDialect {
    static let replacements: [String: String] = {
        let raw: [String: String] = [
            "ned": "nicht", "net": "nicht", "nit": "nicht", "nich": "nicht", "nöd": "nicht", "nid": "nicht",
            "nicht's": "nicht", "nimmer": "nicht", "mi": "mich", "des": "das", "dös": "das", "koa": "kein",
            "koan": "keinen", "koane": "keine", "ka": "kein", "kan": "keinen", "kaan": "keinen", "nix": "nichts",
            "nüscht": "nichts", "nischt": "nichts", "bissl": "bisschen", "bisserl": "bisschen",
            "bissel": "bisschen", "bissle": "bisschen", "bissi": "bisschen", "bisl": "bisschen",
            "bischen": "bisschen", "bißchen": "bisschen", "bisschn": "bisschen", "büschen": "bisschen",
            "gstört": "gestört", "gstöt": "gestört", "gnervt": "genervt", "gstresst": "gestresst",
            "gestört's": "gestört", "hob": "hab", "hab's": "hab", "hobs": "hab", "habs": "hab", "g'hört": "gehört",
            "ghört": "gehört", "wor": "war", "woar": "war", "is": "ist", "arg": "sehr", "voi": "voll",
            "alloa": "allein", "alloans": "allein", "allan": "allein", "alleine": "allein", "allei": "allein",
            "nervts": "nervt", "nervt's": "nervt", "gschafft": "geschafft", "gmacht": "gemacht", "gangen": "gegangen",
            "gspielt": "gespielt", "gsehen": "gesehen", "gsehn": "gesehen", "troffen": "getroffen", "gtroffen": "getroffen",
            "ois": "alles", "narrisch": "wahnsinnig", "narrsch": "wahnsinnig", "deppert": "verrückt", "hod": "hat", "hot": "hat", "oans": "eins", "zwoa": "zwei", "zwo": "zwei", "viere": "vier", "fuenfe": "fuenf", "sechse": "sechs", "siebene": "sieben", "neune": "neun", "mega-": "mega", "supi": "super", "jut": "gut", "juut": "gut",
            "guad": "gut", "guat": "gut", "schlächt": "schlecht", "schlecht's": "schlecht", "mies's": "mies",
            "stimmung's": "stimmung", "ohrwurm's": "ohrwurm", "hat's": "hat", "war's": "war", "gings": "ging",
            "ging's": "ging", "gibt's": "gibt", "gab's": "gab", "geht's": "geht", "wars": "war", "isch": "ist",
            "ich's": "ich", "nö": "nein", "nee": "nein", "ne": "nein", "naa": "nein", "noe": "nein", "nä": "nein",
            "jo": "ja", "jup": "ja", "jep": "ja", "japp": "ja", "joa": "ja", "jaa": "ja", "jau": "ja",
            "hamma": "haben", "hammer": "hammer", "dageg'n": "dagegen", "dagegn": "dagegen", "wen": "wen",
            "gar's": "gar", "überhaupts": "überhaupt", "iberhaupt": "überhaupt", "iwie": "irgendwie",
            "stressich": "stressig", "stressik": "stressig", "nervich": "nervig", "nervik": "nervig",
            // Swiss German
            "scho": "schon", "guet": "gut", "gsi": "gewesen", "gsii": "gewesen", "hät": "hat", "nüt": "nichts", "nünt": "nichts",
            "niemer": "niemand", "öpper": "jemand", "öppis": "etwas", "chli": "bisschen", "bitzli": "bisschen",
            "gschtresst": "gestresst", "gstörd": "gestört", "gnärvt": "genervt",
            "gredt": "geredet", "gschwätzt": "geredet", "troffe": "getroffen", "gläse": "gelesen", "gsunge": "gesungen",
            // Berlin
            "ick": "ich",
        ]
        var folded: [String: String] = [:]
        for (k, v) in raw { folded[GermanFolding.fold(k)] = GermanFolding.fold(v) }
        return folded
    }()

    /// "a bissl" style two-word forms: the first word is dropped when the second is a softener.
    static func normalize(_ tokens: [String]) -> [String] {
        var out: [String] = []
        out.reserveCapacity(tokens.count)
        for t in tokens {
            let w = replacements[t] ?? t
            if w == "bisschen", let last = out.last, last == "a" || last == "e" || last == "n" || last == "en" {
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
