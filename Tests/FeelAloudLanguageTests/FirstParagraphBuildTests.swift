import Foundation
import Testing
@testable import FeelAloudLanguage

/// The first-paragraph build (issue #11: phrase index and song gazetteer built on bytes instead
/// of Foundation and Character walks) gives exactly what the string code it replaced gave: each
/// byte routine is checked against that code (kept here as the reference) on all its real input —
/// every phrase of every rule table, every catalogue line and artist.
struct FirstParagraphBuildTests {
    // MARK: the replaced string code, verbatim

    static func referenceWords(of phrase: String, variants: [String: [String]]) -> [String] {
        var folded = GermanFolding.fold(phrase)
        folded = folded.replacingAll("'s ", with: " es ")
        if folded.hasSuffix("'s") { folded = String(folded.dropLast(2)) + " es" }
        var out: [String] = []
        for raw in folded.split(whereSeparator: { $0 == " " || $0 == "." }) {
            let w = String(raw.filter { $0 != "-" && $0 != "'" })
            if w.isEmpty { continue }
            if w == "~" { out.append(w); continue }
            if !w.contains("*"), !w.hasPrefix("<"), let v = variants[w] { out.append(contentsOf: v); continue }
            out.append(w)
        }
        return out
    }

    static func referencePiece(_ w: String) -> PhraseIndex.Piece {
        if w == "~" { return .gap }
        let starts = w.hasPrefix("*")
        let ends = w.hasSuffix("*")
        let core = String(w.filter { $0 != "*" })
        switch (starts, ends) {
        case (true, true): return .infix(core)
        case (true, false): return .suffix(core)
        case (false, true): return .prefix(core)
        default: return .exact(core)
        }
    }

    static func referenceCompoundHeads(of known: Set<String>) -> Set<String> {
        var out = Set<String>()
        for w in known where w.utf8.count >= 6 {
            let chars = Array(w)
            guard chars.count >= 6 else { continue }
            for n in 3...(chars.count - 2) { out.insert(String(chars[0..<n])) }
        }
        return out
    }

    static func referenceSongs(_ sources: [(SongCategory, String)]) -> [KnownSong] {
        var songs: [KnownSong] = []
        for (category, text) in sources {
            for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
                let parts = line.split(separator: "|", omittingEmptySubsequences: false)
                guard let t = parts.first, !t.isEmpty else { continue }
                var artist = parts.count > 1 ? String(parts[1]) : ""
                if artist == "trad." { artist = "" }
                let aliases = parts.count > 2 ? parts[2].split(separator: ";").map(String.init) : []
                songs.append(KnownSong(title: String(t), artist: artist.isEmpty ? nil : artist,
                                       category: category, aliases: aliases))
            }
        }
        return songs
    }

    static func referenceWithoutBrackets(_ s: String) -> String? {
        guard let open = s.firstIndex(where: { $0 == "(" }) else { return nil }
        let head = String(s[..<open]).trimmingCharacters(in: CharacterSet(charactersIn: " "))
        return head.isEmpty ? nil : head
    }

    static func referenceIndividualArtists(_ artist: String) -> [String] {
        var out = [artist]
        for sep in [" & ", ", "] where artist.contains(sep) {
            for p in artist.components(separatedBy: sep) {
                let t = p.trimmingCharacters(in: CharacterSet(charactersIn: " "))
                if !t.isEmpty, !out.contains(t) { out.append(t) }
            }
        }
        return out
    }

    static func referenceArtistSpellings(_ artist: String) -> [String] {
        var spellings = [artist]
        for joiner in [" + ", " & "] where artist.contains(joiner) {
            spellings.append(artist.replacingOccurrences(of: joiner, with: " und "))
            spellings.append(artist.replacingOccurrences(of: joiner, with: " and "))
        }
        return spellings
    }

    static func referencePlainWords(_ text: String) -> [String]? {
        guard text.unicodeScalars.contains(where: { "äöüÄÖÜ".unicodeScalars.contains($0) }) else { return nil }
        return SongKey.plainWords(text)
    }

    // MARK: the checks

    /// The REPL calls `prepare()` on a second thread while the first paragraph may already be
    /// extracted on the main thread: both meet in the same `static let`s, and the paragraph
    /// reads exactly what it reads without the warm-up.
    @Test func prepareOnAnotherThreadChangesNoReading() throws {
        let texts = [
            "Heute mit Jule auf dem Flohmarkt gewesen, super Laune. Seitdem hab ich „Griechischer Wein“ als Ohrwurm in Dauerschleife.",
            "Stress hob i heit koan ghabt, aber des Liad is ma ned aus'm Schädl gangen.",
            "Mies geschlafen, total gestresst, niemanden gesehen.",
        ]
        let extractor = RuleBasedExtractor()
        let warm = Thread { extractor.prepare() }
        warm.start()
        let during = try texts.map { try extractor.extract($0).json.serialized() }
        let after = try texts.map { try RuleBasedExtractor().extract($0).json.serialized() }
        #expect(during == after)
        #expect(during[0].contains("Griechischer Wein"))
    }

    @Test func phraseWordsPiecesAndHeadsAreTheStringCode() {
        var phrases = 0
        for (_, table) in RuleRegistry.tables {
            for r in table {
                for p in r.phrases {
                    phrases += 1
                    let words = PhraseIndex.words(of: p, variants: RegionalForms.map)
                    #expect(words == Self.referenceWords(of: p, variants: RegionalForms.map), "\(p)")
                    for w in words { #expect(PhraseIndex.piece(w) == Self.referencePiece(w), "\(w)") }
                }
            }
        }
        for f in Fillers.words { #expect(PhraseIndex.words(of: f, variants: [:]) == Self.referenceWords(of: f, variants: [:])) }
        // folding on bytes falls back to `GermanFolding.fold` for other characters
        for s in ["Ça va", "ÉCOLE", "hab’s", "Geht´s", "STRAẞE", "ÄÖÜ äöü ß", "naïve", "👍 super", "`s"] {
            #expect(PhraseIndex.words(of: s, variants: [:]) == Self.referenceWords(of: s, variants: [:]), "\(s)")
        }
        #expect(phrases > 1000)
        let known = PhraseIndex.shared.knownWords
        #expect(GermanNormalizer.compoundHeads(of: known) == Self.referenceCompoundHeads(of: known))
        let mixed: Set<String> = ["kaffeehaus", "cafébesuch", "übermüdet", "fuenfzig"]
        #expect(GermanNormalizer.compoundHeads(of: mixed) == Self.referenceCompoundHeads(of: mixed))
    }

    @Test func catalogueParsingAndArtistFormsAreTheStringCode() {
        let sources = SongCatalogue.sources
        var parsed: [KnownSong] = []
        for (c, t) in sources { SongGazetteer.parse(t, c, into: &parsed) }
        let reference = Self.referenceSongs(sources)
        #expect(parsed == reference)
        #expect(parsed.count > 3000)
        var artists = Set<String>()
        for s in reference {
            #expect(SongGazetteer.withoutBrackets(s.title) == Self.referenceWithoutBrackets(s.title), "\(s.title)")
            for name in [s.title] + s.aliases {
                #expect(SongKey.plainWords(name) == Self.referencePlainWords(name), "\(name)")
            }
            if let a = s.artist { artists.insert(a) }
        }
        for a in artists {
            let individuals = SongGazetteer.individualArtists(a)
            #expect(individuals == Self.referenceIndividualArtists(a), "\(a)")
            for one in individuals {
                var expected: [[String]] = []
                for sp in Self.referenceArtistSpellings(one) {
                    for w in [SongKey.words(sp), Self.referencePlainWords(sp)].compactMap({ $0 }) {
                        expected += SongGazetteer.artistForms(words: w)
                    }
                }
                #expect(SongGazetteer.artistForms(one) == expected, "\(one)")
            }
        }
        for s in ["Seiler und Speer", "A & B & C", "Simon & Garfunkel", ", X,  Y ", "Foo + Bar & Baz", " & "] {
            #expect(SongGazetteer.individualArtists(s) == Self.referenceIndividualArtists(s), "\(s)")
        }
    }

    /// The byte-keyed tables answer exactly as the dictionaries they are built from, for every
    /// key and for every corpus word (most of which are no keys).
    @Test func wordTablesAnswerAsTheirDictionaries() throws {
        let index = PhraseIndex.shared
        var probes = Set<String>(["", "a", "<titel>", "ohrwurm", "überhaupt", "x\u{0}y"])
        for c in try ExtractionCorpusTests.loadCases() {
            for w in TextScanner.scan(Array(c.text.utf8)) { probes.insert(w.text) }
        }
        func check<V: Equatable & Sendable>(_ table: WordTable<V>, _ dictionary: [String: V]) {
            #expect(table.count == dictionary.count)
            for (k, v) in dictionary { #expect(table[k] == v, "\(k)") }
            for p in probes { #expect(table[p] == dictionary[p], "\(p)") }
        }
        // the flags as the string code built them (sets of heads, fillers, regional forms)
        check(index.flagTable, index.referenceFlags())
        // word ids: every exact piece, numbered in the order the words first occur in the store
        var ids: [String: Int32] = [:]
        for piece in index.pieceStore { if case let .exact(w) = piece, ids[w] == nil { ids[w] = Int32(ids.count) } }
        check(index.idTable, ids)
        for (k, piece) in index.pieceStore.enumerated() {
            switch piece {
            case let .exact(w): #expect(index.pieceIDs[k] == ids[w])
            case .gap: #expect(index.pieceIDs[k] == PhraseIndex.gapID)
            default: #expect(index.pieceIDs[k] == -1)
            }
        }
        // the words-only path (manual entry, corrections) knows the index's words
        #expect(PhraseIndex.lexiconKnownWords == index.knownWords)
        // the affix tables answer as the dictionaries, for every corpus word
        for p in probes where p.utf8.count >= 3 {
            var fast: [Int] = []
            index.affixCandidates(for: p, into: &fast)
            var slow: [Int] = []
            slow += index.prefixIndex[PhraseIndex.key3(p.utf8.prefix(3))] ?? []
            slow += index.suffixIndex[PhraseIndex.key3(p.utf8.suffix(3))] ?? []
            slow += index.infixPhrases
            #expect(fast == slow, "\(p)")
        }
        check(ClauseSplitter.membershipTable, ClauseSplitter.membership)
        // the song gazetteer's first-word table is generated data now: `SongTablesSyncTests`
        let empty = WordTable<Int>([:])
        #expect(empty[""] == nil && empty["x"] == nil)
    }
}
