// Vitrine — Apache License 2.0
import CNeatVNC

/// One neatvnc server (a listening socket and its clients) with one display, on the aml
/// loop that was the default when it opened. Its callbacks run on that loop's thread and
/// find their owner through `context`, the server's user data.
final class NeatVNCServerHandle {
    let pointer: OpaquePointer
    let display: OpaquePointer

    /// Listens on the Unix socket `path` (which must not exist); nil when it cannot.
    ///
    /// The corresponding C functions are `nvnc_open_unix`, `nvnc_display_new` and `nvnc_add_display`.
    init?(unixSocket path: String, name: String) {
        guard let pointer = nvnc_open_unix(path) else { return nil }
        guard let display = nvnc_display_new(0, 0) else {
            nvnc_close(pointer)
            return nil
        }
        nvnc_add_display(pointer, display)
        nvnc_set_name(pointer, name)
        self.pointer = pointer
        self.display = display
    }

    /// Closes every client and the socket (and removes the socket's file).
    ///
    /// The corresponding C functions are `nvnc_close` and `nvnc_display_unref`.
    func close() {
        nvnc_close(pointer)
        nvnc_display_unref(display)
    }

    /// The object the callbacks below are given back (unretained: the owner outlives the server).
    ///
    /// The corresponding C function is `nvnc_set_userdata`.
    func setContext(_ context: UnsafeMutableRawPointer) {
        nvnc_set_userdata(UnsafeMutableRawPointer(pointer), context, nil)
    }

    /// The context of the server a client belongs to.
    ///
    /// The corresponding C functions are `nvnc_client_get_server` and `nvnc_get_userdata`.
    static func context(of client: OpaquePointer?) -> UnsafeMutableRawPointer? {
        guard let client, let server = nvnc_client_get_server(client) else { return nil }
        return nvnc_get_userdata(UnsafeRawPointer(server))
    }

    /// `newClient` is called when a client has logged in (neatvnc read its ClientInit).
    ///
    /// The corresponding C functions are `nvnc_set_pointer_fn`, `nvnc_set_key_fn` and `nvnc_set_new_client_fn`.
    func setCallbacks(pointer pointerFunction: nvnc_pointer_fn, key: nvnc_key_fn, newClient: nvnc_client_fn) {
        nvnc_set_pointer_fn(pointer, pointerFunction)
        nvnc_set_key_fn(pointer, key)
        nvnc_set_new_client_fn(pointer, newClient)
    }

    /// `receive` gets the text a client copied (ClientCutText), as neatvnc's server.
    ///
    /// The corresponding C function is `nvnc_set_cut_text_receive_fn`.
    func setClipboardCallback(_ receive: nvnc_cut_text_fn) {
        nvnc_set_cut_text_receive_fn(pointer, receive)
    }

    /// Sends `bytes` (Latin-1) to every client as ServerCutText, logged in or not: the
    /// caller makes sure every client has logged in.
    ///
    /// The corresponding C function is `nvnc_send_cut_text`.
    func sendClipboard(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { nvnc_send_cut_text(pointer, $0.baseAddress, UInt32($0.count)) }
        }
    }

    /// The context of `server` (for callbacks given the server, not a client).
    ///
    /// The corresponding C function is `nvnc_get_userdata`.
    static func context(ofServer server: OpaquePointer?) -> UnsafeMutableRawPointer? {
        guard let server else { return nil }
        return nvnc_get_userdata(UnsafeRawPointer(server))
    }

    /// Requires VeNCrypt (TLS with the certificate, then a user name and password checked
    /// by `check`); false when the key or certificate cannot be loaded or the library was
    /// built without TLS.
    ///
    /// The corresponding C functions are `nvnc_has_auth` and `nvnc_enable_auth`.
    func enableAuthentication(keyPath: String, certificatePath: String, check: nvnc_auth_fn,
                              context: UnsafeMutableRawPointer) -> Bool {
        guard nvnc_has_auth() else { return false }
        return nvnc_enable_auth(pointer, keyPath, certificatePath, check, context) == 0
    }

    /// Shows `buffer` to every client; only `damage` is encoded and sent.
    ///
    /// The corresponding C function is `nvnc_display_feed_buffer`.
    func feed(_ buffer: OpaquePointer, damage: PixmanRegion) {
        nvnc_display_feed_buffer(display, buffer, damage.pointer)
    }

    /// neatvnc logs only warnings and worse to standard error (its info lines name
    /// every connection by pointer, which says nothing to a kiosk's operator).
    ///
    /// The corresponding C function is `nvnc_set_log_level`.
    static func quietLogging() { nvnc_set_log_level(NVNC_LOG_WARNING) }
}
