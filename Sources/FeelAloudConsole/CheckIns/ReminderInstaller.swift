import Foundation
import FeelAloudCore

/// `feelaloud remind --install`: writes the systemd user units (or prints crontab lines).
///
/// systemd: under `$XDG_CONFIG_HOME/systemd/user/` (default `~/.config/systemd/user/`) one
/// service and one timer per enabled slot plus the `timers.target.wants/` link that
/// `systemctl --user enable` would create; units of disabled slots are removed. Files are only
/// rewritten when their content changes, so a second run leaves everything identical. Then,
/// when `systemctl` and a user session are available and `FEELALOUD_SKIP_SYSTEMCTL` is unset,
/// `systemctl --user daemon-reload` and a restart of the enabled timers make it live.
struct ReminderInstaller {
    enum Mode { case systemd, cron }

    let io: CommandIO
    let settings: ReminderSettings
    let command: [String]
    let environment: [(String, String)]

    var env: [String: String] { io.environment }

    var unitDirectory: String? {
        if let x = env["XDG_CONFIG_HOME"], x.hasPrefix("/") { return x + "/systemd/user" }
        if let h = env["HOME"], !h.isEmpty { return h + "/.config/systemd/user" }
        return nil
    }

    var systemctlPath: String? { ExecutableLookup.find("systemctl", path: env["PATH"]) }

    /// systemd is usable when `systemctl` is on PATH and a user manager runs
    /// (`$XDG_RUNTIME_DIR/systemd` exists).
    var systemdAvailable: Bool {
        guard systemctlPath != nil, let runtime = env["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return false }
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: runtime + "/systemd", isDirectory: &isDir) && isDir.boolValue
    }

    func install(mode forced: Mode?) -> ExitCode {
        let mode = forced ?? (systemdAvailable ? .systemd : .cron)
        switch mode {
        case .cron: return printCrontab()
        case .systemd: return writeUnits()
        }
    }

    private func printCrontab() -> ExitCode {
        let lines = ReminderUnits.crontabLines(settings.slots, command: command, environment: environment)
        if lines.isEmpty {
            io.write(Messages.remindCronNothing + "\n")
        } else {
            io.write(Messages.remindCronIntro + "\n" + lines.joined(separator: "\n") + "\n")
        }
        return .ok
    }

    private func writeUnits() -> ExitCode {
        guard let dir = unitDirectory else {
            return io.fail(.noConfigDirectory)
        }
        let wants = dir + "/timers.target.wants"
        var removed: [ReminderSlot.ID] = []
        do {
            try PrivateFile.makeDirectory(dir)
            try PrivateFile.makeDirectory(wants)
            for slot in settings.slots {
                let service = dir + "/" + ReminderUnits.serviceName(slot.id)
                let timer = dir + "/" + ReminderUnits.timerName(slot.id)
                let link = wants + "/" + ReminderUnits.timerName(slot.id)
                if slot.enabled {
                    try PrivateFile.update(ReminderUnits.service(slot, command: command, environment: environment),
                                           at: service, mode: 0o644)
                    try PrivateFile.update(ReminderUnits.timer(slot), at: timer, mode: 0o644)
                    try ensureLink(link, to: "../" + ReminderUnits.timerName(slot.id))
                } else {
                    let existed = FileManager.default.fileExists(atPath: timer)
                    if existed { systemctl(["stop", ReminderUnits.timerName(slot.id)]) }
                    let a = try PrivateFile.remove(link)
                    let b = try PrivateFile.remove(timer)
                    let c = try PrivateFile.remove(service)
                    if a || b || c { removed.append(slot.id) }
                }
            }
        } catch {
            return io.fail(.store(error))
        }
        io.write(Messages.remindInstalledSystemd(directory: dir, slots: settings.enabledSlots, removed: removed) + "\n")
        if canCallSystemctl {
            systemctl(["daemon-reload"])
            let timers = settings.enabledSlots.map { ReminderUnits.timerName($0.id) }
            if !timers.isEmpty { systemctl(["restart"] + timers) }
        } else {
            io.write(Messages.remindSystemctlSkipped + "\n")
        }
        return .ok
    }

    private var canCallSystemctl: Bool {
        let skip = env["FEELALOUD_SKIP_SYSTEMCTL"].map { !$0.isEmpty && $0 != "0" } ?? false
        return !skip && systemdAvailable
    }

    private func systemctl(_ args: [String]) {
        guard canCallSystemctl, let path = systemctlPath else { return }
        let outcome = ProgramRunner.run(path, ["--user"] + args, environment: env, timeoutSeconds: 30)
        if outcome != .exited(0) {
            let status: Int32 = if case let .exited(s) = outcome { s } else { -1 }
            io.writeError(Messages.remindSystemctlFailed("systemctl --user " + args.joined(separator: " "), status) + "\n")
        }
    }

    private func ensureLink(_ link: String, to target: String) throws(StoreError) {
        if let existing = PrivateFile.readLink(link) {
            if existing == target { return }
            try PrivateFile.remove(link)
        } else if errno != ENOENT && errno != EINVAL {
            throw .cannotWrite(path: link, reason: .system(errno))
        } else if errno == EINVAL {
            try PrivateFile.remove(link)
        }
        if symlink(target, link) != 0 {
            throw .cannotWrite(path: link, reason: .system(errno))
        }
    }
}
