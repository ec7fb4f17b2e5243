// Vitrine — Apache License 2.0
// An element that is not a view: a part of a view that draws several things (the keys
// of a drawn keypad, the bars of a chart), listed in the view's `accessibilityElements`.
//
// Its frame is usually given in its container's coordinates
// (`accessibilityFrameInContainerSpace`) and then follows the container on screen; a
// frame set through `accessibilityFrame` is in screen coordinates and stays put.

/// An object that stands for part of a view to assistive technology.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIAccessibilityIdentification {
    /// The view (or element) that contains this element, held weakly.
    open weak var accessibilityContainer: AnyObject?

    /// Whether assistive technology treats this as an element; default false, as Apple
    /// documents, so an app sets it to true on each element it makes.
    open var isAccessibilityElement = false

    /// A short name for the element; default nil.
    open var accessibilityLabel: String? {
        get { accessibilityAttributedLabel?.string }
        set { accessibilityAttributedLabel = newValue.map { NSAttributedString(string: $0) } }
    }

    /// The label with attributes.
    open var accessibilityAttributedLabel: NSAttributedString?

    /// What activating the element does; default nil.
    open var accessibilityHint: String? {
        get { accessibilityAttributedHint?.string }
        set { accessibilityAttributedHint = newValue.map { NSAttributedString(string: $0) } }
    }

    /// The hint with attributes.
    open var accessibilityAttributedHint: NSAttributedString?

    /// The element's current value; default nil.
    open var accessibilityValue: String? {
        get { accessibilityAttributedValue?.string }
        set { accessibilityAttributedValue = newValue.map { NSAttributedString(string: $0) } }
    }

    /// The value with attributes.
    open var accessibilityAttributedValue: NSAttributedString?

    /// How the element behaves; default none.
    open var accessibilityTraits: UIAccessibilityTraits = .none

    /// The element's frame in screen coordinates: set directly, or worked out from
    /// `accessibilityFrameInContainerSpace` and where the container is now.
    open var accessibilityFrame: CGRect {
        get {
            guard framesFromContainer else { return storedFrame }
            switch accessibilityContainer {
            case let view as UIView:
                return UIAccessibility.convertToScreenCoordinates(accessibilityFrameInContainerSpace, in: view)
            case let element as UIAccessibilityElement:
                return accessibilityFrameInContainerSpace.offsetBy(dx: element.accessibilityFrame.minX,
                                                                   dy: element.accessibilityFrame.minY)
            default:
                return accessibilityFrameInContainerSpace
            }
        }
        set {
            storedFrame = newValue
            framesFromContainer = false
        }
    }

    /// The element's frame in its container's coordinates; setting it makes
    /// `accessibilityFrame` follow the container. Default `.zero`.
    open var accessibilityFrameInContainerSpace: CGRect = .zero {
        didSet { framesFromContainer = true }
    }

    /// The element's outline in screen coordinates; default nil.
    open var accessibilityPath: UIBezierPath?

    /// Where activating the element touches, in screen coordinates; the centre of
    /// `accessibilityFrame` unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { storedActivationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { storedActivationPoint = newValue }
    }

    /// The language the element is read in; default nil.
    open var accessibilityLanguage: String?

    /// A string that identifies the element in UI tests; default nil.
    open var accessibilityIdentifier: String?

    /// Whether the element is hidden from assistive technology, with any it contains; default false.
    open var accessibilityElementsHidden = false

    /// The elements this element contains, for an element that groups others; default nil.
    open var accessibilityElements: [Any]?

    /// Extra actions the element offers; default nil.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    private var storedFrame: CGRect = .zero
    private var framesFromContainer = false
    private var storedActivationPoint: CGPoint?

    /// Creates an element contained in `container`, usually the view whose
    /// `accessibilityElements` will list it. A container that is not an object is not kept.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = type(of: container) is AnyClass ? container as AnyObject : nil
    }

    /// Activates the element; return true when handled. The default returns false, so the
    /// system taps `accessibilityActivationPoint` instead.
    open func accessibilityActivate() -> Bool { false }

    /// Steps an adjustable element's value up; does nothing by default.
    open func accessibilityIncrement() {}

    /// Steps an adjustable element's value down; does nothing by default.
    open func accessibilityDecrement() {}
}
