/// How often one song (grouped case-insensitively) was in the head in a period and how much
/// it bothered: `days` with it, the highest and the average stated distress.
public struct SongStat: Equatable, Sendable {
    public var name: String
    public var days: Int
    public var maxDistress: Severity?
    /// Mean distress rank (0 none … 3 high) over the days with a stated distress, nil if none.
    public var averageDistress: Double?

    public init(name: String, days: Int, maxDistress: Severity?, averageDistress: Double?) {
        self.name = name
        self.days = days
        self.maxDistress = maxDistress
        self.averageDistress = averageDistress
    }
}
