#if canImport(Glibc)
import Glibc
#endif

/// The song gazetteer's lookup structures as checked-in static data (issue #14): two string
/// literals in `SongTables+Generated.swift`, written by `scripts/generate-song-tables.py` from the
/// `SongData+*.swift` catalogue and read in place with byte operations, so nothing is parsed or
/// built at run time. `SongTablesSyncTests` compares every structure with `SongIndexBuilder`,
/// which builds them from the catalogue in Swift.
///
/// `text` holds each string once (one per line); `numbers` holds integers as four base-64
/// characters (digit = byte - 0x30, least significant first), 32 per line. See the script for
/// the record layouts.
struct SongTables: @unchecked Sendable {
    let text: UnsafePointer<UInt8>
    let numbers: UnsafePointer<UInt8>

    init() {
        text = SongTables.text.utf8Start
        numbers = SongTables.numbers.utf8Start
    }

    /// Number `i` of `numbers`.
    @inline(__always) func n(_ i: Int) -> Int {
        // one unaligned 32-bit load: digit k is byte k (little-endian) minus 0x30
        let v = UnsafeRawPointer(numbers + (i &* 4 &+ (i &>> 5))).loadUnaligned(as: UInt32.self) &- 0x3030_3030
        return Int((v & 0x3F) | ((v &>> 2) & 0xFC0) | ((v &>> 4) & 0x3_F000) | ((v &>> 6) & 0xFC_0000))
    }

    /// A string of `text` as (offset, length) numbers at `i`, `i + 1`.
    @inline(__always) func bytes(at i: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text + n(i), count: n(i + 1))
    }

    func string(at i: Int) -> String { String(decoding: bytes(at: i), as: UTF8.self) }

    /// A word list at `i` (count, then one string each): its words and the index after it.
    func words(at i: Int) -> (words: [String], next: Int) {
        let c = n(i)
        var out: [String] = []
        out.reserveCapacity(c)
        for k in 0..<c { out.append(string(at: i + 1 + 2 * k)) }
        return (out, i + 1 + 2 * c)
    }

    // MARK: hash maps

    /// The entry of `key` in the map at `map` (see the script): (value count, value start).
    @inline(__always) static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in key { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h ^ (h >> 29)
    }

    @inline(__always) func lookup(_ map: Int, _ key: UnsafeBufferPointer<UInt8>) -> (count: Int, start: Int)? {
        let h = SongTables.hash(key)
        let check = Int(truncatingIfNeeded: h) & 0xFF_FFFF
        let mask = n(map)
        let entries = map + 2 + mask
        var s = Int(truncatingIfNeeded: h) & mask
        while true {
            let e = n(map + 1 + s)
            if e == 0 { return nil }
            let at = entries + 5 * (e - 1)
            if n(at + 4) == check, SongTables.equal(key, bytes(at: at)) { return (n(at + 2), n(at + 3)) }
            s = (s + 1) & mask
        }
    }

    func lookup(_ map: Int, _ key: String) -> (count: Int, start: Int)? {
        if let r = key.utf8.withContiguousStorageIfAvailable({ lookup(map, $0) }) { return r }
        return Array(key.utf8).withUnsafeBufferPointer { lookup(map, $0) }
    }

    /// Every key of the map at `map` with its (value count, value start), in entry order.
    func entries(_ map: Int) -> [(key: String, count: Int, start: Int)] {
        let mask = n(map)
        var out: [(key: String, count: Int, start: Int)] = []
        for s in 0...mask where n(map + 1 + s) > 0 {
            let at = map + 2 + mask + 5 * (n(map + 1 + s) - 1)
            out.append((string(at: at), n(at + 2), n(at + 3)))
        }
        return out
    }

    @inline(__always) static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }

    // MARK: records

    /// Song `i`: the start of its record.
    @inline(__always) func song(_ i: Int) -> Int { n(SongTables.songIndex + i) }

    func knownSong(_ i: Int) -> KnownSong {
        let r = song(i)
        let aliasCount = n(r + 6)
        var aliases: [String] = []
        aliases.reserveCapacity(aliasCount)
        for k in 0..<aliasCount { aliases.append(string(at: r + 7 + 2 * k)) }
        return KnownSong(title: string(at: r), artist: n(r + 4) == 1 ? string(at: r + 2) : nil,
                         category: SongCategory.allCases[n(r + 5)], aliases: aliases)
    }

    /// Where song `i`'s artist key forms start (count, then word lists).
    @inline(__always) func keyForms(_ i: Int) -> Int {
        let r = song(i)
        return r + 7 + 2 * n(r + 6)
    }

    /// Song `i`'s artist key forms as words (`SongIndexBuilder.artistKeyForms`).
    func artistKeyForms(_ i: Int) -> [[String]] {
        var at = keyForms(i)
        let c = n(at)
        at += 1
        var out: [[String]] = []
        for _ in 0..<c {
            let (w, next) = words(at: at)
            out.append(w)
            at = next
        }
        return out
    }
}

/// The known songs in catalogue order, decoded from `SongTables` on access.
public struct SongList: RandomAccessCollection, Sendable {
    let tables: SongTables
    public var startIndex: Int { 0 }
    public var endIndex: Int { SongTables.songCount }
    public subscript(_ i: Int) -> KnownSong {
        precondition(i >= 0 && i < SongTables.songCount, "song index out of range")
        return tables.knownSong(i)
    }
}

/// Songs by their whole folded key ("atemlos durch die nacht" -> song indices), from `SongTables`.
struct SongKeyIndex: Sendable {
    let tables: SongTables
    subscript(_ key: String) -> [Int]? {
        guard let (count, start) = tables.lookup(SongTables.keyMap, key) else { return nil }
        return (0..<count).map { tables.n(start + $0) }
    }
}
