// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): a
// museum catalogue as an iOS app writes it: search tokens for the galleries, a context
// menu whose preview opens the exhibit (and plays its turntable only while it shows), the
// exhibit's label flipped over with a fade alongside, and tabs the visitor may rearrange.
import UIKit

/// The catalogue: its search field turns a typed gallery name into a token; a long press
/// on an exhibit previews it, and a tap on the preview pushes it.
public final class ExhibitFiltersController: UIViewController, UISearchBarDelegate, UIContextMenuInteractionDelegate {
    public let searchBar = UISearchBar()
    public let exhibitView = UIView(frame: CGRect(x: 20, y: 120, width: 200, height: 120))
    public private(set) var committed: [String] = []
    public let galleries = ["Egypt", "Rome", "Vikings"]

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Catalogue"
        searchBar.delegate = self
        let field = searchBar.searchTextField
        field.tokenBackgroundColor = .systemTeal
        field.allowsDeletingTokens = true
        field.allowsCopyingTokens = false
        view.addSubview(searchBar)
        view.addSubview(exhibitView)
        exhibitView.addInteraction(UIContextMenuInteraction(delegate: self))
    }

    /// The size the last rotation brought, once it finished.
    public private(set) var lastTransitionSize: CGSize = .zero

    /// On a turn, the exhibit stays centred, moving with the rotation.
    public override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.exhibitView.center.x = size.width / 2
        }, completion: { _ in
            self.lastTransitionSize = size
        })
    }

    /// While a visitor arranges tokens, the swipe back from the edge is off.
    public func setSwipeBackEnabled(_ enabled: Bool) {
        navigationController?.interactivePopGestureRecognizer?.isEnabled = enabled
    }

    /// A gallery typed in full becomes a token standing for it.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        guard let gallery = galleries.first(where: { $0.caseInsensitiveCompare(searchText) == .orderedSame }) else { return }
        let field = searchBar.searchTextField
        let token = UISearchToken(icon: UIImage(systemName: "building.columns"), text: gallery)
        token.representedObject = gallery
        field.replaceTextualPortion(of: field.textualRange, with: token, at: field.tokens.count)
    }

    /// The galleries the tokens stand for.
    public var selectedGalleries: [String] {
        searchBar.searchTextField.tokens.compactMap { $0.representedObject as? String }
    }

    public func clearFilters() {
        let field = searchBar.searchTextField
        while !field.tokens.isEmpty { field.removeToken(at: 0) }
        field.insertToken(UISearchToken(icon: nil, text: "All"), at: 0)
        field.tokens = []
    }

    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: "exhibit" as NSString, previewProvider: {
            let detail = ExhibitPreviewController()
            detail.title = "Mask of Tutankhamun"
            detail.preferredContentSize = CGSize(width: 320, height: 240)
            return detail
        }, actionProvider: { _ in
            UIMenu(title: "", children: [UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in }])
        })
    }

    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        let parameters = UIPreviewParameters()
        parameters.backgroundColor = .clear
        parameters.visiblePath = UIBezierPath(roundedRect: exhibitView.bounds, cornerRadius: 12)
        return UITargetedPreview(view: exhibitView, parameters: parameters)
    }

    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionCommitAnimating) {
        animator.preferredCommitStyle = .pop
        animator.addAnimations {
            self.exhibitView.alpha = 1
        }
        animator.addCompletion {
            if let detail = animator.previewViewController {
                self.committed.append(detail.title ?? "")
                self.show(detail, sender: self)
            }
        }
    }
}

/// An exhibit's page, which turns its model only while it is on screen: in a context
/// menu's preview as well as once pushed.
public final class ExhibitPreviewController: UIViewController {
    public private(set) var isTurning = false
    public private(set) var appearances = 0

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        isTurning = true
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        isTurning = false
    }
}

/// The exhibit's label, flipped over the catalogue; the catalogue's search bar fades as it turns.
public final class ExhibitLabelController: UIViewController {
    public weak var fadedView: UIView?

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.fadedView?.alpha = 0.5
        }, completion: nil)
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.fadedView?.alpha = 1
        }, completion: nil)
    }
}

extension ExhibitFiltersController {
    /// Flips the exhibit's label over the catalogue (a curl when `curl`).
    public func showLabel(curl: Bool = false) {
        let label = ExhibitLabelController()
        label.fadedView = searchBar
        label.modalPresentationStyle = .fullScreen
        label.modalTransitionStyle = curl ? .partialCurl : .flipHorizontal
        present(label, animated: true, completion: nil)
    }
}

/// Tabs the visitor may rearrange from the More list, remembered when the sheet closes.
public final class ExhibitTabsDelegate: NSObject, UITabBarControllerDelegate {
    public private(set) var savedOrder: [String] = []
    public private(set) var customizing = false

    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        customizing = true
    }

    public func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        if changed { savedOrder = viewControllers.compactMap { $0.title } }
    }

    public func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        customizing = false
    }
}
