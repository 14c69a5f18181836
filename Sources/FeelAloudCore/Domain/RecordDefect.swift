/// What is wrong with one stored JSON object — a journal line, a backup record, the staged
/// draft, the settings file — as data (issue #16: errors carry data);
/// `Messages.recordDefect(_:)` words it in German.
public enum RecordDefect: Equatable, Sendable {
    /// Not JSON at all.
    case notJSON(JSONParseError)
    /// JSON, but not an object.
    case notAnObject
    /// A required key is absent.
    case missing(key: String)
    case notText(key: String)
    case empty(key: String)
    case notBool(key: String)
    /// Not an integer revision ≥ 1.
    case badRevision(key: String)
    case notTimestamp(key: String, text: String)
    case notDay(key: String, text: String)
    case unknownValue(key: String, value: String)
    /// Not a rating 1–5.
    case badRating(key: String)
    /// The nine contract fields are wrong (the field's own error).
    case field(FieldDecodingError)
    /// The record version "v" is absent (backup records).
    case versionMissing
    case versionUnsupported(Int, expected: Int)
    /// "data" is absent or not an object.
    case dataMissing
    case unknownKind(String)
    /// A record kind schema 1 never had.
    case unknownKindV1(String)
    /// A journal line without "v" or "schema".
    case schemaVersionMissing
    /// "v"/"schema" is not an integer ≥ 1.
    case badSchemaVersion
    /// An older schema version this program has no decoder for.
    case unknownSchemaVersion(Int)
    /// config.json: "reminders" is not an object.
    case remindersNotAnObject
    case hourNotANumber(slot: String)
    case minuteNotANumber(slot: String)
    case badReminderTime(slot: String)
    /// draft.json: "dayOffset" is not an integer ≤ 0.
    case badDayOffset
}

/// Why a stored record or settings object could not be read; `reason` is the German wording
/// of `defect`.
public struct RecordDecodingError: Error, Equatable, Sendable {
    public let defect: RecordDefect
    public var reason: String { Messages.recordDefect(defect) }
    public init(_ defect: RecordDefect) { self.defect = defect }
}

/// A field in a JSON document had the wrong type or an unknown value; `reason` is the German
/// wording of `defect`.
public struct FieldDecodingError: Error, Equatable, Sendable {
    /// What is wrong with the value.
    public enum Defect: Equatable, Sendable {
        case notAnObject
        case textExpected
        case boolExpected
        case unknownValue(String)
    }

    public let key: String
    public let defect: Defect
    public var reason: String { Messages.fieldDefect(defect) }

    public init(key: String, defect: Defect) {
        self.key = key
        self.defect = defect
    }
}
