import Foundation
import FeelAloudCore
import FeelAloudExport

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

        PeakMemory.reset()
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
                    let peak = PeakMemory.megabytes() ?? 0
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
}
