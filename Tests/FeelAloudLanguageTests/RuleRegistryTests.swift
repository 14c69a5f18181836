import FeelAloudCore
import Testing
@testable import FeelAloudLanguage

struct RuleRegistryTests {
    @Test func noDuplicateOrMalformedRules() {
        #expect(RuleRegistry.problems.isEmpty, "\(RuleRegistry.problems)")
    }

    @Test func everyRuleIdHasAKnownTopic() {
        for id in RuleRegistry.ruleIDs {
            let prefix = String(id.split(separator: ".").first ?? "")
            #expect(RuleRegistry.knownPrefixes.contains(prefix), "unbekanntes Thema in \(id)")
        }
    }

    /// Every rule table file in Sources/FeelAloudLanguage/Rules that declares `PhraseRule`s is
    /// registered: the ids found in the files equal the registered ids.
    @Test func everyDeclaredRuleIsRegistered() throws {
        let dir = URLPath.rulesDirectory
        var declared: [String] = []
        for file in try URLPath.swiftFiles(in: dir) {
            let text = try URLPath.read(file)
            var rest = Substring(text)
            while let r = rest.firstRange(of: "PhraseRule(\"") {
                let after = rest[r.upperBound...]
                if let q = after.firstIndex(of: "\"") { declared.append(String(after[..<q])) }
                rest = after
            }
        }
        let registered = RuleRegistry.ruleIDs
        #expect(Set(declared) == Set(registered), "nicht registriert: \(Set(declared).subtracting(registered))")
        #expect(declared.count == Set(declared).count, "doppelte IDs in den Regeldateien")
    }
}
