import FeelAloudCore

/// The text of the systemd user units and crontab lines for the reminder slots (pure).
/// Names are stable: `feelaloud-remind-<slot>.service` / `.timer`.
public enum ReminderUnits {
    public static let header = Messages.reminderUnitHeader

    public static func baseName(_ id: ReminderSlot.ID) -> String { "feelaloud-remind-\(id.rawValue)" }
    public static func serviceName(_ id: ReminderSlot.ID) -> String { baseName(id) + ".service" }
    public static func timerName(_ id: ReminderSlot.ID) -> String { baseName(id) + ".timer" }

    /// `command` is the program and its arguments (e.g. ["/usr/local/bin/feelaloud", "remind"]);
    /// `environment` pairs become `Environment=` lines.
    public static func service(_ slot: ReminderSlot, command: [String], environment: [(String, String)]) -> String {
        var text = header
        text += "[Unit]\nDescription=FeelAloud-Erinnerung (\(slot.id.rawValue))\n\n[Service]\nType=oneshot\n"
        for (k, v) in environment { text += "Environment=\(systemdQuote(k + "=" + v))\n" }
        text += "ExecStart=\(command.map(systemdQuote).joined(separator: " "))\n"
        return text
    }

    public static func timer(_ slot: ReminderSlot) -> String {
        header + """
            [Unit]
            Description=FeelAloud-Erinnerung \(slot.id.rawValue) um \(slot.timeText)

            [Timer]
            OnCalendar=*-*-* \(slot.timeText):00
            Persistent=true
            Unit=\(serviceName(slot.id))

            [Install]
            WantedBy=timers.target

            """
    }

    /// One crontab line per enabled slot, tagged with the stable name.
    public static func crontabLines(_ slots: [ReminderSlot], command: [String], environment: [(String, String)]) -> [String] {
        let env = environment.map { shellQuote($0.0 + "=" + $0.1) + " " }.joined()
        let cmd = command.map(shellQuote).joined(separator: " ")
        return slots.filter(\.enabled).map { s in
            "\(s.minute) \(s.hour) * * * \(env)\(cmd) # \(baseName(s.id))"
        }
    }

    /// Quotes a word for a systemd command line / assignment; `%` and `$` are escaped.
    static func systemdQuote(_ word: String) -> String {
        var escaped = word.replacingAll("%", "%%").replacingAll("$", "$$")
        let needsQuotes = escaped.isEmpty || escaped.contains { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "\\" || $0 == "'" }
        guard needsQuotes else { return escaped }
        escaped = escaped.replacingAll("\\", "\\\\").replacingAll("\"", "\\\"")
        return "\"" + escaped + "\""
    }

    /// Quotes a word for /bin/sh (crontab); `%` is special in crontab and is escaped.
    static func shellQuote(_ word: String) -> String {
        let safe = !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-=:+,@".contains($0)) }
        if safe { return word }
        return "'" + word.replacingAll("'", "'\\''").replacingAll("%", "\\%") + "'"
    }
}

extension String {
    fileprivate func replacingAll(_ target: Character, _ replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}
