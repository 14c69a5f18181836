import FeelAloudCore

import FeelAloudLanguage

/// `feelaloud extract [--json | --jsonl | --explain] [TEXT]`: text from the argument or stdin ->
/// a German field table, the contract's JSON object, one JSON object per input line, or the
/// table with the words that decided each field (`--explain`, rule-based extractor).
enum ExtractCommand {
    static let flags: Set<String> = ["--json", "--jsonl", "--explain"]
    static let maxInput = 8 << 20

    static func run(_ args: ArgumentList, _ ctx: AppContext) -> ExitCode {
        let io = ctx.io
        if [args.has("--json"), args.has("--jsonl"), args.has("--explain")].filter({ $0 }).count > 1 {
            return io.fail(.extractFlagsExclusive)
        }
        if args.has("--jsonl"), args.positional.isEmpty { return streamLines(ctx.makeExtractor(announce: false), io) }
        let text: String
        if args.positional.isEmpty {
            let limit = InputLimits.paragraph
            guard let bytes = io.readAllInput(limit: limit) else {
                return io.fail(.inputTooLarge(.standardInput, limit: limit))
            }
            guard let decoded = String(validating: bytes, as: UTF8.self) else {
                return io.fail(.inputNotUTF8)
            }
            text = decoded
        } else {
            text = args.positional.joined(separator: " ")
        }
        if !args.has("--jsonl"), text.utf8.count > InputLimits.paragraph {
            return io.fail(.inputTooLarge(.text, limit: InputLimits.paragraph))
        }
        let extractor = ctx.makeExtractor(announce: false)
        if args.has("--jsonl") { return runLines(text, extractor, io) }
        do {
            let result = try extractor.extract(text)
            if args.has("--json") {
                var out: [UInt8] = []
                out.reserveCapacity(512 + text.utf8.count)
                result.appendJSON(to: &out)
                out.append(0x0A)
                io.writeBytes(out)
            } else {
                var table = FieldListRenderer.render(result.fields, unstated: result.unstated, inferred: result.inferred)
                if args.has("--explain") { table += "\n" + explanation(text) }
                if result.dayOffset != 0 {
                    let day = ctx.clock.now().day.adding(days: result.dayOffset)
                    table = "Tag: \(GermanLabels.dayText(day))\n" + table
                }
                io.write(table + "\n")
            }
            return .ok
        } catch {
            return io.fail(.extraction(error))
        }
    }

    /// Per field the words the rule-based extractor read as evidence ("verneint", "anderer Tag",
    /// "andere Person" where they did not count as stated).
    static func explanation(_ text: String) -> String {
        guard let evidence = try? RuleBasedExtractor.explain(text) else { return Messages.explainNothing }
        var lines = [Messages.explainHeader]
        for key in FieldKey.allCases {
            guard let items = evidence[key], !items.isEmpty else { continue }
            let words = items.map { item -> String in
                var notes: [String] = []
                if item.negated { notes.append(Messages.explainNegated) }
                if item.otherDay { notes.append(Messages.explainOtherDay) }
                if item.otherPerson { notes.append(Messages.explainOtherPerson) }
                return "„\(item.text)“" + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
            }
            lines.append("  \(key.number)  \(GermanLabels.label(key)): \(words.joined(separator: ", "))")
        }
        if lines.count == 1 { lines.append(Messages.explainNothing) }
        return lines.joined(separator: "\n")
    }

    /// A line of `extract --jsonl` on stdin: a paragraph of `InputLimits.paragraph` with JSON escapes.
    static let jsonlLineLimit = 2 * InputLimits.paragraph

    /// `extract --jsonl` on stdin, streamed (issue #14): one line read, one result written,
    /// any number of lines in constant memory. A line too long or not UTF-8 yields an error
    /// object for that line (and exit code 1 at the end); the other lines are answered.
    /// Each line is parsed from the reader's bytes and its result written as bytes into one
    /// reused buffer (issue #11: no `String` per line or per output value).
    static func streamLines(_ extractor: Extractor, _ io: CommandIO) -> ExitCode {
        var failed = false
        var lineNumber = 0
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        io.forEachInputLine(limit: jsonlLineLimit) { bytes, cut in
            lineNumber += 1
            out.removeAll(keepingCapacity: true)
            if cut {
                failed = true
                let message = Messages.jsonlLine(lineNumber, Messages.inputTooLarge(Messages.inputName(.line), limit: jsonlLineLimit))
                appendError(("line", .int(lineNumber)), message, to: &out)
            } else if !ByteScan.isValidUTF8(bytes) {
                failed = true
                let message = Messages.jsonlLine(lineNumber, Messages.inputNotUTF8)
                appendError(("line", .int(lineNumber)), message, to: &out)
            } else if !answerLine(bytes: bytes, number: lineNumber, extractor, into: &out) {
                failed = true
            }
            if !out.isEmpty { io.writeBytes(out) }
        }
        return failed ? io.fail(.linesFailed) : .ok
    }

    /// One `{"id","text"}` per line in, one result object with "id" per line out; a bad line
    /// yields `{"id", "error"}` and exit code 1 at the end.
    static func runLines(_ input: String, _ extractor: Extractor, _ io: CommandIO) -> ExitCode {
        var failed = false
        var lineNumber = 0
        var out: [UInt8] = []
        for line in input.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            out.removeAll(keepingCapacity: true)
            if !answerLine(String(line), number: lineNumber, extractor, into: &out) { failed = true }
            if !out.isEmpty { io.writeBytes(out) }
        }
        return failed ? io.fail(.linesFailed) : .ok
    }

    /// Answers one input line of valid UTF-8 into `out` (nothing for an empty one); false when
    /// it was an error. A line that starts and ends with a visible ASCII character (`{…}`, the
    /// usual one) is its own trimmed form and is parsed in place; any other goes through the
    /// `String` path, which trims Unicode whitespace.
    static func answerLine(bytes: UnsafeBufferPointer<UInt8>, number lineNumber: Int, _ extractor: Extractor,
                           into out: inout [UInt8]) -> Bool {
        guard let first = bytes.first, let last = bytes.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F else {
            return answerLine(String(decoding: bytes, as: UTF8.self), number: lineNumber, extractor, into: &out)
        }
        let json: JSONValue
        do { json = try JSONValue.parse(bytes: bytes) } catch {
            appendError(("line", .int(lineNumber)), Messages.jsonlLineNotJSON(lineNumber), to: &out)
            return false
        }
        return answer(json, number: lineNumber, extractor, into: &out)
    }

    /// Answers one input line into `out` (nothing for an empty one); false when it was an error.
    static func answerLine(_ line: String, number lineNumber: Int, _ extractor: Extractor, into out: inout [UInt8]) -> Bool {
        let trimmed = line.trimmingWhitespace()
        if trimmed.isEmpty { return true }
        let json: JSONValue
        do { json = try JSONValue.parse(trimmed) } catch {
            appendError(("line", .int(lineNumber)), Messages.jsonlLineNotJSON(lineNumber), to: &out)
            return false
        }
        return answer(json, number: lineNumber, extractor, into: &out)
    }

    /// The result line for a parsed input line: `{"id":…,` + the contract's members + `}`.
    static func answer(_ json: JSONValue, number lineNumber: Int, _ extractor: Extractor, into out: inout [UInt8]) -> Bool {
        let id = json["id"] ?? .null
        guard let text = json["text"]?.stringValue else {
            appendError(("id", id), Messages.jsonlLineTextMissing(lineNumber), to: &out)
            return false
        }
        do {
            let result = try extractor.extract(text)
            JSONValue.append("{\"id\":", to: &out)
            id.serialize(into: &out)
            out.append(UInt8(ascii: ","))
            result.appendJSONMembers(to: &out)
            JSONValue.append("}\n", to: &out)
            return true
        } catch {
            appendError(("id", id), Messages.extractionError(error), to: &out)
            return false
        }
    }

    /// `{"line"|"id":…,"error":"…"}` and a newline.
    static func appendError(_ head: (String, JSONValue), _ message: String, to out: inout [UInt8]) {
        JSONValue.object([head, ("error", .string(message))]).serialize(into: &out)
        out.append(0x0A)
    }
}
