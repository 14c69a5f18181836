extension Messages {
    public static let notMentioned = "nicht erwähnt"
    /// Legend under a field list with "?" marks (docs/STYLE.md).
    public static let inferredLegend = "? = ohne klaren Hinweis im Text angenommen – bitte prüfen"
    public static let reviewQuestion = "Stimmt das so? (ja / Korrektur / abbrechen)"
    public static let confirmDiscard = "Entwurf wirklich verwerfen? (ja/nein)"
    public static let discarded = "Verworfen – nichts wurde gespeichert."
    public static let nothingToUndo = "Es gibt nichts rückgängig zu machen."
    public static let undone = "Rückgängig gemacht."
    public static let draftKeptOnQuit = "Dein Entwurf bleibt erhalten; beim nächsten Start kannst du ihn fortsetzen."
    public static func draftLost(_ transcript: String) -> String {
        transcript.isEmpty
            ? "Achtung: Der Entwurf konnte nicht gesichert werden und geht beim Beenden verloren."
            : "Achtung: Der Entwurf konnte nicht gesichert werden und geht beim Beenden verloren. Dein Text war: „\(transcript)“"
    }
    public static let goodbye = "Bis bald!"
    /// Ctrl-C on an empty line: it only cancels a line; say how to leave.
    public static let howToQuit = "Strg-C bricht nur die Zeile ab. Beenden: /beenden oder Strg-D."
    public static let finishDraftFirst = "Bitte schließ erst den Entwurf ab: „ja“ speichert, „abbrechen“ verwirft."
    public static let editText = "Text bearbeiten (Enter übernimmt):"
    public static let textUnchanged = "Text unverändert."
    public static let textChanged = "Text geändert."
    public static let noEntries = "Noch keine Einträge. Schreib einfach, wie dein Tag war."
    public static let manualEntryIntro = "Neuer Eintrag von Hand – „abbrechen“ beendet ohne zu speichern."
    public static let manualEntryCancelled = "Eintrag abgebrochen – nichts wurde gespeichert."
    public static let keepDraftOnError = "Der Entwurf bleibt erhalten; sag „ja“, um es noch einmal zu versuchen."

    public static func saved(day: DayKey, revision: Int) -> String {
        revision > 1
            ? "Gespeichert: Eintrag für \(GermanLabels.dayText(day)) (Version \(revision))."
            : "Gespeichert: Eintrag für \(GermanLabels.dayText(day))."
    }

    public static func resumeOffer(_ draft: StagedDraft, today: DayKey) -> String {
        let when = draft.stagedAt.day == today
            ? draft.stagedAt.clockText
            : "\(GermanLabels.dayText(draft.stagedAt.day)) \(draft.stagedAt.clockText)"
        return "Du hast einen unbestätigten Entwurf von \(when) — fortsetzen? (ja/nein)"
    }

    public static func draftDropped(_ transcript: String) -> String {
        transcript.isEmpty ? "Entwurf verworfen." : "Entwurf verworfen. Sein Text war: „\(transcript)“"
    }

    public static func unknownCommand(_ name: String) -> String {
        "Unbekannter Befehl „/\(name)“. /hilfe zeigt alle Befehle."
    }

    public static func ambiguousCommand(_ name: String, _ options: [SlashCommand]) -> String {
        "„/\(name)“ ist mehrdeutig: " + options.map { "/" + $0.rawValue }.joined(separator: ", ") + "?"
    }

    public static func noSuchEntry(_ arg: String, count: Int) -> String {
        count == 0 ? noEntries : "Es gibt keinen Eintrag „\(arg)“. Gültig ist 1 bis \(count) (1 = neuester, siehe /verlauf)."
    }

    public static func confirmDelete(_ label: String) -> String {
        "Eintrag \(label) wirklich löschen? (ja/nein)"
    }

    public static let deleted = "Gelöscht."
    public static let notDeleted = "Nicht gelöscht."
    public static let answerYesNo = "Bitte antworte mit ja oder nein."

    public static func extractorFallback(_ reason: String) -> String {
        "Die automatische Auswertung ist nicht verfügbar (\(reason)). Wir gehen die Felder von Hand durch."
    }

    public static func extractionFailedFallback(_ error: ExtractionError) -> String {
        extractionError(error) + " Wir gehen die Felder von Hand durch."
    }

    public static func noRange(_ phrase: String) -> String {
        "Den Zeitraum „\(phrase)“ verstehe ich nicht. Beispiele: „letzte Woche“, „im Oktober“, „die letzten 10 Tage“."
    }

    public static let needsArgument = "Dieser Befehl braucht eine Angabe – /hilfe zeigt die Form."
}

/// Sentences that used to be built in function bodies (issue #16).
extension Messages {
    public static let noEntriesInPeriod = "Keine Einträge in diesem Zeitraum."
    public static let reviewHeaderAfterChange = "Neuer Stand"
    public static let reviewHeader = "Das habe ich verstanden"
    public static func reviewHeaderEditing(_ day: String) -> String {
        "Eintrag vom \(day) bearbeiten"
    }
    public static let correctionAlreadySo = "Das war schon so eingetragen."
}

/// Sentences that used to be built in function bodies (issue #16).
extension Messages {
    public static func reviewHeaderForDay(_ day: String) -> String {
        " (für \(day))"
    }
}
