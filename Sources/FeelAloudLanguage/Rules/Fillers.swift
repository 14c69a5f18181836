/// Words that carry no content in spoken German; they are dropped before matching so that
/// "das nervt halt echt" matches like "das nervt echt".
enum Fillers {
    static let words: [String] = [
        "aeh", "aehm", "aehh", "aehhm", "oehm", "oeh", "hm", "hmm", "hmmm", "mhm", "ehm",
        "halt", "also", "quasi", "sozusagen", "gell", "gelle", "gelt",
        "eh", "irgendwie", "sag ich mal", "weisst du", "weisste", "wie gesagt", "nunja",
        "tja", "naja also", "ok also", "eigentlich so", "uff", "puh", "boah", "oh",
        "ach", "ja ja", "jo", "woll", "gö", "goe", "oida", "heast", "ei gude", "gäll", "gaell", "fei",
    ]
}
