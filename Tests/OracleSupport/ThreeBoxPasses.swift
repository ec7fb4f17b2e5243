// Vitrine — Apache License 2.0

/// Three box passes over `line`, zero outside it, each average rounded to nearest, as the
/// W3C filter effects approximate a Gaussian of standard deviation `sigma`: box size
/// d = ⌊σ · 3 · √(2π) / 4 + ½⌋, offsets alternating for an even size. The arithmetic the
/// blur tests hold a blurred row to, worked directly on the values.
public func threeBoxPasses(_ line: [Int], sigma: Double) -> [Int] {
    let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    guard d > 1 else { return line }
    let passes = d % 2 == 1 ? [(d / 2, d / 2), (d / 2, d / 2), (d / 2, d / 2)]
                            : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    var values = line
    for (left, right) in passes {
        values = values.indices.map { i in
            let sum = (i - left...i + right).reduce(0) { $0 + (values.indices.contains($1) ? values[$1] : 0) }
            return (sum + (left + right + 1) / 2) / (left + right + 1)
        }
    }
    return values
}
