import FeelAloudCore

/// Finds the one song a question is about and decides whether a diary entry's `songName` is
/// that song (CONTRACT.md §5.2).
///
/// Matching compares keys: folded (case, ä/ae/a, ß/ss), quotes and punctuation removed, spaces
/// collapsed. An entry matches when its key, its title part ("TITLE – ARTIST", "TITLE von
/// ARTIST", "TITLE by ARTIST", "ARTIST: TITLE") or its artist part equals the wanted key, when
/// the wanted key is the start of the title of at least six letters ("Atemlos" → "Atemlos durch
/// die Nacht"), or when they differ by one letter (keys of five letters or more: one insertion,
/// deletion, substitution or swap). `canonical` maps a spelling to a known title (a gazetteer
/// can be plugged in here); two spellings with the same canonical title match.
public struct SongMatch: SongMatching {
    /// Canonical title of a spelling, nil when unknown. Default: none known.
    public var canonical: @Sendable (String) -> String?

    public init(canonical: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.canonical = canonical
    }

    /// Matching with the song gazetteer's canonical titles ("Atemlos" ↔ "Atemlos durch die
    /// Nacht – Helene Fischer").
    public static let standard = SongMatch(canonical: { SongGazetteer.shared.canonical($0)?.title })

    /// The matching key of a title: folded, umlauts reduced to their base letter, only
    /// letters and digits, single spaces.
    public static func key(_ s: String) -> String {
        var folded = GermanFolding.fold(s)
        for (a, b) in [("ae", "a"), ("oe", "o"), ("ue", "u"), ("ss", "s")] { folded = folded.replacingAll(a, with: b) }
        var out = ""
        var space = false
        for c in folded {
            if c.isLetter || c.isNumber {
                if space && !out.isEmpty { out.append(" ") }
                out.append(c)
                space = false
            } else if c != "'" {
                space = true
            }
        }
        return out
    }

    /// Title and artist parts of an entry's song name ("Atemlos – Helene Fischer").
    public static func parts(_ name: String) -> [String] {
        var result = [name]
        for sep in [" – ", " — ", " - ", " von ", " by ", ": ", ", "] {
            if let r = name.range(of: sep) {
                result.append(String(name[..<r.lowerBound]))
                result.append(String(name[r.upperBound...]))
            }
        }
        return result
    }

    public func matches(entrySong: String, wanted: String) -> Bool {
        let w = Self.key(wanted)
        guard !w.isEmpty else { return false }
        let canonicalWanted = canonical(wanted)
        for part in Self.parts(entrySong) {
            let k = Self.key(part)
            if k == w { return true }
            if w.count >= 6, k.hasPrefix(w + " ") { return true }
            if w.count >= 5, k.count >= 5, Self.withinOneEdit(k, w) { return true }
            if let c = canonicalWanted, let d = canonical(part), Self.key(c) == Self.key(d) { return true }
        }
        return false
    }

    /// Damerau–Levenshtein distance ≤ 1 (one insertion, deletion, substitution or swap).
    static func withinOneEdit(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        if abs(x.count - y.count) > 1 { return false }
        var i = 0
        while i < x.count, i < y.count, x[i] == y[i] { i += 1 }
        if i == x.count && i == y.count { return true }
        if x.count == y.count {
            if x[(i + 1)...] == y[(i + 1)...] { return true }
            return i + 1 < x.count && x[i] == y[i + 1] && x[i + 1] == y[i] && x[(i + 2)...] == y[(i + 2)...]
        }
        return x.count > y.count ? x[(i + 1)...] == y[i...] : x[i...] == y[(i + 1)...]
    }

    // MARK: Finding the song in a question

    /// The song a question names and the question with it replaced by "Lied" (so the rest is
    /// parsed as usual), nil when it names none. Quoted titles („…“, "…", »…«) always count;
    /// unquoted ones are the words between "hatte ich (zuletzt)" / "lief" and "im Kopf" /
    /// "im Ohr" / "als Ohrwurm", or after "Ohrwurm von".
    public static func extract(from text: String) -> (song: String, rest: String)? {
        if let q = quoted(text) { return q }
        let words = splitWords(text)
        let folded = words.map { QuestionParser.tokens($0.text).joined(separator: " ") }
        guard let span = unquotedSpan(folded) else { return nil }
        let title = words[span].map(\.text).joined(separator: " ")
        let chars = Array(text)
        let start = words[span.lowerBound].start, end = words[span.upperBound - 1].end
        let rest = String(chars[..<start]) + "Lied" + String(chars[end...])
        return (title, rest)
    }

    static let quotePairs: [(Character, Character)] = [("„", "“"), ("“", "”"), ("\"", "\""), ("»", "«"), ("«", "»"), ("‚", "‘"), ("“", "“")]

    static func quoted(_ text: String) -> (song: String, rest: String)? {
        let chars = Array(text)
        for (open, close) in quotePairs {
            guard let a = chars.firstIndex(of: open), let b = chars[(a + 1)...].firstIndex(of: close), b > a + 1 else { continue }
            let inner = String(chars[(a + 1)..<b]).trimmingWhitespace()
            guard !inner.isEmpty else { continue }
            return (inner, String(chars[..<a]) + "Lied" + String(chars[(b + 1)...]))
        }
        return nil
    }

    struct Word { var text: String; var start: Int; var end: Int }

    /// Words of the original text with their character offsets (punctuation at the edges
    /// trimmed).
    static func splitWords(_ text: String) -> [Word] {
        var words: [Word] = []
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            while i < chars.count, chars[i].isWhitespace { i += 1 }
            var j = i
            while j < chars.count, !chars[j].isWhitespace { j += 1 }
            var a = i, b = j
            while a < b, !(chars[a].isLetter || chars[a].isNumber) { a += 1 }
            while b > a, !(chars[b - 1].isLetter || chars[b - 1].isNumber) { b -= 1 }
            if a < b { words.append(Word(text: String(chars[a..<b]), start: a, end: b)) }
            i = j
        }
        return words
    }

    static let starters: Set<String> = [
        "ich", "mir", "zuletzt", "letztmals", "letztens", "schon", "mal", "wieder", "eigentlich", "denn", "nochmal", "noch",
        "lief", "liefen", "dudelte", "spielte", "hatte", "hab", "habe", "hatt", "ging",
    ]
    /// Words that never make a song on their own ("einen Ohrwurm", "was", "am häufigsten").
    static let generic: Set<String> = [
        "ein", "eine", "einen", "einem", "der", "die", "das", "den", "dem", "des", "ohrwurm", "ohrwuermer", "lied", "lieder", "song",
        "songs", "musik", "melodie", "titel", "was", "etwas", "nichts", "kein", "keinen", "keine", "so", "paar", "viel", "viele",
        "immer", "wieder", "noch", "mal", "oft", "am", "haeufigsten", "meisten", "oeftesten", "laengsten", "welches", "welchen",
        "welcher", "welche", "dauernd", "staendig", "ganzen", "tag", "gleiche", "gleichen", "selbe", "selben", "denn", "eigentlich",
        "zuletzt", "letztens", "es", "mir", "mich", "ich", "da", "dabei", "sowas", "so'n", "nen", "n", "wie", "lange", "ueberhaupt",
        "jemals", "je", "schon", "gerade", "auch", "heute", "gestern", "im", "in", "meinem", "kopf", "sein", "irgendwas", "irgendein",
        "irgendeinen", "welchem", "dudeln", "dudelt", "gehoert", "gesummt", "und", "oder", "mit", "von", "bis", "seit", "gedudelt",
    ]

    /// Word indices of an unquoted title, nil when none.
    static func unquotedSpan(_ f: [String]) -> Range<Int>? {
        func isEnd(_ i: Int) -> Bool {
            guard i + 1 < f.count else { return false }
            let next = f[i + 1]
            if (f[i] == "im" || f[i] == "ins") && ["kopf", "ohr", "ohren", "schaedel", "hirn"].contains(next) { return true }
            if f[i] == "in", i + 2 < f.count, ["meinem", "meinen", "den"].contains(next), ["kopf", "ohr", "ohren"].contains(f[i + 2]) { return true }
            if f[i] == "als", next.hasPrefix("ohrwurm") { return true }
            if f[i] == "nicht", next == "aus" || next == "mehr" { return true }
            return false
        }
        var candidates: [Range<Int>] = []
        if let e = f.indices.first(where: isEnd), let s = f[..<e].lastIndex(where: starters.contains) {
            candidates.append((s + 1)..<e)
        }
        if let v = f.indices.first(where: { i in i + 1 < f.count && f[i].hasPrefix("ohrwurm") && (f[i + 1] == "von" || f[i + 1] == "mit") }) {
            var e = v + 2
            while e < f.count, !["im", "in", "am", "letzte", "letzten", "diese", "diesen", "seit", "vom", "gestern", "heute"].contains(f[e]) { e += 1 }
            candidates.append((v + 2)..<e)
        }
        // "alle Einträge mit Hulapalu", "die Tage mit dem Lied Zombie": to the end of the line
        if let v = f.indices.first(where: { i in
            i + 1 < f.count && f[i + 1] == "mit" && (f[i].hasPrefix("eintr") || (["tage", "tagen"].contains(f[i]) && i + 2 < f.count
                && ["dem", "lied", "song"].contains(f[i + 2])))
        }) {
            let r = (v + 2)..<f.count
            let words = f[r].flatMap { $0.split(separator: " ").map(String.init) }
            if QuestionParser.field(of: words, allowWeak: true).0 == nil || words.contains("lied") || words.contains("song") {
                candidates.append(r)
            }
        }
        for var r in candidates {
            // leading "das Lied", "den Song"; time phrases at either edge
            while r.lowerBound < r.upperBound, ["das", "den", "die", "dem", "lied", "song", "titel", "stueck", "schon", "wieder"].contains(f[r.lowerBound]) {
                r = (r.lowerBound + 1)..<r.upperBound
            }
            let toks = Array(f[r])
            let matches = TimePhraseMatcher.matches(in: toks, today: DayKey(year: 2000, month: 6, day: 15)!)
            // time phrases (with their prepositions) at either edge are no part of the title
            var covered = Array(repeating: false, count: toks.count)
            for m in matches { for i in m.start..<m.end { covered[i] = true } }
            for i in stride(from: toks.count - 2, through: 0, by: -1) where covered[i + 1] && QuestionParser.timeExtenders.contains(toks[i]) {
                covered[i] = true
            }
            var lo = 0, hi = toks.count
            while lo < hi, covered[lo] { lo += 1 }
            while hi > lo, covered[hi - 1] { hi -= 1 }
            guard lo < hi else { continue }
            let title = (r.lowerBound + lo)..<(r.lowerBound + hi)
            let words = f[title].flatMap { $0.split(separator: " ").map(String.init) }
            if words.count > 8 || words.allSatisfy({ generic.contains($0) || TimeVocabulary.number($0) != nil && $0.count < 3 }) { continue }
            return title
        }
        return nil
    }
}
