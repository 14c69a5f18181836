import Foundation
import FeelAloudCore

/// `make bench` rows for exports of 50,000 generated entries (plus 10,000 check-ins) in a
/// release build: XLSX (target < 3 s, < 200 MB peak RSS), CSV (target < 1 s), JSON backup.
/// Peak memory is the process's VmHWM, reset (via /proc/self/clear_refs) right before the
/// XLSX export, so it covers the XLSX phase including the diary held in memory.
public enum ExportBenchmark {
    public static func run() -> [(String, String)] {
        run(entries: 50_000, snapshots: 10_000)
    }

    public static func run(entries: Int, snapshots: Int) -> [(String, String)] {
        var rows: [(String, String)] = []
        let diary = ExportSampleData.diary(entries: entries, snapshots: snapshots)
        let dir = NSTemporaryDirectory() + "feelaloud-bench-\(getpid())"
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            return [("Export", "Fehler: \(dir) konnte nicht angelegt werden: \(error)")]
        }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let label = "\(diary.entries.count) Einträge + \(diary.snapshots.count) Momentaufnahmen"

        resetPeakMemory()
        for format in ExportFormat.allCases {
            let path = dir + "/bench." + format.fileExtension
            let start = DispatchTime.now().uptimeNanoseconds
            let result: Result<ExportReport, ExportError>
            do throws(ExportError) {
                result = .success(try Exporter.export(format, diary: diary, range: nil, to: path, force: true))
            } catch { result = .failure(error) }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            switch result {
            case let .failure(e):
                rows.append(("Export \(format.rawValue)", "Fehler: \(Messages.exportError(e))"))
            case let .success(report):
                let mb = Double(report.bytes) / 1_048_576
                let target: String
                switch format {
                case .xlsx:
                    let peak = peakMemoryMB()
                    target = " (Ziel < 3 s: \(seconds < 3 ? "ok" : "VERFEHLT")); Spitzenspeicher \(fmt(peak)) MB (Ziel < 200 MB: \(peak < 200 ? "ok" : "VERFEHLT"))"
                case .csv: target = " (Ziel < 1 s: \(seconds < 1 ? "ok" : "VERFEHLT"))"
                case .json: target = ""
                }
                rows.append(("Export \(format.rawValue), \(label)", "\(fmt(seconds)) s, \(fmt(mb)) MB\(target)"))
            }
        }
        return rows
    }

    static func fmt(_ x: Double) -> String {
        let v = (x * 100).rounded() / 100
        return String(v)
    }

    /// Resets VmHWM to the current RSS (Linux: write "5" to /proc/self/clear_refs).
    static func resetPeakMemory() {
        let fd = open("/proc/self/clear_refs", O_WRONLY)
        guard fd >= 0 else { return }
        _ = write(fd, "5", 1)  // best effort: without it the peak covers the whole process
        close(fd)
    }

    /// VmHWM of this process in MB (0 when unavailable).
    public static func peakMemoryMB() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
            return Double(digits) / 1024
        }
        return 0
    }
}
