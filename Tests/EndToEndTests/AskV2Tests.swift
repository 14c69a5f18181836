import Foundation
import Testing

/// `feelaloud ask` with the v2 questions (CONTRACT.md §5.2), through the real binary: a
/// question that maps to nothing and a time that is not understood exit with 1 and ask back;
/// one song counts only that song.
struct AskV2Tests {
    static func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    }

    @Test func unknownUnparsedAndOneSong() throws {
        let store = BinaryRunner.makeTempDir("ask2")
        let env = BinaryRunner.environment(store: store, extra: ["FEELALOUD_TODAY": "2026-11-29"])
        let script = "/eintrag\ngut\nja\nÜber den Wolken\nstark\nkeiner\nnein\nja\nMit Oma gebacken.\nja\n"
        #expect(try BinaryRunner.run([], stdin: script, environment: env).code == 0)

        let unknown = try BinaryRunner.run(["ask", "--json", "wie spät ist es?"], environment: env)
        #expect(unknown.code == 1)
        let u = try Self.json(unknown.stdout)
        #expect(u["intent"] as? String == "unknown")
        #expect(u["range"] is NSNull && u["field"] is NSNull)
        #expect((u["clarify"] as? String)?.contains("„Wie war meine Woche?“") == true)

        let text = try BinaryRunner.run(["ask", "schreib mir ein Gedicht"], environment: env)
        #expect(text.code == 1)
        #expect(text.stdout.contains("Das kann ich aus deinem Tagebuch nicht beantworten"))

        let unparsed = try BinaryRunner.run(["ask", "--json", "wie war es an meinem Geburtstag?"], environment: env)
        #expect(unparsed.code == 1)
        let p = try Self.json(unparsed.stdout)
        #expect(p["unparsed"] as? String == "an meinem Geburtstag")
        #expect(p["range"] is NSNull)

        let song = try BinaryRunner.run(["ask", "--json", "wie oft hatte ich ueber den wolken im Kopf?"], environment: env)
        #expect(song.code == 0)
        let s = try Self.json(song.stdout)
        #expect(s["song"] as? String == "ueber den wolken")
        #expect((s["count"] as? [String: Any])?["matchingDays"] as? Int == 1)
        let other = try Self.json(try BinaryRunner.run(["ask", "--json", "wie oft hatte ich Atemlos im Kopf?"], environment: env).stdout)
        #expect((other["count"] as? [String: Any])?["matchingDays"] as? Int == 0)

        let rendered = try BinaryRunner.run(["ask", "wie oft hatte ich Über den Wolken im Kopf?"], environment: env)
        #expect(rendered.stdout.hasPrefix("Seit Beginn deines Tagebuchs (29.11.2026), nur „Über den Wolken“:"))
    }
}
