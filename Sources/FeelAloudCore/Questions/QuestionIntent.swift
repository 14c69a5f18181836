/// What a question asks for (CONTRACT.md §4): a summary of a period, a count ("wie oft",
/// yes/no questions), the last occurrence ("wann zuletzt"), the songs, a trend
/// ("wird es besser", "war X besser als Y") or a list of entries ("zeig mir …").
public enum QuestionIntent: String, CaseIterable, Sendable, Codable {
    case summary, count, last, songs, trend, list
}
