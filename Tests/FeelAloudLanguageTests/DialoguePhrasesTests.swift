import Testing
import FeelAloudCore
import FeelAloudLanguage

/// The words of the dialogue's small stages (check-in levels, follow-up dismissal,
/// `/erinnerungen`, `/einstellungen`) live in `DialoguePhrases`, not in Core.
@Suite struct DialoguePhrasesTests {
    @Test(arguments: [("sehr gut", SnapshotRating.veryGood), ("Gut", .good), ("neutral", .neutral),
                      ("schlecht", .bad), ("SEHR  schlecht", .veryBad), ("1", .veryBad), ("5", .veryGood), (" 4 ", .good),
                      ("okay", .neutral)])
    func ratingWords(_ text: String, _ expected: SnapshotRating) {
        #expect(DialoguePhrases.rating(text) == expected)
        #expect(GermanDialogue().checkInRating(text) == expected)
    }

    @Test func notARating() {
        for text in ["0", "6", "sehr", "super", "", "4 gut"] { #expect(DialoguePhrases.rating(text) == nil, "\(text)") }
    }

    @Test func followUpReplies() {
        let dismisses = GermanDialogue().dismissesFollowUps
        #expect(FollowUpPolicy.classify("", dismisses: dismisses) == .leaveOpen)
        #expect(FollowUpPolicy.classify("   \t ", dismisses: dismisses) == .leaveOpen)
        #expect(FollowUpPolicy.classify("Heute nicht mehr fragen", dismisses: dismisses) == .dismiss)
        #expect(FollowUpPolicy.classify("  heute   NICHT mehr fragen! ", dismisses: dismisses) == .dismiss)
        #expect(FollowUpPolicy.classify("Streit mit  Chef\n", dismisses: dismisses) == .note("Streit mit Chef"))
        #expect(FollowUpPolicy.classify("heute nicht mehr so schlimm", dismisses: dismisses) == .note("heute nicht mehr so schlimm"))
        #expect(FollowUpPolicy.classify("/monat", dismisses: dismisses) == .leaveOpen)
    }

    @Test func settingsWords() {
        #expect(DialoguePhrases.settings("") == .show)
        #expect(DialoguePhrases.settings("hinweise aus") == .notices(on: false))
        #expect(DialoguePhrases.settings("Hinweise an") == .notices(on: true))
        #expect(DialoguePhrases.settings("auswertung regeln") == .extractor(.rules))
        #expect(DialoguePhrases.settings("Auswertung Sprachmodell") == .extractor(.llama))
        #expect(DialoguePhrases.settings("auswertung llama") == .extractor(.llama))
        for text in ["hinweise", "farbe blau", "auswertung cloud", "hinweise an bitte"] {
            #expect(DialoguePhrases.settings(text) == .notUnderstood, "\(text)")
        }
    }

    @Test func reviewAndEntryWords() {
        let german = GermanDialogue()
        #expect(german.namesNewestEntry("Letzter") && german.namesNewestEntry("zuletzt") && !german.namesNewestEntry("2"))
        #expect(german.keepsCorrections("Korrekturen  behalten") && !german.keepsCorrections("ja"))
        #expect(german.cancelsManualEntry("Abbrechen") && german.cancelsManualEntry("/abbrechen") && !german.cancelsManualEntry("gut"))
    }

    @Test func reminderRequests() {
        #expect(DialoguePhrases.reminders("") == .show)
        #expect(DialoguePhrases.reminders("/erinnerungen") == .show)
        #expect(DialoguePhrases.reminders("standard") == .reset)
        #expect(DialoguePhrases.reminders("alle aus") == .all(on: false))
        #expect(DialoguePhrases.reminders("an") == .all(on: true))
        #expect(DialoguePhrases.reminders("abends 21:30") == .slot(.abends, time: ClockTime(hour: 21, minute: 30), on: nil))
        #expect(DialoguePhrases.reminders("früh 7 Uhr aus") == .slot(.morgens, time: ClockTime(hour: 7, minute: 0), on: false))
        #expect(DialoguePhrases.reminders("Mittag an") == .slot(.mittags, time: nil, on: true))
        #expect(DialoguePhrases.reminders("abends 25:00") == .invalidTime("25:00"))
        #expect(DialoguePhrases.reminders("nachts 22:00") == .usage(unknown: "nachts"))
        #expect(DialoguePhrases.reminders("abends") == .usage(unknown: nil))
    }
}

/// `/erinnerungen`: the words read by `DialoguePhrases.reminders`, applied by `RemindersCommand`.
@Suite struct RemindersCommandTests {
    /// The slots most tests use: 09:00, 13:00, 20:00, all on.
    let standard = ReminderSettings(slots: [
        ReminderSlot(id: .morgens, hour: 9, minute: 0)!, ReminderSlot(id: .mittags, hour: 13, minute: 0)!,
        ReminderSlot(id: .abends, hour: 20, minute: 0)!,
    ])

    @Test func show() {
        let r = RemindersCommand.apply(DialoguePhrases.reminders(""), to: standard)
        #expect(!r.changed && r.settings == standard)
        #expect(r.text.hasPrefix("Erinnerungen:\n  morgens 09:00  an\n  mittags 13:00  an\n  abends  20:00  an"))
    }

    @Test func changeTime() {
        let r = RemindersCommand.apply(DialoguePhrases.reminders("/erinnerungen abends 21:30"), to: standard)
        #expect(r.changed && r.settings[.abends].timeText == "21:30" && r.settings[.abends].enabled)
        #expect(r.text.contains("abends  21:30  an") && r.text.contains("feelaloud remind --install"))
    }

    @Test func switchOffAndOn() {
        let off = RemindersCommand.apply(DialoguePhrases.reminders("mittags aus"), to: standard)
        #expect(off.changed && !off.settings[.mittags].enabled && off.settings[.mittags].timeText == "13:00")
        let on = RemindersCommand.apply(DialoguePhrases.reminders("Mittag an"), to: off.settings)
        #expect(on.changed && on.settings == standard)
        let both = RemindersCommand.apply(DialoguePhrases.reminders("morgens 7:15 aus"), to: standard)
        #expect(both.settings[.morgens].timeText == "07:15" && !both.settings[.morgens].enabled)
        #expect(!RemindersCommand.apply(DialoguePhrases.reminders("abends an"), to: standard).changed)
    }

    @Test func errors() {
        let unknown = RemindersCommand.apply(DialoguePhrases.reminders("nachts 22:00"), to: standard)
        #expect(!unknown.changed && unknown.text.hasPrefix("„nachts“ ist keine Erinnerung"))
        let badTime = RemindersCommand.apply(DialoguePhrases.reminders("abends 25:00"), to: standard)
        #expect(!badTime.changed && badTime.text == "„25:00“ ist keine gültige Uhrzeit – bitte z. B. 21:30.")
        #expect(RemindersCommand.apply(DialoguePhrases.reminders("abends"), to: standard).text.hasPrefix("Aufruf:"))
    }

    @Test func allOnOrOff() {
        let off = RemindersCommand.apply(DialoguePhrases.reminders("/erinnerungen alle aus"), to: standard)
        #expect(off.changed && off.settings.enabledSlots.isEmpty)
        #expect(RemindersCommand.apply(DialoguePhrases.reminders("an"), to: off.settings).settings == standard)
        #expect(RemindersCommand.apply(DialoguePhrases.reminders("alle"), to: standard).text.hasPrefix("Aufruf:"))
    }

    @Test func reset() {
        let off = RemindersCommand.apply(DialoguePhrases.reminders("mittags aus"), to: standard).settings
        #expect(RemindersCommand.apply(DialoguePhrases.reminders("standard"), to: off).settings == ReminderSettings.default)
    }
}
