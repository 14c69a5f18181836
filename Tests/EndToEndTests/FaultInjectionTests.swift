import Foundation
import Testing

/// Issue #13 against the real binary: crashes (strace `signal=KILL`) and injected errors
/// (`error=EIO`, `EINTR`) at file syscalls, a second session on the same store, hostile bytes
/// in stored text. Each test first reproduces the reported failure; strace and mount based
/// tests are skipped with a printed reason where they cannot run. Long loops: `make torture`.
@Suite(.serialized) struct FaultInjectionTests {
    struct Run {
        var stdout: String
        var stderr: String
        var code: Int32
        var seconds: Double
    }

    static let straceWorks: Bool = {
        guard let r = try? Faults.run(["/bin/true"], raw: true, env: ProcessInfo.processInfo.environment,
                                      strace: "inject=fsync:error=EIO:when=1") else { return false }
        if r.code != 0 { print("strace cannot run here (\(r.stderr.prefix(120))): fault-injection tests skipped") }
        return r.code == 0
    }()

    static let jule = "Heute mit Jule im Park, gute Laune."

    // MARK: D1 — a saved draft is not offered (and stored) again

    @Test(.enabled(if: FaultInjectionTests.straceWorks, "strace cannot run"))
    func killBetweenSaveAndDraftRemovalDoesNotDouble() throws {
        let (store, env) = Faults.store()
        _ = try Faults.run([], stdin: Self.jule + "\nja\n", env: env, strace: "inject=unlink:signal=KILL:when=1")
        let again = try Faults.run([], stdin: "ja\nja\n", env: env)
        #expect(Faults.transcripts(store).filter { $0 == Self.jule }.count == 1, "\(again.stdout)")
        #expect(!again.stdout.contains("unbestätigten Entwurf"))
    }

    /// Every crash point of the saving session's renames, fsyncs and unlinks: the entry is
    /// stored at most once, and a draft that survives is never stored twice on recovery.
    @Test(.enabled(if: FaultInjectionTests.straceWorks, "strace cannot run"))
    func crashAtEverySyncPointStoresAtMostOnce() throws {
        for syscall in ["fsync", "rename", "unlink", "write"] {
            for n in 1...4 {
                let (store, env) = Faults.store()
                _ = try Faults.run([], stdin: Self.jule + "\nja\n", env: env, strace: "inject=\(syscall):signal=KILL:when=\(n)")
                let recovery = try Faults.run([], stdin: "ja\nja\n", env: env)
                let count = Faults.transcripts(store).filter { $0 == Self.jule }.count
                #expect(count <= 1, "\(syscall) #\(n): stored \(count) times\n\(recovery.stdout)")
                #expect(recovery.code == 0, "\(syscall) #\(n): \(recovery.stderr)")
            }
        }
    }

    // MARK: D3 — a failure is reported only when nothing was stored

    @Test(.enabled(if: FaultInjectionTests.straceWorks, "strace cannot run"))
    func failedSyncNeverLiesAboutWhatWasStored() throws {
        for n in 1...8 {
            let (store, env) = Faults.store()
            let r = try Faults.run(["checkin", "3"], env: env, strace: "inject=fsync:error=EIO:when=\(n)")
            let stored = Faults.records(store).filter { $0["kind"] as? String == "snapshot" }.count
            if r.code == 0 {
                #expect(stored == 1, "fsync #\(n): rc 0 but \(stored) stored")
            } else {
                #expect(stored == 0, "fsync #\(n): rc \(r.code) („\(r.stderr)“) but the record is stored")
                #expect(!r.stderr.contains("Input/output"), "German errno text: \(r.stderr)")
            }
        }
    }

    // MARK: D4 — no endless loop after a handled EINTR

    @Test(.enabled(if: FaultInjectionTests.straceWorks, "strace cannot run"))
    func interruptedCallsNeverHang() throws {
        // Reads 44–52 are the reads of stdin (earlier ones load the program); when=1+ makes
        // every call fail with EINTR (retried, but not forever).
        let injections = ["flock:error=EINTR:when=20", "flock:error=EINTR:when=1+", "fsync:error=EINTR:when=1+",
                          "write:error=EINTR:when=1+"] + (44...52).map { "read:error=EINTR:when=\($0)" }
        for inject in injections {
            let (_, env) = Faults.store()
            let r = try Faults.run([], stdin: Self.jule + "\nja\n", env: env, strace: "inject=" + inject, timeout: 20)
            #expect(r.seconds < 15, "\(inject) hung")
        }
    }

    /// A failed unlock must not leave this process waiting for its own lock: the journal and
    /// the index each hold a lock instance (found by `make torture` as a 30 s wait).
    @Test(.enabled(if: FaultInjectionTests.straceWorks, "strace cannot run"))
    func aFailedUnlockNeverMakesTheProcessWaitForItself() throws {
        for err in ["EIO", "EINTR"] {
            for n in 1...3 {
                let (store, env) = Faults.store()
                let r = try Faults.run(["checkin", "3"], env: env, strace: "inject=flock:error=\(err):when=\(n)", timeout: 20)
                #expect(r.seconds < 10, "flock \(err) #\(n) waited \(r.seconds) s: \(r.stderr)")
                let stored = Faults.records(store).filter { $0["kind"] as? String == "snapshot" }.count
                #expect(r.code == 0 ? stored == 1 : stored == 0, "flock \(err) #\(n): rc \(r.code), \(stored) stored")
            }
        }
    }

    // MARK: D2 — a draft belongs to one session

    @Test func aSecondSessionNeitherSeesNorTouchesTheFirstOnesDraft() throws {
        let (store, env) = Faults.store()
        let first = try Faults.Session(env: env)
        first.send(Self.jule + "\n")
        #expect(Faults.waitFor { (try? FileManager.default.contentsOfDirectory(atPath: store + "/drafts"))?.count == 1 })
        let second = try Faults.run([], stdin: "Heute war ein ruhiger Tag.\nja\n", env: env)
        #expect(!second.stdout.contains("unbestätigten Entwurf"), "\(second.stdout)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: store + "/drafts"))?.count == 1,
                "the first session's draft is still there")
        first.send("ja\n")
        let out = first.finish()
        #expect(out.contains("Gespeichert"), "\(out)")
        #expect(Set(Faults.transcripts(store)) == [Self.jule, "Heute war ein ruhiger Tag."])
        #expect(Faults.transcripts(store).count == 2)
    }

    @Test func fourConcurrentSessionsLoseAndDoubleNothing() throws {
        let (store, env) = Faults.store()
        let script = (0..<25).map { "Tag \($0) war gut.\nja\n" }.joined()
        let sessions = try (0..<4).map { _ in try Faults.Session(env: env) }
        for s in sessions { s.send(script) }
        for s in sessions { _ = s.finish() }
        let texts = Faults.transcripts(store)
        #expect(texts.count == 100)
        #expect(Dictionary(grouping: texts, by: { $0 }).values.allSatisfy { $0.count == 4 })
    }

    // MARK: D8 — stored escape sequences never reach the terminal raw

    @Test func storedEscapesAreShownVisibleEverywhere() throws {
        let (store, env) = Faults.store()
        let evil = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m"
        try Faults.writeJournal(store, entryText: "Heute " + evil + " gut", song: "Lied" + evil)
        let views = try Faults.run([], stdin: "/verlauf\n/zeige 1\n/woche\n", env: env)
        let ask = try Faults.run(["ask", "Welche Lieder hatte ich im Kopf?"], env: env)
        let extract = try Faults.run(["extract"], stdin: "Heute " + evil + " gut drauf.", env: env)
        let json = try Faults.run(["export", "--format", "json", "--out", "-"], env: env)
        for (name, r) in [("REPL", views), ("ask", ask), ("extract", extract)] {
            for c in ["\u{1B}", "\u{07}", "\u{9B}"] {
                #expect(!r.stdout.contains(c) && !r.stderr.contains(c), "\(name) prints a raw control character")
            }
        }
        #expect(views.stdout.contains("␛]0;pwned␇␛[2J"), "\(views.stdout)")
        #expect(!json.stdout.contains("\u{9B}") && json.stdout.contains("\\u009b"))
    }

    // MARK: D7 / D11 — a store that cannot be written can still be read

    @Test func readOnlyStoreCanBeReadAskedAndExported() throws {
        let (store, env) = Faults.store()
        let saved = try Faults.run([], stdin: Self.jule + "\nja\n", env: env)
        #expect(saved.code == 0)
        let mountPoint = store + "-ro"
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        guard Faults.sh("mount --bind '\(store)' '\(mountPoint)' && mount -o remount,ro,bind '\(mountPoint)'") else {
            print("read-only bind mount not possible here (not root or no CAP_SYS_ADMIN): test skipped")
            return
        }
        defer { _ = Faults.sh("umount '\(mountPoint)'") }
        var roEnv = env
        roEnv["FEELALOUD_STORE"] = mountPoint
        let ask = try Faults.run(["ask", "Wie war meine Woche?"], env: roEnv)
        #expect(ask.code == 0, "\(ask.stderr)")
        #expect(!ask.stderr.contains("Sperre"))
        let export = try Faults.run(["export", "--format", "csv", "--out", "-"], env: roEnv)
        #expect(export.code == 0 && export.stdout.contains("Jule"), "\(export.stderr)")
        let repl = try Faults.run([], stdin: "/verlauf\n", env: roEnv)
        #expect(repl.stdout.contains("So, 29.11.2026"), "\(repl.stdout + repl.stderr)")
        #expect(!repl.stdout.contains("Noch keine Einträge"))
    }

    @Test func unreadableMonthIsReportedAndTheRestIsShown() throws {
        let (store, env) = Faults.store()
        _ = try Faults.run([], stdin: Self.jule + "\nja\n", env: env)
        try FileManager.default.createDirectory(atPath: store + "/journal/2026-10.jsonl", withIntermediateDirectories: true)
        let r = try Faults.run([], stdin: "/verlauf\n", env: env)
        #expect(r.stdout.contains("So, 29.11.2026"))
        #expect(!r.stdout.contains("Noch keine Einträge"))
        #expect((r.stdout + r.stderr).contains("2026-10.jsonl konnte nicht gelesen werden"))
    }

    // MARK: D5 / D6 — a backup of any store that loads is importable, byte-identically

    @Test func backupOfADamagedStoreRoundTripsByteIdentically() throws {
        let (store, env) = Faults.store()
        _ = try Faults.run([], stdin: Self.jule + "\nja\nHeute war ein ruhiger Tag.\nja\n", env: env)
        _ = try Faults.run(["checkin", "4"], env: env)
        let file = store + "/journal/2026-11.jsonl"
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        let lines = bytes.split(separator: 0x0A).map(Array.init)
        // A conflicting copy of line 1, a check-in reusing an entry's id, a non-UTF-8 line, a torn tail.
        var conflict = String(decoding: lines[0], as: UTF8.self)
        conflict = conflict.replacingOccurrences(of: "Jule", with: "Jana")
        let entryID = (try JSONSerialization.jsonObject(with: Data(lines[0])) as? [String: Any])?["id"] as? String ?? ""
        let snapshotLine = String(decoding: lines[2], as: UTF8.self)
        let snapshotID = (try JSONSerialization.jsonObject(with: Data(lines[2])) as? [String: Any])?["id"] as? String ?? ""
        let clash = snapshotLine.replacingOccurrences(of: snapshotID, with: entryID)
        var nonUTF8 = Array(String(decoding: lines[1], as: UTF8.self).replacingOccurrences(of: "ruhiger", with: "ruhXger").utf8)
        nonUTF8[nonUTF8.firstIndex(of: UInt8(ascii: "X"))!] = 0xC3
        bytes += Array((conflict + "\n" + clash + "\n").utf8) + nonUTF8 + [0x0A] + Array("{\"v\":2,\"kind\":\"ent".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: file))

        let first = try Faults.run(["export", "--format", "json", "--out", "-"], env: env)
        #expect(first.code == 0, "\(first.stderr)")
        for place in [":4", ":5", ":6", ":7"] { #expect(first.stderr.contains("2026-11.jsonl" + place), "\(first.stderr)") }
        let (copy, copyEnv) = Faults.store()
        let backup = copy + "-backup.json"
        try Data(first.stdout.utf8).write(to: URL(fileURLWithPath: backup))
        let imported = try Faults.run(["import", backup], env: copyEnv)
        #expect(imported.code == 0, "\(imported.stderr)")
        let second = try Faults.run(["export", "--format", "json", "--out", "-"], env: copyEnv)
        #expect(second.code == 0)
        #expect(second.stdout == first.stdout)
        // The quarantine keeps the non-UTF-8 line byte for byte.
        let quarantine = try String(contentsOfFile: store + "/quarantine/2026-11.jsonl", encoding: .utf8)
        let q = quarantine.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let raw = q.compactMap { $0["rawBase64"] as? String }.compactMap { Data(base64Encoded: $0) }
        #expect(raw.map { [UInt8]($0) } == [nonUTF8])
    }

    // MARK: D7 — a full disk: still readable, quarantine absence reported

    @Test func fullDiskStoreCanBeReadAndExported() throws {
        let (store, env) = Faults.store()
        try FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: true)
        guard Faults.sh("mount -t tmpfs -o size=64k tmpfs '\(store)'") else {
            print("tmpfs mount not possible here (not root or no CAP_SYS_ADMIN): test skipped")
            return
        }
        defer { _ = Faults.sh("umount '\(store)'") }
        let saved = try Faults.run([], stdin: Self.jule + "\nja\n", env: env)
        #expect(saved.code == 0)
        try FileHandle(forWritingAtPath: store + "/journal/2026-11.jsonl").map { h in
            h.seekToEndOfFile()
            h.write(Data("kaputte Zeile\n".utf8))
            try h.close()
        }
        _ = Faults.sh("dd if=/dev/zero of='\(store)/fill' bs=1k count=200 2>/dev/null; true")
        let ask = try Faults.run(["ask", "Wie war meine Woche?"], env: env)
        #expect(ask.code == 0, "\(ask.stderr)")
        #expect(ask.stderr.contains("2026-11.jsonl:2"), "\(ask.stderr)")
        let export = try Faults.run(["export", "--format", "csv", "--out", "-"], env: env)
        #expect(export.code == 0 && export.stdout.contains("Jule"), "\(export.stderr)")
        var december = env
        december["FEELALOUD_TODAY"] = "2026-12-01"  // a new month file needs a new page: ENOSPC
        let full = try Faults.run([], stdin: "Noch ein Tag.\nja\n", env: december)
        #expect(full.code == 1)
        #expect(full.stdout.contains("kein Platz mehr auf dem Datenträger"), "\(full.stdout)")
    }

    // MARK: D10 — no temp file with diary text survives a kill

    @Test(.enabled(if: FaultInjectionTests.straceWorks, "strace cannot run"))
    func tempFilesOfKilledWritersAreSwept() throws {
        let (store, env) = Faults.store()
        _ = try Faults.run([], stdin: Self.jule + "\n", env: env, strace: "inject=rename:signal=KILL:when=1")
        _ = try Faults.run([], stdin: "ja\nja\n", env: env)
        #expect(Faults.tempFiles(store).isEmpty, "\(Faults.tempFiles(store))")
        let outDir = store + "-out"
        try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
        _ = try Faults.run(["export", "--format", "csv", "--out", outDir + "/t.csv"], env: env,
                           strace: "inject=rename:signal=KILL:when=1,link:signal=KILL:when=1")
        _ = try Faults.run(["export", "--format", "csv", "--out", outDir + "/t.csv", "--force"], env: env)
        #expect(Faults.tempFiles(outDir).isEmpty, "\(Faults.tempFiles(outDir))")
    }

    // MARK: D9 / property 7 — bounded inputs, answered at once

    @Test func hugeInputsAreRefusedQuicklyInGerman() throws {
        let (_, env) = Faults.store()
        let big = String(repeating: "Ohrwurm Zombie stark ", count: 400_000)  // ~8 MB
        let doc = "{\"fields\":{},\"utterance\":\"" + String(big.prefix(7_500_000)) + "\"}"
        let correct = try Faults.run(["correct", "--json"], stdin: doc, env: env)
        #expect(correct.code == 1 && correct.stderr.contains("zu groß"), "\(correct.stderr)")
        #expect(correct.seconds < 3)
        let extract = try Faults.run(["extract", "--json"], stdin: String(big.prefix(3_000_000)), env: env)
        #expect(extract.code == 1 && extract.stderr.contains("höchstens 2 MB"), "\(extract.stderr)")
        #expect(extract.seconds < 3)
        let repl = try Faults.run([], stdin: String(big.prefix(200_000)) + "\n", env: env)
        #expect(repl.stdout.contains("höchstens 64 KiB"), "\(String(repl.stdout.prefix(300)))")
        #expect(repl.seconds < 3)
    }

    // MARK: minor

    @Test func extractJSONDoesNotCreateTheStore() throws {
        let (store, env) = Faults.store()
        let r = try Faults.run(["extract", "--json"], stdin: Self.jule, env: env)
        #expect(r.code == 0)
        #expect(!FileManager.default.fileExists(atPath: store))
    }

    @Test func replExitsWithOneWhenAnEntryCouldNotBeSaved() throws {
        let (store, env) = Faults.store()
        try FileManager.default.createDirectory(atPath: store + "/journal/2026-11.jsonl", withIntermediateDirectories: true)
        let r = try Faults.run([], stdin: Self.jule + "\nja\n", env: env)
        #expect(r.code == 1, "\(r.stdout + r.stderr)")
        #expect(r.stdout.contains("ist ein Verzeichnis"), "\(r.stdout)")
    }
}

/// Helpers for running the binary under strace, with a timeout, as a live session.
enum Faults {
    static func store() -> (String, [String: String]) {
        let dir = BinaryRunner.makeTempDir("faults")
        let store = dir + "/s"
        var env = BinaryRunner.environment(store: store, extra: ["FEELALOUD_TODAY": "2026-11-29"])
        env["HOME"] = dir + "/home"
        env["XDG_STATE_HOME"] = dir + "/state"
        env["XDG_CONFIG_HOME"] = dir + "/config"
        return (store, env)
    }

    static func run(_ args: [String], stdin: String = "", raw: Bool = false, env: [String: String], strace: String? = nil,
                    timeout: Int = 60) throws -> FaultInjectionTests.Run {
        var command = ["/usr/bin/timeout", "-s", "KILL", String(timeout)]
        if let strace { command += ["strace", "-f", "-o", "/dev/null", "-e", strace] }
        command += raw ? args : [BinaryRunner.binary] + args
        let (r, seconds) = try BinaryRunner.runCommand(command, stdin: stdin, environment: env)
        return .init(stdout: r.stdout, stderr: r.stderr, code: r.code, seconds: seconds)
    }

    /// A REPL kept running with its stdin open (a second process can act meanwhile).
    final class Session {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        init(env: [String: String]) throws {
            process.executableURL = URL(fileURLWithPath: BinaryRunner.binary)
            process.environment = env
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
        }
        func send(_ text: String) { input.fileHandleForWriting.write(Data(text.utf8)) }
        func finish() -> String {
            try? input.fileHandleForWriting.close()
            let out = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: out, as: UTF8.self)
        }
    }

    static func waitFor(seconds: Double = 20, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            usleep(20_000)
        }
        return false
    }

    static func sh(_ script: String) -> Bool {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", script]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0
    }

    static func records(_ store: String) -> [[String: Any]] {
        let dir = store + "/journal"
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return [] }
        var out: [[String: Any]] = []
        for f in files.sorted() where f.hasSuffix(".jsonl") {
            guard let text = try? String(contentsOfFile: dir + "/" + f, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                if let obj = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] { out.append(obj) }
            }
        }
        return out
    }

    /// Transcripts of the stored entry records (one per line: a doubled save shows twice).
    static func transcripts(_ store: String) -> [String] {
        records(store).compactMap { ($0["data"] as? [String: Any])?["transcript"] as? String }
    }

    static func tempFiles(_ dir: String) -> [String] {
        var found: [String] = []
        guard let e = FileManager.default.enumerator(atPath: dir) else { return [] }
        while let name = e.nextObject() as? String {
            if name.contains(".tmp-") { found.append(name) }
        }
        return found
    }

    /// One entry line written directly (as a hostile backup or another program would).
    static func writeJournal(_ store: String, entryText: String, song: String) throws {
        try FileManager.default.createDirectory(atPath: store + "/journal", withIntermediateDirectories: true)
        let fields: [String: Any] = [
            "mood": "good", "musicInHead": true, "songName": song, "earwormStrength": "strong", "distress": "low",
            "countermeasures": false, "countermeasureActivity": NSNull(), "socialContact": true, "stress": NSNull(),
        ]
        let data: [String: Any] = [
            "createdAt": "2026-11-29T20:00:00+01:00", "revisedAt": "2026-11-29T20:00:00+01:00", "day": "2026-11-29",
            "fields": fields, "transcript": entryText, "source": "repl",
        ]
        let record: [String: Any] = ["v": 2, "kind": "entry", "id": "evil", "revision": 1, "data": data]
        var line = try JSONSerialization.data(withJSONObject: record)
        line.append(0x0A)
        FileManager.default.createFile(atPath: store + "/journal/2026-11.jsonl", contents: line,
                                       attributes: [.posixPermissions: 0o600])
    }
}
