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
    /// matching "did" call. While ``shouldAutomaticallyForwardAppearanceMethods`` is true (the
    /// default), forwarded to the children whose views are in this view controller's view — a
    /// navigation controller's top view controller, a tab bar controller's selected one — not to
    /// children whose views are off screen; a container that returns false forwards it itself
    /// (Apple: `beginAppearanceTransition(_:animated:)`, `shouldAutomaticallyForwardAppearanceMethods`).
    /// Each callback run is recorded (``headlessAppearanceCalls``).
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            appearance = .appearing
            presentationState.lastAppearanceAnimated = animated
            runAppearanceCallback(.viewWillAppear, animated: animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            presentationState.lastAppearanceAnimated = animated
            runAppearanceCallback(.viewWillDisappear, animated: animated)
        default:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        // Index loops over the children here and below: `for in` makes a generic iterator, costly
        // in a debug build, for every view controller of every transition (most have no children,
        // and then the view is not read).
        let children = storedChildren
        guard children.count != 0, let ownView = storedView else { return }
        var index = 0
        while index < children.count {
            let child = children[index]
            index += 1
            if child.viewIfLoaded?.isDescendant(of: ownView) == true { child.beginAppearanceTransition(isAppearing, animated: animated) }
        }
    }

    /// Ends the appearance transition begun last: `viewDidAppear` or `viewDidDisappear`; forwarded
    /// to the children as ``beginAppearanceTransition(_:animated:)`` is.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            runAppearanceCallback(.viewDidAppear, animated: isAppearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            runAppearanceCallback(.viewDidDisappear, animated: isAppearanceAnimated)
        default:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        let children = storedChildren
        var index = 0
        while index < children.count {
            children[index].endAppearanceTransition()
            index += 1
        }
    }

    /// Whether the view controller is in the appeared state (its `viewDidAppear` ran last).
    /// HeadlessUIKit only.
    public var headlessIsAppeared: Bool { appearance == .appeared }

    /// Whether the view controller is between a "will" and its "did" callback: an appearance
    /// transition was begun (``beginAppearanceTransition(_:animated:)``) and not yet ended.
    /// HeadlessUIKit only.
    public var headlessIsInAppearanceTransition: Bool { appearance == .appearing || appearance == .disappearing }

    private var isAppearanceAnimated: Bool { presentationState.lastAppearanceAnimated }
}
