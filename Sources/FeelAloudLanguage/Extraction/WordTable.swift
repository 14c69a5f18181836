#if canImport(Glibc)
import Glibc
#endif

/// An immutable hash table from words to values, keyed by their UTF-8 bytes (FNV-1a, open
/// addressing): the per-word lookups of the extractor (`PhraseIndex.flagTable`,
/// `PhraseIndex.idTable`, `ClauseSplitter.membership`) run for every word of every paragraph,
/// and Swift's `Dictionary<String, _>` spends most of such a lookup in `Hasher`. Same answers as
/// the dictionary it is built from (`ExtractionSpeedStructuresTests`).
struct WordTable<Value: Sendable>: Sendable {
    /// The table's memory, read through raw pointers: a lookup retains no array and checks no
    /// bounds (the struct used to hold six arrays, and each lookup's closure retained them all).
    private final class Storage: @unchecked Sendable {
        let slots: UnsafeMutablePointer<Int32>
        let mask: Int
        let hashes: UnsafeMutablePointer<UInt64>
        let keyBytes: UnsafeMutablePointer<UInt8>
        let keyStart: UnsafeMutablePointer<Int32>
        let values: [Value]

        init(_ b: WordTableBuilder<Value>) {
            func copy<T>(_ a: [T]) -> UnsafeMutablePointer<T> {
                let p = UnsafeMutablePointer<T>.allocate(capacity: max(1, a.count))
                a.withUnsafeBufferPointer { if let base = $0.baseAddress { p.initialize(from: base, count: a.count) } }
                return p
            }
            slots = copy(b.slots)
            mask = b.mask
            hashes = copy(b.hashes)
            keyBytes = copy(b.keyBytes)
            keyStart = copy(b.keyStart)
            values = b.values
        }

        deinit {
            slots.deallocate(); hashes.deallocate(); keyBytes.deallocate(); keyStart.deallocate()
        }
    }
    private let storage: Storage

    init(_ dictionary: [String: Value]) {
        var b = WordTableBuilder<Value>(capacity: dictionary.count)
        for (key, value) in dictionary { b.insert(key, value) }
        self.init(b)
    }

    /// The table a builder filled (no copy of the keys, no second hashing).
    init(_ builder: WordTableBuilder<Value>) {
        storage = Storage(builder)
    }

    /// Every key with its value (in insertion order).
    var entries: [(String, Value)] {
        let st = storage
        return st.values.indices.map { e in
            (String(decoding: UnsafeBufferPointer(start: st.keyBytes + Int(st.keyStart[e]),
                                                  count: Int(st.keyStart[e + 1] - st.keyStart[e])), as: UTF8.self), st.values[e])
        }
    }

    var count: Int { storage.values.count }

    @inline(__always) static func hash(_ word: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in word.utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h ^ (h >> 29)
    }

    @inline(__always) static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h ^ (h >> 29)
    }

    subscript(_ word: String) -> Value? {
        // one pass over contiguous bytes (a small string is copied to the stack): no UTF8View
        // iteration
        var word = word
        let st = storage
        guard let e = word.withUTF8({ WordTable.entry(st, $0) }) else { return nil }
        return st.values[e]
    }

    /// The entry number (insertion order) and value of the key `bytes`, nil when absent.
    @inline(__always) func lookup(bytes u: UnsafeBufferPointer<UInt8>) -> (entry: Int, value: Value)? {
        let st = storage
        guard let e = WordTable.entry(st, u) else { return nil }
        return (e, st.values[e])
    }

    /// The value of the key `bytes`, nil when absent.
    subscript(bytes u: UnsafeBufferPointer<UInt8>) -> Value? {
        let st = storage
        guard let e = WordTable.entry(st, u) else { return nil }
        return st.values[e]
    }

    @inline(__always) private static func entry(_ st: Storage, _ u: UnsafeBufferPointer<UInt8>) -> Int? {
        let h = hash(u)
        var s = Int(truncatingIfNeeded: h) & st.mask
        while true {
            let e = Int(st.slots[s])
            if e < 0 { return nil }
            if st.hashes[e] == h {
                let from = Int(st.keyStart[e]), to = Int(st.keyStart[e + 1])
                if u.count == to - from, u.count == 0 || memcmp(u.baseAddress!, st.keyBytes + from, u.count) == 0 {
                    return e
                }
            }
            s = (s + 1) & st.mask
        }
    }
}

/// Fills a `WordTable` without a `Dictionary` in between: keys are hashed once (FNV-1a, as the
/// table looks them up) and may be given as bytes, so building the phrase index's word tables on
/// the first paragraph creates no `String` per key (#14).
struct WordTableBuilder<Value: Sendable>: Sendable {
    fileprivate var slots: [Int32]
    fileprivate var mask: Int
    fileprivate var hashes: [UInt64] = []
    fileprivate var keyBytes: [UInt8] = []
    fileprivate var keyStart: [Int32] = [0]
    fileprivate(set) var values: [Value] = []

    init(capacity: Int = 16) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        hashes.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    var count: Int { values.count }

    /// Entry number of `key`, inserting it with `value` when new.
    @discardableResult
    mutating func insert(_ key: String, _ value: @autoclosure () -> Value) -> (index: Int, inserted: Bool) {
        var key = key
        return key.withUTF8 { insert(bytes: $0, value()) }
    }

    /// Entry number of the key `bytes`, inserting it with `value` when new.
    @discardableResult
    mutating func insert(bytes: UnsafeBufferPointer<UInt8>, _ value: @autoclosure () -> Value) -> (index: Int, inserted: Bool) {
        if values.count * 2 >= slots.count { grow() }
        let h = WordTable<Value>.hash(bytes)
        var s = Int(truncatingIfNeeded: h) & mask
        while true {
            let e = Int(slots[s])
            if e < 0 { break }
            if hashes[e] == h, equal(bytes, e) { return (e, false) }
            s = (s + 1) & mask
        }
        slots[s] = Int32(values.count)
        hashes.append(h)
        keyBytes.append(contentsOf: bytes)
        keyStart.append(Int32(keyBytes.count))
        values.append(value())
        return (values.count - 1, true)
    }

    /// Entry number of the key `bytes`, nil when absent.
    func find(bytes u: UnsafeBufferPointer<UInt8>) -> Int? {
        let h = WordTable<Value>.hash(u)
        var s = Int(truncatingIfNeeded: h) & mask
        while true {
            let e = Int(slots[s])
            if e < 0 { return nil }
            if hashes[e] == h, equal(u, e) { return e }
            s = (s + 1) & mask
        }
    }

    /// Entry number of `key`, nil when absent.
    func find(_ key: String) -> Int? {
        let h = WordTable<Value>.hash(key)
        var s = Int(truncatingIfNeeded: h) & mask
        while true {
            let e = Int(slots[s])
            if e < 0 { return nil }
            if hashes[e] == h {
                var i = Int(keyStart[e])
                let to = Int(keyStart[e + 1])
                var same = key.utf8.count == to - i
                if same { for b in key.utf8 { if keyBytes[i] != b { same = false; break }; i += 1 } }
                if same { return e }
            }
            s = (s + 1) & mask
        }
    }

    /// The same keys (same slots, no rehashing) with the values `transform` gives.
    func mapValues<T: Sendable>(_ transform: (Value) -> T) -> WordTableBuilder<T> {
        var b = WordTableBuilder<T>(capacity: 0)
        b.slots = slots
        b.mask = mask
        b.hashes = hashes
        b.keyBytes = keyBytes
        b.keyStart = keyStart
        b.values = values.map(transform)
        return b
    }

    /// The value of entry `index` (from `insert`).
    subscript(entry index: Int) -> Value {
        get { values[index] }
        set { values[index] = newValue }
    }

    @inline(__always) private func equal(_ w: UnsafeBufferPointer<UInt8>, _ e: Int) -> Bool {
        let from = Int(keyStart[e]), to = Int(keyStart[e + 1])
        guard w.count == to - from else { return false }
        var i = from
        for b in w { if keyBytes[i] != b { return false }; i += 1 }
        return true
    }

    private mutating func grow() {
        let size = slots.count * 2
        var fresh = [Int32](repeating: -1, count: size)
        for e in hashes.indices {
            var s = Int(truncatingIfNeeded: hashes[e]) & (size - 1)
            while fresh[s] >= 0 { s = (s + 1) & (size - 1) }
            fresh[s] = Int32(e)
        }
        slots = fresh
        mask = size - 1
    }
}
