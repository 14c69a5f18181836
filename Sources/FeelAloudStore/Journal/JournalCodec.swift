import FeelAloudCore

/// The journal line format. Schema v2 (current), one compact JSON object per line:
///
///     {"v":2,"kind":"entry","id":"…","revision":1,"data":{"createdAt":"…","revisedAt":"…",
///      "day":"2026-11-29","fields":{…nine contract keys…},"transcript":"…","source":"repl"}}
///     {"v":2,"kind":"tombstone","id":"…","revision":3,"data":{"deletedAt":"…"}}
///     {"v":2,"kind":"snapshot","id":"…","revision":1,"data":{"createdAt":"…","revisedAt":"…",
///      "rating":4,"source":"manual","followUpNote":null,"followUpDismissed":false}}
///
/// Older lines (schema v1, see `JournalCodecV1`) are decoded too; lines with a newer version
/// are recognised and left alone.
public enum JournalCodec {
    public static let currentVersion = 2

    /// The outcome of decoding one line.
    public enum Decoded: Equatable, Sendable {
        case record(JournalRecord, version: Int)
        case newerSchema(version: Int)
        case corrupt(reason: RecordDefect)
    }

    // MARK: Encoding (always the current version)

    public static func json(for record: JournalRecord) -> JSONValue { JournalRecordJSON.encode(record) }

    /// One journal line without the trailing newline.
    public static func line(for record: JournalRecord) -> String { json(for: record).serialized() }


    // MARK: Decoding (any known version)

    public static func decode(line: String) -> Decoded {
        var copy = line
        return copy.withUTF8 { decode(bytes: $0) }
    }

    public static func decode(bytes: UnsafeBufferPointer<UInt8>) -> Decoded {
        let value: JSONValue
        do throws(JSONParseError) {
            value = try JSONValue.parse(bytes: bytes)
        } catch {
            return .corrupt(reason: .notJSON(error))
        }
        return decode(value)
    }

    public static func decode(_ value: JSONValue) -> Decoded {
        guard value.objectValue != nil else { return .corrupt(reason: .notAnObject) }
        let version: Int
        if let v = value["v"] {
            guard let n = v.intValue, n >= 1 else { return .corrupt(reason: .badSchemaVersion) }
            version = n
        } else if let v = value["schema"] {
            guard let n = v.intValue, n >= 1 else { return .corrupt(reason: .badSchemaVersion) }
            version = n
        } else {
            return .corrupt(reason: .schemaVersionMissing)
        }
        do throws(RecordDecodingError) {
            switch version {
            case 1: return .record(try JournalCodecV1.decode(value), version: 1)
            case 2: return .record(try JournalRecordJSON.decodeBody(value), version: 2)
            default:
                return version > currentVersion ? .newerSchema(version: version)
                    : .corrupt(reason: .unknownSchemaVersion(version))
            }
        } catch {
            return .corrupt(reason: error.defect)
        }
    }

}
