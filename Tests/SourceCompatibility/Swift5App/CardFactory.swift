// Vitrine — Apache License 2.0
// Swift 5 language mode, written as an iOS app writes it: a free function (not isolated
// to the main actor) builds and configures a view tree.
import UIKit

/// A card: a white view with a coloured stripe along its top edge.
public func makeCard(tag: Int, frame: CGRect) -> UIView {
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

/// A global view, created lazily on first use, as Swift 5 code does freely.
let sharedBackdrop: UIView = {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = .darkGray
    return view
}()
