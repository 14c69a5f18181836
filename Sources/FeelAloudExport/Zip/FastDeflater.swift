/// Streaming raw DEFLATE (RFC 1951, ZIP method 8) made for the workbook's sheets (issue #14:
/// zlib's level 1 was half of a 200k export's instructions, ~29 per byte of XML).
///
/// One block with the fixed Huffman codes (§3.2.6), so no code tables are built or sent; a
/// greedy LZ77 matcher with one hash probe per position over a 32 KiB window, matches checked
/// and extended 8 bytes at a time. The sheets' XML repeats itself in long runs (cell openings,
/// styles, labels), which this finds at ~4 instructions a byte; the output is ~20–30 % larger
/// than zlib's level 1 (see docs/export.md). `compress(chunk)` may be called repeatedly
/// (matches reach back into earlier chunks), `finish()` ends the stream, `takeOutput()` hands
/// over what was produced so far. Any inflater reads it (zlib, Python, unzip, Excel, LibreOffice).
final class FastDeflater {
    static let windowSize = 32_768
    static let minMatch = 4
    static let maxMatch = 258
    static let hashBits = 16

    /// The last `windowSize` bytes already compressed, then the chunk being compressed.
    private var window: UnsafeMutablePointer<UInt8>
    private var windowCapacity: Int
    /// Bytes in `window`, and the stream position of `window[0]`.
    private var held = 0
    private var base = 0
    /// Stream position last seen per hash of 4 bytes.
    private let table: UnsafeMutablePointer<Int>

    /// Compressed bytes not yet taken, and the bits not yet a whole byte (LSB first).
    private var out: UnsafeMutablePointer<UInt8>
    private var outCapacity: Int
    private var outCount = 0
    private var bits: UInt64 = 0
    private var bitCount = 0
    private var finished = false

    init() {
        windowCapacity = Self.windowSize + (1 << 18) + 8
        window = .allocate(capacity: windowCapacity)
        table = .allocate(capacity: 1 << Self.hashBits)
        table.initialize(repeating: Int.min / 2, count: 1 << Self.hashBits)
        outCapacity = 1 << 16
        out = .allocate(capacity: outCapacity)
        // BFINAL = 1 (the stream is this one block), BTYPE = 01 (fixed Huffman codes).
        put(0b011, 3)
    }

    deinit {
        window.deallocate()
        table.deallocate()
        out.deallocate()
    }

    // MARK: the fixed codes (bit-reversed: DEFLATE sends Huffman codes from their top bit)

    static func reversed(_ code: UInt32, _ length: Int) -> UInt32 {
        var r: UInt32 = 0
        for i in 0..<length where code & (1 << UInt32(i)) != 0 { r |= 1 << UInt32(length - 1 - i) }
        return r
    }

    /// Literal/length symbol → (reversed code, length).
    static func symbolCode(_ s: Int) -> (UInt32, Int) {
        switch s {
        case 0...143: return (reversed(UInt32(0x30 + s), 8), 8)
        case 144...255: return (reversed(UInt32(0x190 + s - 144), 9), 9)
        case 256...279: return (reversed(UInt32(s - 256), 7), 7)
        default: return (reversed(UInt32(0xC0 + s - 280), 8), 8)
        }
    }

    /// Per byte: its code (low 16 bits) and the code's length (bits 16…).
    static let literalCodes: [UInt32] = (0..<256).map { (b: Int) -> UInt32 in
        let (c, n) = symbolCode(b)
        return c | UInt32(n) << 16
    }

    /// Per match length 3…258: the length symbol's code followed by its extra bits (low 24
    /// bits) and how many bits that is (bits 24…).
    static let lengthCodes: [UInt32] = {
        let bases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
                     131, 163, 195, 227, 258]
        let extras = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        var t = [UInt32](repeating: 0, count: 259)
        for length in 3...258 {
            // 258 has its own symbol (285), not 284 with all extra bits set.
            let k = length == 258 ? 28 : bases.lastIndex { $0 <= length }!
            let (code, n) = symbolCode(257 + k)
            let extra = UInt32(length - bases[k])
            t[length] = (code | extra << UInt32(n)) | UInt32(n + extras[k]) << 24
        }
        return t
    }()

    /// The 5-bit distance codes, reversed.
    static let distanceCodes: [UInt32] = (0..<30).map { reversed(UInt32($0), 5) }

    // MARK: bits

    /// Appends `count` bits (at most 32) of `value`, low bit first.
    private func put(_ value: UInt64, _ count: Int) {
        var state = BitState(bits: bits, count: bitCount, outCount: outCount)
        state.put(value, count, out)
        (bits, bitCount, outCount) = (state.bits, state.count, state.outCount)
    }

    /// The bit writer's state, kept in locals in the hot loop.
    struct BitState {
        var bits: UInt64
        var count: Int
        var outCount: Int

        @inline(__always)
        mutating func put(_ value: UInt64, _ n: Int, _ out: UnsafeMutablePointer<UInt8>) {
            bits |= value << UInt64(count)
            count += n
            if count >= 32 {
                UnsafeMutableRawPointer(out + outCount).storeBytes(of: UInt32(truncatingIfNeeded: bits).littleEndian,
                                                                   as: UInt32.self)
                outCount += 4
                bits >>= 32
                count -= 32
            }
        }
    }

    /// Room for `n` more input bytes' worth of output (9 bits a literal at most).
    private func reserveOutput(forInput n: Int) {
        let need = outCount + n + n / 8 + 64
        guard need > outCapacity else { return }
        var capacity = outCapacity
        while capacity < need { capacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.update(from: out, count: outCount)
        out.deallocate()
        out = grown
        outCapacity = capacity
    }

    // MARK: compressing

    @inline(__always)
    private static func load32(_ p: UnsafeMutablePointer<UInt8>) -> UInt32 {
        UnsafeRawPointer(p).loadUnaligned(as: UInt32.self)
    }

    @inline(__always)
    private static func hash(_ v: UInt32) -> Int {
        Int((v &* 2_654_435_761) >> UInt32(32 - hashBits))
    }

    /// Compresses another chunk of input.
    func compress(_ chunk: UnsafeRawBufferPointer) {
        precondition(!finished, "FastDeflater: compress after finish")
        guard let source = chunk.baseAddress, chunk.count > 0 else { return }
        // Large inputs in pieces, so the window stays small.
        var offset = 0
        while offset < chunk.count {
            let n = min(chunk.count - offset, 1 << 18)
            compressPiece(source + offset, n)
            offset += n
        }
    }

    private func compressPiece(_ source: UnsafeRawPointer, _ n: Int) {
        // Keep the last 32 KiB as history, then append the piece.
        if held > Self.windowSize {
            let drop = held - Self.windowSize
            window.update(from: window + drop, count: Self.windowSize)
            base += drop
            held = Self.windowSize
        }
        if held + n + 8 > windowCapacity {
            let capacity = held + n + 8
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            grown.update(from: window, count: held)
            window.deallocate()
            window = grown
            windowCapacity = capacity
        }
        UnsafeMutableRawPointer(window + held).copyMemory(from: source, byteCount: n)
        reserveOutput(forInput: n)
        let start = held
        held += n
        let end = held
        let w = window
        let table = self.table
        let base = self.base
        let o = out
        var state = BitState(bits: bits, count: bitCount, outCount: outCount)
        defer { (bits, bitCount, outCount) = (state.bits, state.count, state.outCount) }
        Self.literalCodes.withUnsafeBufferPointer { literals in
            Self.lengthCodes.withUnsafeBufferPointer { lengths in
                Self.distanceCodes.withUnsafeBufferPointer { distances in
                    var i = start
                    while i + Self.minMatch <= end {
                        let v = Self.load32(w + i)
                        let h = Self.hash(v)
                        let candidate = table[h]
                        table[h] = base + i
                        let distance = base + i - candidate
                        if distance <= Self.windowSize, Self.load32(w + (candidate - base)) == v {
                            let c = candidate - base
                            let limit = min(Self.maxMatch, end - i)
                            var length = Self.minMatch
                            while length + 8 <= limit {
                                let a = UnsafeRawPointer(w + i + length).loadUnaligned(as: UInt64.self)
                                let b = UnsafeRawPointer(w + c + length).loadUnaligned(as: UInt64.self)
                                let x = a ^ b
                                if x != 0 { length += x.trailingZeroBitCount >> 3; break }
                                length += 8
                            }
                            if length + 8 > limit {
                                while length < limit, w[i + length] == w[c + length] { length += 1 }
                            }
                            let lc = lengths[length]
                            state.put(UInt64(lc & 0xFF_FFFF), Int(lc >> 24), o)
                            let d = distance - 1
                            if d < 4 {
                                state.put(UInt64(distances[d]), 5, o)
                            } else {
                                let lg = Int.bitWidth - 1 - d.leadingZeroBitCount
                                let bit = (d >> (lg - 1)) & 1
                                let code = 2 * lg + bit
                                let extra = d - ((2 | bit) << (lg - 1))
                                state.put(UInt64(distances[code]) | UInt64(extra) << 5, 5 + lg - 1, o)
                            }
                            // The match's last position, for the next repeat of what follows it.
                            let last = i + length - 1
                            if last + Self.minMatch <= end {
                                table[Self.hash(Self.load32(w + last))] = base + last
                            }
                            i += length
                        } else {
                            let lc = literals[Int(w[i])]
                            state.put(UInt64(lc & 0xFFFF), Int(lc >> 16), o)
                            i += 1
                        }
                    }
                    while i < end {
                        let lc = literals[Int(w[i])]
                        state.put(UInt64(lc & 0xFFFF), Int(lc >> 16), o)
                        i += 1
                    }
                }
            }
        }
    }

    /// Ends the stream: the end-of-block code, then the last bits padded to a byte.
    func finish() {
        guard !finished else { return }
        reserveOutput(forInput: 0)
        put(0, 7)  // symbol 256
        while bitCount > 0 {
            out[outCount] = UInt8(truncatingIfNeeded: bits)
            outCount += 1
            bits >>= 8
            bitCount = max(0, bitCount - 8)
        }
        finished = true
    }

    /// The compressed bytes produced since the last call (whole bytes only).
    func takeOutput() -> [UInt8] {
        defer { outCount = 0 }
        return [UInt8](UnsafeBufferPointer(start: out, count: outCount))
    }
}
