/// Messages of the entry's day (CONTRACT.md §5.3) and of re-reading a changed text.
extension Messages {
    public static func dayInFuture(_ day: DayKey) -> String {
        "\(GermanLabels.dayText(day)) liegt in der Zukunft; ein Eintrag beschreibt heute oder einen Tag davor. Welcher Tag war es?"
    }
    public static let correctJSONBadDayOffset = "„dayOffset“ muss eine ganze Zahl ≤ 0 sein (0 = der Tag des Schreibens)."

    public static func dayChanged(from old: DayKey, to new: DayKey) -> String {
        "Tag: \(GermanLabels.dayText(old)) → \(GermanLabels.dayText(new))"
    }
    public static func confirmDropDraft(_ transcript: String) -> String {
        transcript.isEmpty ? "Entwurf wirklich verwerfen? (ja/nein)"
                           : "Entwurf „\(transcript)“ wirklich verwerfen? (ja/nein)"
    }
    public static let dayAlreadySo = "Das war schon so eingetragen."

    // MARK: /text re-reads the new text

    public static let textChangedFieldsSame = "Text geändert. Neu gelesen bleiben die Felder gleich."
    public static func textChangedFieldsKept(_ reason: String) -> String {
        "Text geändert. Die Felder bleiben wie sie sind (\(reason))."
    }
    public static func rereadDiff(_ lines: [String]) -> String {
        (["Text geändert. Neu gelesen würde sich ändern:"] + lines.map { "  " + $0 }).joined(separator: "\n")
    }
    public static let rereadChoiceSimple = "Neue Felder übernehmen? (ja = übernehmen / nein = Felder wie bisher)"
    public static func rereadChoiceWithCorrections(_ numbers: [Int]) -> String {
        let list = numbers.map(String.init).joined(separator: ", ")
        return "Neue Felder übernehmen? (ja = alle neu / behalten = neu, aber deine Korrekturen (Nr. \(list)) bleiben / nein = Felder wie bisher)"
    }
    public static let rereadAnswer = "Bitte antworte mit ja, behalten oder nein."
    public static let rereadAnswerSimple = "Bitte antworte mit ja oder nein."
    public static let rereadTookNew = "Neue Felder übernommen."
    public static let rereadKeptCorrections = "Neue Felder übernommen, deine Korrekturen bleiben."
    public static let rereadKeptOld = "Die Felder bleiben wie bisher."

    // MARK: A follow-up note as a diary entry

    public static let offerEntryFromNote =
        "Soll daraus auch ein Tagebucheintrag für heute werden? Die Notiz bleibt so oder so bei der Momentaufnahme. (ja/nein)"
    public static let noteStaysNote = "Gut, sie bleibt nur die Notiz zur Momentaufnahme."

    // MARK: Usage lines of slash commands given without their argument

    public static func usageOf(_ command: SlashCommand, count: Int) -> String {
        switch command {
        case .zeige, .loeschen:
            guard count > 0 else { return noEntries }
            let range = count == 1 ? "1 = neuester" : "1 bis \(count), 1 = neuester"
            return "Bitte so: \(command.usage) – N ist die Nummer aus /verlauf (\(range)), z. B. „\(command.usage.replacingOccurrences(of: " N", with: " 1"))“."
        case .frage:
            return "Bitte so: /frage TEXT, z. B. „/frage Wie war meine Woche?“"
        default:
            return "Bitte so: \(command.usage)"
        }
    }

    public static let textOnlyInReview = "/text gibt es nur, während ein Entwurf geprüft wird."

    public static let confirmCancelManualEntry = "Eintrag wirklich verwerfen? Deine Antworten gehen verloren. (ja/nein)"

    public static let followUpNotSaved = "Deine Antwort ist nicht gespeichert; ich frage später noch einmal."
}
