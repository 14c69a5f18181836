/// A `ByteSink` collecting everything in memory (tests, small exports, stdout).
public final class MemorySink: ByteSink {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public var position: UInt64 { UInt64(bytes.count) }

    public func write(_ raw: UnsafeRawBufferPointer) throws(ExportError) {
        bytes.append(contentsOf: raw)
    }

    public func patch(_ data: [UInt8], at offset: UInt64) throws(ExportError) {
        let start = Int(offset)
        precondition(start + data.count <= bytes.count, "patch past the end")
        bytes.replaceSubrange(start..<(start + data.count), with: data)
    }
}
