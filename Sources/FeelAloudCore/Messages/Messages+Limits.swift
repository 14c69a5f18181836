/// The documented input limits (README "Grenzen"): each input path refuses more with a German
/// message at once instead of working for minutes.
public enum InputLimits {
    /// One REPL line, one `correct` utterance, one `ask` question: 64 KiB.
    public static let utterance = 64 * 1024
    /// One paragraph for `extract`: 2 MB (a megabyte of diary text is handled whole).
    public static let paragraph = 2_000_000
    /// One line of a backup being imported, one journal line: 1 MB.
    public static let importLine = 1_000_000
    /// All of `extract --jsonl` input, a `correct --json` document: 8 MB / 1 MB.
    public static let batch = 8 << 20
    public static let correctionDocument = 1_000_000
    /// A line read from a pipe is cut here (the rest of it is skipped) so memory stays bounded.
    public static let readLine = 1 << 20
}

extension Messages {
    /// "Die Eingabe ist zu groß …" with the limit.
    public static func inputTooLarge(_ what: String, limit: Int) -> String {
        "\(what) ist zu groß: höchstens \(byteCount(limit)) sind erlaubt. Bitte kürzer fassen oder aufteilen."
    }
}
