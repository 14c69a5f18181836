/// The shared word-level repairs of the German base, run on folded words before any lexicon
/// looks at them (extraction: `TextAnalysis.normalise`; corrections: `CorrectionDialect`):
/// 1. split compounds of dictation joined again ("ohr wurm" -> "ohrwurm", "dauer schleife",
///    "los zu werden") when the joined word is one the lexicons know;
/// 2. the regional table (`RegionalForms`): one form -> its standard word(s);
/// 3. regional participles the table does not list, checked against the known words:
///    Berlin "je-" ("jechillt" -> "gechillt"), Bavarian/Swiss "g-" before a consonant
///    ("gspürt" -> "gespürt", "gnossn" -> "genossen", "gsunge" -> "gesungen");
/// 4. regular sound shifts of a region, checked against the known words the same way:
///    Saxon/Hessian "-isch" for "-ig" ("traurisch"), Thuringian/Saxon "-sch" for "-ig"
///    ("stressch"), Rhenish/Hessian/Saxon "sch" for the ich-sound after i/e ("misch",
///    "rischtisch" -> "richtig"); 5. the regular sound shifts of the regions (`SoundShifts`:
///    "gemiedlich", "Kumbel", "schian"). A form only changes when it is no known word itself.
/// `known` is the set of words the rule tables use (`PhraseIndex.knownWords`).
public enum GermanNormalizer {
    /// First-person verb forms that make Hessian/Saxon "isch" the pronoun "ich" ("isch bin",
    /// "hatt isch"); elsewhere "isch" is Swiss/Swabian "ist".
    public static let ichVerbs: Set<String> = [
        "bin", "hab", "habe", "hatte", "hatt", "war", "geh", "glaub", "muss", "kann", "will", "mag",
        "moecht", "fuehl", "fuehle", "mach", "hoer", "denk", "wor", "hob", "han", "weiss", "find",
        "ben",   // Koelsch "isch ben" = "ich bin"
    ]

    /// Words that never start a joined compound (they are words of their own).
    static let noCompoundStart: Set<String> = [
        "ich", "du", "er", "sie", "es", "wir", "ihr", "der", "die", "das", "den", "dem", "ein",
        "eine", "einen", "kein", "keine", "nicht", "und", "oder", "aber", "mit", "im", "in", "am",
        "zu", "so", "ganz", "den", "ist", "war", "hab", "bin", "mir", "mich",
    ]

    /// The compound of `a`+`b` (+`c`) when the lexicons know it and `a` is no function word.
    public static func compound(_ a: String, _ b: String, _ c: String? = nil, known: Set<String>,
                                heads: Set<String>? = nil) -> String? {
        // cheap filter first: `a` must begin some known compound (no string is built otherwise)
        if let heads, !heads.contains(a) { return nil }
        guard a.utf8.count >= 3, b.utf8.count >= 2, !known.contains(a) || !known.contains(b) || b == "zu",
              !noCompoundStart.contains(a) else { return nil }
        if let c, b == "zu" || b == "zu-", known.contains(a + "zu" + c) { return a + "zu" + c }
        let joined = a + b
        // both halves words of their own ("gute laune") stay apart; "ohr wurm", "dauer schleife" join
        if b.utf8.count >= 3, !noCompoundStart.contains(b), known.contains(joined), !known.contains(a) || !known.contains(b) { return joined }
        return nil
    }

    /// The standard word(s) for a regional or misspelt form, or nil when `w` is standard.
    public static func standard(_ w: String, known: Set<String>) -> [String]? {
        if let s = RegionalForms.map[w] { return s }
        if known.contains(w) { return nil }
        // Saxon/Hessian "-isch" for "-ig"/"-ich": "traurisch", "stressisch", "glücklisch", "misch"
        if w.utf8.count >= 5, GermanNormalizer.endsWithIschBytes(w), w.hasSuffix("isch") {
            let stem = String(w.dropLast(3))
            if known.contains(stem + "g") { return [stem + "g"] }
            if known.contains(stem + "ch") { return [stem + "ch"] }
        }
        if w.utf8.count >= 4, w.hasSuffix("sch") {
            // Thuringian/Saxon "-sch" for "-ig" after a consonant: "wichtsch", "stressch" (the
            // "s" of the stem and of "-sch" spoken as one)
            if !GermanNormalizer.endsWithIschBytes(w) {
                if known.contains(w.dropLast(3) + "ig") { return [w.dropLast(3) + "ig"] }
                if w.dropLast(2).hasSuffix("ss"), known.contains(w.dropLast(2) + "ig") { return [w.dropLast(2) + "ig"] }
            }
        }
        // Rhine/Moselle Franconian, Hessian, Saxon "sch" for the ich-sound after i/e: "misch",
        // "rischtisch" ("richtich" -> "richtig"), "leischt"
        if let ch = GermanNormalizer.ichSound(w) {
            if known.contains(ch) { return [ch] }
            if ch.hasSuffix("ich"), known.contains(ch.dropLast(3) + "ig") { return [ch.dropLast(3) + "ig"] }
        }
        // 5. the regular sound shifts of the regions (`SoundShifts`: "gemiedlich", "Kumbel")
        let shifted = SoundShifts.standard(w).flatMap { known.contains($0) ? [$0] : nil }
        var it = w.utf8.makeIterator()
        guard w.utf8.count >= 4, let u0 = it.next(), let u1 = it.next() else { return shifted }
        var stems: [String] = []
        if u0 == 0x6A, u1 == 0x65 { stems.append(String(w.dropFirst(2))) }   // je-
        else if u0 == 0x67, !isVowel(u1) { stems.append(String(w.dropFirst(1))) }   // g + consonant
        else { return shifted }
        for stem in stems {
            // Swabian "-a" for "-en": "gholfa" -> "geholfen", "gsessa" -> "gesessen"
            let swabian = stem.hasSuffix("a") ? "ge" + stem.dropLast() + "en" : ""
            for candidate in ["ge" + stem, "ge" + stem + "n", "ge" + enEnding(stem), swabian] where known.contains(candidate) {
                return [candidate]
            }
        }
        return shifted
    }

    /// Every beginning (3 letters up to all but 3) of every known word of 6+ letters: what a
    /// dictated first half of a compound can be.
    public static func compoundHeads(of known: Set<String>) -> Set<String> {
        var out = Set<String>()
        out.reserveCapacity(known.count * 6)
        for w in known where w.utf8.count >= 6 {
            var ascii = true
            for b in w.utf8 where b >= 0x80 { ascii = false; break }
            if ascii {
                // bytes are characters: the beginnings without a Character walk
                let u = Array(w.utf8)
                for n in 3...(u.count - 2) { out.insert(String(decoding: u[0..<n], as: UTF8.self)) }
                continue
            }
            let chars = Array(w)
            guard chars.count >= 6 else { continue }
            for n in 3...(chars.count - 2) { out.insert(String(chars[0..<n])) }
        }
        return out
    }

    /// `w` with every "sch" after "i"/"e" (not at the start) read as "ch" ("rischtisch" ->
    /// "richtich", "misch" -> "mich"); nil when `w` has none. Only after front vowels: after
    /// "r"/"l"/"n" the rule would read standard "Kirsche" as "Kirche".
    static func ichSound(_ w: String) -> String? {
        guard w.utf8.count >= 4 else { return nil }
        // no "sch" after i/e: nothing is built (the common case)
        var p2: UInt8 = 0, p1: UInt8 = 0, p0: UInt8 = 0, found = false
        for b in w.utf8 {
            if b == 0x68, p0 == 0x63, p1 == 0x73, p2 == 0x69 || p2 == 0x65 { found = true; break }
            p2 = p1; p1 = p0; p0 = b
        }
        guard found else { return nil }
        let u = Array(w.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(u.count)
        var changed = false
        var i = 0
        while i < u.count {
            if i >= 1, i + 2 < u.count, u[i] == 0x73, u[i + 1] == 0x63, u[i + 2] == 0x68, u[i - 1] == 0x69 || u[i - 1] == 0x65 {
                out.append(0x63); out.append(0x68); i += 3; changed = true; continue
            }
            out.append(u[i]); i += 1
        }
        return changed ? String(decoding: out, as: UTF8.self) : nil
    }

    /// The spoken "sch" forms of a known word's ich-sound after "i"/"e" ("richtig" ->
    /// "rischtig", "mich" -> "misch"): the inverse of `ichSound`, for `PhraseIndex.derivableForms`.
    static func ichSoundForms(_ u: [UInt8]) -> String? {
        guard u.count >= 3 else { return nil }
        @inline(__always) func shifts(_ i: Int) -> Bool {
            u[i] == 0x63 && u[i + 1] == 0x68 && (u[i - 1] == 0x69 || u[i - 1] == 0x65) && (i + 2 >= u.count || u[i + 2] != 0x73)
        }
        // most words have no ich-sound after i/e: nothing is built for them
        var first = -1
        for i in 1..<(u.count - 1) where shifts(i) { first = i; break }
        guard first >= 0 else { return nil }
        var out = Array(u[..<first])
        out.reserveCapacity(u.count + 2)
        for i in first..<u.count {
            if i >= 1, i + 1 < u.count, shifts(i) { out.append(0x73) }
            out.append(u[i])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// "nossn" -> "nossen": a final "n" after a consonant is spoken for "-en".
    static func enEnding(_ s: String) -> String {
        let u = Array(s.utf8)
        guard u.count >= 2, u[u.count - 1] == 0x6E, !isVowel(u[u.count - 2]) else { return s }
        return String(s.dropLast()) + "en"
    }

    /// The last four bytes are "isch" (a cheap test before `hasSuffix`).
    @inline(__always) static func endsWithIschBytes(_ w: String) -> Bool {
        let u = w.utf8
        var it = u.reversed().makeIterator()
        return it.next() == 0x68 && it.next() == 0x63 && it.next() == 0x73 && it.next() == 0x69
    }

    @inline(__always) static func isVowel(_ b: UInt8) -> Bool {
        b == 0x61 || b == 0x65 || b == 0x69 || b == 0x6F || b == 0x75 || b == 0x79
    }
}
