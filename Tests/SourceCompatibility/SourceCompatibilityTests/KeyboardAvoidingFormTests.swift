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
    private func followsTheKeyboardAndGoesAway<Form: UIViewController>(
        _ make: () -> Form, height: (Form) -> CGFloat, scrollView: (Form) -> UIScrollView, refreshes: (Form) -> Int
    ) {
        var form: Form? = make()
        form?.loadViewIfNeeded()
        let frame = CGRect(x: 0, y: 300, width: 320, height: 180)
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                    userInfo: [UIResponder.keyboardFrameEndUserInfoKey: frame])
        #expect(height(form!) == 180 && scrollView(form!).contentInset.bottom == 180)
        #expect(scrollView(form!).verticalScrollIndicatorInsets.bottom == 180)
        center.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: [:])
        #expect(height(form!) == 0 && scrollView(form!).contentInset == .zero)
        center.post(name: UIApplication.didBecomeActiveNotification, object: UIApplication.shared)
        #expect(refreshes(form!) == 1)
        weak let gone = form
        form = nil
        #expect(gone == nil)
        center.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: [:])
    }

    @Test func theSwift5FormFollowsTheKeyboardAndGoesAway() {
        followsTheKeyboardAndGoesAway({ Swift5App.KeyboardAvoidingForm() }, height: \.keyboardHeight,
                                      scrollView: \.scrollView, refreshes: \.refreshes)
    }

    @Test func theSwift6FormFollowsTheKeyboardAndGoesAway() {
        followsTheKeyboardAndGoesAway({ Swift6App.KeyboardAvoidingForm() }, height: \.keyboardHeight,
                                      scrollView: \.scrollView, refreshes: \.refreshes)
    }
}
