import Foundation
import Testing

/// The check-in stages of the conversation in a real terminal (issue 15 item 6): the shell reads
/// raw keys for the picker, every decision is the conversation's.
@Suite(.serialized)
struct CheckInStageTerminalTests {
    func journal(_ store: String) throws -> String {
        try FileManager.default.contentsOfDirectory(atPath: store + "/journal")
            .map { try String(contentsOfFile: store + "/journal/" + $0, encoding: .utf8) }.joined()
    }

    /// The REPL opened from a reminder asks the choice first (a digit key), `/checkin` takes
    /// arrows and Enter, q cancels; `/erinnerungen` writes the settings file.
    @Test func replPickerKeysAndReminderStart() throws {
        try #require(TmuxSession.available, "tmux is required (make test installs it)")
        let store = BinaryRunner.makeTempDir("stagerepl")
        let env = BinaryRunner.environment(store: store, extra: ["TERM": "xterm-256color", "NO_COLOR": "1", "LANG": "C.UTF-8"])
        let t = try TmuxSession(command: BinaryRunner.binary + " --from-reminder", environment: env)
        defer { t.kill() }
        try t.waitFor("q bricht ab")
        try t.key("3")
        try t.waitFor("Momentaufnahme gespeichert: „neutral“")
        try t.waitFor("tagebuch>")
        try t.type("/checkin")
        try t.key("Enter")
        try t.waitFor("q bricht ab", count: 2)
        try t.key("Right")
        try t.key("Right")
        try t.waitFor("[4 gut]")  // → from nothing is „neutral“, → again „gut“
        try t.key("Enter")
        try t.waitFor("Momentaufnahme gespeichert: „gut“")
        try t.type("/checkin")
        try t.key("Enter")
        try t.waitFor("q bricht ab", count: 3)
        try t.key("q")
        try t.waitFor("Keine Momentaufnahme gespeichert.")
        try t.type("/erinnerungen abends 21:30")
        try t.key("Enter")
        try t.waitFor("Erinnerungen geändert:")
        try t.key("C-d")
        try t.waitFor("EXITED:0")
        let text = try journal(store)
        #expect(text.contains("\"rating\":3") && text.contains("\"rating\":4"), "\(text)")
        #expect(text.contains("\"source\":\"notification\""), "\(text)")
        let config = try String(contentsOfFile: store + "/config.json", encoding: .utf8)
        #expect(config.contains("21") && config.contains("30"), "\(config)")
    }

    /// `feelaloud checkin`: the follow-up's note becomes a reviewed entry, then the choice.
    @Test func checkinFollowUpNoteBecomesAnEntryThenTheChoice() throws {
        try #require(TmuxSession.available, "tmux is required (make test installs it)")
        let store = BinaryRunner.makeTempDir("stagecheckin")
        let env = BinaryRunner.environment(store: store, extra: ["TERM": "xterm-256color", "NO_COLOR": "1", "LANG": "C.UTF-8"])
        #expect(try BinaryRunner.run(["checkin", "2"], environment: env).code == 0)
        let t = try TmuxSession(command: BinaryRunner.binary + " checkin", environment: env)
        defer { t.kill() }
        try t.waitFor("was los war?")
        try t.type("Streit mit Tom, dazu Atemlos im Kopf")
        try t.key("Enter")
        try t.waitFor("Tagebucheintrag")
        try t.type("ja")
        try t.key("Enter")
        try t.waitFor("Stimmt das so?")
        try t.type("ja")
        try t.key("Enter")
        try t.waitFor("q bricht ab")
        try t.key("5")
        try t.waitFor("EXITED:0")
        let text = try journal(store)
        #expect(text.contains("\"followUpNote\":\"Streit mit Tom, dazu Atemlos im Kopf\""), "\(text)")
        #expect(text.contains("\"kind\":\"entry\"") && text.contains("\"rating\":5"), "\(text)")
    }
}
