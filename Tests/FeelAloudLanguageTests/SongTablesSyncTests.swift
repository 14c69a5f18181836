import Testing
@testable import FeelAloudLanguage

/// The generated gazetteer tables (`SongTables+Generated.swift`, issue #14) are exactly what the
/// Swift reference builder (`SongIndexBuilder`) makes of the catalogue today: every song, every
/// name list (in its order), every key, every artist form list and every song's artist key
/// forms. Fails when `SongData+*.swift` changed without `python3 scripts/generate-song-tables.py`,
/// or when the script and the Swift rules disagree.
struct SongTablesSyncTests {
    static let hint = "the generated song tables are stale: run python3 scripts/generate-song-tables.py"
    static let reference = SongIndexBuilder(sources: SongCatalogue.sources)
    let t = SongTables()

    @Test func songsAreTheCatalogue() {
        let g = SongGazetteer.shared
        #expect(g.songs.count == Self.reference.songs.count, "\(Self.hint)")
        #expect(Array(g.songs) == Self.reference.songs, "\(Self.hint)")
        #expect(g.maxNameWords == Self.reference.maxNameWords, "\(Self.hint)")
        for i in Self.reference.songs.indices {
            #expect(t.artistKeyForms(i) == Self.reference.artistKeyForms[i], "\(Self.reference.songs[i].title): \(Self.hint)")
        }
    }

    /// Names by first word: the same keys, and per key the same names in the same order.
    @Test func namesByFirstWord() {
        let r = Self.reference
        let entries = t.entries(SongTables.firstWordMap)
        #expect(entries.count == r.firstIndex.count, "\(Self.hint)")
        for e in entries {
            guard let k = r.firstIndex[e.key] else { Issue.record("first word \(e.key): \(Self.hint)"); continue }
            let expected = r.namesByFirst[Int(k)]
            var names: [SongGazetteer.Name] = []
            var at = e.start
            for _ in 0..<e.count {
                let count = t.n(at) & 63
                var w: [String] = []
                for k in 0..<count { w.append(t.string(at: at + 3 + 2 * k)) }
                names.append(SongGazetteer.Name(words: w, song: t.n(at + 1), alias: t.n(at + 2) - 2))
                // the second word's hash prefilters the matcher: it must be that word's
                var second = w.count > 1 ? w[1] : ""
                let h = w.count > 1 ? second.withUTF8 { Int(truncatingIfNeeded: SongTables.hash($0)) & 0x3_FFFF } : 0
                #expect(t.n(at) >> 6 == h, "\(e.key): \(Self.hint)")
                at += 3 + 2 * count
            }
            #expect(names == expected, "\(e.key): \(Self.hint)")
            #expect(t.lookup(SongTables.firstWordMap, e.key)?.start == e.start)
        }
    }

    @Test func songsByKey() {
        let r = Self.reference
        let entries = t.entries(SongTables.keyMap)
        #expect(entries.count == r.byKey.count, "\(Self.hint)")
        let g = SongGazetteer.shared
        for (key, songs) in r.byKey { #expect(g.byKey[key] == songs, "\(key): \(Self.hint)") }
    }

    @Test func artistsByFirstWord() {
        let r = Self.reference
        let entries = t.entries(SongTables.artistMap)
        #expect(entries.count == r.artistsByFirst.count, "\(Self.hint)")
        for (first, expected) in r.artistsByFirst {
            guard let (count, start) = t.lookup(SongTables.artistMap, first) else { Issue.record("artist \(first): \(Self.hint)"); continue }
            var forms: [SongGazetteer.ArtistName] = []
            var at = start
            for _ in 0..<count {
                let artist = t.string(at: at)
                let (w, next) = t.words(at: at + 2)
                forms.append(SongGazetteer.ArtistName(words: w, artist: artist))
                at = next
            }
            #expect(forms == expected, "\(first): \(Self.hint)")
        }
    }

    /// Words that are no keys are not found (the probes include every corpus word).
    @Test func otherWordsAreNotFound() throws {
        let r = Self.reference
        var probes = Set<String>(["", "a", "x\u{0}y", "atemlos durch", "über", "ohrwurm"])
        for c in try ExtractionCorpusTests.loadCases() {
            for w in SongKey.words(c.text) { probes.insert(w) }
        }
        for p in probes {
            #expect((t.lookup(SongTables.firstWordMap, p) != nil) == (r.firstIndex[p] != nil), "\(p)")
            #expect((t.lookup(SongTables.artistMap, p) != nil) == (r.artistsByFirst[p] != nil), "\(p)")
            #expect(SongGazetteer.shared.byKey[p] == r.byKey[p], "\(p)")
        }
    }

    /// The matcher on the generated tables finds what the former matcher on the built
    /// structures found (its code, kept here verbatim as the reference), on every corpus text
    /// and on every song's name: same hits, same artists.
    @Test func matcherAnswersAsTheFormerOne() throws {
        let r = Self.reference
        let g = SongGazetteer.shared
        func referenceHits(_ words: [String]) -> [SongGazetteer.Hit] {
            var out: [SongGazetteer.Hit] = []
            let n = words.count
            for i in 0..<n {
                guard !words[i].isEmpty, let first = r.firstIndex[words[i]] else { continue }
                for name in r.namesByFirst[Int(first)] where i + name.words.count <= n {
                    var fuzzy = false
                    var ok = true
                    for k in 1..<max(1, name.words.count) {
                        let a = name.words[k], b = words[i + k]
                        if a == b { continue }
                        if !fuzzy, k >= 2, a.utf8.count >= 6, SongGazetteer.oneEdit(a, b) { fuzzy = true; continue }
                        ok = false
                        break
                    }
                    guard ok else { continue }
                    out.append(SongGazetteer.Hit(song: name.song, from: i, to: i + name.words.count - 1, alias: name.alias, fuzzy: fuzzy))
                    break
                }
            }
            return out
        }
        func referenceArtist(_ words: [String], _ from: Int) -> (name: String, end: Int)? {
            var s = from
            while s < words.count, SongGazetteer.articles.contains(words[s]) { s += 1 }
            guard s < words.count else { return nil }
            for w in [words[s], SongGazetteer.stem(words[s])] {
                guard let forms = r.artistsByFirst[w] else { continue }
                for f in forms where s + f.words.count <= words.count
                    && SongGazetteer.sameWords(f.words, Array(words[s..<(s + f.words.count)])) {
                    return (f.artist, s + f.words.count)
                }
            }
            return nil
        }
        var texts = try ExtractionCorpusTests.loadCases().map(\.text)
        for s in r.songs.prefix(600) { texts.append("ich hab \(s.title) von \(s.artist ?? "") im kopf") }
        // typos in long words after two exact ones
        texts += ["skandal im sperbezirk", "atemlos durch die nahct", "griechischer wein von udo juergens"]
        var hits = 0
        for text in texts {
            let w = SongKey.words(text)
            let expected = referenceHits(w)
            hits += expected.count
            #expect(g.hits(in: w) == expected, "\(text)")
            for from in w.indices {
                let a = g.artist(in: w, from: from), b = referenceArtist(w, from)
                #expect(a?.name == b?.name && a?.end == b?.end, "\(text) @\(from)")
            }
        }
        #expect(hits > 600)
    }

    /// The byte `oneEdit` of the matcher answers as the string one.
    @Test func oneEditOnBytes() {
        let words = ["nacht", "nahct", "macht", "nach", "nachts", "sperrbezirk", "sperbezirk", "sperrbezrik",
                     "", "a", "ab", "ba", "abc", "acb", "bac", "abcd", "xbcd", "abdc"]
        for a in words {
            for b in words {
                var x = a, y = b
                let bytes = x.withUTF8 { x in y.withUTF8 { y in SongGazetteer.oneEdit(x, y) } }
                #expect(bytes == SongGazetteer.oneEdit(a, b), "\(a) \(b)")
            }
        }
    }
}
