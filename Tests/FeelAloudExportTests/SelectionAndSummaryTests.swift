import Testing
import FeelAloudCore
@testable import FeelAloudExport

@Test func selectionFiltersByDay() {
    let d = ExportFixtures.diary
    let all = ExportSelection(diary: d, range: nil)
    #expect(all.entries.count == 13)  // e4 is deleted; e1 appears once (latest revision)
    #expect(all.snapshots.count == 3)
    #expect(all.from == DayKey("2026-11-20"))
    #expect(all.to == DayKey("2026-11-29"))
    let part = ExportSelection(diary: d, range: DateRange(from: DayKey("2026-11-27"), to: DayKey("2026-11-28")!))
    #expect(part.entries.map(\.id) == ["e2"])  // e2's day is the 27th although written on the 28th
    #expect(part.snapshots.map(\.id) == ["s3", "s2"])
    let open = ExportSelection(diary: d, range: DateRange(from: nil, to: DayKey("2026-11-26")!))
    #expect(open.entries.map(\.id).contains("e3"))
    #expect(open.from == DayKey("2026-11-20"))
    #expect(open.to == DayKey("2026-11-26"))
}

@Test func summaryFigures() {
    let s = ExportSummary(ExportSelection(diary: ExportFixtures.diary, range: nil))
    #expect(s.entryCount == 13)
    #expect(s.snapshotCount == 3)
    #expect(s.averageRating == Double(1 + 4 + 5) / 3)
    #expect(s.daysWithEntries == 4)
    #expect(s.daysWithEarworm == 2)
    #expect(s.daysWithSocialContact == 1)
    #expect(s.mood[.bad] == 1 && s.mood[.good] == 1 && s.mood[.neutral] == 11)
    #expect(s.distress[.medium] == 1)  // e1's second revision
    #expect(s.stress[Severity.none] == 10 && s.stress[.low] == 1)
    #expect(s.ratings[.veryBad] == 1)
    let lines = s.lines
    #expect(lines.first?.value == .day(DayKey("2026-11-20")!))
    #expect(lines.contains { $0.label == "Tage mit Ohrwurm" && $0.value == .count(2) && $0.share == 0.5 })
}

@Test func emptyDiarySummary() {
    let s = ExportSummary(ExportSelection(diary: Diary(), range: nil))
    #expect(s.averageRating == nil)
    #expect(s.lines[0].value == .text("—"))
}

@Test func fieldTextsFollowConditionalRules() {
    let f = EntryFields(mood: .good, musicInHead: true, songName: nil, earwormStrength: .weak)
    #expect(ExportColumns.fieldText(f, .songName) == "")
    #expect(ExportColumns.fieldText(f, .earwormStrength) == "schwach")
    #expect(ExportColumns.fieldText(f, .stress) == "—")
    #expect(ExportColumns.fieldText(f, .countermeasureActivity) == "—")
    #expect(ExportColumns.diaryHeader.count == 13)
    #expect(ExportColumns.diaryHeader[2...10].joined(separator: ",")
        == "Stimmung,Musik im Kopf,Lied,Ohrwurm-Stärke,Leidensdruck,Gegenmaßnahmen,Gegenmaßnahme,Sozialkontakt,Stress")
}
