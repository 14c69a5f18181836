#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The process's peak resident memory (Linux VmHWM), for benchmark rows.
public enum PeakMemory {
    /// Resets VmHWM to the current RSS (Linux: write "5" to /proc/self/clear_refs). False when
    /// that is not possible; the peak then covers the whole process.
    @discardableResult
    public static func reset() -> Bool {
        let fd = open("/proc/self/clear_refs", O_WRONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return write(fd, "5", 1) == 1
    }

    /// VmHWM from /proc/self/status in MB (nil when unavailable).
    public static func megabytes() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kb = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap { Int($0) } ?? 0
            return Double(kb) / 1024
        }
        return nil
    }
}
