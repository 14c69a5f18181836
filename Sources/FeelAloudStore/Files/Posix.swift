#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FeelAloudCore
import FeelAloudFiles

/// Thin, typed-throwing wrappers over the POSIX calls the store needs (open, write, fsync,
/// rename, chmod, mkdir). Every failure becomes a `StoreError` naming the path; nothing is
/// swallowed.
enum Posix {
    static let directoryMode: mode_t = 0o700
    static let fileMode: mode_t = 0o600

    /// German text for an errno value (never strerror).

    /// Status of a path, nil when it does not exist.
    static func status(_ path: String) throws(StoreError) -> stat? {
        var st = stat()
        if stat(path, &st) == 0 { return st }
        let code = errno
        if code == ENOENT { return nil }
        throw .cannotOpen(path: path, reason: .system(code))
    }

    static func isDirectory(_ st: stat) -> Bool { (st.st_mode & S_IFMT) == S_IFDIR }
    static func isRegularFile(_ st: stat) -> Bool { (st.st_mode & S_IFMT) == S_IFREG }

    /// Creates `path` (and missing parents) and makes sure `path` itself is a directory with
    /// mode 0700 (a looser mode is tightened).
    static func ensurePrivateDirectory(_ path: String) throws(StoreError) {
        if let st = try status(path) {
            guard isDirectory(st) else { throw .notADirectory(path: path) }
            try tighten(path, current: st.st_mode, to: directoryMode)
            return
        }
        let parent = parentDirectory(of: path)
        if !parent.isEmpty, parent != path, try status(parent) == nil {
            try ensurePlainDirectory(parent)
        }
        if mkdir(path, directoryMode) != 0 {
            let code = errno
            if code != EEXIST { throw .cannotCreateDirectory(path: path, reason: .system(code)) }
        }
        guard let st = try status(path) else { throw .cannotCreateDirectory(path: path, reason: .system(ENOENT)) }
        guard isDirectory(st) else { throw .notADirectory(path: path) }
        try tighten(path, current: st.st_mode, to: directoryMode)
        // The new directory entry must survive a crash like the files inside it.
        try fsyncDirectory(parent.isEmpty ? "." : parent)
    }

    /// mkdir -p with the usual mode (parents of the store, e.g. ~/.local/share).
    private static func ensurePlainDirectory(_ path: String) throws(StoreError) {
        if let st = try status(path) {
            guard isDirectory(st) else { throw .notADirectory(path: path) }
            return
        }
        let parent = parentDirectory(of: path)
        if !parent.isEmpty, parent != path { try ensurePlainDirectory(parent) }
        if mkdir(path, 0o755) != 0 {
            let code = errno
            if code != EEXIST { throw .cannotCreateDirectory(path: path, reason: .system(code)) }
        }
    }

    /// Removes group/other bits beyond `mode` (chmod); fails with `.unsafePermissions`.
    static func tighten(_ path: String, current: mode_t, to mode: mode_t) throws(StoreError) {
        guard current & 0o777 & ~mode != 0 else { return }
        if chmod(path, mode) != 0 { throw .unsafePermissions(path: path) }
    }

    static func tightenFile(_ path: String) throws(StoreError) {
        guard let st = try status(path) else { return }
        try tighten(path, current: st.st_mode, to: fileMode)
    }

    static func parentDirectory(of path: String) -> String {
        var p = path
        while p.count > 1, p.hasSuffix("/") { p.removeLast() }
        guard let slash = p.lastIndex(of: "/") else { return "." }
        let parent = String(p[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Opens for reading; nil when the file does not exist.
    /// O_NONBLOCK: a FIFO or device planted in the store must not block the reader forever
    /// (callers check for a regular file with fstat).
    static func openForReading(_ path: String) throws(StoreError) -> Int32? {
        let fd = SafeFile.retry { open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        if fd >= 0 { return fd }
        let code = errno
        if code == ENOENT { return nil }
        throw .cannotOpen(path: path, reason: .system(code))
    }

    /// Opens for appending, creating the file with 0600 when missing. `created` tells whether
    /// this call created it (so the caller fsyncs the directory).
    static func openForAppend(_ path: String) throws(StoreError) -> (fd: Int32, created: Bool) {
        var fd = open(path, O_RDWR | O_APPEND | O_CLOEXEC)
        if fd >= 0 { return (fd, false) }
        var code = errno
        guard code == ENOENT else { throw .cannotOpen(path: path, reason: .system(code)) }
        fd = open(path, O_RDWR | O_APPEND | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
        if fd >= 0 {
            if fchmod(fd, fileMode) != 0 {
                code = errno
                close(fd)
                throw .unsafePermissions(path: path)
            }
            return (fd, true)
        }
        code = errno
        if code == EEXIST { return try openForAppend(path) }
        throw .cannotOpen(path: path, reason: .system(code))
    }

    /// Reads `[offset, end)` of an open file.
    static func read(_ fd: Int32, from offset: Int, count: Int, path: String) throws(StoreError) -> [UInt8] {
        guard count > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: count)
        let (done, failure) = buffer.withUnsafeMutableBytes { readFully(fd, into: $0, from: offset, count: count) }
        if failure != 0 { throw .cannotOpen(path: path, reason: .system(failure)) }
        if done < count { buffer.removeLast(count - done) }
        return buffer
    }

    /// Reads up to `count` bytes at `offset` into `raw`, retrying short reads and EINTR: the
    /// bytes read (fewer at the end of the file) and the errno of a failure (0 when none).
    static func readFully(_ fd: Int32, into raw: UnsafeMutableRawBufferPointer, from offset: Int, count: Int) -> (Int, Int32) {
        var done = 0
        var failure: Int32 = 0
        var interrupted = 0
        while done < count {
            let n = pread(fd, raw.baseAddress! + done, count - done, off_t(offset + done))
            if n > 0 { done += n; continue }
            if n == 0 { break }
            if errno == EINTR, interrupted < SafeFile.maxInterruptions { interrupted += 1; continue }
            failure = errno
            break
        }
        errno = 0
        return (done, failure)
    }

    /// Reads a whole (small) file; nil when it does not exist.
    static func readFile(_ path: String) throws(StoreError) -> [UInt8]? {
        guard let fd = try openForReading(path) else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw .cannotOpen(path: path, reason: .system(errno)) }
        guard isRegularFile(st) else { throw .cannotOpen(path: path, reason: isDirectory(st) ? .system(EISDIR) : .notARegularFile) }
        return try read(fd, from: 0, count: Int(st.st_size), path: path)
    }

    /// The file mapped read-only (nil when it does not exist); an empty file maps to no bytes.
    /// The index is read this way, so an open touches only the pages a question needs.
    static func mapFile(_ path: String) throws(StoreError) -> MappedFile? {
        guard let fd = try openForReading(path) else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw .cannotOpen(path: path, reason: .system(errno)) }
        guard isRegularFile(st) else { throw .cannotOpen(path: path, reason: isDirectory(st) ? .system(EISDIR) : .notARegularFile) }
        let count = Int(st.st_size)
        guard count > 0 else { return MappedFile(base: nil, count: 0) }
        guard let p = mmap(nil, count, PROT_READ, MAP_PRIVATE, fd, 0), p != MAP_FAILED else {
            throw .cannotOpen(path: path, reason: .system(errno))
        }
        return MappedFile(base: UnsafeRawPointer(p), count: count)
    }

    /// Writes every byte (retrying short writes and EINTR).
    static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(StoreError) {
        do throws(FileFailure) { try SafeFile.writeAll(fd, bytes, path: path) } catch {
            throw .cannotWrite(path: path, reason: .system(error.code))
        }
    }

    static func fsyncFile(_ fd: Int32, path: String) throws(StoreError) {
        do throws(FileFailure) { try SafeFile.fsync(fd, path: path) } catch {
            throw .cannotWrite(path: path, reason: .system(error.code))
        }
    }

    /// fsync of a directory, so a newly created or renamed entry survives a crash.
    static func fsyncDirectory(_ path: String) throws(StoreError) {
        do throws(FileFailure) { try SafeFile.fsyncDirectory(path) } catch {
            throw .cannotWrite(path: path, reason: .system(error.code))
        }
    }

    /// Replaces `path` atomically (see `SafeFile.write`: temp file in the same directory,
    /// fsync, rename, fsync of the directory; the temp file never survives an error).
    /// A failed fsync of the directory after the rename is not a failure: the new content is
    /// in place (only a power loss right now could undo the rename).
    static func atomicWrite(_ path: String, _ bytes: [UInt8]) throws(StoreError) {
        do throws(FileFailure) { try SafeFile.replace(path, with: bytes) } catch {
            if error.step == .directorySync { return }
            throw .cannotWrite(path: error.path, reason: .system(error.code))
        }
    }

    /// Deletes a file (missing is fine) and fsyncs its directory.
    static func removeFile(_ path: String) throws(StoreError) {
        do throws(FileFailure) { try SafeFile.remove(path) } catch {
            throw .cannotWrite(path: error.path, reason: .system(error.code))
        }
    }

    /// Names in a directory (without "." and ".."); empty when it does not exist.
    static func listDirectory(_ path: String) throws(StoreError) -> [String] {
        do throws(FileFailure) { return try SafeFile.list(path) } catch {
            throw .cannotOpen(path: path, reason: .system(error.code))
        }
    }
}

extension Posix {
    /// Reads a /proc file (st_size is 0 there, so read until EOF).
    static func readProcFile(_ path: String) throws(StoreError) -> [UInt8] {
        do throws(FileFailure) { return try SafeFile.readAll(path) ?? [] } catch {
            throw .cannotOpen(path: path, reason: .system(error.code))
        }
    }
}

/// A read-only memory mapping, unmapped when the last reference goes.
final class MappedFile: @unchecked Sendable {
    let base: UnsafeRawPointer?
    let count: Int
    init(base: UnsafeRawPointer?, count: Int) {
        self.base = base
        self.count = count
    }
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }
    deinit {
        if let base { munmap(UnsafeMutableRawPointer(mutating: base), count) }
    }
}
