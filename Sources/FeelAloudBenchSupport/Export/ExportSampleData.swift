import FeelAloudCore

/// Deterministic generated diaries for benchmarks and tests (German text with umlauts,
/// every field combination, tricky characters in some rows).
public enum ExportSampleData {
    static let songs = ["Bohemian Rhapsody", "Atemlos durch die Nacht", "die Tetris-Melodie", "Über sieben Brücken",
                        "99 Luftballons", "=SUMME(A1:A9)", "Major Tom (völlig losgelöst)"]
    static let activities = ["Kaugummi gekaut", "Spaziergang", "andere Musik gehört, Podcast", "-laut gesungen"]
    static let sentences = [
        "Heute war ein ruhiger Tag, ich habe viel gelesen und Tee getrunken.",
        "Im Büro war es stressig, die Präsentation für Müller musste fertig werden.",
        "Seit dem Frühstück läuft dieses Lied in meinem Kopf; es nervt gewaltig.",
        "Abends mit Jörg und Änne telefoniert, das tat gut.",
        "Ich bin müde, aber zufrieden – „endlich Wochenende“.",
        "Beim Joggen im Park hatte ich die Melodie die ganze Zeit im Ohr.",
    ]

    /// A diary with `entries` entries (every 10th with a second revision, every 50th
    /// deleted) and `snapshots` check-ins, starting 2024-01-01, several per day.
    public static func diary(entries: Int, snapshots: Int) -> Diary {
        var records: [JournalRecord] = []
        records.reserveCapacity(entries + snapshots + entries / 10 + entries / 50)
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        let start = DayKey(year: 2024, month: 1, day: 1)!.dayNumber * 86_400
        let offset = 3600
        for i in 0..<entries {
            let t = start + i * 7_000 + next(3000) - offset
            let ts = LocalTimestamp(epochSeconds: t, utcOffsetSeconds: offset)
            let music = next(2) == 0
            var f = EntryFields(mood: Mood.allCases[next(3)], musicInHead: music, socialContact: next(2) == 0)
            if music {
                f.songName = next(4) == 0 ? nil : songs[next(songs.count)]
                f.earwormStrength = next(4) == 0 ? nil : EarwormStrength.allCases[next(3)]
                f.distress = next(5) == 0 ? nil : Severity.allCases[next(4)]
                if next(2) == 0 { f.countermeasureActivity = activities[next(activities.count)] }
            } else {
                f.stress = next(5) == 0 ? nil : Severity.allCases[next(4)]
            }
            var text = sentences[next(sentences.count)] + " " + sentences[next(sentences.count)]
            if i % 97 == 0 { text = "=HYPERLINK(\"http://x\";\"klick\") & <b>fett</b> \"zitiert\"; Semikolon" }
            let day = next(20) == 0 ? ts.day.adding(days: -1) : ts.day
            let e = DiaryEntry(id: "e\(i)", createdAt: ts, day: day, fields: f, transcript: text, source: .repl)
            records.append(.entry(e))
            if i % 10 == 0 {
                var e2 = e
                e2.revision = 2
                e2.revisedAt = LocalTimestamp(epochSeconds: t + 600, utcOffsetSeconds: offset)
                e2.fields.socialContact.toggle()
                records.append(.entry(e2))
            }
            if i % 50 == 0 {
                records.append(.tombstone(Tombstone(id: e.id, revision: 3,
                                                    deletedAt: LocalTimestamp(epochSeconds: t + 900, utcOffsetSeconds: offset))))
            }
        }
        for i in 0..<snapshots {
            let t = start + i * 21_000 + next(5000) - offset
            let ts = LocalTimestamp(epochSeconds: t, utcOffsetSeconds: offset)
            let rating = SnapshotRating.allCases[next(5)]
            var s = Snapshot(id: "s\(i)", createdAt: ts, rating: rating, source: next(3) == 0 ? .notification : .manual)
            records.append(.snapshot(s))
            if rating.awaitsFollowUp {
                s.revision = 2
                s.revisedAt = LocalTimestamp(epochSeconds: t + 300, utcOffsetSeconds: offset)
                if next(3) == 0 { s.followUpDismissed = true } else { s.followUpNote = "Grund: " + sentences[next(sentences.count)] }
                records.append(.snapshot(s))
            }
        }
        return Diary(records: records)
    }
}
