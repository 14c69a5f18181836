import FeelAloudCore

/// Delivers a reminder: desktop notification through `notify-send` when it is on the
/// command's PATH, otherwise (or when it fails) a line on stdout, which systemd puts in the
/// journal and cron mails.
struct ReminderNotifier {
    let io: CommandIO

    enum Delivery: Equatable { case desktop, console }

    func deliver(_ slot: ReminderSlot, now: LocalTimestamp) -> Delivery {
        if let notifySend = ExecutableLookup.find("notify-send", path: io.environment["PATH"]) {
            let outcome = ProgramRunner.run(
                notifySend,
                ["--app-name=FeelAloud", "--urgency=normal", Messages.reminderNotificationTitle,
                 Messages.reminderNotificationBody(slot)],
                environment: io.environment)
            if outcome == .exited(0) { return .desktop }
            let reason: String
            switch outcome {
            case let .exited(status): reason = Messages.notifierExitStatus(status)
            case .failedToStart: reason = Messages.programDidNotStart
            case .timedOut: reason = Messages.notifierTimedOut
            }
            io.writeError(Messages.remindNotifyFailed(reason) + "\n")
        }
        io.write(Messages.reminderConsoleLine(slot, now: now) + "\n")
        return .console
    }
}
