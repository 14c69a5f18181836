import FeelAloudCore

/// A clock that always answers the same moment (tests and golden transcripts).
public struct FixedClock: Clock {
    public let moment: LocalTimestamp
    public init(_ moment: LocalTimestamp) { self.moment = moment }
    public func now() -> LocalTimestamp { moment }
}
