#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A process as it can be recognised later: its pid plus its start time (field 22 of
/// `/proc/PID/stat`, clock ticks since boot), so a recycled pid is not mistaken for the owner.
/// Used to name per-session drafts and temp files and to tell whether their owner is gone.
public struct ProcessIdentity: Equatable, Hashable, Sendable {
    public var pid: Int32
    public var startTime: UInt64

    public init(pid: Int32, startTime: UInt64) {
        self.pid = pid
        self.startTime = startTime
    }

    /// This process.
    public static let current: ProcessIdentity = {
        let pid = getpid()
        return ProcessIdentity(pid: pid, startTime: readStartTime(of: pid) ?? 0)
    }()

    /// "PID-START", as used in file names.
    public var token: String { "\(pid)-\(startTime)" }

    /// The identity of a running process (nil when it does not exist).
    public static func of(pid: Int32) -> ProcessIdentity? {
        readStartTime(of: pid).map { ProcessIdentity(pid: pid, startTime: $0) }
    }

    /// Parses a `token`.
    public init?(token: Substring) {
        let parts = token.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, let start = UInt64(parts[1]) else { return nil }
        self.init(pid: pid, startTime: start)
    }

    /// Whether this process still runs. A pid that exists with another start time is another
    /// process (the owner is gone); when the start time cannot be read (no /proc), a live pid
    /// counts as the owner.
    public var isAlive: Bool {
        if pid == ProcessIdentity.current.pid { return startTime == ProcessIdentity.current.startTime }
        if kill(pid, 0) != 0, errno == ESRCH { return false }
        guard let start = Self.readStartTime(of: pid) else {
            // Exists (or is not ours to signal) but /proc says nothing: assume alive.
            return kill(pid, 0) == 0 || errno == EPERM
        }
        return startTime == 0 || start == startTime
    }

    /// Field 22 of /proc/PID/stat; nil without /proc or when the process does not exist.
    public static func readStartTime(of pid: Int32) -> UInt64? {
        let fd = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        var count = 0
        while count < buffer.count {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if n > 0 { count += n; continue }
            if n < 0, errno == EINTR { continue }
            break
        }
        // The command name (field 2) is in parentheses and may contain spaces: skip past ")".
        guard let close = buffer[0..<count].lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let rest = buffer[(close + 1)..<count].split(separator: UInt8(ascii: " "))
        // rest[0] is field 3 (state); field 22 is rest[19].
        guard rest.count > 19 else { return nil }
        return UInt64(String(decoding: rest[19], as: UTF8.self))
    }
}
