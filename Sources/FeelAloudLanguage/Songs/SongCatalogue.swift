/// The gazetteer's raw data: one multi-line string per category, in the `SongData+*.swift`
/// files. Each line is `Title|Artist|alias;alias` — the canonical spelling, the artist (composer
/// for classical pieces, "trad." or empty for traditional songs) and optional other names the
/// song is known by ("Atemlos" for „Atemlos durch die Nacht“, number words for digits).
/// Nothing is parsed at run time: `scripts/generate-song-tables.py` turns these strings into
/// `SongTables+Generated.swift` (rerun it after every change here; `SongTablesSyncTests` checks).
enum SongCatalogue {
    /// Every category with its data, in priority order (an earlier category wins a tie).
    static var sources: [(SongCategory, String)] {
        [
            (.schlager, schlager), (.austropop, austropop), (.swiss, swiss), (.koelsch, koelsch),
            (.ndw, ndw), (.german, deutsch), (.international, international), (.children, children),
            (.christmas, christmas), (.folk, folk), (.screen, screen), (.classical, classical),
            (.party, party),
        ]
    }
}

/// What kind of song a gazetteer entry is (for reports and tests; matching treats all alike).
public enum SongCategory: String, CaseIterable, Sendable {
    case schlager, austropop, swiss, koelsch, ndw, german, international, children, christmas
    case folk, screen, classical, party
}

/// A well-known song: its canonical title and artist as the gazetteer spells them.
public struct KnownSong: Equatable, Sendable {
    public let title: String
    /// nil for traditional songs ("trad.") and unknown authors.
    public let artist: String?
    public let category: SongCategory
    /// Other names the song is known by (short forms, number words).
    public let aliases: [String]
}
