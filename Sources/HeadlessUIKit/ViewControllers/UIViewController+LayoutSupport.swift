import Foundation

/// The protocol of a view controller's deprecated `topLayoutGuide` and `bottomLayoutGuide`: a
/// length and the anchors of the band it describes. UIKit's members.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// How far the band reaches into the view: for the top guide, from the view's top edge; for
    /// the bottom guide, from its bottom edge.
    var length: CGFloat { get }
    /// The band's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The band's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The band's height.
    var heightAnchor: NSLayoutDimension { get }
}

/// A view controller's top or bottom layout guide, following the safe area of its view.
///
/// Since iOS 11 these guides are the strips between the view's edges and its safe area: the top
/// guide runs from the view's top to `safeAreaLayoutGuide.topAnchor` (its `length` is
/// `safeAreaInsets.top`), the bottom guide from `safeAreaLayoutGuide.bottomAnchor` to the view's
/// bottom (`length` is `safeAreaInsets.bottom`) — UIKit's deprecation messages say to use
/// `view.safeAreaLayoutGuide.topAnchor` instead of `topLayoutGuide.bottomAnchor` and
/// `view.safeAreaLayoutGuide.bottomAnchor` instead of `bottomLayoutGuide.topAnchor`. Headlessly
/// the safe area is the bounds, so both lengths are 0. The top and bottom anchors are the view's
/// and its safe-area guide's; the height anchor adds a layout guide spanning the strip to the
/// view the first time it is read.
@MainActor
final class ViewControllerLayoutSupport: NSObject, UILayoutSupport {
    enum Edge { case top, bottom }
    let edge: Edge
    unowned let view: UIView
    private var strip: UILayoutGuide?

    init(edge: Edge, view: UIView) {
        self.edge = edge
        self.view = view
        super.init()
    }

    var length: CGFloat { edge == .top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom }
    var topAnchor: NSLayoutYAxisAnchor { edge == .top ? view.topAnchor : view.safeAreaLayoutGuide.bottomAnchor }
    var bottomAnchor: NSLayoutYAxisAnchor { edge == .top ? view.safeAreaLayoutGuide.topAnchor : view.bottomAnchor }
    var heightAnchor: NSLayoutDimension { stripGuide.heightAnchor }

    private var stripGuide: UILayoutGuide {
        if let strip { return strip }
        let guide = UILayoutGuide()
        guide.identifier = edge == .top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
        view.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: topAnchor), guide.bottomAnchor.constraint(equalTo: bottomAnchor),
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        strip = guide
        return guide
    }
}

extension UIViewController {
    /// The strip above the view's safe area (status bar, navigation bar): ``UILayoutSupport/length``
    /// is the view's `safeAreaInsets.top` (0 headlessly), its bottom anchor the safe area's top.
    /// Loads the view. Deprecated in UIKit (iOS 11).
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: any UILayoutSupport { layoutSupport(.top) }

    /// The strip below the view's safe area (tab bar, toolbar, home indicator):
    /// ``UILayoutSupport/length`` is the view's `safeAreaInsets.bottom` (0 headlessly), its top
    /// anchor the safe area's bottom. Loads the view. Deprecated in UIKit (iOS 11).
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    public var bottomLayoutGuide: any UILayoutSupport { layoutSupport(.bottom) }

    private func layoutSupport(_ edge: ViewControllerLayoutSupport.Edge) -> ViewControllerLayoutSupport {
        if let found = layoutSupports.first(where: { $0.edge == edge && $0.view === view }) { return found }
        let made = ViewControllerLayoutSupport(edge: edge, view: view)
        layoutSupports.append(made)
        return made
    }
}
