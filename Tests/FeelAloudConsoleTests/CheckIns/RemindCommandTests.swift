import Foundation
import Testing
import FeelAloudCore
import FeelAloudTestSupport
@testable import FeelAloudConsole

@Suite struct RemindCommandTests {
    /// A fake notify-send that appends its arguments (one per line, then "--") to $FAKE_NOTIFY_LOG.
    func installFakeNotifySend(in dir: String, exitStatus: Int = 0) throws {
        let script = """
            #!/bin/sh
            for a in "$@"; do printf '%s\\n' "$a" >> "$FAKE_NOTIFY_LOG"; done
            printf -- '--\\n' >> "$FAKE_NOTIFY_LOG"
            exit \(exitStatus)

            """
        let path = dir + "/notify-send"
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
    }

    func remind(_ store: MemoryDiaryStore, _ io: BufferIO, at time: String, dir: String,
                settings: ReminderSettings = standard) -> ExitCode {
        RemindCommand(store: store, io: io, clock: FixedClock(ts(time)), storeDirectory: dir + "/store",
                      settings: settings, executablePath: "/opt/feelaloud/bin/feelaloud").run(arguments: [])
    }

    @Test func nothingDueSaysSoToAPersonButNotToCron() throws {
        let tmp = try makeTempDir()
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        let atTerminal = BufferIO(environment: [:])
        atTerminal.stdoutIsTerminal = true
        #expect(remind(MemoryDiaryStore(), atTerminal, at: "2026-11-30T08:30:00+01:00", dir: tmp) == .ok)
        #expect(atTerminal.output.hasPrefix("Gerade ist keine Erinnerung fällig"), "\(atTerminal.output)")
        #expect(Messages.remindNothingDue(ReminderSlot.defaults, now: ts("2026-11-30T08:30:00+01:00")).contains("alle Erinnerungen sind aus"))
        let evening = [ReminderSlot(id: .abends, hour: 20, minute: 0)!]
        #expect(Messages.remindNothingDue(evening, now: ts("2026-11-30T08:30:00+01:00")).hasSuffix("Die nächste kommt heute abends um 20:00."))
        #expect(Messages.remindNothingDue(evening, now: ts("2026-11-30T21:30:00+01:00")).hasSuffix("Die nächste kommt morgen abends um 20:00."))
        let fromCron = BufferIO(environment: [:])
        #expect(remind(MemoryDiaryStore(), fromCron, at: "2026-11-30T08:30:00+01:00", dir: tmp) == .ok)
        #expect(fromCron.output.isEmpty)
    }

    @Test func endToEndWithFakeNotifySend() throws {
        let tmp = try makeTempDir()
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        let bin = tmp + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try installFakeNotifySend(in: bin)
        let log = tmp + "/notify.log"
        let env = ["PATH": bin + ":/usr/bin:/bin", "FAKE_NOTIFY_LOG": log]
        let store = MemoryDiaryStore()

        // Before the first slot: nothing.
        let early = BufferIO(environment: env)
        #expect(remind(store, early, at: "2026-11-30T08:30:00+01:00", dir: tmp) == .ok)
        #expect(readText(log) == nil && early.output.isEmpty)

        // At 09:01 the morning slot is notified through notify-send.
        let first = BufferIO(environment: env)
        #expect(remind(store, first, at: "2026-11-30T09:01:00+01:00", dir: tmp) == .ok)
        #expect(first.output.isEmpty && first.errorOutput.isEmpty)
        let expected = ["--app-name=FeelAloud", "--urgency=normal", "FeelAloud – Momentaufnahme",
                        "Wie geht es dir gerade? (Erinnerung morgens, 09:00) – feelaloud checkin --source notification", "--"]
        #expect(readText(log) == expected.joined(separator: "\n") + "\n")

        // Never twice for the same slot and day.
        for minute in ["09:02", "10:30", "12:59"] {
            #expect(remind(store, BufferIO(environment: env), at: "2026-11-30T\(minute):00+01:00", dir: tmp) == .ok)
        }
        #expect(readText(log)?.components(separatedBy: "--\n").count == 2)

        // The state file is private and readable.
        let state = tmp + "/store/reminders-sent.json"
        #expect(fileMode(state) == 0o600)
        #expect(readText(state) == #"{"version":1,"sent":{"morgens":"2026-11-30"}}"# + "\n")

        // A check-in at 12:55 covers the midday slot: no reminder at 13:05.
        store.records.append(.snapshot(snap("x", "2026-11-30T12:55:00+01:00", .good)))
        #expect(remind(store, BufferIO(environment: env), at: "2026-11-30T13:05:00+01:00", dir: tmp) == .ok)
        #expect(readText(log)?.components(separatedBy: "--\n").count == 2)

        // Evening slot: sent; next day the morning slot again.
        #expect(remind(store, BufferIO(environment: env), at: "2026-11-30T20:00:00+01:00", dir: tmp) == .ok)
        #expect(remind(store, BufferIO(environment: env), at: "2026-12-01T09:00:00+01:00", dir: tmp) == .ok)
        let calls = readText(log)!.components(separatedBy: "--\n").filter { !$0.isEmpty }
        #expect(calls.count == 3)
        #expect(calls[1].contains("Erinnerung abends, 20:00") && calls[2].contains("Erinnerung morgens, 09:00"))
    }

    @Test func withoutNotifySendWritesToStdout() throws {
        let tmp = try makeTempDir()
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        let env = ["PATH": tmp + "/empty-bin"]
        let io = BufferIO(environment: env)
        #expect(remind(MemoryDiaryStore(), io, at: "2026-11-30T20:15:00+01:00", dir: tmp) == .ok)
        #expect(io.output == "[2026-11-30 20:15] FeelAloud-Erinnerung (abends, 20:00): Wie geht es dir gerade? feelaloud checkin --source notification\n")
        let again = BufferIO(environment: env)
        #expect(remind(MemoryDiaryStore(), again, at: "2026-11-30T20:16:00+01:00", dir: tmp) == .ok)
        #expect(again.output.isEmpty)
    }

    @Test func failingNotifySendFallsBackToStdout() throws {
        let tmp = try makeTempDir()
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        try installFakeNotifySend(in: tmp, exitStatus: 1)
        let io = BufferIO(environment: ["PATH": tmp, "FAKE_NOTIFY_LOG": tmp + "/log"])
        #expect(remind(MemoryDiaryStore(), io, at: "2026-11-30T13:00:00+01:00", dir: tmp) == .ok)
        #expect(readText(tmp + "/log") != nil)
        #expect(io.errorOutput.contains("notify-send hat nicht funktioniert (Status 1)"))
        #expect(io.output.contains("FeelAloud-Erinnerung (mittags, 13:00)"))
    }

    @Test func disabledSlotsAreNotNotified() throws {
        let tmp = try makeTempDir()
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        var settings = standard
        settings[.abends].enabled = false
        let io = BufferIO(environment: ["PATH": tmp])
        #expect(remind(MemoryDiaryStore(), io, at: "2026-11-30T21:00:00+01:00", dir: tmp, settings: settings) == .ok)
        #expect(io.output.contains("(mittags, 13:00)"))
    }

    @Test func usage() {
        let io = BufferIO()
        let cmd = RemindCommand(store: MemoryDiaryStore(), io: io, clock: FixedClock(ts("2026-11-30T09:00:00+01:00")),
                                storeDirectory: "/nonexistent", settings: standard, executablePath: "/x/feelaloud")
        #expect(cmd.run(arguments: ["--jetzt"]) == .usage)
        #expect(cmd.run(arguments: ["--cron"]) == .usage)
    }
}

@Suite struct RemindInstallTests {
    func install(_ settings: ReminderSettings, env: [String: String], mode: String = "--systemd") -> (ExitCode, BufferIO) {
        let io = BufferIO(environment: env)
        let code = RemindCommand(store: MemoryDiaryStore(), io: io, clock: FixedClock(ts("2026-11-30T09:00:00+01:00")),
                                 storeDirectory: "/nonexistent", settings: settings,
                                 executablePath: "/opt/feel aloud/feelaloud").run(arguments: ["--install", mode])
        return (code, io)
    }

    /// Relative path -> content (links as "-> target") of everything under `dir`, with mtimes.
    func snapshot(_ dir: String) -> [String: String] {
        var result: [String: String] = [:]
        let fm = FileManager.default
        for rel in (fm.subpaths(atPath: dir) ?? []).sorted() {
            let full = dir + "/" + rel
            if let target = try? fm.destinationOfSymbolicLink(atPath: full) {
                result[rel] = "-> " + target
            } else if let text = readText(full) {
                let mtime = (try? fm.attributesOfItem(atPath: full)[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                result[rel] = text + "@\(mtime)"
            }
        }
        return result
    }

    @Test func installTwiceGivesIdenticalFiles() throws {
        let tmp = try makeTempDir()
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        let env = ["XDG_CONFIG_HOME": tmp + "/config", "FEELALOUD_SKIP_SYSTEMCTL": "1", "PATH": "/usr/bin:/bin"]
        let (c1, io1) = install(standard, env: env)
        #expect(c1 == .ok, "\(io1.errorOutput)")
        let dir = tmp + "/config/systemd/user"
        let first = snapshot(dir)
        #expect(first.keys.sorted() == [
            "feelaloud-remind-abends.service", "feelaloud-remind-abends.timer",
            "feelaloud-remind-mittags.service", "feelaloud-remind-mittags.timer",
            "feelaloud-remind-morgens.service", "feelaloud-remind-morgens.timer",
            "timers.target.wants",
            "timers.target.wants/feelaloud-remind-abends.timer",
            "timers.target.wants/feelaloud-remind-mittags.timer",
            "timers.target.wants/feelaloud-remind-morgens.timer",
        ].filter { $0 != "timers.target.wants" })
        #expect(first["timers.target.wants/feelaloud-remind-morgens.timer"] == "-> ../feelaloud-remind-morgens.timer")
        let timer = try #require(readText(dir + "/feelaloud-remind-morgens.timer"))
        #expect(timer.contains("\nOnCalendar=*-*-* 09:00:00\n") && timer.contains("\nPersistent=true\n")
            && timer.contains("\nUnit=feelaloud-remind-morgens.service\n") && timer.contains("\nWantedBy=timers.target\n"))
        let service = try #require(readText(dir + "/feelaloud-remind-abends.service"))
        #expect(service.contains("\nType=oneshot\nEnvironment=FEELALOUD_STORE=/nonexistent\nExecStart=\"/opt/feel aloud/feelaloud\" remind\n"))
        #expect(io1.output.contains(Messages.remindSystemctlSkipped))

        let (c2, _) = install(standard, env: env)
        #expect(c2 == .ok)
        #expect(snapshot(dir) == first)
    }

    @Test func changingATimeRewritesAndDisablingRemoves() throws {
        let tmp = try makeTempDir()
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        let env = ["XDG_CONFIG_HOME": tmp + "/config", "FEELALOUD_SKIP_SYSTEMCTL": "1"]
        let dir = tmp + "/config/systemd/user"
        _ = install(standard, env: env)
        var settings = standard
        settings[.abends] = ReminderSlot(id: .abends, hour: 21, minute: 30)!
        settings[.mittags].enabled = false
        let (code, io) = install(settings, env: env)
        #expect(code == .ok)
        #expect(readText(dir + "/feelaloud-remind-abends.timer")?.contains("OnCalendar=*-*-* 21:30:00") == true)
        #expect(readText(dir + "/feelaloud-remind-abends.timer")?.contains("20:00") == false)
        let names = Set((FileManager.default.subpaths(atPath: dir) ?? []))
        #expect(!names.contains { $0.contains("mittags") })
        #expect(names.contains("timers.target.wants/feelaloud-remind-abends.timer"))
        #expect(io.output.contains("entfernt: feelaloud-remind-mittags.timer"))
        // Nothing duplicated: exactly two timers and two services.
        #expect(names.filter { $0.hasSuffix(".timer") && !$0.contains("/") }.count == 2)
        #expect(names.filter { $0.hasSuffix(".service") }.count == 2)
        // Re-enabling brings it back.
        settings[.mittags].enabled = true
        _ = install(settings, env: env)
        #expect(FileManager.default.fileExists(atPath: dir + "/feelaloud-remind-mittags.timer"))
    }

    @Test func cronLines() {
        var settings = standard
        settings[.morgens] = ReminderSlot(id: .morgens, hour: 7, minute: 15)!
        settings[.mittags].enabled = false
        let (code, io) = install(settings, env: ["PATH": "/nonexistent"], mode: "--cron")
        #expect(code == .ok)
        #expect(io.output == Messages.remindCronIntro + "\n"
            + "15 7 * * * FEELALOUD_STORE=/nonexistent '/opt/feel aloud/feelaloud' remind # feelaloud-remind-morgens\n"
            + "0 20 * * * FEELALOUD_STORE=/nonexistent '/opt/feel aloud/feelaloud' remind # feelaloud-remind-abends\n")
    }

    @Test func autoDetectFallsBackToCronWithoutSystemctl() throws {
        let tmp = try makeTempDir()
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        let io = BufferIO(environment: ["PATH": tmp, "XDG_CONFIG_HOME": tmp + "/config"])
        let code = RemindCommand(store: MemoryDiaryStore(), io: io, clock: FixedClock(ts("2026-11-30T09:00:00+01:00")),
                                 storeDirectory: tmp, settings: standard, executablePath: "/usr/bin/feelaloud")
            .run(arguments: ["--install"])
        #expect(code == .ok)
        #expect(io.output.contains("0 9 * * * FEELALOUD_STORE=\(tmp) /usr/bin/feelaloud remind # feelaloud-remind-morgens"))
        #expect(!FileManager.default.fileExists(atPath: tmp + "/config/systemd"))
    }

    @Test func serviceEnvironmentIsWritten() {
        let slot = ReminderSlot.defaults[0]
        let text = ReminderUnits.service(slot, command: ["/usr/bin/feelaloud", "remind"],
                                         environment: [("FEELALOUD_DIR", "/home/a b/.feelaloud")])
        #expect(text.contains("\nEnvironment=\"FEELALOUD_DIR=/home/a b/.feelaloud\"\nExecStart=/usr/bin/feelaloud remind\n"))
        #expect(ReminderUnits.systemdQuote("50%") == "50%%")
        #expect(ReminderUnits.shellQuote("it's") == #"'it'\''s'"#)
    }

    /// A corrupt sent-state file is a German warning naming what is wrong, never a Swift
    /// debug description.
    @Test func corruptSentStateIsWordedInGerman() throws {
        let tmp = try makeTempDir()
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        let file = ReminderStateFile(directory: tmp)
        for (content, reason) in [("[1]", Messages.notAJSONObject), ("{", JSONParseError(offset: 1, kind: .keyExpected).reason)] {
            try content.write(toFile: file.path, atomically: true, encoding: .utf8)
            chmod(file.path, 0o600)
            let (state, warning) = file.load()
            #expect(state == ReminderSentState())
            #expect(warning == Messages.remindStateUnreadable(file.path, reason))
        }
    }
}
