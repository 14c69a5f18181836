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
            print("PROBE \(q) => \(p.intent.rawValue) \(p.range.from?.description ?? "null")..\(p.range.to) \(p.field?.rawValue ?? "null")\(p.polarity.map { " (\($0.rawValue))" } ?? "")\(p.comparison.map { " vs \($0.from?.description ?? "null")..\($0.to)" } ?? "")")
        } else {
            print("PROBE \(q) => NOT A QUESTION")
        }
    }
}
