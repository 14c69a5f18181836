import Foundation

/// The time source, injected so every conversation and rule is testable with a fixed clock.
public protocol Clock: Sendable {
    func now() -> LocalTimestamp
}

/// The real wall clock in the process's current time zone.
public struct SystemClock: Clock {
    public init() {}
    public func now() -> LocalTimestamp { LocalTimestamp(date: Date(), timeZone: TimeZone.current) }
}
