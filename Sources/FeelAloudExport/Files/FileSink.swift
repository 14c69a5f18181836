import Foundation
import FeelAloudCore

/// A `ByteSink` over an open file descriptor; `patch` uses `pwrite`.
public final class FileSink: ByteSink {
    public let fd: Int32
    public let path: String
    public private(set) var position: UInt64 = 0

    public init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
    }

    public func write(_ raw: UnsafeRawBufferPointer) throws(ExportError) {
        guard var base = raw.baseAddress else { return }
        var left = raw.count
        while left > 0 {
            let n = Glibc.write(fd, base, left)
            if n < 0 {
                if errno == EINTR { continue }
                throw ExportError.cannotWrite(path: path, reason: .system(errno))
            }
            base += n
            left -= n
            position += UInt64(n)
        }
    }

    public func patch(_ data: [UInt8], at offset: UInt64) throws(ExportError) {
        var done = 0
        while done < data.count {
            let n = data.withUnsafeBytes { raw in
                pwrite(fd, raw.baseAddress! + done, raw.count - done, off_t(offset) + off_t(done))
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw ExportError.cannotWrite(path: path, reason: .system(errno))
            }
            done += n
        }
    }
}
