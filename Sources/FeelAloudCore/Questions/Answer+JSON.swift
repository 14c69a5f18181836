/// `ask --json` output: the contract keys first ({"intent","range":{"from","to"},"field"}),
/// then the computed numbers. `range.from` stays null for all-time questions; the resolved
/// first day is in "period".
extension Answer {
    public var json: JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("intent", .string(question.intent.rawValue)),
            ("range", question.range.json),
            ("field", question.field.map { .string($0.rawValue) } ?? .null),
        ]
        if let p = question.polarity { pairs.append(("polarity", .string(p.rawValue))) }
        pairs.append(("period", .object([("from", .string(period.from.description)), ("to", .string(period.to.description))])))
        pairs += Self.numbers(period)
        if let c = count {
            pairs.append(("count", .object([
                ("matching", .int(c.matchingItems)),
                ("matchingDays", .int(c.matchingDays.count)),
                ("considered", .int(c.consideredItems)),
                ("answer", .bool(c.matchingItems > 0)),
                // the most recent 366 matching days (all of them for shorter lists)
                ("days", .array(c.matchingDays.suffix(366).map { .string($0.description) })),
                ("daysTruncated", .bool(c.matchingDays.count > 366)),
            ])))
        }
        if let l = last {
            pairs.append(("last", .object([
                ("day", l.day.map { .string($0.description) } ?? .null),
                ("daysAgo", l.daysAgo.map(JSONValue.int) ?? .null),
            ])))
        }
        if let t = trend {
            pairs.append(("trend", .object([
                ("metric", .string(t.metric)),
                ("current", t.current.map { .number(Self.round($0)) } ?? .null),
                ("previous", t.previous.map { .number(Self.round($0)) } ?? .null),
                ("direction", .string(t.direction.rawValue)),
            ])))
        }
        if question.intent == .list {
            pairs.append(("list", .array(listed.map { e in
                .object([("id", .string(e.id)), ("day", .string(e.day.description)), ("fields", e.fields.json),
                         ("transcript", .string(e.transcript))])
            })))
        }
        if let p = previous {
            var prev: [(String, JSONValue)] = [("from", .string(p.from.description)), ("to", .string(p.to.description))]
            prev += Self.numbers(p).filter { $0.0 != "songs" && $0.0 != "songsByDistress" }
            pairs.append(("previous", .object(prev)))
        }
        return .object(pairs)
    }

    static func round(_ x: Double) -> Double { (x * 100).rounded() / 100 }

    static func severityObject(_ counts: [Int]) -> JSONValue {
        .object(Severity.allCases.map { ($0.rawValue, .int(counts[$0.rank])) })
    }

    static func numbers(_ p: PeriodStats) -> [(String, JSONValue)] {
        func song(_ s: SongStat) -> JSONValue {
            .object([("name", .string(s.name)), ("days", .int(s.days)),
                     ("maxDistress", s.maxDistress.map { .string($0.rawValue) } ?? .null)])
        }
        return [
            ("days", .int(p.dayCount)),
            ("entries", .int(p.entryCount)),
            ("daysWithEntries", .int(p.daysWithEntries)),
            ("mood", .object([("good", .int(p.goodDays)), ("neutral", .int(p.neutralDays)), ("bad", .int(p.badDays))])),
            ("checkIns", .object([
                ("count", .int(p.checkIns.count)),
                ("average", p.checkInAverage.map { .number(round($0)) } ?? .null),
                ("distribution", .object((1...5).map { (String($0), .int(p.checkInDistribution[$0 - 1])) })),
            ])),
            ("earwormDays", .int(p.earwormDays)),
            ("songs", .array(p.songsByCount.map(song))),
            ("songsByDistress", .array(p.songsByDistress.map(song))),
            ("distress", severityObject(p.distressDays)),
            ("stress", severityObject(p.stressDays)),
            ("socialContactDays", .int(p.socialContactDays)),
            ("countermeasures", .object([
                ("days", .int(p.countermeasureDays)),
                ("easedNextDay", .int(p.countermeasureEased)),
                ("evaluated", .int(p.countermeasureEvaluated)),
                ("activities", .array(p.activities.map { .object([("name", .string($0.name)), ("days", .int($0.days))]) })),
            ])),
            ("streak", .object([("current", .int(p.currentStreak)), ("longest", .int(p.longestStreak))])),
        ]
    }
}
