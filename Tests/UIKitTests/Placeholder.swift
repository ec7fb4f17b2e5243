import Testing
@testable import UIKit
@Test func moduleLoads() { #expect(Bool(true)) }
