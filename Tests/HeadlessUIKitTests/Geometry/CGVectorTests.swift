import Foundation
import Testing

@testable import HeadlessUIKit

#if canImport(CoreGraphics)
import CoreGraphics
#endif

@Suite("CGVector")
struct CGVectorTests {
    @Test("CGVector has CoreGraphics' initialisers and a zero vector")
    func initialisers() {
        #expect(CGVector() == .zero)
        #expect(CGVector(dx: 1.5 as CGFloat, dy: -2 as CGFloat) == CGVector(dx: 1.5 as Double, dy: -2 as Double))
        #expect(CGVector(dx: 3 as Int, dy: 4 as Int).dx == 3)
        #expect(CGVector(dx: 3, dy: 4).dy == 4)
    }

    // Codable and debugDescription are checked against this model; on Apple platforms the real
    // CoreGraphics type provides them.
    #if !canImport(CoreGraphics)
    @Test("CGVector encodes as the overlay's unkeyed [dx, dy] and round-trips")
    func codable() throws {
        let velocity = CGVector(dx: 0.5, dy: -3)
        let data = try JSONEncoder().encode(velocity)
        #expect(String(decoding: data, as: UTF8.self) == "[0.5,-3]")
        #expect(try JSONDecoder().decode(CGVector.self, from: data) == velocity)
    }

    @Test("CGVector's debugDescription is (dx, dy) as in the CoreGraphics overlay")
    func debugDescription() {
        #expect(CGVector(dx: 1, dy: 2).debugDescription == "(1.0, 2.0)")
    }
    #endif
}
