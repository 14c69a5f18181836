import Testing
import FeelAloudCore
@testable import FeelAloudLanguage

/// `/eintrag` answers read by the shared German base (`GermanDialogue.manualAnswer`): the
/// option words, and anything else as the review would read a correction of the asked field.
@Suite struct ManualEntryReaderTests {
    let language = GermanDialogue()

    /// Answers the asked fields in order; fails the test when one is not accepted.
    func entry(_ answers: [String]) -> ManualEntry {
        var p = ManualEntry(transcript: "")
        for a in answers {
            let asked = p.nextField
            let ok = p.answer(a, language: language)
            #expect(ok, "„\(a)“ for \(String(describing: asked))")
        }
        return p
    }

    @Test(arguments: [
        ("eher gut", Mood.good), ("neutral", .neutral), ("Stimmung eher mau", .bad), ("guad", .good),
        ("mir ging's prima", .good), ("nicht so toll", .bad), ("ziemlich schlecht", .bad), ("schlecht 😭", .bad),
    ])
    func mood(_ c: (String, Mood)) {
        #expect(language.manualAnswer(c.0, for: .mood, current: EntryFields()) == .text(c.1.rawValue), "\(c.0)")
    }

    @Test func dialectAnswersAcrossTheFields() {
        // no music: mood, music, social, stress
        let p = entry(["eher guad", "koa Ohrwurm", "mia warn ned allein", "hob koan Stress ghabt"])
        #expect(p.nextField == nil)
        #expect(p.fields == EntryFields(mood: .good, musicInHead: false, socialContact: true, stress: Severity.none))
        let q = entry(["1", "jo", "Griechischer Wein", "den ganzen Tag", "hot mi narrisch gmacht", "nein", "i war allein"])
        #expect(q.fields.earwormStrength == .strong && q.fields.distress == .high && !q.fields.socialContact)
        #expect(q.fields.songName == "Griechischer Wein")
    }

    @Test func answersOfAnotherFieldAreRefused() {
        var p = ManualEntry(transcript: "")
        let ok = p.answer("war total gestresst", language: language)
        #expect(!ok, "stress is no mood")
        #expect(language.manualAnswer("hoch", for: .mood, current: EntryFields()) == nil)
        #expect(language.manualAnswer("vielleicht", for: .socialContact, current: EntryFields()) == nil)
    }

    @Test func cancelAndNewestWordsLiveInTheLanguage() {
        for w in ["abbrechen", "Verwerfen", "stop"] { #expect(language.cancelsManualEntry(w)) }
        #expect(!language.cancelsManualEntry("gut"))
        for w in ["letzter", "zuletzt", "Letzte"] { #expect(language.namesNewestEntry(w)) }
        #expect(!language.namesNewestEntry("3"))
    }

    /// Regional answers of issue #11 item 5 in /eintrag, read through the same regional table
    /// and context rules as corrections: Upper Palatinate "recht goud", Palatinate "isch war
    /// allää dehääm" ("isch" = ich beside a verb), Low German "harr ik nich", Upper Swabian
    /// "hot mi it gstört" ("it" = nicht before a participle), Tyrolean "olm wieder".
    @Test func regionalAnswersOfFreshVoices() {
        let none = EntryFields()
        #expect(language.manualAnswer("recht goud", for: .mood, current: none) == .text("good"))
        #expect(language.manualAnswer("meng Stëmmung war gutt", for: .mood, current: none) == .text("good"))
        #expect(language.manualAnswer("isch war ganz allää dehääm", for: .socialContact, current: none) == .flag(false))
        #expect(language.manualAnswer("Stress harr ik nich", for: .stress, current: none) == .text("none"))
        #expect(language.manualAnswer("Stress hob i kann ghabt", for: .stress, current: none) == .text("none"))
        let music = EntryFields(mood: .neutral, musicInHead: true, songName: "Hulapalu")
        #expect(language.manualAnswer("hot mi it gstört", for: .distress, current: music) == .text("none"))
        #expect(language.manualAnswer("olm wieder", for: .earwormStrength, current: music) == .text("medium"))
        #expect(language.manualAnswer("arch gnervt", for: .distress, current: music) == .text("high"))
    }

    /// The same dialect utterances work as corrections in the review and in `correct --json`.
    @Test(arguments: [
        ("ned gstresst", FieldKey.stress, FieldValue.text("none")), ("hob koan Stress ghabt", .stress, .text("none")),
        ("mia warn ned allein", .socialContact, .flag(true)), ("Stimmung eher mau", .mood, .text("bad")),
        ("d'Stimmung wor guad", .mood, .text("good")), ("koa Ohrwurm", .musicInHead, .flag(false)),
    ])
    func reviewReadsTheSameDialect(_ c: (String, FieldKey, FieldValue)) {
        var current = EntryFields(mood: .neutral, musicInHead: false, socialContact: false, stress: .medium)
        if c.1 == .musicInHead { current = EntryFields(mood: .neutral, musicInHead: true, songName: "Zombie") }
        guard case let .changes(f, changed) = language.interpretCorrection(c.0, current: current) else {
            Issue.record("„\(c.0)“ not read as a change"); return
        }
        #expect(changed.contains(c.1) && f.value(of: c.1) == c.2, "\(c.0)")
        #expect(language.interpretCorrection("passt scho", current: current) == .confirm)
    }
}
