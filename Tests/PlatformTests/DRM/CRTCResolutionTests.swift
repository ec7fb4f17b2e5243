// Vitrine — Apache License 2.0
import Testing
@testable import Platform

@Suite struct CRTCResolutionTests {
    static let crtcs = [CRTCID(rawValue: 41), CRTCID(rawValue: 42), CRTCID(rawValue: 43)]

    static func connector(encoders: [UInt32], current: UInt32?) -> Connector {
        Connector(id: ConnectorID(rawValue: 50), type: 11, typeIndex: 1, status: .connected, modes: [],
                  encoderIDs: encoders.map(EncoderID.init(rawValue:)),
                  currentEncoderID: current.map(EncoderID.init(rawValue:)))
    }

    static func encoder(_ id: UInt32, crtc: UInt32?, possible: UInt32) -> Encoder {
        Encoder(id: EncoderID(rawValue: id), currentCRTCID: crtc.map(CRTCID.init(rawValue:)), possibleCRTCs: possible)
    }

    @Test func prefersTheCRTCAlreadyDrivingTheConnector() {
        let encoders = [Self.encoder(60, crtc: 43, possible: 0b111)]
        let crtc = CRTCResolution.crtc(for: Self.connector(encoders: [60], current: 60), encoders: encoders, crtcIDs: Self.crtcs)
        #expect(crtc == CRTCID(rawValue: 43))
    }

    @Test func otherwiseTakesTheFirstPossibleCRTCInResourceOrder() {
        // possible_crtcs 0b110: the 2nd and 3rd CRTCs of the resources, i.e. 42 and 43.
        let encoders = [Self.encoder(60, crtc: nil, possible: 0b110)]
        let connector = Self.connector(encoders: [60], current: nil)
        #expect(CRTCResolution.crtc(for: connector, encoders: encoders, crtcIDs: Self.crtcs) == CRTCID(rawValue: 42))
        #expect(CRTCResolution.crtc(for: connector, encoders: encoders, crtcIDs: Self.crtcs,
                                    excluding: [CRTCID(rawValue: 42)]) == CRTCID(rawValue: 43))
    }

    @Test func triesEachEncoderOfTheConnector() {
        let encoders = [Self.encoder(60, crtc: nil, possible: 0), Self.encoder(61, crtc: nil, possible: 0b001)]
        let connector = Self.connector(encoders: [60, 61], current: nil)
        #expect(CRTCResolution.crtc(for: connector, encoders: encoders, crtcIDs: Self.crtcs) == CRTCID(rawValue: 41))
    }

    @Test func currentCRTCTakenElsewhereFallsBackToPossibleOnes() {
        let encoders = [Self.encoder(60, crtc: 41, possible: 0b011)]
        let connector = Self.connector(encoders: [60], current: 60)
        #expect(CRTCResolution.crtc(for: connector, encoders: encoders, crtcIDs: Self.crtcs,
                                    excluding: [CRTCID(rawValue: 41)]) == CRTCID(rawValue: 42))
    }

    @Test func noReachableCRTCGivesNil() {
        let encoders = [Self.encoder(60, crtc: nil, possible: 0b1000)]
        #expect(CRTCResolution.crtc(for: Self.connector(encoders: [60], current: nil), encoders: encoders, crtcIDs: Self.crtcs) == nil)
        #expect(CRTCResolution.crtc(for: Self.connector(encoders: [99], current: nil), encoders: encoders, crtcIDs: Self.crtcs) == nil)
    }
}
