#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FeelAloudCore

/// Where reading a journal file resumes: identity of the file and how far it was read.
struct JournalReadPosition: Sendable, Equatable {
    var device: UInt64
    var inode: UInt64
    /// File size seen by the last read.
    var size: Int
    /// Bytes through the last complete line.
    var consumed: Int
    /// Complete lines read so far.
    var lines: Int
}

/// Reads the unread tail of one journal file: records go straight to `onRecord` (in file
/// order), bad lines are collected with a copy of their bytes for the quarantine.
struct JournalFileScan: Sendable {
    /// A bad or newer-schema line (or the torn fragment after the last newline).
    struct Problem: Sendable {
        var line: Int
        var kind: StoreProblem.Kind
        var bytes: [UInt8]
        /// The journal file name (set by the store).
        var file: String = ""
    }

    var position: JournalReadPosition
    var problems: [Problem] = []

    /// Reads `path` from `start` (or from the beginning when the file was replaced or shrank)
    /// to its end; nil when the file no longer exists.
    static func scan(
        path: String, from start: JournalReadPosition?,
        onRecord: (JournalRecord, _ version: Int, _ line: Int) -> StoreProblem.Kind?
    ) throws(StoreError) -> JournalFileScan? {
        guard let fd = try Posix.openForReading(path) else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw .cannotOpen(path: path, reason: .system(errno)) }
        guard Posix.isRegularFile(st) else {
            throw .cannotOpen(path: path, reason: Posix.isDirectory(st) ? .system(EISDIR) : .notARegularFile)
        }
        let size = Int(st.st_size)
        var position = start ?? JournalReadPosition(device: UInt64(st.st_dev), inode: UInt64(st.st_ino), size: 0, consumed: 0, lines: 0)
        if position.device != UInt64(st.st_dev) || position.inode != UInt64(st.st_ino) || size < position.consumed {
            position = JournalReadPosition(device: UInt64(st.st_dev), inode: UInt64(st.st_ino), size: 0, consumed: 0, lines: 0)
        }
        let bytes = try Posix.read(fd, from: position.consumed, count: size - position.consumed, path: path)
        var scan = JournalFileScan(position: position)
        let base = position.consumed
        var lineNumber = position.lines
        var consumed = position.consumed
        bytes.withUnsafeBufferPointer { buf in
            guard let pointer = buf.baseAddress else { return }
            var start = 0
            while start < buf.count {
                guard let hit = memchr(pointer + start, 0x0A, buf.count - start) else { break }
                let end = UnsafeRawPointer(hit) - UnsafeRawPointer(pointer)
                lineNumber += 1
                let line = UnsafeBufferPointer(rebasing: buf[start..<end])
                start = end + 1
                consumed = base + start
                if isBlank(line) { continue }
                if let bad = firstInvalidUTF8(line) {
                    scan.problems.append(Problem(line: lineNumber, kind: .invalidUTF8(offset: bad), bytes: Array(line)))
                    continue
                }
                switch JournalCodec.decodeLine(line) {
                case let .record(record, version):
                    if let kind = onRecord(record, version, lineNumber) {
                        scan.problems.append(Problem(line: lineNumber, kind: kind, bytes: Array(line)))
                    }
                case let .newerSchema(version):
                    scan.problems.append(Problem(line: lineNumber, kind: .newerSchema(version: version), bytes: Array(line)))
                case let .corrupt(reason):
                    scan.problems.append(Problem(line: lineNumber, kind: .corruptLine(reason: reason), bytes: Array(line)))
                }
            }
            if start < buf.count {
                let fragment = UnsafeBufferPointer(rebasing: buf[start..<buf.count])
                if !isBlank(fragment) {
                    scan.problems.append(Problem(line: lineNumber + 1, kind: .tornLastLine, bytes: Array(fragment)))
                }
            }
        }
        scan.position.size = size
        scan.position.consumed = consumed
        scan.position.lines = lineNumber
        return scan
    }

    /// Offset of the first byte that is not part of valid UTF-8, nil when the line is valid.
    static func firstInvalidUTF8(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        let n = line.count
        while i < n {
            let b = line[i]
            if b < 0x80 { i += 1; continue }
            var need = 0
            var min: UInt32 = 0
            var cp: UInt32 = 0
            switch b {
            case 0xC2...0xDF: need = 1; cp = UInt32(b & 0x1F); min = 0x80
            case 0xE0...0xEF: need = 2; cp = UInt32(b & 0x0F); min = 0x800
            case 0xF0...0xF4: need = 3; cp = UInt32(b & 0x07); min = 0x10000
            default: return i
            }
            guard i + need < n else { return i }
            for k in 1...need {
                let c = line[i + k]
                guard c & 0xC0 == 0x80 else { return i }
                cp = cp << 6 | UInt32(c & 0x3F)
            }
            if cp < min || cp > 0x10FFFF || (0xD800...0xDFFF).contains(cp) { return i }
            i += need + 1
        }
        return nil
    }

    static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        for b in line where b != 0x20 && b != 0x09 && b != 0x0D { return false }
        return true
    }
}
