import Foundation
import FeelAloudCore

/// Small private files (mode 0600) written atomically: temp file -> fsync -> rename -> fsync of
/// the directory. Used for `reminders-sent.json` and the systemd unit files.
enum PrivateFile {
    /// The file's bytes, nil when it does not exist.
    static func read(_ path: String) throws(StoreError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(fd) }
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
            }
            if n == 0 { break }
            result.append(contentsOf: buffer[0..<n])
        }
        return result
    }

    /// Replaces `path` with `text` atomically; the new file has `mode`.
    static func write(_ text: String, to path: String, mode: mode_t = 0o600) throws(StoreError) {
        let dir = (path as NSString).deletingLastPathComponent
        let temp = path + ".tmp-\(getpid())"
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        var failure: String?
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                failure = String(cString: strerror(errno))
                break
            }
            offset += n
        }
        if failure == nil, fchmod(fd, mode) != 0 { failure = String(cString: strerror(errno)) }
        if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temp, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temp)
            throw .cannotWrite(path: path, reason: failure)
        }
        let dfd = open(dir.isEmpty ? "." : dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dfd >= 0 {
            fsync(dfd)
            close(dfd)
        }
    }

    /// Writes only when the content differs (keeps files and their times untouched otherwise).
    /// Returns true when the file was (re)written.
    @discardableResult
    static func update(_ text: String, at path: String, mode: mode_t = 0o600) throws(StoreError) -> Bool {
        if let old = try? read(path), old == Array(text.utf8) {
            var st = stat()
            if stat(path, &st) == 0, st.st_mode & 0o777 == mode { return false }
        }
        try write(text, to: path, mode: mode)
        return true
    }

    /// Creates the directory and its parents (mode 0700 for new ones).
    static func makeDirectory(_ path: String) throws(StoreError) {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) {
            if isDir.boolValue { return }
            throw .notADirectory(path: path)
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotCreateDirectory(path: path, reason: error.localizedDescription)
        }
    }

    /// Removes a file or symlink; true when something was removed.
    @discardableResult
    static func remove(_ path: String) throws(StoreError) -> Bool {
        if unlink(path) == 0 { return true }
        if errno == ENOENT { return false }
        throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }

    /// The target of a symlink; nil with `errno` set when it is none or missing.
    static func readLink(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { readlink(path, $0.baseAddress!.assumingMemoryBound(to: CChar.self), 4095) }
        guard n >= 0 else { return nil }
        return String(decoding: buffer[0..<n], as: UTF8.self)
    }
}
