/// A parsed question over the diary: intent, inclusive date range and field (CONTRACT.md §4),
/// and the v2 filters (§5.2): one song, one value, the order of an extreme, the activity of
/// an effect.
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
    /// One song the question is about ("wie oft hatte ich Atemlos im Kopf?"), as written.
    public var song: String?
    /// A value filter of `field`: "good"/"neutral"/"bad" (mood), "none"…"high" (stress,
    /// distress), "strong" (musicInHead: a strong earworm), "true"/"false" (booleans).
    public var value: String?
    /// `extreme` only: best or worst.
    public var order: ExtremeOrder?
    /// `effect` only: the activity asked about ("Kaugummi gekaut"), nil for any.
    public var activity: String?
    /// `effect` only: "weekday" when the question compares weekdays.
    public var effectBy: String?
    /// Words that name a time but were not understood („an Fasching“), nil when none.
    public var unparsed: String?
    /// False when `range` is only a placeholder: the question maps to nothing ("unknown") or
    /// its time phrase was not understood. `ask --json` then prints `"range": null`.
    public var rangeUnderstood: Bool = true
    /// The question asks how something *will* be ("wie wird meine Woche?"): the diary only
    /// knows the past, so the answer asks back instead of describing the days so far.
    public var asksFuture: Bool = false

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

    /// True when the question cannot be answered from the diary as asked: it maps to nothing
    /// or its only time phrase was not understood (the answer asks back; exit code 1).
    public var needsClarification: Bool { intent == .unknown || !rangeUnderstood }

    /// The contract's machine form: {"intent","range":{"from","to"},"field","song","value"},
    /// plus "order" (extreme), "activity" (effect) and "unparsed" when they apply.
    public var json: JSONValue { .object(jsonPairs) }

    public var jsonPairs: [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = [
            ("intent", .string(intent.rawValue)),
            ("range", rangeUnderstood && intent != .unknown ? range.json : .null),
            ("field", field.map { .string($0.rawValue) } ?? .null),
            ("song", song.map(JSONValue.string) ?? .null),
            ("value", value.map(JSONValue.string) ?? .null),
        ]
        if intent == .extreme { pairs.append(("order", .string((order ?? .best).rawValue))) }
        if intent == .effect {
            pairs.append(("activity", activity.map(JSONValue.string) ?? .null))
            if let b = effectBy { pairs.append(("by", .string(b))) }
        }
        if let u = unparsed { pairs.append(("unparsed", .string(u))) }
        return pairs
    }
}
