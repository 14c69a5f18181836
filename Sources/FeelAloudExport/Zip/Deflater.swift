/// A small raw-DEFLATE (RFC 1951) compressor: LZ77 over a hash table with short chains and
/// the fixed Huffman code. Streaming: `compress(chunk)` may be called repeatedly (matches
/// reach back into earlier chunks within the 32 KiB window); `finish()` writes the final
/// block. Good enough for XML (typically 8–12x smaller) and much faster than it needs to be.
struct Deflater {
    private(set) var output: [UInt8] = []
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0
    /// The last ≤ 32 KiB of input, so matches can cross chunk boundaries.
    private var history: [UInt8] = []
    private var head = [Int32](repeating: -1, count: 1 << 15)
    private var prev = [Int32](repeating: -1, count: 1 << 15)
    /// Absolute position of history[0] in the whole stream.
    private var historyBase = 0

    static let windowSize = 32_768
    static let maxChain = 8
    static let minMatch = 3
    static let maxMatch = 258

    // Length codes 257...285: base lengths and extra bits.
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                    67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                  1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// Length 3...258 -> code index 0...28.
    static let lengthCode: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 259)
        for code in 0..<29 {
            let end = code == 28 ? 258 : lengthBase[code + 1] - 1
            for l in lengthBase[code]...end where l <= 258 { t[l] = UInt8(code) }
        }
        t[258] = 28
        return t
    }()

    /// Fixed literal/length code, already bit-reversed for LSB-first output: (bits, length).
    static let fixedLitLen: [(UInt32, Int)] = (0..<288).map { sym -> (UInt32, Int) in
        let (code, len): (Int, Int)
        switch sym {
        case 0...143: (code, len) = (0x30 + sym, 8)
        case 144...255: (code, len) = (0x190 + sym - 144, 9)
        case 256...279: (code, len) = (sym - 256, 7)
        default: (code, len) = (0xC0 + sym - 280, 8)
        }
        return (reverse(UInt32(code), len), len)
    }
    static let fixedDist: [UInt32] = (0..<30).map { reverse(UInt32($0), 5) }

    static func reverse(_ v: UInt32, _ n: Int) -> UInt32 {
        var r: UInt32 = 0
        var x = v
        for _ in 0..<n { r = (r << 1) | (x & 1); x >>= 1 }
        return r
    }

    private mutating func putBits(_ value: UInt32, _ count: Int) {
        bitBuffer |= UInt64(value) << UInt64(bitCount)
        bitCount += count
        while bitCount >= 8 {
            output.append(UInt8(truncatingIfNeeded: bitBuffer))
            bitBuffer >>= 8
            bitCount -= 8
        }
    }

    private mutating func literal(_ b: UInt8) {
        let (code, len) = Self.fixedLitLen[Int(b)]
        putBits(code, len)
    }

    private mutating func match(length: Int, distance: Int) {
        let lc = Int(Self.lengthCode[length])
        let (code, len) = Self.fixedLitLen[257 + lc]
        putBits(code, len)
        if Self.lengthExtra[lc] > 0 { putBits(UInt32(length - Self.lengthBase[lc]), Self.lengthExtra[lc]) }
        var dc = 0
        while dc < 29, Self.distBase[dc + 1] <= distance { dc += 1 }
        putBits(Self.fixedDist[dc], 5)
        if Self.distExtra[dc] > 0 { putBits(UInt32(distance - Self.distBase[dc]), Self.distExtra[dc]) }
    }

    @inline(__always) static func hash(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Int {
        ((Int(a) << 10) ^ (Int(b) << 5) ^ Int(c)) & 0x7FFF
    }

    /// Compresses one chunk as a non-final fixed-Huffman block.
    mutating func compress(_ chunk: UnsafeRawBufferPointer) {
        guard chunk.count > 0 else { return }
        putBits(0, 1)  // BFINAL = 0
        putBits(1, 2)  // BTYPE = 01 fixed Huffman
        // Work buffer: history followed by the new chunk.
        let start = history.count
        history.append(contentsOf: chunk)
        let n = history.count
        let base = historyBase
        let work = history  // shares storage; lets the loop call mutating helpers
        work.withUnsafeBufferPointer { buf in
            var i = start
            // Re-insert nothing: hash entries from earlier chunks are kept in `head`/`prev`
            // as absolute positions.
            while i < n {
                var bestLen = 0, bestDist = 0
                if i + Self.minMatch <= n {
                    let h = Self.hash(buf[i], buf[i + 1], buf[i + 2])
                    var candidate = Int(head[h])
                    let abs = base + i
                    var chain = 0
                    let maxLen = min(Self.maxMatch, n - i)
                    while candidate >= 0, chain < Self.maxChain {
                        let dist = abs - candidate
                        if dist > Self.windowSize || dist <= 0 { break }
                        let j = candidate - base
                        if j < 0 { break }
                        if buf[j + bestLen] == buf[i + bestLen] || bestLen == 0 {
                            var l = 0
                            while l < maxLen, buf[j + l] == buf[i + l] { l += 1 }
                            if l > bestLen { bestLen = l; bestDist = dist; if l == maxLen { break } }
                        }
                        candidate = Int(prev[candidate & 0x7FFF])
                        chain += 1
                    }
                    prev[abs & 0x7FFF] = head[h]
                    head[h] = Int32(truncatingIfNeeded: abs)
                }
                if bestLen >= Self.minMatch {
                    match(length: bestLen, distance: bestDist)
                    // Insert the skipped positions into the hash chains.
                    var k = i + 1
                    let end = i + bestLen
                    while k < end {
                        if k + Self.minMatch <= n {
                            let h = Self.hash(buf[k], buf[k + 1], buf[k + 2])
                            let a = base + k
                            prev[a & 0x7FFF] = head[h]
                            head[h] = Int32(truncatingIfNeeded: a)
                        }
                        k += 1
                    }
                    i = end
                } else {
                    literal(buf[i])
                    i += 1
                }
            }
        }
        putBits(Self.fixedLitLen[256].0, Self.fixedLitLen[256].1)  // end of block
        if history.count > Self.windowSize {
            let drop = history.count - Self.windowSize
            history.removeFirst(drop)
            historyBase += drop
        }
    }

    /// Writes the final (empty) block and pads to a byte boundary.
    mutating func finish() {
        putBits(1, 1)  // BFINAL = 1
        putBits(1, 2)  // fixed Huffman
        putBits(Self.fixedLitLen[256].0, Self.fixedLitLen[256].1)
        if bitCount > 0 { putBits(0, 8 - bitCount) }
    }

    /// Hands out the compressed bytes produced so far.
    mutating func takeOutput() -> [UInt8] {
        defer { output.removeAll(keepingCapacity: true) }
        return output
    }
}
