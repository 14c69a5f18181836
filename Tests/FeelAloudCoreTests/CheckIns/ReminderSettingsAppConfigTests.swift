import Testing
@testable import FeelAloudCore

@Suite struct ReminderSettingsAppConfigTests {
    @Test func defaultsAgree() {
        #expect(ReminderSettings(config: AppConfig()) == ReminderSettings.default)
    }

    @Test func roundTrip() {
        var config = AppConfig(extractor: .llama, modelPath: "/m.gguf")
        config.abends = AppConfig.Reminder(hour: 21, minute: 30, enabled: true)
        let settings = ReminderSettings(config: config)
        #expect(settings[.abends].timeText == "21:30" && settings[.abends].enabled && !settings[.morgens].enabled)
        let changed = RemindersCommand.apply(.slot(.mittags, time: ClockTime(hour: 13, minute: 15), on: nil), to: settings).settings
        let saved = changed.applied(to: config)
        #expect(saved.mittags == AppConfig.Reminder(hour: 13, minute: 15, enabled: true))
        #expect(saved.abends == config.abends && saved.extractor == .llama && saved.modelPath == "/m.gguf")
        #expect(ReminderSettings(config: saved) == changed)
    }
}
