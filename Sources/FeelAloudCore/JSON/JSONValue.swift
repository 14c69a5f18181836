/// A minimal, order-preserving JSON value with a fast UTF-8 parser and a deterministic writer.
///
/// Used for the journal lines, the machine interfaces (`extract --json`, `correct --json`,
/// `ask --json`) and the example corpora. Objects keep their key order so output is stable.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    // MARK: Access

    public subscript(key: String) -> JSONValue? {
        if case let .object(pairs) = self {
            for (k, v) in pairs where k == key { return v }
        }
        return nil
    }

    public var stringValue: String? { if case let .string(s) = self { return s }; return nil }
    public var boolValue: Bool? { if case let .bool(b) = self { return b }; return nil }
    public var doubleValue: Double? { if case let .number(n) = self { return n }; return nil }
    public var intValue: Int? {
        if case let .number(n) = self, n.rounded() == n, abs(n) < 9e15 { return Int(n) }
        return nil
    }
    public var arrayValue: [JSONValue]? { if case let .array(a) = self { return a }; return nil }
    public var objectValue: [(String, JSONValue)]? { if case let .object(o) = self { return o }; return nil }
    public var isNull: Bool { if case .null = self { return true }; return false }

    public static func int(_ i: Int) -> JSONValue { .number(Double(i)) }
    public static func optionalString(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
}

// MARK: - Writing

extension JSONValue {
    /// Compact one-line JSON (no spaces), keys in insertion order, non-ASCII kept as UTF-8.
    public func serialized() -> String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        serialize(into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `serialized()` as UTF-8 bytes appended to `out` (the machine interfaces write these
    /// straight to the output; no `String` per value).
    public func serialize(into out: inout [UInt8]) {
        switch self {
        case .null: JSONValue.append("null", to: &out)
        case let .bool(b): JSONValue.append(b ? "true" : "false", to: &out)
        case let .number(n): JSONValue.appendNumber(n, to: &out)
        case let .string(s): JSONValue.appendString(s, to: &out)
        case let .array(items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item.serialize(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case let .object(pairs):
            out.append(UInt8(ascii: "{"))
            for (i, (k, v)) in pairs.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.appendString(k, to: &out)
                out.append(UInt8(ascii: ":"))
                v.serialize(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// The bytes of a literal.
    @inline(__always)
    public static func append(_ literal: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// A number as `serialized()` writes it: an integral value below 9e15 as its digits, any
    /// other as Swift's shortest `Double` description.
    public static func appendNumber(_ n: Double, to out: inout [UInt8]) {
        guard n.rounded() == n, abs(n) < 9e15 else { out.append(contentsOf: String(n).utf8); return }
        appendInt(Int(n), to: &out)
    }

    /// Decimal digits of `i` (as `String(i)`).
    public static func appendInt(_ i: Int, to out: inout [UInt8]) {
        if i >= 0, i < 10 { out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: i)); return }
        if i < 0 { out.append(UInt8(ascii: "-")) }
        var m = i.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes, enough for UInt64.max
        withUnsafeMutableBytes(of: &digits) { raw in
            var k = 24
            repeat {
                k -= 1
                raw[k] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: m % 10)
                m /= 10
            } while m > 0
            out.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[k..<24]))
        }
    }

    /// `s` as a JSON string literal, escaped as `writeString` escapes it.
    public static func appendString(_ s: String, to out: inout [UInt8]) {
        if let done: Void = s.utf8.withContiguousStorageIfAvailable({ appendEscaped($0, to: &out) }) { return done }
        var copy = s
        copy.withUTF8 { appendEscaped($0, to: &out) }
    }

    /// Valid UTF-8 `bytes` as a JSON string literal: `"`, `\`, `\n`, `\r`, `\t` and
    /// `\uXXXX` for other C0, DEL, C1 (C2 80–9F) and U+2028/U+2029 — the same bytes as the
    /// scalar-wise `writeString`. Runs of plain bytes are copied whole, eight bytes tested at once.
    public static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        guard let base = bytes.baseAddress else { out.append(UInt8(ascii: "\"")); return }
        let n = bytes.count
        var i = 0, run = 0
        var wordEnd = 0  // bytes before this were looked at one by one after their word failed the test
        while i < n {
            if i >= wordEnd, i &+ 8 <= n {
                if !ByteScan.mayNeedEscape(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) {
                    i &+= 8
                    continue
                }
                wordEnd = i &+ 8
            }
            let b = base[i]
            if b >= 0x20, b != 0x22, b != 0x5C, b != 0x7F, b != 0xC2, b != 0xE2 { i &+= 1; continue }
            var width = 1
            var code: UInt32 = UInt32(b)
            switch b {
            case 0xC2:
                guard i &+ 1 < n, base[i &+ 1] >= 0x80, base[i &+ 1] <= 0x9F else { i &+= 1; continue }
                width = 2
                code = UInt32(base[i &+ 1])
            case 0xE2:
                guard i &+ 2 < n, base[i &+ 1] == 0x80, base[i &+ 2] == 0xA8 || base[i &+ 2] == 0xA9 else { i &+= 1; continue }
                width = 3
                code = 0x2000 | UInt32(base[i &+ 2] &- 0x80)
            default: break
            }
            if run < i { out.append(contentsOf: UnsafeBufferPointer(start: base + run, count: i &- run)) }
            switch code {
            case 0x22: append("\\\"", to: &out)
            case 0x5C: append("\\\\", to: &out)
            case 0x0A: append("\\n", to: &out)
            case 0x0D: append("\\r", to: &out)
            case 0x09: append("\\t", to: &out)
            default:
                append("\\u", to: &out)
                let hex: StaticString = "0123456789abcdef"
                let h = hex.utf8Start
                out.append(h[Int((code >> 12) & 0xF)])
                out.append(h[Int((code >> 8) & 0xF)])
                out.append(h[Int((code >> 4) & 0xF)])
                out.append(h[Int(code & 0xF)])
            }
            i &+= width
            run = i
        }
        if run < n { out.append(contentsOf: UnsafeBufferPointer(start: base + run, count: n &- run)) }
        out.append(UInt8(ascii: "\""))
    }

    /// Human-readable JSON with two-space indentation.
    public func prettyPrinted() -> String {
        var out = ""
        write(into: &out, indent: "  ", level: 0)
        return out
    }

    private func write(into out: inout String, indent: String?, level: Int) {
        switch self {
        case .null: out += "null"
        case let .bool(b): out += b ? "true" : "false"
        case let .number(n):
            if n.rounded() == n, abs(n) < 9e15 { out += String(Int(n)) } else { out += String(n) }
        case let .string(s): JSONValue.writeString(s, into: &out)
        case let .array(items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                if let indent { out += "\n" + String(repeating: indent, count: level + 1) }
                item.write(into: &out, indent: indent, level: level + 1)
            }
            if let indent { out += "\n" + String(repeating: indent, count: level) }
            out += "]"
        case let .object(pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (k, v)) in pairs.enumerated() {
                if i > 0 { out += "," }
                if let indent { out += "\n" + String(repeating: indent, count: level + 1) }
                JSONValue.writeString(k, into: &out)
                out += indent == nil ? ":" : ": "
                v.write(into: &out, indent: indent, level: level + 1)
            }
            if let indent { out += "\n" + String(repeating: indent, count: level) }
            out += "}"
        }
    }

    static func writeString(_ s: String, into out: inout String) {
        // Most strings need no escape: appended whole (issue #14: exports spent most of their
        // time here appending one scalar at a time).
        if !needsEscape(s) {
            out += "\""
            out += s
            out += "\""
            return
        }
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {  // C0, DEL, C1 (#13 D8)
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    /// Whether `s` holds a byte `writeString` escapes: C0, `"`, `\`, DEL, C1 (C2 80–9F),
    /// U+2028/U+2029 (E2 80 A8/A9).
    static func needsEscape(_ s: String) -> Bool {
        if let found = s.utf8.withContiguousStorageIfAvailable({ needsEscape(bytes: $0) }) { return found }
        return needsEscape(bytes: Array(s.utf8))
    }

    static func needsEscape<C: Collection<UInt8>>(bytes: C) -> Bool {
        var p1: UInt8 = 0, p2: UInt8 = 0
        for b in bytes {
            if b < 0x20 || b == 0x22 || b == 0x5C || b == 0x7F { return true }
            if p1 == 0xC2, b >= 0x80, b <= 0x9F { return true }
            if p2 == 0xE2, p1 == 0x80, b == 0xA8 || b == 0xA9 { return true }
            p2 = p1
            p1 = b
        }
        return false
    }
}

// MARK: - Parsing

/// Why a JSON text could not be parsed (byte offset into the UTF-8 input); `reason` is the
/// German wording from the catalogue (`Messages.jsonParseReason`).
public struct JSONParseError: Error, Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case trailingCharacters, tooDeep, unexpectedEnd, invalidLiteral, keyExpected, colonExpected
        case commaOrBraceExpected, commaOrBracketExpected, controlCharacter, invalidSurrogate
        case invalidCharacter, invalidEscape, unterminatedString, invalidHexDigit, invalidValue, invalidNumber
    }

    public let offset: Int
    public let kind: Kind
    public var reason: String { Messages.jsonParseReason(kind) }

    public init(offset: Int, kind: Kind) {
        self.offset = offset
        self.kind = kind
    }
}

extension JSONValue {
    /// Parses one JSON value; trailing non-whitespace is an error.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        var copy = text
        let result: Result<JSONValue, JSONParseError> = copy.withUTF8 { buf in
            do throws(JSONParseError) { return .success(try parse(bytes: buf)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    public static func parse(bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSONValue {
        var p = JSONByteParser(bytes: bytes)
        p.skipWhitespace()
        let v = try p.parseValue(depth: 0)
        p.skipWhitespace()
        if p.index != bytes.count { throw p.error(.trailingCharacters) }
        return v
    }
}

struct JSONByteParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    static let maxDepth = 200

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    func error(_ kind: JSONParseError.Kind) -> JSONParseError { JSONParseError(offset: index, kind: kind) }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth < Self.maxDepth else { throw error(.tooDeep) }
        guard index < bytes.count else { throw error(.unexpectedEnd) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        default: return .number(try parseNumber())
        }
    }

    mutating func expectLiteral(_ lit: StaticString) throws(JSONParseError) {
        let n = lit.utf8CodeUnitCount
        guard index + n <= bytes.count else { throw error(.unexpectedEnd) }
        let p = lit.utf8Start
        for i in 0..<n where bytes[index + i] != p[i] { throw error(.invalidLiteral) }
        index += n
    }

    mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        index += 1
        var pairs: [(String, JSONValue)] = []
        pairs.reserveCapacity(8)  // journal objects have 5–9 keys: avoids 3 regrowths each
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(pairs) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error(.keyExpected) }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error(.colonExpected) }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            pairs.append((key, value))
            skipWhitespace()
            guard index < bytes.count else { throw error(.unexpectedEnd) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(pairs) }
            throw error(.commaOrBraceExpected)
        }
    }

    mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error(.unexpectedEnd) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            throw error(.commaOrBracketExpected)
        }
    }

    mutating func parseString() throws(JSONParseError) -> String {
        index += 1
        let start = index
        // Fast path: no escapes; eight bytes at a time while none is `"`, `\` or a control.
        while index < bytes.count {
            if index &+ 8 <= bytes.count {
                let w = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                if !(ByteScan.hasLess(w, 0x20) || ByteScan.has(w, 0x22) || ByteScan.has(w, 0x5C)) {
                    index &+= 8
                    continue
                }
            }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return s
            }
            if b == UInt8(ascii: "\\") || b < 0x20 { break }
            index += 1
        }
        var out = [UInt8](UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: out, as: UTF8.self)
            }
            if b < 0x20 { throw error(.controlCharacter) }
            if b == UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count else { throw error(.unexpectedEnd) }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                              bytes[index + 1] == UInt8(ascii: "u") else { throw error(.invalidSurrogate) }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error(.invalidSurrogate) }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(code) {
                        throw error(.invalidSurrogate)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error(.invalidCharacter) }
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw error(.invalidEscape)
                }
            } else {
                out.append(b)
                index += 1
            }
        }
        throw error(.unterminatedString)
    }

    mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error(.unexpectedEnd) }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let d: UInt32
            switch b {
            case 0x30...0x39: d = UInt32(b - 0x30)
            case 0x41...0x46: d = UInt32(b - 0x41 + 10)
            case 0x61...0x66: d = UInt32(b - 0x61 + 10)
            default: throw error(.invalidHexDigit)
            }
            v = v * 16 + d
            index += 1
        }
        return v
    }

    /// RFC 8259 numbers only: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, finite.
    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let intStart = index
        let intDigits = digits()
        guard intDigits > 0 else { index = start; throw error(.invalidValue) }
        guard intDigits == 1 || bytes[intStart] != UInt8(ascii: "0") else {
            index = start; throw error(.invalidNumber)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { index = start; throw error(.invalidNumber) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { index = start; throw error(.invalidNumber) }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let d = Double(text), d.isFinite else { index = start; throw error(.invalidNumber) }
        return d
    }
}
