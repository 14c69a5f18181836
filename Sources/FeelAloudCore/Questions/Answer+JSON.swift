/// `ask --json` output: the contract keys first ({"intent","range":{"from","to"},"field"}),
/// then the computed numbers. `range.from` stays null for all-time questions; the resolved
/// first day is in "period".
extension Answer {
    public var json: JSONValue {
        var pairs = question.jsonPairs
        if question.needsClarification {
            pairs.append(("clarify", .string(Messages.clarify(question))))
            return .object(pairs)
        }
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
            // the most recent 366 entries (all of them for shorter lists), like "count.days"
            pairs.append(("listTotal", .int(listedTotal)))
            pairs.append(("listTruncated", .bool(listedTotal > listed.count)))
            pairs.append(("list", .array(listed.map { e in
                .object([("id", .string(e.id)), ("day", .string(e.day.description)), ("fields", e.fields.json),
                         ("transcript", .string(e.transcript))])
            })))
        }
        if let x = extreme {
            pairs.append(("extreme", .object([
                ("days", .array(x.days.map { .string($0.description) })),
                ("mood", x.mood.map { .string($0.rawValue) } ?? .null),
                ("checkInAverage", x.checkInAverage.map { .number(Self.round($0)) } ?? .null),
                ("tie", .bool(x.isTie)),
                ("considered", .int(x.considered)),
            ])))
        }
        if let e = effect { pairs.append(("effect", Self.effectJSON(e))) }
        if let p = previous {
            var prev: [(String, JSONValue)] = [("from", .string(p.from.description)), ("to", .string(p.to.description))]
            prev += Self.numbers(p).filter { $0.0 != "songs" && $0.0 != "songsByDistress" }
            pairs.append(("previous", .object(prev)))
        }
        return .object(pairs)
    }

    static func round(_ x: Double) -> Double { (x * 100).rounded() / 100 }

    static func shareJSON(_ s: EffectResult.Share) -> JSONValue {
        .object([("hits", .int(s.hits)), ("days", .int(s.days))])
    }

    static func effectJSON(_ e: EffectResult) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("enough", .bool(e.enough)), ("minimumDays", .int(EffectResult.minimumDays))]
        switch e.kind {
        case let .mood(with, without):
            pairs += [("outcome", .string("goodMood")), ("with", shareJSON(with)), ("without", shareJSON(without))]
        case let .countermeasure(activity, with, without, activities):
            pairs += [("outcome", .string("easedNextDay")), ("activity", activity.map(JSONValue.string) ?? .null),
                      ("with", shareJSON(with)), ("without", shareJSON(without)),
                      ("activities", .array(activities.map { .object([("name", .string($0.name)), ("hits", .int($0.share.hits)),
                                                                      ("days", .int($0.share.days))]) }))]
        case let .weekday(shares):
            pairs += [("outcome", .string("goodMood")),
                      ("weekdays", .array(shares.enumerated().map { i, s in
                          .object([("weekday", .int(i + 1)), ("hits", .int(s.hits)), ("days", .int(s.days))]) }))]
        }
        return .object(pairs)
    }

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
                ("count", .int(p.checkInCount)),
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
