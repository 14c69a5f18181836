import Testing
@testable import FeelAloudCore
@Test func placeholder() { #expect(Bool(true)) }
