import Testing
import Foundation
import FeelAloudCore
@testable import FeelAloudLanguage

/// Replays examples/corrections/*.jsonl: every case must come out fully correct (all nine
/// fields equal; ask-back cases must ask back and leave the fields unchanged).
@Suite struct CorrectionCorpusTests {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One line; `input` is the line as `correct --json` reads it (fields, utterance, "dayOffset"),
    /// `today` the case's day of writing (default 2026-12-01), `afterDay` the day the answer must carry.
    struct Case {
        let file: String; let id: String; let before: EntryFields; let utterance: String; let after: EntryFields?; let clarify: Bool
        var input = ""; var today = DayKey(year: 2026, month: 12, day: 1)!; var afterDay: Int? = nil
    }

    static func load() throws -> [Case] {
        let dir = root.appendingPathComponent("examples/corrections")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".jsonl") }.sorted()
        var cases: [Case] = []
        for f in files {
            let text = try String(contentsOf: dir.appendingPathComponent(f), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                let j = try JSONValue.parse(String(line))
                let before = try EntryFields(json: j["before"]!)
                let after = try j["after"].map { try EntryFields(json: $0) }
                var c = Case(file: f, id: j["id"]?.stringValue ?? "?", before: before,
                             utterance: j["utterance"]!.stringValue!, after: after,
                             clarify: j["clarify"]?.boolValue ?? false)
                var pairs: [(String, JSONValue)] = [("fields", j["before"]!), ("utterance", j["utterance"]!)]
                if let d = j["dayOffset"] { pairs.append(("dayOffset", d)) }
                c.input = JSONValue.object(pairs).serialized()
                if let t = j["today"]?.stringValue.flatMap({ DayKey($0) }) { c.today = t }
                c.afterDay = j["afterDayOffset"]?.intValue
                cases.append(c)
            }
        }
        return cases
    }

    /// Through `CorrectionJSON.run`, the path of `feelaloud correct --json --today …` (day corrections
    /// included, CONTRACT.md §5.3).
    static func passes(_ c: Case) -> (Bool, String) {
        guard let out = try? JSONValue.parse(CorrectionJSON.run(input: c.input, today: c.today).output) else { return (false, "kein JSON") }
        let asked = out["clarify"] != nil
        let got = (try? EntryFields(json: out["fields"]!)) ?? c.before
        let dayOK = c.afterDay.map { out["dayOffset"]?.intValue == $0 } ?? true
        if c.clarify { return (asked && got == c.before && dayOK, out.serialized()) }
        return (!asked && got == c.after && dayOK, out.serialized())
    }

    @Test func corpusAccuracy() throws {
        let cases = try Self.load()
        #expect(cases.count >= 260)
        var byFile: [String: (ok: Int, all: Int)] = [:]
        var failures: [String] = []
        for c in cases {
            let (ok, got) = Self.passes(c)
            byFile[c.file, default: (0, 0)].all += 1
            if ok { byFile[c.file, default: (0, 0)].ok += 1 } else {
                failures.append("\(c.id): \(c.utterance)\n   want: \(c.clarify ? "clarify" : c.after!.json.serialized())\n   got:  \(got)")
            }
        }
        for f in failures { print("FAIL " + f) }
        let ok = byFile.values.map(\.ok).reduce(0, +), all = byFile.values.map(\.all).reduce(0, +)
        for (f, v) in byFile.sorted(by: { $0.key < $1.key }) { print("corrections \(f): \(v.ok)/\(v.all)") }
        let accuracy = Double(ok) / Double(max(all, 1))
        print("corrections corpus: \(ok)/\(all) fully correct (\(String(format: "%.1f", accuracy * 100)) %)")
        #expect(accuracy >= 0.97)
        if let shared = byFile["shared-contract.jsonl"] { #expect(shared.ok == shared.all) }
    }
}
