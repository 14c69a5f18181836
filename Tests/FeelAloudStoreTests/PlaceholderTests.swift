import Testing
@testable import FeelAloudStore
@Test func placeholder() { #expect(Bool(true)) }
