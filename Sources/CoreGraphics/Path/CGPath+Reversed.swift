// Vitrine — Apache License 2.0

extension CGPath {
    /// The same subpaths traversed backwards: each starts where it ended, curves keep their
    /// control points in reverse order, closed subpaths stay closed.
    package func reversed() -> CGMutablePath {
        let result = CGMutablePath()
        var subpath: [Element] = []
        func flush(closed: Bool) {
            guard case .move(let start)? = subpath.first else { subpath.removeAll(); return }
            // Each element's start point is the previous element's end.
            var starts: [CGPoint] = [start]
            for element in subpath.dropFirst() { starts.append(element.endPoint ?? start) }
            result.move(to: starts.last ?? start)
            for i in stride(from: subpath.count - 1, through: 1, by: -1) {
                let from = starts[i - 1]
                switch subpath[i] {
                case .line: result.addLine(to: from)
                case .quad(let c, _): result.addQuadCurve(to: from, control: c)
                case .cubic(let c1, let c2, _): result.addCurve(to: from, control1: c2, control2: c1)
                default: break
                }
            }
            if closed { result.closeSubpath() }
            subpath.removeAll()
        }
        for element in elements {
            switch element {
            case .move: flush(closed: false); subpath.append(element)
            case .close: flush(closed: true)
            default: subpath.append(element)
            }
        }
        flush(closed: false)
        return result
    }
}
