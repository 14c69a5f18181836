/// Where a diary entry came from.
public enum EntrySource: String, Codable, CaseIterable, Sendable {
    case repl, cli, `import`
}
