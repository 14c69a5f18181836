#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FeelAloudCore
import FeelAloudFiles

/// Lines from a file descriptor with plain `read(2)`: EINTR is retried without ever being
/// mistaken for end of input (Swift's `readLine` spins when a stale EINTR meets EOF, #13 D4),
/// and a line is cut at `limit` bytes (the rest of it skipped; `cut` tells) so a huge pipe
/// cannot exhaust memory. Used by `PipedLineReader`.
public final class DescriptorLineSource {
    public let fd: Int32
    public let limit: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    public init(fd: Int32 = 0, limit: Int = InputLimits.readLine) {
        self.fd = fd
        self.limit = limit
    }

    /// The next line without its "\n" (and a trailing "\r"), nil at end of input.
    public func next() -> (bytes: [UInt8], cut: Bool)? {
        var line: [UInt8] = []
        var cut = false
        while true {
            if let nl = buffer[start...].firstIndex(of: 0x0A) {
                append(buffer[start..<nl], to: &line, cut: &cut)
                start = nl + 1
                return (trimmed(line), cut)
            }
            append(buffer[start...], to: &line, cut: &cut)
            buffer.removeAll(keepingCapacity: true)
            start = 0
            if atEnd || !fill() {
                atEnd = true
                return line.isEmpty && !cut ? nil : (trimmed(line), cut)
            }
        }
    }

    private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8], cut: inout Bool) {
        let room = limit - line.count
        if bytes.count <= room { line.append(contentsOf: bytes) } else {
            line.append(contentsOf: bytes.prefix(max(room, 0)))
            cut = true
        }
    }

    private func trimmed(_ line: [UInt8]) -> [UInt8] { line.last == 0x0D ? Array(line.dropLast()) : line }

    /// Reads more; false at end of input or on a real error.
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var interrupted = 0
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                buffer.append(contentsOf: chunk[0..<n])
                errno = 0
                return true
            }
            if n < 0, errno == EINTR, interrupted < SafeFile.maxInterruptions { interrupted += 1; continue }
            errno = 0
            return false
        }
    }
}
