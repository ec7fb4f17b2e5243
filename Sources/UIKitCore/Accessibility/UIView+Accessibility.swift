// Vitrine — Apache License 2.0
// The rest of a view's accessibility: the container lookups, identification, and the
// walk a screen reader makes over a window to find the elements it reads.
//
// The properties themselves are in UIView's class body (so apps can override them, as
// they do on iOS), backed by `AccessibilityAttributes`; the defaults of each kind of view
// are small overrides in the labels' and controls' class bodies, worked out here.

extension UIView: UIAccessibilityIdentification {}

extension UIView {
    /// The index of `element` in `accessibilityElements`, compared by identity (NSObject's
    /// `isEqual` on iOS); `NSNotFound` when absent.
    func accessibilityIndex(of element: Any) -> Int {
        guard let elements = accessibility.elements else { return NSNotFound }
        let object = type(of: element) is AnyClass ? element as AnyObject : nil
        for (index, candidate) in elements.enumerated() {
            if let object, type(of: candidate) is AnyClass, (candidate as AnyObject) === object { return index }
        }
        return NSNotFound
    }

    /// The elements assistive technology reads in this view's subtree, in reading order.
    ///
    /// A hidden view (or one with `accessibilityElementsHidden`) gives none; an element
    /// gives itself and hides its subviews, as VoiceOver reads a button and not the label
    /// inside it; otherwise `accessibilityElements`, when set, gives the order, else the
    /// subviews back to front. When a subview has `accessibilityViewIsModal`, the frontmost
    /// such subview's elements are the only ones read among its siblings'. (iOS orders
    /// subviews by their position on screen; Vitrine keeps the subview order for now.)
    package func accessibilityElementsInReadingOrder() -> [any AccessibilityReadable] {
        guard !isHidden, alpha >= 0.01, !accessibilityElementsHidden else { return [] }
        if isAccessibilityElement { return [self] }
        if let elements = accessibilityElements {
            return elements.flatMap(Self.readableElements(in:))
        }
        let modal = subviews.last { $0.accessibilityViewIsModal && !$0.isHidden }
        return (modal.map { [$0] } ?? subviews).flatMap { $0.accessibilityElementsInReadingOrder() }
    }

    /// The readable elements an entry of `accessibilityElements` stands for.
    private static func readableElements(in entry: Any) -> [any AccessibilityReadable] {
        switch entry {
        case let view as UIView:
            return view.accessibilityElementsInReadingOrder()
        case let element as UIAccessibilityElement:
            guard !element.accessibilityElementsHidden else { return [] }
            if element.isAccessibilityElement { return [element] }
            return (element.accessibilityElements ?? []).flatMap(readableElements(in:))
        default:
            return []
        }
    }
}

/// What a screen reader reads from an element, whether a view or a `UIAccessibilityElement`.
@MainActor
package protocol AccessibilityReadable: AnyObject {
    var isAccessibilityElement: Bool { get }
    var accessibilityLabel: String? { get }
    var accessibilityValue: String? { get }
    var accessibilityHint: String? { get }
    var accessibilityTraits: UIAccessibilityTraits { get }
    var accessibilityFrame: CGRect { get }
    var accessibilityActivationPoint: CGPoint { get }
    var accessibilityLanguage: String? { get }
    var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get }
    func accessibilityActivate() -> Bool
    func accessibilityIncrement()
    func accessibilityDecrement()
}

extension UIView: AccessibilityReadable {}
extension UIAccessibilityElement: AccessibilityReadable {}
