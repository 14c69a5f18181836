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
        // A bounded question reads only its days through the index (issue #14).
        // The streak is the whole diary's: its entry days come from the index too, and where
        // the index cannot tell them the whole journal is read.
        let store = ctx.makeIndexedStore()
        var loaded: Diary?
        var entryDays: [DayKey]?
        if let period = Answer.daysRead(by: question) {
            loaded = store.loadPeriodReporting(from: period.from, to: period.to, to: io)  // (re)builds the index
            // Read through the index (no fallback to the whole journal): the streak needs all entry days.
            if loaded != nil, store.lastFallback == nil {
                entryDays = store.entryDays()
                if entryDays == nil { loaded = store.loadReporting(to: io) }
            }
        } else {
            loaded = store.loadReporting(to: io)
        }
        guard let diary = loaded else { return io.fail(.loadFailed) }
        let answer = Answer(question: question, diary: diary, songs: SongMatch.standard, today: today, entryDays: entryDays)
        if args.has("--json") {
            io.write(answer.json.serialized() + "\n")
        } else {
            io.write(AnswerRenderer.render(answer, color: ctx.style.color) + "\n")
        }
        return question.needsClarification ? io.fail(.questionNeedsClarification) : .ok
    }
}
