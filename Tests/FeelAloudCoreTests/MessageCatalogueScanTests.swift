import Foundation
import Testing

/// Every German sentence the program says lives in the message catalogue (the `Messages+*.swift`
/// files): a scanner over Sources/ fails when a string literal that reads like a German sentence
/// (two or more words, at least one of them a German function word: „(key)“ fehlt counts) appears anywhere else.
/// Comments and `"""` blocks are skipped; allowlisted: the catalogue files, the language tables
/// (FeelAloudLanguage, the words people type), the bench/test-support targets (not product) and
/// the files still being moved by other issues (listed below with their issue).
@Suite struct MessageCatalogueScanTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Paths (relative to Sources/) whose literals may be German: prefixes of directories, or files.
    static let allowed = [
        "FeelAloudLanguage/",          // German base and rules as data (the words people type)
        "FeelAloudBench/", "FeelAloudBenchSupport/", "FeelAloudTestSupport/",  // not product code
        "FeelAloudCore/Messages/GermanLabels.swift",  // field labels and value words of the catalogue
    ]

    static let functionWords: Set<String> = [
        "ist", "sind", "nicht", "kein", "keine", "keiner", "wurde", "wurden", "konnte", "fehlt", "bitte",
        "der", "die", "das", "den", "dem", "des", "und", "oder", "mit", "zu", "von", "nach", "wird", "hat",
        "ich", "du", "dein", "deine", "ein", "eine", "einen", "für", "auf", "im", "zum", "zur", "bei", "noch",
        "schon", "nur", "aus", "als", "wie", "was", "wann", "sich", "es", "kann", "soll", "muss",
    ]

    /// The string literals of one line of Swift (interpolations kept as text), comments removed.
    static func literals(in line: Substring) -> [String] {
        var out: [String] = []
        var current: String?
        var escaped = false
        var depth = 0  // parentheses inside \( … )
        var chars = Array(line)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if current == nil {
                if c == "/" && i + 1 < chars.count && chars[i + 1] == "/" { break }
                if c == "\"" { current = "" }
            } else if depth > 0 {
                if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
                current!.append(c)
            } else if escaped {
                escaped = false
                if c == "(" { depth = 1 }
                current!.append(c)
            } else if c == "\\" {
                escaped = true
            } else if c == "\"" {
                out.append(current!)
                current = nil
            } else {
                current!.append(c)
            }
            i += 1
        }
        chars.removeAll()
        return out
    }

    static func readsLikeGermanSentence(_ literal: String) -> Bool {
        let words = literal.lowercased().split { !$0.isLetter }.map(String.init)
        guard words.count >= 2 else { return false }
        return words.contains { functionWords.contains($0) }
    }

    /// `file:line: literal` for every German sentence outside the catalogue.
    static func findings() throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return ["Sources/ not found"] }
        var found: [String] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix("Messages") || allowed.contains(where: { path.hasPrefix($0) }) { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            var inBlock = false
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.contains("\"\"\"") { inBlock.toggle(); continue }
                if inBlock || line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                for literal in literals(in: line) where readsLikeGermanSentence(literal) {
                    found.append("\(path):\(n + 1): \(literal)")
                }
            }
        }
        return found.sorted()
    }

    @Test func noGermanSentenceOutsideTheCatalogue() throws {
        let found = try Self.findings()
        #expect(found.isEmpty, Comment(rawValue: "move these into a Messages+*.swift file:\n" + found.joined(separator: "\n")))
    }

    /// The scanner itself: it finds a sentence, skips comments, labels and code.
    @Test func scannerFindsSentencesOnly() {
        #expect(Self.literals(in: #"throw .x(reason: "Die Datei \(path) fehlt.") // "kein Satz hier drin""#)
            == [#"Die Datei (path) fehlt."#])
        #expect(Self.readsLikeGermanSentence("Die Datei (path) fehlt."))
        #expect(!Self.readsLikeGermanSentence("Zeitüberschreitung"))
        #expect(Self.readsLikeGermanSentence("„(key)“ fehlt"))
        #expect(!Self.readsLikeGermanSentence("keiner"))
        #expect(!Self.readsLikeGermanSentence("the journal is locked"))
        #expect(Self.literals(in: #"let x = a ? "b" : "c" // "Das ist ein Satz""#) == ["b", "c"])
    }
}
