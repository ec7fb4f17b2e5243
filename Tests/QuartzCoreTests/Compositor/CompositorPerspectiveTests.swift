// Vitrine — Apache License 2.0
import Testing
@testable import QuartzCore

/// Layers under CATransform3D: projected outlines, perspective-correct contents, the near
/// plane, back faces, and the 2-D path left bit for bit as it was.
@MainActor @Suite struct CompositorPerspectiveTests {
    private let black: UInt32 = 0xFF00_0000
    private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// Identity with perspective m34 = −1/d, then turned by `angle` about (x, y, z): the
    /// order Core Animation code writes it (`t.m34 = …; t = CATransform3DRotate(t, …)`).
    private func perspective(_ d: CGFloat, rotation angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / d
        return CATransform3DRotate(t, angle, x, y, z)
    }

    private func render(_ size: CGSize, _ build: (CALayer) -> Void) throws -> Bitmap {
        let compositor = try #require(Compositor(pixelWidth: Int(size.width), pixelHeight: Int(size.height), scale: 1))
        let root = layer(CGRect(origin: .zero, size: size), nil)
        build(root)
        compositor.compose([root])
        return compositor.screen
    }


    @Test func aLayerTurned60DegreesAboutYLandsOnItsHandComputedCorners() throws {
        // A 200×100 layer centred at (250, 150), t.m34 = −1/500, turned 60° about y.
        // sin 60° = 0.8660254, cos 60° = 0.5. A corner (x, y) relative to the anchor goes to
        // (0.5·x, y, −0.8660254·x), then w = 1 + z·m34 = 1 + 0.8660254·x/500.
        //   left edge,  x = −100: w = 0.8267949, X = −50/w = −60.4745, Y = ±50/w = ±60.4745
        //   right edge, x = +100: w = 1.1732051, X = +50/w = +42.6183, Y = ±50/w = ±42.6183
        // On screen: x from 189.5255 to 292.6183, y from 89.5255 to 210.4745 (left edge),
        // 107.3817 to 192.6183 (right edge): pixel columns 189…292 and rows 89…210.
        let screen = try render(CGSize(width: 500, height: 300)) { root in
            let card = layer(CGRect(x: 150, y: 100, width: 200, height: 100), white)
            card.transform = perspective(500, rotation: .pi / 3, 0, 1, 0)
            root.addSublayer(card)
        }
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        var coverage = 0.0
        for y in 0..<300 {
            for x in 0..<500 where screen[x, y] != black {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                coverage += Double(screen[x, y] & 0xFF) / 255
            }
        }
        #expect((minX, maxX, minY, maxY) == (189, 292, 89, 210))
        // Edge pixels are antialiased by the part they cover: column 189 from 189.5255 on
        // (0.4745 → 121 of 255), column 292 up to 292.6183 (0.6183 → 158).
        #expect(abs(Int(screen[189, 150] & 0xFF) - 121) <= 1)
        #expect(abs(Int(screen[292, 150] & 0xFF) - 158) <= 1)
        #expect(screen[240, 150] == 0xFFFF_FFFF)
        // The trapezoid's area: (120.9490 + 85.2366)/2 × 103.0928 = 10628.12 pixels.
        #expect(abs(coverage - 10628.12) < 2)
    }

    @Test func contentsInPerspectiveMatchDirectInverseMapping() throws {
        // A 160×160 checkerboard (16-pixel cells) on a 160×160 layer, tilted about x and y
        // with perspective. For each screen pixel the test solves the 4×4 map for the
        // layer point seen there and compares with the checker cell, away from cell borders
        // (where bilinear filtering mixes colours) and from the layer's edges.
        let image = checkerboard(size: 160, cell: 16)
        var t = perspective(400, rotation: 0.6, 1, 0, 0)
        t = CATransform3DRotate(t, 0.35, 0, 1, 0)
        let screen = try render(CGSize(width: 300, height: 300)) { root in
            let card = layer(CGRect(x: 70, y: 70, width: 160, height: 160), nil)
            card.contents = image
            card.transform = t
            root.addSublayer(card)
        }
        // Bounds → screen: move the anchor (80, 80) to the origin, apply t, move to (150, 150).
        let m = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-80, -80, 0), t),
                                    CATransform3DMakeTranslation(150, 150, 0))
        var compared = 0, mismatched = 0, outside = 0
        for py in 0..<300 {
            for px in 0..<300 {
                // X·(x·m14 + y·m24 + m44) = x·m11 + y·m21 + m41, likewise for Y: two linear
                // equations in (x, y), solved by Cramer's rule.
                let X = CGFloat(px) + 0.5, Y = CGFloat(py) + 0.5
                let a11 = m.m11 - X * m.m14, a12 = m.m21 - X * m.m24, b1 = X * m.m44 - m.m41
                let a21 = m.m12 - Y * m.m14, a22 = m.m22 - Y * m.m24, b2 = Y * m.m44 - m.m42
                let det = a11 * a22 - a12 * a21
                let x = (b1 * a22 - a12 * b2) / det, y = (a11 * b2 - b1 * a21) / det
                if x < -3 || y < -3 || x > 163 || y > 163 {
                    outside += 1
                    #expect(screen[px, py] == black, "pixel (\(px), \(py)) outside the layer")
                    continue
                }
                func farFromBorder(_ v: CGFloat) -> Bool {
                    let inCell = v - (v / 16).rounded(.down) * 16
                    return inCell > 2.5 && inCell < 13.5
                }
                guard x > 2.5, y > 2.5, x < 157.5, y < 157.5, farFromBorder(x), farFromBorder(y) else { continue }
                let expected: UInt32 = (Int(x / 16) + Int(y / 16)) % 2 == 0 ? 0xFFFF_0000 : 0xFF00_00FF
                compared += 1
                if screen[px, py] != expected { mismatched += 1 }
            }
        }
        #expect(compared > 5000)
        #expect(outside > 20000)
        #expect(mismatched == 0)
    }

    @Test func twoDimensionalTransformsGiven3DProduceTheSamePixels() throws {
        // The 2-D path must not change: a z-rotation and a depth translation (which the
        // plane z = 0 never sees) give the bits the affine accessors give.
        let image = checkerboard(size: 24, cell: 4)
        func scene(_ transform: (CALayer) -> Void) throws -> Bitmap {
            try render(CGSize(width: 120, height: 120)) { root in
                let a = layer(CGRect(x: 20, y: 20, width: 60, height: 40), CGColor(red: 0.2, green: 0.6, blue: 1, alpha: 0.7))
                a.contents = image
                let b = layer(CGRect(x: 50, y: 50, width: 40, height: 40), CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
                transform(a)
                root.addSublayer(a)
                root.addSublayer(b)
            }
        }
        let affine = try scene { $0.setAffineTransform(CGAffineTransform(rotationAngle: 0.3)) }
        let threeD = try scene {
            var t = CATransform3DMakeRotation(0.3, 0, 0, 1)
            t.m43 = 9
            $0.transform = t
        }
        let plain = try scene { _ in }
        let depthOnly = try scene { $0.transform = CATransform3DMakeTranslation(0, 0, 25) }
        #expect(memcmp(affine.pixels, threeD.pixels, 120 * 120 * 4) == 0)
        #expect(memcmp(plain.pixels, depthOnly.pixels, 120 * 120 * 4) == 0)
        #expect(memcmp(plain.pixels, affine.pixels, 120 * 120 * 4) != 0)
    }

    @Test func aLayerFacingAwayIsLeftOutOnlyWhenNotDoubleSided() throws {
        func scene(doubleSided: Bool) throws -> Bitmap {
            try render(CGSize(width: 100, height: 100)) { root in
                let card = layer(CGRect(x: 20, y: 20, width: 60, height: 60), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                card.addSublayer(layer(CGRect(x: 0, y: 0, width: 20, height: 60), CGColor(red: 0, green: 1, blue: 0, alpha: 1)))
                card.transform = perspective(500, rotation: .pi * 0.9, 0, 1, 0)
                card.isDoubleSided = doubleSided
                root.addSublayer(card)
            }
        }
        let shown = try scene(doubleSided: true)
        // Turned 162° about y the card shows its back: the green strip on its left edge now
        // appears on the right.
        #expect(shown[50, 50] == 0xFFFF_0000)
        #expect(shown[75, 50] == 0xFF00_FF00)
        #expect(shown[25, 50] == 0xFFFF_0000)
        let hidden = try scene(doubleSided: false)
        for y in 0..<100 {
            for x in 0..<100 where hidden[x, y] != black {
                Issue.record("pixel (\(x), \(y)) drawn by a layer facing away")
                return
            }
        }
    }

    @Test func thePartBehindTheViewerIsCutAway() throws {
        // 600 wide, m34 = −1/200, turned 1.2 rad about y: w = 1 + x·sin(1.2)/200 reaches 0 at
        // x = −214.6 (relative to the anchor), so the left 85 points lie behind the viewer.
        // Just in front of that cut the layer spans the screen's whole height.
        let screen = try render(CGSize(width: 300, height: 100)) { root in
            let wall = layer(CGRect(x: -150, y: 0, width: 600, height: 100), white)
            wall.contents = checkerboard(size: 60, cell: 10)
            wall.transform = perspective(200, rotation: 1.2, 0, 1, 0)
            root.addSublayer(wall)
        }
        // x = −139.7 lands at X = −145 (screen 5): w = 0.349, half height 50/0.349 = 143.
        #expect(screen[5, 2] >> 24 == 0xFF && screen[5, 2] != black)
        #expect(screen[5, 97] != black)
        // x = +100: w = 1.466, X = 100·cos(1.2)/1.466 = 24.7 → column 174 or 175; half height 34.
        #expect(screen[174, 50] != black)
        #expect(screen[174, 5] == black)
    }

    @Test func aSublayerTransformPutsPerspectiveAboutTheAnchor() throws {
        // A child at the container's anchor turned about y under the container's
        // sublayerTransform (m34 = −1/500) equals the child carrying rotation · perspective.
        let turn = CATransform3DMakeRotation(0.9, 0, 1, 0)
        var projection = CATransform3DIdentity
        projection.m34 = -1.0 / 500
        func scene(viaSublayerTransform: Bool) throws -> Bitmap {
            try render(CGSize(width: 300, height: 300)) { root in
                let container = layer(CGRect(x: 50, y: 50, width: 200, height: 200), nil)
                let child = layer(CGRect(x: 40, y: 60, width: 120, height: 80), white)
                if viaSublayerTransform {
                    container.sublayerTransform = projection
                    child.transform = turn
                } else {
                    child.transform = CATransform3DConcat(turn, projection)
                }
                container.addSublayer(child)
                root.addSublayer(container)
            }
        }
        let a = try scene(viaSublayerTransform: true), b = try scene(viaSublayerTransform: false)
        var worst: UInt32 = 0
        for y in 0..<300 {
            for x in 0..<300 {
                let p = a[x, y] & 0xFF, q = b[x, y] & 0xFF
                worst = max(worst, p > q ? p - q : q - p)
            }
        }
        #expect(worst <= 1)
        // And it is not flat: x = ∓60 get w = 1 ∓ 60·sin(0.9)/500 = 0.906 / 1.094, so the near
        // (left) edge at X = 108.8 spans y 105.9…194.1 and the far one at X = 184.1 only
        // 113.4…186.6.
        #expect(a[150, 150] == 0xFFFF_FFFF)
        #expect(a[110, 108] == 0xFFFF_FFFF)
        #expect(a[182, 108] == black)
    }
}
