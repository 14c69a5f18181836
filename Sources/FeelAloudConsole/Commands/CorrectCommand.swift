import FeelAloudCore
import FeelAloudLanguage

/// `feelaloud correct --json`: stdin `{"fields": {…}, "utterance": "…"}` -> updated fields and
/// the changed keys, or a "clarify" question (CONTRACT.md §3). Same parser as the REPL.
enum CorrectCommand {
    static func run(_ args: ArgumentList, _ ctx: AppContext) -> ExitCode {
        let io = ctx.io
        guard args.has("--json"), args.positional.isEmpty else {
            io.writeError("Aufruf: feelaloud correct --json  (JSON auf stdin)\n")
            return .usage
        }
        guard let bytes = io.readAllInput(limit: InputLimits.correctionDocument) else {
            io.writeError(Messages.inputTooLarge("Die Eingabe", limit: InputLimits.correctionDocument) + "\n")
            return .failure
        }
        guard let input = String(validating: bytes, as: UTF8.self) else {
            io.writeError(Messages.inputNotUTF8 + "\n")
            return .usage
        }
        if let utterance = (try? JSONValue.parse(input))?["utterance"]?.stringValue,
           utterance.utf8.count > InputLimits.utterance {
            io.writeError(Messages.inputTooLarge("Die Äußerung („utterance“)", limit: InputLimits.utterance) + "\n")
            return .failure
        }
        let result = CorrectionJSON.run(input: input, today: ctx.clock.now().day)
        if let error = result.error { io.writeError(error + "\n") }
        if !result.output.isEmpty { io.write(result.output + (result.output.hasSuffix("\n") ? "" : "\n")) }
        return ExitCode(rawValue: result.exitCode) ?? .failure
    }
}
