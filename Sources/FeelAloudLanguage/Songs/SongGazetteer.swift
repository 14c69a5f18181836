/// Songs as knowledge: several thousand well-known titles with their canonical spelling and
/// artist (`SongCatalogue`), indexed by folded word sequences.
///
/// - `canonical(_:)` maps any spelling of a known song ("atemlos", "Atemlos durch die Nacht –
///   Helene Fischer", "„Atemlos durch die Nacht“ von Helene Fischer") to its title and artist;
///   `identityKey(_:)` gives one key per song so other layers (questions) can group one song
///   across spellings.
/// - `hits(in:)` finds every known title in a word sequence in one pass (hash lookup on the
///   first word, longest entry first), tolerating one typo in a long later word.
/// - `artist(in:from:)` reads a known artist at a position ("den Toten Hosen", "vom Gabalier").
///
/// Built lazily: `shared` parses the catalogue on the first song lookup, never at start-up.
public final class SongGazetteer: Sendable {
    public static let shared = SongGazetteer()

    public let songs: [KnownSong]

    /// One name of a song (its title or an alias) as key words.
    struct Name: Sendable {
        let words: [String]
        let song: Int
        /// -1 = the title, -2 = the title without its bracket, n >= 0 = alias n.
        let alias: Int
    }
    /// One artist name (or a surname of a person) as key words, with the songs by it.
    struct ArtistName: Sendable {
        let words: [String]
        let artist: String
    }

    /// Names by their first key word, longest first: `namesByFirst[firstWord[w]]` (a byte-keyed
    /// `WordTable`, the lookup runs for every word around the music).
    let firstWord: WordTable<Int32>
    let namesByFirst: [[Name]]
    /// Words of the longest indexed name (how far before a window a hit may start).
    public let maxNameWords: Int
    /// Names by their whole key ("atemlos durch die nacht").
    let byKey: [String: [Int]]
    /// Artist names by their first key word, longest first.
    let artistsByFirst: [String: [ArtistName]]
    /// Folded artist -> indices of its songs.
    let songsByArtist: [String: [Int]]
    /// Per song: the key forms of its artists (`artistForms` of each individual artist).
    let artistKeyForms: [[[String]]]

    /// A title found in a word sequence: words `from...to` (inclusive).
    public struct Hit: Equatable, Sendable {
        public let song: Int
        public let from: Int
        public let to: Int
        /// -1 = the title matched, -2 = the title without its bracket, n >= 0 = alias n.
        public let alias: Int
        /// One word matched with a typo.
        public let fuzzy: Bool
    }

    public convenience init() {
        self.init(sources: SongCatalogue.sources)
    }

    init(sources: [(SongCategory, String)]) {
        // the catalogue is parsed with byte operations (no Foundation, no Character walks), and
        // every table is filled with as few hash lookups as it can: this runs on the first
        // paragraph with music (issue #11, first-paragraph cost)
        var songs: [KnownSong] = []
        songs.reserveCapacity(4096)
        for (category, text) in sources { SongGazetteer.parse(text, category, into: &songs) }
        self.songs = songs
        var firstIndex: [String: Int32] = [:]
        var namesByFirst: [[Name]] = []
        var byKey: [String: [Int]] = [:]
        var artistsByFirst: [String: [ArtistName]] = [:]
        var songsByArtist: [String: [Int]] = [:]
        firstIndex.reserveCapacity(4096)
        namesByFirst.reserveCapacity(4096)
        byKey.reserveCapacity(8192)
        // per artist as written: its individual artists with their keys, computed once
        var individualsByArtist: [String: [(one: String, key: String)]] = [:]
        // key forms per individual artist (`artistForms`), computed once per name
        var formsByArtist: [String: [[String]]] = [:]
        var seenKeys: [String] = []
        var seenArtist = Set<String>()
        for (i, s) in songs.enumerated() {
            seenKeys.removeAll(keepingCapacity: true)
            func add(_ w: [String], _ alias: Int) {
                guard let f = w.first else { return }
                let key = w.count == 1 ? f : w.joined(separator: " ")
                // a song has few names: a linear check beats a set
                guard !seenKeys.contains(key) else { return }
                seenKeys.append(key)
                if let k = firstIndex[f] { namesByFirst[Int(k)].append(Name(words: w, song: i, alias: alias)) } else {
                    firstIndex[f] = Int32(namesByFirst.count)
                    namesByFirst.append([Name(words: w, song: i, alias: alias)])
                }
                byKey[key, default: []].append(i)
            }
            func add(_ name: String, _ alias: Int) {
                add(SongKey.words(name), alias)
                if let plain = SongKey.plainWords(name) { add(plain, alias) }
            }
            add(s.title, -1)
            for (n, al) in s.aliases.enumerated() { add(al, n) }
            // "Ein Stern (… der deinen Namen trägt)": the title without its bracket
            if let cut = SongGazetteer.withoutBrackets(s.title) { add(cut, -2) }
            guard let artist = s.artist else { continue }
            let individuals: [(one: String, key: String)]
            if let known = individualsByArtist[artist] { individuals = known } else {
                individuals = SongGazetteer.individualArtists(artist).map { ($0, SongKey.words($0).joined(separator: " ")) }
                individualsByArtist[artist] = individuals
            }
            for (one, key) in individuals {
                songsByArtist[key, default: []].append(i)
                guard seenArtist.insert(key).inserted else { continue }
                for w in SongGazetteer.forms(of: one, &formsByArtist) where !w.isEmpty {
                    artistsByFirst[w[0], default: []].append(ArtistName(words: w, artist: one))
                }
            }
        }
        var keyFormsCache: [String: [[String]]] = [:]
        self.artistKeyForms = songs.map { s in
            guard let artist = s.artist else { return [] }
            if let f = keyFormsCache[artist] { return f }
            let f = individualsByArtist[artist]!.flatMap { SongGazetteer.forms(of: $0.one, &formsByArtist) }
            keyFormsCache[artist] = f
            return f
        }
        var longest = 0
        for k in namesByFirst.indices {
            if namesByFirst[k].count > 1 { namesByFirst[k].sort { $0.words.count > $1.words.count } }
            longest = max(longest, namesByFirst[k][0].words.count)
        }
        for k in artistsByFirst.keys { artistsByFirst[k]!.sort { $0.words.count > $1.words.count } }
        self.firstWord = WordTable(firstIndex)
        self.namesByFirst = namesByFirst
        self.maxNameWords = longest
        self.byKey = byKey
        self.artistsByFirst = artistsByFirst
        self.songsByArtist = songsByArtist
    }

    // MARK: building

    /// `artistForms(one)`, computed once per name.
    private static func forms(of one: String, _ cache: inout [String: [[String]]]) -> [[String]] {
        if let f = cache[one] { return f }
        let f = artistForms(one)
        cache[one] = f
        return f
    }

    /// The lines `Title|Artist|alias;alias` of one category (see `SongCatalogue`), split on
    /// bytes: "|", ";" and newlines are ASCII and never part of a multi-byte character.
    static func parse(_ text: String, _ category: SongCategory, into songs: inout [KnownSong]) {
        var text = text
        text.withUTF8 { u in
            let n = u.count
            var i = 0
            while i < n {
                var e = i
                while e < n, u[e] != 0x0A { e += 1 }
                if e > i { parseLine(u, i, e, category, &songs) }
                i = e + 1
            }
        }
    }

    private static func parseLine(_ u: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, _ category: SongCategory,
                                  _ songs: inout [KnownSong]) {
        // fields split on "|", empty fields kept
        var bars: [Int] = []
        var k = from
        while k < to { if u[k] == 0x7C { bars.append(k) }; k += 1 }
        func field(_ n: Int) -> (Int, Int)? {
            guard n <= bars.count else { return nil }
            return (n == 0 ? from : bars[n - 1] + 1, n < bars.count ? bars[n] : to)
        }
        func string(_ r: (Int, Int)) -> String { String(decoding: UnsafeBufferPointer(rebasing: u[r.0..<r.1]), as: UTF8.self) }
        guard let t = field(0), t.1 > t.0 else { return }
        var artist = field(1).map(string) ?? ""
        if artist == "trad." { artist = "" }
        var aliases: [String] = []
        if let a = field(2) {
            var s = a.0
            var q = a.0
            while q <= a.1 {
                if q == a.1 || u[q] == 0x3B {
                    if q > s { aliases.append(string((s, q))) }
                    s = q + 1
                }
                q += 1
            }
        }
        songs.append(KnownSong(title: string(t), artist: artist.isEmpty ? nil : artist, category: category, aliases: aliases))
    }

    /// `s` with every occurrence of the ASCII `target` replaced (bytes, left to right).
    static func replacing(_ s: String, _ target: [UInt8], with replacement: [UInt8]) -> String {
        let u = Array(s.utf8)
        guard let first = SongGazetteer.find(u, target, from: 0) else { return s }
        var out: [UInt8] = []
        out.reserveCapacity(u.count + 8)
        out.append(contentsOf: u[..<first])
        var i = first
        while let r = SongGazetteer.find(u, target, from: i) {
            out.append(contentsOf: u[i..<r])
            out.append(contentsOf: replacement)
            i = r + target.count
        }
        out.append(contentsOf: u[i...])
        return String(decoding: out, as: UTF8.self)
    }

    /// First index of `target` in `u` at or after `from`.
    static func find(_ u: [UInt8], _ target: [UInt8], from: Int) -> Int? {
        guard !target.isEmpty, u.count >= target.count else { return nil }
        var i = from
        while i + target.count <= u.count {
            if u[i] == target[0] {
                var k = 1
                while k < target.count && u[i + k] == target[k] { k += 1 }
                if k == target.count { return i }
            }
            i += 1
        }
        return nil
    }

    /// `s` without leading and trailing spaces (U+0020 only, as `trimmingCharacters(in: " ")`).
    static func trimmingSpaces(_ u: ArraySlice<UInt8>) -> String {
        var a = u.startIndex, b = u.endIndex
        while a < b, u[a] == 0x20 { a += 1 }
        while b > a, u[b - 1] == 0x20 { b -= 1 }
        return String(decoding: u[a..<b], as: UTF8.self)
    }

    // MARK: names

    static func withoutBrackets(_ s: String) -> String? {
        let u = Array(s.utf8)
        guard let open = u.firstIndex(of: 0x28) else { return nil }
        let head = trimmingSpaces(u[..<open])
        return head.isEmpty ? nil : head
    }

    /// "Udo Lindenberg & Apache 207" -> both; "Seiler und Speer" stays one name.
    static func individualArtists(_ artist: String) -> [String] {
        var out = [artist]
        let u = Array(artist.utf8)
        for sep in SongGazetteer.artistSeparators where find(u, sep, from: 0) != nil {
            var start = 0
            while true {
                let r = find(u, sep, from: start)
                let t = trimmingSpaces(u[start..<(r ?? u.count)])
                if !t.isEmpty, !out.contains(t) { out.append(t) }
                guard let r else { break }
                start = r + sep.count
            }
        }
        return out
    }

    static let artistSeparators: [[UInt8]] = [Array(" & ".utf8), Array(", ".utf8)]
    static let artistJoiners: [[UInt8]] = [Array(" + ".utf8), Array(" & ".utf8)]

    /// Key forms an artist is referred to by: the full name, without a leading article
    /// ("Toten Hosen" for "Die Toten Hosen", "Beatles"), and a person's surname
    /// ("Gabalier", "Jürgens") when it is long enough to be safe.
    static func artistForms(_ artist: String) -> [[String]] {
        var forms: [[String]] = []
        var spellings = [artist]
        let u = Array(artist.utf8)
        for joiner in SongGazetteer.artistJoiners where find(u, joiner, from: 0) != nil {
            spellings.append(replacing(artist, joiner, with: Array(" und ".utf8)))
            spellings.append(replacing(artist, joiner, with: Array(" and ".utf8)))
        }
        for sp in spellings {
            forms += artistForms(words: SongKey.words(sp))
            if let plain = SongKey.plainWords(sp) { forms += artistForms(words: plain) }
        }
        return forms
    }

    static func artistForms(words w: [String]) -> [[String]] {
        var forms = [w]
        if w.count >= 2, ["die", "der", "das", "the", "de", "los", "la", "le"].contains(w[0]) {
            forms.append(Array(w.dropFirst()))
        } else if w.count == 2 || w.count == 3, let last = w.last, last.count >= 5,
                  !last.allSatisfy(\.isNumber), !SongGazetteer.notSurnames.contains(last) {
            forms.append([last])
        }
        return forms
    }

    /// How to show a hit (see `SongNameFinder.resolveKnown`).
    public enum Display: Equatable, Sendable {
        /// The text's own words with the casing (and umlauts) of this name: the title or a
        /// spelling variant was written ("atemlos durch die nacht", "Radio Gaga").
        case stated(String)
        /// The canonical title: a part of it ("Atemlos"), a number written out
        /// ("neunundneunzig Luftballons"), or a typo.
        case canonical
        /// The text used another name of the song ("Crazy Frog" for „Axel F“): that name.
        case otherName(String)
    }

    public func display(_ hit: Hit) -> Display {
        let s = songs[hit.song]
        if hit.fuzzy || hit.alias == -2 { return .canonical }
        guard hit.alias >= 0, hit.alias < s.aliases.count else { return .stated(s.title) }
        let alias = s.aliases[hit.alias]
        let a = SongKey.words(alias), t = SongKey.words(s.title)
        if a.joined() == t.joined() { return .stated(alias) }
        if SongGazetteer.containsRun(t, a) { return .canonical }
        // a number written out ("neunundneunzig" for "99") is a spelling of the title
        if t.contains(where: { $0.first?.isNumber ?? false }), a.count == t.count { return .canonical }
        return .otherName(alias)
    }

    static func containsRun(_ words: [String], _ run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= words.count else { return false }
        for i in 0...(words.count - run.count) where words[i] == run[0] {
            if Array(words[i..<(i + run.count)]) == run { return true }
        }
        return false
    }

    /// Last words of artist names that are no surnames ("Seeed", "Project", "Band", "Gang").
    static let notSurnames: Set<String> = [
        "band", "gang", "brothers", "sisters", "kings", "orchestra", "project", "family", "boys",
        "girls", "machine", "friends", "freiheit", "herzbuben", "schurzenjager", "people", "heads",
        "waves", "mafia", "factory", "stones", "cast", "jackson", "williams", "brown", "smith",
    ]

    // MARK: public lookups

    /// The canonical title and artist of a known song written in any spelling: case, umlauts,
    /// quotes and punctuation do not matter, an alias or the title without its bracket works,
    /// and an artist may be attached ("X von Y", "X – Y", "Y – X", "X (Y)").
    public func canonical(_ name: String) -> (title: String, artist: String?)? {
        guard let i = songIndex(name) else { return nil }
        return (songs[i].title, songs[i].artist)
    }

    /// One key per song for grouping and matching across spellings: a known song's folded
    /// canonical title ("atemlos durch die nacht" for "Atemlos" and for "Atemlos durch die
    /// Nacht – Helene Fischer"); any other name's folded words, with a trailing "von ARTIST"
    /// of a known artist removed.
    public func identityKey(_ name: String) -> String {
        if let i = songIndex(name) { return SongKey.words(songs[i].title).joined(separator: " ") }
        let w = SongKey.words(name)
        if let v = w.lastIndex(where: { SongGazetteer.artistLinkers.contains($0) }), v > 0,
           artist(in: w, from: v + 1)?.end == w.count {
            return w[..<v].joined(separator: " ")
        }
        return w.joined(separator: " ")
    }

    /// Two names of the same song ("Atemlos" and "„Atemlos durch die Nacht“ – Helene Fischer";
    /// "griechischer wein" and "Griechischer Wein von Udo Jürgens"): equal `identityKey`s.
    public func sameSong(_ a: String, _ b: String) -> Bool { identityKey(a) == identityKey(b) }

    /// The canonical spelling of a known artist name ("helene fischer" -> "Helene Fischer").
    public func canonicalArtist(_ name: String) -> String? {
        let w = SongKey.words(name)
        guard let a = artist(in: w, from: 0), a.end == w.count else { return nil }
        return a.name
    }

    static let artistLinkers: Set<String> = ["von", "vom", "vun", "vo", "by", "feat", "ft"]
    static let articles: Set<String> = ["den", "der", "dem", "die", "das", "de", "d", "dr", "da", "the"]

    func songIndex(_ name: String) -> Int? {
        let w = SongKey.words(name)
        guard !w.isEmpty else { return nil }
        if let i = best(byKey[w.joined(separator: " ")], artistWords: nil) { return i }
        // "X von Y", "X by Y": the artist after a linker
        if let v = w.lastIndex(where: { SongGazetteer.artistLinkers.contains($0) }), v > 0 {
            let head = w[..<v].joined(separator: " ")
            if let i = best(byKey[head], artistWords: Array(w[(v + 1)...])) { return i }
        }
        // "X – Y" / "Y – X" / "X (Y)": try every split into title and artist
        for cut in 1..<w.count {
            let a = Array(w[..<cut]), b = Array(w[cut...])
            if let i = best(byKey[a.joined(separator: " ")], artistWords: b), matchesArtist(i, b) { return i }
            if let i = best(byKey[b.joined(separator: " ")], artistWords: a), matchesArtist(i, a) { return i }
        }
        return nil
    }

    /// Among songs sharing a name, the one by the given artist, else the first.
    private func best(_ candidates: [Int]?, artistWords: [String]?) -> Int? {
        guard let c = candidates, let first = c.first else { return nil }
        if let a = artistWords {
            for i in c where matchesArtist(i, a) { return i }
        }
        return first
    }

    func matchesArtist(_ song: Int, _ words: [String]) -> Bool {
        var w = words[...]
        while let f = w.first, SongGazetteer.articles.contains(f) || SongGazetteer.artistLinkers.contains(f) { w = w.dropFirst() }
        guard !w.isEmpty else { return false }
        let text = Array(w)
        for form in artistKeyForms[song] where SongGazetteer.sameWords(form, text) { return true }
        return false
    }

    /// Equal word for word; the last word may carry a dative/genitive ending ("Ärzten", "Falcos").
    static func sameWords(_ form: [String], _ text: [String]) -> Bool {
        guard form.count == text.count else { return false }
        for k in form.indices {
            if form[k] == text[k] { continue }
            if k == form.count - 1, text[k].count == form[k].count + 1, text[k].hasPrefix(form[k]),
               text[k].last == "n" || text[k].last == "s" { continue }
            return false
        }
        return true
    }

    // MARK: matching in text

    /// Every known title in `words` (key words, one per text word; "" for words that are no
    /// letters). At each position the longest name wins; overlapping hits at later positions
    /// are kept, the caller chooses.
    public func hits(in words: [String]) -> [Hit] { hits(in: words, starts: 0..<words.count) }

    /// The hits starting inside `starts` (the others are not looked at): the extractor only
    /// asks around the music (`SongNameFinder.resolveKnown`).
    public func hits(in words: [String], starts: Range<Int>) -> [Hit] {
        var out: [Hit] = []
        let n = words.count
        var i = max(0, starts.lowerBound)
        let stop = min(n, starts.upperBound)
        while i < stop {
            defer { i += 1 }
            guard !words[i].isEmpty, let first = firstWord[words[i]] else { continue }
            for name in namesByFirst[Int(first)] where i + name.words.count <= n {
                var fuzzy = false
                var ok = true
                for k in 1..<max(1, name.words.count) {
                    let a = name.words[k], b = words[i + k]
                    if a == b { continue }
                    // one typo in a long word after two exact ones ("skandal im sperbezirk")
                    if !fuzzy, k >= 2, a.utf8.count >= 6, SongGazetteer.oneEdit(a, b) { fuzzy = true; continue }
                    ok = false
                    break
                }
                guard ok else { continue }
                out.append(Hit(song: name.song, from: i, to: i + name.words.count - 1, alias: name.alias, fuzzy: fuzzy))
                break
            }
        }
        return out
    }

    /// A known artist starting at `from` (after optional articles): its canonical name and
    /// the end index (exclusive).
    public func artist(in words: [String], from: Int) -> (name: String, end: Int)? {
        var s = from
        while s < words.count, SongGazetteer.articles.contains(words[s]) { s += 1 }
        guard s < words.count else { return nil }
        for w in [words[s], SongGazetteer.stem(words[s])] {
            guard let forms = artistsByFirst[w] else { continue }
            for f in forms where s + f.words.count <= words.count
                && SongGazetteer.sameWords(f.words, Array(words[s..<(s + f.words.count)])) {
                return (f.artist, s + f.words.count)
            }
        }
        return nil
    }

    /// "falcos" -> "falco", "arzten" -> "arzte": a genitive/dative ending off a one-word artist.
    static func stem(_ w: String) -> String {
        guard w.count > 4, let l = w.last, l == "s" || l == "n" else { return w }
        return String(w.dropLast())
    }

    /// Damerau-Levenshtein distance exactly 1 (substitution, insertion, deletion, transposition).
    static func oneEdit(_ a: String, _ b: String) -> Bool {
        let x = a.utf8, y = b.utf8
        let nx = x.count, ny = y.count
        if abs(nx - ny) > 1 || (nx == ny && a == b) { return false }
        var i = x.startIndex, j = y.startIndex
        while i != x.endIndex, j != y.endIndex, x[i] == y[j] { x.formIndex(after: &i); y.formIndex(after: &j) }
        if nx == ny {
            let i1 = x.index(after: i), j1 = y.index(after: j)
            if i1 != x.endIndex, j1 != y.endIndex, x[i] == y[j1], x[i1] == y[j],
               x[x.index(after: i1)...].elementsEqual(y[y.index(after: j1)...]) { return true }
            return x[i1...].elementsEqual(y[j1...])
        }
        if nx > ny { return x[x.index(after: i)...].elementsEqual(y[j...]) }
        return x[i...].elementsEqual(y[y.index(after: j)...])
    }
}
