/// An inclusive range of local dates. `from == nil` means "from the first stored record".
public struct DateRange: Hashable, Sendable {
    public var from: DayKey?
    public var to: DayKey

    public init(from: DayKey?, to: DayKey) {
        self.from = from
        self.to = to
    }

    public func contains(_ day: DayKey) -> Bool {
        if let from, day < from { return false }
        return day <= to
    }

    /// Number of days, when bounded.
    public var dayCount: Int? { from.map { to.dayNumber - $0.dayNumber + 1 } }

    public var json: JSONValue {
        .object([("from", from.map { .string($0.description) } ?? .null), ("to", .string(to.description))])
    }
}
