// Vitrine — Apache License 2.0
// Where `UIImage(systemName:)` gets its pictures. SF Symbols are Apple's and may not ship
// on Linux, so Vitrine draws the closest Material Icons glyph instead: Google's Material
// Icons font (Apache License 2.0), packaged by Debian as fonts-material-design-icons-iconfont
// (scripts/setup installs it). Each SF name maps to the codepoint of one glyph of that font
// (names and codepoints from the package's scss/_variables.scss); a name not in the table
// gives nil, as an unknown name does on iOS.
import PlatformCore

/// The SF Symbol names Vitrine knows, their Material Icons glyphs, and the font.
enum SystemSymbolCatalog {
    /// The Debian package that provides the font.
    static let fontPackage = "fonts-material-design-icons-iconfont"
    /// The font's family name as fontconfig reports it.
    static let fontFamily = "Material Icons"
    /// Where the package installs the font, for machines whose fontconfig cache missed it.
    static let fontPath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

    /// SF Symbol name → Material Icons codepoint (the Material name in the comment).
    static let codepoints: [String: UInt32] = [
        "chevron.left": 0xE5CB,  // chevron_left
        "chevron.right": 0xE5CC,  // chevron_right
        "chevron.up": 0xE5CE,  // expand_less
        "chevron.down": 0xE5CF,  // expand_more
        "xmark": 0xE5CD,  // close
        "xmark.circle": 0xE888,  // highlight_off
        "xmark.circle.fill": 0xE5C9,  // cancel
        "checkmark": 0xE5CA,  // check
        "checkmark.circle": 0xE92D,  // check_circle_outline
        "checkmark.circle.fill": 0xE86C,  // check_circle
        "plus": 0xE145,  // add
        "plus.circle": 0xE148,  // add_circle_outline
        "plus.circle.fill": 0xE147,  // add_circle
        "minus": 0xE15B,  // remove
        "minus.circle.fill": 0xE15C,  // remove_circle
        "magnifyingglass": 0xE8B6,  // search
        "plus.magnifyingglass": 0xE8FF,  // zoom_in
        "minus.magnifyingglass": 0xE900,  // zoom_out
        "house": 0xE88A,  // home
        "house.fill": 0xE88A,  // home
        "gearshape": 0xE8B8,  // settings
        "gearshape.fill": 0xE8B8,  // settings
        "gear": 0xE8B8,  // settings
        "info.circle": 0xE88F,  // info_outline
        "info.circle.fill": 0xE88E,  // info
        "questionmark.circle": 0xE8FD,  // help_outline
        "questionmark.circle.fill": 0xE887,  // help
        "exclamationmark.triangle": 0xE002,  // warning
        "exclamationmark.triangle.fill": 0xE002,  // warning
        "exclamationmark.circle.fill": 0xE000,  // error
        "cart": 0xE8CC,  // shopping_cart
        "cart.fill": 0xE8CC,  // shopping_cart
        "creditcard": 0xE870,  // credit_card
        "person": 0xE7FF,  // person_outline
        "person.fill": 0xE7FD,  // person
        "person.2": 0xE7FB,  // people
        "arrow.left": 0xE5C4,  // arrow_back
        "arrow.right": 0xE5C8,  // arrow_forward
        "arrow.up": 0xE5D8,  // arrow_upward
        "arrow.down": 0xE5DB,  // arrow_downward
        "arrow.clockwise": 0xE5D5,  // refresh
        "arrow.uturn.backward": 0xE166,  // undo
        "arrow.uturn.forward": 0xE15A,  // redo
        "arrow.triangle.2.circlepath": 0xE627,  // sync
        "play": 0xE037,  // play_arrow
        "play.fill": 0xE037,  // play_arrow
        "pause": 0xE034,  // pause
        "pause.fill": 0xE034,  // pause
        "stop": 0xE047,  // stop
        "stop.fill": 0xE047,  // stop
        "forward.end.fill": 0xE044,  // skip_next
        "backward.end.fill": 0xE045,  // skip_previous
        "forward.fill": 0xE01F,  // fast_forward
        "backward.fill": 0xE020,  // fast_rewind
        "repeat": 0xE040,  // repeat
        "shuffle": 0xE043,  // shuffle
        "speaker.wave.2": 0xE050,  // volume_up
        "speaker.wave.2.fill": 0xE050,  // volume_up
        "speaker.slash": 0xE04F,  // volume_off
        "speaker.slash.fill": 0xE04F,  // volume_off
        "mic": 0xE029,  // mic
        "mic.fill": 0xE029,  // mic
        "mic.slash": 0xE02B,  // mic_off
        "trash": 0xE872,  // delete
        "trash.fill": 0xE872,  // delete
        "star": 0xE83A,  // star_border
        "star.fill": 0xE838,  // star
        "star.leadinghalf.filled": 0xE839,  // star_half
        "heart": 0xE87E,  // favorite_border
        "heart.fill": 0xE87D,  // favorite
        "bell": 0xE7F5,  // notifications_none
        "bell.fill": 0xE7F4,  // notifications
        "lock": 0xE897,  // lock
        "lock.fill": 0xE897,  // lock
        "lock.open": 0xE898,  // lock_open
        "lock.open.fill": 0xE898,  // lock_open
        "wifi": 0xE63E,  // wifi
        "wifi.slash": 0xE648,  // wifi_off
        "battery.100": 0xE1A4,  // battery_full
        "battery.100.bolt": 0xE1A3,  // battery_charging_full
        "battery.25": 0xE19C,  // battery_alert
        "bluetooth": 0xE1A7,  // bluetooth
        "calendar": 0xE935,  // calendar_today
        "clock": 0xE192,  // access_time
        "clock.fill": 0xE8B5,  // schedule
        "alarm": 0xE855,  // alarm
        "envelope": 0xE158,  // mail
        "envelope.fill": 0xE0BE,  // email
        "phone": 0xE0CD,  // phone
        "phone.fill": 0xE0B0,  // call
        "message": 0xE0C9,  // message
        "bubble.left": 0xE0B7,  // chat
        "paperplane": 0xE163,  // send
        "paperplane.fill": 0xE163,  // send
        "camera": 0xE412,  // photo_camera
        "camera.fill": 0xE412,  // photo_camera
        "video": 0xE04B,  // videocam
        "video.fill": 0xE04B,  // videocam
        "photo": 0xE410,  // photo
        "photo.fill": 0xE410,  // photo
        "square.and.arrow.up": 0xE6B8,  // ios_share
        "square.and.arrow.down": 0xF090,  // download
        "doc.on.doc": 0xE14D,  // content_copy
        "doc.text": 0xE873,  // description
        "folder": 0xE2C7,  // folder
        "folder.fill": 0xE2C7,  // folder
        "paperclip": 0xE226,  // attach_file
        "link": 0xE157,  // link
        "printer": 0xE8AD,  // print
        "ellipsis": 0xE5D3,  // more_horiz
        "ellipsis.vertical": 0xE5D4,  // more_vert
        "line.3.horizontal": 0xE5D2,  // menu
        "line.3.horizontal.decrease": 0xE152,  // filter_list
        "list.bullet": 0xE896,  // list
        "square.grid.2x2": 0xE9B0,  // grid_view
        "slider.horizontal.3": 0xE429,  // tune
        "flag": 0xE153,  // flag
        "flag.fill": 0xE153,  // flag
        "bookmark": 0xE867,  // bookmark_border
        "bookmark.fill": 0xE866,  // bookmark
        "eye": 0xE8F4,  // visibility
        "eye.slash": 0xE8F5,  // visibility_off
        "icloud": 0xE2BD,  // cloud
        "icloud.and.arrow.up": 0xE2C3,  // cloud_upload
        "icloud.and.arrow.down": 0xE2C0,  // cloud_download
        "qrcode": 0xEF6B,  // qr_code
        "qrcode.viewfinder": 0xF206,  // qr_code_scanner
        "globe": 0xE894,  // language
        "hand.thumbsup": 0xE8DC,  // thumb_up
        "hand.thumbsdown": 0xE8DB,  // thumb_down
        "delete.left": 0xE14A,  // backspace
        "pencil": 0xE3C9,  // edit
        "mappin": 0xE0C8,  // location_on
        "map": 0xE55B,  // map
        "power": 0xE8AC,  // power_settings_new
        "lightbulb": 0xE0F0,  // lightbulb
        "sun.max": 0xE430,  // wb_sunny
        "moon": 0xE51C,  // dark_mode
        "circle": 0xE836,  // radio_button_unchecked
        "circle.fill": 0xEF4A,  // circle
        "shippingbox": 0xE558,  // local_shipping
        "receipt": 0xE8B0,  // receipt
        "fork.knife": 0xE56C,  // restaurant
        "cup.and.saucer": 0xE541,  // local_cafe
        "arrow.up.right.square": 0xE89E,  // open_in_new
        "arrow.up.left.and.arrow.down.right": 0xE5D0,  // fullscreen
        "rectangle.portrait.and.arrow.right": 0xE9BA,  // logout
    ]

    /// Where the font is looked for and where its absence is reported; tests point it at
    /// a font that does not exist.
    struct FontSource {
        var family = SystemSymbolCatalog.fontFamily
        var path = SystemSymbolCatalog.fontPath
        var logger = imageLogger
    }

    @MainActor static var fontSource = FontSource() {
        didSet { loadedFace = nil }
    }

    /// The face as looked up: nil before the first look, `.some(nil)` when it is missing.
    @MainActor private static var loadedFace: FontFace??

    /// The font face, looked up once; nil (with one logged error) when it is not installed.
    @MainActor static var face: FontFace? {
        if let loadedFace { return loadedFace }
        let source = fontSource
        var face = FontCatalog.shared.face(named: source.family)
        if face == nil, FileManager.default.fileExists(atPath: source.path) { face = try? FontFace(path: source.path) }
        if face == nil {
            source.logger.error("UIImage(systemName:): the icon font \(source.family) is not installed; system symbols are nil until the Debian package \(fontPackage) is installed (apt-get install \(fontPackage))", metadata: .errorKind(.fontMissing))
        }
        loadedFace = .some(face)
        return face
    }

    /// The symbol `name` drawn black on clear at `configuration`'s size and `scale` pixels
    /// per point; nil for an unknown name, a glyph the font lacks, or no font.
    @MainActor static func image(named name: String, configuration: UIImage.SymbolConfiguration, scale: CGFloat) -> UIImage? {
        guard let codepoint = codepoints[name], let scalar = Unicode.Scalar(codepoint) else { return nil }
        guard let face, face.glyph(for: scalar) != nil else { return nil }
        let side = configuration.symbolSide
        guard let context = ImageContextFactory.makeContext(size: CGSize(width: side, height: side), scale: scale, opaque: false) else {
            return nil
        }
        // Material glyphs fill the em square above the baseline: put the baseline at the
        // bottom of a square one em high, so the glyph fills the image.
        let font = UIFont(face: face, size: side)
        let origin = CGPoint(x: 0, y: side - font.ascender)
        // A heavier weight is the glyph drawn again around a small circle (a dilation).
        let spread = side * configuration.weight.inkSpread
        let offsets = spread > 0
            ? [CGPoint.zero] + (0..<8).map { CGPoint(x: spread * cos(Double($0) * .pi / 4), y: spread * sin(Double($0) * .pi / 4)) }
            : [CGPoint.zero]
        UIGraphicsPushContext(context)
        for offset in offsets {
            String(Character(scalar)).draw(at: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y),
                                           withAttributes: [.font: font, .foregroundColor: UIColor.black])
        }
        UIGraphicsPopContext()
        guard let cgImage = context.makeImage() else { return nil }
        return UIImage(cgImage: cgImage, scale: scale, orientation: .up, renderingMode: .alwaysTemplate,
                       systemName: name, symbolConfiguration: configuration)
    }
}
