import CZlib

// The only Swift file that imports the system zlib (`zlib1g-dev`, installed by `make`).

/// CRC-32 (IEEE 802.3) as used by ZIP, computed incrementally by zlib's `crc32`.
public struct CRC32: Sendable {
    public private(set) var value: UInt32 = 0

    public init() {}

    /// Feeds more bytes into the checksum.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.bindMemory(to: Bytef.self).baseAddress else { return }
        var rest = bytes.count
        var p = base
        var c = uLong(value)
        // zlib takes a uInt length: feed huge buffers in slices.
        while rest > 0 {
            let n = min(rest, Int(UInt32.max >> 1))
            c = crc32(c, p, uInt(n))
            p += n
            rest -= n
        }
        value = UInt32(truncatingIfNeeded: c)
    }

    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Checksum of a whole byte array.
    public static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var c = CRC32()
        c.update(bytes)
        return c.value
    }
}

/// How hard zlib compresses: level 1 is about 3× faster than the default level 6 on our
/// sheets for ~15 % larger output (see docs/export.md).
public enum DeflateLevel: Int32, Sendable {
    case fast = 1
    case standard = 6
}

/// Streaming raw DEFLATE (RFC 1951, no zlib header: ZIP method 8) over zlib's `deflate`.
/// `compress(chunk)` may be called repeatedly; `finish()` ends the stream; `takeOutput()`
/// hands over what was produced so far.
final class Deflater {
    private var stream = z_stream()
    private(set) var output: [UInt8] = []
    private var finished = false

    init(level: DeflateLevel = .fast) {
        // windowBits -15: raw deflate with a 32 KiB window; memLevel 8 is zlib's default.
        let status = deflateInit2_(&stream, level.rawValue, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY,
                                   ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        // Only a bad argument or no memory can fail here; neither is recoverable.
        precondition(status == Z_OK, "deflateInit2 failed: \(status)")
    }

    deinit { deflateEnd(&stream) }

    /// Compresses another chunk of input.
    func compress(_ chunk: UnsafeRawBufferPointer) {
        precondition(!finished, "Deflater: compress after finish")
        guard let base = chunk.bindMemory(to: Bytef.self).baseAddress, chunk.count > 0 else { return }
        var rest = chunk.count
        var p = UnsafeMutablePointer(mutating: base)
        while rest > 0 {
            let n = min(rest, Int(UInt32.max >> 1))
            stream.next_in = p
            stream.avail_in = uInt(n)
            run(flush: Z_NO_FLUSH)
            p += n
            rest -= n
        }
    }

    /// Writes the final block.
    func finish() {
        guard !finished else { return }
        stream.next_in = nil
        stream.avail_in = 0
        run(flush: Z_FINISH)
        finished = true
    }

    /// The compressed bytes produced since the last call.
    func takeOutput() -> [UInt8] {
        defer { output.removeAll(keepingCapacity: true) }
        return output
    }

    private func run(flush: Int32) {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            var status: Int32 = Z_OK
            let produced: Int = chunk.withUnsafeMutableBufferPointer { out in
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                status = deflate(&stream, flush)
                return out.count - Int(stream.avail_out)
            }
            // Z_BUF_ERROR only means "no progress possible"; Z_STREAM_ERROR is a bug.
            precondition(status != Z_STREAM_ERROR, "deflate: stream error")
            output.append(contentsOf: chunk[0..<produced])
            if flush == Z_FINISH {
                if status == Z_STREAM_END { return }
            } else if stream.avail_out != 0 {
                return  // all input consumed, output not full
            }
        }
    }
}
