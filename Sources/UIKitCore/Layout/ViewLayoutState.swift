// Vitrine — Apache License 2.0
// What Auto Layout keeps per view, made the first time a view takes part (most views
// that never meet a constraint never get one): the flag that says whether its frame
// is translated into constraints, the constraints installed on it, its guides and
// margins, its content priorities, and, on a tree's root, the tree's layout engine.

@MainActor
final class ViewLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    /// The active constraints whose nearest common ancestor is this view, in activation order.
    var constraints: [NSLayoutConstraint] = []
    var layoutGuides: [UILayoutGuide] = []
    var horizontalHugging = UILayoutPriority.defaultLow
    var verticalHugging = UILayoutPriority.defaultLow
    var horizontalCompressionResistance = UILayoutPriority.defaultHigh
    var verticalCompressionResistance = UILayoutPriority.defaultHigh
    /// UIKit's default layout margins: 8 points on every edge.
    var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    var preservesSuperviewLayoutMargins = false
    /// With `preservesSuperviewLayoutMargins`: the margins-guide insets last derived.
    var preservedMarginInsets: UIEdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    var layoutMarginsGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    var safeAreaLayoutGuide: UILayoutGuide?
    /// On a scroll view: its content and frame guides, once asked for.
    var contentLayoutGuide: UILayoutGuide?
    var frameLayoutGuide: UILayoutGuide?
    /// The safe-area insets last reported through `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    /// On a tree's root: the tree's engine.
    var engine: LayoutEngine?
    /// The root whose engine has this view as an item (may be stale after a move).
    weak var engineRoot: UIView?
    /// The view's item in its tree's engine; that engine's only while the stamps agree
    /// (see LayoutEngine.existingItem).
    var engineItem: LayoutEngine.Item?
    /// The constraint-update generation this root last ran `updateConstraints()` for.
    var updatedConstraintsGeneration = -1
    /// On a window: the panel's unsafe edges when set on the window (else the screen's).
    var windowSafeAreaInsets: UIEdgeInsets?
    /// The frame a layout engine last gave the view, while the view still has it: any
    /// other change of its frame, bounds or centre clears it. The engine compares with
    /// this instead of reading the frame back through the layer.
    var engineAppliedFrame: CGRect?
}
