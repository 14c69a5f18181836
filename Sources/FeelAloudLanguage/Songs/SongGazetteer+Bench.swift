/// The song matcher's per-paragraph work, split for `feelaloud-bench` (package access only,
/// not public API): the text analysis once up front, then keys and gazetteer hits.
extension SongGazetteer {
    /// A paragraph's words as the matcher sees them.
    package struct ScannedParagraph: Sendable {
        let words: [ScannedWord]
        let bytes: [UInt8]
    }

    package static func scan(_ paragraph: String) -> ScannedParagraph {
        let bytes = Array(paragraph.utf8)
        return ScannedParagraph(words: TextAnalysis(bytes: bytes).words, bytes: bytes)
    }

    /// Song keys of the paragraph and one pass of `hits(in:)`; the number of hits.
    package func hitCount(in paragraph: ScannedParagraph) -> Int {
        hits(in: SongKey.pieces(paragraph.words, paragraph.bytes).pieces).count
    }
}
