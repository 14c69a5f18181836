/// Where exporters put their bytes: a file being written (seekable, so the ZIP writer can
/// patch sizes into local headers) or memory in tests.
public protocol ByteSink: AnyObject {
    /// Bytes written so far (the offset of the next write).
    var position: UInt64 { get }
    func write(_ bytes: UnsafeRawBufferPointer) throws(ExportError)
    /// Overwrites already written bytes at `offset` (never past `position`).
    func patch(_ bytes: [UInt8], at offset: UInt64) throws(ExportError)
}

extension ByteSink {
    public func write(_ bytes: [UInt8]) throws(ExportError) {
        let result: Result<Void, ExportError> = bytes.withUnsafeBytes { raw in
            do throws(ExportError) { try write(raw); return .success(()) } catch { return .failure(error) }
        }
        try result.get()
    }
}
