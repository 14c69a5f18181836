/// Known titles as music evidence for `ParagraphReader.musicInHead`: a stick verb
/// ("läuft in Dauerschleife", "kommt immer wieder hoch") needs something that is music before
/// it; a known title is ("Tage wie diese von den Toten Hosen läuft bei mir in Dauerschleife").
extension ParagraphReader {
    /// The words before stick cue `k` in its clause end with a known title — distinctive, or
    /// with its artist ("X von Y") — followed at most by pronouns and auxiliaries.
    func knownTitleBefore(_ k: Int) -> Bool {
        let m = a.matches[k]
        // the title may stand in the clause before ("… von den Toten Hosen läuft | in Dauerschleife")
        var first = m.start
        while first > 0, a.words[first - 1].sentence == a.words[m.start].sentence, m.start - first < 12 { first -= 1 }
        guard m.start > first else { return false }
        let lo = first
        var pieces: [String] = []
        var word: [Int] = []
        for i in lo..<m.start {
            let w = a.words[i]
            let keys = w.isTitle ? [""] : SongKey.words(String(decoding: a.bytes[w.start..<w.end], as: UTF8.self))
            for p in keys.isEmpty ? [""] : keys { pieces.append(p); word.append(i) }
        }
        let g = SongGazetteer.shared
        for h in g.hits(in: pieces) {
            var end = h.to + 1
            var artist = false
            if end < pieces.count, SongGazetteer.artistLinkers.contains(pieces[end]),
               let ar = g.artist(in: pieces, from: end + 1) {
                end = ar.end
                artist = true
            }
            var rest = true
            var j = end
            while j < pieces.count {
                let t = a.words[word[j]].text
                if !SongNameFinder.beside.contains(t), !SongNamePatterns.stickBridge.contains(t) { rest = false }
                j += 1
            }
            guard rest else { continue }
            if artist || !SongNamePatterns.isAmbiguousTitle(Array(pieces[h.from...h.to])) { return true }
        }
        return false
    }

    /// The first clause is a known title and nothing else ("Hallelujah. Den ganzen Tag.",
    /// "Feliz Navidad, immer wieder"): music evidence like a music word. Titles of common words only
    /// ("Sommer.", "Zombie.") are not.
    func openingKnownTitle() -> Bool {
        guard a.clauseCount > 0 else { return false }
        let n = a.clauseRange[0].1 + 1
        guard n >= 1, n <= 8, !a.words[0].isTitle else { return false }
        let pieces = SongKey.words(a.original(0, n - 1))
        guard !pieces.isEmpty, !pieces.allSatisfy({ SongNamePatterns.commonTitleWords.contains($0) }) else { return false }
        return SongGazetteer.shared.byKey[pieces.joined(separator: " ")] != nil
    }
}
