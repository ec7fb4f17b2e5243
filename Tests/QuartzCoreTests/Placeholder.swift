import Testing
@testable import QuartzCore
@Test func moduleLoads() { #expect(Bool(true)) }
