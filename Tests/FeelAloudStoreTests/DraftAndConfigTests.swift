import Testing
import FeelAloudCore
import FeelAloudStore

@Suite struct DraftAndConfigTests {
    @Test func draftStageLoadClear() throws {
        let tmp = TempDirectory()
        let store = FileJournalStore(directory: tmp.store)
        #expect(try store.loadDraft() == nil)
        try store.clearDraft()  // nothing staged: fine
        var raw = EntryFields.Raw()
        raw.musicInHead = true
        raw.songName = "Über den Wolken"
        raw.distress = .high
        let draft = StagedDraft(stagedAt: Sample.at("2026-11-29T21:14:05+01:00"),
                                transcript: "Heute „Über den Wolken“ – Qual!", fields: EntryFields(raw: raw),
                                dayOffset: -1, editing: (id: "e7", revision: 2))
        try store.stageDraft(draft)
        #expect(try FileJournalStore(directory: tmp.store).loadDraft() == draft)
        #expect(Sample.read(store.draftPath).contains("\n  \"transcript\": \"Heute „Über den Wolken“ – Qual!\""))
        let plain = StagedDraft(stagedAt: Sample.at("2026-11-30T08:00:00+01:00"), transcript: "ruhig", fields: EntryFields(raw: .init()))
        try store.stageDraft(plain)
        #expect(try store.loadDraft() == plain)
        try store.clearDraft()
        #expect(try store.loadDraft() == nil)
    }

    @Test func corruptDraftIsAnErrorNotSilence() throws {
        let tmp = TempDirectory()
        let store = FileJournalStore(directory: tmp.store)
        Sample.write("{\"stagedAt\": 5}", to: store.draftPath)
        #expect(throws: StoreError.cannotOpen(path: store.draftPath, reason: .invalidContent(.notText(key: "stagedAt")))) {
            try store.loadDraft()
        }
    }

    @Test func configRoundTripKeepsUnknownKeys() throws {
        let tmp = TempDirectory()
        let store = FileJournalStore(directory: tmp.store)
        #expect(try store.loadConfig() == AppConfig())
        var config = AppConfig()
        config.extractor = .llama
        config.modelPath = "/modelle/qwen.gguf"
        config.noticesEnabled = false
        config[.abends] = AppConfig.Reminder(hour: 21, minute: 15, enabled: true)
        try store.saveConfig(config)
        #expect(try FileJournalStore(directory: tmp.store).loadConfig() == config)
        let text = Sample.read(store.configPath)
        #expect(text.contains("\"abends\": {\n      \"hour\": 21,\n      \"minute\": 15,\n      \"enabled\": true\n    }"))

        // A newer program's key survives a save by this one.
        Sample.write(String(text.dropLast(2)) + ",\n  \"theme\": \"dunkel\"\n}\n", to: store.configPath)
        config.extractor = .rules
        try store.saveConfig(config)
        let saved = Sample.read(store.configPath)
        #expect(saved.contains("\"theme\": \"dunkel\""))
        #expect(try store.loadConfig() == config)
    }

    @Test func invalidConfigIsReported() throws {
        let tmp = TempDirectory()
        let store = FileJournalStore(directory: tmp.store)
        Sample.write(#"{"reminders":{"mittags":{"hour":25}}}"#, to: store.configPath)
        #expect(throws: StoreError.cannotOpen(path: store.configPath, reason: .invalidContent(.badReminderTime(slot: "mittags")))) {
            try store.loadConfig()
        }
        Sample.write(#"{"extractor":"orakel"}"#, to: store.configPath)
        #expect(throws: StoreError.self) { try store.loadConfig() }
        // Partial files take defaults for the rest.
        Sample.write(#"{"reminders":{"morgens":{"enabled":true}}}"#, to: store.configPath)
        let c = try store.loadConfig()
        #expect(c.morgens == AppConfig.Reminder(hour: 8, minute: 0, enabled: true))
        #expect(c.extractor == .rules && c.noticesEnabled)
    }
}
