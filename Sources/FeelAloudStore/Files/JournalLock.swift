#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FeelAloudCore

/// The cross-process lock: an exclusive `flock` on `<store>/lock`, held around every append,
/// load, rewrite and draft/config write. `flock` locks belong to the open file description,
/// so two instances in one process contend exactly like two processes.
final class JournalLock {
    let path: String
    private var fd: Int32 = -1

    init(path: String) { self.path = path }

    deinit { if fd >= 0 { close(fd) } }

    private func descriptor() throws(StoreError) -> Int32 {
        if fd >= 0 { return fd }
        let opened = open(path, O_RDWR | O_CREAT | O_CLOEXEC, Posix.fileMode)
        guard opened >= 0 else { throw .cannotLock(path: path, reason: Posix.errorText()) }
        var st = stat()
        if fstat(opened, &st) == 0, st.st_mode & 0o077 != 0, fchmod(opened, Posix.fileMode) != 0 {
            close(opened)
            throw .unsafePermissions(path: path)
        }
        fd = opened
        return opened
    }

    /// Runs `body` while holding the exclusive lock (blocking until it is free).
    func withLock<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        let fd = try descriptor()
        while flock(fd, LOCK_EX) != 0 {
            let code = errno
            if code == EINTR { continue }
            throw .cannotLock(path: path, reason: Posix.errorText(code))
        }
        defer { _ = flock(fd, LOCK_UN) }
        return try body()
    }
}
