extension SnapshotRating {
    /// Words accepted for each level (lowercased, whitespace collapsed), besides the digits 1–5.
    public static let inputWords: [String: SnapshotRating] = [
        "sehr gut": .veryGood, "gut": .good, "neutral": .neutral, "schlecht": .bad,
        "sehr schlecht": .veryBad, "mittel": .neutral, "ok": .neutral, "okay": .neutral,
    ]

    /// Parses a typed choice: "1"–"5" or a level word ("sehr gut", "Schlecht", …); nil otherwise.
    public init?(userInput text: String) {
        let words = text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        if let digit = Int(words), let r = SnapshotRating(rawValue: digit) {
            self = r
        } else if let r = SnapshotRating.inputWords[words] {
            self = r
        } else {
            return nil
        }
    }

    /// The rating a single key chooses ('1'–'5'), or nil.
    public init?(key: UInt8) {
        guard key >= UInt8(ascii: "1"), key <= UInt8(ascii: "5") else { return nil }
        self.init(rawValue: Int(key - UInt8(ascii: "0")))
    }
}
