import Foundation

/// Writes a file atomically: a temp file beside the destination (mode 0600), the content,
/// fsync, then rename (with `force`) or hard link (without: fails if the destination exists,
/// so a file appearing meanwhile is never clobbered), then fsync of the directory.
/// The destination is never half-written; on any failure the temp file is removed.
public enum AtomicFileWriter {
    /// Fails early (before an expensive export) when the destination exists and `force` is off.
    public static func checkDestination(_ path: String, force: Bool) throws(ExportError) {
        var st = stat()
        guard lstat(path, &st) == 0 else { return }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw .isDirectory(path: path) }
        if !force { throw .fileExists(path: path) }
    }

    /// Streams `body`'s output into `path`; returns the number of bytes written.
    @discardableResult
    public static func write(
        to path: String, force: Bool, _ body: (FileSink) throws(ExportError) -> Void
    ) throws(ExportError) -> UInt64 {
        try checkDestination(path, force: force)
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        var template = Array((dir + "/." + name + ".tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: lastError()) }
        let tempPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        func cleanUp() {
            if !closed { close(fd) }
            unlink(tempPath)
        }
        do throws(ExportError) {
            guard fchmod(fd, 0o600) == 0 else { throw .cannotWrite(path: path, reason: lastError()) }
            let sink = FileSink(fd: fd, path: path)
            try body(sink)
            guard fsync(fd) == 0 else { throw .cannotWrite(path: path, reason: lastError()) }
            closed = true
            guard close(fd) == 0 else { throw .cannotWrite(path: path, reason: lastError()) }
            if force {
                guard rename(tempPath, path) == 0 else { throw .cannotWrite(path: path, reason: lastError()) }
            } else if link(tempPath, path) == 0 {
                unlink(tempPath)
            } else if errno == EEXIST {
                throw .fileExists(path: path)
            } else {
                // File systems without hard links: re-check, then rename.
                try checkDestination(path, force: false)
                guard rename(tempPath, path) == 0 else { throw .cannotWrite(path: path, reason: lastError()) }
            }
            syncDirectory(dir)
            return sink.position
        } catch {
            cleanUp()
            throw error
        }
    }

    static func syncDirectory(_ dir: String) {
        let dfd = open(dir.isEmpty ? "." : dir, O_RDONLY | O_DIRECTORY)
        if dfd >= 0 {
            _ = fsync(dfd)  // best effort: the rename itself already happened
            close(dfd)
        }
    }

    static func lastError() -> String { String(cString: strerror(errno)) }
}
