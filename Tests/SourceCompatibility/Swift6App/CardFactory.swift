// Vitrine — Apache License 2.0
// Swift 6 language mode: Swift5App's free function, isolated to the main actor as Swift 6
// requires of code that touches UIKit.
import UIKit

/// A card: a white view with a coloured stripe along its top edge.
@MainActor public func makeCard(tag: Int, frame: CGRect) -> UIView {
    let card = UIView(frame: frame)
    card.backgroundColor = .white
    card.tag = tag
    let stripe = UIView(frame: CGRect(x: 0, y: 0, width: frame.width, height: 4))
    stripe.backgroundColor = .systemBlue
    stripe.autoresizingMask = [.flexibleWidth]
    card.addSubview(stripe)
    card.clipsToBounds = true
    return card
}

/// A global view: Swift 6 requires it to be isolated to the main actor.
@MainActor let sharedBackdrop: UIView = {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = .darkGray
    return view
}()
