// Vitrine — Apache License 2.0
import UIKit

/// Asks `window`'s scene for a quarter turn from the panel's natural orientation
/// (portrait and landscape swap), as the rotation and hypnosis demos do at their step 2,
/// and reports the outcome through `report`.
@MainActor
func requestQuarterTurn(of window: UIWindow?, report: @escaping (String) -> Void) {
    guard let scene = window?.windowScene else { return }
    let target: UIInterfaceOrientationMask = scene.naturalInterfaceOrientation.isPortrait ? .landscapeRight : .portrait
    scene.requestGeometryUpdate(.iOS(interfaceOrientations: target)) { error in
        report("cannot turn: \(error)")
    }
    report("interface orientation \(scene.interfaceOrientation)")
}
