import Dispatch

/// How ZIP entries are stored.
public enum ZipCompression: Sendable {
    /// Uncompressed (method 0).
    case stored
    /// Raw DEFLATE (method 8) by `FastDeflater`.
    case deflate
}

/// A streaming ZIP writer (stored or deflated entries).
///
/// Each entry's bytes go through an internal buffer into the sink; CRC-32 and sizes are
/// computed on the way and patched into the local header afterwards (the sink is seekable),
/// so no data descriptors are needed and memory stays bounded by the buffer.
/// Timestamps are fixed (1980-01-01 00:00) so equal content gives equal bytes.
/// Names are flagged UTF-8 (general purpose bit 11). A deflated entry's buffers are checksummed,
/// compressed (`FastDeflater`) and written on a second thread (issue #14), at most two buffers
/// ahead; the bytes are the same as done inline.
public final class ZipWriter: @unchecked Sendable {
    struct Entry {
        var name: [UInt8]
        var offset: UInt64
        var crc: UInt32
        var size: UInt64
        var compressedSize: UInt64
    }

    let sink: ByteSink
    public let compression: ZipCompression
    private var deflater: FastDeflater?
    private var compressedSize: UInt64 = 0
    private var method: UInt16 { compression == .deflate ? 8 : 0 }
    private var entries: [Entry] = []
    private var current: Entry?
    private var crc = CRC32()
    private var buffer: [UInt8] = []
    private var entrySize: UInt64 = 0
    private let flushThreshold = 1 << 18
    private var finished = false

    static let dosTime: UInt16 = 0
    static let dosDate: UInt16 = (0 << 9) | (1 << 5) | 1  // 1980-01-01
    static let flags: UInt16 = 0x0800  // UTF-8 names

    public init(sink: ByteSink, compression: ZipCompression = .deflate) {
        self.sink = sink
        self.compression = compression
        buffer.reserveCapacity(flushThreshold + 65_536)
    }

    /// Starts a new entry (the previous one must be ended).
    public func beginEntry(_ name: String) throws(ExportError) {
        precondition(current == nil && !finished, "ZipWriter: entry still open or archive finished")
        guard entries.count < 65_535 else { throw .tooLarge(part: name) }
        let nameBytes = Array(name.utf8)
        let entry = Entry(name: nameBytes, offset: sink.position, crc: 0, size: 0, compressedSize: 0)
        guard entry.offset < 0xFFFF_FFFF else { throw .tooLarge(part: name) }
        var h: [UInt8] = []
        h.le32(0x0403_4B50)
        h.le16(20); h.le16(Self.flags); h.le16(method)  // version, flags, method
        h.le16(Self.dosTime); h.le16(Self.dosDate)
        h.le32(0); h.le32(0); h.le32(0)  // crc, sizes: patched in endEntry
        h.le16(UInt16(nameBytes.count)); h.le16(0)
        h.append(contentsOf: nameBytes)
        try sink.write(h)
        current = entry
        crc = CRC32()
        entrySize = 0
        compressedSize = 0
        deflater = compression == .deflate ? FastDeflater() : nil
    }

    /// Appends bytes to the open entry.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(ExportError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= flushThreshold { try flush() }
    }

    public func write(_ bytes: [UInt8]) throws(ExportError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= flushThreshold { try flush() }
    }

    public func write(_ text: String) throws(ExportError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= flushThreshold { try flush() }
    }

    /// Direct access to the pending buffer for hot loops; call `flushIfNeeded` afterwards.
    public func withBuffer(_ body: (inout [UInt8]) -> Void) {
        body(&buffer)
    }

    public func flushIfNeeded() throws(ExportError) {
        if buffer.count >= flushThreshold { try flush() }
    }

    /// The compressing thread (deflated entries) and how many buffers it may hold.
    private let worker = DispatchQueue(label: "feelaloud.zip.deflate")
    private let slots = DispatchSemaphore(value: 2)
    /// The first failure of a write on the worker (read here only after `drain`).
    private var workerError: ExportError?

    /// Compresses `chunk` on the worker: CRC, deflate, write.
    private func compressAsync(_ chunk: [UInt8]) {
        slots.wait()
        worker.async { [self] in
            defer { slots.signal() }
            guard workerError == nil, deflater != nil else { return }
            chunk.withUnsafeBytes { raw in
                crc.update(raw)
                deflater!.compress(raw)
            }
            let out = deflater!.takeOutput()
            do throws(ExportError) { try sink.write(out) } catch { workerError = error; return }
            compressedSize += UInt64(out.count)
        }
    }

    /// Waits for the worker; rethrows its failure.
    private func drain() throws(ExportError) {
        worker.sync {}
        if let e = workerError { throw e }
    }

    private func flush() throws(ExportError) {
        guard !buffer.isEmpty else { return }
        if deflater != nil {
            compressAsync(buffer)  // a failure there is reported by `endEntry`
        } else {
            let result: Result<Void, ExportError> = buffer.withUnsafeBytes { raw in
                crc.update(raw)
                do throws(ExportError) { try sink.write(raw); return .success(()) } catch { return .failure(error) }
            }
            try result.get()
            compressedSize += UInt64(buffer.count)
        }
        entrySize += UInt64(buffer.count)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Ends the open entry and patches CRC and sizes into its local header.
    public func endEntry() throws(ExportError) {
        guard var entry = current else { preconditionFailure("ZipWriter: no open entry") }
        try flush()
        try drain()
        if deflater != nil {
            deflater!.finish()
            let out = deflater!.takeOutput()
            try sink.write(out)
            compressedSize += UInt64(out.count)
            deflater = nil
        }
        guard entrySize < 0xFFFF_FFFF, compressedSize < 0xFFFF_FFFF else {
            throw .tooLarge(part: String(decoding: entry.name, as: UTF8.self))
        }
        entry.crc = crc.value
        entry.size = entrySize
        entry.compressedSize = compressedSize
        var p: [UInt8] = []
        p.le32(entry.crc); p.le32(UInt32(entry.compressedSize)); p.le32(UInt32(entry.size))
        try sink.patch(p, at: entry.offset + 14)
        entries.append(entry)
        current = nil
    }

    /// Adds an entry compressed aside (`BufferedZipEntry`, finished): header with its CRC and
    /// sizes, then its bytes.
    func addEntry(_ part: BufferedZipEntry) throws(ExportError) {
        precondition(current == nil && !finished, "ZipWriter: entry still open or archive finished")
        precondition(part.compression == compression, "ZipWriter: entry compressed differently")
        let data = part.finish()
        guard entries.count < 65_535 else { throw .tooLarge(part: part.name) }
        let nameBytes = Array(part.name.utf8)
        let entry = Entry(name: nameBytes, offset: sink.position, crc: part.crc, size: part.size,
                          compressedSize: UInt64(data.count))
        guard entry.offset < 0xFFFF_FFFF, entry.size < 0xFFFF_FFFF, entry.compressedSize < 0xFFFF_FFFF else {
            throw .tooLarge(part: part.name)
        }
        var h: [UInt8] = []
        h.le32(0x0403_4B50)
        h.le16(20); h.le16(Self.flags); h.le16(method)
        h.le16(Self.dosTime); h.le16(Self.dosDate)
        h.le32(entry.crc); h.le32(UInt32(entry.compressedSize)); h.le32(UInt32(entry.size))
        h.le16(UInt16(nameBytes.count)); h.le16(0)
        h.append(contentsOf: nameBytes)
        try sink.write(h)
        try sink.write(data)
        entries.append(entry)
    }

    /// Convenience: one whole entry.
    public func addEntry(_ name: String, _ bytes: [UInt8]) throws(ExportError) {
        try beginEntry(name)
        try write(bytes)
        try endEntry()
    }

    /// Writes the central directory; the archive is complete afterwards.
    public func finish() throws(ExportError) {
        precondition(current == nil && !finished, "ZipWriter: entry still open or archive finished")
        let cdOffset = sink.position
        guard cdOffset < 0xFFFF_FFFF else { throw .tooLarge(part: "central directory") }
        var cd: [UInt8] = []
        for e in entries {
            cd.le32(0x0201_4B50)
            cd.le16(0x031E)  // made by: Unix, spec 3.0
            cd.le16(20); cd.le16(Self.flags); cd.le16(method)
            cd.le16(Self.dosTime); cd.le16(Self.dosDate)
            cd.le32(e.crc); cd.le32(UInt32(e.compressedSize)); cd.le32(UInt32(e.size))
            cd.le16(UInt16(e.name.count)); cd.le16(0); cd.le16(0)  // name, extra, comment
            cd.le16(0); cd.le16(0)  // disk, internal attributes
            cd.le32(UInt32(0o100644) << 16)  // external: regular file rw-r--r--
            cd.le32(UInt32(e.offset))
            cd.append(contentsOf: e.name)
        }
        var end: [UInt8] = []
        end.le32(0x0605_4B50)
        end.le16(0); end.le16(0)
        end.le16(UInt16(entries.count)); end.le16(UInt16(entries.count))
        end.le32(UInt32(cd.count)); end.le32(UInt32(cdOffset))
        end.le16(0)
        try sink.write(cd)
        try sink.write(end)
        finished = true
    }
}

/// One ZIP entry compressed into memory while another entry streams into the archive (the
/// workbook's check-in sheet is written alongside the diary sheet in one pass over the
/// store); `ZipWriter.addEntry(_:)` then copies it in. Holds the compressed bytes only.
final class BufferedZipEntry: @unchecked Sendable {
    let name: String
    let compression: ZipCompression
    private(set) var crc32 = CRC32()
    private(set) var size: UInt64 = 0
    private var buffer: [UInt8] = []
    private var output: [UInt8] = []
    private var deflater: FastDeflater?
    private let flushThreshold = 1 << 18

    init(name: String, compression: ZipCompression) {
        self.name = name
        self.compression = compression
        deflater = compression == .deflate ? FastDeflater() : nil
        buffer.reserveCapacity(flushThreshold + 65_536)
    }

    var crc: UInt32 { crc32.value }

    func write(_ text: String) throws(ExportError) {
        buffer.append(contentsOf: text.utf8)
        flushIfNeeded()
    }

    func withBuffer(_ body: (inout [UInt8]) -> Void) { body(&buffer) }

    func flushIfNeeded() {
        if buffer.count >= flushThreshold { flush() }
    }

    /// The compressing thread and how many buffers it may hold (issue #14: as `ZipWriter`'s
    /// entries, so the check-in sheet is not compressed on the thread building the rows).
    private let worker = DispatchQueue(label: "feelaloud.zip.aside")
    private let slots = DispatchSemaphore(value: 2)

    private func flush() {
        guard !buffer.isEmpty else { return }
        let chunk = buffer
        slots.wait()
        worker.async { [self] in
            defer { slots.signal() }
            chunk.withUnsafeBytes { raw in
                crc32.update(raw)
                if deflater != nil { deflater!.compress(raw) }
            }
            if deflater != nil { output += deflater!.takeOutput() } else { output += chunk }
        }
        size += UInt64(buffer.count)
        buffer.removeAll(keepingCapacity: true)
    }

    /// The whole entry's stored bytes (ends the deflate stream).
    func finish() -> [UInt8] {
        flush()
        worker.sync {}
        if deflater != nil {
            deflater!.finish()
            output += deflater!.takeOutput()
            deflater = nil
        }
        return output
    }
}

extension [UInt8] {
    mutating func le16(_ v: UInt16) {
        append(UInt8(v & 0xFF)); append(UInt8(v >> 8))
    }

    mutating func le32(_ v: UInt32) {
        append(UInt8(v & 0xFF)); append(UInt8((v >> 8) & 0xFF))
        append(UInt8((v >> 16) & 0xFF)); append(UInt8(v >> 24))
    }
}
