import Foundation
import Testing

/// Issue #14 end to end: `ask` and `checkin` read through the index give exactly the output
/// of the full read (no index), on a journal with edits and deletions of old entries written
/// in later month files, a line appended by hand (the tail) and check-ins saved in between.
@Suite struct IndexedCommandTests {
    static func line(_ kind: String, _ id: String, _ revision: Int, _ data: String) -> String {
        "{\"v\":2,\"kind\":\"\(kind)\",\"id\":\"\(id)\",\"revision\":\(revision),\"data\":{\(data)}}\n"
    }

    static func entry(_ id: String, _ revision: Int, created: String, revised: String, day: String, mood: String,
                      song: String?, text: String) -> String {
        let fields = "\"mood\":\"\(mood)\",\"musicInHead\":\(song != nil),\"songName\":\(song.map { "\"\($0)\"" } ?? "null"),"
            + "\"earwormStrength\":\(song != nil ? "\"strong\"" : "null"),\"distress\":\(song != nil ? "\"low\"" : "null"),"
            + "\"countermeasures\":false,\"countermeasureActivity\":null,\"socialContact\":true,\"stress\":\(song == nil ? "\"low\"" : "null")"
        return line("entry", id, revision, "\"createdAt\":\"\(created)\",\"revisedAt\":\"\(revised)\",\"day\":\"\(day)\","
                    + "\"fields\":{\(fields)},\"transcript\":\"\(text)\",\"source\":\"repl\"")
    }

    /// ~700 records from June to November 2026, month files as the store writes them.
    static func writeJournal(_ store: String) throws {
        var files: [String: String] = [:]
        func add(_ at: String, _ text: String) { files[String(at.prefix(7)) + ".jsonl", default: ""] += text }
        let moods = ["good", "neutral", "bad"], songs: [String?] = ["Über den Wolken", nil, "Tetris", nil]
        var n = 0
        for dayOffset in 0..<180 {
            let day = DayKeyText.add(days: dayOffset, to: "2026-06-01")
            for hour in [8, 13, 21] where (dayOffset + hour) % 4 != 0 {
                n += 1
                let hh = String(format: "%02d", hour)
                let at = "\(day)T\(hh):00:00+01:00"
                if hour == 13 {
                    add(at, line("snapshot", "s\(n)", 1, "\"createdAt\":\"\(at)\",\"revisedAt\":\"\(at)\",\"rating\":\(n % 5 + 1),"
                                 + "\"source\":\"manual\",\"followUpNote\":null,\"followUpDismissed\":false"))
                    continue
                }
                add(at, entry("e\(n)", 1, created: at, revised: at, day: day, mood: moods[n % 3], song: songs[n % 4],
                              text: "Eintrag \(n)"))
                // Every 7th entry is edited 40 days later (another month file), every 11th deleted 50 days later.
                if n % 7 == 0 {
                    let later = "\(DayKeyText.add(days: dayOffset + 40, to: "2026-06-01"))T\(hh):30:00+01:00"
                    if later < "2026-11-29" {
                        add(later, entry("e\(n)", 2, created: at, revised: later, day: day, mood: "good", song: "Zombie",
                                         text: "Bearbeitet \(n)"))
                    }
                }
                if n % 11 == 0 {
                    let later = "\(DayKeyText.add(days: dayOffset + 50, to: "2026-06-01"))T\(hh):45:00+01:00"
                    if later < "2026-11-29" { add(later, line("tombstone", "e\(n)", 3, "\"deletedAt\":\"\(later)\"")) }
                }
            }
        }
        try FileManager.default.createDirectory(atPath: store + "/journal", withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(toFile: store + "/journal/" + name, atomically: true, encoding: .utf8)
        }
    }

    static let questions = [
        "wie war meine Woche?", "wie war mein Monat?", "wie war der letzte Monat?", "wie war der Juli?",
        "wie oft hatte ich diese Woche einen Ohrwurm?", "welche Lieder hatte ich im Juli im Kopf?",
        "wie war diese Woche im Vergleich zur letzten?", "wird es besser?", "wie war es gestern?",
        "wann hatte ich zuletzt Stress?", "wie oft hatte ich insgesamt Kontakt?",
    ]

    @Test func askAndCheckinThroughTheIndexEqualTheFullRead() throws {
        let store = BinaryRunner.makeTempDir("index") + "/store"
        defer { if ProcessInfo.processInfo.environment["KEEP_INDEX_TEST"] == nil { try? FileManager.default.removeItem(atPath: (store as NSString).deletingLastPathComponent) } }
        try Self.writeJournal(store)
        let env = BinaryRunner.environment(store: store, extra: ["FEELALOUD_TODAY": "2026-11-29", "FEELALOUD_DEBUG_INDEX": ProcessInfo.processInfo.environment["FEELALOUD_DEBUG_INDEX"] ?? ""])
        let index = store + "/index/journal.idx"
        func compareAll(_ label: String) throws {
            for q in Self.questions {
                for args in [["ask", "--json", q], ["ask", q]] {
                    // A whole-history question reads everything and builds no index: make one first.
                    if !FileManager.default.fileExists(atPath: index) {
                        _ = try BinaryRunner.run(["ask", "wie war meine Woche?"], environment: env)
                    }
                    #expect(FileManager.default.fileExists(atPath: index))
                    let viaIndex = try BinaryRunner.run(args, environment: env)
                    try FileManager.default.removeItem(atPath: index)
                    let full = try BinaryRunner.run(args, environment: env)  // no index: the full read (and a rebuild)
                    #expect(viaIndex.code == 0 && full.code == 0, "\(label): \(q)")
                    #expect(viaIndex.stdout == full.stdout, "\(label): \(args)")
                    #expect(viaIndex.stderr == full.stderr, "\(label): \(args)")
                }
            }
        }
        _ = try BinaryRunner.run(["ask", "wie war meine Woche?"], environment: env)  // builds the index
        try compareAll("built")
        // Check-ins saved through the index, an entry appended by another writer (the tail).
        for rating in ["3", "5", "1"] {
            let r = try BinaryRunner.run(["checkin", rating], environment: env)
            #expect(r.code == 0, "checkin \(rating): \(r.stderr)")
        }
        let tail = Self.entry("late", 1, created: "2026-11-28T22:00:00+01:00", revised: "2026-11-28T22:00:00+01:00",
                              day: "2026-11-27", mood: "bad", song: "Zombie", text: "Nachtrag")
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: store + "/journal/2026-11.jsonl"))
        h.seekToEndOfFile()
        h.write(Data(tail.utf8))
        try h.close()
        try compareAll("after appends")
        let week = try BinaryRunner.run(["ask", "--json", "wie oft hatte ich diese Woche einen Ohrwurm?"], environment: env)
        #expect(week.stdout.contains("2026-11-27"))  // the appended entry is seen
    }
}

/// Day arithmetic on "YYYY-MM-DD" for the test data (no FeelAloud types in E2E tests).
enum DayKeyText {
    static func add(days: Int, to day: String) -> String {
        var c = DateComponents()
        let f = DateFormatter()
        f.calendar = Calendar(identifier: .gregorian)
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd"
        c.day = days
        let d = f.calendar.date(byAdding: c, to: f.date(from: day)!)!
        return f.string(from: d)
    }
}
