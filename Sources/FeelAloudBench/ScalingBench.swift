import Foundation
import FeelAloudCore
import FeelAloudBenchSupport

/// `feelaloud-bench scaling` (issue #14): builds realistic stores (`RealisticStore`) of each
/// size and times every everyday command as a whole process (median wall time, peak RSS from
/// wait4), interleaving the sizes run by run so machine noise hits all of them alike; prints
/// one table with the largest/smallest ratio. Sizes: `BENCH_SIZES` (default
/// 1000,10000,50000,200000); runs per command: `BENCH_RUNS` (default 5; 3 for exports and
/// import); `BENCH_COMMANDS` picks rows; `BENCH_IMPORT_SIZE` (default 100000) is the size of
/// the extra "import of N records" row (issue #14's import target; 0: no such row).
enum ScalingBench {
    struct Command {
        var name: String
        var arguments: [String]
        var stdin: String?
        var runs: Int
        /// Runs in a fresh empty store, importing the size's backup.
        var importing = false
        /// Extra arguments after the output path (export).
        var exportFormat: String?
        /// Runs only on this size (the import row of the size).
        var only: Int?
    }

    static func run(binary: String, scratch: String) {
        let env = ProcessInfo.processInfo.environment
        let sizes = (env["BENCH_SIZES"] ?? "1000,10000,50000,200000").split(separator: ",").compactMap { Int($0) }
        let runs = Int(env["BENCH_RUNS"] ?? "") ?? 5
        let bigRuns = max(1, min(runs, 3))
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            print("scaling: \(binary) not built")
            return
        }
        // The import row: a backup of this many records into a fresh store
        // (`BENCH_IMPORT_SIZE`, default 100000; 0: no such row).
        let importSize = Int(env["BENCH_IMPORT_SIZE"] ?? "") ?? 100_000
        var stores: [Int: String] = [:]
        print("\n## Scaling (issue #14): whole process, median, peak RSS; stores up to \(RealisticStore.today)")
        let wanted = (env["BENCH_COMMANDS"].map { $0.contains("import") } ?? true) && importSize > 0
            && !sizes.contains(importSize)
        for n in sizes + (wanted ? [importSize] : []) {
            let dir = scratch + "/store-\(n)"
            let t0 = Date()
            do { try RealisticStore.generate(directory: dir, count: n) } catch {
                print("  cannot generate \(n): \(error)")
                return
            }
            stores[n] = dir
            print("  generated \(n) records over \(RealisticStore.spanDays(n)) days in "
                  + String(format: "%.1f s", Date().timeIntervalSince(t0)))
            fflush(nil)
        }
        let entryInput = scratch + "/entry.txt"
        let listInput = scratch + "/verlauf.txt"
        try? ("Heute mit Jule auf dem Flohmarkt gewesen, super Laune. Seitdem hab ich „Griechischer Wein“ "
              + "als Ohrwurm in Dauerschleife. Stört mich überhaupt nicht.\nja\n").write(toFile: entryInput, atomically: true, encoding: .utf8)
        try? "/verlauf 10\n".write(toFile: listInput, atomically: true, encoding: .utf8)
        // The same save without the rule extractor (its first-paragraph build): the store's part.
        let manualInput = scratch + "/eintrag.txt"
        try? "/eintrag\ngut\nnein\nja\ngering\n\nja\n".write(toFile: manualInput, atomically: true, encoding: .utf8)
        // Backups to import: the JSON export of each store, made once.
        var backups: [Int: String] = [:]
        for n in stores.keys.sorted() {
            let out = scratch + "/backup-\(n).json"
            let r = ProcessTiming.run(binary, ["export", "--format", "json", "--out", out, "--force"],
                                      environment: environment(stores[n]!, scratch))
            if r.status == 0 { backups[n] = out }
        }
        let commands: [Command] = [
            Command(name: "start to prompt (piped, empty input)", arguments: [], stdin: nil, runs: runs),
            Command(name: "ask „wie war meine Woche?“", arguments: ["ask", "wie war meine Woche?"], stdin: nil, runs: runs),
            Command(name: "ask „wie oft hatte ich je einen Ohrwurm?“ (whole history)",
                    arguments: ["ask", "wie oft hatte ich je einen Ohrwurm?"], stdin: nil, runs: runs),
            Command(name: "/verlauf 10", arguments: [], stdin: listInput, runs: runs),
            Command(name: "saved REPL entry (fsync)", arguments: [], stdin: entryInput, runs: runs),
            Command(name: "saved /eintrag entry (fsync, no extractor)", arguments: [], stdin: manualInput, runs: runs),
            Command(name: "checkin 3 (fsync)", arguments: ["checkin", "3"], stdin: nil, runs: runs),
            Command(name: "export json", arguments: [], stdin: nil, runs: bigRuns, exportFormat: "json"),
            Command(name: "export csv", arguments: [], stdin: nil, runs: bigRuns, exportFormat: "csv"),
            Command(name: "export xlsx", arguments: [], stdin: nil, runs: bigRuns, exportFormat: "xlsx"),
            Command(name: "import (JSON backup, fresh store)", arguments: [], stdin: nil, runs: bigRuns, importing: true),
            Command(name: "import of \(grouped(importSize)) records (JSON backup, fresh store)", arguments: [], stdin: nil,
                    runs: bigRuns, importing: true, only: importSize),
        ]
        let header = "| command | " + sizes.map { grouped($0) }.joined(separator: " | ")
            + " | \(grouped(sizes.last ?? 0))/\(grouped(sizes.first ?? 0)) |"
        print("")
        print(header)
        print("|---|" + sizes.map { _ in "---|" }.joined() + "---|")
        fflush(nil)
        // BENCH_COMMANDS=start,ask,history,verlauf,entry,manual,checkin,json,csv,xlsx,import,import100k picks rows
        // (default all).
        let keys = ["start", "ask", "history", "verlauf", "entry", "manual", "checkin", "json", "csv", "xlsx", "import",
                    "import100k"]
        let picked = env["BENCH_COMMANDS"].map { Set($0.split(separator: ",").map(String.init)) } ?? Set(keys)
        for (key, command) in zip(keys, commands) where picked.contains(key) && (command.only.map { $0 > 0 } ?? true) {
            let runSizes = command.only.map { [$0] } ?? sizes
            var times: [Int: [Double]] = [:]
            var rss: [Int: Int] = [:]
            var failed: Set<Int> = []
            // One warm-up run per size (page cache), then interleaved runs.
            for round in 0...command.runs {
                for n in runSizes {
                    var args = command.arguments
                    var storeDir = stores[n]!
                    var cleanup: String?
                    if let format = command.exportFormat {
                        args = ["export", "--format", format, "--out", scratch + "/out-\(n).\(format)", "--force"]
                    }
                    if command.importing {
                        guard let backup = backups[n] else { failed.insert(n); continue }
                        storeDir = scratch + "/import-\(n)-\(round)"
                        cleanup = storeDir
                        args = ["import", backup]
                    }
                    let r = ProcessTiming.run(binary, args, environment: environment(storeDir, scratch),
                                              stdin: command.stdin ?? "/dev/null")
                    if let c = cleanup { try? FileManager.default.removeItem(atPath: c) }
                    if r.status != 0 { failed.insert(n) }
                    guard round > 0 else { continue }
                    times[n, default: []].append(r.seconds)
                    rss[n] = max(rss[n] ?? 0, r.maxRSSKiB)
                }
            }
            var cells: [String] = []
            if let only = command.only {
                let t = ProcessTiming.median(times[only] ?? [])
                print("| \(command.name) | " + time(t) + " (\((rss[only] ?? 0) / 1024) MB)" + (failed.contains(only) ? " FAILED" : "")
                      + " |")
                fflush(nil)
                continue
            }
            for n in sizes {
                let t = ProcessTiming.median(times[n] ?? [])
                cells.append(time(t) + " (\((rss[n] ?? 0) / 1024) MB)" + (failed.contains(n) ? " FAILED" : ""))
            }
            let first = ProcessTiming.median(times[sizes.first ?? 0] ?? [])
            let last = ProcessTiming.median(times[sizes.last ?? 0] ?? [])
            print("| \(command.name) | " + cells.joined(separator: " | ") + String(format: " | %.1f× |", last / first))
            fflush(nil)
        }
    }

    static func environment(_ store: String, _ scratch: String) -> [String: String] {
        ["FEELALOUD_STORE": store, "HOME": scratch, "XDG_STATE_HOME": scratch + "/state", "NO_COLOR": "1",
         "FEELALOUD_TODAY": RealisticStore.today.description, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    }

    static func time(_ s: Double) -> String {
        s >= 1 ? String(format: "%.2f s", s) : String(format: "%.0f ms", s * 1000)
    }

    static func grouped(_ n: Int) -> String { n >= 1000 && n % 1000 == 0 ? "\(n / 1000)k" : "\(n)" }
}
