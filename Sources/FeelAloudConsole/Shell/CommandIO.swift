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
    /// UTF-8 text for the person as bytes (`extract --jsonl`'s result lines): the same as
    /// `write(String(decoding: bytes, as: UTF8.self))`, including the terminal check, without
    /// the `String`. Inside `forEachInputLine` the real streams may hold it until the next read.
    func writeBytes(_ bytes: [UInt8])
    /// Calls `body` with each line of stdin as it arrives (without "\n"/"\r\n"), lines cut at
    /// `limit` bytes (`cut` true, the rest skipped): any input size in constant memory. The
    /// bytes are valid only during the call.
    func forEachInputLine(limit: Int, _ body: (_ bytes: UnsafeBufferPointer<UInt8>, _ cut: Bool) -> Void)
}

extension CommandIO {
    public func writeVerbatim(_ text: String) { write(text) }
    public func writeBytes(_ bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }

    /// For in-memory IO: the whole input, split.
    public func forEachInputLine(limit: Int, _ body: (_ bytes: UnsafeBufferPointer<UInt8>, _ cut: Bool) -> Void) {
        guard let all = readAllInput(limit: Int.max) else { return }
        var lines = all.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for var line in lines {
            if line.last == 0x0D { line = line.dropLast() }
            Array(line.prefix(limit)).withUnsafeBufferPointer { body($0, line.count > limit) }
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

    public func write(_ text: String) {
        flushPending()
        Self.writeAll(fd: 1, TerminalSanitizer.forTerminal(text, keepStyling: stdoutIsTerminal))
    }
    public func writeError(_ text: String) {
        flushPending()
        Self.writeAll(fd: 2, TerminalSanitizer.forTerminal(text, keepStyling: isatty(2) == 1))
    }
    public func writeVerbatim(_ text: String) {
        flushPending()
        Self.writeAll(fd: 1, text)
    }

    /// Bytes `TerminalSanitizer` would leave as they are (JSON lines: every control character is
    /// escaped) go out as they are, and while lines are read they wait in `pending` until the
    /// reader is about to wait for input (one write per batch of lines, answers still arrive
    /// before the next line is awaited); anything else takes `write`'s sanitising path.
    public func writeBytes(_ bytes: [UInt8]) {
        guard !bytes.withUnsafeBufferPointer({ TerminalSanitizer.needsWork(bytes: $0) }) else {
            write(String(decoding: bytes, as: UTF8.self))
            return
        }
        guard readingLines else {
            bytes.withUnsafeBufferPointer { Self.writeAll(fd: 1, $0) }
            return
        }
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 16 { flushPending() }
    }

    /// Result lines held while stdin is read line by line (`writeBytes`).
    private var pending: [UInt8] = []
    private var readingLines = false

    private func flushPending() {
        guard !pending.isEmpty else { return }
        pending.withUnsafeBufferPointer { Self.writeAll(fd: 1, $0) }
        pending.removeAll(keepingCapacity: true)
    }

    public func forEachInputLine(limit: Int, _ body: (_ bytes: UnsafeBufferPointer<UInt8>, _ cut: Bool) -> Void) {
        readingLines = true
        defer {
            readingLines = false
            flushPending()
        }
        let reader = InputLineReader(fd: 0, limit: limit)
        reader.forEachLine(beforeWaiting: { flushPending() }, body)
    }

    static func writeAll(fd: Int32, _ text: String) {
        var copy = text
        copy.withUTF8 { writeAll(fd: fd, $0) }
    }

    static func writeAll(fd: Int32, _ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        var interrupted = 0
        while offset < bytes.count {
            let n = Glibc.write(fd, base + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR, interrupted < 1000 { interrupted += 1; continue }
                errno = 0
                return
            }
            offset += n
        }
        errno = 0
    }
}

/// Lines of a descriptor read into one reused buffer and handed out in place (no array per
/// line): the same lines as `DescriptorLineSource` — without "\n" and one trailing "\r",
/// cut at `limit` bytes (the rest of that line skipped, `cut` true), a last line without "\n"
/// included. `beforeWaiting` runs before every `read`, so output held back meanwhile can go
/// out before the reader blocks.
final class InputLineReader {
    let fd: Int32
    let limit: Int
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int

    init(fd: Int32, limit: Int) {
        self.fd = fd
        self.limit = max(limit, 0)
        capacity = 1 << 16
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    func forEachLine(beforeWaiting: () -> Void, _ body: (_ bytes: UnsafeBufferPointer<UInt8>, _ cut: Bool) -> Void) {
        var start = 0, end = 0, searched = 0
        var cut = false  // the current line already lost its bytes beyond `limit`
        func emit(_ from: Int, _ length: Int, _ wasCut: Bool) {
            var count = length, lineCut = wasCut
            if count > limit { count = limit; lineCut = true }
            if count > 0, storage[from + count - 1] == 0x0D { count -= 1 }
            body(UnsafeBufferPointer(start: storage + from, count: count), lineCut)
        }
        while true {
            if searched < end, let hit = memchr(storage + searched, 0x0A, end - searched) {
                let nl = storage.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                emit(start, nl - start, cut)
                start = nl + 1
                searched = start
                cut = false
                continue
            }
            if end - start > limit {  // keep only the line's first `limit` bytes
                end = start + limit
                cut = true
            }
            if start > 0 {
                let count = end - start
                if count > 0 { memmove(storage, storage + start, count) }
                end = count
                start = 0
            }
            searched = end
            if end == capacity {
                let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
                bigger.update(from: storage, count: end)
                storage.deallocate()
                storage = bigger
                capacity *= 2
            }
            beforeWaiting()
            var n = 0
            var interrupted = 0
            while true {
                n = read(fd, storage + end, capacity - end)
                if n < 0, errno == EINTR, interrupted < 1000 { interrupted += 1; continue }
                break
            }
            errno = 0
            if n <= 0 {
                if end > start || cut { emit(start, end - start, cut) }
                return
            }
            end += n
        }
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
