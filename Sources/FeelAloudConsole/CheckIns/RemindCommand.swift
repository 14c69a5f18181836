import Foundation
import FeelAloudCore

/// `feelaloud remind` and `feelaloud remind --install [--systemd|--cron]` (issue 6).
///
/// `remind` (run by the timers/cron) loads the diary, asks `ReminderSchedule.due` which slot to
/// notify, records it in `reminders-sent.json` *before* notifying (under a lock: never twice per
/// slot and day, even with concurrent runs) and delivers it. Nothing due -> silent exit 0.
public struct RemindCommand {
    public let store: DiaryStore
    public let io: CommandIO
    public let clock: Clock
    public let storeDirectory: String
    public let settings: ReminderSettings
    /// The program the timers run (default: this executable, from /proc/self/exe).
    public let executablePath: String
    /// `KEY=value` pairs written into the units / crontab lines so the timers use the same
    /// store. Default: `FEELALOUD_STORE=<storeDirectory>` (the store's `StoreLocation` key).
    public let serviceEnvironment: [(String, String)]

    public static let storeEnvironmentKey = "FEELALOUD_STORE"

    public init(store: DiaryStore, io: CommandIO, clock: Clock, storeDirectory: String, settings: ReminderSettings,
                executablePath: String? = nil, serviceEnvironment: [(String, String)]? = nil) {
        self.store = store
        self.io = io
        self.clock = clock
        self.storeDirectory = storeDirectory
        self.settings = settings
        self.executablePath = executablePath ?? RemindCommand.currentExecutable()
        self.serviceEnvironment = serviceEnvironment ?? [(RemindCommand.storeEnvironmentKey, storeDirectory)]
    }

    /// `arguments` are those after "remind".
    public func run(arguments: [String]) -> ExitCode {
        var install = false
        var mode: ReminderInstaller.Mode?
        for a in arguments {
            switch a {
            case "--install": install = true
            case "--systemd": mode = .systemd
            case "--cron": mode = .cron
            case "-h", "--help", "--hilfe":
                io.write(Messages.remindUsage + "\n")
                return .ok
            default:
                return io.fail(.remindUnknownArgument(a))
            }
        }
        if mode != nil && !install {
            return io.fail(.remindUsage)
        }
        if install {
            let installer = ReminderInstaller(io: io, settings: settings, command: [executablePath, "remind"],
                                              environment: serviceEnvironment)
            return installer.install(mode: mode)
        }
        return remindNow()
    }

    private func remindNow() -> ExitCode {
        guard let diary = store.loadReporting(to: io) else { return io.fail(.loadFailed) }
        let now = clock.now()
        let stateFile = ReminderStateFile(directory: storeDirectory)
        let slot: ReminderSlot?
        do {
            slot = try stateFile.withLock { () throws(StoreError) -> ReminderSlot? in
                var (state, warning) = stateFile.load()
                if let warning { io.writeError(warning + "\n") }
                guard let due = ReminderSchedule.due(slots: settings.slots, now: now, lastSent: state.lastSent,
                                                     snapshotsToday: diary.snapshots) else { return nil }
                state.markSent(due.id, on: now.day)
                try stateFile.save(state)
                return due
            }
        } catch {
            return io.fail(.store(error))
        }
        guard let slot else {
            // A person asking gets an answer; cron and systemd (no terminal) stay quiet.
            if io.stdoutIsTerminal { io.write(Messages.remindNothingDue(settings.slots, now: now) + "\n") }
            return .ok
        }
        _ = ReminderNotifier(io: io).deliver(slot, now: now)
        return .ok
    }

    static func currentExecutable() -> String {
        if let path = PrivateFile.readLink("/proc/self/exe"), !path.isEmpty { return path }
        return CommandLine.arguments.first ?? "feelaloud"
    }
}
