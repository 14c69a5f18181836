import Foundation
import FeelAloudCore
import FeelAloudLanguage
import FeelAloudStore
import FeelAloudExport
import FeelAloudConsole
import FeelAloudBenchSupport

// `make bench`: release-build benchmarks for every speed target, printed as tables.
// Usage: feelaloud-bench [all|scaling|start|store|extract|ask|export]
// Tools: feelaloud-bench stress append|verify … | trace TEXT | question-probe FILE | generate DIR N |
//        extract-compare [--model PATH] [--limit N] [corpus.jsonl …] | sound-shifts

let which = CommandLine.arguments.dropFirst().first ?? "all"
let toolArguments = Array(CommandLine.arguments.dropFirst(2))
switch which {
case "stress": exit(BenchTool.stress(toolArguments))
case "make-store":
    // `make-store DIR N`: the scaling bench's realistic store of N records, kept (for perf, ask timings).
    guard toolArguments.count == 2, let n = Int(toolArguments[1]) else { BenchTool.printError("usage: make-store DIR N"); exit(2) }
    do { try RealisticStore.generate(directory: toolArguments[0], count: n) } catch { BenchTool.printError("\(error)"); exit(1) }
    exit(0)
case "trace": exit(BenchTool.trace(toolArguments))
case "question-probe": exit(BenchTool.questionProbe(toolArguments))
case "extract-compare": exit(ExtractCompareCommand.run(toolArguments))
case "generate": exit(BenchTool.generate(toolArguments))
case "sound-shifts": exit(BenchTool.soundShifts())
case "all", "scaling", "start", "store", "extract", "ask", "export": break
default:
    BenchTool.printError("usage: feelaloud-bench [all|scaling|start|store|extract|ask|export] | stress … | trace TEXT | question-probe FILE | extract-compare … | sound-shifts")
    exit(2)
}
let selfDir = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
let binary = selfDir.appendingPathComponent("feelaloud").path
let repoRoot = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let scratch = NSTemporaryDirectory() + "feelaloud-bench-\(getpid())"
try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: scratch) }

func table(_ title: String, _ rows: [(String, String)]) {
    print("\n## \(title)")
    let w = max(10, rows.map { $0.0.count }.max() ?? 0)
    for (k, v) in rows { print("  " + k + String(repeating: " ", count: w - k.count) + "  " + v) }
    fflush(nil)
}

func ms(_ s: Double) -> String { String(format: "%.1f ms", s * 1000) }

func benchmarkStart() {
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        table("Start", [("error", "\(binary) not built")])
        return
    }
    let empty = scratch + "/empty"
    let big = scratch + "/big"
    do { try StoreBenchmark.generate(directory: big, count: 50_000) } catch {
        table("Start", [("error", "\(error)")])
        return
    }
    func env(_ store: String) -> [String: String] {
        ["FEELALOUD_STORE": store, "HOME": scratch, "XDG_STATE_HOME": scratch + "/state", "NO_COLOR": "1",
         "FEELALOUD_TODAY": "2026-11-29", "PATH": "/usr/bin:/bin"]
    }
    func measure(_ store: String, _ args: [String], runs: Int) -> (Double, Int) {
        _ = ProcessTiming.run(binary, args, environment: env(store))  // warm the page cache
        var times: [Double] = []
        var rss = 0
        for _ in 0..<runs {
            let r = ProcessTiming.run(binary, args, environment: env(store))
            times.append(r.seconds)
            rss = max(rss, r.maxRSSKiB)
        }
        return (ProcessTiming.median(times), rss)
    }
    let (emptyStart, _) = measure(empty, [], runs: 15)
    let (bigStart, bigRSS) = measure(big, [], runs: 7)
    let (ask, askRSS) = measure(big, ["ask", "wie war meine Woche?"], runs: 7)
    table("Whole process (median; REPL = start, load, first prompt, exit on EOF)", [
        ("REPL start, empty store", ms(emptyStart) + "   (target < 30 ms)"),
        ("REPL start, 50,000 records", ms(bigStart)),
        ("peak memory, 50,000 records", "\(bigRSS / 1024) MB   (target < 120 MB)"),
        ("ask \"wie war meine Woche?\", 50,000", ms(ask) + "   (target < 300 ms), peak \(askRSS / 1024) MB"),
    ])
}

/// `feelaloud extract --json TEXT` as a whole process against one that fails before any
/// extraction (" ": empty input): the difference is the first paragraph's build and reading.
func firstParagraphProcess() -> [(String, String)] {
    let env = ["FEELALOUD_STORE": scratch + "/first-paragraph-store", "FEELALOUD_EXTRACTOR": "rules",
               "FEELALOUD_TODAY": "2026-11-29", "PATH": "/usr/bin:/bin"]
    func measure(_ args: [String]) -> (Double, Double) {
        var wall: [Double] = [], cpu: [Double] = []
        for _ in 0..<11 {
            let r = ProcessTiming.run(binary, args, environment: env)
            wall.append(r.seconds)
            cpu.append(r.cpuSeconds)
        }
        return (ProcessTiming.median(wall), ProcessTiming.median(cpu))
    }
    let (noneWall, noneCPU) = measure(["extract", "--json", " "])
    let (oneWall, oneCPU) = measure(["extract", "--json", ExtractionBenchmark.firstParagraphText])
    return [
        ("Prozess ohne Extraktion (extract \" \"), Median", "\(ms(noneWall)), CPU \(ms(noneCPU))"),
        ("Prozess mit einem Absatz (extract --json), Median", "\(ms(oneWall)), CPU \(ms(oneCPU))"),
        ("Differenz (Aufbau + ein Absatz)", "\(ms(oneWall - noneWall)), CPU \(ms(oneCPU - noneCPU))"),
    ]
}

func corpusParagraphs() -> [String] {
    let dir = repoRoot.appendingPathComponent("examples/extraction")
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".jsonl") }
    var texts: [String] = []
    for f in files.sorted() {
        guard let content = try? String(contentsOf: dir.appendingPathComponent(f), encoding: .utf8) else { continue }
        for line in content.split(separator: "\n") {
            if let v = try? JSONValue.parse(String(line)), let t = v["text"]?.stringValue { texts.append(t) }
        }
    }
    return texts
}

if which == "all" || which == "scaling" { ScalingBench.run(binary: binary, scratch: scratch) }
if which == "all" || which == "start" { benchmarkStart() }
if which == "all" || which == "store" { table("Store (in process)", StoreBenchmark.run(scratchDirectory: scratch + "/store")) }
if which == "all" || which == "extract" {
    // first: the in-process first paragraph builds the phrase index and the gazetteer
    table("First paragraph (builds the phrase index and the song gazetteer; target < 10 ms of build work)",
          ExtractionBenchmark.firstParagraph() + firstParagraphProcess())
    let paragraphs = corpusParagraphs()
    table("Rule-based extraction, one core, \(paragraphs.count) corpus paragraphs (target >= 10,000/s, p99 < 1 ms)",
          ExtractionBenchmark.run(paragraphs: paragraphs))
    let long = ExtractionBenchmark.realistic(from: paragraphs)
    table("Rule-based extraction, one core, \(long.count) paragraphs of ~300 characters (target >= 20,000/s, p99 < 1 ms)",
          ExtractionBenchmark.run(paragraphs: long))
    table("Songs as knowledge (gazetteer build, matcher per paragraph)", SongBenchmark.run(paragraphs: paragraphs))
    table("Rule-based extraction of 1 MB of text (input bound)", ExtractionBenchmark.oneMegabyte())
}
if which == "all" || which == "ask" {
    print("\n## Questions (in process, after load; target p99 < 20 ms)")
    print(QuestionBenchmark.run().report)
}
if which == "all" || which == "export" { table("Export of 50,000 records", ExportBenchmark.run()) }
