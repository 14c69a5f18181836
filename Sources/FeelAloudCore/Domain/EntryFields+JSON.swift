/// Contract JSON (CONTRACT.md §3) for the nine fields: keys in contract order, explicit nulls.
extension EntryFields {
    public var jsonPairs: [(String, JSONValue)] {
        FieldKey.allCases.map { key in
            switch value(of: key) {
            case let .text(s): return (key.rawValue, .string(s))
            case let .flag(b): return (key.rawValue, .bool(b))
            case .null: return (key.rawValue, .null)
            }
        }
    }

    public var json: JSONValue { .object(jsonPairs) }

    /// Reads the nine fields from a JSON object. Missing keys take their defaults; wrong types
    /// or unknown enum values are an error naming the key.
    public init(json: JSONValue) throws(FieldDecodingError) {
        guard json.objectValue != nil else { throw FieldDecodingError(key: "fields", defect: .notAnObject) }
        func text(_ k: FieldKey) throws(FieldDecodingError) -> String? {
            guard let v = json[k.rawValue], !v.isNull else { return nil }
            guard let s = v.stringValue else { throw FieldDecodingError(key: k.rawValue, defect: .textExpected) }
            return s
        }
        func flag(_ k: FieldKey) throws(FieldDecodingError) -> Bool {
            guard let v = json[k.rawValue], !v.isNull else { return false }
            guard let b = v.boolValue else { throw FieldDecodingError(key: k.rawValue, defect: .boolExpected) }
            return b
        }
        func enumValue<E: RawRepresentable>(_ k: FieldKey, _: E.Type) throws(FieldDecodingError) -> E?
        where E.RawValue == String {
            guard let s = try text(k) else { return nil }
            guard let e = E(rawValue: s) else {
                throw FieldDecodingError(key: k.rawValue, defect: .unknownValue(s))
            }
            return e
        }
        var r = Raw()
        r.mood = try enumValue(.mood, Mood.self) ?? .neutral
        r.musicInHead = try flag(.musicInHead)
        r.songName = try text(.songName)
        r.earwormStrength = try enumValue(.earwormStrength, EarwormStrength.self)
        r.distress = try enumValue(.distress, Severity.self)
        r.countermeasures = try flag(.countermeasures)
        r.countermeasureActivity = try text(.countermeasureActivity)
        r.socialContact = try flag(.socialContact)
        r.stress = try enumValue(.stress, Severity.self)
        self.init(raw: r)
    }
}

