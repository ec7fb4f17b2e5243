// Vitrine — Apache License 2.0
import Foundation
import UIKit

/// A gallery of the museum: a heading in the catalogue, a grid of works.
struct Gallery: Hashable, Sendable {
    let name: String
    let summary: String
    let exhibits: [Exhibit]
}

/// One work on show, with the photograph the museum sells prints of.
struct Exhibit: Hashable, Sendable {
    let id: String
    let title: String
    let date: String
    let text: String
    /// Who made the photograph and under which licence (Resources/Showcase/ATTRIBUTION.md).
    let credit: String
    /// The JPEG's name in Resources/Showcase.
    let imageName: String

    /// Whether the exhibit matches a search: every word of `query` appears in its title,
    /// date or text, ignoring case and accents.
    func matches(_ query: String, in gallery: Gallery) -> Bool {
        let haystack = [title, date, text, gallery.name].joined(separator: " ")
        let words = query.split(whereSeparator: { $0.isWhitespace })
        return !words.isEmpty && words.allSatisfy {
            haystack.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }
}

/// The museum's collection, as the guide shows it.
enum MuseumCollection {
    static let museumName = "Vitrine Museum"

    static let galleries: [Gallery] = [
        Gallery(name: "Space Flight", summary: "Astronauts, launches and the deepest view of the sky", exhibits: [
            Exhibit(id: "astronaut", title: "Eileen Collins, Shuttle Pilot", date: "1995",
                    text: "The first woman to pilot a Space Shuttle, photographed in her launch and entry suit. Collins flew four missions and later commanded STS-93 and STS-114.",
                    credit: "NASA, public domain", imageName: "astronaut"),
            Exhibit(id: "falcon9", title: "Falcon 9 Carries DSCOVR Aloft", date: "2015",
                    text: "A Falcon 9 rocket leaves Launch Complex 40 at Cape Canaveral carrying the Deep Space Climate Observatory, bound for a point 1.5 million kilometres sunward.",
                    credit: "SpaceX, public domain", imageName: "falcon9"),
            Exhibit(id: "deep-field", title: "The Hubble eXtreme Deep Field", date: "2012",
                    text: "Ten years of Hubble exposures of one small patch of sky, showing about 5,500 galaxies; the faintest are seen as they were 13.2 billion years ago.",
                    credit: "NASA, public domain", imageName: "deep-field"),
        ]),
        Gallery(name: "Life Sciences", summary: "The body and its cells, seen through instruments", exhibits: [
            Exhibit(id: "retina", title: "A Healthy Human Retina", date: "2014",
                    text: "A fundus photograph of a left eye: the optic disc, where the nerve leaves the eye, and the blood vessels that fan out from it across the retina.",
                    credit: "Mikael Häggström, CC0 1.0", imageName: "retina"),
            Exhibit(id: "cell", title: "A Cell Floating in Saline", date: "2018",
                    text: "A quantitative phase image computed from a digital hologram: brightness is how much the cell slows light, which reveals its size and refractive index.",
                    credit: "Paul Müller and colleagues, CC0 1.0", imageName: "cell"),
            Exhibit(id: "glands", title: "Colonic Glands, Stained", date: "2010s",
                    text: "Immunohistochemistry shows the FHL2 protein in brown; a hematoxylin counterstain colours the rest of the tissue blue.",
                    credit: "Center for Microscopy and Molecular Imaging, no known copyright restrictions", imageName: "glands"),
        ]),
        Gallery(name: "Everyday Objects", summary: "Money, time and the camera itself", exhibits: [
            Exhibit(id: "coins", title: "Greek Coins from Pompeii", date: "before 79 AD",
                    text: "Bronze and silver coins recovered from the city buried by Vesuvius, from the collection of the Brooklyn Museum.",
                    credit: "Brooklyn Museum, no known copyright restrictions", imageName: "coins"),
            Exhibit(id: "camera", title: "The Photographer", date: "2010s",
                    text: "A photographer at work with a camera on a tripod: a study in light and shade that has served many image-processing textbooks.",
                    credit: "Lav Varshney, CC0 1.0", imageName: "camera"),
            Exhibit(id: "clock", title: "A Clock in Motion", date: "2009",
                    text: "A wall clock photographed while the camera moved sideways, so each edge smears into a streak: time, blurred.",
                    credit: "Stéfan van der Walt, public domain", imageName: "clock"),
        ]),
        Gallery(name: "Museum Café", summary: "Coffee, cake and our resident cat", exhibits: [
            Exhibit(id: "espresso", title: "Espresso at the Café", date: "2012",
                    text: "A cup of espresso with its crema on a wooden counter, served by our friends from Pikolo Espresso Bar.",
                    credit: "Rachel Michetti, CC0 1.0", imageName: "espresso"),
            Exhibit(id: "chelsea", title: "Chelsea, the Café Cat", date: "2010s",
                    text: "Chelsea keeps watch over the café's terrace and accepts compliments from visitors of all ages.",
                    credit: "Stéfan van der Walt, CC0 1.0", imageName: "chelsea"),
        ]),
    ]

    static func gallery(of exhibit: Exhibit) -> Gallery {
        galleries.first { $0.exhibits.contains(exhibit) } ?? galleries[0]
    }

    static func exhibit(id: String) -> Exhibit? {
        galleries.lazy.flatMap(\.exhibits).first { $0.id == id }
    }

    /// The exhibits matching `query`, in catalogue order.
    static func search(_ query: String) -> [Exhibit] {
        galleries.flatMap { gallery in gallery.exhibits.filter { $0.matches(query, in: gallery) } }
    }

    /// The exhibit's photograph, decoded once.
    @MainActor static func image(named name: String) -> UIImage? {
        if let cached = images[name] { return cached }
        guard let url = Bundle.module.url(forResource: name, withExtension: "jpg", subdirectory: "Showcase"),
              let image = UIImage(contentsOfFile: url.path) else { return nil }
        images[name] = image
        return image
    }
    @MainActor private static var images: [String: UIImage] = [:]
}
