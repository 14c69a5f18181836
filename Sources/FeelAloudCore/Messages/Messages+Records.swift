import Foundation

/// Why a stored record, setting, draft or `fields` object could not be read
/// (`RecordDefect` and `FieldDecodingError.Defect`, journal line problems).
extension Messages {
    /// The German words for a `RecordDefect` (journal line, backup record, draft, settings).
    public static func recordDefect(_ d: RecordDefect) -> String {
        switch d {
        case let .notJSON(error): return invalidJSONAt(error.offset, error.reason)
        case .notAnObject: return notAJSONObject
        case let .missing(key): return recordMissing(key)
        case let .notText(key): return recordNotText(key)
        case let .empty(key): return recordEmpty(key)
        case let .notBool(key): return recordNotBool(key)
        case let .badRevision(key): return recordBadRevision(key)
        case let .notTimestamp(key, text): return recordNotTimestamp(key, text)
        case let .notDay(key, text): return recordNotDay(key, text)
        case let .unknownValue(key, value): return recordUnknownValue(key, value)
        case let .badRating(key): return recordBadRating(key)
        case let .field(error): return recordBadField(error.key, error.reason)
        case .versionMissing: return recordVersionMissing
        case let .versionUnsupported(version, expected): return recordVersionUnsupported(version, expected)
        case .dataMissing: return recordDataMissing
        case let .unknownKind(kind): return recordUnknownKind(kind)
        case let .unknownKindV1(kind): return recordUnknownKindV1(kind)
        case .schemaVersionMissing: return recordSchemaVersionMissing
        case .badSchemaVersion: return recordBadSchemaVersion
        case let .unknownSchemaVersion(version): return recordUnknownSchemaVersion(version)
        case .remindersNotAnObject: return configRemindersNotAnObject
        case let .hourNotANumber(slot): return configHourNotANumber(slot)
        case let .minuteNotANumber(slot): return configMinuteNotANumber(slot)
        case let .badReminderTime(slot): return configBadReminderTime(slot)
        case .badDayOffset: return draftBadDayOffset
        }
    }

    /// The German words for a `FieldDecodingError.Defect`.
    public static func fieldDefect(_ d: FieldDecodingError.Defect) -> String {
        switch d {
        case .notAnObject: return fieldNotAnObject
        case .textExpected: return fieldTextExpected
        case .boolExpected: return fieldBoolExpected
        case let .unknownValue(value): return fieldUnknownValue(value)
        }
    }

    public static func recordMissing(_ key: String) -> String {
        "„\(key)“ fehlt"
    }
    public static func recordBadField(_ key: String, _ reason: String) -> String {
        "Feld „\(key)“: \(reason)"
    }
    public static func recordUnknownKindV1(_ kind: String) -> String {
        "unbekannte Art „\(kind)“ (Schema 1)"
    }
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
    public static func invalidContent(_ defect: RecordDefect) -> String {
        "ungültiger Inhalt (\(recordDefect(defect)))"
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
