import Foundation

/// The model values of one layer's animatable properties, stored together so a presentation
/// copy can be made by copying them and overriding what is in flight.
struct LayerModel: Equatable {
    var position = CGPoint.zero
    var bounds = CGRect.zero
    var transform = CATransform3DIdentity
    var opacity: Double = 1
    var cornerRadius: CGFloat = 0
    var backgroundColor: RGBA?
    var borderWidth: CGFloat = 0
    var borderColor: RGBA? = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    var shadowOpacity: Double = 0
    var shadowRadius: CGFloat = 3
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowColor: RGBA? = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    var zPosition: CGFloat = 0
    var contents = ""
    var effect = ""

    // Inlined: called on the layer's stored model for every write, a call copied the whole
    // model (a few hundred bytes) to read or write one field.
    subscript(key: LayerKey) -> AnimatableValue {
        @inline(__always) get {
            switch key {
            case .position: return .point(position)
            case .bounds: return .rect(bounds)
            case .transform: return .transform(transform)
            case .opacity: return .scalar(opacity)
            case .cornerRadius: return .scalar(Double(cornerRadius))
            case .backgroundColor: return .color(backgroundColor)
            case .borderWidth: return .scalar(Double(borderWidth))
            case .borderColor: return .color(borderColor)
            case .shadowOpacity: return .scalar(shadowOpacity)
            case .shadowRadius: return .scalar(Double(shadowRadius))
            case .shadowOffset: return .size(shadowOffset)
            case .shadowColor: return .color(shadowColor)
            case .zPosition: return .scalar(Double(zPosition))
            case .contents: return .discrete(contents)
            case .effect: return .discrete(effect)
            }
        }
        @inline(__always) set {
            switch (key, newValue) {
            case (.position, .point(let v)): position = v
            case (.bounds, .rect(let v)): bounds = v
            case (.transform, .transform(let v)): transform = v
            case (.opacity, .scalar(let v)): opacity = v
            case (.cornerRadius, .scalar(let v)): cornerRadius = CGFloat(v)
            case (.backgroundColor, .color(let v)): backgroundColor = v
            case (.borderWidth, .scalar(let v)): borderWidth = CGFloat(v)
            case (.borderColor, .color(let v)): borderColor = v
            case (.shadowOpacity, .scalar(let v)): shadowOpacity = v
            case (.shadowRadius, .scalar(let v)): shadowRadius = CGFloat(v)
            case (.shadowOffset, .size(let v)): shadowOffset = v
            case (.shadowColor, .color(let v)): shadowColor = v
            case (.zPosition, .scalar(let v)): zPosition = CGFloat(v)
            case (.contents, .discrete(let v)): contents = v
            case (.effect, .discrete(let v)): effect = v
            default: assertionFailure("HeadlessUIKit: value \(newValue) does not fit layer key \(key)")
            }
        }
    }
}

extension LayerKey {
    /// Whether UIKit's block animations (`UIView.animate`, property animators) animate this key
    /// on a view's layer. Other keys change at once, even inside an animation block; Core
    /// Animation's implicit animations of standalone layers are not modelled.
    var isAnimatedByViewBlocks: Bool {
        switch self {
        case .position, .bounds, .transform, .opacity, .backgroundColor, .cornerRadius, .contents, .effect:
            return true
        default:
            return false
        }
    }
}
