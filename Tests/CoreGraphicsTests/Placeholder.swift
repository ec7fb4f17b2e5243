import Testing
@testable import CoreGraphics
@Test func moduleLoads() { #expect(Bool(true)) }
