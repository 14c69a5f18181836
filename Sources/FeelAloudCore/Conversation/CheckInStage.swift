/// How a check-in begins: `/checkin [1-5]`, a REPL start from a reminder, `feelaloud checkin`.
public struct CheckInRequest: Equatable, Sendable {
    public var source: SnapshotSource
    /// A level given with the command („4“, „sehr gut“); empty = ask.
    public var argument: String
    /// Ask today's open follow-up first (`feelaloud checkin` at a terminal, not from a reminder).
    public var followUpFirst: Bool
    /// Say the questions; false for `feelaloud checkin` on a pipe, whose line is the answer.
    public var asksAloud: Bool

    public init(source: SnapshotSource = .manual, argument: String = "", followUpFirst: Bool = false,
                asksAloud: Bool = true) {
        self.source = source
        self.argument = argument
        self.followUpFirst = followUpFirst
        self.asksAloud = asksAloud
    }
}

/// How a check-in stage ended.
public enum CheckInOutcome: Equatable, Sendable {
    case saved(Snapshot)
    /// Enter on an empty line, q, Ctrl-C/Ctrl-D, end of input.
    case cancelled
    /// The level given with the command names none.
    case invalidArgument
    /// The write failed (the error was said).
    case failed
}

/// The five-level check-in choice as a stage (CONTRACT.md §2): a key (1–5 at once, ←/→ and
/// Enter, q cancels) or a typed line („4“, „sehr gut“) decides; the snapshot is appended and
/// confirmed once it is on disk.
public struct CheckInStage: Equatable, Sendable {
    public var source: SnapshotSource
    /// The shell reads single keys (a terminal); otherwise lines.
    public var byKeys: Bool
    public var asksAloud: Bool
    /// The level the arrow keys point at.
    public var selected: SnapshotRating?
    /// The bytes of an escape sequence read so far (ESC, ESC [).
    public var escape: [UInt8] = []
    /// The snapshot being written (waiting for `.saved` / `.storeFailed`).
    public var saving: Snapshot?

    public init(source: SnapshotSource, byKeys: Bool, asksAloud: Bool = true) {
        self.source = source
        self.byKeys = byKeys
        self.asksAloud = asksAloud
    }
}

extension Conversation {
    static func beginCheckIn(_ request: CheckInRequest, _ env: ConversationEnvironment) -> Step {
        let stage = CheckInStage(source: request.source, byKeys: env.ratingKeys, asksAloud: request.asksAloud)
        let argument = request.argument.trimmingWhitespace()
        if !argument.isEmpty {
            guard let rating = env.language.checkInRating(argument) else {
                return (ConversationState(), [.say(Messages.checkInInvalidChoice(argument), .warning),
                                              .checkInEnded(.invalidArgument)])
            }
            return saveCheckIn(rating, stage, env)
        }
        if request.followUpFirst,
           let asked = FollowUpPolicy.snapshotToAsk(env.diary.snapshotsAroundToday(env.now), now: env.now, zone: env.zone) {
            // The follow-up is the stage on top; the choice waits below it.
            return (ConversationState(mode: .followingUp(asked), stack: [.checkingIn(stage)]),
                    [.say(Messages.followUpQuestion(asked) + "\n" + Messages.followUpHint, .plain)])
        }
        return (ConversationState(mode: .checkingIn(stage)), askRating(stage))
    }

    /// The question of the five-level choice.
    static func askRating(_ stage: CheckInStage) -> [ConversationEffect] {
        if stage.byKeys { return [.say(Messages.checkInQuestion + " " + Messages.checkInPickerHint, .plain), .pickerLine(nil)] }
        return stage.asksAloud ? [.say(Messages.checkInRatingPrompt, .plain)] : []
    }

    /// Everything a `.checkingIn` stage reacts to; nil for inputs it leaves to the others.
    static func checkInStep(_ stage: CheckInStage, _ input: ConversationInput, _ env: ConversationEnvironment) -> Step? {
        switch input {
        case let .key(key):
            guard stage.saving == nil else { return (ConversationState(mode: .checkingIn(stage)), []) }
            return checkInKey(stage, key, env)
        case let .line(text):
            guard stage.saving == nil else { return (ConversationState(mode: .checkingIn(stage)), []) }
            let typed = FollowUpPolicy.normalized(text)
            if typed.isEmpty { return cancelCheckIn(stage) }
            guard let rating = env.language.checkInRating(typed) else {
                return (ConversationState(mode: .checkingIn(stage)),
                        [.say(Messages.checkInInvalidChoice(typed), .warning)] + askRating(stage))
            }
            return saveCheckIn(rating, stage, env)
        case .endOfInput:
            return cancelCheckIn(stage)
        case let .saved(.snapshot(saved)) where saved.id == stage.saving?.id:
            return (ConversationState(), [.say(Messages.checkInSaved(saved), .success), .checkInEnded(.saved(saved))])
        case let .storeFailed(error) where stage.saving != nil:
            return (ConversationState(), [.say(Messages.storeError(error), .error), .checkInEnded(.failed)])
        default:
            return nil
        }
    }

    /// One key of the picker: a digit chooses, arrows move, Enter confirms the selection,
    /// q / Ctrl-C / Ctrl-D / a lone Escape cancel; anything else is ignored.
    static func checkInKey(_ stage: CheckInStage, _ key: UInt8, _ env: ConversationEnvironment) -> Step {
        var s = stage
        let stay = { (s: CheckInStage) in ConversationState(mode: .checkingIn(s)) }
        func chosen(_ r: SnapshotRating) -> Step {
            let step = saveCheckIn(r, s, env)
            return (step.state, [.pickerLine(r), .pickerDone] + step.effects)
        }
        if !s.escape.isEmpty {
            if s.escape.count == 1 {
                guard key == UInt8(ascii: "[") || key == UInt8(ascii: "O") else { return cancelCheckIn(s) }
                s.escape.append(key)
                return (stay(s), [])
            }
            s.escape = []
            let step: Int
            switch key {
            case UInt8(ascii: "C"), UInt8(ascii: "A"): step = 1
            case UInt8(ascii: "D"), UInt8(ascii: "B"): step = -1
            default: return (stay(s), [])
            }
            let current = s.selected?.rawValue ?? (step > 0 ? 2 : 4)
            s.selected = SnapshotRating(rawValue: min(5, max(1, current + step)))
            return (stay(s), [.pickerLine(s.selected)])
        }
        if let r = SnapshotRating(key: key) { return chosen(r) }
        switch key {
        case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
            if let selected = s.selected { return chosen(selected) }
            return (stay(s), [])
        case 27:
            s.escape = [27]
            return (stay(s), [])
        case UInt8(ascii: "q"), UInt8(ascii: "Q"), 3, 4:
            return cancelCheckIn(s)
        default:
            return (stay(s), [])
        }
    }

    static func cancelCheckIn(_ stage: CheckInStage) -> Step {
        (ConversationState(), (stage.byKeys ? [.pickerDone] : []) + [.say(Messages.checkInCancelled, .warning),
                                                                    .checkInEnded(.cancelled)])
    }

    static func saveCheckIn(_ rating: SnapshotRating, _ stage: CheckInStage, _ env: ConversationEnvironment) -> Step {
        let snapshot = Snapshot(id: env.newID, createdAt: env.now, rating: rating, source: stage.source)
        var s = stage
        s.saving = snapshot
        return (ConversationState(mode: .checkingIn(s)), [.append(.snapshot(snapshot))])
    }

    /// What a stage says when it comes back to the top of the stack.
    static func resume(_ mode: ConversationMode) -> Step {
        switch mode {
        case let .checkingIn(stage): return (ConversationState(mode: mode), askRating(stage))
        default: return (ConversationState(mode: mode), [])
        }
    }

    /// The stages of this file and SettingsStage.swift; nil leaves the input to the rest.
    static func stageStep(_ state: ConversationState, _ input: ConversationInput, _ env: ConversationEnvironment) -> Step? {
        switch (state.mode, input) {
        case let (.idle, .beginCheckIn(request)): return beginCheckIn(request, env)
        case (_, .beginCheckIn), (_, .key): 
            if case let .checkingIn(stage) = state.mode, case .key = input { return checkInStep(stage, input, env) }
            return (state, [])
        case let (.checkingIn(stage), _): return checkInStep(stage, input, env)
        case let (.savingSettings(confirmation), _): return settingsWritten(confirmation, input)
        case (_, .settingsSaved), (_, .settingsFailed): return (state, [])
        default: return nil
        }
    }
}
