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

    /// `json.serialized()` as bytes appended to `out`.
    public func appendJSON(to out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
        appendJSONMembers(to: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// The members of `json` (`"mood":…,…,"dayOffset":0`, no braces) as `serialized()` writes
    /// them, appended to `out` without building the object (`extract --jsonl` puts "id" first).
    public func appendJSONMembers(to out: inout [UInt8]) {
        let heads = Self.memberHeads
        for i in 0..<heads.count {
            let key = Self.memberKeys[i]
            heads[i].withUnsafeBufferPointer { out.append(contentsOf: $0) }
            switch fields.value(of: key) {
            case let .text(s): JSONValue.appendString(s, to: &out)
            case let .flag(b): JSONValue.append(b ? "true" : "false", to: &out)
            case .null: JSONValue.append("null", to: &out)
            }
        }
        JSONValue.append(",\"transcript\":", to: &out)
        JSONValue.appendString(transcript, to: &out)
        JSONValue.append(",\"dayOffset\":", to: &out)
        JSONValue.appendInt(dayOffset, to: &out)
    }

    private static let memberKeys = FieldKey.allCases

    /// `"mood":`, `,"musicInHead":`, … — each field's key as the writer puts it.
    private static let memberHeads: [[UInt8]] = FieldKey.allCases.enumerated().map { i, key in
        var head: [UInt8] = i == 0 ? [] : [UInt8(ascii: ",")]
        JSONValue.appendString(key.rawValue, to: &head)
        head.append(UInt8(ascii: ":"))
        return head
    }

    /// CONTRACT.md: every whitespace run (newlines too) collapsed to one space, trimmed.
    public static func transcript(of text: String) -> String {
        if isOwnTranscript(text) { return text }
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
    /// Whether `text` is its own transcript (no copy needed): ASCII whitespace only as single
    /// spaces between other bytes, and no byte that `asciiWhitespaceTranscript` would hand to the
    /// Character path (Unicode whitespace, a mark after a space) — the usual paragraph.
    static func isOwnTranscript(_ text: String) -> Bool {
        if let own = text.utf8.withContiguousStorageIfAvailable({ isOwnTranscript(bytes: $0) }) { return own }
        return false
    }

    static func isOwnTranscript(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let p = bytes.baseAddress, bytes.count > 0 else { return true }
        let n = bytes.count
        if p[0] == 0x20 || p[n &- 1] == 0x20 { return false }
        var i = 0
        var previousWasSpace = false
        // Eight bytes at a time while they hold no control byte and no lead byte other than
        // C3 (ä, ö, ü, ß, é …): then only two spaces in a row can make a difference.
        while i &+ 8 <= n {
            let w = UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)
            let leads = ByteScan.leadBytes(w)
            if !ByteScan.hasLess(w, 0x20), leads & ~ByteScan.bytes(w, equalTo: 0xC3) == 0 {
                let spaces = ByteScan.bytes(w, equalTo: 0x20)
                if spaces & (spaces >> 8) != 0 { return false }
                if previousWasSpace, spaces & 0x80 != 0 { return false }
                previousWasSpace = spaces >> 63 != 0
                i &+= 8
                continue
            }
            let stop = i &+ 8
            while i < stop {
                if !ownTranscriptByte(p, n, i, &previousWasSpace) { return false }
                i &+= 1
            }
        }
        while i < n {
            if !ownTranscriptByte(p, n, i, &previousWasSpace) { return false }
            i &+= 1
        }
        return true
    }

    /// One byte of `isOwnTranscript`: false where the transcript would differ from the text or
    /// where `asciiWhitespaceTranscript` gives up (Unicode whitespace, a mark joining a
    /// preceding space) — those are left to the full paths.
    @inline(__always)
    private static func ownTranscriptByte(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: Int, _ previousWasSpace: inout Bool) -> Bool {
        let b = p[i]
        if b == 0x20 {
            if previousWasSpace { return false }
            previousWasSpace = true
            return true
        }
        if b < 0x80 {
            if b >= 0x09 && b <= 0x0D { return false }
        } else if b >= 0xC2 && b <= 0xF3 {
            let b1 = i &+ 1 < n ? p[i &+ 1] : 0, b2 = i &+ 2 < n ? p[i &+ 2] : 0
            if b == 0xC2 && (b1 == 0x85 || b1 == 0xA0) { return false }
            if b == 0xE1 && b1 == 0x9A && b2 == 0x80 { return false }
            if b == 0xE2 && b1 == 0x80 && (b2 <= 0x8A || b2 == 0xA8 || b2 == 0xA9 || b2 == 0xAF) { return false }
            if b == 0xE2 && b1 == 0x81 && b2 == 0x9F { return false }
            if b == 0xE3 && b1 == 0x80 && b2 == 0x80 { return false }
            if previousWasSpace, b == 0xCC || b == 0xCD || (b == 0xE2 && (b1 == 0x83 || (b1 == 0x80 && b2 == 0x8D)))
                || (b == 0xEF && b1 == 0xB8) || (b == 0xE1 && (b1 == 0xAA || b1 == 0xAB || b1 == 0xB7))
                || (b == 0xF0 && b1 == 0x9F && b2 == 0x8F) || (b == 0xF3 && b1 == 0xA0) { return false }
        }
        previousWasSpace = false
        return true
    }

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
