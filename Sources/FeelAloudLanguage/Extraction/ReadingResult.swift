import FeelAloudCore

/// What `ParagraphReader` found, before it becomes an `ExtractionResult`.
struct ReadingResult {
    var mood: Mood = .neutral
    var musicInHead = false
    var musicMentioned = false
    var songName: String? = nil
    var earwormStrength: EarwormStrength? = nil
    var distress: Severity? = nil
    var countermeasures = false
    var activity: String? = nil
    var socialContact = false
    var stress: Severity? = nil
    var dayOffset = 0
    /// Fields decided without a clear cue (see `ParagraphReader.inferredFields`).
    var inferred: Set<FieldKey> = []
    /// Words of an unquoted title (they are not read as mood words).
    var songSpan: (Int, Int)? = nil
}
