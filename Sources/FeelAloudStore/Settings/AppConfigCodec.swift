import FeelAloudCore

/// `config.json`: the person's settings, pretty-printed.
///
///     {"v":1,"extractor":"rules","modelPath":null,"notices":true,
///      "reminders":{"morgens":{"hour":8,"minute":0,"enabled":false},"mittags":{…},"abends":{…}}}
///
/// Missing keys take the defaults; unknown top-level keys survive a save.
public enum AppConfigCodec {
    public static let version = 1
    static let knownKeys: Set<String> = ["v", "extractor", "modelPath", "notices", "reminders"]

    public static func json(for config: AppConfig) -> JSONValue { json(for: config, preservingFrom: nil) }

    /// The config as JSON, followed by the unknown top-level keys of `existing` (if parseable).
    static func json(for config: AppConfig, preservingFrom existing: [UInt8]?) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("v", .int(version)),
            ("extractor", .string(config.extractor.rawValue)),
            ("modelPath", .optionalString(config.modelPath)),
            ("notices", .bool(config.noticesEnabled)),
            ("reminders", .object(AppConfig.ReminderSlot.allCases.map { slot in
                let r = config[slot]
                return (slot.rawValue, .object([("hour", .int(r.hour)), ("minute", .int(r.minute)),
                                                 ("enabled", .bool(r.enabled))]))
            })),
        ]
        if let existing,
           let old = existing.withUnsafeBufferPointer({ try? JSONValue.parse(bytes: $0) })?.objectValue {
            pairs.append(contentsOf: old.filter { !knownKeys.contains($0.0) })
        }
        return .object(pairs)
    }

    static func decode(_ bytes: [UInt8]) throws(RecordDecodingError) -> AppConfig {
        let value: JSONValue
        do throws(JSONParseError) {
            value = try bytes.withUnsafeBufferPointer { (buf) throws(JSONParseError) -> JSONValue in try JSONValue.parse(bytes: buf) }
        } catch {
            throw RecordDecodingError(.notJSON(error))
        }
        return try decode(json: value)
    }

    /// Reads a configuration object (the config file, or the one inside a JSON backup).
    public static func decode(json value: JSONValue) throws(RecordDecodingError) -> AppConfig {
        guard value.objectValue != nil else { throw RecordDecodingError(.notAnObject) }
        let r = RecordReader(value)
        var config = AppConfig()
        if value["extractor"] != nil { config.extractor = try r.enumValue("extractor", AppConfig.ExtractorKind.self) }
        config.modelPath = try r.optionalString("modelPath")
        config.noticesEnabled = try r.optionalBool("notices") ?? true
        if let reminders = value["reminders"], !reminders.isNull {
            guard reminders.objectValue != nil else { throw RecordDecodingError(.remindersNotAnObject) }
            for slot in AppConfig.ReminderSlot.allCases {
                guard let s = reminders[slot.rawValue], !s.isNull else { continue }
                let sr = RecordReader(s)
                var reminder = config[slot]
                if let h = s["hour"] { guard let v = h.intValue else { throw RecordDecodingError(.hourNotANumber(slot: slot.rawValue)) }; reminder.hour = v }
                if let m = s["minute"] { guard let v = m.intValue else { throw RecordDecodingError(.minuteNotANumber(slot: slot.rawValue)) }; reminder.minute = v }
                reminder.enabled = try sr.optionalBool("enabled") ?? reminder.enabled
                guard reminder.isValid else {
                    throw RecordDecodingError(.badReminderTime(slot: slot.rawValue))
                }
                config[slot] = reminder
            }
        }
        return config
    }
}
