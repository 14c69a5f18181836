/// What an extractor returns for one paragraph (CONTRACT.md §3 `extract --json`).
public struct ExtractionResult: Equatable, Sendable {
    public var fields: EntryFields
    /// The input with every whitespace run collapsed to one space, trimmed.
    public var transcript: String
    /// 0 = the day of writing; -1 for "Nachtrag zu gestern" etc.
    public var dayOffset: Int
    /// Fields the extractor found no statement for (an assumed value is marked "(nicht erwähnt)" in the review).
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
        if let fast = asciiWhitespaceTranscript(text) { return fast }
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

    /// The same result byte-wise when the only whitespace is ASCII and no combining mark
    /// follows a whitespace byte (the usual case); nil otherwise (then the Character path runs).
    static func asciiWhitespaceTranscript(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var pendingSpace = false
        var previousWasSpace = false
        let n = bytes.count
        var i = 0
        while i < n {
            let b = bytes[i]
            let space = b == 0x20 || (b >= 0x09 && b <= 0x0D)
            if b >= 0x80 {
                let b1 = i + 1 < n ? bytes[i + 1] : 0, b2 = i + 2 < n ? bytes[i + 2] : 0
                // Unicode whitespace: U+0085, U+00A0, U+1680, U+2000–200A, U+2028/29, U+202F, U+205F, U+3000
                if b == 0xC2 && (b1 == 0x85 || b1 == 0xA0) { return nil }
                if b == 0xE1 && b1 == 0x9A && b2 == 0x80 { return nil }
                if b == 0xE2 && b1 == 0x80 && (b2 <= 0x8A || b2 == 0xA8 || b2 == 0xA9 || b2 == 0xAF) { return nil }
                if b == 0xE2 && b1 == 0x81 && b2 == 0x9F { return nil }
                if b == 0xE3 && b1 == 0x80 && b2 == 0x80 { return nil }
                // a combining mark, joiner, variation selector or skin tone right after
                // whitespace joins its grapheme
                if previousWasSpace, b == 0xCC || b == 0xCD || (b == 0xE2 && (b1 == 0x83 || (b1 == 0x80 && b2 == 0x8D)))
                    || (b == 0xEF && b1 == 0xB8) || (b == 0xE1 && (b1 == 0xAA || b1 == 0xAB || b1 == 0xB7))
                    || (b == 0xF0 && b1 == 0x9F && b2 == 0x8F) || (b == 0xF3 && b1 == 0xA0) { return nil }
            }
            previousWasSpace = space
            if space {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(0x20); pendingSpace = false }
                out.append(b)
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
