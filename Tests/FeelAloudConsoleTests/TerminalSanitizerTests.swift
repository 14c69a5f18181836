import Testing
import FeelAloudCore
@testable import FeelAloudConsole

/// Property 4 of issue #13: nothing stored reaches the terminal raw.
@Suite struct TerminalSanitizerTests {
    @Test func controlsBecomeVisibleTabAndNewlineStay() {
        let evil = "A\u{1B}]0;pwned\u{07}\u{1B}[2J\tB\nC\r\u{7F}\u{9B}31m\u{0}"
        #expect(TerminalSanitizer.visible(evil) == "A␛]0;pwned␇␛[2J\tB\nC␍␡␛[31m␀")
        #expect(TerminalSanitizer.visible("Über den Wolken – schön") == "Über den Wolken – schön")
    }

    @Test func ownStylingSurvivesOnlyOnATerminal() {
        let painted = TerminalStyle(color: true).paint("Gespeichert", .success)
        #expect(TerminalSanitizer.forTerminal(painted, keepStyling: true) == painted)
        #expect(!TerminalSanitizer.forTerminal(painted, keepStyling: false).contains("\u{1B}"))
        #expect(TerminalSanitizer.forTerminal("\r\u{1B}[2Kx", keepStyling: true) == "\r\u{1B}[2Kx")
        // Anything else stays visible even on a terminal: titles, screen clears, cursor moves.
        let hostile = "\u{1B}]0;t\u{07}\u{1B}[2J\u{1B}[10;10H"
        #expect(!TerminalSanitizer.forTerminal(hostile, keepStyling: true).contains("\u{1B}"))
        #expect(TerminalSanitizer.forTerminal("a\rb", keepStyling: true) == "a␍b")
    }

    @Test func typedInputIsCleaned() {
        #expect(TerminalSanitizer.cleanInput("gut\u{1B}[31m drauf\tja\u{07}") == "gut drauf ja")
    }

    @Test func jsonEscapesDelAndC1() throws {
        let json = JSONValue.string("a\u{7F}\u{85}\u{9B}b").serialized()
        #expect(json == "\"a\\u007f\\u0085\\u009bb\"")
        #expect(try JSONValue.parse(json).stringValue == "a\u{7F}\u{85}\u{9B}b")
    }
}
