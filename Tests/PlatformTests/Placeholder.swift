import Testing
@testable import Platform
@Test func moduleLoads() { #expect(Bool(true)) }
