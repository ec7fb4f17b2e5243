// Vitrine — Apache License 2.0

extension UIColor {
    /// This colour drawn over `base`, as one colour (source-over): alpha
    /// a = aₛ + a_b · (1 − aₛ), each component (cₛ · aₛ + c_b · a_b · (1 − aₛ)) / a. An
    /// opaque colour is itself. A dynamic colour on either side makes the result dynamic;
    /// a pattern is itself, its tiles drawn as they are.
    func layered(over base: UIColor) -> UIColor {
        if case .pattern = content { return self }
        if isDynamic || base.isDynamic {
            return UIColor { traits in self.resolvedColor(with: traits).layered(over: base.resolvedColor(with: traits)) }
        }
        // Vitrine's CGColor always has exactly four components.
        let top = cgColor.components ?? [0, 0, 0, 0], bottom = base.cgColor.components ?? [0, 0, 0, 0]
        guard top[3] < 1 else { return self }
        let beneath = bottom[3] * (1 - top[3])
        let alpha = top[3] + beneath
        guard alpha > 0 else { return .clear }
        func mix(_ i: Int) -> CGFloat { (top[i] * top[3] + bottom[i] * beneath) / alpha }
        return UIColor(red: mix(0), green: mix(1), blue: mix(2), alpha: alpha)
    }
}
