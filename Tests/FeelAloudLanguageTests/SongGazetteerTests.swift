import Foundation
import Testing
@testable import FeelAloudLanguage

/// The song gazetteer as data (well-formed, unique, big enough), its public lookups
/// (`canonical`, `identityKey`) and the one-pass matcher.
struct SongGazetteerTests {
    static let g = SongGazetteer.shared

    @Test func catalogueIsWellFormedAndBigEnough() {
        var perCategory: [SongCategory: Int] = [:]
        var lineCount = 0
        for (category, text) in SongCatalogue.sources {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                lineCount += 1
                let parts = line.split(separator: "|", omittingEmptySubsequences: false)
                #expect((1...3).contains(parts.count), "\(category): \(line)")
                #expect(!(parts.first ?? "").isEmpty, "\(category): empty title in \(line)")
                #expect(line.first != " " && line.last != " ", "\(category): spaces around \(line)")
                if parts.count == 3 { #expect(!parts[2].isEmpty && !parts[2].contains(";;"), "\(category): \(line)") }
                perCategory[category, default: 0] += 1
            }
        }
        #expect(Self.g.songs.count == lineCount)
        #expect(Self.g.songs.count >= 3000, "only \(Self.g.songs.count) songs")
        for c in SongCategory.allCases { #expect((perCategory[c] ?? 0) >= 30, "\(c): \(perCategory[c] ?? 0)") }
        print("Liedverzeichnis: \(Self.g.songs.count) Lieder – " + SongCategory.allCases.map { "\($0.rawValue) \(perCategory[$0] ?? 0)" }.joined(separator: ", "))
    }

    @Test func noSongTwiceAndNoAliasRepeatsItsTitle() {
        var seen: [String: String] = [:]
        for s in Self.g.songs {
            let key = SongKey.words(s.title).joined(separator: " ") + "|" + SongKey.words(s.artist ?? "").joined(separator: " ")
            #expect(seen[key] == nil, "twice: \(s.title) – \(s.artist ?? "trad.") (\(seen[key] ?? ""), \(s.category))")
            seen[key] = s.category.rawValue
            let t = SongKey.words(s.title)
            var aliasKeys = Set<[String]>()
            for a in s.aliases {
                let w = SongKey.words(a)
                #expect(!w.isEmpty && w != t, "alias repeats the title: \(s.title) / \(a)")
                #expect(!aliasKeys.contains(w), "alias twice: \(s.title) / \(a)")
                aliasKeys.insert(w)
            }
        }
    }

    @Test func canonicalAcrossSpellings() {
        let cases: [(String, String, String?)] = [
            ("atemlos durch die nacht", "Atemlos durch die Nacht", "Helene Fischer"),
            ("Atemlos", "Atemlos durch die Nacht", "Helene Fischer"),
            ("Atemlos durch die Nacht – Helene Fischer", "Atemlos durch die Nacht", "Helene Fischer"),
            ("„Atemlos durch die Nacht“ von Helene Fischer", "Atemlos durch die Nacht", "Helene Fischer"),
            ("Helene Fischer - Atemlos durch die Nacht", "Atemlos durch die Nacht", "Helene Fischer"),
            ("GRIECHISCHER WEIN", "Griechischer Wein", "Udo Jürgens"),
            ("griechischer wein von udo juergens", "Griechischer Wein", "Udo Jürgens"),
            ("fur elise", "Für Elise", "Ludwig van Beethoven"),
            ("Fuer Elise", "Für Elise", "Ludwig van Beethoven"),
            ("tage wie diese von den toten hosen", "Tage wie diese", "Die Toten Hosen"),
            ("neunundneunzig Luftballons", "99 Luftballons", "Nena"),
            ("Hello von Adele", "Hello", "Adele"),
            ("Hello (Lionel Richie)", "Hello", "Lionel Richie"),
            ("ham kummst", "Ham kummst", "Seiler und Speer"),
            ("Stille Nacht", "Stille Nacht, heilige Nacht", "Franz Xaver Gruber"),
        ]
        for (name, title, artist) in cases {
            let c = Self.g.canonical(name)
            #expect(c?.title == title, "\(name) -> \(String(describing: c))")
            #expect(c?.artist == artist, "\(name) -> \(String(describing: c))")
        }
        #expect(Self.g.canonical("Ein Lied, das keiner kennt") == nil)
        #expect(Self.g.canonical("naja") == nil)
    }

    @Test func identityKeyGroupsOneSong() {
        let k = Self.g.identityKey("Atemlos")
        for other in ["Atemlos durch die Nacht – Helene Fischer", "atemlos durch die nacht", "„ATEMLOS DURCH DIE NACHT“"] {
            #expect(Self.g.identityKey(other) == k, "\(other)")
        }
        #expect(Self.g.identityKey("Griechischer Wein") != k)
        #expect(Self.g.sameSong("griechischer wein", "Griechischer Wein von Udo Jürgens"))
        #expect(Self.g.sameSong("Hello von Adele", "hello"))
        #expect(!Self.g.sameSong("Hello", "Hallo"))
        // unknown titles: folded words, a known artist after "von" removed
        #expect(Self.g.identityKey("Mein Lied von Helene Fischer") == Self.g.identityKey("mein lied"))
        #expect(Self.g.identityKey("Das Lied vom Bäcker") == "das lied vom baecker")
        #expect(Self.g.canonicalArtist("helene fischer") == "Helene Fischer")
        #expect(Self.g.canonicalArtist("den toten hosen") == "Die Toten Hosen")
    }

    @Test func matcherFindsLongestTitleWithOneTypo() {
        func hits(_ text: String) -> [String] {
            let w = SongKey.words(text)
            return Self.g.hits(in: w).map { Self.g.songs[$0.song].title }
        }
        #expect(hits("ich hab atemlos durch die nacht im kopf").contains("Atemlos durch die Nacht"))
        #expect(hits("skandal im sperbezirk von der spider murphy gang").contains("Skandal im Sperrbezirk"))
        #expect(hits("bohemian rapsody").isEmpty)   // typos only in a later long word of a long title
        #expect(!hits("der ohrwurm hält mich wach").contains("Halt mich"))   // a text umlaut is no plain vowel
        #expect(hits("halt mich").contains("Halt mich"))
        #expect(SongGazetteer.oneEdit("sperrbezirk", "sperbezirk"))
        #expect(SongGazetteer.oneEdit("nacht", "nahct"))
        #expect(!SongGazetteer.oneEdit("nacht", "nacht"))
        #expect(!SongGazetteer.oneEdit("nacht", "macho"))
    }

    @Test func ambiguousTitlesNeedACue() {
        #expect(SongNamePatterns.isAmbiguousTitle(SongKey.words("Sommer")))
        #expect(SongNamePatterns.isAmbiguousTitle(SongKey.words("Tage wie diese")))
        #expect(SongNamePatterns.isAmbiguousTitle(SongKey.words("Hello")))
        #expect(!SongNamePatterns.isAmbiguousTitle(SongKey.words("Griechischer Wein")))
        #expect(!SongNamePatterns.isAmbiguousTitle(SongKey.words("Atemlos durch die Nacht")))
        #expect(SongNamePatterns.isNonTitle(SongKey.words("naja")))
        #expect(SongNamePatterns.isNonTitle(SongKey.words("Radio")))
        #expect(!SongNamePatterns.isNonTitle(SongKey.words("Radio Gaga")))
    }

    /// Nothing to build: the gazetteer reads the generated `SongTables` in place (issue #14).
    @Test func buildCost() {
        let clock = ContinuousClock()
        let t = clock.measure { _ = SongGazetteer() }
        print("Liedverzeichnis aufgebaut in \(t)")
        #expect(t < .seconds(5))   // debug build under a parallel suite; release numbers: docs/extractor.md
    }
}

/// The gazetteer inside the extractor: unquoted and dictated titles near music cues.
struct SongNameExtractionTests {
    func song(_ text: String) throws -> String? {
        try RuleBasedExtractor().extract(text).fields.songName
    }

    @Test func dictatedTitlesGetTheirCanonicalSpelling() throws {
        #expect(try song("atemlos durch die nacht von helene fischer hab ich seit heute morgen im kopf") == "Atemlos durch die Nacht")
        #expect(try song("hab seit dem frühstück griechischer wein von udo jürgens im kopf") == "Griechischer Wein")
        #expect(try song("Tage wie diese von den Toten Hosen läuft bei mir in Dauerschleife.") == "Tage wie diese")
        #expect(try song("seit der party hab ich skandal im sperbezirk im kopf") == "Skandal im Sperrbezirk")
        // the stated words keep their punctuation, the casing and umlauts come from the gazetteer
        #expect(try song("Beim Treffen haben alle Marmor Stein und Eisen bricht gesungen, und nun summe ich es immer wieder.") == "Marmor Stein und Eisen bricht")
        #expect(try song("den ganzen tag fur elise im kopf") == "Fur Elise")   // letters as stated
        #expect(try song("den ganzen tag für elise im kopf") == "Für Elise")
        #expect(try song("den ganzen tag atemlos im kopf") == "Atemlos durch die Nacht")
        #expect(try song("Radio Gaga von Queen hab ich ununterbrochen im Kopf.") == "Radio Gaga")
    }

    @Test func ambiguousTitlesOnlyBesideMusic() throws {
        #expect(try song("Ohrwurm des Tages: Zombie von den Cranberries. Stört mich nicht.") == "Zombie")
        #expect(try song("Ohrwurm heute: Zombie. Ganz leise.") == "Zombie")
        #expect(try song("Ohrwurm – Zombie, den ganzen Tag.") == "Zombie")
        #expect(try song("Ich hab einen Ohrwurm, ich will nur noch schlafen.") == nil)
        // a known word that is no title where it stands
        #expect(try song("ich werd den ohrwurm nicht los egal was ich mach") == nil)
        #expect(try song("Heute über den Sommer gesprochen. Ich hab einen Ohrwurm, keine Ahnung welchen.") == nil)
    }

    @Test func titlesInANeighbouringSentenceNeedMusic() throws {
        // a known title as an ordinary phrase next to an earworm without a title
        #expect(try song("Mir geht das Lied nicht aus dem Kopf. Wir waren auf der Reeperbahn nachts um halb eins.") == nil)
        #expect(try song("Hab einen Ohrwurm, nervt. Über den Wolken war es heute beim Flug ruhig.") == nil)
        // … but a clause of its own or a performed title there is one
        #expect(try song("Die Große übt Klavier für den Vorspielabend, Für Elise, zum hundertsten Mal. Jetzt hab ich es selbst im Kopf.") == "Für Elise")
        #expect(try song("Mir geht seit dem Gottesdienst Großer Gott, wir loben dich nicht aus dem Kopf.") == "Großer Gott, wir loben dich")
        #expect(try song("ich hab vom selben stern von ich und ich immer wieder im kopf") == "Vom selben Stern")
    }

    @Test func fillersAreNoTitles() throws {
        #expect(try song("bro ich hab den ganzen tag layla im kopf") == "Layla")
        #expect(try song("Im Radio lief was, keine Ahnung was, jetzt hängt's mir im Ohr. Nervt.") == nil)
    }

    @Test func quotedTitlesStayAsWritten() throws {
        #expect(try song("Ich hab »atemlos« im Kopf.") == "atemlos")
    }

    @Test func unknownTitleByKnownArtistKeepsTheTitle() throws {
        let s = try song("Ich hab Wolkenschloss von Helene Fischer im Kopf, den ganzen Tag.")
        #expect(s == "Wolkenschloss", "\(String(describing: s))")
    }
}
