import Testing
@testable import FeelAloudConsole
@Test func placeholder() { #expect(Bool(true)) }
