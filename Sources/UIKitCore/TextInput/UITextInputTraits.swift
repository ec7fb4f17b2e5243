// Vitrine — Apache License 2.0
// UIKit declares these requirements optional; here each has a default (UIKit's) in the
// protocol extension, so an adopter declares only the ones it changes, as on iOS.

/// The keyboard and text-handling features a text-entry responder asks for.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { get { .sentences } set {} }
    public var autocorrectionType: UITextAutocorrectionType { get { .default } set {} }
    public var spellCheckingType: UITextSpellCheckingType { get { .default } set {} }
    public var keyboardType: UIKeyboardType { get { .default } set {} }
    public var keyboardAppearance: UIKeyboardAppearance { get { .default } set {} }
    public var returnKeyType: UIReturnKeyType { get { .default } set {} }
    public var enablesReturnKeyAutomatically: Bool { get { false } set {} }
    public var isSecureTextEntry: Bool { get { false } set {} }
    public var textContentType: UITextContentType! { get { nil } set {} }
}

/// Which characters the keyboard shifts automatically.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none
    case words
    case sentences
    case allCharacters
}

/// Whether autocorrection is on; Vitrine accepts the value and corrects nothing.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`
    case no
    case yes
}

/// Whether spell checking is on; Vitrine accepts the value and checks nothing.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`
    case no
    case yes
}

/// The kind of keyboard to show.
public enum UIKeyboardType: Int, Sendable {
    case `default`
    case asciiCapable
    case numbersAndPunctuation
    case URL
    case numberPad
    case phonePad
    case namePhonePad
    case emailAddress
    case decimalPad
    case twitter
    case webSearch
    case asciiCapableNumberPad

    /// The keyboard for ASCII letters.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The keyboard's appearance.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`
    case dark
    case light

    /// The appearance for alerts.
    public static let alert = UIKeyboardAppearance.dark
}

/// The title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable {
    case `default`
    case go
    case google
    case join
    case next
    case route
    case search
    case send
    case yahoo
    case done
    case emergencyCall
    case `continue`
}

/// The meaning of a field's text, for suggestions and autofill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}
