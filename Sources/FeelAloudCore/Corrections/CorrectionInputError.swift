/// Why a `correct --json` input document was refused (a usage error, exit 2): data only;
/// `Messages.correctionInputError` words it.
public enum CorrectionInputError: Error, Equatable, Sendable {
    case notJSON(JSONParseError)
    case notAnObject
    /// "fields" is missing or not an object.
    case fieldsNotAnObject
    /// "utterance" is missing or not a string.
    case utteranceNotText
    /// A value in "fields" has the wrong type or an unknown value.
    case badField(FieldDecodingError)
    /// "dayOffset" is not an integer <= 0.
    case badDayOffset
}
