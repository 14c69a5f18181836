import Foundation
import Testing
@testable import FeelAloudLanguage

/// `EXTRACT_TRACE="text" swift test --filter TraceTests` prints how the text was read.
struct TraceTests {
    @Test func traceFromEnvironment() throws {
        guard let text = ProcessInfo.processInfo.environment["EXTRACT_TRACE"] else { return }
        print(RuleBasedExtractor.trace(text))
        let r = try RuleBasedExtractor().extract(text)
        print(r.json.serialized())
    }
}
