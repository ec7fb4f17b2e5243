// Vitrine — Apache License 2.0
// How a UISegmentedControl shows its state: the separators (or divider images) and the
// colours and images of the track and thumb. The figures are in UISegmentedControl.swift.

extension UISegmentedControl {
    /// Centres each separator (or divider image) on the boundary between its segments,
    /// on the pixel grid.
    func layoutSeparators(_ frames: [CGRect]) {
        let scale = max(1, contentScaleFactor)
        for (n, separator) in separatorViews.enumerated() where n + 1 < frames.count {
            let boundary = frames[n + 1].minX
            if let image = separator.image {
                let size = image.size
                separator.frame = CGRect(x: ((boundary - size.width / 2) * scale).rounded() / scale,
                                         y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            } else {
                separator.frame = CGRect(x: ((boundary - Self.separatorWidth / 2) * scale).rounded() / scale,
                                         y: Self.separatorInset, width: Self.separatorWidth,
                                         height: max(0, bounds.height - 2 * Self.separatorInset))
            }
        }
    }

    /// Shows each separator (or divider image) per its neighbours' states.
    func updateSeparators() {
        let thumb = thumbSegment
        for (n, separator) in separatorViews.enumerated() {
            func state(_ index: Int) -> UIControl.State { index == thumb ? .selected : .normal }
            let image = dividerImage(forLeftSegmentState: state(n), rightSegmentState: state(n + 1), barMetrics: .default)
                ?? dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
            if separator.image !== image { separator.image = image }
            separator.backgroundColor = image == nil ? .separator : nil
            separator.isHidden = image == nil && (n == thumb || n + 1 == thumb)
        }
    }

    /// The track and thumb colours, or the background images that replace them.
    func updateColors() {
        let trackImage = backgroundImage(for: .normal, barMetrics: .default)
        trackImageView.image = trackImage
        trackImageView.isHidden = trackImage == nil
        backgroundColor = trackImage == nil ? .tertiarySystemFill : nil
        let thumbImage = backgroundImage(for: .selected, barMetrics: .default)
        thumbView.image = thumbImage
        thumbView.backgroundColor = thumbImage != nil ? nil : selectedSegmentTintColor ?? Self.defaultThumbColor
    }

    /// White; in the dark appearance the grey iOS shows (99, 99, 102), Vitrine's reading.
    static let defaultThumbColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
    }
}
