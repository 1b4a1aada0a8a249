#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// How a piece of chrome looks, beyond its place and alpha: what a presentation controller
/// animates when it dims, blurs or styles its chrome, and must put back after a cancelled
/// dismissal (PRES-DISMISS-CANCEL-KEEPS-CHROME).
///
/// A dimming view that dims through its `backgroundColor` (animated to `.clear` alongside the
/// dismissal), a blur whose `effect` goes to nil, a chrome view scaled away, a layer faded through
/// `opacity` (which is the view's `alpha`), a card whose corner radius or shadow is animated —
/// each is recorded here before the dismissal and compared once the dismissal was cancelled.
/// Place, frame, `alpha` (the layer's `opacity`) and `isHidden` are compared from the window's
/// snapshot, so they are not here.
struct ChromeAppearance {
    let transform: CGAffineTransform
    let backgroundColor: RGBA?
    let cornerRadius: CGFloat
    let shadowOpacity: Float
    let hasEffect: Bool?

    /// The colour's components, comparable within a tolerance.
    struct RGBA {
        let red, green, blue, alpha: CGFloat

        func isClose(to other: RGBA) -> Bool {
            [red - other.red, green - other.green, blue - other.blue, alpha - other.alpha].allSatisfy { abs($0) <= 0.01 }
        }

        var description: String {
            "rgba(\(ReportValue.number(Double(red))), \(ReportValue.number(Double(green))), \(ReportValue.number(Double(blue))), \(ReportValue.number(Double(alpha))))"
        }
    }

    @MainActor
    init(of view: UIView) {
        transform = view.transform
        backgroundColor = view.backgroundColor.map { color in
            var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return RGBA(red: red, green: green, blue: blue, alpha: alpha)
        }
        cornerRadius = view.layer.cornerRadius
        shadowOpacity = view.layer.shadowOpacity
        hasEffect = (view as? UIVisualEffectView).map { $0.effect != nil }
    }

    /// What differs on `now` from this record, each as "name.property now (was before)".
    func differences(_ now: ChromeAppearance, name: String) -> [String] {
        var found: [String] = []
        if now.transform != transform { found.append("\(name).transform \(now.transform) (was \(transform))") }
        switch (backgroundColor, now.backgroundColor) {
        case (let was?, let current?) where !was.isClose(to: current):
            found.append("\(name).backgroundColor \(current.description) (was \(was.description))")
        case (nil, let current?): found.append("\(name).backgroundColor \(current.description) (was nil)")
        case (let was?, nil): found.append("\(name).backgroundColor nil (was \(was.description))")
        default: break
        }
        if !(abs(now.cornerRadius - cornerRadius) <= 0.01) { found.append("\(name).layer.cornerRadius \(now.cornerRadius) (was \(cornerRadius))") }
        if !(abs(now.shadowOpacity - shadowOpacity) <= 0.01) { found.append("\(name).layer.shadowOpacity \(now.shadowOpacity) (was \(shadowOpacity))") }
        if let had = hasEffect, let has = now.hasEffect, had != has { found.append("\(name).effect \(has ? "set" : "nil") (was \(had ? "set" : "nil"))") }
        return found
    }
}
