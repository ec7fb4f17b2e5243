// Vitrine — Apache License 2.0
import UIKit

/// One work: its photograph in a zooming scroll view (pinch, or double-tap to zoom in and
/// out) beside its label text, and the print options — size, frame, quantity — with the
/// button that adds the print to the order (the photograph flies to the order button).
final class ExhibitViewController: UIViewController, UIScrollViewDelegate {
    let exhibit: Exhibit
    let order: PrintOrder
    let scrollView = UIScrollView()
    let imageView = UIImageView()
    let sizeControl = UISegmentedControl(items: PrintSize.allCases.map(\.title))
    let frameSwitch = UISwitch()
    let quantityStepper = UIStepper()
    let quantityLabel = UILabel()
    let priceLabel = UILabel()
    private(set) var addButton: UIButton!
    private var details: UIStackView?
    /// How long the photograph takes to fly to the order button.
    static let flightDuration: TimeInterval = 0.6

    init(exhibit: Exhibit, order: PrintOrder) {
        self.exhibit = exhibit
        self.order = order
        super.init(nibName: nil, bundle: nil)
        title = exhibit.title
        navigationItem.largeTitleDisplayMode = .never
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = ShowcaseDemo.orderButton(for: order, presenter: self)
        configurePhotograph()
        let details = detailsStack()
        self.details = details
        details.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(details)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            scrollView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            scrollView.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -20),
            scrollView.widthAnchor.constraint(equalTo: guide.widthAnchor, multiplier: 0.55),
            details.topAnchor.constraint(equalTo: guide.topAnchor, constant: 24),
            details.leadingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: 32),
            details.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -32),
        ])
        updatePrice()
    }

    // MARK: - Photograph

    private func configurePhotograph() {
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.backgroundColor = .secondarySystemBackground
        scrollView.layer.cornerRadius = 12
        scrollView.clipsToBounds = true
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        imageView.image = MuseumCollection.image(named: exhibit.imageName)
        imageView.contentMode = .scaleAspectFit
        imageView.isUserInteractionEnabled = true
        scrollView.addSubview(imageView)
        let doubleTap = UITapGestureRecognizer(target: self, action: ExhibitViewController.photographDoubleTapped)
        doubleTap.numberOfTapsRequired = 2
        imageView.addGestureRecognizer(doubleTap)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The photograph fits the scroll view at zoom 1; zoomed, the scroll view owns its frame.
        if scrollView.zoomScale == 1, imageView.frame.size != scrollView.bounds.size {
            imageView.frame = CGRect(origin: .zero, size: scrollView.bounds.size)
            scrollView.contentSize = scrollView.bounds.size
        }
        // Multi-line labels wrap at the column's width, known only now.
        if let details, details.bounds.width > 0 {
            let labels = details.arrangedSubviews.compactMap { $0 as? UILabel }
            if labels.contains(where: { $0.preferredMaxLayoutWidth != details.bounds.width }) {
                for label in labels { label.preferredMaxLayoutWidth = details.bounds.width }
                view.setNeedsLayout()
            }
        }
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    private func photographDoubleTapped(_ tap: UITapGestureRecognizer) {
        guard scrollView.zoomScale <= scrollView.minimumZoomScale else {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
            return
        }
        let point = tap.location(in: imageView)
        let size = CGSize(width: scrollView.bounds.width / 2.5, height: scrollView.bounds.height / 2.5)
        scrollView.zoom(to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height), animated: true)
    }

    // MARK: - Details and options

    private func detailsStack() -> UIStackView {
        let titleLabel = label(exhibit.title, style: .title1, color: .label)
        titleLabel.font = .boldSystemFont(ofSize: 28)
        let meta = label("\(MuseumCollection.gallery(of: exhibit).name) · \(exhibit.date)", style: .subheadline, color: .secondaryLabel)
        let text = label(exhibit.text, style: .body, color: .label)
        let credit = label("Photograph: \(exhibit.credit)", style: .footnote, color: .secondaryLabel)
        let printHeading = label("Buy a Print", style: .headline, color: .label)

        sizeControl.selectedSegmentIndex = PrintSize.a3.rawValue
        sizeControl.addTarget(self, action: ExhibitViewController.optionsChanged, for: .valueChanged)
        frameSwitch.addTarget(self, action: ExhibitViewController.optionsChanged, for: .valueChanged)
        quantityStepper.minimumValue = 1
        quantityStepper.maximumValue = 10
        quantityStepper.value = 1
        quantityStepper.addTarget(self, action: ExhibitViewController.optionsChanged, for: .valueChanged)
        quantityLabel.font = .preferredFont(forTextStyle: .body)
        priceLabel.font = .boldSystemFont(ofSize: 22)
        priceLabel.textColor = .label

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Add to Order"
        configuration.cornerStyle = .large
        addButton = UIButton(configuration: configuration, primaryAction: UIAction(title: "Add to Order") { [unowned self] _ in
            addToOrder(animated: true)
        })

        let sizeRow = row(label("Size", style: .body, color: .label), sizeControl)
        let frameRow = row(label("Framed in oak (+\(PrintOrder.euros(PrintSize.framePrice)))", style: .body, color: .label), frameSwitch)
        let quantityRow = row(quantityLabel, quantityStepper)
        let buyRow = row(priceLabel, addButton)
        let stack = UIStackView(arrangedSubviews: [titleLabel, meta, text, credit, printHeading, sizeRow, frameRow, quantityRow, buyRow])
        stack.axis = .vertical
        stack.spacing = 14
        stack.setCustomSpacing(4, after: titleLabel)
        stack.setCustomSpacing(28, after: credit)
        return stack
    }

    private func label(_ text: String, style: UIFont.TextStyle, color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: style)
        label.textColor = color
        label.numberOfLines = 0
        return label
    }

    /// A label on the leading side and a control on the trailing side.
    private func row(_ leading: UIView, _ trailing: UIView) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: [leading, trailing])
        stack.axis = .horizontal
        stack.alignment = .center
        stack.distribution = .equalSpacing
        stack.spacing = 12
        return stack
    }

    private func optionsChanged(_ sender: UIControl) {
        updatePrice()
    }

    var selectedSize: PrintSize { PrintSize(rawValue: sizeControl.selectedSegmentIndex) ?? .a3 }
    var quantity: Int { Int(quantityStepper.value) }

    private func updatePrice() {
        quantityLabel.text = quantity == 1 ? "1 print" : "\(quantity) prints"
        let unit = selectedSize.price + (frameSwitch.isOn ? PrintSize.framePrice : 0)
        priceLabel.text = PrintOrder.euros(unit * Decimal(quantity))
    }

    // MARK: - Adding to the order

    /// Adds the print as chosen; animated, a copy of the photograph flies to the order button.
    func addToOrder(animated: Bool) {
        order.add(exhibit, size: selectedSize, framed: frameSwitch.isOn, quantity: quantity)
        let added = "order: \(order.itemCount) prints, \(PrintOrder.euros(order.total))"
        guard animated, let window = view.window, let bar = navigationController?.navigationBar else {
            ShowcaseDemo.visitorStepEnded?(added)
            return
        }
        let flying = UIImageView(image: imageView.image)
        flying.contentMode = .scaleAspectFill
        flying.clipsToBounds = true
        flying.layer.cornerRadius = 12
        flying.frame = scrollView.convert(scrollView.bounds, to: window)
        window.addSubview(flying)
        let target = bar.convert(CGPoint(x: bar.bounds.maxX - 70, y: min(bar.bounds.midY, 44)), to: window)
        UIView.animate(withDuration: Self.flightDuration, delay: 0, options: .curveEaseIn, animations: {
            flying.frame = CGRect(x: target.x - 20, y: target.y - 15, width: 40, height: 30)
            flying.alpha = 0.2
        }, completion: { _ in
            flying.removeFromSuperview()
            ShowcaseDemo.visitorStepEnded?(added)
        })
    }
}
