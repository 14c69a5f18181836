import Foundation

/// The UTC offset of the *current* local time zone at any moment, as a pure function.
///
/// Follow-up and reminder rules judge "the same calendar day" in the time zone the person is
/// in now. A recorded `LocalTimestamp` only knows the offset in force where it was written, so
/// the rules re-read its instant through this rule. The console passes
/// `UTCOffsetRule(timeZone: .current)`; tests pass a fixed offset or a hand-made DST table.
public struct UTCOffsetRule: Sendable {
    private let offsetAt: @Sendable (Int) -> Int

    /// `offsetAt(epochSeconds)` returns the offset in seconds east of UTC at that instant.
    public init(_ offsetAt: @escaping @Sendable (_ epochSeconds: Int) -> Int) {
        self.offsetAt = offsetAt
    }

    /// The rules of a Foundation time zone (DST switches included).
    public init(timeZone: TimeZone) {
        self.init { epoch in timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(epoch))) }
    }

    /// A zone without DST (or a test that does not care).
    public static func fixed(_ seconds: Int) -> UTCOffsetRule { UTCOffsetRule { _ in seconds } }

    public func offset(atEpoch epochSeconds: Int) -> Int { offsetAt(epochSeconds) }

    /// The instant as wall-clock time of this zone.
    public func local(_ epochSeconds: Int) -> LocalTimestamp {
        LocalTimestamp(epochSeconds: epochSeconds, utcOffsetSeconds: offsetAt(epochSeconds))
    }

    /// The calendar day of a recorded moment, read in this zone.
    public func day(of timestamp: LocalTimestamp) -> DayKey { local(timestamp.epochSeconds).day }
}
