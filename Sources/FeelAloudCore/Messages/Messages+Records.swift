import Foundation

/// Why a stored record, setting, draft or `fields` object could not be read
/// (`RecordDecodingError` and `FieldDecodingError` reasons, journal line problems).
extension Messages {
    public static let recordVersionMissing = "„v“ (Version) fehlt"
    public static func recordVersionUnsupported(_ version: Int, _ expected: Int) -> String {
        "Datensatz-Version \(version) wird nicht unterstützt (erwartet \(expected))"
    }
    public static let recordDataMissing = "„data“ fehlt oder ist kein Objekt"
    public static func recordUnknownKind(_ kind: String) -> String {
        "unbekannte Art „\(kind)“"
    }
    public static func recordNotText(_ key: String) -> String {
        "„\(key)“ ist kein Text"
    }
    public static func recordEmpty(_ key: String) -> String {
        "„\(key)“ ist leer"
    }
    public static func recordNotBool(_ key: String) -> String {
        "„\(key)“ ist nicht true/false"
    }
    public static func recordBadRevision(_ key: String) -> String {
        "„\(key)“ ist keine Revision ≥ 1"
    }
    public static func recordNotTimestamp(_ key: String, _ text: String) -> String {
        "„\(key)“ ist kein Zeitpunkt: \(text)"
    }
    public static func recordNotDay(_ key: String, _ text: String) -> String {
        "„\(key)“ ist kein Datum: \(text)"
    }
    public static func recordUnknownValue(_ key: String, _ value: String) -> String {
        "„\(key)“ hat den unbekannten Wert „\(value)“"
    }
    public static func recordBadRating(_ key: String) -> String {
        "„\(key)“ ist keine Bewertung 1–5"
    }
    public static let fieldNotAnObject = "kein Objekt"
    public static let fieldTextExpected = "Text erwartet"
    public static let fieldBoolExpected = "true/false erwartet"
    public static func fieldUnknownValue(_ value: String) -> String {
        "unbekannter Wert „\(value)“"
    }
    public static let recordWouldNotRoundTrip = "der Datensatz ließe sich nicht unverändert zurücklesen"
    public static func invalidContent(_ reason: String) -> String {
        "ungültiger Inhalt (\(reason))"
    }
    public static let recordBadSchemaVersion = "ungültige Schemaversion"
    public static let recordSchemaVersionMissing = "Schemaversion fehlt"
    public static let configRemindersNotAnObject = "„reminders“ ist kein Objekt"
    public static func configHourNotANumber(_ slot: String) -> String {
        "„\(slot).hour“ ist keine Zahl"
    }
    public static func configMinuteNotANumber(_ slot: String) -> String {
        "„\(slot).minute“ ist keine Zahl"
    }
    public static func configBadReminderTime(_ slot: String) -> String {
        "Erinnerung „\(slot)“ hat keine gültige Uhrzeit"
    }
    public static let draftBadDayOffset = "„dayOffset“ ist keine ganze Zahl ≤ 0"
    public static func recordUnknownSchemaVersion(_ version: Int) -> String {
        "unbekannte Schemaversion \(version)"
    }
}
