#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FeelAloudCore

/// A failed file-system call: which step, on which path, with which `errno`. `reason` is the
/// German text for the error number (never `strerror`, see `Messages.systemError`).
public struct FileFailure: Error, Equatable, Sendable {
    /// The step that failed.
    public enum Step: String, Sendable {
        case open, read, write, sync, rename, link, remove, directorySync, chmod, stat, list
    }
    public var step: Step
    public var path: String
    public var code: Int32

    public init(_ step: Step, path: String, code: Int32) {
        self.step = step
        self.path = path
        self.code = code
    }

    /// German text for `code`.
    public var reason: String { Messages.systemError(code) }
}
