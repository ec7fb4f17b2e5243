// Vitrine — Apache License 2.0

/// Finds the CRTC that should drive a connector.
///
/// The connector's current encoder's CRTC comes first: it is already lit (by the
/// firmware or the console), so taking it over avoids a second CRTC fighting for the
/// same output. Otherwise the first CRTC, in the kernel's order, that one of the
/// connector's encoders can be fed by (`possible_crtcs` bit N = the N-th CRTC of the
/// device's resources).
public enum CRTCResolution {
    /// - Parameters:
    ///   - connector: the connector to drive.
    ///   - encoders: the device's encoders (others are ignored).
    ///   - crtcIDs: the device's CRTCs in resource order.
    ///   - excluded: CRTCs already taken by other outputs.
    /// - Returns: the CRTC, or nil when no encoder of the connector reaches a free one.
    public static func crtc(
        for connector: Connector, encoders: [Encoder], crtcIDs: [CRTCID], excluding excluded: Set<CRTCID> = []
    ) -> CRTCID? {
        let byID = Dictionary(encoders.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        if let current = connector.currentEncoderID, let crtc = byID[current]?.currentCRTCID,
           crtcIDs.contains(crtc), !excluded.contains(crtc) {
            return crtc
        }
        for encoderID in connector.encoderIDs {
            guard let encoder = byID[encoderID] else { continue }
            for (index, crtc) in crtcIDs.enumerated() where index < 32 {
                if encoder.possibleCRTCs & (1 << UInt32(index)) != 0, !excluded.contains(crtc) {
                    return crtc
                }
            }
        }
        return nil
    }
}
