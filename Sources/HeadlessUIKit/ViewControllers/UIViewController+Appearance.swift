import Foundation

/// Where a view controller is in its appearance cycle.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing

    /// Moves to the "will" phase of an appearance (`isAppearing`) or a disappearance and says
    /// which callback that is; nil, unchanged, for a call that would repeat the current phase.
    /// One change of a view controller's `appearance`, where a read and a write were two access
    /// checks.
    mutating func begin(appearing isAppearing: Bool) -> HeadlessAppearanceCall.Callback? {
        switch (isAppearing, self) {
        case (true, .disappeared), (true, .disappearing):
            self = .appearing
            return .viewWillAppear
        case (false, .appeared), (false, .appearing):
            self = .disappearing
            return .viewWillDisappear
        default:
            return nil
        }
    }

    /// Moves from a "will" phase to its "did" phase and says which callback that is; nil,
    /// unchanged, outside an appearance transition.
    mutating func end() -> HeadlessAppearanceCall.Callback? {
        switch self {
        case .appearing:
            self = .appeared
            return .viewDidAppear
        case .disappearing:
            self = .disappeared
            return .viewDidDisappear
        default:
            return nil
        }
    }
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
        guard let callback = appearance.begin(appearing: isAppearing) else { return }
        presentationState.lastAppearanceAnimated = animated
        runAppearanceCallback(callback, animated: animated)
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
        guard let callback = appearance.end() else { return }
        runAppearanceCallback(callback, animated: isAppearanceAnimated)
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
