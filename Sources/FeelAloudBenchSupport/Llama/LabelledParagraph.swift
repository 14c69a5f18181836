import FeelAloudCore
import FeelAloudLanguage
import FeelAloudLlama
import Foundation

/// One labelled paragraph of the extraction corpus (`examples/extraction*.jsonl`): the text and
/// the gold fields, with the corpus's lenient matching for song names and activities.
public struct LabelledParagraph: Equatable, Sendable {
    public var id: String
    public var text: String
    /// Gold values of the seven exactly compared fields (and songName; activity via keywords).
    public var gold: [FieldKey: FieldValue]
    /// A correct activity contains at least one of these stems; nil = activity must be null.
    public var activityKeywords: [String]?

    /// Parses one corpus line (`{"id", "text", "gold": {…, "countermeasureActivityKeywords"}}`).
    public init(json: JSONValue) throws(CorpusLineError) {
        guard let text = json["text"]?.stringValue else { throw CorpusLineError.textMissing }
        guard let goldJSON = json["gold"] ?? json["fields"], goldJSON.objectValue != nil else {
            throw CorpusLineError.goldMissing
        }
        self.id = json["id"]?.stringValue ?? ""
        self.text = text
        var gold: [FieldKey: FieldValue] = [:]
        for key in FieldKey.allCases where key != .countermeasureActivity {
            switch goldJSON[key.rawValue] {
            case let .string(s)?: gold[key] = .text(s)
            case let .bool(b)?: gold[key] = .flag(b)
            default: gold[key] = .null
            }
        }
        if let words = goldJSON["countermeasureActivityKeywords"]?.arrayValue {
            activityKeywords = words.compactMap(\.stringValue)
        } else if let activity = goldJSON["countermeasureActivity"]?.stringValue {
            activityKeywords = [activity]
        } else {
            activityKeywords = nil
        }
        self.gold = gold
    }

    /// Whether the extracted value of `key` counts as right.
    public func isCorrect(_ key: FieldKey, in fields: EntryFields) -> Bool {
        let got = fields.value(of: key)
        switch key {
        case .songName:
            guard case let .text(expected)? = gold[.songName] else { return got == .null }
            guard case let .text(actual) = got else { return false }
            return Self.containsWords(actual, expected)
        case .countermeasureActivity:
            guard let stems = activityKeywords else { return got == .null }
            guard case let .text(actual) = got else { return false }
            let folded = GermanFolding.fold(actual)
            return stems.contains { folded.contains(GermanFolding.fold($0)) }
        default:
            return got == (gold[key] ?? .null)
        }
    }

    /// `needle` appears in `haystack` as whole words (folded, punctuation ignored).
    static func containsWords(_ haystack: String, _ needle: String) -> Bool {
        func words(_ s: String) -> [String] {
            GermanFolding.fold(s).split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        }
        let h = words(haystack), n = words(needle)
        guard !n.isEmpty, h.count >= n.count else { return false }
        return (0...(h.count - n.count)).contains { Array(h[$0..<($0 + n.count)]) == n }
    }

    /// Reads every line of the given JSONL files (blank and `#` lines skipped).
    public static func loadCorpus(_ paths: [String]) throws -> [LabelledParagraph] {
        var out: [LabelledParagraph] = []
        for path in paths {
            let content = try String(contentsOfFile: path, encoding: .utf8)
            for line in content.split(separator: "\n") {
                let trimmed = String(line).trimmingWhitespace()
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                out.append(try LabelledParagraph(json: try JSONValue.parse(trimmed)))
            }
        }
        return out
    }
}

/// A corpus line without text or gold fields.
public enum CorpusLineError: Error, Equatable, Sendable {
    case textMissing
    case goldMissing

    /// The German wording.
    public var reason: String {
        switch self {
        case .textMissing: return Messages.llamaTextMissing
        case .goldMissing: return Messages.corpusGoldMissing
        }
    }
}

extension LabelledParagraph {
    /// At most `count` paragraphs spread evenly over the corpus (deterministic), so a slow
    /// extractor can be benchmarked on a large corpus in bounded time.
    public static func evenSample(_ corpus: [LabelledParagraph], count: Int) -> [LabelledParagraph] {
        guard count > 0, corpus.count > count else { return corpus }
        return (0..<count).map { corpus[$0 * corpus.count / count] }
    }
}
