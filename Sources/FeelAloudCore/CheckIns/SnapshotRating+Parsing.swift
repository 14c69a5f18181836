extension SnapshotRating {
    /// The rating a single key chooses ('1'–'5'), or nil.
    public init?(key: UInt8) {
        guard key >= UInt8(ascii: "1"), key <= UInt8(ascii: "5") else { return nil }
        self.init(rawValue: Int(key - UInt8(ascii: "0")))
    }
}
