/// What `/einstellungen …` asks for, as read by the language (`DialogueLanguage.settingsRequest`).
public enum SettingsRequest: Equatable, Sendable {
    case show
    case notices(on: Bool)
    case extractor(AppConfig.ExtractorKind)
    case notUnderstood
}

/// `/einstellungen` and `/erinnerungen` as stages of the conversation: the language reads the
/// words, the stage decides the new settings and the answer; the shell only writes the file
/// (`.saveSettings`, answered with `.settingsSaved` / `.settingsFailed`).
extension Conversation {
    static func settingsCommand(_ argument: String, _ env: ConversationEnvironment) -> Step {
        var config = env.settings
        switch env.language.settingsRequest(argument) {
        case .show:
            return (ConversationState(), [.say(Messages.settingsOverview(config), .plain)])
        case .notUnderstood:
            return (ConversationState(), [.say(Messages.settingsUsage, .warning)])
        case let .notices(on):
            config.noticesEnabled = on
        case .extractor(.llama):
            // A build without llama.cpp cannot use it: refuse with the reason instead of „Gespeichert.“
            if case let .unavailable(reason) = env.llamaBuild {
                return (ConversationState(), [.say(Messages.llamaNotBuilt(Messages.extractorUnavailable(reason)), .warning)])
            }
            config.extractor = .llama
        case .extractor(.rules):
            config.extractor = .rules
        }
        return (ConversationState(mode: .savingSettings(confirmation: Messages.settingsSaved(config))),
                [.saveSettings(config)])
    }

    static func remindersCommand(_ argument: String, _ env: ConversationEnvironment) -> Step {
        let result = RemindersCommand.apply(env.language.remindersRequest(argument),
                                            to: ReminderSettings(config: env.settings))
        guard result.changed else { return (ConversationState(), [.say(result.text, .plain)]) }
        return (ConversationState(mode: .savingSettings(confirmation: result.text)),
                [.saveSettings(result.settings.applied(to: env.settings))])
    }

    /// The answer to `.saveSettings`.
    static func settingsWritten(_ confirmation: String, _ input: ConversationInput) -> Step? {
        switch input {
        case .settingsSaved: return (ConversationState(), [.say(confirmation, .plain)])
        case let .settingsFailed(error): return (ConversationState(), [.say(Messages.storeError(error), .error)])
        default: return nil
        }
    }
}
