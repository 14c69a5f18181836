import Testing
@Test func e2ePlaceholder() { #expect(Bool(true)) }
