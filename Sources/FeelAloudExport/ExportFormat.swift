/// The export formats: workbook, CSV of the entries, lossless JSON backup.
public enum ExportFormat: String, CaseIterable, Sendable {
    case xlsx, csv, json

    public var fileExtension: String { rawValue }

    /// Accepts "xlsx", "excel", "csv", "json", "backup" (case-insensitive).
    public init?(name: String) {
        switch name.lowercased() {
        case "xlsx", "excel": self = .xlsx
        case "csv": self = .csv
        case "json", "backup", "sicherung": self = .json
        default: return nil
        }
    }
}
