/// Assigns sentence and clause numbers to words. Works without punctuation: besides
/// sentence marks, commas and dashes, clauses start at conjunctions ("aber", "und dann",
/// "weil", "obwohl", …) and, in long unpunctuated stretches, at time adverbs.
enum ClauseSplitter {
    /// Always start a new clause.
    static let conjunctions: Set<String> = [
        "weil", "obwohl", "obgleich", "sondern", "trotzdem", "jedoch", "dafuer", "waehrend",
        "nachdem", "bevor", "damit", "wobei", "allerdings", "ansonsten", "ausserdem",
        "anschliessend", "denn", "deshalb", "deswegen", "dennoch", "zumal", "sodass",
    ]
    /// Start a new clause only after three or more words of the current one.
    static let softStarts: Set<String> = [
        "heute", "gestern", "vorgestern", "abends", "mittags", "morgens", "nachmittags",
        "vormittags", "spaeter", "sonst", "dann", "danach", "jetzt", "zum", "leider", "zuhause",
        "in", "im", "beim", "mit", "das", "der", "die", "bin", "war", "hab", "hatte", "ich",
    ]
    static let softStartMinimum: [String: Int] = [
        "in": 9, "im": 9, "beim": 7, "mit": 9, "das": 8, "der": 8, "die": 8, "bin": 6,
        "war": 6, "hab": 6, "hatte": 6, "ich": 8, "zum": 6, "zuhause": 6,
    ]
    /// Words after which "heute"/"gestern" do not start a clause.
    static let timeGlue: Set<String> = ["seit", "bis", "von", "ab", "fuer", "wie", "auch", "und", "noch", "schon"]
    /// "aber" is a particle (no split) after these words.
    static let particleHosts: Set<String> = [
        "ich", "es", "er", "sie", "das", "mich", "mir", "man", "wir", "du", "hab", "hat",
        "ist", "war", "bin", "hatte", "haben", "dich", "ihn", "uns", "den", "dem", "wars",
        // "am Ende doch ganz lustig", "im Nachhinein aber ein guter Tag"
        "ende", "schluss", "nachhinein", "endeffekt",
    ]
    /// "aber" is a particle (no split) before these words ("hängt aber nichts").
    static let particleFollowers: Set<String> = [
        "nicht", "nichts", "nix", "kein", "keine", "keinen", "auch", "doch", "schon", "eher",
        "trotzdem", "nur", "immer", "echt", "wirklich", "ned", "net", "", "gar",
    ]
    /// "und" starts a clause before these words.
    static let undStarters: Set<String> = [
        "ich", "hab", "hatte", "bin", "war", "dann", "danach", "jetzt", "heute", "gestern",
        "abends", "mittags", "nachmittags", "morgens", "spaeter", "es", "mir", "mich", "wir",
        "zum", "seitdem", "trotzdem", "habe", "musste", "konnte", "wollte",
    ]

    /// Per word, which of the sets above hold it (one lookup per word instead of one per set).
    enum Member {
        static let conjunction: UInt16 = 1, particleHost: UInt16 = 2, particleFollower: UInt16 = 4
        static let undStarter: UInt16 = 8, softStart: UInt16 = 16, timeGlue: UInt16 = 32
        /// The single words `assign` tests by name, as bits (no string comparison per word).
        static let aberOrDoch: UInt16 = 64, und: UInt16 = 128, seit: UInt16 = 256, dann: UInt16 = 512
        /// A soft start's `softStartMinimum` minus 3, in bits 10–12 (0: the default of 3 words).
        static let minimumShift: UInt16 = 10, minimumMask: UInt16 = 7
    }
    static let membership: [String: UInt16] = {
        var m: [String: UInt16] = [:]
        m["aber", default: 0] |= Member.aberOrDoch
        m["doch", default: 0] |= Member.aberOrDoch
        m["und", default: 0] |= Member.und
        m["seit", default: 0] |= Member.seit
        m["dann", default: 0] |= Member.dann
        for w in conjunctions { m[w, default: 0] |= Member.conjunction }
        for w in particleHosts { m[w, default: 0] |= Member.particleHost }
        for w in particleFollowers { m[w, default: 0] |= Member.particleFollower }
        for w in undStarters { m[w, default: 0] |= Member.undStarter }
        for w in softStarts { m[w, default: 0] |= Member.softStart }
        for w in timeGlue { m[w, default: 0] |= Member.timeGlue }
        for (w, minimum) in softStartMinimum { m[w, default: 0] |= UInt16(minimum - 3) << Member.minimumShift }
        return m
    }()
    /// `membership` as a byte-keyed table (`WordTable`): the lookup runs for every word.
    static let membershipTable = WordTable(membership)

    /// After the last word the "next word" is "", which `particleFollowers` holds.
    static let endFollower: UInt16 = particleFollowers.contains("") ? Member.particleFollower : 0
    /// What `membership` says of the "word" before the first one ("").
    static let beforeFirst: UInt16 = membership[""] ?? 0

    static func assign(_ words: inout [ScannedWord]) {
        var sentence = 0
        var clause = 0
        var clauseLength = 0
        var sawSeit = false
        var hasPunctuation = false
        let n = words.count
        var member = [UInt16](repeating: 0, count: n)
        let table = membershipTable
        for i in 0..<n {
            if words[i].breakBefore >= 2 { hasPunctuation = true }
            member[i] = words[i].info.resolved ? words[i].info.member : (table[words[i].text] ?? 0)
        }
        let endFollower = ClauseSplitter.endFollower, beforeFirst = ClauseSplitter.beforeFirst
        for i in 0..<n {
            let m = member[i]
            let prevM: UInt16 = i > 0 ? member[i - 1] : beforeFirst
            var newClause = false
            if i > 0 {
                let breakBefore = words[i].breakBefore
                if breakBefore >= 2 { sentence += 1; newClause = true }
                else if breakBefore == 1 { newClause = true }
                else if m & Member.conjunction != 0 { newClause = true }
                else if m & Member.aberOrDoch != 0 {
                    let nextM: UInt16 = i + 1 < n ? member[i + 1] : endFollower
                    newClause = prevM & Member.particleHost == 0 && nextM & Member.particleFollower == 0
                }
                else if m & Member.und != 0, i + 1 < n, member[i + 1] & Member.undStarter != 0 { newClause = true }
                else if m & Member.softStart != 0, prevM & Member.timeGlue == 0, prevM & Member.und == 0, !sawSeit {
                    let minimum = 3 + Int((m >> Member.minimumShift) & Member.minimumMask)
                    newClause = clauseLength >= (hasPunctuation ? minimum + 4 : minimum)
                        && !(m & Member.dann != 0 && prevM & Member.und != 0)
                }
            }
            if newClause { clause += 1; clauseLength = 0; sawSeit = false }
            if m & Member.seit != 0 { sawSeit = true }
            words[i].sentence = sentence
            words[i].clause = clause
            clauseLength += 1
        }
    }
}
