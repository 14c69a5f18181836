import Foundation
import Testing
import FeelAloudCore
@testable import FeelAloudLanguage

/// Developer aid: with QUESTION_PROBE=/path/file (lines "YYYY-MM-DD|question"), prints how
/// each line is parsed. Does nothing otherwise.
@Test func questionProbe() throws {
    guard let path = ProcessInfo.processInfo.environment["QUESTION_PROBE"] else { return }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    for line in text.split(separator: "\n") {
        let parts = line.split(separator: "|", maxSplits: 1)
        guard parts.count == 2, let today = DayKey(parts[0]) else { continue }
        let q = String(parts[1])
        if let p = QuestionParser.parse(q, today: today) {
            let range = p.rangeUnderstood ? "\(p.range.from?.description ?? "null")..\(p.range.to)" : "RANGE-NULL"
            var extra = p.polarity.map { " (\($0.rawValue))" } ?? ""
            extra += p.comparison.map { " vs \($0.from?.description ?? "null")..\($0.to)" } ?? ""
            extra += p.song.map { " song=\($0)" } ?? ""
            extra += p.value.map { " value=\($0)" } ?? ""
            extra += p.order.map { " order=\($0.rawValue)" } ?? ""
            extra += p.activity.map { " activity=\($0)" } ?? ""
            extra += p.unparsed.map { " UNPARSED=„\($0)“" } ?? ""
            print("PROBE \(q) => \(p.intent.rawValue) \(range) \(p.field?.rawValue ?? "null")\(extra)")
        } else {
            print("PROBE \(q) => NOT A QUESTION")
        }
    }
}
