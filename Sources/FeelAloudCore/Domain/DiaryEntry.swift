/// One confirmed diary entry (one revision of it).
///
/// `id` is stable across revisions; an edit is stored as a new record with `revision + 1`;
/// the latest revision wins. `day` is the day the entry describes (the writing day shifted by
/// the extractor's dayOffset, e.g. "Nachtrag zu gestern").
public struct DiaryEntry: Equatable, Hashable, Sendable, Identifiable {
    public var id: String
    public var revision: Int
    /// When the entry was first created, with the writer's UTC offset.
    public var createdAt: LocalTimestamp
    /// When this revision was written.
    public var revisedAt: LocalTimestamp
    public var day: DayKey
    public var fields: EntryFields
    public var transcript: String
    public var source: EntrySource

    public init(
        id: String, revision: Int = 1, createdAt: LocalTimestamp, revisedAt: LocalTimestamp? = nil,
        day: DayKey, fields: EntryFields, transcript: String, source: EntrySource
    ) {
        self.id = id
        self.revision = revision
        self.createdAt = createdAt
        self.revisedAt = revisedAt ?? createdAt
        self.day = day
        self.fields = fields
        self.transcript = transcript
        self.source = source
    }
}
