import FeelAloudCore
import Foundation

/// The run-time prompt files of the llama extractor (`prompts/`): system prompt, few-shot
/// examples and the GBNF grammar that forces the contract's JSON. Loaded and validated at run
/// time so they can be tuned without recompiling.
public struct LlamaPrompts: Equatable, Sendable {
    public static let systemFile = "system.txt"
    public static let fewShotFile = "few-shot.jsonl"
    public static let grammarFile = "extraction.gbnf"
    /// Environment variable naming the prompts directory explicitly.
    public static let environmentKey = "FEELALOUD_PROMPTS"

    public var system: String
    public var fewShot: [FewShotExample]
    public var grammar: String

    public init(system: String, fewShot: [FewShotExample], grammar: String) {
        self.system = system
        self.fewShot = fewShot
        self.grammar = grammar
    }

    /// Loads and validates the three files in `directory`.
    public static func load(from directory: String) throws(PromptLoadError) -> LlamaPrompts {
        let system = try read(directory, systemFile).trimmingWhitespace()
        guard !system.isEmpty else { throw .invalid(file: systemFile, line: nil, reason: .empty) }
        let grammar = try read(directory, grammarFile)
        try GrammarCheck.validate(grammar)
        let fewShot = try FewShotExample.parseLines(read(directory, fewShotFile))
        return LlamaPrompts(system: system, fewShot: fewShot, grammar: grammar)
    }

    /// Finds the prompts directory: `FEELALOUD_PROMPTS`, else `prompts/` next to the executable
    /// or in one of its parent directories (the repository when run from `.build/…`), else
    /// `../share/feelaloud/prompts` beside the executable's directory, else `./prompts`.
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String? = LlamaPrompts.currentExecutablePath(),
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> String? {
        if let explicit = environment[environmentKey], !explicit.isEmpty {
            return explicit
        }
        var candidates: [String] = []
        if let exe = executablePath {
            var dir = (exe as NSString).deletingLastPathComponent
            candidates.append((dir as NSString).appendingPathComponent("../share/feelaloud/prompts"))
            for _ in 0..<6 {
                candidates.append((dir as NSString).appendingPathComponent("prompts"))
                let parent = (dir as NSString).deletingLastPathComponent
                if parent == dir || parent.isEmpty { break }
                dir = parent
            }
        }
        candidates.append((currentDirectory as NSString).appendingPathComponent("prompts"))
        return candidates.first { isPromptsDirectory($0) }.map { ($0 as NSString).standardizingPath }
    }

    /// Locates and loads; a missing directory is an error with a German reason.
    public static func loadDefault(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(PromptLoadError) -> LlamaPrompts {
        guard let dir = locate(environment: environment) else { throw .notFound(variable: environmentKey) }
        return try load(from: dir)
    }

    public static func isPromptsDirectory(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent(grammarFile))
    }

    public static func currentExecutablePath() -> String? {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first
    }

    private static func read(_ dir: String, _ name: String) throws(PromptLoadError) -> String {
        let path = (dir as NSString).appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .missingFile(path)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .invalid(file: name, line: nil, reason: .notUTF8)
        }
        return text
    }
}

