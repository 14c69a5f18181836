import Foundation
import FeelAloudCore
import FeelAloudLanguage
import FeelAloudStore
import FeelAloudBenchSupport

/// The non-benchmark subcommands of `feelaloud-bench`: tools for the end-to-end tests and for
/// developers, which used to hide in the product binary or in tests that returned early.
enum BenchTool {
    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// `sound-shifts`: every regional form `SoundShifts` makes, before the real-word filter, as
    /// "form standard" lines (input of scripts/sound-shift-real-words.py).
    static func soundShifts() -> Int32 {
        let lines = SoundShifts.unfilteredForms().sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        print(lines.joined(separator: "\n"))
        return 0
    }

    /// `generate DIR N`: writes the scaling bench's realistic store of N records into DIR (to
    /// profile one command on it by hand).
    static func generate(_ arguments: [String]) -> Int32 {
        guard arguments.count == 2, let count = Int(arguments[1]), count > 0 else {
            printError("usage: feelaloud-bench generate DIR COUNT")
            return 2
        }
        do { try RealisticStore.generate(directory: arguments[0], count: count) } catch {
            printError("cannot generate: \(error)")
            return 1
        }
        return 0
    }

    /// `stress append DIR N TAG`: appends N stress records tagged TAG, one locked, fsynced
    /// `append` each (the end-to-end two-process test runs two of these at once).
    /// `stress verify DIR N TAG…`: checks the journal after such runs; lists what is wrong.
    /// Exit codes: 0 ok, 1 store failure or a failed check, 2 usage.
    static func stress(_ arguments: [String]) -> Int32 {
        let usage = "usage: feelaloud-bench stress append DIR COUNT TAG | stress verify DIR COUNT TAG..."
        guard arguments.count >= 4, let count = Int(arguments[2]), count >= 0,
              arguments[3...].allSatisfy({ !$0.isEmpty }) else {
            printError(usage)
            return 2
        }
        let directory = arguments[1]
        do throws(StoreError) {
            switch arguments[0] {
            case "append" where arguments.count == 4:
                try StoreStressTool.runAppendStress(directory: directory, count: count, tag: arguments[3])
                return 0
            case "verify":
                let failures = try StoreStressTool.verify(directory: directory, tags: Array(arguments[3...]), countPerTag: count)
                failures.forEach { print($0) }
                return failures.isEmpty ? 0 : 1
            default:
                printError(usage)
                return 2
            }
        } catch {
            printError(Messages.storeError(error))
            return 1
        }
    }

    /// `trace TEXT…`: how the rule-based extractor read the text, then its JSON answer.
    static func trace(_ arguments: [String]) -> Int32 {
        guard !arguments.isEmpty else {
            printError("usage: feelaloud-bench trace TEXT")
            return 2
        }
        let text = arguments.joined(separator: " ")
        print(RuleBasedExtractor.trace(text))
        do {
            print(try RuleBasedExtractor().extract(text).json.serialized())
            return 0
        } catch {
            printError("\(error)")
            return 1
        }
    }

    /// `question-probe FILE`: for lines "YYYY-MM-DD|question", how each question is parsed.
    static func questionProbe(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1 else {
            printError("usage: feelaloud-bench question-probe FILE   (lines: YYYY-MM-DD|question)")
            return 2
        }
        let text: String
        do { text = try String(contentsOfFile: arguments[0], encoding: .utf8) } catch {
            printError("\(arguments[0]): \(error)")
            return 1
        }
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "|", maxSplits: 1)
            guard parts.count == 2, let today = DayKey(parts[0]) else { continue }
            let q = String(parts[1])
            guard let p = QuestionParser.parse(q, today: today) else {
                print("PROBE \(q) => NOT A QUESTION")
                continue
            }
            let range = p.rangeUnderstood ? "\(p.range.from?.description ?? "null")..\(p.range.to)" : "RANGE-NULL"
            var extra = p.polarity.map { " (\($0.rawValue))" } ?? ""
            extra += p.comparison.map { " vs \($0.from?.description ?? "null")..\($0.to)" } ?? ""
            extra += p.song.map { " song=\($0)" } ?? ""
            extra += p.value.map { " value=\($0)" } ?? ""
            extra += p.order.map { " order=\($0.rawValue)" } ?? ""
            extra += p.activity.map { " activity=\($0)" } ?? ""
            extra += p.unparsed.map { " UNPARSED=„\($0)“" } ?? ""
            print("PROBE \(q) => \(p.intent.rawValue) \(range) \(p.field?.rawValue ?? "null")\(extra)")
        }
        return 0
    }
}
