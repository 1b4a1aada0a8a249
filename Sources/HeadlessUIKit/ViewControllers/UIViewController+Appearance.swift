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
    /// callbacks a view controller sees always pair up. The `animated` flag is kept for the
    /// matching "did" call. Forwarded to the children whose views are in this view controller's
    /// view — a navigation controller's top view controller, a tab bar controller's selected one —
    /// not to children whose views are off screen.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            appearance = .appearing
            presentationState.lastAppearanceAnimated = animated
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            presentationState.lastAppearanceAnimated = animated
            viewWillDisappear(animated)
        default:
            return
        }
        guard let ownView = storedView else { return }
        for child in storedChildren where child.viewIfLoaded?.isDescendant(of: ownView) == true {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
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
