// Vitrine — Apache License 2.0
// Content configurations (iOS 14): a value that describes a cell's content and makes the
// view that shows it. A cell keeps the value, hands it to its content view, and asks it
// for an updated copy when its state (highlighted, selected) changes.

/// A value that describes a view's content and makes the view that shows it.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view that shows this configuration.
    func makeContentView() -> UIView & UIContentView
    /// A copy of this configuration adapted to `state` (for example highlighted text).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view made by a content configuration, which shows whatever configuration it is given.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` without being replaced; by default,
    /// whether it is of the same type as the current one.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The state a configuration adapts to.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// The traits of the view whose state this is.
    var traitCollection: UITraitCollection { get set }
}

/// The state of a cell: what a cell's configurations adapt to.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted (a finger is on it).
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is focused.
    public var isFocused = false
    /// Whether the table is editing.
    public var isEditing = false
    /// Whether the cell's swipe actions are showing.
    public var isSwiped = false
    /// Whether the cell is expanded (outline lists).
    public var isExpanded = false
    /// The style of the list the cell is in (a table's style, a list section's
    /// appearance); nil outside a list. UIKit keeps it in the state's traits
    /// (`listEnvironment`); configurations that follow their list read it.
    var listEnvironment: UICollectionLayoutListConfiguration.Appearance?

    /// A state with the given traits, nothing set.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}
