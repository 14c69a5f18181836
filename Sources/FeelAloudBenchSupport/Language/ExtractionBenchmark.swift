import FeelAloudCore
import FeelAloudLanguage
#if canImport(Glibc)
import Glibc
#endif

/// Extraction throughput on one core: paragraphs per second, p50 and p99 latency (wall clock
/// and, in a second pass, CPU time of the thread per paragraph).
/// Call from a release build (`make bench`); returns (label, value) rows for a table.
public enum ExtractionBenchmark {
    public static func run(paragraphs: [String]) -> [(String, String)] {
        let extractor = RuleBasedExtractor()
        guard !paragraphs.isEmpty else { return [("Absätze", "0")] }
        // warm-up: compile the lexicons, touch caches
        for p in paragraphs.prefix(50) { _ = try? extractor.extract(p) }
        let rounds = max(1, 20_000 / paragraphs.count)
        var latencies: [UInt64] = []
        latencies.reserveCapacity(rounds * paragraphs.count)
        var checksum = 0
        let cpu0 = threadCPUSeconds()
        let total0 = ContinuousClock.now
        for _ in 0..<rounds {
            for p in paragraphs {
                let t0 = ContinuousClock.now
                if let r = try? extractor.extract(p) { checksum &+= r.fields.musicInHead ? 1 : 0 }
                let d = ContinuousClock.now - t0
                latencies.append(UInt64(d.components.attoseconds / 1_000_000_000) + UInt64(d.components.seconds) * 1_000_000_000)
            }
        }
        let total = ContinuousClock.now - total0
        let cpu = threadCPUSeconds() - cpu0
        let seconds = Double(total.components.seconds) + Double(total.components.attoseconds) / 1e18
        latencies.sort()
        func pct(_ q: Double) -> String {
            let v = latencies[min(latencies.count - 1, Int(Double(latencies.count) * q))]
            return String(format3(Double(v) / 1000.0)) + " µs"
        }
        let rate = Double(latencies.count) / max(seconds, 1e-9)
        // a second pass measures each paragraph's CPU time of this thread: on a shared machine
        // the wall-clock p99 is mostly time the thread waited for a core
        var cpuLatencies: [Double] = []
        cpuLatencies.reserveCapacity(latencies.count)
        for _ in 0..<rounds {
            for p in paragraphs {
                let c0 = threadCPUSeconds()
                if let r = try? extractor.extract(p) { checksum &+= r.fields.musicInHead ? 1 : 0 }
                cpuLatencies.append(threadCPUSeconds() - c0)
            }
        }
        cpuLatencies.sort()
        func cpuPct(_ q: Double) -> String {
            String(format3(cpuLatencies[min(cpuLatencies.count - 1, Int(Double(cpuLatencies.count) * q))] * 1e6)) + " µs"
        }
        return [
            ("Extraktion: Absätze", "\(latencies.count) (\(paragraphs.count) × \(rounds))"),
            ("Extraktion: Absätze/s", "\(Int(rate))"),
            // CPU time of this thread: what one core does when the machine is shared
            ("Extraktion: Absätze/s (CPU-Zeit)", cpu > 0 ? "\(Int(Double(latencies.count) / cpu))" : "–"),
            ("Extraktion: p50", pct(0.50)),
            ("Extraktion: p99", pct(0.99)),
            ("Extraktion: p50 (CPU-Zeit)", cpuPct(0.50)),
            ("Extraktion: p99 (CPU-Zeit)", cpuPct(0.99)),
            ("Extraktion: Prüfsumme", "\(checksum)"),
        ]
    }

    /// A short entry with music, stress and an artist (it touches the phrase index and the gazetteer).
    public static let firstParagraphText = "Heute hatte ich den ganzen Tag Atemlos von Helene Fischer im Kopf und war ziemlich gestresst."

    /// The first extraction in this process (it builds `PhraseIndex.shared` and
    /// `SongGazetteer.shared`) against the second one of the same text; CPU time of the thread.
    /// Meaningful only as the process's first extraction (`feelaloud-bench extract`).
    public static func firstParagraph() -> [(String, String)] {
        func once() -> (Double, Double) {
            let c0 = threadCPUSeconds(), t0 = ContinuousClock.now
            _ = try? RuleBasedExtractor().extract(firstParagraphText)
            let d = ContinuousClock.now - t0
            return (threadCPUSeconds() - c0, Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18)
        }
        let (firstCPU, firstWall) = once()
        let (secondCPU, secondWall) = once()
        func ms(_ s: Double) -> String { "\(((s * 1e4).rounded()) / 10) ms" }
        return [
            ("Erster Absatz im Prozess (CPU / Wand)", "\(ms(firstCPU)) / \(ms(firstWall))"),
            ("Zweiter Absatz (CPU / Wand)", "\(ms(secondCPU)) / \(ms(secondWall))"),
            ("Aufbau beim ersten Absatz (CPU)", ms(firstCPU - secondCPU)),
        ]
    }

    /// One paragraph of 1 MB (repeated sentences) must come back quickly: it is cut at the
    /// input bound, not read word by word into a pathological case.
    public static func oneMegabyte() -> [(String, String)] {
        let big = String(repeating: "Heute hatte ich den ganzen Tag einen Ohrwurm und war gestresst. ", count: 16_000)
        let t0 = ContinuousClock.now
        let outcome: String
        do { outcome = try RuleBasedExtractor().extract(big).fields.musicInHead ? "Musik erkannt" : "keine Musik" } catch {
            outcome = "\(error)"
        }
        return [("1 MB Text", "\(ContinuousClock.now - t0) (\(outcome))")]
    }

    /// Realistic diary paragraphs of about `length` characters: corpus paragraphs joined in
    /// a fixed order until the length is reached (the issue's ~300-character bar).
    public static func realistic(from paragraphs: [String], length: Int = 300) -> [String] {
        var out: [String] = []
        var current = ""
        for p in paragraphs {
            current += current.isEmpty ? p : " " + p
            if current.count >= length { out.append(current); current = "" }
        }
        return out
    }

    /// CPU seconds used by the calling thread (0 where the clock is unavailable).
    static func threadCPUSeconds() -> Double {
        #if canImport(Glibc)
        var ts = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0 else { return 0 }
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
        #else
        return 0
        #endif
    }

    private static func format3(_ x: Double) -> String {
        let r = (x * 10).rounded() / 10
        return "\(r)"
    }
}
