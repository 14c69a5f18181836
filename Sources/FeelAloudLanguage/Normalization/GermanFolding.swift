/// Canonical folding of German text so lexicons match however a word was typed.
///
/// `fold` lowercases and maps ä→ae, ö→oe, ü→ue, ß→ss (so "gestört", "gestoert" and "GESTÖRT"
/// all become "gestoert"), and unifies apostrophes. Lexicon entries are folded with the same
/// function when they are loaded, so they can be written with real umlauts.
public enum GermanFolding {
    public static func fold(_ text: some StringProtocol) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "ä", "Ä": out += "ae"
            case "ö", "Ö": out += "oe"
            case "ü", "Ü": out += "ue"
            case "ß", "ẞ": out += "ss"
            case "’", "‘", "`", "´": out += "'"
            default:
                if scalar.value < 0x80 {
                    if scalar.value >= 0x41 && scalar.value <= 0x5A {
                        out.unicodeScalars.append(Unicode.Scalar(scalar.value + 32)!)
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                } else {
                    out += String(scalar).lowercased()
                }
            }
        }
        return out
    }
}
