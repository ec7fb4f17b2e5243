// Vitrine — Apache License 2.0
// The classic keyboard-avoiding form, compiled in both language modes: its selector
// observers hear the keyboard and life-cycle notifications, read the frame through
// NSValue, and go with the controller.
import Foundation
import Testing
@testable import UIKitCore
import Swift5App
import Swift6App

@MainActor @Suite struct KeyboardAvoidingFormTests {
    private func check(_ make: () -> UIViewController, height: () -> CGFloat?, scrollView: () -> UIScrollView?,
                       refreshes: () -> Int?) {
        let frame = CGRect(x: 0, y: 300, width: 320, height: 180)
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                    userInfo: [UIResponder.keyboardFrameEndUserInfoKey: frame])
        #expect(height() == 180 && scrollView()?.contentInset.bottom == 180)
        #expect(scrollView()?.verticalScrollIndicatorInsets.bottom == 180)
        center.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: [:])
        #expect(height() == 0 && scrollView()?.contentInset == .zero)
        center.post(name: UIApplication.didBecomeActiveNotification, object: UIApplication.shared)
        #expect(refreshes() == 1)
    }

    @Test func theSwift5FormFollowsTheKeyboardAndGoesAway() {
        var form: Swift5App.KeyboardAvoidingForm? = Swift5App.KeyboardAvoidingForm()
        form?.loadViewIfNeeded()
        check({ form! }, height: { form?.keyboardHeight }, scrollView: { form?.scrollView }, refreshes: { form?.refreshes })
        weak let gone = form
        form = nil
        #expect(gone == nil)
        NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: [:])
    }

    @Test func theSwift6FormFollowsTheKeyboardAndGoesAway() {
        var form: Swift6App.KeyboardAvoidingForm? = Swift6App.KeyboardAvoidingForm()
        form?.loadViewIfNeeded()
        check({ form! }, height: { form?.keyboardHeight }, scrollView: { form?.scrollView }, refreshes: { form?.refreshes })
        weak let gone = form
        form = nil
        #expect(gone == nil)
        NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: [:])
    }
}
