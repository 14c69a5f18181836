/// Why an extractor cannot run now, as data (issue #16: errors carry data);
/// `Messages.extractorUnavailable(_:)` words it in German.
public enum ExtractorUnavailability: Equatable, Sendable {
    /// This binary was built without llama.cpp (the console's stand-in extractor).
    case notBuiltHere
    /// The llama extractor's library is not compiled in (`make llama`).
    case notCompiledIn
    /// No model file at `path` (or a directory there).
    case modelMissing(path: String)
    case modelUnreadable(path: String)
    /// The file does not start with the GGUF magic.
    case notGGUF(path: String)
    case tooLittleMemory(neededMiB: UInt64, availableMiB: UInt64)
    /// `llama_model_load_from_file` returned nothing.
    case modelLoadFailed(path: String)
    case noVocabulary
    /// `llama_init_from_model` returned nothing (memory?).
    case noContext
    /// The engine is not loaded (an internal order error).
    case notLoadedYet
    /// The prompt files cannot be used.
    case prompts(PromptLoadError)
}

/// Why the language model gave no usable answer, as data; `Messages.modelFailure(_:)` words it.
public enum ModelFailure: Equatable, Sendable {
    case chatTemplateUnsupported
    case tokenizeFailed
    case timeout
    /// `llama_decode` returned this code.
    case decodeFailed(code: Int32)
    case promptTooLong(tokens: Int)
    /// The grammar file (name) was rejected by llama.cpp.
    case grammarInvalid(file: String)
    case cacheResetFailed
    case answerNotUTF8
    case noLogits
    /// No token is allowed by the grammar any more.
    case grammarDeadEnd
    /// The answer is not JSON (the parser's error).
    case answerNotJSON(JSONParseError)
    case answerNotAnObject
    case unknownField(String)
    case fieldMissing(String)
    /// A field has the wrong type or an unknown value.
    case badField(FieldDecodingError)
}

/// Why the llama extractor's prompt files could not be used; `Messages.promptLoadError(_:)`
/// words it.
public enum PromptLoadError: Error, Equatable, Sendable {
    /// No `prompts/` directory found; `variable` names the environment variable to set.
    case notFound(variable: String)
    case missingFile(String)
    /// `file` (at `line`, when known) is not what it must be.
    case invalid(file: String, line: Int?, reason: PromptDefect)

    /// The German wording.
    public var message: String { Messages.promptLoadError(self) }
}

/// What is wrong inside one prompt file, as data; `Messages.promptDefect(_:)` words it.
public enum PromptDefect: Equatable, Sendable {
    case empty
    case notUTF8
    // few-shot.jsonl
    case exampleNotJSON(JSONParseError)
    case textMissing
    case fieldsMissing
    case badField(FieldDecodingError)
    /// A song name / activity the grammar's `text` rule would not let the model write.
    case exampleTextNotInGrammar(text: String, maxLength: Int)
    case noExamples
    // extraction.gbnf
    case badRuleName(String)
    case lineWithoutRule
    /// A `"…"` literal in the rule's body is never closed.
    case unterminatedLiteral(rule: String)
    case rootMissing
    case unknownReference(rule: String, reference: String)
    case fieldMissing(String)
    case ruleMissing(String)
    /// The `<key>-value` rule allows other literals than the contract.
    case valuesDiffer(rule: String, allowed: [String], expected: [String])
    case valueMustUseText(String)
}
