/// The German language understanding the conversation needs, injected so the dialogue stays
/// pure and independent of the rule tables (implemented in FeelAloudLanguage).
public protocol DialogueLanguage: Sendable {
    /// Whether a line is a question about the diary (answered instead of extracted).
    func looksLikeQuestion(_ line: String) -> Bool
    /// Interprets an utterance while a draft is under review.
    func interpretCorrection(_ utterance: String, current: EntryFields) -> CorrectionOutcome
    /// ja / nein for simple prompts; nil when the line is neither.
    func yesNo(_ line: String) -> Bool?
    /// A range phrase ("letzte Woche") for `/verlauf`; nil when not understood.
    func dateRange(_ phrase: String, today: DayKey) -> DateRange?
    /// The day an utterance in the review names as the entry's day (CONTRACT.md §5.3: „das war
    /// gestern“, „Datum 15.03.“), relative to the day of writing; nil when it is no day correction.
    func dayCorrection(_ utterance: String, writtenOn: DayKey) -> DayKey?
    /// A day clause next to a field correction („das war gestern, und Stimmung schlecht“): the
    /// day and the rest of the utterance; nil when there is not both.
    func dayCorrectionAndRest(_ utterance: String, writtenOn: DayKey) -> (day: DayKey, rest: String)?
    /// A typed check-in level („4“, „sehr gut“); nil when it names none.
    func checkInRating(_ text: String) -> SnapshotRating?
    /// Whether a follow-up answer means „Heute nicht mehr fragen“.
    func dismissesFollowUps(_ line: String) -> Bool
    /// What `/einstellungen …` asks for.
    func settingsRequest(_ argument: String) -> SettingsRequest
    /// What `/erinnerungen …` asks for.
    func remindersRequest(_ argument: String) -> RemindersRequest
    /// „behalten“ to the `/text` re-reading: the new fields with the person's corrections kept.
    func keepsCorrections(_ word: String) -> Bool
    /// The value a manual-entry answer gives the asked field („eher gut“ -> good, „hob koan
    /// Stress ghabt“ -> none); nil when it is no value of that field. Numbers are picked by
    /// `ManualEntry` itself.
    func manualAnswer(_ answer: String, for key: FieldKey, current: EntryFields) -> FieldValue?
    /// Whether a line ends a manual entry („abbrechen“, „verwerfen“, „stop“).
    func cancelsManualEntry(_ line: String) -> Bool
    /// Whether a `/bearbeiten` argument names the newest entry („letzter“, „zuletzt“).
    func namesNewestEntry(_ argument: String) -> Bool
    /// What `/export …` asks for („csv letzte Woche“, „json 2026-11-01 bis 2026-11-15“).
    func exportOrder(_ argument: String, today: DayKey) -> Result<ExportOrder, ExportOrderProblem>
}

public extension DialogueLanguage {
    func dayCorrection(_ utterance: String, writtenOn: DayKey) -> DayKey? { nil }
    func dayCorrectionAndRest(_ utterance: String, writtenOn: DayKey) -> (day: DayKey, rest: String)? { nil }
    // Language-neutral defaults for test doubles: digits only, no phrases.
    func checkInRating(_ text: String) -> SnapshotRating? { Int(text.trimmingWhitespace()).flatMap(SnapshotRating.init(rawValue:)) }
    func dismissesFollowUps(_ line: String) -> Bool { false }
    func settingsRequest(_ argument: String) -> SettingsRequest { argument.isEmpty ? .show : .notUnderstood }
    func remindersRequest(_ argument: String) -> RemindersRequest { argument.isEmpty ? .show : .usage(unknown: nil) }
    func keepsCorrections(_ word: String) -> Bool { false }
    func manualAnswer(_ answer: String, for key: FieldKey, current: EntryFields) -> FieldValue? { nil }
    /// Without a table of its own: what the correction reading calls cancelling.
    func cancelsManualEntry(_ line: String) -> Bool {
        if case .cancel = interpretCorrection(line, current: EntryFields()) { return true }
        return false
    }
    func namesNewestEntry(_ argument: String) -> Bool { false }
    /// Language-neutral default for test doubles: the canonical format names only, no periods.
    func exportOrder(_ argument: String, today: DayKey) -> Result<ExportOrder, ExportOrderProblem> {
        let t = argument.trimmingWhitespace()
        if t.isEmpty { return .success(ExportOrder()) }
        return ["xlsx", "csv", "json"].contains(t) ? .success(ExportOrder(format: t)) : .failure(.unknownRange(t))
    }
}

