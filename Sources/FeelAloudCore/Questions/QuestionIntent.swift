/// What a question asks for (CONTRACT.md §4, §5.2): a summary of a period, a count ("wie oft",
/// yes/no questions), the last occurrence ("wann zuletzt"), the songs, a trend
/// ("wird es besser", "war X besser als Y"), a list of entries ("zeig mir …"), the best or
/// worst day(s) (`extreme`), what goes with what (`effect`: "hat Kaugummi geholfen?"), or
/// nothing the diary can answer (`unknown`: the answer asks back, exit code 1).
public enum QuestionIntent: String, CaseIterable, Sendable, Codable {
    case summary, count, last, songs, trend, list, extreme, effect, unknown
}

/// Which end an `extreme` question asks for.
public enum ExtremeOrder: String, Sendable, Codable {
    case best, worst
}
