import Foundation
import Testing

/// Issue #14: an import is safe to kill at any point. A backup of a generated store (20k
/// records) is imported into a fresh store and the process SIGKILLed at several moments; the
/// rerun completes, a third run adds nothing, and the store's own backup is then byte for byte
/// the original one — nothing acknowledged lost, nothing doubled. A line torn by the kill is
/// reported by the rerun.
@Suite(.serialized) struct KilledImportTests {
    static var bench: String {
        URL(fileURLWithPath: BinaryRunner.binary).deletingLastPathComponent().appendingPathComponent("feelaloud-bench").path
    }

    @Test func aKilledImportCompletesOnRerunWithoutDoubles() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.bench) else {
            Issue.record("feelaloud-bench not built next to \(BinaryRunner.binary)")
            return
        }
        let (source, sourceEnv) = Faults.store()
        let generated = try BinaryRunner.runCommand([Self.bench, "generate", source, "10000"], environment: sourceEnv)
        #expect(generated.result.code == 0, "\(generated.result.stderr)")
        let backup = source + "-backup.json"
        let exported = try Faults.run(["export", "--format", "json", "--out", backup], env: sourceEnv, timeout: 300)
        #expect(exported.code == 0, "\(exported.stderr)")
        let original = try Data(contentsOf: URL(fileURLWithPath: backup))
        // How long a whole import takes here, then kills at fractions of it.
        let (timed, timedEnv) = Faults.store()
        let full = try Faults.run(["import", backup], env: timedEnv, timeout: 300)
        #expect(full.code == 0, "\(full.stderr)")
        _ = timed
        for fraction in [0.3, 0.7] {
            let (store, env) = Faults.store()
            let p = Process()
            p.executableURL = URL(fileURLWithPath: BinaryRunner.binary)
            p.arguments = ["import", backup]
            p.environment = env
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            usleep(useconds_t(full.seconds * fraction * 1_000_000))
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            let journal = store + "/journal"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: journal)) ?? []
            let torn = names.filter { name in
                guard let d = FileManager.default.contents(atPath: journal + "/" + name), let last = d.last else { return false }
                return last != 0x0A
            }
            let rerun = try Faults.run(["import", backup], env: env, timeout: 300)
            #expect(rerun.code == 0, "\(fraction): \(rerun.stderr)")
            for name in torn { #expect(rerun.stderr.contains(name), "\(fraction): torn \(name) not reported: \(rerun.stderr)") }
            let again = try Faults.run(["import", backup], env: env, timeout: 300)
            #expect(again.stdout.contains("Nichts Neues importiert."), "\(fraction): \(again.stdout)")
            let back = try Faults.run(["export", "--format", "json", "--out", "-"], env: env, timeout: 300)
            #expect(back.code == 0)
            #expect(Data(back.stdout.utf8) == original, "\(fraction): the store's backup differs from the imported one")
        }
    }
}
