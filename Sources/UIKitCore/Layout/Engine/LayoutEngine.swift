// Vitrine — Apache License 2.0
// The layout engine of one view tree: the views and guides that constraints name, as
// solver variables, and the constraints, as solver rows.
//
// One engine lives on the root of a view tree (a window, or a view with no superview).
// Each item gets four variables — minX, minY, width, height — in the root's coordinates,
// ignoring transforms and bounds origins as UIKit's engine does; a view's frame is its
// rectangle minus its superview's origin. Besides the app's constraints the engine keeps
// "system" constraints that it derives and re-derives:
//
// - a view that translates its autoresizing mask is held where its frame is, through
//   the mask's linear rule (each flexible part grows in proportion to its length, see
//   UIView+Autoresizing.swift), so constraints and autoresizing agree;
// - a view laid out by constraints gets its intrinsic content size as hugging (≤) and
//   compression-resistance (≥) constraints at the view's priorities;
// - the layout-margins and safe-area guides sit inside their view by its insets.
//
// Everything is incremental: activating or deactivating a constraint adds or removes one
// row, a changed constant or intrinsic size or frame moves constants with the dual
// simplex. Only a change of the tree (a view added or removed) rebuilds the engine, at
// the next layout. The solution is applied by the root's layout pass, parents before
// children, with frames rounded to the screen's pixels.
//
// A required constraint that conflicts with the others is logged once, in the shape of
// UIKit's log: "Unable to simultaneously satisfy constraints", the constraints in the
// conflict one a line, then "Will attempt to recover by breaking constraint" and the one
// broken. UIKit does not document which one it breaks; Vitrine breaks the app constraint
// whose activation or change of constant made the conflict (so what was laid out stays
// where it was) and keeps it at priority 999 instead. When a view's own frame, size or
// insets make the conflict (a container resized), the frame wins and the app constraint
// in the conflict activated last is broken, as UIKit's logs show it breaking the app's
// constraints rather than NSAutoresizingMaskLayoutConstraint or encapsulated sizes.

import Logging

let layoutLogger = Logger(label: "vitrine.layout")

@MainActor
final class LayoutEngine {
    /// A description made only if it is needed (formatting one per constraint would cost
    /// more than solving).
    typealias Label = () -> String

    /// One view or guide in the engine.
    final class Item {
        weak var object: AnyObject?
        /// Whether `object` is a view (else a guide), known without a dynamic cast.
        let isView: Bool
        /// The engine build the item belongs to (see `LayoutEngine.stamp`).
        let stamp: Int
        let minX: LayoutVariable, minY: LayoutVariable, width: LayoutVariable, height: LayoutVariable
        /// The item whose origin frames are relative to (a view's superview; a guide's owner).
        let parent: Item?
        /// The derived constraints: as wanted, and as the solver has them.
        var system: [SystemSlot] = []
        /// The views whose frames are relative to this item's origin, by index in
        /// `itemsByVariable` (not references: children point at their parent).
        var children: [Int] = []
        /// Whether the item waits in `dirtyItems`.
        var isDirty = false

        init(object: AnyObject, isView: Bool, stamp: Int, first: Int, parent: Item?) {
            self.object = object
            self.isView = isView
            self.stamp = stamp
            minX = LayoutVariable(id: first)
            minY = LayoutVariable(id: first + 1)
            width = LayoutVariable(id: first + 2)
            height = LayoutVariable(id: first + 3)
            self.parent = parent
        }
    }

    struct SystemSlot {
        var constraint: LinearConstraint
        var handle: ConstraintHandle
        var label: Label
    }

    /// What a solver constraint stands for, described only when a conflict is logged.
    /// An app constraint is held strongly (a weak reference would give every constraint
    /// a side table): the engine drops it when the constraint is uninstalled or the
    /// engine rebuilt. Held as itself, not in a closure, so adding one allocates nothing.
    enum Owner {
        case constraint(NSLayoutConstraint)
        case derived(Label)

        @MainActor var text: String {
            switch self {
            case .constraint(let constraint): constraint.description
            case .derived(let label): label()
            }
        }
    }

    /// An app constraint as the solver has it. A tree engine keeps it on the constraint
    /// (found without hashing), valid while `stamp` is the engine's; a fitting engine,
    /// which adds constraints a tree engine holds, keeps it in a table of its own.
    struct Installed {
        var stamp: Int
        var handle: ConstraintHandle
        var constraint: LinearConstraint
        /// The app constraint's `constant` the solver's row was made with (the row's own
        /// constant also holds the anchors' offsets, such as a baseline's).
        var appConstant: Double
    }

    /// Where the engine's root sits: a tree's root is held at its frame size; a fitting
    /// engine (systemLayoutSizeFitting) pulls it towards a target size.
    enum Mode {
        case tree
        case fitting(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    unowned let root: UIView
    let mode: Mode
    private(set) var solver = SimplexSolver()
    private(set) var needsRebuild = true
    /// Whether the solution changed since the frames were last applied.
    private var needsApply = true
    /// A fitting engine's items. A tree engine keeps each item on its view's layout state
    /// or on its guide instead (found without hashing, once per anchor of every
    /// constraint); a fitting engine measures views that a tree engine holds, so it must
    /// not take their places.
    private var fittingItems: [ObjectIdentifier: Item] = [:]
    /// Unique to this engine's current build: an item stored on a view or guide is this
    /// engine's only while its stamp is this one (another engine, or an earlier build,
    /// leaves other stamps).
    private var stamp: Int
    private static var lastStamp = 0
    /// The items by variable number / 4 (each item has four variables).
    private var itemsByVariable: [Item] = []
    /// Whether every view's frame must be applied (after a rebuild), not only those whose
    /// variables the solver reports changed.
    private var needsFullApply = true
    private var views: [Item] = []
    /// A fitting engine's installed app constraints (see `Installed`).
    private var fittingInstalled: [ObjectIdentifier: Installed] = [:]
    /// What each solver constraint stands for.
    private var owners = HandleMap<Owner>()
    /// The items whose derived constraints may have changed, in the order they were told.
    private var dirtyItems: [Item] = []
    /// Multi-line labels with no preferred width, by index in `itemsByVariable`: they wrap
    /// at the width the solution gives them.
    private var wrappingLabels: Set<Int> = []
    private var nextVariable = 0
    /// Whether a view of the tree lays out right to left (a constraint can only be
    /// mirrored then); known from the last rebuild, which a change of direction asks for.
    private var hasRightToLeftViews = false
    /// Whether the tree has a scroll view (whose edges may mean its content area); known
    /// from the last rebuild, which a change of the tree asks for.
    private var hasScrollViews = false
    /// The content guides of the tree's scroll views that are in the engine: their solved
    /// sizes become the scroll views' `contentSize`.
    var scrollContentGuides: [Item] = []
    /// Constraints already reported as unsatisfiable, so each is logged once.
    private var reported: Set<ObjectIdentifier> = []
    /// Set while frames are being applied: the frame changes that follow are the engine's own.
    static var isApplyingFrames = false
    /// Where "Unable to simultaneously satisfy constraints" goes (the log; tests listen).
    static var unsatisfiableConstraintsHandler: (String) -> Void = { layoutLogger.error("\($0)") }

    init(root: UIView, mode: Mode = .tree) {
        self.root = root
        self.mode = mode
        stamp = Self.nextStamp()
    }

    private static func nextStamp() -> Int {
        lastStamp += 1
        return lastStamp
    }

    // MARK: - Changes from the views

    /// Drops everything; the next `updateIfNeeded()` builds the engine again from the tree.
    func setNeedsRebuild() {
        needsRebuild = true
        root.setNeedsLayout()
    }

    func constraintWasInstalled(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild else { return root.setNeedsLayout() }
        add(constraint)
        root.setNeedsLayout()
    }

    func constraintWasUninstalled(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild, let entry = installedEntry(of: constraint) else { return }
        setInstalledEntry(nil, of: constraint)
        owners[entry.handle] = nil
        try? solver.remove(entry.handle)
        needsApply = true
        root.setNeedsLayout()
    }

    func constraintConstantDidChange(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild, let entry = installedEntry(of: constraint) else { return root.setNeedsLayout() }
        var wanted = entry.constraint
        // The row's constant also holds the anchors' own offsets (a baseline's): move it
        // by the change of the app's constant.
        wanted.constant -= Double(constraint.constant) - entry.appConstant
        change(entry, to: wanted, of: constraint)
        root.setNeedsLayout()
    }

    func constraintPriorityDidChange(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild, let entry = installedEntry(of: constraint) else { return root.setNeedsLayout() }
        var wanted = entry.constraint
        wanted.strength = constraint.priority.solverStrength
        change(entry, to: wanted, of: constraint)
        root.setNeedsLayout()
    }

    /// Says that an item's derived constraints (frame, intrinsic size, insets) may have changed.
    func itemDidChange(_ object: AnyObject) {
        guard let item = existingItem(for: object) else { return }
        markDirty(item)
        if !Self.isApplyingFrames { root.setNeedsLayout() }
    }

    func contains(_ object: AnyObject) -> Bool { existingItem(for: object) != nil }

    /// The views in the engine.
    var viewItems: [UIView] { views.compactMap { $0.object as? UIView } }

    /// Whether one of the item's variables can move without changing how well the
    /// constraints are met: a tiny pull on it (far below any priority) moves it.
    func isAmbiguous(_ object: AnyObject) -> Bool {
        updateIfNeeded()
        guard let item = existingItem(for: object) else { return false }
        for variable in [item.minX, item.minY, item.width, item.height] {
            let value = solver.value(of: variable)
            for direction in [1.0, -1.0] {
                let pull = LinearConstraint(terms: [(variable, 1)], constant: -(value + direction), relation: .equal, strength: 1e-4)
                guard let handle = try? solver.add(pull) else { continue }
                let moved = abs(solver.value(of: variable) - value) > 1e-6
                try? solver.remove(handle)
                needsApply = true
                if moved { return true }
            }
        }
        return false
    }

    /// Moves the item to another solution that meets the constraints as well: a tiny pull
    /// (far below any priority) on its first free variable, away from where it is, then
    /// let go; the solver stays at the new vertex. False when the item is not ambiguous.
    func exerciseAmbiguity(of object: AnyObject) -> Bool {
        updateIfNeeded()
        guard let item = existingItem(for: object) else { return false }
        for variable in [item.minX, item.minY, item.width, item.height] {
            let value = solver.value(of: variable)
            for direction in [1.0, -1.0] {
                // UIKit moves an ambiguous view to any other valid frame; the pull goes far
                // (10,000 points) so the view lands on the next constraint's edge.
                let pull = LinearConstraint(terms: [(variable, 1)], constant: -(value + direction * 10_000), relation: .equal, strength: 1e-4)
                guard let handle = try? solver.add(pull) else { continue }
                let moved = abs(solver.value(of: variable) - value) > 1e-6
                try? solver.remove(handle)
                needsApply = true
                if moved {
                    applyFrames()
                    return true
                }
            }
        }
        return false
    }

    // MARK: - Solving

    /// Brings the solver up to date: a rebuild if the tree changed, else the derived
    /// constraints of the items that changed.
    func updateIfNeeded() {
        if needsRebuild {
            rebuild()
        } else if !dirtyItems.isEmpty {
            let dirty = dirtyItems
            dirtyItems.removeAll()
            for item in dirty {
                item.isDirty = false
                syncSystemConstraints(of: item)
            }
        }
    }

    private func markDirty(_ item: Item) {
        guard !item.isDirty else { return }
        item.isDirty = true
        dirtyItems.append(item)
    }

    private func rebuild() {
        needsRebuild = false
        needsApply = true
        solver = SimplexSolver()
        needsFullApply = true
        fittingItems.removeAll()
        stamp = Self.nextStamp()
        itemsByVariable.removeAll()
        views.removeAll()
        fittingInstalled.removeAll()
        owners = HandleMap()
        dirtyItems.removeAll()
        wrappingLabels.removeAll()
        nextVariable = 0
        hasRightToLeftViews = false
        hasScrollViews = false
        scrollContentGuides.removeAll()
        // Sized once for the tree, so the tables do not grow (and rehash) item by item.
        var viewCount = 0, constraintCount = 0
        var counting = [root]
        while let view = counting.popLast() {
            viewCount += 1 + (view.layoutStateIfPresent?.layoutGuides.count ?? 0)
            if !hasRightToLeftViews, view.isRightToLeft { hasRightToLeftViews = true }
            if !hasScrollViews, view is UIScrollView { hasScrollViews = true }
            constraintCount += view.layoutStateIfPresent?.constraints.count ?? 0
            counting.append(contentsOf: view.subviews)
        }
        if case .fitting = mode { fittingItems.reserveCapacity(viewCount) }
        itemsByVariable.reserveCapacity(viewCount)
        views.reserveCapacity(viewCount)
        if case .fitting = mode { fittingInstalled.reserveCapacity(constraintCount) }
        // Derived constraints: four for a view with a frame or an intrinsic size, none for
        // most others; one per item is an estimate (the tables still grow if it is short).
        solver.reserveCapacity(constraints: constraintCount + viewCount, variables: 4 * viewCount)
        _ = item(for: root)
        var stack = [root]
        while let view = stack.popLast() {
            if let state = view.layoutStateIfPresent {
                for constraint in state.constraints { add(constraint) }
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    /// Solves again while a multi-line label with no preferred width was given another
    /// width than the one it wraps at (UIKit's automatic `preferredMaxLayoutWidth`): its
    /// height follows the width it gets. A few rounds settle any tree a label's height does
    /// not feed back into its width; the limit stops one that keeps changing.
    func settleWrappingLabels() {
        guard !wrappingLabels.isEmpty else { return }
        for _ in 0..<4 {
            var rewrapped = false
            for index in wrappingLabels.sorted() {
                let item = itemsByVariable[index]
                guard let label = item.object as? UILabel, label.wrapsAtLayoutWidth else { continue }
                let width = max(value(item.width), 0)
                if abs((label.layoutWrapWidth ?? -1) - width) > 1e-6 {
                    label.layoutWrapWidth = width
                    // Told directly: the label tells the engine of its tree, which is not
                    // this one when this engine measures a fitting size.
                    markDirty(item)
                    rewrapped = true
                }
            }
            guard rewrapped else { return }
            updateIfNeeded()
        }
    }

    /// The value of a variable, as solved.
    func value(_ variable: LayoutVariable) -> CGFloat { CGFloat(solver.value(of: variable)) }

    /// The rectangle of `object` in the coordinates of `view` (the item's parent), rounded
    /// to pixels.
    func frame(of object: AnyObject, in view: UIView? = nil) -> CGRect? {
        guard let item = existingItem(for: object) else { return nil }
        let reference = view.flatMap({ existingItem(for: $0) }) ?? item.parent
        return frame(of: item, relativeTo: reference, scale: max(root.layer.contentsScale, 1))
    }

    /// The solved size of the root (for a fitting engine).
    var rootSize: CGSize {
        guard let item = existingItem(for: root) else { return .zero }
        return CGSize(width: value(item.width), height: value(item.height))
    }

    /// Sets the frames of the views laid out by constraints, parents first: after a
    /// rebuild all of them; else those whose variables (or whose parent's origin) the
    /// solver changed, so one changed constant costs the views it moves. Items are made
    /// parents first (an item makes its parent's before its own), so their order of
    /// making is an order that sets a superview's frame before its subviews'.
    func applyFrames() {
        guard needsApply else { return }
        needsApply = false
        let changed = solver.takeChangedVariables()
        // Read through one local copy: each read of the stored property is an access check.
        let solution = solver
        let scale = max(root.layer.contentsScale, 1)
        Self.isApplyingFrames = true
        defer { Self.isApplyingFrames = false }
        if needsFullApply {
            needsFullApply = false
            for item in views { apply(item, scale: scale, solution: solution) }
            return
        }
        var marked = [Bool](repeating: false, count: itemsByVariable.count)
        var indices: [Int] = []
        for variable in changed where variable.id / 4 < itemsByVariable.count {
            let index = variable.id / 4
            if !marked[index] {
                marked[index] = true
                indices.append(index)
            }
            let item = itemsByVariable[index]
            guard variable == item.minX || variable == item.minY else { continue }
            for child in item.children where !marked[child] {
                marked[child] = true
                indices.append(child)
            }
        }
        indices.sort()
        for index in indices { apply(itemsByVariable[index], scale: scale, solution: solution) }
    }

    /// Sets one view's frame from the solution, if the engine lays it out and it moved.
    private func apply(_ item: Item, scale: CGFloat, solution: SimplexSolver) {
        guard item.isView, let object = item.object else { return }
        let view = unsafeDowncast(object, to: UIView.self)
        guard view !== root, let state = view.layoutStateIfPresent, !state.translatesAutoresizingMaskIntoConstraints else { return }
        let frame = Self.frame(of: item, relativeTo: item.parent, scale: scale, in: solution)
        // The frame this engine set, while nothing else changed it, is the view's frame:
        // compared without reading it back through the layer (dear when many views move).
        if let applied = state.engineAppliedFrame {
            guard applied != frame else { return }
            view.frame = frame
        } else if view.frame != frame {
            view.frame = frame
        }
        // After the setter, which clears it.
        state.engineAppliedFrame = frame
    }

    /// The item's rectangle relative to `reference`'s origin, rounded to pixels.
    private func frame(of item: Item, relativeTo reference: Item?, scale: CGFloat) -> CGRect {
        Self.frame(of: item, relativeTo: reference, scale: scale, in: solver)
    }

    private static func frame(of item: Item, relativeTo reference: Item?, scale: CGFloat, in solution: SimplexSolver) -> CGRect {
        func value(_ variable: LayoutVariable) -> CGFloat { CGFloat(solution.value(of: variable)) }
        func pixel(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        var originX: CGFloat = 0, originY: CGFloat = 0
        if let reference {
            originX = value(reference.minX)
            originY = value(reference.minY)
        }
        let minX = value(item.minX), minY = value(item.minY)
        let left = pixel(minX - originX), top = pixel(minY - originY)
        let right = pixel(minX + value(item.width) - originX), bottom = pixel(minY + value(item.height) - originY)
        return CGRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    // MARK: - Items

    /// The engine's item for a view or guide of this tree, made (with its derived
    /// constraints) on first use; nil for an object outside the tree.
    func item(for object: AnyObject) -> Item? {
        let parent: Item?
        let view = object as? UIView
        let guide: UILayoutGuide?
        if let view {
            if let found = existingItem(view: view) { return found }
            guide = nil
            if view === root {
                parent = nil
            } else {
                guard let superview = view.superview, let superItem = item(for: superview) else { return nil }
                parent = superItem
            }
        } else if let object = object as? UILayoutGuide {
            if let found = existingItem(guide: object) { return found }
            guide = object
            guard let owner = object.owningView, let ownerItem = item(for: owner) else { return nil }
            parent = ownerItem
        } else {
            return nil
        }
        let item = Item(object: object, isView: view != nil, stamp: stamp, first: nextVariable, parent: parent)
        nextVariable += 4
        itemsByVariable.append(item)
        if case .fitting = mode {
            fittingItems[ObjectIdentifier(object)] = item
        } else if let view {
            let state = view.layoutState
            state.engineItem = item
            state.engineRoot = root
        } else {
            guide?.engineItem = item
        }
        if view != nil {
            parent?.children.append(itemsByVariable.count - 1)
            views.append(item)
        } else if guide?.kind == .scrollContent {
            scrollContentGuides.append(item)
        }
        syncSystemConstraints(of: item)
        return item
    }

    /// The item this engine's current build made for a view or guide, if any.
    private func existingItem(for object: AnyObject) -> Item? {
        if let view = object as? UIView { return existingItem(view: view) }
        if let guide = object as? UILayoutGuide { return existingItem(guide: guide) }
        return nil
    }

    private func existingItem(view: UIView) -> Item? {
        if case .fitting = mode { return fittingItems[ObjectIdentifier(view)] }
        guard let item = view.layoutStateIfPresent?.engineItem, item.stamp == stamp else { return nil }
        return item
    }

    private func existingItem(guide: UILayoutGuide) -> Item? {
        if case .fitting = mode { return fittingItems[ObjectIdentifier(guide)] }
        guard let item = guide.engineItem, item.stamp == stamp else { return nil }
        return item
    }

    // MARK: - App constraints

    private func add(_ constraint: NSLayoutConstraint) {
        guard let linear = linearForm(of: constraint) else {
            layoutLogger.warning("Constraint \(constraint) names an item outside its view tree; it is ignored")
            return
        }
        let handle = addReporting(linear, owner: .constraint(constraint), key: ObjectIdentifier(constraint))
        setInstalledEntry(Installed(stamp: stamp, handle: handle, constraint: linear, appConstant: Double(constraint.constant)), of: constraint)
        owners[handle] = .constraint(constraint)
    }

    /// Moves an installed constraint to `wanted`: in place when only the constant differs.
    private func change(_ entry: Installed, to wanted: LinearConstraint, of constraint: NSLayoutConstraint) {
        let handle = replace(entry.handle, entry.constraint, with: wanted, owner: .constraint(constraint), key: ObjectIdentifier(constraint))
        setInstalledEntry(Installed(stamp: stamp, handle: handle, constraint: wanted, appConstant: Double(constraint.constant)), of: constraint)
        // Changed in place, the row keeps its handle and its owner.
        if handle != entry.handle { owners[handle] = .constraint(constraint) }
    }

    /// This engine's entry for an app constraint, if the constraint is in it.
    private func installedEntry(of constraint: NSLayoutConstraint) -> Installed? {
        if case .fitting = mode { return fittingInstalled[ObjectIdentifier(constraint)] }
        guard let entry = constraint.engineEntry, entry.stamp == stamp else { return nil }
        return entry
    }

    private func setInstalledEntry(_ entry: Installed?, of constraint: NSLayoutConstraint) {
        if case .fitting = mode { return fittingInstalled[ObjectIdentifier(constraint)] = entry }
        constraint.engineEntry = entry
    }

    /// `first.attribute - multiplier · second.attribute - constant (relation) 0`.
    private func linearForm(of constraint: NSLayoutConstraint) -> LinearConstraint? {
        let mirrored = isMirrored(constraint)
        let content = hasScrollViews ? scrollViewWhoseContent(constraint) : nil
        // One array for the whole expression: a constraint is made with one allocation.
        var terms: [(variable: LayoutVariable, coefficient: Double)] = []
        terms.reserveCapacity(6)
        guard var constant = appendTerms(of: constraint.firstAnchor, scale: 1, mirrored: mirrored, content: content, to: &terms) else { return nil }
        if let second = constraint.secondAnchor {
            guard let secondConstant = appendTerms(of: second, scale: -Double(constraint.multiplier), mirrored: mirrored,
                                                   content: content, to: &terms) else { return nil }
            constant += secondConstant
        }
        constant -= Double(constraint.constant)
        let relation: LinearRelation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return LinearConstraint(terms: terms, constant: constant, relation: relation,
                                strength: constraint.priority.solverStrength)
    }

    /// Whether a constraint's leading and trailing are mirrored. One direction holds for
    /// the whole constraint, so its edges never mix: the direction of the view it is
    /// installed on, its items' nearest common ancestor. So a stack view forced right to
    /// left arranges its views right to left whatever their own direction, and a view's
    /// leading edge follows its container's. UIKit documents only that leading is the
    /// right edge right to left, not which view's direction a constraint between two
    /// views takes: this rule is Vitrine's choice.
    private func isMirrored(_ constraint: NSLayoutConstraint) -> Bool {
        guard hasRightToLeftViews, constraint.installedView?.isRightToLeft == true else { return false }
        func isDirectional(_ attribute: NSLayoutConstraint.Attribute?) -> Bool {
            switch attribute {
            case .leading, .trailing, .leadingMargin, .trailingMargin: true
            default: false
            }
        }
        for anchor in [constraint.firstAnchor, constraint.secondAnchor] {
            if isDirectional(anchor?.attribute) || isDirectional(anchor?.base?.attribute) { return true }
        }
        return false
    }

    /// Appends an anchor's variables times `scale` to `terms` and returns its constant
    /// (baseline offsets) times `scale`; nil for an item outside the tree. An edge of
    /// `content`'s scroll view is the edge of its content area (see `scrollViewWhoseContent`).
    private func appendTerms(of anchor: NSLayoutAnchor<AnyObject>, scale: Double, mirrored: Bool, content: UIScrollView?,
                             to terms: inout [(variable: LayoutVariable, coefficient: Double)]) -> Double? {
        func anchorTerms(of item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, scale: Double) -> Double? {
            guard let content, item === content, Self.isEdge(attribute) else {
                return appendTerms(of: item, attribute, scale: scale, mirrored: mirrored, to: &terms)
            }
            // An edge or margin of the scroll view is that of its content area.
            let guide = content.contentLayoutGuide
            guard let plain = attribute.withoutMargin else {
                return appendTerms(of: guide, attribute, scale: scale, mirrored: mirrored, to: &terms)
            }
            guard let constant = appendTerms(of: guide, plain, scale: scale, mirrored: mirrored, to: &terms) else { return nil }
            return constant + Double(Self.marginOffset(plain, of: content, mirrored: mirrored)) * scale
        }
        guard let item = anchor.item, var constant = anchorTerms(of: item, anchor.attribute, scale: scale) else { return nil }
        if let base = anchor.base {
            guard let baseItem = base.item, let baseConstant = anchorTerms(of: baseItem, base.attribute, scale: -scale) else { return nil }
            constant += baseConstant
        }
        return constant
    }

    /// How far a view's margin edge lies from the plain `edge`, along the edge's own axis
    /// (mirrored: counted leftwards): in by the margin's inset, so positive for a leading
    /// or top edge and negative for a trailing or bottom one.
    private static func marginOffset(_ edge: NSLayoutConstraint.Attribute, of view: UIView, mirrored: Bool) -> CGFloat {
        let insets = view.insets(for: .layoutMargins)
        switch edge {
        case .left: return insets.left
        case .right: return -insets.right
        case .top: return insets.top
        case .bottom: return -insets.bottom
        case .leading: return mirrored ? insets.right : insets.left
        case .trailing: return mirrored ? -insets.left : -insets.right
        default: return 0
        }
    }

    /// The scroll view whose edges this constraint ties to its content, if any: as in
    /// UIKit (Apple's Auto Layout Guide, "Working with Scroll Views"), constraints between
    /// a scroll view's edges or margins and a view inside it attach to the content area
    /// (a margin: the content area's edge inset by the scroll view's layout margins), so
    /// they size `contentSize`; its width, height and centres stay the frame's. Constraints
    /// to views outside it keep meaning its frame.
    private func scrollViewWhoseContent(_ constraint: NSLayoutConstraint) -> UIScrollView? {
        guard let second = constraint.secondAnchor else { return nil }
        let first = constraint.firstAnchor
        func owner(_ item: AnyObject?) -> UIView? {
            if let view = item as? UIView { return view }
            return (item as? UILayoutGuide)?.owningView
        }
        for (scrollAnchor, otherAnchor) in [(first, second), (second, first)] {
            guard let scrollView = scrollAnchor.item as? UIScrollView, Self.isEdge(scrollAnchor.attribute),
                  let inside = owner(otherAnchor.item), inside !== scrollView, inside.isDescendant(of: scrollView) else { continue }
            return scrollView
        }
        return nil
    }

    /// Left, right, leading, trailing, top and bottom, and the margins on those edges.
    private static func isEdge(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .left, .right, .leading, .trailing, .top, .bottom: true
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin: true
        default: false
        }
    }

    /// An attribute as variables and a constant. In a mirrored constraint the x axis
    /// counts leftwards (x' = -x), so its constants keep their meaning: `leading + 10` is
    /// 10 points in from the right, as on iOS. Left and right never flip (UIKit refuses a
    /// constraint that mixes them with leading or trailing).
    private func appendTerms(of object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, scale: Double, mirrored: Bool,
                             to terms: inout [(variable: LayoutVariable, coefficient: Double)]) -> Double? {
        // Margin attributes are the layout-margins guide's edges.
        if let plain = attribute.withoutMargin, let view = object as? UIView {
            return appendTerms(of: view.layoutMarginsGuide, plain, scale: scale, mirrored: mirrored, to: &terms)
        }
        let attribute = attribute.withoutMargin ?? attribute
        // A stack view's baselines are those of the arranged view it takes them from.
        if attribute == .firstBaseline || attribute == .lastBaseline, let stack = object as? UIStackView,
           let view = stack.baselineView(for: attribute) {
            return appendTerms(of: view, attribute, scale: scale, mirrored: mirrored, to: &terms)
        }
        guard let item = item(for: object) else { return nil }
        func add(_ variable: LayoutVariable, _ coefficient: Double) { terms.append((variable, coefficient * scale)) }
        switch attribute {
        case .left: add(item.minX, 1)
        case .right: add(item.minX, 1); add(item.width, 1)
        case .leading:
            if mirrored { add(item.minX, -1); add(item.width, -1) } else { add(item.minX, 1) }
        case .trailing:
            if mirrored { add(item.minX, -1) } else { add(item.minX, 1); add(item.width, 1) }
        case .top: add(item.minY, 1)
        case .bottom: add(item.minY, 1); add(item.height, 1)
        case .width: add(item.width, 1)
        case .height: add(item.height, 1)
        case .centerX:
            if mirrored { add(item.minX, -1); add(item.width, -0.5) } else { add(item.minX, 1); add(item.width, 0.5) }
        case .centerY: add(item.minY, 1); add(item.height, 0.5)
        case .lastBaseline:
            add(item.minY, 1); add(item.height, 1)
            return -Double((object as? UIView)?.lastBaselineOffsetFromBottom ?? 0) * scale
        case .firstBaseline:
            guard let view = object as? UIView, let offset = view.firstBaselineOffsetFromTop else {
                add(item.minY, 1); add(item.height, 1)
                return 0
            }
            add(item.minY, 1)
            return Double(offset) * scale
        case .notAnAttribute: break
        default: return nil
        }
        return 0
    }

    // MARK: - Derived constraints

    /// Re-derives an item's system constraints and moves the solver to them.
    private func syncSystemConstraints(of item: Item) {
        guard let object = item.object else { return }
        let wanted = systemConstraints(of: object, item: item)
        for index in wanted.indices {
            let (constraint, label) = wanted[index]
            if index < item.system.count {
                let slot = item.system[index]
                let handle = replace(slot.handle, slot.constraint, with: constraint, owner: .derived(label), key: nil)
                item.system[index] = SystemSlot(constraint: constraint, handle: handle, label: label)
            } else {
                let handle = addReporting(constraint, owner: .derived(label), key: nil)
                if item.system.isEmpty { item.system.reserveCapacity(wanted.count) }
                item.system.append(SystemSlot(constraint: constraint, handle: handle, label: label))
            }
            owners[item.system[index].handle] = .derived(label)
        }
        while item.system.count > wanted.count {
            needsApply = true
            let slot = item.system.removeLast()
            owners[slot.handle] = nil
            try? solver.remove(slot.handle)
        }
    }

    private func systemConstraints(of object: AnyObject, item: Item) -> [(LinearConstraint, Label)] {
        func equal(_ terms: [(variable: LayoutVariable, coefficient: Double)], _ constant: CGFloat,
                   _ strength: Double = SimplexSolver.required) -> LinearConstraint {
            LinearConstraint(terms: terms, constant: -Double(constant), relation: .equal, strength: strength)
        }
        if let guide = object as? UILayoutGuide {
            guard guide.kind != .custom, let owner = guide.owningView, let parent = item.parent else { return [] }
            let name: Label = { [weak guide] in "<\(guide?.identifier ?? "released guide") " }
            if guide.kind == .readableContent {
                return readableGuideConstraints(item: item, parent: parent, margins: owner.insets(for: .layoutMargins), name: name)
            }
            if let scrollView = owner as? UIScrollView, guide.kind == .scrollContent || guide.kind == .scrollFrame {
                return scrollGuideConstraints(guide.kind, of: scrollView, item: item, parent: parent, name: name)
            }
            let insets = owner.insets(for: guide)
            return [
                (equal([(item.minX, 1), (parent.minX, -1)], insets.left), { "\(name()).left == owner.left + \(insets.left)>" }),
                (equal([(item.minY, 1), (parent.minY, -1)], insets.top), { "\(name()).top == owner.top + \(insets.top)>" }),
                (equal([(item.width, 1), (parent.width, -1)], -(insets.left + insets.right)),
                 { "\(name()).width == owner.width - \(insets.left + insets.right)>" }),
                (equal([(item.height, 1), (parent.height, -1)], -(insets.top + insets.bottom)),
                 { "\(name()).height == owner.height - \(insets.top + insets.bottom)>" }),
            ]
        }
        guard let view = object as? UIView else { return [] }
        if view === root {
            let name = Self.name(of: view)
            var result: [(LinearConstraint, Label)] = [
                (equal([(item.minX, 1)], 0), { "<root \(name()).minX == 0>" }),
                (equal([(item.minY, 1)], 0), { "<root \(name()).minY == 0>" }),
            ]
            switch mode {
            case .tree:
                if view.translatesAutoresizingMaskIntoConstraints {
                    let size = view.bounds.size
                    result.append((equal([(item.width, 1)], size.width), { "<NSAutoresizingMaskLayoutConstraint \(name()).width == \(size.width)>" }))
                    result.append((equal([(item.height, 1)], size.height), { "<NSAutoresizingMaskLayoutConstraint \(name()).height == \(size.height)>" }))
                } else {
                    result += intrinsicConstraints(of: view, item: item, name: name)
                }
            case .fitting(let target, let horizontal, let vertical):
                result.append((equal([(item.width, 1)], target.width, horizontal.solverStrength), { "<fitting \(name()).width == \(target.width)>" }))
                result.append((equal([(item.height, 1)], target.height, vertical.solverStrength), { "<fitting \(name()).height == \(target.height)>" }))
                result += intrinsicConstraints(of: view, item: item, name: name)
            }
            return result
        }
        guard let parent = item.parent, let superview = view.superview else { return [] }
        guard view.translatesAutoresizingMaskIntoConstraints else {
            return intrinsicConstraints(of: view, item: item, name: nil)
        }
        let name = Self.name(of: view)
        // The frame through the autoresizing mask: position and size linear in the
        // superview's size, so both follow it as autoresizing would.
        let frame = view.frame
        let size = superview.bounds.size
        let mask = view.autoresizingMask
        let horizontal = Self.shares(parts: (frame.minX, frame.width, size.width - frame.maxX),
                                     flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = Self.shares(parts: (frame.minY, frame.height, size.height - frame.maxY),
                                   flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        let label: Label = { "<NSAutoresizingMaskLayoutConstraint \(name())" }
        return [
            (equal([(item.minX, 1), (parent.minX, -1), (parent.width, -horizontal.leading)], frame.minX - CGFloat(horizontal.leading) * size.width),
             { "\(label()).minX == \(frame.minX)>" }),
            (equal([(item.minY, 1), (parent.minY, -1), (parent.height, -vertical.leading)], frame.minY - CGFloat(vertical.leading) * size.height),
             { "\(label()).minY == \(frame.minY)>" }),
            (equal([(item.width, 1), (parent.width, -horizontal.size)], frame.width - CGFloat(horizontal.size) * size.width),
             { "\(label()).width == \(frame.width)>" }),
            (equal([(item.height, 1), (parent.height, -vertical.size)], frame.height - CGFloat(vertical.size) * size.height),
             { "\(label()).height == \(frame.height)>" }),
        ]
    }

    /// The readable-content guide: between the margins vertically; horizontally as wide as
    /// the margins allow up to the readable width (a required bound that overrides the
    /// wish to fill, at 999, UIKit documenting no priority), centred between the margins.
    private func readableGuideConstraints(item: Item, parent: Item, margins: UIEdgeInsets, name: @escaping Label) -> [(LinearConstraint, Label)] {
        let readable = Double(UIView.readableContentWidth)
        let horizontal = Double(margins.left + margins.right)
        return [
            (LinearConstraint(terms: [(item.minY, 1), (parent.minY, -1)], constant: -Double(margins.top), relation: .equal),
             { "\(name()).top == owner.top + \(margins.top)>" }),
            (LinearConstraint(terms: [(item.height, 1), (parent.height, -1)], constant: Double(margins.top + margins.bottom), relation: .equal),
             { "\(name()).height == owner.height - \(margins.top + margins.bottom)>" }),
            (LinearConstraint(terms: [(item.width, 1)], constant: -readable, relation: .lessThanOrEqual),
             { "\(name()).width <= \(readable)>" }),
            (LinearConstraint(terms: [(item.width, 1), (parent.width, -1)], constant: horizontal, relation: .lessThanOrEqual),
             { "\(name()).width <= owner.width - \(horizontal)>" }),
            (LinearConstraint(terms: [(item.width, 1), (parent.width, -1)], constant: horizontal, relation: .equal,
                              strength: UILayoutPriority(999).solverStrength),
             { "\(name()).width == owner.width - \(horizontal) @999>" }),
            // minX + width / 2 == owner.minX + left + (owner.width - left - right) / 2.
            (LinearConstraint(terms: [(item.minX, 1), (item.width, 0.5), (parent.minX, -1), (parent.width, -0.5)],
                              constant: -Double(margins.left - margins.right) / 2, relation: .equal),
             { "\(name()).centerX == owner margins' centerX>" }),
        ]
    }

    /// The shares of a size change taken by the leading part and the size (see
    /// UIView+Autoresizing.swift: in proportion to the flexible parts' lengths).
    static func shares(parts: (CGFloat, CGFloat, CGFloat), flexible: (Bool, Bool, Bool)) -> (leading: Double, size: Double) {
        let lengths = [parts.0, parts.1, parts.2].map { max($0, 0) }
        let isFlexible = [flexible.0, flexible.1, flexible.2]
        let count = isFlexible.filter { $0 }.count
        guard count > 0 else { return (0, 0) }
        let total = zip(lengths, isFlexible).filter(\.1).map(\.0).reduce(0, +)
        func share(_ index: Int) -> Double {
            guard isFlexible[index] else { return 0 }
            return total > 0 ? Double(lengths[index] / total) : 1 / Double(count)
        }
        return (share(0), share(1))
    }

    /// A view's name in a conflict report, described only if one is made.
    private static func name(of view: UIView) -> Label {
        { [weak view] in
            guard let view else { return "(a released view)" }
            return "\(type(of: view)):0x\(String(UInt(bitPattern: ObjectIdentifier(view).hashValue), radix: 16))"
        }
    }

    /// The hugging and compression-resistance constraints of the view's intrinsic size;
    /// `name` is made here when not given (most views have no intrinsic size, and need none).
    private func intrinsicConstraints(of view: UIView, item: Item, name: Label?) -> [(LinearConstraint, Label)] {
        if let label = view as? UILabel, label.wrapsAtLayoutWidth { wrappingLabels.insert(item.minX.id / 4) }
        let size = view.intrinsicContentSize
        func hasLength(_ length: CGFloat) -> Bool { length != UIView.noIntrinsicMetric && length.isFinite }
        guard hasLength(size.width) || hasLength(size.height) else { return [] }
        let name = name ?? Self.name(of: view)
        var result: [(LinearConstraint, Label)] = []
        result.reserveCapacity(4)
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let (variable, length) = axis == .horizontal ? (item.width, size.width) : (item.height, size.height)
            guard hasLength(length) else { continue }
            let hugging = view.contentHuggingPriority(for: axis)
            let resistance = view.contentCompressionResistancePriority(for: axis)
            let dimension = axis == .horizontal ? "width" : "height"
            result.append((LinearConstraint(terms: [(variable, 1)], constant: -Double(length), relation: .lessThanOrEqual, strength: hugging.solverStrength),
                           { "<NSContentSizeLayoutConstraint \(name()).\(dimension) <= \(length) Hug:\(Int(hugging.rawValue))>" }))
            result.append((LinearConstraint(terms: [(variable, 1)], constant: -Double(length), relation: .greaterThanOrEqual, strength: resistance.solverStrength),
                           { "<NSContentSizeLayoutConstraint \(name()).\(dimension) >= \(length) CompressionResistance:\(Int(resistance.rawValue))>" }))
        }
        return result
    }

    // MARK: - Solver calls

    /// Replaces a constraint in the solver: its constant in place when nothing else changed.
    private func replace(_ handle: ConstraintHandle, _ old: LinearConstraint, with new: LinearConstraint,
                         owner: Owner, key: ObjectIdentifier?) -> ConstraintHandle {
        needsApply = true
        if Self.sameShape(old, new) {
            guard old.constant != new.constant else { return handle }
            do {
                try solver.setConstant(of: handle, by: new.constant - old.constant)
                return handle
            } catch {
                // A required constant the others forbid: fall through and re-add, which reports it.
            }
        }
        try? solver.remove(handle)
        owners[handle] = nil
        return addReporting(new, owner: owner, key: key)
    }

    private static func sameShape(_ a: LinearConstraint, _ b: LinearConstraint) -> Bool {
        a.relation == b.relation && a.strength == b.strength && a.terms.count == b.terms.count
            && zip(a.terms, b.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    /// Adds a constraint; a required one that conflicts is reported and added at 999.
    /// Derived constraints (no `key`) follow frames and insets, so their constants change
    /// often: their markers stay in the rows (see SimplexSolver.swift's header).
    private func addReporting(_ constraint: LinearConstraint, owner: Owner, key: ObjectIdentifier?) -> ConstraintHandle {
        needsApply = true
        do {
            return try solver.add(constraint, keepingMarker: key == nil)
        } catch {
            if case .unsatisfiable(let conflicting) = error {
                if key == nil, let handle = addBreakingAppConstraint(constraint, owner: owner, conflicting: conflicting) {
                    return handle
                }
                if key.map({ reported.insert($0).inserted }) ?? true {
                    reportUnsatisfiable(broken: owner.text, conflicting: conflicting.compactMap { owners[$0]?.text } + [owner.text])
                }
            }
            var relaxed = constraint
            relaxed.strength = UILayoutPriority(999).solverStrength
            // Safe: a constraint below required is always accepted.
            return try! solver.add(relaxed)
        }
    }

    /// Adds a derived constraint (a translated frame, a guide's insets) that conflicts with
    /// required app constraints by breaking those instead: each time, the app constraint
    /// in the conflict activated last is kept at 999 and logged, as UIKit keeps a view's
    /// frame and breaks one of the app's constraints. Nil when no app constraint can give way.
    private func addBreakingAppConstraint(_ constraint: LinearConstraint, owner: Owner,
                                          conflicting: [ConstraintHandle]) -> ConstraintHandle? {
        var conflicting = conflicting
        // Each round breaks one constraint; a conflict needs few.
        for _ in 0..<8 {
            var victim: (handle: ConstraintHandle, constraint: NSLayoutConstraint, entry: Installed)?
            for handle in conflicting {
                guard case .constraint(let appConstraint)? = owners[handle], let entry = installedEntry(of: appConstraint),
                      entry.handle == handle, entry.constraint.strength >= SimplexSolver.required else { continue }
                if victim.map({ handle.id > $0.handle.id }) ?? true { victim = (handle, appConstraint, entry) }
            }
            guard let victim else { return nil }
            if reported.insert(ObjectIdentifier(victim.constraint)).inserted {
                reportUnsatisfiable(broken: victim.constraint.description,
                                    conflicting: conflicting.compactMap { owners[$0]?.text } + [owner.text])
            }
            try? solver.remove(victim.handle)
            owners[victim.handle] = nil
            var relaxed = victim.entry.constraint
            relaxed.strength = UILayoutPriority(999).solverStrength
            // Safe: a constraint below required is always accepted. The entry keeps the
            // required form, so later changes of constant move the relaxed row in place.
            let handle = try! solver.add(relaxed)
            owners[handle] = .constraint(victim.constraint)
            var entry = victim.entry
            entry.handle = handle
            setInstalledEntry(entry, of: victim.constraint)
            do {
                return try solver.add(constraint, keepingMarker: true)
            } catch {
                guard case .unsatisfiable(let more) = error else { return nil }
                conflicting = more
            }
        }
        return nil
    }

    private func reportUnsatisfiable(broken: String, conflicting: [String]) {
        let list = conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n")
        Self.unsatisfiableConstraintsHandler("""
            Unable to simultaneously satisfy constraints.
            \tAt least one of these constraints is one you don't want; the list ends with the one \
            that could not be added. Views made in code translate their autoresizing mask into \
            constraints (NSAutoresizingMaskLayoutConstraint) unless translatesAutoresizingMaskIntoConstraints is false.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """)
    }
}

extension NSLayoutConstraint.Attribute {
    /// The plain attribute a margin attribute names on the layout-margins guide.
    var withoutMargin: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}
