import FeelAloudCore

/// Splits a correction utterance into clauses on ",", ";", "und", "sondern", "aber" … outside
/// quotation marks, keeping fixed phrases such as "ab und zu" together.
enum CorrectionSegmenter {
    static let splitWords: Set<String> = ["und", "sondern", "außerdem", "ausserdem", "zudem", "sowie", "plus"]
    /// (word before "und", word after "und") pairs that must stay together.
    static let protectedAnd: Set<String> = [
        "ab zu", "ab an", "hin wieder", "rauf runter", "fix fertig", "immer immer", "mehr mehr", "auf ab",
        "hin her", "kreuz quer", "ganz gar", "dick fett", "nach nach",
    ]
    static let openers: [Character: Set<Character>] = [
        "„": ["“", "”", "\""], "“": ["”", "“", "\""], "\"": ["\"", "“", "”"], "»": ["«"], "«": ["»"], "‚": ["‘"],
    ]

    static func split(_ utterance: String) -> [String] {
        let chars = Array(utterance)
        var pieces: [String] = []
        var current = ""
        var closers: Set<Character>? = nil
        var i = 0
        func flush() {
            let t = current.trimmingWhitespace()
            if !t.isEmpty { pieces.append(t) }
            current = ""
        }
        while i < chars.count {
            let c = chars[i]
            if let cl = closers {
                current.append(c)
                if cl.contains(c) { closers = nil }
                i += 1
                continue
            }
            if let cl = openers[c], hasCloser(chars, from: i + 1, cl) {
                closers = cl
                current.append(c)
                i += 1
                continue
            }
            switch c {
            case "?" where isBareLabel(current):
                // "Ohrwurm? Fehlanzeige.", "Lied? Weiß nicht.": a field asked and answered is
                // "Ohrwurm: Fehlanzeige" (the answer is no title of its own)
                current.append(":"); i += 1; continue
            case "?":
                // kept on the piece: "Layla? nee, …" echoes a value the next piece rejects
                current.append(c); flush(); i += 1; continue
            case ",", ";", "!", "\n":
                flush(); i += 1; continue
            case ".":
                let next = i + 1 < chars.count ? chars[i + 1] : " "
                let prevWord = lastWord(current)
                let isAbbrev = ["nr", "no", "ca", "bzw", "z", "b", "usw", "k", "o"].contains(GermanFolding.fold(prevWord))
                    || prevWord.allSatisfy(\.isNumber) && !prevWord.isEmpty
                if next.isWhitespace && !isAbbrev || i + 1 == chars.count { flush(); i += 1; continue }
            case "–", "—":
                flush(); i += 1; continue
            case "-":
                let prev = i > 0 ? chars[i - 1] : " "
                let next = i + 1 < chars.count ? chars[i + 1] : " "
                if prev.isWhitespace && next.isWhitespace { flush(); i += 1; continue }
            default: break
            }
            if c.isLetter, i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isNumber || chars[i - 1] == "-") {
                var j = i
                while j < chars.count, chars[j].isLetter { j += 1 }
                let word = GermanFolding.fold(String(chars[i..<j]))
                let endsWord = j == chars.count || !(chars[j].isLetter || chars[j].isNumber || chars[j] == "-" || chars[j] == "'")
                if endsWord, splitWords.contains(word) || regionalAnd.contains(word), !isProtected(word, before: current, after: chars, from: j) {
                    flush()
                    i = j
                    continue
                }
            }
            current.append(c)
            i += 1
        }
        flush()
        return mergeBareNumbers(pieces)
    }

    /// Every field label folded ("ohrwurm", "musik im kopf", "stimmung" …, `CorrectionLabels`).
    static let foldedLabels: Set<String> = Set(CorrectionLabels.table.flatMap { $0.1 }.map { GermanFolding.fold($0) })

    /// The piece so far is only a field label ("Ohrwurm", "Lied im Kopf").
    static func isBareLabel(_ piece: String) -> Bool {
        let t = piece.trimmingWhitespace()
        guard !t.isEmpty, t.utf8.count <= 40 else { return false }
        return foldedLabels.contains(GermanFolding.fold(t))
    }

    private static func hasCloser(_ chars: [Character], from: Int, _ closers: Set<Character>) -> Bool {
        var j = from
        while j < chars.count { if closers.contains(chars[j]) { return true }; j += 1 }
        return false
    }

    private static func lastWord(_ s: String) -> String {
        var w = ""
        for ch in s.reversed() { if ch.isLetter || ch.isNumber { w.insert(ch, at: w.startIndex) } else { break } }
        return w
    }

    /// Regional forms of "und" in the shared table (Swabian "ond", "un" …): split like "und",
    /// but only between two words (as "u"/"un").
    static let regionalAnd: Set<String> = Set(RegionalForms.map.filter { $0.value == ["und"] }.keys).subtracting(["und"])

    private static func isProtected(_ word: String, before: String, after chars: [Character], from j: Int) -> Bool {
        guard word == "und" || word == "un" || word == "u" || regionalAnd.contains(word) else { return false }
        let prev = GermanFolding.fold(lastWord(before.trimmingWhitespace()))
        var k = j
        while k < chars.count, chars[k].isWhitespace { k += 1 }
        var next = ""
        while k < chars.count, chars[k].isLetter { next.append(chars[k]); k += 1 }
        if word == "u" || word == "un" || regionalAnd.contains(word) {
            // "u" / "un" only split when clearly used as "und" between clauses.
            if prev.isEmpty || next.isEmpty { return true }
        }
        // "vier und fünf hoch": two field numbers share one value.
        let numbers = CorrectionClauseWords.numberWords
        if numbers[prev] != nil || prev.count == 1 && prev.first!.isNumber, numbers[GermanFolding.fold(next)] != nil { return true }
        return protectedAnd.contains("\(prev) \(GermanFolding.fold(next))")
    }

    /// "4 - stark" / "Nr. 4, stark": a bare field number joins the next piece.
    private static func mergeBareNumbers(_ pieces: [String]) -> [String] {
        var out: [String] = []
        var pending: String? = nil
        for p in pieces {
            let words = Tokenizer.tokens(of: GermanFolding.fold(p)).map(\.text)
            let bare = (words.count == 1 && words[0].count == 1 && words[0].first!.isNumber)
                || (words.count == 2 && ["nr", "nummer", "punkt", "feld", "no"].contains(words[0])
                    && words[1].count == 1 && words[1].first!.isNumber)
            if let pend = pending { out.append(pend + " " + p); pending = nil; continue }
            if bare { pending = p } else { out.append(p) }
        }
        if let pend = pending { out.append(pend) }
        return out
    }
}
