import Foundation
import Testing
@testable import FeelAloudConsole
import FeelAloudCore
import FeelAloudLanguage

/// Replays every golden conversation in examples/sessions/*.session through the real REPL
/// driver (scripted reader, in-memory store, fixed clock) and compares the transcript and
/// the store afterwards. `FEELALOUD_RECORD=1 swift test --filter GoldenSession` re-records;
/// a mismatch prints a +/- diff.
struct GoldenSessionTests {
    static var sessionsDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/sessions")
    }

    static var sessionFiles: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: sessionsDirectory.path)) ?? []
        return files.filter { $0.hasSuffix(".session") }.sorted()
    }

    @Test func thereAreEnoughSessions() {
        #expect(Self.sessionFiles.count >= 30)
    }

    @Test(arguments: sessionFiles)
    func replay(_ file: String) throws {
        let url = Self.sessionsDirectory.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let session = try GoldenSession.parse(text)
        let actual = session.replay()
        let expected = session.body
        if actual != expected {
            if ProcessInfo.processInfo.environment["FEELALOUD_RECORD"] == "1" {
                try (session.header + actual).write(to: url, atomically: true, encoding: .utf8)
                return
            }
            Issue.record("Session \(file) differs:\n\(GoldenSession.diff(expected: expected, actual: actual))")
        }
    }
}
