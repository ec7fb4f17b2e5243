// Vitrine — Apache License 2.0
import CHarfBuzz

/// A Unicode script as HarfBuzz knows it (an ISO 15924 tag such as "Arab"), for itemizing
/// text into runs of one script and direction.
struct UnicodeScript: Equatable {
    /// HarfBuzz's `hb_script_t` value, the tag's four bytes.
    let rawValue: UInt32

    init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The script of `scalar`.
    init(of scalar: UInt32) {
        rawValue = hb_unicode_script(hb_unicode_funcs_get_default(), scalar).rawValue
    }

    /// True for scripts that take their neighbours' script (spaces, digits, punctuation, marks).
    var isNeutral: Bool {
        let script = hb_script_t(rawValue: rawValue)
        return script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
    }

    /// True for scripts written right to left (Arabic, Hebrew …).
    var isRightToLeft: Bool {
        hb_script_get_horizontal_direction(hb_script_t(rawValue: rawValue)) == HB_DIRECTION_RTL
    }
}
