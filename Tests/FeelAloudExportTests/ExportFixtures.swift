import Foundation
import FeelAloudCore
@testable import FeelAloudExport

/// A small diary with every kind of record and the awkward texts exports must survive.
enum ExportFixtures {
    static let offset = 3600
    static func ts(_ text: String) -> LocalTimestamp { LocalTimestamp(iso8601: text)! }

    static let trickyTexts = [
        "=1+1", "+49 170 1234567", "-5 Grad draußen", "@jemand", "\tTab vorne",
        "Semikolon; \"Anführung\" und\nneue Zeile", "_x0041_ bleibt so", "Glocke\u{07}Ton",
        "Ärger über Öl & Übermut <b>", "Emoji 🎵 und ß",
    ]

    static var records: [JournalRecord] {
        var r: [JournalRecord] = []
        let e1 = DiaryEntry(
            id: "e1", createdAt: ts("2026-11-29T21:14:05+01:00"), day: DayKey("2026-11-29")!,
            fields: EntryFields(mood: .bad, musicInHead: true, songName: "Atemlos durch die Nacht",
                                earwormStrength: .strong, distress: .high, countermeasureActivity: "Kaugummi gekaut",
                                socialContact: true),
            transcript: "Den ganzen Tag Atemlos im Kopf, unerträglich. Kaugummi gekaut, half nicht.", source: .repl)
        r.append(.entry(e1))
        var e1b = e1
        e1b.revision = 2
        e1b.revisedAt = ts("2026-11-29T21:20:00+01:00")
        e1b.fields.distress = .medium
        r.append(.entry(e1b))
        let e2 = DiaryEntry(
            id: "e2", createdAt: ts("2026-11-28T08:00:00+01:00"), day: DayKey("2026-11-27")!,
            fields: EntryFields(mood: .good, stress: .low),
            transcript: "Nachtrag zu gestern: etwas Stress, aber schön. Ärger über Öl & Übermut", source: .cli)
        r.append(.entry(e2))
        let e3 = DiaryEntry(
            id: "e3", createdAt: ts("2026-11-26T23:59:59-05:00"), day: DayKey("2026-11-26")!,
            fields: EntryFields(mood: .neutral, musicInHead: true, songName: "=HYPERLINK(\"x\")"),
            transcript: "=1+1", source: .import)
        r.append(.entry(e3))
        let gone = DiaryEntry(id: "e4", createdAt: ts("2026-11-25T10:00:00+01:00"), day: DayKey("2026-11-25")!,
                              fields: EntryFields(), transcript: "gelöscht", source: .repl)
        r.append(.entry(gone))
        r.append(.tombstone(Tombstone(id: "e4", revision: 2, deletedAt: ts("2026-11-25T11:00:00+01:00"))))
        for (i, text) in trickyTexts.enumerated() {
            let t = ts("2026-11-20T12:00:00+01:00")
            let e = DiaryEntry(id: "t\(i)", createdAt: LocalTimestamp(epochSeconds: t.epochSeconds + i * 60, utcOffsetSeconds: offset),
                               day: DayKey("2026-11-20")!, fields: EntryFields(mood: .neutral, stress: Severity.none),
                               transcript: text, source: .repl)
            r.append(.entry(e))
        }
        var s1 = Snapshot(id: "s1", createdAt: ts("2026-11-29T09:30:00+01:00"), rating: .veryBad, source: .notification)
        r.append(.snapshot(s1))
        s1.revision = 2
        s1.revisedAt = ts("2026-11-29T10:00:00+01:00")
        s1.followUpNote = "-Kopfweh; \"schlimm\""
        r.append(.snapshot(s1))
        r.append(.snapshot(Snapshot(id: "s2", createdAt: ts("2026-11-28T18:45:30+01:00"), rating: .good, source: .manual)))
        r.append(.snapshot(Snapshot(id: "s3", createdAt: ts("2026-11-27T07:00:00+01:00"), rating: .veryGood, source: .manual,
                                    followUpDismissed: true)))
        return r
    }

    static var diary: Diary { Diary(records: records) }

    static func tempDir() -> String {
        let dir = NSTemporaryDirectory() + "feelaloud-export-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }
}
