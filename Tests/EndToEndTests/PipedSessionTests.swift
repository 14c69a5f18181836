import Foundation
import Testing

/// The real binary driven through pipes: a scripted REPL session, the machine interfaces of
/// CONTRACT.md §3 and their exit codes, and hostile input.
struct PipedSessionTests {
    @Test func scriptedManualEntryIsStoredAndReadBack() throws {
        let store = BinaryRunner.makeTempDir("pipe")
        let env = BinaryRunner.environment(store: store, extra: ["FEELALOUD_TODAY": "2026-11-29"])
        let script = "/eintrag\ngut\nja\nÜber den Wolken\nstark\nkeiner\nnein\nja\nMit Oma gebacken.\nja\n/verlauf\n"
        let r = try BinaryRunner.run([], stdin: script, environment: env)
        #expect(r.code == 0)
        #expect(r.stdout.contains("Gespeichert: Eintrag für So, 29.11.2026."))
        #expect(!r.stdout.contains("\u{1B}["), "no escape codes when piped")
        #expect(!r.stdout.contains("tagebuch>"), "no prompt when piped")
        #expect(storedTranscripts(in: store) == ["Mit Oma gebacken."])
        // A second process sees the entry.
        let json = try BinaryRunner.run(["ask", "--json", "welche Lieder hatte ich im Kopf?"], environment: env)
        #expect(json.code == 0)
        #expect(json.stdout.contains("\"Über den Wolken\""))
        // Store permissions.
        let dirMode = try FileManager.default.attributesOfItem(atPath: store)[.posixPermissions] as? Int
        #expect(dirMode == 0o700)
        let journal = try FileManager.default.contentsOfDirectory(atPath: store + "/journal")
        for f in journal {
            let mode = try FileManager.default.attributesOfItem(atPath: store + "/journal/" + f)[.posixPermissions] as? Int
            #expect(mode == 0o600)
        }
    }

    @Test func diaryTextCorrectedAndSavedThroughAPipe() throws {
        let store = BinaryRunner.makeTempDir("pipe")
        let env = BinaryRunner.environment(store: store)
        let r = try BinaryRunner.run([], stdin: "Hatte heute immer wieder „Zombie“ im Kopf, nervt.\nLeidensdruck hoch\nja\n",
                                     environment: env)
        #expect(r.code == 0)
        #expect(r.stdout.contains("5 Leidensdruck: mittel → hoch"))
        #expect(storedTranscripts(in: store) == ["Hatte heute immer wieder „Zombie“ im Kopf, nervt."])
    }

    @Test func extractJSONFollowsTheContract() throws {
        let env = BinaryRunner.environment(store: BinaryRunner.makeTempDir("pipe"))
        let r = try BinaryRunner.run(["extract", "--json"], stdin: "Heute  war ein guter Tag.\n\nMit  Paul  beim Bouldern, kein Ohrwurm, kein Stress.",
                                     environment: env)
        #expect(r.code == 0)
        let obj = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(Set(obj.keys) == ["mood", "musicInHead", "songName", "earwormStrength", "distress", "countermeasures",
                                  "countermeasureActivity", "socialContact", "stress", "transcript", "dayOffset"])
        #expect(obj["mood"] as? String == "good")
        #expect(obj["stress"] as? String == "none")
        #expect(obj["transcript"] as? String == "Heute war ein guter Tag. Mit Paul beim Bouldern, kein Ohrwurm, kein Stress.")
    }

    @Test func extractJSONLKeepsIDs() throws {
        let env = BinaryRunner.environment(store: BinaryRunner.makeTempDir("pipe"))
        let input = "{\"id\":\"a\",\"text\":\"Guter Tag.\"}\n{\"id\":7,\"text\":\"Ohrwurm „Komet“, nervt.\"}\n"
        let r = try BinaryRunner.run(["extract", "--jsonl"], stdin: input, environment: env)
        #expect(r.code == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("{\"id\":\"a\""))
        #expect(lines[1].hasPrefix("{\"id\":7"))
        #expect(lines[1].contains("\"songName\":\"Komet\""))
    }

    @Test func exitCodesAndGermanErrors() throws {
        let env = BinaryRunner.environment(store: BinaryRunner.makeTempDir("pipe"))
        let empty = try BinaryRunner.run(["extract", "--json"], stdin: "   \n", environment: env)
        #expect(empty.code == 1)
        #expect(empty.stderr.contains("leer"))
        let binary = try BinaryRunner.run(["extract"], stdin: "\u{0}\u{1}\u{2}\u{3}\u{0}\u{7F}", environment: env)
        #expect(binary.code == 1)
        #expect(!binary.stderr.isEmpty)
        let usage = try BinaryRunner.run(["extract", "--bogus"], environment: env)
        #expect(usage.code == 2)
        #expect(usage.stderr.contains("Unbekannte Option"))
        let unknown = try BinaryRunner.run(["frobnicate"], environment: env)
        #expect(unknown.code == 2)
        let badDate = try BinaryRunner.run(["ask", "--today", "2026-02-30", "wie war meine Woche"], environment: env)
        #expect(badDate.code == 2)
        let badJSON = try BinaryRunner.run(["correct", "--json"], stdin: "{kaputt", environment: env)
        #expect(badJSON.code == 2)
    }

    @Test func oneMegabyteOfTextIsHandled() throws {
        let env = BinaryRunner.environment(store: BinaryRunner.makeTempDir("pipe"))
        let text = String(repeating: "Heute war ein guter Tag mit „Zombie“ im Kopf. ", count: 22_000)
        let r = try BinaryRunner.run(["extract", "--json"], stdin: text, environment: env)
        #expect(r.code == 0)
        #expect(r.stdout.contains("\"musicInHead\":true"))
    }

    @Test func escapeSequencesAndControlCharactersAreStripped() throws {
        let store = BinaryRunner.makeTempDir("pipe")
        let env = BinaryRunner.environment(store: store)
        let r = try BinaryRunner.run([], stdin: "Guter \u{1B}[31mTag\u{1B}[0m heute\u{7}.\nja\n", environment: env)
        #expect(r.code == 0)
        #expect(storedTranscripts(in: store) == ["Guter Tag heute."])
    }

    @Test func brokenJournalLineIsReportedAndTheRestLoads() throws {
        let store = BinaryRunner.makeTempDir("pipe")
        let env = BinaryRunner.environment(store: store)
        _ = try BinaryRunner.run([], stdin: "Guter Tag.\nja\n", environment: env)
        let journal = store + "/journal/" + (try FileManager.default.contentsOfDirectory(atPath: store + "/journal")[0])
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: journal))
        handle.seekToEndOfFile()
        handle.write(Data("{\"v\":2,\"kind\":\"entry\",\"id\":\"x\",\"rev".utf8))
        try handle.close()
        let r = try BinaryRunner.run(["ask", "wie oft war ich gut drauf"], environment: env)
        #expect(r.code == 0)
        #expect(r.stderr.contains(":2"), "reports file:line")
        #expect(FileManager.default.fileExists(atPath: store + "/quarantine"))
    }

    @Test func correctJSONReadsTheEntrysDay() throws {
        let env = BinaryRunner.environment(store: BinaryRunner.makeTempDir("pipe"), extra: ["FEELALOUD_TODAY": "2026-11-29"])
        let input = #"{"fields": {"mood":"good","musicInHead":false,"songName":null,"earwormStrength":null,"distress":null,"countermeasures":false,"countermeasureActivity":null,"socialContact":true,"stress":"none"}, "utterance": "das war gestern"}"#
        let r = try BinaryRunner.run(["correct", "--json"], stdin: input, environment: env)
        #expect(r.code == 0)
        #expect(r.stdout.contains(#""changed":["dayOffset"]"#) && r.stdout.contains(#""dayOffset":-1"#), "\(r.stdout)")
    }
}
