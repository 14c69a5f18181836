import Testing
@testable import FeelAloudLanguage
@Test func placeholder() { #expect(Bool(true)) }
