import Testing
@testable import FeelAloudLanguage

/// The byte-buffer key pieces of the extractor's song matcher (`SongKey.keyPieces`, issue #11)
/// are the reference `SongKey.pieces` (a `String` per word): the same keys, the same text word
/// per piece, on every corpus paragraph and on words the byte path must hand to `SongKey.words`.
struct SongKeyPiecesTests {
    static func same(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let words = TextAnalysis(bytes: bytes).words
        let reference = SongKey.pieces(words, bytes)
        let k = SongKey.keyPieces(words, bytes)
        return k.strings == reference.pieces && k.word == reference.word
    }

    @Test func corpusParagraphs() throws {
        let texts = try ExtractionCorpusTests.loadCases().map(\.text)
        #expect(texts.count > 1000)
        for t in texts { #expect(Self.same(t), "\(t)") }
    }

    @Test func unusualWords() {
        for t in ["Tatort-Titelmelodie im Kopf", "Für Elise, Don't Stop Me Now, Ça plane pour moi",
                  "„Halt mich“ halt im Ohr", "ähm Atemlos äh durch die Nacht", "Björk – Jóga", "''' x", "Straße 99 Luftballons",
                  "hab's ned aus'm Kopf", "Mötley Crüe, Sigur Rós, Motörhead"] {
            #expect(Self.same(t), "\(t)")
        }
    }

    /// The byte tests of the matcher's small word sets agree with the sets.
    @Test func articleAndLinkerBytes() {
        var candidates = Array(SongGazetteer.articles) + Array(SongGazetteer.artistLinkers)
        candidates += ["", "d", "e", "den", "dex", "feat", "fea", "vomm", "the", "them", "by", "b", "dr", "ds"]
        let k = KeyPieces(candidates)
        for (p, w) in candidates.enumerated() {
            #expect(SongGazetteer.isArticle(k, p) == SongGazetteer.articles.contains(w), "\(w)")
            #expect(SongGazetteer.isArtistLinker(k, p) == SongGazetteer.artistLinkers.contains(w), "\(w)")
        }
    }
}

/// The byte-sliced `SongKey.surfaceWords` (the casing source of a stated title) agrees with the
/// scalar-by-scalar reference on every title, alias and artist of the catalogue.
struct SongSurfaceWordsTests {
    @Test func catalogueNames() {
        var names: [String] = ["don't stop", "'n Rock'", "Ça plane pour moi", "Für Elise (Bagatelle)", "ẞ groß", "— x —", "", "'''"]
        for s in SongGazetteer.shared.songs { names.append(s.title); names += s.aliases; if let a = s.artist { names.append(a) } }
        #expect(names.count > 3000)
        for n in names { #expect(SongKey.surfaceWords(n) == SongKey.surfaceWordsByScalars(n), "\(n)") }
    }
}
