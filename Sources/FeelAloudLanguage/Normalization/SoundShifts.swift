/// Regular sound correspondences between standard German and the regions ("gemütlich" ->
/// Palatinate "gemiedlich", "schön" -> Tyrolean "schian", "Kumpel" -> Hessian "Kumbel", "sonst"
/// -> Swabian "sonscht"), applied once to the words the lexicons use: every known word of four
/// letters or more yields its regional forms — one shift, or two of different kinds (a vowel and
/// a consonant, a vowel and an ending …) — and a form then reads as its standard word wherever
/// the regional table (`RegionalForms`) does not list it. Words the table lists stay with it.
///
/// A form is dropped when two standard words give it ("kennt" from "könnt" and "kennt"), when
/// it is a known word itself, or when it is a real German or English word (`realWords`, from the
/// Debian word lists: "Jude" is no "gute", "ober" no "Oper"). Extraction reads the forms through
/// `PhraseIndex.derivedStandard`, corrections and manual entry through
/// `GermanNormalizer.standard`, so all of them understand the same regional words.
public enum SoundShifts {
    /// Where in the word a shift applies.
    enum Position { case anywhere, inner, end, start }

    /// One correspondence: the standard (folded) letters, the regional ones, where, and its kind
    /// (two shifts of one kind are not combined).
    struct Shift {
        let standard: [UInt8]
        let regional: [UInt8]
        let position: Position
        let kind: UInt8
    }

    /// `standard>regional position kind`, then where it is spoken (documentation only).
    /// Kinds: v = vowel, e = ending, c = consonant, s = beginning.
    static let table = """
    ue>i any v      unrounding: Saxon, Hessian, Palatinate, Swabian, Franconian ("gemiedlich", "fir")
    ue>ie any v     unrounding with length ("friehstick")
    ue>ia any v     Bavarian, Austrian diphthong ("miad", "friah")
    oe>e any v      unrounding ("bleed", "scheen")
    oe>ee any v     unrounding with length ("scheene")
    oe>ea any v     Bavarian ("schea")
    oe>ia any v     Tyrolean, Carinthian ("schian")
    oe>ae any v     Palatinate, Hessian ("schää")
    ei>oa any v     Bavarian, Austrian ("hoam", "kloa")
    ei>aa any v     Hessian, Palatinate ("kaa", "aans")
    ei>ee any v     Saxon, Berlin, Low German ("keen", "kleene", "zwee")
    au>aa any v     Hessian, Palatinate ("aach", "kaafe")
    eu>ei any v     Saxon, Hessian, Swabian ("heit", "Leit")
    eu>oei any v    Swiss ("gfröit")
    ie>ia any v     Bavarian, Austrian ("liab", "Liad")
    u>ua any v      Bavarian, Austrian ("guad", "Bruader", "muass")
    er>a end e      Bavarian, Berlin, Austrian ("imma", "supa", "Schwesta")
    er>ae end e     Hessian, Saxon ("subbä")
    en>a end e      Swabian ("morga", "kenna")
    p>b inner c     lenition: Saxon, Franconian, Hessian, Palatinate ("Kumbel", "subbä")
    t>d inner c     lenition ("gemiedlich", "gedachd", "Arbeid")
    k>g inner c     lenition ("Glagge")
    nt>nn inner c   Hessian, Palatinate ("unner", "hinne")
    st>scht inner c Swabian, Alemannic ("sonscht", "fescht", "Weinfescht")
    g>j start s     Berlin, Brandenburg, Cologne ("jut", "jestern")
    zu>z start s    Bavarian, Swabian ("zfrieden")
    """

    static let shifts: [Shift] = table.split(separator: "\n").compactMap { line in
        let parts = line.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count >= 3 else { return nil }
        let pair = parts[0].split(separator: ">", omittingEmptySubsequences: false)
        guard pair.count == 2, let kind = parts[2].utf8.first else { return nil }
        let position: Position
        switch parts[1] {
        case "end": position = .end
        case "inner": position = .inner
        case "start": position = .start
        default: position = .anywhere
        }
        return Shift(standard: Array(pair[0].utf8), regional: Array(pair[1].utf8), position: position, kind: kind)
    }

    /// Regional form -> standard word, built once from the lexicons' words.
    public static let forms: [String: String] = build(known: PhraseIndex.lexiconKnownWords, excluding: realWords)

    /// The forms before the real-word filter: what `scripts/sound-shift-real-words.py` checks
    /// against the word lists to write `realWords` (`feelaloud-bench sound-shifts`).
    public static func unfilteredForms() -> [String: String] {
        build(known: PhraseIndex.lexiconKnownWords, excluding: [])
    }

    /// The standard word of a regional form the shifts give, nil for any other word.
    public static func standard(_ w: String) -> String? { forms[w] }

    static func build(known: Set<String>, excluding real: Set<String>) -> [String: String] {
        var from: [[UInt8]: [UInt8]] = [:]
        var ambiguous = Set<[UInt8]>()
        from.reserveCapacity(16_384)
        func note(_ v: [UInt8], _ word: [UInt8]) {
            guard v.count >= 4 else { return }
            if let other = from[v] {
                if other != word { ambiguous.insert(v) }
            } else {
                from[v] = word
            }
        }
        for w in known {
            let u = Array(w.utf8)
            guard u.count >= 4, u.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { continue }
            for (i, s) in shifts.enumerated() {
                for v in apply(s, to: u) {
                    note(v, u)
                    for (j, t) in shifts.enumerated() where j != i && t.kind != s.kind {
                        for v2 in apply(t, to: v) { note(v2, u) }
                    }
                }
            }
        }
        var out: [String: String] = [:]
        out.reserveCapacity(from.count)
        for (v, word) in from where !ambiguous.contains(v) {
            let form = String(decoding: v, as: UTF8.self)
            guard !known.contains(form), !real.contains(form), RegionalForms.map[form] == nil else { continue }
            out[form] = String(decoding: word, as: UTF8.self)
        }
        return out
    }

    /// Every form one shift makes of `u` (one occurrence at a time).
    static func apply(_ s: Shift, to u: [UInt8]) -> [[UInt8]] {
        let a = s.standard, n = a.count
        guard u.count > n + 1 else { return [] }
        func at(_ i: Int) -> Bool {
            guard i >= 0, i + n <= u.count else { return false }
            for k in 0..<n where u[i + k] != a[k] { return false }
            // "u" of a diphthong or an umlaut ("au", "eu", "ue", "qu") is no plain "u"
            if a == [0x75] {
                if i > 0, [0x61, 0x65, 0x71].contains(u[i - 1]) { return false }
                if i + 1 < u.count, u[i + 1] == 0x65 { return false }
            }
            // "ue" after a vowel is no umlaut ("steuer", "bauen")
            if a == [0x75, 0x65], i > 0, [0x61, 0x65].contains(u[i - 1]) { return false }
            return true
        }
        func replaced(_ i: Int) -> [UInt8] { Array(u[..<i]) + s.regional + Array(u[(i + n)...]) }
        switch s.position {
        case .end:
            return at(u.count - n) ? [replaced(u.count - n)] : []
        case .start:
            // Berlin "j" only before a vowel ("jut", "jestern"; not "glück")
            if a == [0x67], !GermanNormalizer.isVowel(u[1]) { return [] }
            return at(0) ? [replaced(0)] : []
        case .inner, .anywhere:
            var out: [[UInt8]] = []
            var i = s.position == .inner ? 1 : 0
            while i + n <= u.count {
                if at(i) { out.append(replaced(i)) }
                i += 1
            }
            return out
        }
    }
}
