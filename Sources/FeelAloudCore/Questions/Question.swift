/// A parsed question over the diary: intent, inclusive date range and field (CONTRACT.md §4).
///
/// `range.from == nil` means "from the first stored record". For trends `range` is the later
/// period and `comparison` the earlier one when the question named it ("war der Oktober
/// besser als der September"); otherwise the previous period of the same length is used.
public struct Question: Equatable, Sendable {
    public var intent: QuestionIntent
    public var range: DateRange
    public var field: QuestionField?
    /// Optional refinement of a count: good vs. bad mood, stressed vs. relaxed, …
    public var polarity: QuestionPolarity?
    /// Trend only: the earlier period the question named explicitly.
    public var comparison: DateRange?
    /// The question text as asked.
    public var text: String
    /// Words that name a time but were not understood („an Fasching“), nil when none.
    public var unparsed: String?
    /// False when `range` is only a placeholder: the question maps to nothing ("unknown") or
    /// its time phrase was not understood. `ask --json` then prints `"range": null`.
    public var rangeUnderstood: Bool = true

    public init(
        intent: QuestionIntent, range: DateRange, field: QuestionField? = nil,
        polarity: QuestionPolarity? = nil, comparison: DateRange? = nil, text: String = ""
    ) {
        self.intent = intent
        self.range = range
        self.field = field
        self.polarity = polarity
        self.comparison = comparison
        self.text = text
    }

    /// The contract's machine form: {"intent","range":{"from","to"},"field"}.
    public var json: JSONValue {
        .object([
            ("intent", .string(intent.rawValue)),
            ("range", range.json),
            ("field", field.map { .string($0.rawValue) } ?? .null),
        ])
    }
}
