// Vitrine — Apache License 2.0

extension CGContext {
    /// Pushes a copy of the graphics state (CTM, clip, colours, line settings, alpha,
    /// blend mode, shadow …) onto the stack.
    public func saveGState() {
        savedStates.append(state)
    }

    /// Pops the graphics state saved last; does nothing when none is saved, as Core Graphics.
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    /// Multiplies the CTM so that user space moves by (tx, ty).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        state.ctm = CGAffineTransform(translationX: tx, y: ty).concatenating(state.ctm)
    }

    /// Multiplies the CTM so that user space is scaled by (sx, sy).
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        state.ctm = CGAffineTransform(scaleX: sx, y: sy).concatenating(state.ctm)
    }

    /// Multiplies the CTM so that user space is rotated by `angle` radians.
    public func rotate(by angle: CGFloat) {
        state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm)
    }

    /// Sets CTM = `transform` · CTM: `transform` acts first, in the current user space.
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
    }

    /// The global alpha every drawing operation is multiplied by, 0...1.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = min(max(alpha, 0), 1)
    }

    /// Sets how later drawing combines with the pixels already there.
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
    }

    /// Turns antialiasing on or off; off, a pixel is painted fully when its centre is inside.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
    }

    /// How images are sampled when drawn scaled or transformed.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }
}
