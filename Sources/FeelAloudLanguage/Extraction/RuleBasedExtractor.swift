import FeelAloudCore

/// The default extractor: German rules as data (Sources/FeelAloudLanguage/Rules), no model.
/// Linear in the input; only the first `analysisLimit` bytes are analysed (the transcript
/// always keeps the whole text), so even megabytes of input return quickly.
public final class RuleBasedExtractor: Extractor {
    public let name = "rules"
    /// Bytes of input that are analysed; the rest only goes into the transcript.
    public static let analysisLimit = 32 * 1024

    /// The phrase index is built on the first paragraph, not at start (start to prompt, #14).
    public init() {}

    public func availability() -> ExtractorAvailability { .available }

    /// Builds the phrase index and every table a paragraph touches (the REPL calls this on a
    /// second thread while the person types, issue #14: the saved entry no longer waits for
    /// the first-paragraph build). All of them are `static let`s, so a paragraph extracted
    /// meanwhile simply waits for the part still being built.
    public func prepare() {
        _ = PhraseIndex.shared
        _ = try? RuleBasedExtractor.read("Heute hatte ich „Atemlos durch die Nacht“ im Kopf, nicht gestresst, mit Jule Kaffee getrunken. War gut.")
    }

    public func extract(_ text: String) throws(ExtractionError) -> ExtractionResult {
        let reading = try RuleBasedExtractor.read(text)
        var raw = EntryFields.Raw()
        raw.mood = reading.mood
        raw.musicInHead = reading.musicInHead
        raw.songName = reading.songName
        raw.earwormStrength = reading.earwormStrength
        raw.distress = reading.distress
        raw.countermeasures = reading.countermeasures
        raw.countermeasureActivity = reading.activity
        raw.socialContact = reading.socialContact
        raw.stress = reading.stress
        let fields = EntryFields(raw: raw)
        var unstated = Set<FieldKey>()
        if !reading.musicMentioned && !reading.musicInHead { unstated.insert(.musicInHead) }
        if fields.musicInHead {
            if fields.songName == nil { unstated.insert(.songName) }
            if fields.earwormStrength == nil { unstated.insert(.earwormStrength) }
            if fields.distress == nil { unstated.insert(.distress) }
        } else if fields.stress == nil {
            unstated.insert(.stress)
        }
        return ExtractionResult(fields: fields, transcript: ExtractionResult.transcript(of: text),
                                dayOffset: reading.dayOffset, unstated: unstated, inferred: reading.inferred)
    }

    /// Whether `text` is longer than what gets analysed (the console may say so).
    public static func isTruncated(_ text: String) -> Bool { text.utf8.count > analysisLimit }

    static func read(_ text: String) throws(ExtractionError) -> ReadingResult {
        let reader = try reader(text)
        var r = reader.read()
        r.inferred = reader.inferredFields(r)
        return r
    }

    /// The mood evidence of `text` as `MoodReader` collects it (the features of
    /// scripts/mood-weights.py, dumped by `MoodEvidenceTests`).
    static func moodEvidence(_ text: String) throws(ExtractionError) -> MoodEvidence {
        let reader = try reader(text)
        let r = reader.read()
        return reader.moodEvidence(r.musicInHead, songSpan: r.songSpan)
    }

    private static func reader(_ text: String) throws(ExtractionError) -> ParagraphReader {
        let utf8 = text.utf8
        var bytes: [UInt8]
        if utf8.count > analysisLimit {
            bytes = Array(utf8.prefix(analysisLimit))
            // cut at a character boundary
            while let l = bytes.last, l & 0xC0 == 0x80 { bytes.removeLast() }
            if let l = bytes.last, l >= 0xC0 { bytes.removeLast() }
        } else {
            bytes = Array(utf8)
        }
        try check(bytes)
        return ParagraphReader(TextAnalysis(bytes: bytes))
    }

    /// Empty or whitespace-only -> `.emptyInput`; NUL bytes, mostly control characters,
    /// replacement characters or no letters at all -> `.notText`.
    static func check(_ bytes: [UInt8]) throws(ExtractionError) {
        let (nonSpace, control, letters, replacement, zero) = bytes.withUnsafeBufferPointer { counts($0) }
        if zero { throw .notText }
        if nonSpace == 0 { throw .emptyInput }
        if letters == 0 { throw .notText }
        if control * 10 > nonSpace || replacement * 10 > nonSpace { throw .notText }
        if letters * 4 < nonSpace && nonSpace > 16 { throw .notText }
    }

    /// One pass for `check`: per byte one table load added to five 12-bit counters (non-space,
    /// control, letter, NUL, EF) in one word, flushed every 4,095 bytes before they could
    /// overflow; only when an EF byte occurred are the U+FFFD sequences counted.
    private static func counts(_ bytes: UnsafeBufferPointer<UInt8>) -> (nonSpace: Int, control: Int, letters: Int, replacement: Int, zero: Bool) {
        var nonSpace = 0, control = 0, letters = 0, zeros = 0, efs = 0
        guard let p = bytes.baseAddress else { return (0, 0, 0, 0, false) }
        let n = bytes.count
        byteCounts.withUnsafeBufferPointer { table in
            var i = 0
            while i < n {
                let stop = min(n, i &+ 0xFFF)
                var acc: UInt64 = 0
                while i < stop {
                    acc &+= table[Int(p[i])]
                    i &+= 1
                }
                nonSpace += Int(acc & 0xFFF)
                control += Int((acc >> 12) & 0xFFF)
                letters += Int((acc >> 24) & 0xFFF)
                zeros += Int((acc >> 36) & 0xFFF)
                efs += Int((acc >> 48) & 0xFFF)
            }
        }
        var replacement = 0
        if efs > 0 {
            var i = 0
            while i &+ 2 < n {
                if p[i] == 0xEF, p[i &+ 1] == 0xBF, p[i &+ 2] == 0xBD { replacement += 1 }
                i &+= 1
            }
        }
        return (nonSpace, control, letters, replacement, zeros > 0)
    }

    /// Per byte its `check` counters: bits 0–11 non-space, 12–23 control, 24–35 letter (ASCII
    /// letters and the C3 lead of ä/ö/ü/ß/…), 36–47 NUL, 48–59 EF (a possible U+FFFD).
    private static let byteCounts: [UInt64] = (0..<256).map { v -> UInt64 in
        let b = UInt8(v)
        if b == 0 { return 1 << 36 | 1 | 1 << 12 }
        if b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { return 0 }
        if b < 0x20 || b == 0x7F { return 1 | 1 << 12 }
        if (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0xC3 { return 1 | 1 << 24 }
        if b == 0xEF { return 1 | 1 << 48 }
        return 1
    }
}

extension RuleBasedExtractor {
    /// Debug trace of how `text` was read (words, clauses, matched rules, polarity).
    public static func trace(_ text: String) -> String {
        let analysis = TextAnalysis(bytes: Array(text.utf8))
        let reader = ParagraphReader(analysis)
        return analysis.dump() + "clauseDay: \(reader.clauseDay.map { $0.map(String.init) ?? "-" }) dayOffset: \(reader.dayOffset)\n"
    }
}
