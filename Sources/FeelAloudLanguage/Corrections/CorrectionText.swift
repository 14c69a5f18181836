/// Cuts song titles and countermeasure activities out of a clause, keeping the spelling as
/// spoken ("nee, der Song war eigentlich Tage wie diese von den Toten Hosen" -> "Tage wie diese").
enum CorrectionText {
    static let titleLeadingNoise: Set<String> = CorrectionYesNoWords.folded([
        "war", "ist", "is", "hieß", "heißt", "hiess", "heisst", "lautet", "lautete", "eigentlich", "doch", "ja",
        "aber", "wohl", "halt", "dann", "nämlich", "richtig", "anders", "natürlich", "in", "wahrheit", "sondern",
        "also", "übrigens", "nicht", "stattdessen", "hier", "da", "es", "gewesen",
        "mein", "meiner", "ohrwurm", "lied", "song", "titel", "zwar",
    ])
    static let titleTrailingNoise: Set<String> = CorrectionYesNoWords.folded([
        "gewesen", "oder", "so", "glaub", "glaube", "ich", "denke", "eigentlich", "doch", "halt", "war", "gell",
        "ne", "nee", "oda", "heute", "im", "kopf", "wars",
    ])
    /// Restating markers: the title follows them ("ein anderer, nämlich Zombie", "und zwar Zombie").
    static let titleRestatements: [[String]] = [["naemlich"], ["und", "zwar"], ["naemli"]]
    /// Placeholders that announce a title without being one ("ein anderer", "ein anderes Lied").
    static let titlePlaceholders: Set<String> = CorrectionYesNoWords.folded([
        "ein", "eine", "einen", "anderer", "anderes", "andere", "anderen", "ganz", "völlig", "komplett", "lied", "song",
    ])
    static let descriptionPrepositions: Set<String> = CorrectionYesNoWords.folded([
        "aus", "mit", "über", "ohne", "vom", "von", "im", "in", "zum",
    ])
    static let opinionVerbs: Set<String> = CorrectionYesNoWords.folded([
        "fand", "finde", "find", "mag", "mochte", "hasse", "hasste", "liebe", "fande",
    ])
    /// Leading words of a title that are kept when they are the only title word left.
    static let articles: Set<String> = ["der", "die", "das"]

    static func songTitle(_ seg: CorrectionSegment, _ range: Range<Int>) -> String {
        var lo = range.lowerBound, hi = range.upperBound
        for i in range {
            for m in titleRestatements where i + m.count < hi && Array(seg.words[i..<(i + m.count)]) == m { lo = i + m.count }
        }
        if (lo..<hi).allSatisfy({ titlePlaceholders.contains(seg.words[$0]) || titleLeadingNoise.contains(seg.words[$0]) }) { return "" }
        // "den Song fand ich schön": an opinion about the song, no title (asked back, never guessed).
        if let f = (lo..<hi).first(where: { !titleLeadingNoise.contains(seg.words[$0]) }), opinionVerbs.contains(seg.words[f]),
           f + 1 < hi, ["ich", "i", "ihn", "es", "den", "das"].contains(seg.words[f + 1]) { return "" }
        let start = lo
        while lo < hi, titleLeadingNoise.contains(seg.words[lo]) { lo += 1 }
        // "das Lied aus der Werbung": a description keeps its noun ("aus der Werbung" alone is none).
        if lo < hi, lo >= start + 2, descriptionPrepositions.contains(seg.words[lo]),
           ["lied", "song", "melodie", "ohrwurm"].contains(seg.words[lo - 1]), ["das", "der", "die", "dem", "den", "so", "ein", "eine"].contains(seg.words[lo - 2]) {
            lo -= 2
        }
        // "was von Adele", "irgendwas von Queen", "etwas vom Wendler": something by an artist is
        // the artist (an artist alone identifies the music)
        if lo + 2 < hi, ["was", "etwas", "irgendwas", "irgendetwas", "eins", "irgendeins", "irgendeines", "eines"].contains(seg.words[lo]),
           ["von", "vom", "by"].contains(seg.words[lo + 1]) {
            lo += 1
        }
        // Title only: cut the artist ("von den Toten Hosen") and "im Kopf".
        var i = lo + 1
        while i < hi {
            let t = seg.words[i]
            if t == "von" || t == "vom" || t == "by" { hi = i; break }
            if t == "im", i + 1 < hi, ["kopf", "ohr", "kopp"].contains(seg.words[i + 1]) { hi = i; break }
            i += 1
        }
        if lo < hi, seg.words[lo] == "von" || seg.words[lo] == "vom" { lo += 1 } // artist only
        while hi > lo, titleTrailingNoise.contains(seg.words[hi - 1]) { hi -= 1 }
        let title = capitalized(clean(seg.text(lo..<hi)))
        // "Ohrwurm ist weg" is no title.
        if hi - lo == 1, CorrectionValueWords.nullish.matchesWhole([seg.words[lo]]) { return "" }
        return title
    }

    /// Verbs after a song label that start a sentence about the music ("is ma … gangen").
    static let sentenceVerbs: Set<String> = CorrectionYesNoWords.folded([
        "ist", "war", "hat", "hatte", "ging", "geht", "lief", "laeuft", "kam", "kommt", "wollte", "will", "blieb", "bleibt",
    ])
    /// Object pronouns right after that verb ("ist mir", "hat mich"): a title never continues so.
    static let objectPronouns: Set<String> = ["mir", "mich", "ihn", "uns", "dir", "ihm"]

    /// The words after a song label are a sentence, not a title: the verb is followed by an
    /// object pronoun ("is ma ned aus'm Schädl gangen", "isch mir olm … gongen"), or the clause
    /// ends in a participle after three words or more ("… durch den Kopf gegangen"). A title of
    /// the gazetteer is never a sentence.
    static func isSentence(_ seg: CorrectionSegment, after label: Int) -> Bool {
        let w = seg.words
        guard label < w.count, sentenceVerbs.contains(w[label]) else { return false }
        let objectFirst = label + 1 < w.count && objectPronouns.contains(w[label + 1])
        let last = w[w.count - 1]
        let participleEnd = w.count - label >= 4 && last.utf8.count >= 6 && last.hasPrefix("ge") && (last.hasSuffix("t") || last.hasSuffix("en"))
        guard objectFirst || participleEnd else { return false }
        let text = clean(seg.text((label + 1)..<w.count))
        return SongGazetteer.shared.canonical(text) == nil
    }

    /// "ich hatte den ganzen Tag Zombie im Kopf" -> "Zombie" (range ends before "im Kopf").
    static func songBeforeInHead(_ seg: CorrectionSegment, _ range: Range<Int>) -> String {
        var lo = range.lowerBound
        let verbs: Set<String> = ["hatte", "hab", "habe", "hab's", "ging", "geht", "lief", "laeuft", "dudelte",
                                  "dudelt", "spielte", "summte", "war", "ist", "steckt", "steckte", "hing", "haengt"]
        var firstVerb: Int? = nil
        for i in range where verbs.contains(seg.words[i]) { lo = i + 1; if firstVerb == nil { firstVerb = i } }
        // "Hulapalu lief bei mir im Kopf": only "bei mir" after the verb, the title is before it
        if let v = firstVerb, v > range.lowerBound, lo < range.upperBound,
           (lo..<range.upperBound).allSatisfy({ ["bei", "mir", "mich", "ma", "mi", "uns", "dauernd", "staendig"].contains(seg.words[$0]) }) {
            return songBeforeInHead(seg, range.lowerBound..<v)
        }
        var skip = Set<Int>()
        for (_, list) in CorrectionValueWords.strengthSpecific {
            var from = lo
            while let r = list.find(in: seg.words, from: from), r.upperBound <= range.upperBound {
                skip.formUnion(r); from = r.upperBound
            }
        }
        let kept = (lo..<range.upperBound).filter {
            !skip.contains($0) && !CorrectionClauseWords.songNoise.contains(seg.words[$0])
        }
        // "dat Steigerlied hatte ich den ganzen Tach inne Birne", "Atemlos hatte ich den ganzen
        // Tag im Kopf": nothing after the verb, so the fronted object before it is the title —
        // with a determiner before it or as a known title (not "Gestern hatte ich …")
        if kept.isEmpty, let v = firstVerb, v > range.lowerBound {
            let fronted = songBeforeInHead(seg, range.lowerBound..<v)
            let determined = CorrectionClauseWords.titleDeterminers.union(["die", "dat"]).contains(seg.words[range.lowerBound]) && v - range.lowerBound >= 2
            if !fronted.isEmpty, determined || SongGazetteer.shared.canonical(fronted) != nil { return fronted }
        }
        guard let first = kept.first else { return "" }
        if kept.contains(where: { CorrectionClauseReader.firstLabel([seg.words[$0]], from: 0) != nil }) { return "" }
        // "aber eher selten im Kopf": modifiers and value words only, no title
        if kept.allSatisfy({ CorrectionValueVocabulary.words.contains(seg.words[$0]) || CorrectionYesNoWords.particles.contains(seg.words[$0]) }) { return "" }
        var hi = range.upperBound
        for i in first..<range.upperBound where seg.words[i] == "von" && i > first { hi = i; break }
        while hi > first, skip.contains(hi - 1) || titleTrailingNoise.contains(seg.words[hi - 1]) { hi -= 1 }
        guard hi > first else { return "" }
        return capitalized(clean(seg.text(first..<hi)))
    }

    static func activity(_ seg: CorrectionSegment, _ range: Range<Int>) -> String {
        var lo = range.lowerBound, hi = range.upperBound
        // "da muss ich was ergänzen: ich hab … ein Hörbuch gehört": a lead-in before a colon is
        // no part of the activity
        if lo < hi, let colon = seg.original.lastIndex(of: ":") {
            let offset = seg.original.distance(from: seg.original.startIndex, to: colon)
            if let first = (lo..<hi).first(where: { seg.tokens[$0].start > offset }), first > lo, seg.tokens[first - 1].end <= offset { lo = first }
        }
        while lo < hi, CorrectionFreeSpeech.activityLeadingNoise.contains(seg.words[lo]) { lo += 1 }
        while hi > lo, CorrectionFreeSpeech.activityTrailingNoise.contains(seg.words[hi - 1]) { hi -= 1 }
        // "ein Spaziergang" -> "Spaziergang"
        if hi - lo >= 2, ["ein", "eine", "einen", "einem", "einer", "nen", "ne", "'n"].contains(seg.words[lo]) { lo += 1 }
        // "(versucht, ihn) mit Kaugummi (loszuwerden)" -> "Kaugummi": the means alone
        if hi - lo == 2, seg.words[lo] == "mit", !CorrectionFreeSpeech.personNouns.contains(seg.words[lo + 1]) { lo += 1 }
        guard lo < hi else { return "" }
        return clean(seg.text(lo..<hi))
    }

    static func clean(_ s: String) -> String {
        let strip: Set<Character> = ["„", "“", "”", "\"", "»", "«", "‚", "‘", ":", ",", ".", "!", "?", ";", "'"]
        var t = Substring(s)
        while let f = t.first, strip.contains(f) || f.isWhitespace { t.removeFirst() }
        while let l = t.last, strip.contains(l) || l.isWhitespace { t.removeLast() }
        return String(t)
    }

    /// Lower-case dictation gets the gazetteer's spelling of a known title or artist with the
    /// same words ("blinding lights" -> "Blinding Lights", "helene fischer" -> "Helene Fischer"),
    /// else a capital first letter ("tage wie diese" -> "Tage wie diese").
    static func capitalized(_ s: String) -> String {
        guard let f = s.first, s == s.lowercased() else { return s }
        let g = SongGazetteer.shared
        if let c = g.canonical(s), SongKey.words(c.title) == SongKey.words(s) { return c.title }
        if let a = g.canonicalArtist(s) { return a }
        return f.uppercased() + s.dropFirst()
    }
}
