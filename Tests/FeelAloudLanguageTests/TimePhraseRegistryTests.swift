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

    @Test func everyPhraseHasACorpusExample() throws {
        var used: Set<String> = []
        for c in try QuestionCorpusTests.loadCases() {
            let tokens = QuestionParser.tokens(c.question)
            for m in TimePhraseMatcher.matches(in: tokens, today: c.today) { used.insert(m.phrase.id) }
        }
        let missing = TimePhrases.all.map(\.id).filter { !used.contains($0) }
        #expect(missing.isEmpty, "time phrases without a corpus example: \(missing)")
    }
}
