import Foundation

/// HeadlessUIKit's placement of a popover next to its source (see ``UIPopoverPresentationController``).
@MainActor
enum PopoverGeometry {
    /// The room kept between a popover and the container's edges.
    static let margin: CGFloat = 10

    /// The popover's frame in `container`, setting the controller's arrow direction.
    static func place(_ popover: UIPopoverPresentationController, in container: UIView) -> CGRect {
        let area = container.bounds.insetBy(dx: margin, dy: margin)
        let preferred = popover.presentedViewController.preferredContentSize
        let configured =
            (container.window?.headlessScene ?? HeadlessScene.current).configuration.defaultPopoverContentSize
        let wanted = preferred.width > 0 && preferred.height > 0 ? preferred : configured
        let size = CGSize(width: min(wanted.width, area.width), height: min(wanted.height, area.height))
        guard let sourceView = popover.sourceView else {
            popover.reportMissingSource()
            popover.arrowDirection = .unknown
            return CGRect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
        }
        let rect = popover.sourceRect == .zero ? sourceView.bounds : popover.sourceRect
        let source = sourceView.convert(rect, to: container)
        let candidates: [(UIPopoverArrowDirection, CGFloat, CGFloat)] = [
            (.up, area.maxY - source.maxY, size.height), (.down, source.minY - area.minY, size.height),
            (.left, area.maxX - source.maxX, size.width), (.right, source.minX - area.minX, size.width),
        ].filter { popover.permittedArrowDirections.contains($0.0) }
        guard
            let chosen = candidates.first(where: { $0.1 >= $0.2 })
                ?? candidates.max(by: { $0.1 < $1.1 })
        else {
            popover.arrowDirection = .unknown
            return CGRect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
        }
        popover.arrowDirection = chosen.0
        func clampX(_ x: CGFloat) -> CGFloat { min(max(x, area.minX), area.maxX - size.width) }
        func clampY(_ y: CGFloat) -> CGFloat { min(max(y, area.minY), area.maxY - size.height) }
        let origin: CGPoint
        switch chosen.0 {
        case .up: origin = CGPoint(x: clampX(source.midX - size.width / 2), y: clampY(source.maxY))
        case .down: origin = CGPoint(x: clampX(source.midX - size.width / 2), y: clampY(source.minY - size.height))
        case .left: origin = CGPoint(x: clampX(source.maxX), y: clampY(source.midY - size.height / 2))
        default: origin = CGPoint(x: clampX(source.minX - size.width), y: clampY(source.midY - size.height / 2))
        }
        return CGRect(origin: origin, size: size)
    }
}
