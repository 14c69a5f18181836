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
    /// Prefills the next line with editable text.
    func prefill(_ text: String)
    func close()
}

/// Reads stdin plainly (not a terminal): byte-exact lines, no prompt, no escape codes.
public final class PipedLineReader: LineReader {
    /// read(2)-based (not Swift's readLine, which spins on a stale EINTR at end of input, #13 D4).
    let source = DescriptorLineSource(fd: 0)
    public init() {}
    public func readLine(prompt: String) -> LineReadResult {
        guard let line = source.next() else { return .endOfInput }
        return .line(String(decoding: line.bytes, as: UTF8.self))
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
