// Vitrine — Apache License 2.0
// Turning pages with a finger. A pan along the orientation (one that starts more across
// it than along it is left to the pages' own scroll views) asks the data source for the
// neighbour on the side the finger first moves to; the page follows the finger, the
// neighbour beside it. Where there is no neighbour the page moves a third of the
// finger's travel and springs back, as a scroll view resists past its end. The first
// direction decides the drag's turn: moving back past the start holds the pages at rest.
//
// On release the turn completes when the finger moves towards the new page faster than
// 500 points a second, or is past half the stride and not moving back faster than that;
// otherwise the old page comes back. UIKit documents neither threshold: these are the
// navigation controller's interactive pop's, Vitrine's choice.

/// The swipe under way: the turn it started, or the resisting edge.
struct PageSwipe {
    /// Set when the first direction had no neighbour: the page resists that way.
    var resisting = false
    var direction: UIPageViewController.NavigationDirection?
}

/// The swipe recognizer's delegate: a swipe begins only along the orientation, when the
/// controller shows pages and no turn animates.
@MainActor final class PageSwipeGate: UIGestureRecognizerDelegate {
    weak var owner: UIPageViewController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let owner, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        return owner.swipeMayBegin(pan)
    }
}

extension UIPageViewController {
    /// The release speed, in points per second, that decides the turn by itself.
    static let turnDecisionVelocity: CGFloat = 500

    /// The share of the finger's travel a page follows where it has no neighbour.
    static let edgeResistance: CGFloat = 1.0 / 3

    func swipeMayBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        guard turn == nil, !pages.isEmpty, dataSource != nil else { return false }
        let t = pan.translation(in: view)
        return navigationOrientation == .horizontal ? abs(t.x) >= abs(t.y) : abs(t.y) >= abs(t.x)
    }

    /// The translation along the orientation.
    private func along(_ point: CGPoint) -> CGFloat {
        navigationOrientation == .horizontal ? point.x : point.y
    }

    func handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            swipe = PageSwipe()
            follow(along(pan.translation(in: view)))
        case .changed:
            follow(along(pan.translation(in: view)))
        case .ended:
            release(along(pan.translation(in: view)), velocity: along(pan.velocity(in: view)))
        case .cancelled, .failed:
            release(0, velocity: 0)
        default:
            break
        }
    }

    /// The finger is `t` points along the axis from where the swipe began.
    private func follow(_ t: CGFloat) {
        guard var current = swipe, t.isFinite else { return }
        if current.direction == nil {
            guard t != 0 else { return }
            // A finger moving left (or up) brings the next page.
            let direction: NavigationDirection = t < 0 ? .forward : .reverse
            current.direction = direction
            if let next = neighbours(direction) {
                swipe = current
                delegate?.pageViewController(self, willTransitionTo: next)
                _ = beginTurn(to: next, direction: direction)
            } else {
                current.resisting = true
                swipe = current
            }
        }
        guard let direction = current.direction else { return }
        let sign: CGFloat = direction == .forward ? -1 : 1
        let travel = max(t * sign, 0)  // along the chosen direction; 0 once back past the start
        if let turn {
            placeTurn(turn, progress: travel / max(turn.stride, 1))
        } else if current.resisting {
            placeSpread(pages, at: sign * travel * Self.edgeResistance)
        }
    }

    /// The finger lifted `t` points from the start, moving at `velocity` along the axis.
    private func release(_ t: CGFloat, velocity: CGFloat) {
        guard let current = swipe else { return }
        swipe = nil
        guard let direction = current.direction else { return }
        let sign: CGFloat = direction == .forward ? -1 : 1
        let travel = t.isFinite ? max(t * sign, 0) : 0
        let towards = velocity.isFinite ? velocity * sign : 0
        guard let turn else {
            springBack(from: sign * travel * Self.edgeResistance)
            return
        }
        let progress = min(travel / max(turn.stride, 1), 1)
        let completes = towards > Self.turnDecisionVelocity || (progress > 0.5 && towards >= -Self.turnDecisionVelocity)
        animateTurn(turn, from: progress, completing: completes) { [self] in
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: turn.old, transitionCompleted: completes)
        }
    }

    /// The pages go back to rest from `offset` after resisting at an end.
    private func springBack(from offset: CGFloat) {
        guard offset != 0, UIView.areAnimationsEnabled else { return placeSpread(pages, at: 0) }
        let distance = abs(offset) / max(spreadStride, 1)
        UIView.animate(withDuration: Self.turnDuration * Double(min(distance * 3, 1)), delay: 0, options: .curveEaseOut, animations: { [self] in
            placeSpread(pages, at: 0)
        })
    }
}
