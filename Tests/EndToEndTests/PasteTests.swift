import Foundation
import Testing

/// A pasted paragraph with line breaks (dictation apps paste them) is one diary entry: in a
/// terminal that brackets pastes, in one that does not (the lines arrive in one burst), and
/// through a pipe that carries the brackets. A script that feeds one line per answer keeps
/// working (PipedSessionTests).
@Suite(.serialized)
struct PasteTests {
    let paragraph = "Heute lief „Atemlos“ die ganze Zeit in meinem Kopf.\nStreit mit Tom und Adele.\nAbends war es ruhig."
    let joined = "Heute lief „Atemlos“ die ganze Zeit in meinem Kopf. Streit mit Tom und Adele. Abends war es ruhig."

    func start(_ store: String) throws -> TmuxSession {
        let env = BinaryRunner.environment(store: store, extra: ["TERM": "xterm-256color", "NO_COLOR": "1", "LANG": "C.UTF-8"])
        return try TmuxSession(command: BinaryRunner.binary, environment: env)
    }

    func pasteAndSave(bracketed: Bool) throws {
        try #require(TmuxSession.available, "tmux is required (make test installs it)")
        let store = BinaryRunner.makeTempDir("paste")
        let t = try start(store)
        defer { t.kill() }
        try t.waitFor("tagebuch>")
        try t.paste(paragraph + (bracketed ? "" : "\n"), bracketed: bracketed)
        if bracketed {
            // The paste waits on the line for Enter, like in a shell.
            try t.waitFor("Abends war es ruhig.")
            try t.key("Enter")
        }
        let screen = try t.waitFor("Stimmt das so?")
        #expect(!screen.contains("→"), "no line of the paste was taken as a correction:\n\(screen)")
        try t.type("ja")
        try t.key("Enter")
        try t.waitFor("Gespeichert")
        #expect(storedTranscripts(in: store) == [joined])
        try t.key("C-d")
        try t.waitFor("EXITED:0")
    }

    @Test func bracketedPasteIsOneEntry() throws { try pasteAndSave(bracketed: true) }

    @Test func unbracketedPasteArrivingInOneBurstIsOneEntry() throws { try pasteAndSave(bracketed: false) }

    @Test func typedLinesStaySeparate() throws {
        try #require(TmuxSession.available, "tmux is required (make test installs it)")
        let store = BinaryRunner.makeTempDir("paste")
        let t = try start(store)
        defer { t.kill() }
        try t.waitFor("tagebuch>")
        try t.type("Heute war ein ruhiger Tag.")
        try t.key("Enter")
        try t.waitFor("Stimmt das so?")
        try t.type("ja")
        try t.key("Enter")
        try t.waitFor("Gespeichert")
        #expect(storedTranscripts(in: store) == ["Heute war ein ruhiger Tag."])
        // Ctrl-C on the empty line says how to quit.
        try t.key("C-c")
        try t.waitFor("Beenden: /beenden oder Strg-D")
        try t.key("C-d")
        try t.waitFor("EXITED:0")
    }

    @Test func bracketsThroughAPipeJoinTheLinesAndTheScriptGoesOn() throws {
        let store = BinaryRunner.makeTempDir("paste")
        let env = BinaryRunner.environment(store: store)
        let script = "\u{1B}[200~" + paragraph + "\u{1B}[201~\nja\nNoch ein Tag ohne Musik.\nja\n"
        let r = try BinaryRunner.run([], stdin: script, environment: env)
        #expect(r.code == 0)
        #expect(storedTranscripts(in: store) == [joined, "Noch ein Tag ohne Musik."])
    }
}

/// A check-in follow-up answer stays the check-in's note and can become a diary entry through
/// the normal reading and review.
@Suite(.serialized)
struct FollowUpEntryTests {
    @Test func followUpAnswerBecomesAnEntryWhenThePersonSaysSo() throws {
        try #require(TmuxSession.available, "tmux is required (make test installs it)")
        let store = BinaryRunner.makeTempDir("followup")
        let env = BinaryRunner.environment(store: store, extra: ["TERM": "xterm-256color", "NO_COLOR": "1", "LANG": "C.UTF-8"])
        let checkin = try BinaryRunner.run(["checkin", "2"], environment: env)
        #expect(checkin.code == 0)
        let t = try TmuxSession(command: BinaryRunner.binary, environment: env)
        defer { t.kill() }
        try t.waitFor("was los war?")
        let note = "Streit mit Tom und Adele, dazu „Atemlos“ die ganze Zeit im Kopf."
        try t.type(note)
        try t.key("Enter")
        try t.waitFor("Tagebucheintrag für heute werden?")
        try t.waitFor("antwort>")
        try t.type("ja")
        try t.key("Enter")
        let review = try t.waitFor("Stimmt das so?")
        #expect(review.contains("„Atemlos“"))
        try t.type("ja")
        try t.key("Enter")
        try t.waitFor("Gespeichert")
        try t.key("C-d")
        try t.waitFor("EXITED:0")
        // The entry holds the answer; the check-in keeps it as its note.
        #expect(storedTranscripts(in: store) == [note])
        let journal = try FileManager.default.contentsOfDirectory(atPath: store + "/journal")
            .map { try String(contentsOfFile: store + "/journal/" + $0, encoding: .utf8) }.joined()
        #expect(journal.contains("\"followUpNote\":\"\(note.replacingOccurrences(of: "„", with: "„"))\""), "\(journal)")
    }
}

/// `/text` and the day correction in a real terminal (issue 15 items 2 and 3).
@Suite(.serialized)
struct TextAndDayTerminalTests {
    @Test func textIsReadAgainAndTheDayIsCorrected() throws {
        try #require(TmuxSession.available, "tmux is required (make test installs it)")
        let store = BinaryRunner.makeTempDir("textday")
        let env = BinaryRunner.environment(store: store, extra: ["TERM": "xterm-256color", "NO_COLOR": "1", "LANG": "C",
                                                                 "FEELALOUD_TODAY": "2026-11-29"])
        let t = try TmuxSession(command: BinaryRunner.binary, environment: env)
        defer { t.kill() }
        try t.waitFor("tagebuch>")
        try t.type("Heute war ein ruhiger Tag.")
        try t.key("Enter")
        try t.waitFor("Stimmt das so?")
        try t.type("8 ja")
        try t.key("Enter")
        try t.waitFor("Neuer Stand")
        try t.type("/text")
        try t.key("Enter")
        try t.waitFor("text> Heute war ein ruhiger Tag.")
        try t.key("End")
        try t.type(" „Atemlos“ lief immer wieder im Kopf.")
        try t.key("Enter")
        let offer = try t.waitFor("Neue Felder übernehmen?")
        #expect(offer.contains("3 Lied: — → „Atemlos“"))
        try t.waitFor("antwort>")
        try t.type("behalten")
        try t.key("Enter")
        try t.waitFor("deine Korrekturen bleiben")
        try t.type("das war gestern")
        try t.key("Enter")
        try t.waitFor("Tag: So, 29.11.2026 → Sa, 28.11.2026")
        try t.type("ja")
        try t.key("Enter")
        try t.waitFor("Gespeichert: Eintrag für Sa, 28.11.2026.")
        try t.key("C-d")
        try t.waitFor("EXITED:0")
        #expect(storedTranscripts(in: store) == ["Heute war ein ruhiger Tag. „Atemlos“ lief immer wieder im Kopf."])
        let journal = try FileManager.default.contentsOfDirectory(atPath: store + "/journal")
            .map { try String(contentsOfFile: store + "/journal/" + $0, encoding: .utf8) }.joined()
        #expect(journal.contains("\"day\":\"2026-11-28\""), "\(journal)")
        #expect(journal.contains("\"socialContact\":true") && journal.contains("\"songName\":\"Atemlos\""), "\(journal)")
    }
}

/// `feelaloud checkin` on a terminal: a pasted follow-up answer with line breaks is one note,
/// and the paste's tail never chooses the rating („um 5 Uhr“ must not pick 5) nor answers the
/// offer to make the note an entry.
@Suite(.serialized)
struct CheckInPasteTests {
    @Test func pastedFollowUpIsOneNoteAndItsDigitsChooseNothing() throws {
        try #require(TmuxSession.available, "tmux is required (make test installs it)")
        let store = BinaryRunner.makeTempDir("checkinpaste")
        let env = BinaryRunner.environment(store: store, extra: ["TERM": "xterm-256color", "NO_COLOR": "1", "LANG": "C.UTF-8"])
        #expect(try BinaryRunner.run(["checkin", "2"], environment: env).code == 0)
        let t = try TmuxSession(command: BinaryRunner.binary + " checkin", environment: env)
        defer { t.kill() }
        try t.waitFor("was los war?")
        try t.paste("Streit mit Tom\num 5 Uhr im Büro\n", bracketed: false)
        // The note is offered as a diary entry (the conversation's follow-up stage); „nein“ keeps it a note.
        try t.waitFor("Tagebucheintrag")
        try t.type("nein")
        try t.key("Enter")
        try t.waitFor("Wie geht es dir gerade?")
        usleep(300_000)
        try t.key("4")
        try t.waitFor("EXITED:0")
        let journal = try FileManager.default.contentsOfDirectory(atPath: store + "/journal")
            .map { try String(contentsOfFile: store + "/journal/" + $0, encoding: .utf8) }.joined()
        #expect(journal.contains("\"followUpNote\":\"Streit mit Tom um 5 Uhr im Büro\""), "\(journal)")
        #expect(journal.contains("\"rating\":4"), "\(journal)")
        #expect(!journal.contains("\"rating\":5"), "\(journal)")
    }
}
