import FeelAloudCore

/// Field #9 (stress): the highest stated stress level of the writer on the entry's day.
extension ParagraphReader {
    func stress() -> Severity? {
        var best: Severity? = nil
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            for k in a.byClause[c] {
                guard case let .stress(level) = a.cue(k) else { continue }
                var v: Severity
                switch a.polarity(k) {
                case .negated: v = level == .none ? .medium : .none
                case .partial: v = level == .none ? .low : ParagraphReader.severity(level, shiftedBy: -1)
                case .affirmed: v = ParagraphReader.severity(level, shiftedBy: shift(k))
                }
                if best == nil || v > best! { best = v }
            }
        }
        return best
    }
}
