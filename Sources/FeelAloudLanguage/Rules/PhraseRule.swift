/// One rule as data: an id, the phrases that trigger it and what it means.
///
/// Phrase syntax (folded with `GermanFolding.fold` when compiled): words separated by spaces;
/// `wort*` matches words starting with "wort", `*wort` words ending with it, `*wort*` words
/// containing it; `~` skips up to three words of the same clause; `<titel>` matches a quoted
/// title. Negation words inside a phrase are part of it and do not negate it.
public struct PhraseRule: Sendable {
    public let id: String
    public let phrases: [String]
    public let cue: Cue

    public init(_ id: String, _ phrases: [String], _ cue: Cue) {
        self.id = id
        self.phrases = phrases
        self.cue = cue
    }
}
