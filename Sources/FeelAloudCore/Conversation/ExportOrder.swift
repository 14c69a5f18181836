/// What `/export …` asks for, as the language read it: a file format by its canonical name
/// ("xlsx", "csv" or "json"; nil = the default workbook) and a period (nil = everything).
/// The shell only maps the name to its writer and runs the export.
public struct ExportOrder: Equatable, Sendable {
    public var format: String?
    public var range: DateRange?
    public init(format: String? = nil, range: DateRange? = nil) {
        self.format = format
        self.range = range
    }
}

/// Why an `/export` argument was not understood (said by the conversation, nothing exported).
public enum ExportOrderProblem: Error, Equatable, Sendable {
    /// A word that names a file format no export writes ("pdf").
    case unknownFormat(String)
    case fromAfterTo(from: DayKey, to: DayKey)
    /// A period phrase the language does not understand.
    case unknownRange(String)
}
