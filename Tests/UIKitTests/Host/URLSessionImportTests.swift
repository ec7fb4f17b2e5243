// Vitrine — Apache License 2.0
// `import UIKit` alone gives an app URLSession, as on iOS (on Linux it lives in
// FoundationNetworking, which UIKit re-exports). This file imports nothing else;
// `@testable` only because a plain import next to Testing looks for swift-testing's
// Apple-only `_Testing_CoreGraphics` overlay. It adds internal names, not modules.
import Testing
@testable import UIKit

@Suite struct URLSessionImportTests {
    @Test func urlSessionCompilesWithOnlyImportUIKit() throws {
        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:9/status")))
        request.httpMethod = "GET"
        request.timeoutInterval = 1
        let session: URLSession = URLSession.shared
        // Created, never resumed: the test is that it compiles; no network is used.
        let task = session.dataTask(with: request) { data, response, error in
            _ = (data, response as? HTTPURLResponse, error)
        }
        #expect(task.state == .suspended)
        #expect(task.originalRequest?.httpMethod == "GET")
        task.cancel()
    }
}
