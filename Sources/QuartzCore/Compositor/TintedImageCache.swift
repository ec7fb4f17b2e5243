// Vitrine — Apache License 2.0

/// The contents images of replicator instances, tinted by their instance colours: made
/// once and kept while used, so an unchanged instance draws the same image object every
/// frame (items compare images by identity: a new copy each frame would be damage).
final class TintedImageCache {
    private struct Key: Hashable {
        var image: ObjectIdentifier
        var version: UInt64
        var red: UInt32
        var green: UInt32
        var blue: UInt32
    }

    /// The source is kept with its tinted copy, so its identifier cannot be reused.
    private var entries: [Key: (source: CGImage, tinted: CGImage, lastUse: UInt64)] = [:]
    private var frame: UInt64 = 0

    /// `image` (at `version`) with its colour channels multiplied by `color`'s; the image
    /// itself when the colour leaves them as they are or no copy can be made.
    func image(_ image: CGImage, version: UInt64, tintedBy color: InstanceColor) -> CGImage {
        if color.keepsColorChannels { return image }
        let key = Key(image: ObjectIdentifier(image), version: version, red: color.redByte, green: color.greenByte,
                      blue: color.blueByte)
        if let entry = entries[key] {
            entries[key]?.lastUse = frame
            return entry.tinted
        }
        guard let tinted = color.tinting(image) else { return image }
        entries[key] = (image, tinted, frame)
        return tinted
    }

    /// Ends a frame: images unused in this frame and the one before are dropped.
    func endFrame() {
        guard !entries.isEmpty else { frame += 1; return }
        let keepFrom = frame == 0 ? 0 : frame - 1
        entries = entries.filter { $0.value.lastUse >= keepFrom }
        frame += 1
    }
}
