import CZlib

// The only Swift file that imports the system zlib (`zlib1g-dev`, installed by `make`): its
// CRC-32. Compression is our own `FastDeflater` (issue #14).

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
