#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FeelAloudCore
import FeelAloudFiles

/// The cross-process lock on `<store>/lock`. Writers (append, rewrite, config) take it
/// exclusively and wait for it; readers take it shared and wait only `readerPatience`, then
/// read without it (a hung writer or a read-only mount must not make the diary unreadable:
/// appends are single fsynced lines, so an unlocked reader at worst sees an unfinished last
/// line). `flock` locks belong to the open file description, so two instances in one process
/// contend exactly like two processes.
final class JournalLock {
    let path: String
    private var fd: Int32 = -1
    private var writable = false
    /// How long a reader waits for a writer before reading without the lock.
    static let readerPatience: Double = 1.5

    init(path: String) { self.path = path }

    deinit { if fd >= 0 { close(fd) } }

    private func descriptor(forWriting: Bool) throws(StoreError) -> Int32 {
        if fd >= 0, writable || !forWriting { return fd }
        var opened = open(path, O_RDWR | O_CREAT | O_CLOEXEC, Posix.fileMode)
        var canWrite = true
        if opened < 0 {
            let code = errno
            if forWriting { errno = 0; throw .cannotLock(path: path, reason: .system(code)) }
            // Read-only mount or directory: a read-only descriptor can still be locked shared.
            opened = open(path, O_RDONLY | O_CLOEXEC)
            canWrite = false
            guard opened >= 0 else {
                let code = errno
                errno = 0
                throw .cannotLock(path: path, reason: .system(code))
            }
        }
        errno = 0
        var st = stat()
        if canWrite, fstat(opened, &st) == 0, st.st_mode & 0o077 != 0, fchmod(opened, Posix.fileMode) != 0 {
            close(opened)
            throw .unsafePermissions(path: path)
        }
        if fd >= 0 { close(fd) }
        fd = opened
        writable = canWrite
        return opened
    }

    /// How long a writer waits for the lock before giving up with `.cannotLock` (a hung
    /// process holding it must not hang every other one).
    static let writerPatience: Double = 30

    /// Runs `body` while holding the exclusive lock (waiting up to `writerPatience`).
    func withLock<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        let fd = try descriptor(forWriting: true)
        var interrupted = 0
        var waited = 0.0
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            // Retry interruptions, but not forever (a signal storm must not mean a hang).
            if code == EINTR, interrupted < SafeFile.maxInterruptions { interrupted += 1; continue }
            if code == EWOULDBLOCK || code == EAGAIN, waited < Self.writerPatience {
                usleep(waited < 1 ? 1_000 : 20_000)
                waited += waited < 1 ? 0.001 : 0.02
                continue
            }
            errno = 0
            throw .cannotLock(path: path, reason: code == EWOULDBLOCK || code == EAGAIN
                              ? .lockedByOther : .system(code))
        }
        errno = 0
        defer { unlock(fd) }
        return try body()
    }

    /// Releases the lock. When `flock(LOCK_UN)` fails the descriptor is closed instead
    /// (closing always releases a flock), or a second lock instance of this process would
    /// wait for a lock its own process still holds.
    private func unlock(_ descriptor: Int32) {
        guard flock(descriptor, LOCK_UN) != 0 else { return }
        errno = 0
        if fd == descriptor { fd = -1 }
        close(descriptor)
    }

    /// Runs `body` holding the lock (`exclusive` or shared) when it can be had within
    /// `patience` seconds; otherwise (or when no lock file can be opened) without it. `body`
    /// learns whether it holds the lock.
    func withLockIfPossible<T>(
        exclusive: Bool, patience: Double = JournalLock.readerPatience, _ body: (_ locked: Bool) throws(StoreError) -> T
    ) throws(StoreError) -> T {
        let fd: Int32
        do throws(StoreError) { fd = try descriptor(forWriting: exclusive) } catch { return try body(false) }
        let operation = (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB
        var waited = 0.0
        var locked = false
        var interrupted = 0
        while true {
            if flock(fd, operation) == 0 { locked = true; break }
            let code = errno
            if code == EINTR, interrupted < SafeFile.maxInterruptions { interrupted += 1; continue }
            guard code == EWOULDBLOCK || code == EAGAIN, waited < patience else { break }
            usleep(10_000)
            waited += 0.01
        }
        errno = 0
        defer { if locked { unlock(fd) } }
        return try body(locked)
    }
}
