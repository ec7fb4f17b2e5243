// Vitrine — Apache License 2.0
// Key-value coding: a layer holds a value for any key, as in Core Animation. Swift on
// Linux has no KVC, so the built-in animatable keys are looked up in
// CALayer+AnimatableKeyPaths.swift and every other key is kept in `customValues`.
//
// `value(forKey:)`, `setValue(_:forKey:)` and `defaultValue(forKey:)` are declared in
// the class body, which is the only place Swift lets subclasses override them; they
// forward here.

extension CALayer {
    /// The value of `key`: an animatable property of the layer ("opacity", "position",
    /// "contents" …), else a value set for the key with `setValue(_:forKey:)`, else the
    /// class's `defaultValue(forKey:)`. As in Core Animation, a layer holds values for any
    /// key, which is how a subclass defines a custom animatable property without KVC:
    /// a computed property over `value(forKey:)` and `setValue(_:forKey:)`, or overrides
    /// of both that read and write its own stored property.
    func storedValue(forKey key: String) -> Any? {
        if let custom = customValues[key] { return custom }
        if let builtIn = builtInAnimationValue(forKeyPath: key) { return builtIn.anyValue(forKeyPath: key) }
        return type(of: self).defaultValue(forKey: key)
    }

    /// Sets `key`: an animatable property of the layer, else a value kept for the key.
    /// A change runs the key's action (an implicit animation of a built-in property, or
    /// the one `action(forKey:)` returns) and, when `needsDisplay(forKey:)`, redraws.
    func storeValue(_ value: Any?, forKey key: String) {
        if builtInAnimationValue(forKeyPath: key) != nil {
            if let animated = AnimationValue(value) { setAnimationValue(animated, forKeyPath: key) }
            return
        }
        let action = actionForChange(ofKey: key)
        customValues[key] = value
        action?.run(forKey: key, object: self, arguments: nil)
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        setNeedsComposite()
    }
}
