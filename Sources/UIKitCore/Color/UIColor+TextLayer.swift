// Vitrine — Apache License 2.0
// A UIColor can colour the runs of a CATextLayer's attributed string, as on Apple.

extension UIColor: TextLayerColorValue {}
