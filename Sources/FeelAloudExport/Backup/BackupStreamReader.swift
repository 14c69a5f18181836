import FeelAloudCore

/// Reads a JSON backup record by record (issue #14: import without parsing the whole file
/// into one tree): the top-level object's small members ("format", "version", "counts",
/// "config", …) are parsed whole, each element of "records" is handed over as its own byte
/// range, parsed only by the caller. Syntax errors anywhere are `JSONParseError`s with the
/// offset in `bytes`, as a whole-document parse would report them. The first occurrence of a
/// key counts (as `JSONValue`'s subscript).
struct BackupStreamReader {
    let bytes: UnsafeBufferPointer<UInt8>

    /// What the document holds besides its records.
    struct Head {
        var members: [(String, JSONValue)] = []
        /// "records" is present and an array.
        var hasRecords = false
        subscript(key: String) -> JSONValue? { members.first { $0.0 == key }?.1 }
    }

    /// Walks the document once, calling `record(index, range)` for each element of "records".
    /// A top level that is not an object is parsed whole (small or an error).
    func read(_ record: (Int, Range<Int>) throws(BackupError) -> Void) throws(BackupError) -> Head {
        var head = Head()
        var i = skip(0)
        guard i < bytes.count, bytes[i] == UInt8(ascii: "{") else {
            do throws(JSONParseError) { _ = try JSONValue.parse(bytes: bytes) } catch { throw .notJSON(error) }
            return head  // valid JSON, not an object: no members
        }
        i = skip(i + 1)
        var sawRecords = false
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            return try finish(head, at: i + 1)
        }
        while true {
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
                throw .notJSON(JSONParseError(offset: i, kind: .keyExpected))
            }
            let keyEnd = try valueEnd(i)
            guard case let .string(key) = try parse(i..<keyEnd) else {
                throw .notJSON(JSONParseError(offset: i, kind: .keyExpected))
            }
            i = skip(keyEnd)
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                throw .notJSON(JSONParseError(offset: i, kind: .colonExpected))
            }
            i = skip(i + 1)
            guard i < bytes.count else { throw .notJSON(JSONParseError(offset: i, kind: .unexpectedEnd)) }
            if key == "records", !sawRecords, bytes[i] == UInt8(ascii: "[") {
                sawRecords = true
                head.hasRecords = true
                i = try records(from: i, record)
            } else {
                let end = try valueEnd(i)
                let value = try parse(i..<end)
                if key == "records" { sawRecords = true }
                if head[key] == nil { head.members.append((key, value)) }
                i = end
            }
            i = skip(i)
            guard i < bytes.count else { throw .notJSON(JSONParseError(offset: i, kind: .unexpectedEnd)) }
            if bytes[i] == UInt8(ascii: "}") { return try finish(head, at: i + 1) }
            guard bytes[i] == UInt8(ascii: ",") else { throw .notJSON(JSONParseError(offset: i, kind: .commaOrBraceExpected)) }
            i = skip(i + 1)
        }
    }

    /// The elements of the array at `start` ('['); returns the offset after its ']'.
    private func records(from start: Int, _ record: (Int, Range<Int>) throws(BackupError) -> Void) throws(BackupError) -> Int {
        var i = skip(start + 1)
        guard i < bytes.count else { throw .notJSON(JSONParseError(offset: i, kind: .unexpectedEnd)) }
        if bytes[i] == UInt8(ascii: "]") { return i + 1 }
        var n = 0
        while true {
            let end = try valueEnd(i)
            try record(n, i..<end)
            n += 1
            i = skip(end)
            guard i < bytes.count else { throw .notJSON(JSONParseError(offset: i, kind: .unexpectedEnd)) }
            if bytes[i] == UInt8(ascii: "]") { return i + 1 }
            guard bytes[i] == UInt8(ascii: ",") else { throw .notJSON(JSONParseError(offset: i, kind: .commaOrBracketExpected)) }
            i = skip(i + 1)
            guard i < bytes.count else { throw .notJSON(JSONParseError(offset: i, kind: .unexpectedEnd)) }
        }
    }

    private func finish(_ head: Head, at i: Int) throws(BackupError) -> Head {
        let end = skip(i)
        guard end == bytes.count else { throw .notJSON(JSONParseError(offset: end, kind: .trailingCharacters)) }
        return head
    }

    /// One value parsed by `JSONValue`, its errors' offsets counted in the whole document.
    func parse(_ range: Range<Int>) throws(BackupError) -> JSONValue {
        do throws(JSONParseError) {
            return try JSONValue.parse(bytes: UnsafeBufferPointer(rebasing: bytes[range]))
        } catch {
            throw .notJSON(JSONParseError(offset: error.offset + range.lowerBound, kind: error.kind))
        }
    }

    func skip(_ from: Int) -> Int {
        var i = from
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return i
            }
        }
        return i
    }

    /// Where the value starting at `start` ends: strings and nesting are followed, everything
    /// else is left to the parser of the value (a bad value is reported from there). A value
    /// that does not end (unterminated string, unclosed bracket) is parsed from its start to
    /// the end of the document, so the error is the one a whole-document parse reports.
    func valueEnd(_ start: Int) throws(BackupError) -> Int {
        if let end = scanEnd(start) { return end }
        _ = try parse(start..<bytes.count)
        throw .notJSON(JSONParseError(offset: bytes.count, kind: .unexpectedEnd))
    }

    /// Whether none of the eight bytes is a quote or a backslash (a zero byte of x ^ c·0x01…).
    @inline(__always)
    static func plainWord(_ x: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ v: UInt64) -> Bool { (v &- ones) & ~v & high != 0 }
        return !hasZero(x ^ (ones &* 0x22)) && !hasZero(x ^ (ones &* 0x5C))
    }

    private func scanEnd(_ start: Int) -> Int? {
        var i = start
        var depth = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\""):
                i += 1
                guard let p = bytes.baseAddress else { return nil }
                while true {
                    // 8 bytes at a step while none is a quote or a backslash.
                    while i + 8 <= n, Self.plainWord(UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)) { i += 8 }
                    guard i < n else { return nil }
                    let c = p[i]
                    if c == UInt8(ascii: "\"") { break }
                    i += c == UInt8(ascii: "\\") ? 2 : 1
                }
                i += 1
                if depth == 0 { return i }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return i }  // an empty value: the parser says what is wrong
                depth -= 1
                i += 1
                if depth == 0 { return i }
            case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
                if depth == 0 { return i }
                i += 1
            default:
                i += 1
            }
        }
        return depth > 0 ? nil : i
    }
}
