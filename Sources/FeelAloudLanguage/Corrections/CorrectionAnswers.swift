import FeelAloudCore

/// Whole-utterance answers to "Stimmt das so? (ja / Korrektur / abbrechen)": confirm, reject,
/// cancel, undo. An utterance counts when it is made up only of such phrases (plus politeness).
enum CorrectionAnswers {
    static func phrases(_ list: [String]) -> [[String]] {
        list.map { CorrectionDialect.normalize(Tokenizer.tokens(of: GermanFolding.fold($0)).map(\.text)) }
            .sorted { $0.count > $1.count }
    }
    static let confirm = phrases(CorrectionYesNoWords.confirm)
    static let reject = phrases(CorrectionYesNoWords.reject)
    static let cancel = phrases(CorrectionYesNoWords.cancel)
    static let undo = phrases(CorrectionYesNoWords.undo)
    static let confirmOpeners = phrases(CorrectionYesNoWords.confirmOpeners)
    static let cancelCompanions = phrases(CorrectionYesNoWords.cancelCompanions)
    static let politeness: Set<String> = ["danke", "bitte", "dann", "also", "so", "alles", "das", "ist", "so", "gut", "war", "wars", "eigentlich", "doch", "schon", "es", "gewesen", "so", "eh", "dir", "vielen", "dank", "dankeschoen", "merci", "sehr", "nett",
        // thanks of the regions and loans ("merci vilmal", "danke vielmals", "thx")
        "vielmals", "vilmal", "vielmol", "viumois", "schoen", "danken", "thx", "thanks", "dankschoen", "dankeschee", "vergelts", "gott",
        // interjections that carry no answer of their own ("och nö, lass, abbrechen", "mensch, passt")
        "och", "oh", "ach", "aeh", "aehm", "hm", "hmm", "mensch", "boah", "ey", "menno", "tja", "naja",
        // a modal lead-in ("kannste so lassen", "du kannst abbrechen", "kannst ruhig speichern")
        "kannst", "du", "kann", "man", "ruhig", "gerne", "gern", "jetzt", "nun"]

    static func answer(_ words: [String]) -> CorrectionOutcome? {
        if covered(words, by: undo, extra: reject) { return .undo }
        if covered(words, by: cancel, extra: reject + cancelCompanions) { return .cancel }
        if covered(words, by: confirm, extra: []) { return .confirm }
        for opener in confirmOpeners where words.starts(with: opener) && words.count > opener.count {
            if covered(Array(words.dropFirst(opener.count)), by: confirm, extra: []) { return .confirm }
        }
        if covered(words, by: reject, extra: []) { return .reject }
        return nil
    }

    /// Whether `words` splits into phrases of `main` (at least one) and `extra`/politeness.
    static func covered(_ words: [String], by main: [[String]], extra: [[String]]) -> Bool {
        var memo: [Int: Bool] = [:]
        func go(_ i: Int, _ usedMain: Bool) -> Bool {
            if i == words.count { return usedMain }
            let key = i * 2 + (usedMain ? 1 : 0)
            if let m = memo[key] { return m }
            var ok = false
            for p in main where !ok && matches(p, i) { ok = go(i + p.count, true) }
            for p in extra where !ok && matches(p, i) { ok = go(i + p.count, usedMain) }
            if !ok, politeness.contains(words[i]) { ok = go(i + 1, usedMain) }
            memo[key] = ok
            return ok
        }
        func matches(_ p: [String], _ i: Int) -> Bool {
            guard !p.isEmpty, i + p.count <= words.count else { return false }
            return Array(words[i..<(i + p.count)]) == p
        }
        return go(0, false)
    }
}
