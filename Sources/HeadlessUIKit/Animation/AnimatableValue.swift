import Foundation

/// The layer properties UIKit's block animations can animate, by Core Animation key path.
enum LayerKey: String, Sendable, CaseIterable {
    case position, bounds, transform, opacity, cornerRadius, backgroundColor
    case borderWidth, borderColor, shadowOpacity, shadowRadius, shadowOffset, shadowColor, zPosition
    /// A view-content transition (`UIView.transition(with:…)`): no value, only a duration.
    case contents
    /// `UIVisualEffectView.effect`, animated as a whole.
    case effect

    /// The name a view's change record gives a write of this key, `layer.` + ``rawValue``:
    /// literals, so that a write — the model's hottest path — does not build the string.
    var recordedName: String {
        switch self {
        case .position: "layer.position"
        case .bounds: "layer.bounds"
        case .transform: "layer.transform"
        case .opacity: "layer.opacity"
        case .cornerRadius: "layer.cornerRadius"
        case .backgroundColor: "layer.backgroundColor"
        case .borderWidth: "layer.borderWidth"
        case .borderColor: "layer.borderColor"
        case .shadowOpacity: "layer.shadowOpacity"
        case .shadowRadius: "layer.shadowRadius"
        case .shadowOffset: "layer.shadowOffset"
        case .shadowColor: "layer.shadowColor"
        case .zPosition: "layer.zPosition"
        case .contents: "layer.contents"
        case .effect: "layer.effect"
        }
    }
}

/// A value of an animatable layer property, with Core Animation's interpolation.
enum AnimatableValue: Equatable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(RGBA?)
    /// A value that is not interpolated (an effect, a content transition); shown at the end.
    case discrete(String)
    /// A shape layer's path: interpolated point by point when both paths have the same elements.
    case path(CGPath?)
    /// A list of values (a gradient's colors or locations), interpolated item by item.
    indirect case list([AnimatableValue])

    /// The value a fraction of the way from `self` to `end`; fractions outside 0…1 extrapolate
    /// (springs overshoot).
    func interpolated(to end: AnimatableValue, fraction f: Double) -> AnimatableValue {
        if f == 0 { return self }
        if f == 1 { return end }
        switch (self, end) {
        case (.scalar(let a), .scalar(let b)):
            return .scalar(a + (b - a) * f)
        case (.point(let a), .point(let b)):
            return .point(CGPoint(x: lerp(a.x, b.x, f), y: lerp(a.y, b.y, f)))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: lerp(a.width, b.width, f), height: lerp(a.height, b.height, f)))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: lerp(a.origin.x, b.origin.x, f), y: lerp(a.origin.y, b.origin.y, f),
                    width: lerp(a.size.width, b.size.width, f), height: lerp(a.size.height, b.size.height, f)))
        case (.transform(let a), .transform(let b)):
            return .transform(a.headlessInterpolated(to: b, fraction: f))
        case (.color(let a), .color(let b)):
            let from = a ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
            let to = b ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
            return .color(
                RGBA(
                    red: from.red + (to.red - from.red) * f, green: from.green + (to.green - from.green) * f,
                    blue: from.blue + (to.blue - from.blue) * f, alpha: from.alpha + (to.alpha - from.alpha) * f))
        case (.path(let a?), .path(let b?)):
            return .path(a.headlessInterpolated(to: b, fraction: f))
        case (.list(let a), .list(let b)) where a.count == b.count:
            return .list(zip(a, b).map { $0.interpolated(to: $1, fraction: f) })
        default:
            return f < 1 ? self : end
        }
    }

    private func lerp(_ a: CGFloat, _ b: CGFloat, _ f: Double) -> CGFloat {
        a + (b - a) * CGFloat(f)
    }
}

/// A colour as red, green, blue and alpha components in 0…1 (extended sRGB may exceed them).
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public var description: String {
        "rgba(\(HeadlessFormat.value(red)), \(HeadlessFormat.value(green)), \(HeadlessFormat.value(blue)), \(HeadlessFormat.value(alpha)))"
    }
}
