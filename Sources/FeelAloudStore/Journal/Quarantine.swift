import FeelAloudCore

/// The quarantine: copies of bad journal lines in `quarantine/<month>.jsonl`, one JSON object
/// per line naming the journal file, the line number, the problem and the raw text ("raw";
/// when the bytes are not valid UTF-8 also "rawBase64", so the copy is byte-exact). The
/// journal itself is never changed. Which lines are already quarantined is read back from
/// these files (keyed by file, line and a hash of the bytes), so nothing is copied twice and
/// the "index" is always rebuildable.
struct Quarantine {
    let directory: String
    /// Keys already quarantined, per quarantine file (filled lazily).
    private var known: [String: Set<String>] = [:]

    init(directory: String) { self.directory = directory }

    func path(forJournalFile name: String) -> String { directory + "/" + name }

    static func key(file: String, line: Int, bytes: UnsafeBufferPointer<UInt8>) -> String {
        file + ":" + String(line) + ":" + fnv1a(bytes)
    }

    static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private mutating func knownKeys(journalFile name: String) throws(StoreError) -> Set<String> {
        if let k = known[name] { return k }
        var keys = Set<String>()
        if let bytes = try Posix.readFile(path(forJournalFile: name)) {
            var start = 0
            bytes.withUnsafeBufferPointer { buf in
                for i in 0..<buf.count where buf[i] == 0x0A {
                    let slice = UnsafeBufferPointer(rebasing: buf[start..<i])
                    start = i + 1
                    guard let v = try? JSONValue.parse(bytes: slice), let key = v["key"]?.stringValue else { continue }
                    keys.insert(key)
                }
            }
        }
        known[name] = keys
        return keys
    }

    /// Copies a bad line unless it is already there; returns the quarantine file path.
    mutating func keep(
        journalFile name: String, relativePath: String, line: Int, key: String, problem: String,
        reason: String?, bytes: UnsafeBufferPointer<UInt8>, now: LocalTimestamp
    ) throws(StoreError) -> String {
        let target = path(forJournalFile: name)
        var keys = try knownKeys(journalFile: name)
        if keys.contains(key) { return target }
        var pairs: [(String, JSONValue)] = [
            ("key", .string(key)), ("file", .string(relativePath)), ("line", .int(line)),
            ("problem", .string(problem)),
        ]
        if let reason { pairs.append(("reason", .string(reason))) }
        pairs.append(("quarantinedAt", .string(now.iso8601)))
        pairs.append(("raw", .string(String(decoding: bytes, as: UTF8.self))))
        if JournalFileScan.firstInvalidUTF8(bytes) != nil { pairs.append(("rawBase64", .string(Self.base64(bytes)))) }
        let text = JSONValue.object(pairs).serialized() + "\n"
        let (fd, created) = try Posix.openForAppend(target)
        do throws(StoreError) {
            try Posix.writeAll(fd, Array(text.utf8), path: target)
            try Posix.fsyncFile(fd, path: target)
        } catch {
            _ = close(fd)
            throw error
        }
        _ = close(fd)
        if created { try Posix.fsyncDirectory(directory) }
        keys.insert(key)
        known[name] = keys
        return target
    }

    static func base64(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let table = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let b0 = UInt32(bytes[i])
            let b1 = i + 1 < bytes.count ? UInt32(bytes[i + 1]) : 0
            let b2 = i + 2 < bytes.count ? UInt32(bytes[i + 2]) : 0
            let v = b0 << 16 | b1 << 8 | b2
            out.append(table[Int(v >> 18 & 63)])
            out.append(table[Int(v >> 12 & 63)])
            out.append(i + 1 < bytes.count ? table[Int(v >> 6 & 63)] : UInt8(ascii: "="))
            out.append(i + 2 < bytes.count ? table[Int(v & 63)] : UInt8(ascii: "="))
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Forgets cached keys (another process may have added some).
    mutating func reset() { known = [:] }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
