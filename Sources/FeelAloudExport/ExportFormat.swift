/// The export formats: workbook, CSV of the entries, lossless JSON backup. The words a person
/// types for them ("Excel", "Sicherung") are the language's (`ExportOrderReader.formatWords`).
public enum ExportFormat: String, CaseIterable, Sendable {
    case xlsx, csv, json

    public var fileExtension: String { rawValue }
}
