import FeelAloudCore
import FeelAloudLanguage

/// `feelaloud correct --json`: stdin `{"fields": {…}, "utterance": "…"}` -> updated fields and
/// the changed keys, or a "clarify" question (CONTRACT.md §3). Same parser as the REPL.
enum CorrectCommand {
    static func run(_ args: ArgumentList, _ ctx: AppContext) -> ExitCode {
        let io = ctx.io
        guard args.has("--json"), args.positional.isEmpty else {
            return io.fail(.correctUsage)
        }
        guard let bytes = io.readAllInput(limit: InputLimits.correctionDocument) else {
            return io.fail(.inputTooLarge(.standardInput, limit: InputLimits.correctionDocument))
        }
        guard let input = String(validating: bytes, as: UTF8.self) else {
            return io.fail(.correctionNotUTF8)
        }
        if let utterance = (try? JSONValue.parse(input))?["utterance"]?.stringValue,
           utterance.utf8.count > InputLimits.utterance {
            return io.fail(.inputTooLarge(.utterance, limit: InputLimits.utterance))
        }
        let result = CorrectionJSON.run(input: input, today: ctx.clock.now().day)
        if let failure = result.failure { return io.fail(.correctionInput(failure)) }
        io.write(result.output + (result.output.hasSuffix("\n") ? "" : "\n"))
        return .ok
    }
}
