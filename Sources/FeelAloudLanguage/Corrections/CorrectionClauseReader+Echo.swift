import FeelAloudCore

/// Replacement corrections that first repeat the wrong value ("nicht Layla, sondern Bohemian
/// Rhapsody", "statt Kaugummi hab ich Tee getrunken", "Layla? nee, Bohemian Rhapsody"): the
/// echoed current title or activity is rejected, the words after it (or the next clause) name
/// the real one. A repeated value word after "statt" ("Stress statt mittel eher hoch") is the old
/// value and no reading of its own (`oldValuePositions`).
extension CorrectionClauseReader {
    /// Words that reject what follows them ("nicht Layla", "statt Kaugummi", "kein Atemlos").
    static let echoRejectors: Set<String> = CorrectionYesNoWords.folded([
        "nicht", "nich", "ned", "net", "nit", "kein", "keine", "keinen", "statt", "anstatt", "anstelle", "anstell",
    ])
    /// Words that may frame the rejection ("es war nicht Atemlos", "das war kein …", "anstelle von …").
    static let echoFrame: Set<String> = CorrectionYesNoWords.folded([
        "es", "das", "des", "dat", "war", "wars", "ist", "is", "waere", "also", "aber", "doch", "eigentlich", "von",
        "lied", "song", "titel", "gegenmassnahme", "gegenmassnahmen", "der", "die", "den", "dem", "mein", "meine",
    ])
    /// Words between the echoed value and its replacement ("statt Layla eher Zombie", "… war es Zombie").
    static let echoSeparators: Set<String> = CorrectionYesNoWords.folded([
        "eher", "sondern", "vielmehr", "lieber", "eigentlich", "doch", "war", "wars", "ist", "is", "es", "das",
        "richtig", "waere", "dann", "nur",
    ])

    /// Where the current title or (first) activity is echoed at `i` as in the clause: the words
    /// of the value from its first one on (a prefix of two or more letters' words, "Atemlos" for
    /// „Atemlos durch die Nacht“), or nil.
    static func echoLength(_ w: [String], at i: Int, of value: String) -> Int? {
        let v = CorrectionSegment(value).words
        guard let first = v.first, first.count >= 3, i < w.count, w[i] == first else { return nil }
        var n = 1
        while n < v.count, i + n < w.count, w[i + n] == v[n] { n += 1 }
        return n
    }

    /// "nicht Layla(, sondern …)", "statt Kaugummi hab ich Tee getrunken", "es war kein Atemlos":
    /// a rejector before the current title or activity. With words after the echo they are the
    /// real value; without, the field is asked for (the next clause may answer it).
    static func rejectedEcho(_ seg: CorrectionSegment, from start: Int, current: EntryFields) -> CorrectionReading? {
        let w = seg.words
        var i = start
        while i < w.count, echoFrame.contains(w[i]), !echoRejectors.contains(w[i]) { i += 1 }
        guard i < w.count, echoRejectors.contains(w[i]) else { return nil }
        i += 1
        while i < w.count, ["von", "dem", "der", "des"].contains(w[i]) { i += 1 }  // "anstelle von …"
        return echoReading(seg, at: i, current: current)
    }

    /// The reading of an echoed current value at `i`: the field asked for, or the replacement
    /// that follows the echo.
    static func echoReading(_ seg: CorrectionSegment, at i: Int, current: EntryFields, requireWhole: Bool = false) -> CorrectionReading? {
        let w = seg.words
        var i = i
        while i < w.count, CorrectionClauseWords.titleDeterminers.contains(w[i]) || ["ein", "einen", "eine"].contains(w[i]) { i += 1 }
        func replacement(after end: Int) -> Int? {
            var k = end
            while k < w.count, echoSeparators.contains(w[k]) { k += 1 }
            return k < w.count ? k : nil
        }
        if current.musicInHead, let title = current.songName, let n = echoLength(w, at: i, of: title) {
            let end = i + n
            if requireWhole, replacement(after: end) != nil { return nil }
            guard let k = replacement(after: end) else {
                return .missingValue(.songName, question: Messages.correctionWhichValue(.songName, []), options: [])
            }
            let t = CorrectionText.songTitle(seg, k..<w.count)
            guard !t.isEmpty else { return nil }
            return .assignments([CorrectionAssignment(key: .songName, value: .text(t), mentionsMusic: true)])
        }
        if current.musicInHead, let act = current.countermeasureActivity {
            for part in act.components(separatedBy: ", ") {
                guard let n = echoLength(w, at: i, of: part) else { continue }
                let end = i + n
                if requireWhole, replacement(after: end) != nil { return nil }
                guard let k = replacement(after: end) else {
                    return .missingValue(.countermeasureActivity, question: Messages.correctionWhichValue(.countermeasureActivity, []), options: [])
                }
                let a = CorrectionText.activity(seg, k..<w.count)
                guard !a.isEmpty else { return nil }
                let others = act.components(separatedBy: ", ").filter { $0 != part }
                return .assignments([CorrectionAssignment(key: .countermeasureActivity, value: .text((others + [a]).joined(separator: ", ")))])
            }
        }
        return nil
    }

    /// "Stress statt mittel eher hoch", "mittel statt hoch beim Stress": the positions of the old
    /// value after "statt" — up to the word that introduces the new one ("eher", "sondern" …), else
    /// the one value word (with its degree word) right after it.
    static func oldValuePositions(_ w: [String], _ range: Range<Int>) -> Set<Int> {
        // "eher gut als schlecht", "mehr mittel als hoch": the value after "als" is the contrast
        if let a = range.first(where: { w[$0] == "als" }), a + 1 < range.upperBound,
           range.contains(where: { $0 < a - 1 && ["eher", "mehr", "lieber"].contains(w[$0]) }),
           CorrectionValueVocabulary.words.contains(w[a + 1]) {
            return Set(a..<range.upperBound)
        }
        guard let s = range.first(where: { ["statt", "anstatt", "anstelle"].contains(w[$0]) }) else { return [] }
        let stops: Set<String> = ["eher", "sondern", "vielmehr", "lieber", "eigentlich", "doch", "nur", "aber", "war", "ist", "is", "wars", "beim", "bei", "fuer"]
        if let stop = ((s + 1)..<range.upperBound).first(where: { stops.contains(w[$0]) }) { return Set(s..<stop) }
        var e = s + 1
        if e < range.upperBound, ["von", "ein", "sehr", "so", "zu", "ganz", "gar"].contains(w[e]) { e += 1 }
        return Set(s..<min(range.upperBound, e + 1))
    }
}
