// Vitrine — Apache License 2.0
// The letters a held key offers, as iOS's US English and German keyboards do: the
// accented forms of Latin letters that European languages use, in the order iOS shows
// them. The same letters serve both layouts (the German keys' own ä, ö, ü and ß have
// none; s still offers ß on the German keys, as iOS's does).

enum KeyboardAccents {
    /// The variants of `letter` (lowercase), or none.
    static func variants(of letter: String) -> [String] {
        table[letter] ?? []
    }

    private static let table: [String: [String]] = [
        "a": ["à", "á", "â", "ä", "æ", "ã", "å", "ā"],
        "c": ["ç", "ć", "č"],
        "e": ["è", "é", "ê", "ë", "ē", "ė", "ę"],
        "i": ["î", "ï", "í", "ī", "į", "ì"],
        "l": ["ł"],
        "n": ["ñ", "ń"],
        "o": ["ô", "ö", "ò", "ó", "œ", "ø", "ō", "õ"],
        "s": ["ß", "ś", "š"],
        "u": ["û", "ü", "ù", "ú", "ū"],
        "y": ["ÿ"],
        "z": ["ž", "ź", "ż"],
    ]
}
