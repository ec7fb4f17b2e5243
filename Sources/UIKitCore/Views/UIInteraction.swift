// Vitrine — Apache License 2.0
// Interactions (iOS 11): objects a view holds that add a behaviour to it (a context menu
// on a long press, say); the view tells them when they join or leave it.
//
// Design note. A view already holds its gesture recognizers, so it holds each
// interaction through a disabled recognizer (InteractionAnchor): disabled recognizers take
// no part in touches, and UIView needs no storage of its own for interactions.

/// A behaviour a view holds.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view holding the interaction; nil while it is not added.
    var view: UIView? { get }
    /// The interaction is about to join `view` (nil: leave its view).
    func willMove(to view: UIView?)
    /// The interaction joined `view` (nil: left its view).
    func didMove(to view: UIView?)
}

/// The recognizer through which a view holds an interaction; it never recognizes.
@MainActor
final class InteractionAnchor: UIGestureRecognizer {
    let interaction: UIInteraction

    init(holding interaction: UIInteraction) {
        self.interaction = interaction
        super.init()
        isEnabled = false
    }
}

extension UIView {
    /// The interactions the view holds, in the order they were added.
    public var interactions: [UIInteraction] {
        get { attachedGestureRecognizers.compactMap { ($0 as? InteractionAnchor)?.interaction } }
        set {
            for interaction in interactions where !newValue.contains(where: { $0 === interaction }) { removeInteraction(interaction) }
            for interaction in newValue where !interactions.contains(where: { $0 === interaction }) { addInteraction(interaction) }
        }
    }

    /// Adds `interaction`, taking it from the view that held it.
    public func addInteraction(_ interaction: UIInteraction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        addGestureRecognizer(InteractionAnchor(holding: interaction))
        interaction.didMove(to: self)
    }

    /// Removes `interaction`; nothing happens if the view does not hold it.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard let anchor = attachedGestureRecognizers.first(where: { ($0 as? InteractionAnchor)?.interaction === interaction }) else { return }
        interaction.willMove(to: nil)
        removeGestureRecognizer(anchor)
        interaction.didMove(to: nil)
    }
}
