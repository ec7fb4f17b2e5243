// Vitrine — Apache License 2.0
// Moving from one contents image to another, as Core Animation does for a change of
// `contents`: its default action cross-fades from the old image to the new over 0.25 s,
// a basic or keyframe animation of "contents" between images cross-fades (a discrete
// keyframe animation flips through them, the sprite idiom), and a CATransition fades,
// pushes, moves in or reveals from the image shown before it was added.
//
// The animation leaves a `ContentsTransition` on the presentation copy; once every
// animation is applied, the copy's contents become one image of its bounds holding both
// images where the transition has them, so the compositor draws an ordinary layer. A
// fade mixes the two images' premultiplied pixels ((1 − p)·old + p·new, a true
// cross-fade, where drawing one over the other would not be for translucent images).

/// A contents image placed in a layer: the pixels, and the rectangle of the layer's
/// coordinates they fill.
struct PlacedContents {
    let image: CGImage
    let rect: CGRect
}

/// What a presentation copy shows between two contents images.
struct ContentsTransition {
    /// The old contents: as shown in an earlier frame, or an image the layer places.
    enum Source {
        case placed(PlacedContents)
        case image(CGImage)
    }

    let from: Source?
    let type: CATransitionType
    let subtype: CATransitionSubtype?
    /// 0 shows the old contents, 1 the new.
    let progress: Double
}

extension CALayer {
    /// The layer's contents as the compositor places them: the shown image and the
    /// rectangle its gravity gives it in the bounds.
    func placedContents() -> PlacedContents? {
        guard let image = shownContents() else { return nil }
        let scale = max(contentsScale, 0.0001)
        let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        return PlacedContents(image: image, rect: contentsGravity.rect(forContentsOfSize: size, in: bounds))
    }

    /// Replaces a presentation copy's pending transition with one image of its bounds
    /// showing both contents at the transition's progress.
    func resolveContentsTransition() {
        guard let transition = contentsTransition else { return }
        contentsTransition = nil
        let new = placedContents()
        let old: PlacedContents?
        switch transition.from {
        case .placed(let placed)?:
            old = placed
        case .image(let image)?:
            let current = contents
            contents = image
            old = placedContents()
            contents = current
        case nil:
            old = nil
        }
        let scale = max(contentsScale, 0.0001)
        let width = (bounds.width * scale).rounded(), height = (bounds.height * scale).rounded()
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width * height <= CGFloat(1 << 26) else { return }
        let pixelWidth = Int(width), pixelHeight = Int(height)
        let p = min(max(transition.progress, 0), 1)
        let composed: Bitmap?
        if transition.type == .fade {
            composed = Self.crossFade(old, new, progress: p, in: self, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        } else {
            composed = Self.slide(old, new, transition: transition.type, subtype: transition.subtype, progress: p,
                                  in: self, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        }
        contents = composed.map { CGImage(bitmap: $0) }
        contentsGravity = .resize
        contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    }

    /// A bitmap of `layer`'s bounds with `placed` drawn `offset` points away.
    private static func draw(_ placed: PlacedContents?, offset: CGSize = .zero, into bitmap: Bitmap, of layer: CALayer) {
        guard let placed else { return }
        let scale = max(layer.contentsScale, 0.0001)
        let context = CGContext(bitmap: bitmap)
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: offset.width - layer.bounds.minX, y: offset.height - layer.bounds.minY)
        let rect = placed.rect
        // Layers are y-down; CGContext.draw puts the first row at maxY, so flip.
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(placed.image, in: rect)
    }

    /// (1 − p)·old + p·new, pixel by pixel.
    private static func crossFade(_ old: PlacedContents?, _ new: PlacedContents?, progress p: Double, in layer: CALayer,
                                  pixelWidth: Int, pixelHeight: Int) -> Bitmap? {
        guard let from = Bitmap(width: pixelWidth, height: pixelHeight),
              let to = Bitmap(width: pixelWidth, height: pixelHeight) else { return nil }
        draw(old, into: from, of: layer)
        draw(new, into: to, of: layer)
        let weight = UInt32((p * 256).rounded())
        for y in 0..<pixelHeight {
            let a = from.row(y), b = to.row(y)
            for x in 0..<pixelWidth {
                a[x] = mix(a[x], b[x], weight: weight)
            }
        }
        return from
    }

    /// Each 8-bit channel `weight`/256 of the way from `a` to `b`.
    private static func mix(_ a: UInt32, _ b: UInt32, weight: UInt32) -> UInt32 {
        // Red and blue, then alpha and green, two channels per multiply.
        let keep = 256 - weight
        let rb = ((a & 0x00FF_00FF) &* keep &+ (b & 0x00FF_00FF) &* weight &+ 0x0080_0080) >> 8 & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* keep &+ ((b >> 8) & 0x00FF_00FF) &* weight &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ag
    }

    /// The old and new contents moved for `.moveIn`, `.push` or `.reveal`.
    private static func slide(_ old: PlacedContents?, _ new: PlacedContents?, transition type: CATransitionType,
                              subtype: CATransitionSubtype?, progress p: Double, in layer: CALayer,
                              pixelWidth: Int, pixelHeight: Int) -> Bitmap? {
        guard let bitmap = Bitmap(width: pixelWidth, height: pixelHeight) else { return nil }
        // The direction the new contents come from, as a unit of the bounds' size.
        let size = layer.bounds.size
        let from: CGSize
        switch subtype ?? .fromLeft {
        case .fromRight: from = CGSize(width: size.width, height: 0)
        case .fromTop: from = CGSize(width: 0, height: -size.height)
        case .fromBottom: from = CGSize(width: 0, height: size.height)
        default: from = CGSize(width: -size.width, height: 0)
        }
        let q = CGFloat(p)
        let incoming = CGSize(width: from.width * (1 - q), height: from.height * (1 - q))
        let outgoing = CGSize(width: -from.width * q, height: -from.height * q)
        switch type {
        case .push:
            draw(old, offset: outgoing, into: bitmap, of: layer)
            draw(new, offset: incoming, into: bitmap, of: layer)
        case .reveal:
            draw(new, into: bitmap, of: layer)
            draw(old, offset: outgoing, into: bitmap, of: layer)
        default:  // .moveIn, and unknown types as Core Animation treats them: moving in
            draw(old, into: bitmap, of: layer)
            draw(new, offset: incoming, into: bitmap, of: layer)
        }
        return bitmap
    }
}
