// Vitrine — Apache License 2.0
// A UIFont can be a CATextLayer's font, and the font of a text layer's attributed string,
// as on Apple, where UIFont is toll-free bridged to the CTFont Core Animation takes.

extension UIFont: TextLayerFontValue {}
