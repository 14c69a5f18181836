import Testing
import FeelAloudCore
@testable import FeelAloudLanguage

/// The time-phrase table is a registry: ids are unique and every phrase is exercised by at
/// least one corpus question.
struct TimePhraseRegistryTests {
    @Test func idsAreUnique() {
        let ids = TimePhrases.all.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    /// Holiday rows are one per spelling ("Ostern (ostertage)"); a holiday counts as used
    /// when any of its spellings is.
    static func group(_ id: String) -> String {
        guard let r = id.range(of: " (") else { return id }
        return String(id[..<r.lowerBound])
    }

    @Test func everyPhraseHasACorpusExample() throws {
        var used: Set<String> = []
        var questions = try QuestionCorpusTests.loadCases().map { ($0.question, $0.today) }
        questions += try PeerTimeCorpusTests.loadCases().map { ($0.question, $0.today) }
        for (q, today) in questions {
            let tokens = QuestionParser.tokens(q)
            for m in TimePhraseMatcher.matches(in: tokens, today: today) { used.insert(Self.group(m.phrase.id)) }
        }
        let missing = Set(TimePhrases.all.map { Self.group($0.id) }).filter { !used.contains($0) }.sorted()
        #expect(missing.isEmpty, "time phrases without a corpus example: \(missing)")
    }
}
