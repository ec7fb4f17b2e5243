import Testing
@Test func moduleLoads() { #expect(Bool(true)) }
