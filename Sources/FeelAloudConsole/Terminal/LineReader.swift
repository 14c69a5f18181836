/// One read from the person: a line, end of input (Ctrl-D / EOF) or an interrupted line (Ctrl-C).
public enum LineReadResult: Equatable, Sendable {
    case line(String)
    case endOfInput
    case interrupted
}

/// Where REPL lines come from: libedit on a terminal, plain reads from a pipe, or a script in tests.
public protocol LineReader: AnyObject {
    func readLine(prompt: String) -> LineReadResult
    /// Remembers a line for Up-arrow / Ctrl-R; `persistent` also writes it to the history file.
    func remember(_ line: String, persistent: Bool)
    /// Whether `persistent` matters (a history file is written): else the REPL does not
    /// decide it (a diary paragraph's question check, issue #14).
    var keepsPersistentHistory: Bool { get }
    /// Prefills the next line with editable text.
    func prefill(_ text: String)
    func close()
    /// Whether line breaks that arrive in one burst (a paste without brackets) join into one
    /// input; the REPL turns it on at the idle prompt only.
    func setParagraphMode(_ on: Bool)
    /// After `.interrupted`: whether the cancelled line was empty (then the REPL says how to quit).
    var lastInterruptedLineWasEmpty: Bool { get }
}

public extension LineReader {
    func setParagraphMode(_ on: Bool) {}
    var keepsPersistentHistory: Bool { false }
    var lastInterruptedLineWasEmpty: Bool { true }
}

/// Paste brackets (ESC[200~ … ESC[201~) in input that is not a terminal: the lines between
/// them are one input, their line breaks become spaces.
enum PasteBrackets {
    static let start = "\u{1B}[200~"
    static let end = "\u{1B}[201~"

    /// Reads `first` and, if it opens a paste bracket that it does not close, further lines
    /// from `next` until the bracket closes (or input ends).
    static func join(_ first: String, next: () -> String?) -> String {
        guard first.contains(start) else { return first }
        var text = first
        while let open = text.range(of: start, options: .backwards),
              text.range(of: end, range: open.upperBound..<text.endIndex) == nil,
              let more = next() {
            text += " " + (more.hasSuffix("\r") ? String(more.dropLast()) : more)
        }
        return text.replacingOccurrences(of: start, with: "").replacingOccurrences(of: end, with: "")
    }
}

/// Reads stdin plainly (not a terminal): byte-exact lines, no prompt, no escape codes.
public final class PipedLineReader: LineReader {
    /// read(2)-based (not Swift's readLine, which spins on a stale EINTR at end of input, #13 D4).
    let source = DescriptorLineSource(fd: 0)
    public init() {}
    public func readLine(prompt: String) -> LineReadResult {
        guard let first = source.next() else { return .endOfInput }
        let text = { (line: (bytes: [UInt8], cut: Bool)) in String(decoding: line.bytes, as: UTF8.self) }
        return .line(PasteBrackets.join(text(first)) { source.next().map(text) })
    }
    public func remember(_ line: String, persistent: Bool) {}
    public func prefill(_ text: String) {}
    public func close() {}
}

/// Feeds a fixed list of lines (tests and golden transcripts).
public final class ScriptedLineReader: LineReader {
    private var lines: [String]
    public private(set) var prompts: [String] = []
    public private(set) var prefills: [String] = []
    public init(_ lines: [String]) { self.lines = lines }
    public func readLine(prompt: String) -> LineReadResult {
        prompts.append(prompt)
        guard !lines.isEmpty else { return .endOfInput }
        return .line(lines.removeFirst())
    }
    public func remember(_ line: String, persistent: Bool) {}
    public func prefill(_ text: String) { prefills.append(text) }
    public func close() {}
}
