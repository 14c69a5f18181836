import FeelAloudCore

/// The conversation's German understanding, backed by the rule tables of this target:
/// QuestionParser for questions and ranges, CorrectionParser for corrections and yes/no,
/// CorrectionDayReader for the entry's day, ManualEntryReader for `/eintrag` answers.
public struct GermanDialogue: DialogueLanguage {
    public init() {}

    public func looksLikeQuestion(_ line: String) -> Bool { QuestionParser.looksLikeQuestion(line) }

    public func interpretCorrection(_ utterance: String, current: EntryFields) -> CorrectionOutcome {
        CorrectionParser.parse(utterance, current: current)
    }

    public func yesNo(_ line: String) -> Bool? {
        switch CorrectionParser.parse(line, current: EntryFields()) {
        case .confirm: return true
        case .reject, .cancel: return false
        default: return nil
        }
    }

    public func dateRange(_ phrase: String, today: DayKey) -> DateRange? {
        QuestionParser.timeRange(phrase, today: today)
    }

    public func dayCorrection(_ utterance: String, writtenOn: DayKey) -> DayKey? {
        CorrectionDayReader.day(in: utterance, writtenOn: writtenOn)
    }

    public func dayCorrectionAndRest(_ utterance: String, writtenOn: DayKey) -> (day: DayKey, rest: String)? {
        CorrectionDayReader.dayAndRest(in: utterance, writtenOn: writtenOn)
    }

    public func checkInRating(_ text: String) -> SnapshotRating? { DialoguePhrases.rating(text) }

    public func dismissesFollowUps(_ line: String) -> Bool { DialoguePhrases.dismisses(line) }

    public func settingsRequest(_ argument: String) -> SettingsRequest { DialoguePhrases.settings(argument) }

    public func remindersRequest(_ argument: String) -> RemindersRequest { DialoguePhrases.reminders(argument) }

    public func namesNewestEntry(_ word: String) -> Bool { DialoguePhrases.newestEntryWords.contains(DialoguePhrases.phrase(word)) }

    public func exportOrder(_ argument: String, today: DayKey) -> Result<ExportOrder, ExportOrderProblem> {
        ExportOrderReader.read(argument, today: today)
    }

    public func keepsCorrections(_ word: String) -> Bool { DialoguePhrases.keepCorrectionsWords.contains(DialoguePhrases.phrase(word)) }

    public func manualAnswer(_ answer: String, for key: FieldKey, current: EntryFields) -> FieldValue? {
        ManualEntryReader.value(answer, for: key, current: current)
    }

    public func cancelsManualEntry(_ word: String) -> Bool {
        DialoguePhrases.cancelManualEntryWords.contains(DialoguePhrases.phrase(word))
    }
}
