import FeelAloudCore
import FeelAloudLanguage

/// `feelaloud ask [--json] [--today YYYY-MM-DD] "frage"`: answers from the store only.
/// `--json` gives intent, range, field and the computed numbers (CONTRACT.md §4).
enum AskCommand {
    static func run(_ args: ArgumentList, _ ctx: AppContext) -> ExitCode {
        let io = ctx.io
        let text = args.positional.joined(separator: " ").trimmingWhitespace()
        guard !text.isEmpty else {
            io.writeError(Messages.noQuestion + "\n")
            return .usage
        }
        guard text.utf8.count <= InputLimits.utterance else {
            io.writeError(Messages.inputTooLarge("Die Frage", limit: InputLimits.utterance) + "\n")
            return .failure
        }
        let today = ctx.clock.now().day
        let question = QuestionParser.interpret(text, today: today)
        // A bounded question reads only its days through the index (issue #14).
        let store = ctx.makeIndexedStore()
        let loaded = Answer.daysRead(by: question).map { store.loadPeriodReporting(from: $0.from, to: $0.to, to: io) }
            ?? store.loadReporting(to: io)
        guard let diary = loaded else { return .failure }
        let answer = Answer(question: question, diary: diary)
        if args.has("--json") {
            io.write(answer.json.serialized() + "\n")
        } else {
            io.write(AnswerRenderer.render(answer, color: ctx.style.color) + "\n")
        }
        return .ok
    }
}
