/// Decides whether a diary entry's song name is the song a question asks about. The German
/// matcher (case, umlauts, quotes, one-letter typos, "TITLE – ARTIST") lives in the language
/// layer (`SongMatch`); Core only needs the decision.
public protocol SongMatching: Sendable {
    func matches(entrySong: String, wanted: String) -> Bool
}

/// The plain fallback: equal ignoring case and surrounding spaces.
public struct PlainSongMatching: SongMatching {
    public init() {}
    public func matches(entrySong: String, wanted: String) -> Bool {
        entrySong.lowercased().trimmingWhitespace() == wanted.lowercased().trimmingWhitespace()
    }
}
