extension Messages {
    /// Why a JSON text could not be parsed (`JSONParseError.reason`).
    public static func jsonParseReason(_ kind: JSONParseError.Kind) -> String {
        switch kind {
        case .trailingCharacters: return "Zusätzliche Zeichen nach dem JSON-Wert"
        case .tooDeep: return "JSON zu tief verschachtelt"
        case .unexpectedEnd: return "Unerwartetes Ende"
        case .invalidLiteral: return "Ungültiges Literal"
        case .keyExpected: return "Schlüssel erwartet"
        case .colonExpected: return "':' erwartet"
        case .commaOrBraceExpected: return "',' oder '}' erwartet"
        case .commaOrBracketExpected: return "',' oder ']' erwartet"
        case .controlCharacter: return "Steuerzeichen in Zeichenkette"
        case .invalidSurrogate: return "Ungültiges Surrogat"
        case .invalidCharacter: return "Ungültiges Zeichen"
        case .invalidEscape: return "Ungültige Escape-Sequenz"
        case .unterminatedString: return "Zeichenkette nicht abgeschlossen"
        case .invalidHexDigit: return "Ungültige Hex-Ziffer"
        case .invalidValue: return "Ungültiger Wert"
        case .invalidNumber: return "Ungültige Zahl"
        }
    }
}

extension Messages {
    public static let notUTF8Short = "kein UTF-8"
    public static func fileMissing(_ path: String) -> String {
        "Die Datei \(path) fehlt."
    }
    public static let notAJSONObject = "kein JSON-Objekt"
}

extension Messages {
    public static func invalidJSONAt(_ offset: Int, _ reason: String) -> String {
        "kein gültiges JSON bei Byte \(offset): \(reason)"
    }
}
