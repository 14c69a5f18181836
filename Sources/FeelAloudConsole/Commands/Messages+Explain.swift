import FeelAloudCore

/// German texts of `feelaloud extract --explain`.
extension Messages {
    static let extractFlagsExclusive = "--json, --jsonl und --explain schließen sich aus."
    static let explainHeader = "Woran das erkannt wurde (? = ohne klaren Hinweis erschlossen):"
    static let explainNothing = "  keine Hinweiswörter gefunden"
    static let explainNegated = "verneint"
    static let explainOtherDay = "anderer Tag"
    static let explainOtherPerson = "andere Person"
}
