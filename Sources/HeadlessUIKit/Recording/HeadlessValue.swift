import Foundation

/// A recorded property value, printable the way reports show it.
public enum HeadlessValue: Sendable, Equatable, CustomStringConvertible {
    case number(Double)
    case bool(Bool)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CGAffineTransform)
    /// Boxed (`indirect`): a 3-D transform is four times the size of any other value, and every
    /// recorded change carries two values — unboxed, it doubled the size of the change record.
    indirect case transform3D(CATransform3D)
    case color(RGBA?)
    case text(String)

    init(_ value: AnimatableValue) {
        switch value {
        case .scalar(let v): self = .number(v)
        case .point(let v): self = .point(v)
        case .size(let v): self = .size(v)
        case .rect(let v): self = .rect(v)
        case .transform(let t):
            self = CATransform3DIsAffine(t) ? .transform(CATransform3DGetAffineTransform(t)) : .transform3D(t)
        case .color(let c): self = .color(c)
        case .discrete(let s): self = .text(s)
        case .path(let p): self = .text(p.map { "\($0)" } ?? "nil")
        case .list(let items): self = .text("[" + items.map { "\(HeadlessValue($0))" }.joined(separator: ", ") + "]")
        }
    }

    public var description: String {
        let v = HeadlessFormat.value
        switch self {
        case .number(let x): return v(x)
        case .bool(let b): return b ? "true" : "false"
        case .point(let p): return "(\(v(Double(p.x))), \(v(Double(p.y))))"
        case .size(let s): return "\(v(Double(s.width)))×\(v(Double(s.height)))"
        case .rect(let r): return "(\(v(Double(r.origin.x))), \(v(Double(r.origin.y))), \(v(Double(r.size.width)))×\(v(Double(r.size.height))))"
        case .transform(let t): return HeadlessFormat.transform(t)
        case .transform3D(let t):
            return CATransform3DIsIdentity(t) ? "identity" : "3-D transform (m34 \(v(Double(t.m34))))"
        case .color(let c): return c.map(\.description) ?? "nil"
        case .text(let s): return s
        }
    }
}
