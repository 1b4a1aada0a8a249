import TransitionConformance

/// A root view that lays out its own subviews in `layoutSubviews()`: a full-width tab strip along
/// the bottom and a content area above it, from its current bounds.
final class DashboardRootView: UIView {
    let content = UIView()
    let tabStrip = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        content.accessibilityIdentifier = "Dashboard.content"
        tabStrip.accessibilityIdentifier = "Dashboard.tabStrip"
        tabStrip.backgroundColor = UIColor(white: 0.96, alpha: 1)
        addSubview(content)
        addSubview(tabStrip)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        tabStrip.frame = CGRect(x: 0, y: bounds.height - 50, width: bounds.width, height: 50)
        content.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 50)
    }
}

/// A screen with a custom root view (`loadView()` installs ``DashboardRootView``), the usual way
/// of writing a code-only screen whose layout lives in its view. It presents a sheet; while the
/// sheet is up the device rotates, so when the sheet goes away the screen underneath has been
/// laid out again at the new size — its tab strip spans the new width.
///
/// Legal: laying a view out again after its size changed is what `layoutSubviews()` is for; the
/// presentation and dismissal change nothing of the presenting view, and the frames that differ
/// from before the presentation are those of the rotated layout.
@MainActor
final class DashboardViewController: UIViewController {
    override func loadView() {
        let root = DashboardRootView(frame: UIScreen.main.bounds)
        root.accessibilityIdentifier = "Dashboard.view"
        view = root
    }
}
