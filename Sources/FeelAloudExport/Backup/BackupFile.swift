import Foundation
import FeelAloudCore

/// The bytes of a backup to import: a file mapped read-only (its pages read on demand and
/// dropped again once passed, so a large backup never sits in memory whole) or bytes already
/// read (stdin), valid as long as this object lives.
public final class BackupFile {
    /// All bytes of the file.
    public let bytes: UnsafeBufferPointer<UInt8>
    private let mapped: Bool

    /// Maps `path`; `.cannotRead` when it cannot be opened or mapped.
    public init(path: String) throws(BackupError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotRead(path: path, reason: .system(errno)) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw .cannotRead(path: path, reason: .system(errno)) }
        guard (st.st_mode & S_IFMT) == S_IFREG else {
            throw .cannotRead(path: path, reason: (st.st_mode & S_IFMT) == S_IFDIR ? .system(EISDIR) : .notARegularFile)
        }
        let count = Int(st.st_size)
        guard count > 0 else {
            bytes = UnsafeBufferPointer(start: nil, count: 0)
            mapped = false
            return
        }
        guard let p = mmap(nil, count, PROT_READ, MAP_PRIVATE, fd, 0), p != MAP_FAILED else {
            throw .cannotRead(path: path, reason: .system(errno))
        }
        _ = madvise(p, count, MADV_SEQUENTIAL)
        bytes = UnsafeBufferPointer(start: p.assumingMemoryBound(to: UInt8.self), count: count)
        mapped = true
    }

    /// A copy of `data` (stdin).
    public init(data: [UInt8]) {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, data.count))
        _ = copy.initialize(from: data)
        bytes = UnsafeBufferPointer(start: copy.baseAddress, count: data.count)
        mapped = false
    }

    deinit {
        guard let base = bytes.baseAddress else { return }
        if mapped {
            munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
        } else {
            UnsafeMutablePointer(mutating: base).deallocate()
        }
    }

    /// Whether the file starts with `prefix` (to tell a ZIP from a backup).
    public func starts(with prefix: [UInt8]) -> Bool {
        bytes.count >= prefix.count && zip(bytes, prefix).allSatisfy { $0 == $1 }
    }

    /// Drops the mapped pages before `offset` from memory (they are read again if touched).
    public func release(upTo offset: Int) {
        guard mapped, let base = bytes.baseAddress else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let length = min(offset, bytes.count) / page * page
        guard length > 0 else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base), length, MADV_DONTNEED)
    }

    /// Plans importing this backup into a store holding `stored` (`StreamedImport`); a
    /// leading UTF-8 BOM is skipped.
    public func plan(stored: StoredRecords) throws(BackupError) -> StreamedImport {
        try StreamedImport(file: self, stored: stored)
    }
}
