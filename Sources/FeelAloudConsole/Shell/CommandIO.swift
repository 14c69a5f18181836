import Foundation
import FeelAloudCore

/// Standard streams and environment of one command invocation, injectable for tests.
public protocol CommandIO: AnyObject {
    var environment: [String: String] { get }
    /// Whether stdin / stdout are terminals.
    var stdinIsTerminal: Bool { get }
    var stdoutIsTerminal: Bool { get }
    /// Reads all of stdin (bounded by `limit` bytes; nil when the limit is exceeded).
    func readAllInput(limit: Int) -> [UInt8]?
    /// Text for the person: on the real streams it passes `TerminalSanitizer` (no raw control
    /// characters from stored or typed text ever reach the terminal).
    func write(_ text: String)
    func writeError(_ text: String)
    /// Data written exactly as given (an export to stdout: CSV keeps its CRLF).
    func writeVerbatim(_ text: String)
    /// Calls `body` with each line of stdin as it arrives (without "\n"/"\r\n"), lines cut at
    /// `limit` bytes (`cut` true, the rest skipped): any input size in constant memory.
    func forEachInputLine(limit: Int, _ body: (_ bytes: [UInt8], _ cut: Bool) -> Void)
}

extension CommandIO {
    public func writeVerbatim(_ text: String) { write(text) }

    /// For in-memory IO: the whole input, split.
    public func forEachInputLine(limit: Int, _ body: (_ bytes: [UInt8], _ cut: Bool) -> Void) {
        guard let all = readAllInput(limit: Int.max) else { return }
        var lines = all.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for var line in lines {
            if line.last == 0x0D { line = line.dropLast() }
            body(Array(line.prefix(limit)), line.count > limit)
        }
    }
}

/// The real process streams.
public final class ProcessIO: CommandIO {
    public let environment: [String: String]
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }
    public var stdinIsTerminal: Bool { isatty(0) == 1 }
    public var stdoutIsTerminal: Bool { isatty(1) == 1 }

    public func readAllInput(limit: Int) -> [UInt8]? {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var interrupted = 0
        while true {
            let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, 65_536) }
            if n < 0 { if errno == EINTR, interrupted < 1000 { interrupted += 1; continue }; break }
            if n == 0 { break }
            errno = 0
            result.append(contentsOf: buffer[0..<n])
            if result.count > limit { return nil }
        }
        return result
    }

    public func write(_ text: String) { Self.writeAll(fd: 1, TerminalSanitizer.forTerminal(text, keepStyling: stdoutIsTerminal)) }
    public func writeError(_ text: String) { Self.writeAll(fd: 2, TerminalSanitizer.forTerminal(text, keepStyling: isatty(2) == 1)) }
    public func writeVerbatim(_ text: String) { Self.writeAll(fd: 1, text) }

    public func forEachInputLine(limit: Int, _ body: (_ bytes: [UInt8], _ cut: Bool) -> Void) {
        let source = DescriptorLineSource(fd: 0, limit: limit)
        while let (bytes, cut) = source.next() { body(bytes, cut) }
    }

    static func writeAll(fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        var interrupted = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR, interrupted < 1000 { interrupted += 1; continue }
                errno = 0
                return
            }
            offset += n
        }
        errno = 0
        _ = bytes.count
        bytes.removeAll()
    }
}

/// An in-memory IO for tests.
public final class BufferIO: CommandIO {
    public var environment: [String: String]
    public var input: [UInt8]
    public var output = ""
    public var errorOutput = ""
    public var stdinIsTerminal = false
    public var stdoutIsTerminal = false

    public init(input: String = "", environment: [String: String] = [:]) {
        self.input = Array(input.utf8)
        self.environment = environment
    }
    public func readAllInput(limit: Int) -> [UInt8]? { input.count > limit ? nil : input }
    public func write(_ text: String) { output += text }
    public func writeError(_ text: String) { errorOutput += text }
}

/// Conventional exit codes: 0 ok, 1 failure, 2 usage.
public enum ExitCode: Int32, Sendable {
    case ok = 0, failure = 1, usage = 2
}
