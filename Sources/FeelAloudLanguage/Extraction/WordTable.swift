#if canImport(Glibc)
import Glibc
#endif

/// An immutable hash table from words to values, keyed by their UTF-8 bytes (FNV-1a, open
/// addressing): the per-word lookups of the extractor (`PhraseIndex.rawWordFlags`,
/// `PhraseIndex.wordIDs`, `ClauseSplitter.membership`) run for every word of every paragraph,
/// and Swift's `Dictionary<String, _>` spends most of such a lookup in `Hasher`. Same answers as
/// the dictionary it is built from (`ExtractionSpeedStructuresTests`).
struct WordTable<Value: Sendable>: Sendable {
    private let slots: [Int32]
    private let mask: Int
    private let hashes: [UInt64]
    private let keyBytes: [UInt8]
    private let keyStart: [Int32]
    private let values: [Value]

    init(_ dictionary: [String: Value]) {
        var size = 16
        while size < dictionary.count * 2 { size <<= 1 }
        var slots = [Int32](repeating: -1, count: size)
        var hashes: [UInt64] = [], bytes: [UInt8] = [], starts: [Int32] = [0], values: [Value] = []
        hashes.reserveCapacity(dictionary.count)
        values.reserveCapacity(dictionary.count)
        for key in dictionary.keys {
            let h = WordTable.hash(key)
            var s = Int(truncatingIfNeeded: h) & (size - 1)
            while slots[s] >= 0 { s = (s + 1) & (size - 1) }
            slots[s] = Int32(values.count)
            hashes.append(h)
            bytes.append(contentsOf: key.utf8)
            starts.append(Int32(bytes.count))
            values.append(dictionary[key]!)
        }
        self.slots = slots
        self.mask = size - 1
        self.hashes = hashes
        self.keyBytes = bytes
        self.keyStart = starts
        self.values = values
    }

    var count: Int { values.count }

    @inline(__always) static func hash(_ word: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in word.utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h ^ (h >> 29)
    }

    subscript(_ word: String) -> Value? {
        let h = WordTable.hash(word)
        var s = Int(truncatingIfNeeded: h) & mask
        while true {
            let e = Int(slots[s])
            if e < 0 { return nil }
            if hashes[e] == h, equal(word, e) { return values[e] }
            s = (s + 1) & mask
        }
    }

    @inline(__always) private func equal(_ word: String, _ e: Int) -> Bool {
        let from = Int(keyStart[e]), to = Int(keyStart[e + 1])
        let u = word.utf8
        guard u.count == to - from else { return false }
        if from == to { return true }
        if let r = u.withContiguousStorageIfAvailable({ w in
            keyBytes.withUnsafeBufferPointer { k in memcmp(w.baseAddress!, k.baseAddress! + from, w.count) == 0 }
        }) { return r }
        var i = from
        for b in u { if keyBytes[i] != b { return false }; i += 1 }
        return true
    }
}
