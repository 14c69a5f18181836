import FeelAloudCore

/// Runs a `CheckInFlow` against a store, the streams and an input source. Used by
/// `feelaloud checkin` and usable by the REPL for `/checkin` and the follow-up at start
/// (mode `.followUpOnly`).
public struct CheckInDriver {
    /// Where answers come from.
    public enum Input {
        /// A person at a terminal: picker keys and typed lines; prompts are shown.
        case terminal(CheckInKeyboard)
        /// Lines from a pipe, one per question; no prompts; problems go to stderr.
        case lines([String])
        /// Like `.lines`, but pulled one at a time (e.g. from the REPL's line reader when stdin is
        /// not a terminal); nil = end of input.
        case pull(() -> String?)
    }

    public struct Result {
        public var exitCode: ExitCode
        /// Every snapshot revision appended (answers, dismissals and the new check-in).
        public var appended: [Snapshot]
        /// The new check-in, if one was saved.
        public var saved: Snapshot? { appended.last { $0.revision == 1 } }
    }

    public let store: DiaryStore
    public let io: CommandIO

    public init(store: DiaryStore, io: CommandIO) {
        self.store = store
        self.io = io
    }

    /// Runs the flow; `preset` (a rating given up front) replaces the `.begin` step.
    /// `showQuestionsWhenPiped`: with `.lines`/`.pull`, still print the follow-up question and the
    /// five-level line (the REPL's transcripts want them; `feelaloud checkin` does not).
    public func run(_ context: CheckInFlow.Context, input: Input, preset: SnapshotRating? = nil,
                    showQuestionsWhenPiped: Bool = false) -> Result {
        var remaining: [String] = []
        var interactive: CheckInKeyboard?
        var pull: (() -> String?)?
        switch input {
        case let .terminal(k): interactive = k
        case let .lines(l): remaining = l
        case let .pull(p): pull = p
        }
        func nextLine() -> CheckInFlow.Input {
            if let pull { return pull().map { .line(TerminalSanitizer.cleanInput($0)) } ?? .cancel }
            return remaining.isEmpty ? .cancel : .line(TerminalSanitizer.cleanInput(remaining.removeFirst()))
        }
        var appended: [Snapshot] = []
        var (state, outputs) = CheckInFlow.step(.start, preset.map(CheckInFlow.Input.rating) ?? .begin, context)
        while true {
            var next: CheckInFlow.Input?
            for output in outputs {
                switch output {
                case let .show(text):
                    io.write(text + "\n")
                case let .problem(text):
                    if interactive != nil { io.write(text + "\n") } else { io.writeError(text + "\n") }
                case let .appendSnapshot(s):
                    do {
                        if case let .writtenWithoutDirectorySync(reason) = try store.save(.snapshot(s)) {
                            io.writeError(Messages.savedWithoutDirectorySync(reason) + "\n")
                        }
                        appended.append(s)
                    } catch {
                        io.writeError(Messages.storeError(error) + "\n")
                        return Result(exitCode: .failure, appended: appended)
                    }
                case let .askFollowUp(question, hint):
                    if let k = interactive {
                        io.write(question + "\n" + hint + "\n> ")
                        // A typed note is cleaned like a REPL line: no escape sequences stored.
                        next = k.readLine().map { .line(TerminalSanitizer.cleanInput($0)) } ?? .cancel
                    } else {
                        if showQuestionsWhenPiped { io.write(question + "\n") }
                        next = nextLine()
                    }
                case let .askRating(prompt):
                    if let k = interactive {
                        io.write(Messages.checkInQuestion + " " + Messages.checkInPickerHint + "\n")
                        next = RatingPicker(keyboard: k, io: io).pick().map(CheckInFlow.Input.rating) ?? .cancel
                    } else {
                        if showQuestionsWhenPiped { io.write(prompt + "\n") }
                        next = nextLine()
                    }
                }
            }
            guard state != .finished, let input = next else { break }
            (state, outputs) = CheckInFlow.step(state, input, context)
        }
        let ok = context.mode == .followUpOnly || appended.contains { $0.id == context.newSnapshotID }
        return Result(exitCode: ok ? .ok : .failure, appended: appended)
    }
}
