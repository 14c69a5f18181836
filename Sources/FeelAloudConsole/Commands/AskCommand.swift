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
        let today = ctx.clock.now().day
        let question = QuestionParser.interpret(text, today: today)
        let diary: Diary
        do {
            let (loaded, problems) = try ctx.makeStore().load()
            for p in problems { io.writeError(Messages.storeProblem(p) + "\n") }
            diary = loaded
        } catch {
            io.writeError(Messages.storeError(error) + "\n")
            return .failure
        }
        let answer = Answer(question: question, diary: diary)
        if args.has("--json") {
            io.write(answer.json.serialized() + "\n")
        } else {
            io.write(AnswerRenderer.render(answer, color: ctx.style.color) + "\n")
        }
        return .ok
    }
}
