#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place that writes files safely (store, exports, console state files):
///
/// * `replace` / `create`: a temp file in the destination's directory (0600, named
///   `.NAME.tmp-PID-START-RANDOM`) -> content -> fsync -> rename (or hard link when the
///   destination must not be clobbered) -> fsync of the directory. The destination is never
///   half-written, and the temp file is removed on every error path.
/// * `sweepStaleTemps`: removes such temp files whose owner process is gone (a kill between
///   creating and renaming leaves one behind; it may hold diary text).
/// * small wrappers (`writeAll`, `fsync`, `readAll`, …) that retry `EINTR` and never leave
///   `errno` set to it afterwards (a stale `EINTR` made C code spin, see issue #13 D4).
public enum SafeFile {
    public static let privateFileMode: mode_t = 0o600
    public static let privateDirectoryMode: mode_t = 0o700

    // MARK: Temp files

    static let tempMarker = ".tmp-"

    /// `.NAME.tmp-PID-START-RANDOM` in the same directory as `path`.
    public static func tempPath(for path: String) -> String {
        let (dir, name) = split(path)
        let random = UInt32.random(in: 1...UInt32.max)
        let hex = String(random, radix: 16)
        return dir + "/." + name + tempMarker + ProcessIdentity.current.token + "-" + hex
    }

    /// The owner of a temp file name made by `tempPath`, nil for any other name.
    public static func tempOwner(of name: String) -> ProcessIdentity? {
        guard name.hasPrefix(".") else { return nil }
        let scalars = Array(name.utf8), marker = Array(tempMarker.utf8)
        guard scalars.count > marker.count else { return nil }
        var at = scalars.count - marker.count
        while at > 0, Array(scalars[at..<(at + marker.count)]) != marker { at -= 1 }
        guard at > 0 else { return nil }
        let tail = Substring(String(decoding: scalars[(at + marker.count)...], as: UTF8.self))  // PID-START-RANDOM
        let parts = tail.split(separator: "-", omittingEmptySubsequences: false)
        // Temp files of earlier versions were named `.NAME.tmp-PID`.
        if parts.count == 1, let pid = Int32(parts[0]), pid > 0 { return ProcessIdentity(pid: pid, startTime: 0) }
        guard parts.count == 3, parts[2].allSatisfy(\.isHexDigit) else { return nil }
        return ProcessIdentity(token: tail[tail.startIndex..<parts[1].endIndex])
    }

    /// Removes temp files in `directory` whose owner is gone. With `destinationName`, only temp
    /// files for that destination (`.NAME.tmp-…`). Returns the removed names; never throws
    /// (a sweep is housekeeping: what cannot be removed stays for the next time).
    @discardableResult
    public static func sweepStaleTemps(in directory: String, destinationName: String? = nil) -> [String] {
        guard let names = try? list(directory) else { return [] }
        var removed: [String] = []
        for name in names {
            if let destinationName, !name.hasPrefix("." + destinationName + tempMarker) { continue }
            guard let owner = tempOwner(of: name), !owner.isAlive else { continue }
            if unlink(directory + "/" + name) == 0 { removed.append(name) }
        }
        errno = 0
        if !removed.isEmpty { try? fsyncDirectory(directory) }
        return removed
    }

    // MARK: Atomic replacement

    /// How an existing destination is treated.
    public enum Existing: Sendable {
        /// Replace it (rename).
        case replace
        /// Fail with `EEXIST` if it exists (hard link; rename after a re-check where links
        /// are not supported).
        case keep
    }

    /// A failure of `write`: the file system, or the caller's `body`.
    public enum WriteFailure<E: Error>: Error {
        case file(FileFailure)
        case body(E)
    }

    /// Writes `path` atomically with `body` filling the open temp file. On any failure the
    /// temp file is gone and `path` is untouched.
    public static func write<E: Error>(
        _ path: String, mode: mode_t = privateFileMode, existing: Existing = .replace,
        _ body: (Int32) throws(E) -> Void
    ) throws(WriteFailure<E>) {
        let temp = tempPath(for: path)
        let (dir, _) = split(path)
        let fd = retry { open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode) }
        guard fd >= 0 else { throw .file(FileFailure(.open, path: temp, code: errno)) }
        var isOpen = true
        func fail(_ step: FileFailure.Step, _ p: String, _ code: Int32) -> WriteFailure<E> {
            if isOpen { close(fd); isOpen = false }
            unlink(temp)
            errno = 0
            return .file(FileFailure(step, path: p, code: code))
        }
        if fchmod(fd, mode) != 0 { throw fail(.chmod, temp, errno) }
        do throws(E) {
            try body(fd)
        } catch {
            if isOpen { close(fd); isOpen = false }
            unlink(temp)
            throw .body(error)
        }
        do throws(FileFailure) { try fsync(fd, path: temp) } catch { throw fail(.sync, temp, error.code) }
        isOpen = false
        if close(fd) != 0 {
            let code = errno
            unlink(temp)
            throw .file(FileFailure(.write, path: temp, code: code))
        }
        switch existing {
        case .replace:
            if rename(temp, path) != 0 { throw fail(.rename, path, errno) }
        case .keep:
            if link(temp, path) == 0 {
                unlink(temp)
            } else {
                let code = errno
                if code == EEXIST { throw fail(.link, path, EEXIST) }
                var st = stat()
                if lstat(path, &st) == 0 { throw fail(.link, path, EEXIST) }
                if rename(temp, path) != 0 { throw fail(.rename, path, errno) }
            }
        }
        do throws(FileFailure) { try fsyncDirectory(dir) } catch {
            // The new content is in place; only its directory entry may not be on disk yet.
            // Callers see `.directorySync` and decide (the content is never half-written).
            throw .file(error)
        }
    }

    /// `write` with fixed bytes.
    public static func replace(_ path: String, with bytes: [UInt8], mode: mode_t = privateFileMode) throws(FileFailure) {
        do throws(WriteFailure<FileFailure>) {
            try write(path, mode: mode) { (fd) throws(FileFailure) in try writeAll(fd, bytes, path: path) }
        } catch {
            switch error {
            case let .file(f): throw f
            case let .body(f): throw f
            }
        }
    }

    // MARK: Small calls

    /// Runs a call returning -1 on failure again while it fails with EINTR; afterwards errno
    /// is the call's own error (or 0), never a stale EINTR.
    /// How many EINTRs in a row a call is retried before the interruption counts as its error.
    public static let maxInterruptions = 1000

    @inline(__always)
    public static func retry<T: BinaryInteger>(_ call: () -> T) -> T {
        var interrupted = 0
        while true {
            let r = call()
            if r == -1, errno == EINTR, interrupted < maxInterruptions { interrupted += 1; continue }
            if r != -1 { errno = 0 }
            return r
        }
    }

    public static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(FileFailure) {
        var done = 0
        var failure: Int32 = 0
        var interrupted = 0
        bytes.withUnsafeBytes { raw in
            while done < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + done, raw.count - done)
                if n > 0 { done += n; interrupted = 0; continue }
                if n < 0, errno == EINTR, interrupted < maxInterruptions { interrupted += 1; continue }
                failure = n < 0 ? errno : EIO
                break
            }
        }
        errno = 0
        if failure != 0 { throw FileFailure(.write, path: path, code: failure) }
    }

    public static func fsync(_ fd: Int32, path: String) throws(FileFailure) {
        let r = retry { Glibc.fsync(fd) }
        if r != 0 { throw FileFailure(.sync, path: path, code: errno) }
    }

    /// fsync of a directory, so a new or renamed entry survives a crash.
    public static func fsyncDirectory(_ path: String) throws(FileFailure) {
        let fd = retry { open(path.isEmpty ? "." : path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard fd >= 0 else { throw FileFailure(.directorySync, path: path, code: errno) }
        defer { close(fd) }
        let r = retry { Glibc.fsync(fd) }
        if r != 0 { throw FileFailure(.directorySync, path: path, code: errno) }
    }

    /// The whole file (read until end of file), nil when it does not exist.
    public static func readAll(_ path: String, limit: Int = Int.max) throws(FileFailure) -> [UInt8]? {
        let fd = retry { open(path, O_RDONLY | O_CLOEXEC) }
        if fd < 0 {
            let code = errno
            errno = 0
            if code == ENOENT { return nil }
            throw FileFailure(.open, path: path, code: code)
        }
        defer { close(fd) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var interrupted = 0
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR, interrupted < maxInterruptions { interrupted += 1; continue }
                throw FileFailure(.read, path: path, code: errno)
            }
            if n == 0 { break }
            out.append(contentsOf: chunk[0..<n])
            if out.count > limit { throw FileFailure(.read, path: path, code: EFBIG) }
        }
        errno = 0
        return out
    }

    /// Removes a file; false when it did not exist.
    @discardableResult
    public static func remove(_ path: String, syncDirectory: Bool = true) throws(FileFailure) -> Bool {
        if unlink(path) != 0 {
            let code = errno
            errno = 0
            if code == ENOENT { return false }
            throw FileFailure(.remove, path: path, code: code)
        }
        if syncDirectory { try fsyncDirectory(split(path).directory) }
        return true
    }

    /// Names in a directory (without "." and ".."); empty when it does not exist.
    public static func list(_ path: String) throws(FileFailure) -> [String] {
        guard let dir = opendir(path) else {
            let code = errno
            errno = 0
            if code == ENOENT { return [] }
            throw FileFailure(.list, path: path, code: code)
        }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { ptr in
                ptr.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        errno = 0
        return names
    }

    /// Directory and last component of a path ("." for a bare name).
    public static func split(_ path: String) -> (directory: String, name: String) {
        var p = path
        while p.count > 1, p.hasSuffix("/") { p.removeLast() }
        guard let slash = p.lastIndex(of: "/") else { return (".", p) }
        let dir = String(p[..<slash])
        return (dir.isEmpty ? "/" : dir, String(p[p.index(after: slash)...]))
    }
}
