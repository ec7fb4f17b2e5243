// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file):
// a kiosk's onboarding carousel as an iOS app writes it: a page view controller subclass
// that is its own data source (with the page indicator's count and index) and delegate,
// and a Next button that turns the page from code.
import UIKit

/// One onboarding page: a title in the middle.
@MainActor
public final class OnboardingPage: UIViewController {
    public let index: Int
    private let heading: String

    public init(index: Int, heading: String) {
        self.index = index
        self.heading = heading
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = heading
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

/// Three pages swiped sideways, with dots under them.
@MainActor
public final class OnboardingCarousel: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    public let pages: [OnboardingPage]
    public private(set) var currentIndex = 0
    public private(set) var finishedTurns: [Bool] = []

    public init(headings: [String]) {
        pages = headings.enumerated().map { OnboardingPage(index: $0.offset, heading: $0.element) }
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 16])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        if let first = pages.first {
            setViewControllers([first], direction: .forward, animated: false, completion: nil)
        }
    }

    /// Turns to the next page, as a Next button does.
    public func showNext() {
        guard currentIndex + 1 < pages.count else { return }
        let next = pages[currentIndex + 1]
        // The index first: the page indicator asks for it.
        currentIndex = next.index
        setViewControllers([next], direction: .forward, animated: true) { [weak self] finished in
            if finished { self?.finishedTurns.append(true) }
        }
    }

    public func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? OnboardingPage, page.index > 0 else { return nil }
        return pages[page.index - 1]
    }

    public func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? OnboardingPage, page.index + 1 < pages.count else { return nil }
        return pages[page.index + 1]
    }

    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        pages.count
    }

    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        currentIndex
    }

    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        finishedTurns.append(completed)
        if completed, let page = pageViewController.viewControllers?.first as? OnboardingPage {
            currentIndex = page.index
        }
    }
}
