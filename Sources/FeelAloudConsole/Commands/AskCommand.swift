import FeelAloudCore
import FeelAloudLanguage

/// `feelaloud ask [--json] [--today YYYY-MM-DD] "frage"`: answers from the store only.
/// `--json` gives intent, range, field, song, value and the computed numbers (CONTRACT.md §4,
/// §5.2). A question that maps to nothing, or whose only time phrase was not understood, gets
/// a German `clarify` (and `"range": null`) and exit code 1.
enum AskCommand {
    static func run(_ args: ArgumentList, _ ctx: AppContext) -> ExitCode {
        let io = ctx.io
        let text = args.positional.joined(separator: " ").trimmingWhitespace()
        guard !text.isEmpty else {
            return io.fail(.noQuestion)
        }
        guard text.utf8.count <= InputLimits.utterance else {
            return io.fail(.inputTooLarge(.question, limit: InputLimits.utterance))
        }
        let today = ctx.clock.now().day
        let question = QuestionParser.interpret(text, today: today)
        // Read through the index (issue #14): a bounded question reads only its days (the
        // streak from every entry day), a whole-history one the per-day aggregates. Where the
        // index cannot be used the whole journal is read (and the index rebuilt).
        let reading: any DiaryReading
        do {
            let (view, problems) = try ctx.makeIndexedStore().reading()
            for p in problems { io.writeError(Messages.storeProblem(p) + "\n") }
            reading = view
        } catch {
            io.writeError(Messages.storeError(error) + "\n")
            return io.fail(.loadFailed)
        }
        let answer = Answer(question: question, reading: reading, songs: SongMatch.standard, today: today)
        if args.has("--json") {
            io.write(answer.json.serialized() + "\n")
        } else {
            io.write(AnswerRenderer.render(answer, color: ctx.style.color) + "\n")
        }
        return question.needsClarification ? io.fail(.questionNeedsClarification) : .ok
    }
}
