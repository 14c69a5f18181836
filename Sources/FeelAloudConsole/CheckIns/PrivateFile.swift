import Foundation
import FeelAloudCore
import FeelAloudFiles

/// Small private files (mode 0600) written atomically: temp file -> fsync -> rename -> fsync of
/// the directory. Used for `reminders-sent.json` and the systemd unit files.
enum PrivateFile {
    /// The file's bytes, nil when it does not exist.
    static func read(_ path: String) throws(StoreError) -> [UInt8]? {
        do throws(FileFailure) { return try SafeFile.readAll(path) } catch {
            throw .cannotOpen(path: path, reason: .system(error.code))
        }
    }

    /// Replaces `path` with `text` atomically (`SafeFile`); the new file has `mode`.
    static func write(_ text: String, to path: String, mode: mode_t = 0o600) throws(StoreError) {
        do throws(FileFailure) { try SafeFile.replace(path, with: Array(text.utf8), mode: mode) } catch {
            throw .cannotWrite(path: path, reason: .system(error.code))
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
        var st = stat()
        if stat(path, &st) == 0 {
            if (st.st_mode & S_IFMT) == S_IFDIR { return }
            throw .notADirectory(path: path)
        }
        let parent = SafeFile.split(path).directory
        if parent != path, parent != "/", parent != "." { try makeDirectory(parent) }
        if mkdir(path, 0o700) != 0, errno != EEXIST {
            let code = errno
            errno = 0
            throw .cannotCreateDirectory(path: path, reason: .system(code))
        }
    }

    /// Removes a file or symlink; true when something was removed.
    @discardableResult
    static func remove(_ path: String) throws(StoreError) -> Bool {
        if unlink(path) == 0 { return true }
        if errno == ENOENT { return false }
        throw .cannotWrite(path: path, reason: .system(errno))
    }

    /// The target of a symlink; nil with `errno` set when it is none or missing.
    static func readLink(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { readlink(path, $0.baseAddress!.assumingMemoryBound(to: CChar.self), 4095) }
        guard n >= 0 else { return nil }
        return String(decoding: buffer[0..<n], as: UTF8.self)
    }
}
