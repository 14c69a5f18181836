import Testing
import FeelAloudCore
@testable import FeelAloudLanguage

/// `SongMatch`: one song across case, umlauts, quotes, one-letter typos and artist forms,
/// the canonical-title hook, and finding the song in a question.
struct SongMatchTests {
    let m = SongMatch.standard

    @Test(arguments: [
        ("Atemlos durch die Nacht", "atemlos durch die nacht"), ("Über den Wolken", "Ueber den Wolken"), ("Über den Wolken", "uber den wolken"),
        ("„Griechischer Wein“", "Griechischer Wein"), ("Griechischer Wein", "Grichischer Wein"), ("Hulapalu", "Hulapalo"),
        ("Atemlos durch die Nacht – Helene Fischer", "Atemlos durch die Nacht"), ("Atemlos durch die Nacht von Helene Fischer", "Atemlos"),
        ("Atemlos durch die Nacht – Helene Fischer", "Helene Fischer"), ("Bohemian Rhapsody", "Bohemain Rhapsody"),
    ])
    func matches(_ entry: String, _ wanted: String) {
        #expect(m.matches(entrySong: entry, wanted: wanted), "\(entry) ~ \(wanted)")
    }

    @Test(arguments: [
        ("Griechischer Wein", "Wein"), ("Zombie", "Zombi e x"), ("Let It Go", "Let It Be"), ("Hulapalu", "Atemlos"), ("Zombie", ""),
    ])
    func differs(_ entry: String, _ wanted: String) {
        #expect(!m.matches(entrySong: entry, wanted: wanted), "\(entry) !~ \(wanted)")
    }

    @Test func canonicalHook() {
        let gazetteer = SongMatch(canonical: { $0.lowercased().contains("luftballons") ? "99 Luftballons" : nil })
        #expect(gazetteer.matches(entrySong: "Neunundneunzig Luftballons", wanted: "99 Luftballons"))
        #expect(!SongMatch().matches(entrySong: "Neunundneunzig Luftballons", wanted: "99 Luftballons"))
        // The standard matcher asks the song gazetteer: spellings of one known title match.
        #expect(SongMatch.standard.matches(entrySong: "Neunundneunzig Luftballons", wanted: "99 Luftballons"))
        #expect(SongMatch.standard.matches(entrySong: "Atemlos durch die Nacht – Helene Fischer", wanted: "atemlos"))
        #expect(!SongMatch.standard.matches(entrySong: "Griechischer Wein", wanted: "Atemlos"))
    }

    @Test(arguments: [
        ("wie oft hatte ich Atemlos im Kopf?", "Atemlos"), ("wann hatte ich zuletzt „Verdammt, ich lieb dich“ im Ohr", "Verdammt, ich lieb dich"),
        ("wie oft hatte ich letzte Woche Hulapalu im Kopf", "Hulapalu"), ("wie oft hatte ich einen Ohrwurm von Queen", "Queen"),
        ("wann lief zuletzt Griechischer Wein in meinem Kopf?", "Griechischer Wein"),
    ])
    func findsTheSong(_ question: String, _ song: String) {
        #expect(SongMatch.extract(from: question)?.song == song)
    }

    @Test(arguments: [
        "wie oft hatte ich einen Ohrwurm im Kopf?", "was hatte ich letzte Woche im Kopf?", "welche Lieder hatte ich im Kopf?",
        "wie oft hatte ich in den letzten 7 Tagen ein Lied im Kopf", "wann hatte ich zuletzt Musik im Kopf", "Wie war meine Woche?",
    ])
    func noSong(_ question: String) {
        #expect(SongMatch.extract(from: question) == nil, "\(question)")
    }
}
