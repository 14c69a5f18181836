/// What an extractor returns for one paragraph (CONTRACT.md §3 `extract --json`).
public struct ExtractionResult: Equatable, Sendable {
    public var fields: EntryFields
    /// The input with every whitespace run collapsed to one space, trimmed.
    public var transcript: String
    /// 0 = the day of writing; -1 for "Nachtrag zu gestern" etc.
    public var dayOffset: Int
    /// Fields the extractor found no statement for (shown as "nicht erwähnt" in the review).
    public var unstated: Set<FieldKey>
    /// Fields the extractor decided without a clear cue (a default or weak evidence); the
    /// review may mark them ("Stimmung  neutral ?"). Not part of the contract's JSON.
    public var inferred: Set<FieldKey>

    public init(fields: EntryFields, transcript: String, dayOffset: Int = 0, unstated: Set<FieldKey> = [],
                inferred: Set<FieldKey> = []) {
        self.fields = fields
        self.transcript = transcript
        self.dayOffset = min(0, dayOffset)
        self.unstated = unstated
        self.inferred = inferred
    }

    /// The contract object: keys #1–#9, transcript, dayOffset.
    public var json: JSONValue {
        .object(fields.jsonPairs + [("transcript", .string(transcript)), ("dayOffset", .int(dayOffset))])
    }

    /// CONTRACT.md: every whitespace run (newlines too) collapsed to one space, trimmed.
    public static func transcript(of text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for ch in text {
            if ch.isWhitespace {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(" "); pendingSpace = false }
                out.append(ch)
            }
        }
        return out
    }
}
