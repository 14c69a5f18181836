import Testing
@testable import FeelAloudExport
@Test func placeholder() { #expect(Bool(true)) }
