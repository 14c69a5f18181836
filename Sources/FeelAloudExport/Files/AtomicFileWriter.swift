import Foundation
import FeelAloudCore
import FeelAloudFiles

/// Writes an export file atomically through `SafeFile.write` (the one file-safety module):
/// a temp file beside the destination (0600, named after this process so a later run can
/// sweep it when the process was killed), the content, fsync, then rename (with `force`) or
/// hard link (without: fails if the destination exists, so a file appearing meanwhile is
/// never clobbered), then fsync of the directory. The destination is never half-written; on
/// any failure the temp file is removed.
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
        let (dir, name) = SafeFile.split(path)
        // Temp files of exports killed earlier (they may hold diary text).
        SafeFile.sweepStaleTemps(in: dir, destinationName: name)
        var written: UInt64 = 0
        do throws(SafeFile.WriteFailure<ExportError>) {
            try SafeFile.write(path, existing: force ? .replace : .keep) { (fd) throws(ExportError) in
                let sink = FileSink(fd: fd, path: path)
                try body(sink)
                written = sink.position
            }
        } catch {
            switch error {
            case let .body(e): throw e
            case let .file(f):
                if f.code == EEXIST, f.step == .link { throw .fileExists(path: path) }
                // The export is complete and renamed; only the directory sync failed.
                if f.step == .directorySync { return written }
                throw .cannotWrite(path: path, reason: .system(f.code))
            }
        }
        return written
    }
}
