import Testing
@testable import HeadlessUIKit

/// A scene of the usual phone size, for tests.
@MainActor
func makeScene(width: CGFloat = 390, height: CGFloat = 844) -> HeadlessScene {
    HeadlessScene(size: CGSize(width: width, height: height))
}

/// Whether two numbers agree within `tolerance`.
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

func close(_ a: CGFloat, _ b: CGFloat, tolerance: Double = 1e-6) -> Bool {
    abs(Double(a - b)) <= tolerance
}

func close(_ a: CGRect, _ b: CGRect, tolerance: Double = 1e-6) -> Bool {
    close(a.minX, b.minX, tolerance: tolerance) && close(a.minY, b.minY, tolerance: tolerance)
        && close(a.width, b.width, tolerance: tolerance) && close(a.height, b.height, tolerance: tolerance)
}

func close(_ a: CGPoint, _ b: CGPoint, tolerance: Double = 1e-6) -> Bool {
    close(a.x, b.x, tolerance: tolerance) && close(a.y, b.y, tolerance: tolerance)
}

/// Collects completion calls with the virtual time they ran at.
@MainActor
final class CompletionLog {
    private(set) var calls: [(time: TimeInterval, finished: Bool)] = []
    let scene: HeadlessScene

    init(_ scene: HeadlessScene) { self.scene = scene }

    func handler() -> (Bool) -> Void {
        { [self] finished in calls.append((scene.now, finished)) }
    }

    var flags: [Bool] { calls.map(\.finished) }
}

/// The `.uikitMisuse` diagnostics a scene recorded.
@MainActor
func misuses(_ scene: HeadlessScene) -> [HeadlessDiagnostic] {
    scene.diagnostics.filter { $0.kind == .uikitMisuse }
}
