import FeelAloudCore
@testable import FeelAloudLlama
import Foundation
import Testing

@Suite struct GrammarContractTests {
    let grammar: String = {
        let path = repoPromptsDirectory + "/" + LlamaPrompts.grammarFile
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }()

    @Test func repositoryGrammarMatchesTheContract() throws {
        try GrammarCheck.validate(grammar)
    }

    @Test func everyKeyAppearsInContractOrderOnBothBranches() throws {
        let rules = try GrammarCheck.rules(grammar)
        let root = try #require(rules["root"]).literals.joined()
        #expect(root.contains("\"mood\": "))
        for branch in ["music-true", "music-false"] {
            let rule = try #require(rules[branch])
            // Inline referenced rules one level deep (countermeasures-true-part holds the activity key).
            let text = rule.sequence.map { item in
                guard item.hasPrefix("<"), let ref = rules[String(item.dropFirst().dropLast())] else { return item }
                return ref.literals.joined(separator: "|")
            }.joined(separator: "|")
            var position = text.startIndex
            for key in FieldKey.allCases.dropFirst(2) {
                let r = try #require(text.range(of: "\"\(key.rawValue)\": ", range: position..<text.endIndex),
                                     "\(key.rawValue) missing or out of order in \(branch)")
                position = r.upperBound
            }
        }
    }

    @Test func valueSetsComeFromCoreTypes() throws {
        let rules = try GrammarCheck.rules(grammar)
        #expect(Set(try #require(rules["mood-value"]).literals) == Set(Mood.allCases.map { "\"\($0.rawValue)\"" }))
        #expect(Set(try #require(rules["earwormStrength-value"]).literals)
                == Set(EarwormStrength.allCases.map { "\"\($0.rawValue)\"" } + ["null"]))
        for key in ["distress-value", "stress-value"] {
            #expect(Set(try #require(rules[key]).literals) == Set(Severity.allCases.map { "\"\($0.rawValue)\"" } + ["null"]))
        }
    }

    @Test func conditionalRulesAreBuiltIn() throws {
        let rules = try GrammarCheck.rules(grammar)
        let musicFalse = try #require(rules["music-false"]).literals.joined()
        for key in ["songName", "earwormStrength", "distress", "countermeasureActivity"] {
            #expect(musicFalse.contains("\"\(key)\": null"))
        }
        #expect(musicFalse.contains("\"countermeasures\": false"))
        #expect(try #require(rules["music-true"]).literals.joined().contains("\"stress\": null"))
    }

    @Test func aGrammarWithAWrongValueSetIsRejected() {
        let broken = grammar.replacingOccurrences(of: "\"\\\"bad\\\"\"", with: "\"\\\"awful\\\"\"")
        #expect(broken != grammar)
        #expect {
            try GrammarCheck.validate(broken)
        } throws: { error in
            guard case let .invalid(file, nil, .valuesDiffer(rule, allowed, _))? = error as? PromptLoadError else { return false }
            return file == LlamaPrompts.grammarFile && rule == "mood-value" && allowed.contains("\"awful\"")
        }
    }

    @Test func aGrammarMissingAKeyIsRejected() {
        let broken = grammar.replacingOccurrences(of: "socialContact", with: "social")
        #expect(throws: PromptLoadError.invalid(file: LlamaPrompts.grammarFile, line: nil, reason: .fieldMissing("socialContact"))) {
            try GrammarCheck.validate(broken)
        }
    }

    @Test func undefinedRuleReferencesAreRejected() {
        #expect(throws: PromptLoadError.invalid(file: LlamaPrompts.grammarFile, line: nil,
                                                reason: .unknownReference(rule: "extra", reference: "nowhere"))) {
            try GrammarCheck.validate(grammar + "\nextra ::= nowhere\n")
        }
    }
}

@Suite struct LlamaAvailabilityTests {
    @Test func withoutTheLibraryTheReasonNamesMakeLlama() {
        let reason = LlamaAvailability.problem(modelPath: "/x", compiledIn: false)
        #expect(reason == .notCompiledIn)
        #expect(reason.map(Messages.extractorUnavailable)?.contains("make llama") == true)
    }

    @Test func missingModelFile() {
        let reason = LlamaAvailability.problem(modelPath: "/nonexistent/model.gguf", compiledIn: true)
        #expect(reason == .modelMissing(path: "/nonexistent/model.gguf"))
        #expect(reason.map(Messages.extractorUnavailable)?.contains("fehlt") == true)
    }

    @Test func nonGGUFFileIsRejected() throws {
        let path = NSTemporaryDirectory() + "feelaloud-not-a-model-\(getpid()).gguf"
        try Data("NOPE and more".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(LlamaAvailability.problem(modelPath: path, compiledIn: true) == .notGGUF(path: path))
        #expect(Messages.extractorUnavailable(.notGGUF(path: path)).contains("kein GGUF"))
    }

    @Test func tooLittleMemory() throws {
        let path = NSTemporaryDirectory() + "feelaloud-tiny-\(getpid()).gguf"
        try Data("GGUF".utf8 + [UInt8](repeating: 0, count: 100)).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let reason = LlamaAvailability.problem(modelPath: path, compiledIn: true, availableMemory: 1024)
        guard case .tooLittleMemory(let needed, 0)? = reason else { Issue.record("\(String(describing: reason))"); return }
        #expect(needed >= 512)
        #expect(reason.map(Messages.extractorUnavailable)?.contains("Arbeitsspeicher") == true)
        #expect(LlamaAvailability.problem(modelPath: path, compiledIn: true, availableMemory: 1 << 40) == nil)
    }

    @Test func readsMemAvailable() {
        let meminfo = "MemTotal:       24683520 kB\nMemFree:        1000 kB\nMemAvailable:   2048 kB\n"
        #expect(LlamaAvailability.availableMemoryBytes(meminfo: meminfo) == 2048 * 1024)
    }

    @Test func inputIsTrimmedAtASentenceEnd() {
        let text = String(repeating: "Das ist ein Satz. ", count: 200)
        let trimmed = InputBound.trim(text, maxCharacters: 100)
        #expect(trimmed.count <= 100 && trimmed.hasSuffix("."))
        #expect(InputBound.trim("kurz", maxCharacters: 100) == "kurz")
    }

    @Test func extractorWithoutModelIsUnavailableAndThrows() {
        let extractor = LlamaExtractor(configuration: LlamaConfiguration(
            modelPath: "/nonexistent/model.gguf", promptsDirectory: repoPromptsDirectory))
        guard case .unavailable = extractor.availability() else {
            Issue.record("expected unavailable"); return
        }
        #expect {
            _ = try extractor.extract("Heute war ein guter Tag.")
        } throws: { error in
            if case .unavailable = error as? ExtractionError { return true }
            return false
        }
    }
}
