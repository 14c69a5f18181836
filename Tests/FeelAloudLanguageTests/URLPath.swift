import Foundation

/// Paths of the repository, found from this file's location.
enum URLPath {
    static var repoRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }
    static var rulesDirectory: URL { repoRoot.appendingPathComponent("Sources/FeelAloudLanguage/Rules") }
    static func swiftFiles(in dir: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { dir.appendingPathComponent($0) }
    }
    static func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }
}
