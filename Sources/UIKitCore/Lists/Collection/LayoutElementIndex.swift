// Vitrine — Apache License 2.0

/// A layout's elements in scroll order, found by rectangle or by element.
///
/// Each element carries the start of the line (or group) it belongs to along the scroll
/// axis; those never decrease, and neither does the running farthest end, so the
/// elements meeting a rectangle are found by bisection: a screenful out of 10,000 items
/// costs a few comparisons plus the screenful.
struct LayoutElementIndex {
    let vertical: Bool
    private(set) var elements: [UICollectionViewLayoutAttributes] = []
    private var lineStarts: [CGFloat] = []
    private var runningEnds: [CGFloat] = []
    private var positions: [ElementKey: Int] = [:]

    init(vertical: Bool) {
        self.vertical = vertical
    }

    /// Adds `attributes`, whose line starts at `lineStart` along the scroll axis.
    mutating func append(_ attributes: UICollectionViewLayoutAttributes, lineStart: CGFloat) {
        let end = vertical ? attributes.frame.maxY : attributes.frame.maxX
        positions[ElementKey(attributes)] = elements.count
        elements.append(attributes)
        lineStarts.append(lineStart)
        runningEnds.append(max(end, runningEnds.last ?? -.infinity))
    }

    /// Copies of the elements whose frames meet `rect`, in order.
    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard !elements.isEmpty, !rect.isNull else { return [] }
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        var lower = 0, upper = elements.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if runningEnds[middle] < low { lower = middle + 1 } else { upper = middle }
        }
        var found: [UICollectionViewLayoutAttributes] = []
        var index = lower
        while index < elements.count, lineStarts[index] <= high {
            if elements[index].frame.intersects(rect) { found.append(elements[index].copy() as! UICollectionViewLayoutAttributes) }
            index += 1
        }
        return found
    }

    /// A copy of the element `key`.
    func element(_ key: ElementKey) -> UICollectionViewLayoutAttributes? {
        positions[key].map { elements[$0].copy() as! UICollectionViewLayoutAttributes }
    }
}
