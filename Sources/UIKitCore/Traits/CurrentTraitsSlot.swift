// Vitrine — Apache License 2.0
import Foundation

/// The trait collection a thread has made current, kept in a pthread key: each thread sees
/// only its own (nil until it sets one), and a thread's value is released when it exits.
enum CurrentTraitsSlot {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<UITraitCollection>.fromOpaque(pointer).release() }
        }
        precondition(status == 0, "pthread_key_create failed for the current trait collection (\(status))")
        return key
    }()

    static var value: UITraitCollection? {
        get {
            guard let pointer = pthread_getspecific(key) else { return nil }
            return Unmanaged<UITraitCollection>.fromOpaque(pointer).takeUnretainedValue()
        }
        set {
            let old = pthread_getspecific(key)
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
            if let old { Unmanaged<UITraitCollection>.fromOpaque(old).release() }
        }
    }
}
