import FeelAloudCore

/// The figures on the "Übersicht" sheet, computed purely from a selection.
public struct ExportSummary: Equatable, Sendable {
    public var from: DayKey?
    public var to: DayKey?
    public var entryCount = 0
    public var snapshotCount = 0
    /// Mean check-in rating (1–5), nil without check-ins.
    public var averageRating: Double?
    /// Distinct days with at least one entry.
    public var daysWithEntries = 0
    public var daysWithEarworm = 0
    public var daysWithSocialContact = 0
    public var mood: [Mood: Int] = [:]
    /// Among entries with music in the head; nil key = not stated.
    public var earwormStrength: [EarwormStrength?: Int] = [:]
    public var distress: [Severity?: Int] = [:]
    /// Among entries without music in the head; nil key = not stated.
    public var stress: [Severity?: Int] = [:]
    public var ratings: [SnapshotRating: Int] = [:]
    public var entriesWithMusic = 0

    public init(_ s: ExportSelection) {
        from = s.from
        to = s.to
        entryCount = s.entries.count
        snapshotCount = s.snapshots.count
        var days = Set<DayKey>(), earworm = Set<DayKey>(), social = Set<DayKey>()
        for e in s.entries {
            days.insert(e.day)
            mood[e.fields.mood, default: 0] += 1
            if e.fields.musicInHead {
                entriesWithMusic += 1
                earworm.insert(e.day)
                earwormStrength[e.fields.earwormStrength, default: 0] += 1
                distress[e.fields.distress, default: 0] += 1
            } else {
                stress[e.fields.stress, default: 0] += 1
            }
            if e.fields.socialContact { social.insert(e.day) }
        }
        daysWithEntries = days.count
        daysWithEarworm = earworm.count
        daysWithSocialContact = social.count
        var sum = 0
        for sn in s.snapshots {
            ratings[sn.rating, default: 0] += 1
            sum += sn.rating.rawValue
        }
        averageRating = s.snapshots.isEmpty ? nil : Double(sum) / Double(s.snapshots.count)
    }

    /// One line of the overview: label, value, optional share (0…1).
    public struct Line: Equatable, Sendable {
        public enum Value: Equatable, Sendable {
            case day(DayKey)
            case count(Int)
            case decimal(Double)
            case text(String)
            case blank
        }
        public var label: String
        public var value: Value
        public var share: Double?
    }

    /// The overview as rows, in display order.
    public var lines: [Line] {
        var out: [Line] = []
        func share(_ n: Int, _ of: Int) -> Double? { of > 0 ? Double(n) / Double(of) : nil }
        out.append(Line(label: Messages.summaryPeriodFrom, value: from.map(Line.Value.day) ?? .text("—"), share: nil))
        out.append(Line(label: Messages.summaryPeriodTo, value: to.map(Line.Value.day) ?? .text("—"), share: nil))
        out.append(Line(label: Messages.summaryEntries, value: .count(entryCount), share: nil))
        out.append(Line(label: Messages.summaryDaysWithEntries, value: .count(daysWithEntries), share: nil))
        out.append(Line(label: Messages.summarySnapshots, value: .count(snapshotCount), share: nil))
        out.append(Line(label: Messages.summaryAverageRating,
                        value: averageRating.map(Line.Value.decimal) ?? .text("—"), share: nil))
        out.append(Line(label: Messages.summaryDaysWithEarworm, value: .count(daysWithEarworm),
                        share: share(daysWithEarworm, daysWithEntries)))
        out.append(Line(label: Messages.summaryDaysWithSocialContact, value: .count(daysWithSocialContact),
                        share: share(daysWithSocialContact, daysWithEntries)))
        for m in Mood.allCases {
            let n = mood[m] ?? 0
            out.append(Line(label: "Stimmung: \(GermanLabels.label(m))", value: .count(n), share: share(n, entryCount)))
        }
        let strengths: [EarwormStrength?] = EarwormStrength.allCases.map { $0 } + [nil]
        for s in strengths {
            let n = earwormStrength[s] ?? 0
            let name = s.map(GermanLabels.label) ?? GermanLabels.notStated
            out.append(Line(label: "\(GermanLabels.label(.earwormStrength)): \(name)", value: .count(n),
                            share: share(n, entriesWithMusic)))
        }
        let severities: [Severity?] = Severity.allCases.map { $0 } + [nil]
        for s in severities {
            let n = distress[s] ?? 0
            let name = s.map(GermanLabels.label) ?? GermanLabels.notStated
            out.append(Line(label: "\(GermanLabels.label(.distress)): \(name)", value: .count(n),
                            share: share(n, entriesWithMusic)))
        }
        for s in severities {
            let n = stress[s] ?? 0
            let name = s.map(GermanLabels.label) ?? GermanLabels.notStated
            out.append(Line(label: "\(GermanLabels.label(.stress)): \(name)", value: .count(n),
                            share: share(n, entryCount - entriesWithMusic)))
        }
        for r in SnapshotRating.allCases.reversed() {
            let n = ratings[r] ?? 0
            out.append(Line(label: "Momentaufnahme \(r.rawValue) (\(GermanLabels.label(r)))", value: .count(n),
                            share: share(n, snapshotCount)))
        }
        return out
    }
}
