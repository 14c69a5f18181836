/// The gazetteer's structures built in Swift from the catalogue text (`SongCatalogue.sources`):
/// the reference `SongTables` is generated to match (`SongTablesSyncTests` compares them
/// structure by structure; `scripts/generate-song-tables.py` mirrors this code). Not used at
/// run time.
struct SongIndexBuilder {
    let songs: [KnownSong]
    /// First key word -> index into `namesByFirst`.
    let firstIndex: [String: Int32]
    /// Names by their first key word, longest first (a stable sort keeps catalogue order).
    let namesByFirst: [[SongGazetteer.Name]]
    let maxNameWords: Int
    /// Names by their whole key ("atemlos durch die nacht").
    let byKey: [String: [Int]]
    /// Artist names by their first key word, longest first.
    let artistsByFirst: [String: [SongGazetteer.ArtistName]]
    /// Per song: the key forms of its artists (`artistForms` of each individual artist).
    let artistKeyForms: [[[String]]]

    init(sources: [(SongCategory, String)]) {
        // the rules of the gazetteer's names and artist forms; the generator mirrors them
        var songs: [KnownSong] = []
        songs.reserveCapacity(4096)
        for (category, text) in sources { SongGazetteer.parse(text, category, into: &songs) }
        self.songs = songs
        var firstIndex: [String: Int32] = [:]
        var namesByFirst: [[SongGazetteer.Name]] = []
        var byKey: [String: [Int]] = [:]
        var artistsByFirst: [String: [SongGazetteer.ArtistName]] = [:]
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
                if let k = firstIndex[f] { namesByFirst[Int(k)].append(SongGazetteer.Name(words: w, song: i, alias: alias)) } else {
                    firstIndex[f] = Int32(namesByFirst.count)
                    namesByFirst.append([SongGazetteer.Name(words: w, song: i, alias: alias)])
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
                guard seenArtist.insert(key).inserted else { continue }
                for w in SongGazetteer.forms(of: one, &formsByArtist) where !w.isEmpty {
                    artistsByFirst[w[0], default: []].append(SongGazetteer.ArtistName(words: w, artist: one))
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
        self.firstIndex = firstIndex
        self.namesByFirst = namesByFirst
        self.maxNameWords = longest
        self.byKey = byKey
        self.artistsByFirst = artistsByFirst
    }
}

extension SongGazetteer {
    /// One name of a song (its title or an alias) as key words.
    struct Name: Equatable, Sendable {
        let words: [String]
        let song: Int
        /// -1 = the title, -2 = the title without its bracket, n >= 0 = alias n.
        let alias: Int
    }
    /// One artist name (or a surname of a person) as key words.
    struct ArtistName: Equatable, Sendable {
        let words: [String]
        let artist: String
    }

    /// `artistForms(one)`, computed once per name.
    static func forms(of one: String, _ cache: inout [String: [[String]]]) -> [[String]] {
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

    /// Last words of artist names that are no surnames ("Seeed", "Project", "Band", "Gang").
    static let notSurnames: Set<String> = [
        "band", "gang", "brothers", "sisters", "kings", "orchestra", "project", "family", "boys",
        "girls", "machine", "friends", "freiheit", "herzbuben", "schurzenjager", "people", "heads",
        "waves", "mafia", "factory", "stones", "cast", "jackson", "williams", "brown", "smith",
    ]

}
