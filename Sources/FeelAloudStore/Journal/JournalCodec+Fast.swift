import FeelAloudCore

extension JournalCodec {
    /// `decode(bytes:)` with the fast path for lines in the codec's own form.
    static func decodeLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Decoded {
        if let r = CanonicalRecordDecoder.record(bytes) { return .record(r, version: currentVersion) }
        return decode(bytes: bytes)
    }
}
