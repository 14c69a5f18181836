extension Messages {
    // MARK: Check-in

    public static let checkInQuestion = "Wie geht es dir gerade?"

    /// The five levels in a row; the selected one (arrow keys) in brackets.
    public static func checkInOptions(selected: SnapshotRating? = nil) -> String {
        SnapshotRating.allCases.map { r in
            let item = "\(r.rawValue) \(GermanLabels.label(r))"
            return r == selected ? "[\(item)]" : item
        }.joined(separator: " · ")
    }

    /// The five-level question with its options (one line).
    public static let checkInRatingPrompt = checkInQuestion + " " + checkInOptions()

    public static let checkInPickerHint = "(Taste 1–5, oder ←/→ und Enter; q bricht ab)"

    public static func checkInSaved(_ s: Snapshot) -> String {
        "Momentaufnahme gespeichert: „\(GermanLabels.label(s.rating))“ (\(s.createdAt.clockText))."
    }

    public static let checkInCancelled = "Keine Momentaufnahme gespeichert."

    public static func checkInInvalidChoice(_ text: String) -> String {
        "„\(text)“ verstehe ich nicht – bitte 1 bis 5 oder „sehr gut“, „gut“, „neutral“, „schlecht“, „sehr schlecht“."
    }

    public static let checkInUsage = "Aufruf: feelaloud checkin [1-5] [--source manual|notification]"

    public static func checkInInvalidArgument(_ text: String) -> String {
        "Unbekanntes Argument „\(text)“. \(checkInUsage)"
    }

    public static let checkInNoInput = "Keine Eingabe – bitte eine Zahl von 1 bis 5 übergeben."

    // MARK: Follow-up

    /// "Vorhin hast du „schlecht“ angegeben — magst du kurz sagen, was los war?"
    public static func followUpQuestion(_ s: Snapshot) -> String {
        let label = GermanLabels.label(s.rating)
        switch s.rating {
        case .veryGood: return "Vorhin hast du „\(label)“ angegeben — magst du kurz sagen, was so schön war?"
        default: return "Vorhin hast du „\(label)“ angegeben — magst du kurz sagen, was los war?"
        }
    }

    public static let followUpHint = "(Enter = später, „Heute nicht mehr fragen“ = für heute Ruhe)"
    public static let followUpNoted = "Danke, ist notiert."
    public static let followUpDismissed = "Alles klar, heute frage ich nicht mehr nach."
    public static let followUpLeftOpen = "Okay, vielleicht später."

    // MARK: Reminders

    public static func slotName(_ id: ReminderSlot.ID) -> String { id.rawValue }

    public static func remindersOverview(_ settings: ReminderSettings) -> String {
        var lines = ["Erinnerungen:"]
        for s in settings.slots {
            lines.append("  \(slotName(s.id).padding(7)) \(s.timeText)  \(s.enabled ? "an" : "aus")")
        }
        lines.append("Ändern: /erinnerungen abends 21:30 · /erinnerungen mittags aus · /erinnerungen morgens an")
        return lines.joined(separator: "\n")
    }

    public static func remindersChanged(_ settings: ReminderSettings) -> String {
        remindersOverview(settings).replacingFirstLine("Erinnerungen geändert:")
            + "\nDamit die Benachrichtigungen die neuen Zeiten nutzen: feelaloud remind --install"
    }

    public static func remindersUsage(unknown: String?) -> String {
        let head = unknown.map { "„\($0)“ ist keine Erinnerung (morgens, mittags, abends). " } ?? ""
        return head + "Aufruf: /erinnerungen [morgens|mittags|abends] [HH:MM] [an|aus] · /erinnerungen an|aus · /erinnerungen standard"
    }

    public static func remindersInvalidTime(_ text: String) -> String {
        "„\(text)“ ist keine gültige Uhrzeit – bitte z. B. 21:30."
    }

    public static func remindersSettingsError(_ e: ReminderSettingsError) -> String {
        switch e {
        case .notAnObject: return "Die Erinnerungs-Einstellungen sind kein JSON-Objekt."
        case let .unknownSlot(key): return "Unbekannte Erinnerung „\(key)“ in den Einstellungen."
        case let .invalidTime(slot, value): return "Ungültige Uhrzeit \(value) für die Erinnerung \(slot)."
        case let .invalidEnabled(slot, value): return "Ungültiger Schalter \(value) für die Erinnerung \(slot) (true/false)."
        }
    }

    public static let reminderNotificationTitle = "FeelAloud – Momentaufnahme"

    public static func reminderNotificationBody(_ slot: ReminderSlot) -> String {
        "Wie geht es dir gerade? (Erinnerung \(slotName(slot.id)), \(slot.timeText)) – feelaloud checkin --source notification"
    }

    public static func reminderConsoleLine(_ slot: ReminderSlot, now: LocalTimestamp) -> String {
        "[\(now.day) \(now.clockText)] FeelAloud-Erinnerung (\(slotName(slot.id)), \(slot.timeText)): Wie geht es dir gerade? feelaloud checkin --source notification"
    }

    /// REPL start: slots of today that passed without a check-in.
    public static func remindersMissed(_ slots: [ReminderSlot]) -> String? {
        guard !slots.isEmpty else { return nil }
        let list = slots.map { "\(slotName($0.id)) (\($0.timeText))" }.joined(separator: ", ")
        let verb = slots.count == 1 ? "ist" : "sind"
        return "Heute \(verb) die Erinnerung\(slots.count == 1 ? "" : "en") \(list) ohne Momentaufnahme vergangen – /checkin?"
    }

    /// Why the reminder units have no directory.
    public static let noConfigDirectory = "weder XDG_CONFIG_HOME noch HOME gesetzt"
    public static let remindUsage = "Aufruf: feelaloud remind [--install [--systemd|--cron]]"

    public static func remindUnknownArgument(_ text: String) -> String {
        "Unbekanntes Argument „\(text)“. \(remindUsage)"
    }

    public static func remindStateUnreadable(_ path: String, _ reason: String) -> String {
        "Warnung: \(path) ist nicht lesbar (\(reason)); sie wird neu angelegt."
    }

    public static func remindInstalledSystemd(directory: String, slots: [ReminderSlot], removed: [ReminderSlot.ID]) -> String {
        var lines: [String] = []
        if slots.isEmpty {
            lines.append("Keine Erinnerung ist eingeschaltet.")
        } else {
            lines.append("systemd-Timer in \(directory):")
            for s in slots { lines.append("  feelaloud-remind-\(s.id.rawValue).timer  täglich \(s.timeText)") }
        }
        for id in removed { lines.append("  entfernt: feelaloud-remind-\(id.rawValue).timer") }
        return lines.joined(separator: "\n")
    }

    public static let remindSystemctlSkipped =
        "systemctl wurde nicht aufgerufen; aktivieren mit: systemctl --user daemon-reload && systemctl --user start feelaloud-remind-{morgens,mittags,abends}.timer"

    public static func remindSystemctlFailed(_ command: String, _ status: Int32) -> String {
        "Warnung: „\(command)“ endete mit Status \(status)."
    }

    public static let remindCronIntro =
        "systemd (Benutzersitzung) ist nicht verfügbar. Diese Zeilen mit „crontab -e“ eintragen (vorhandene feelaloud-Zeilen ersetzen):"

    public static let remindCronNothing = "Keine Erinnerung ist eingeschaltet – keine crontab-Zeilen nötig."

    public static func remindNotifyFailed(_ reason: String) -> String {
        "notify-send hat nicht funktioniert (\(reason)); Erinnerung stattdessen hier:"
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    fileprivate func replacingFirstLine(_ line: String) -> String {
        guard let nl = firstIndex(of: "\n") else { return line }
        return line + self[nl...]
    }
}
