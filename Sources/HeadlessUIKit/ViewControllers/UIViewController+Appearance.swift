import Foundation

/// Where a view controller is in its appearance cycle.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

extension UIViewController {
    /// Starts an appearance transition: `viewWillAppear` (appearing) or `viewWillDisappear`.
    ///
    /// As in UIKit, calls that would repeat the current phase are ignored, and a transition that
    /// is reversed mid-way (a cancelled presentation) gets the opposite "will" call, so the
    /// callbacks a view controller sees always pair up. Forwarded to children.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            appearance = .appearing
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            viewWillDisappear(animated)
        default:
            return
        }
        for child in storedChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the appearance transition begun last: `viewDidAppear` or `viewDidDisappear`.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(isAppearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(isAppearanceAnimated)
        default:
            return
        }
        for child in storedChildren { child.endAppearanceTransition() }
    }

    /// Whether the view controller is in the appeared state (its `viewDidAppear` ran last).
    /// HeadlessUIKit only.
    public var headlessIsAppeared: Bool { appearance == .appeared }

    private var isAppearanceAnimated: Bool { presentationState.lastAppearanceAnimated }
}
