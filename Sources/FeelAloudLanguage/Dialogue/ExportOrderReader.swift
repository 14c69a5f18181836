import FeelAloudCore

/// Reads the argument of `/export` („csv letzte Woche“, „json 2026-11-01 bis 2026-11-15“,
/// „Sicherung“, „an Ostern“): an optional format word first, then a period in the questions'
/// time grammar (`QuestionParser.timeRange`) or two dates joined by „bis“.
public enum ExportOrderReader {
    /// Format words -> the canonical format name (`ExportOrder.format`).
    public static let formatWords: [String: String] = [
        "xlsx": "xlsx", "excel": "xlsx", "csv": "csv", "json": "json", "backup": "json", "sicherung": "json",
    ]

    /// Words that name a file format no export writes (so "/export pdf" says which formats exist).
    static let formatLikeWords: Set<String> = ["pdf", "xls", "ods", "odt", "doc", "docx", "txt", "html", "htm",
                                               "xml", "md", "markdown", "tsv", "excel", "word", "numbers"]

    /// The canonical format name of a format word ("Excel" -> "xlsx"), nil for other words.
    public static func format(_ word: String) -> String? { formatWords[word.lowercased()] }

    /// Whether a word names a file format no export writes ("pdf", "docx").
    public static func namesOtherFormat(_ word: String) -> Bool {
        formatLikeWords.contains(String(word.lowercased().filter { $0 != "." && $0 != "," }))
    }

    public static func read(_ argument: String, today: DayKey) -> Result<ExportOrder, ExportOrderProblem> {
        var words = argument.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        var order = ExportOrder()
        if let first = words.first, let format = format(first) {
            order.format = format
            words.removeFirst()
        }
        guard !words.isEmpty else { return .success(order) }
        let phrase = words.joined(separator: " ")
        // "/export pdf": one word that looks like a file format is a format, not a period.
        if order.format == nil, words.count == 1, namesOtherFormat(words[0]) {
            return .failure(.unknownFormat(words[0]))
        }
        if words.count == 3, words[1].lowercased() == "bis", let a = day(words[0]), let b = day(words[2]) {
            guard a <= b else { return .failure(.fromAfterTo(from: a, to: b)) }
            order.range = DateRange(from: a, to: b)
        } else if let r = QuestionParser.timeRange(phrase, today: today) {
            order.range = r
        } else {
            return .failure(.unknownRange(phrase))
        }
        return .success(order)
    }

    /// "2026-11-29" or "29.11.2026".
    public static func day(_ s: String) -> DayKey? {
        if let d = DayKey(s) { return d }
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let d = Int(parts[0]), let m = Int(parts[1]), let y = Int(parts[2]), parts[2].count == 4 else {
            return nil
        }
        return DayKey(year: y, month: m, day: d)
    }
}
