#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One realistic defect of the sliding-tabs ensemble, or none (nil).
public enum SlidingTabDefect: String, CaseIterable, Sendable {
    /// ``TabSlideAnimator`` reports 0.25 s but animates for 0.6 s.
    case durationDisagreesWithAnimation
    /// ``TabSlideAnimator`` never adds the selected tab's view to the container.
    case neverAddsToView
}

/// A tab bar controller delegate as apps write it: an `NSObject` set as `tabBarController.delegate`
/// (and kept by the app's root coordinator) that makes tab switches slide — towards the left when
/// the newly selected tab is to the right of the old one, towards the right otherwise — by vending
/// a ``TabSlideAnimator`` whose direction it reads from the tabs' indices
/// (`tabBarController.viewControllers?.firstIndex(of:)`). No interaction controller: tabs switch
/// on a tap. ``SlidingTabs/makeTabs()`` gives the app's three tabs.
///
/// Correct with `defect: nil`; the broken variants are on ``TabSlideAnimator``.
@MainActor
public final class SlidingTabBarDelegate: NSObject, UITabBarControllerDelegate {
    /// The defect the vended animators carry; nil for the correct ensemble.
    public let defect: SlidingTabDefect?

    public init(defect: SlidingTabDefect? = nil) {
        self.defect = defect
        super.init()
    }

    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let tabs = tabBarController.viewControllers, let fromIndex = tabs.firstIndex(of: fromVC),
            let toIndex = tabs.firstIndex(of: toVC)
        else { return nil }
        return TabSlideAnimator(towardsLeft: toIndex > fromIndex, defect: defect)
    }
}

/// The sliding-tabs app's tabs.
@MainActor
public enum SlidingTabs {
    /// The three tabs, in tab-bar order: Today, Library, Account.
    public static func makeTabs() -> [UIViewController] {
        [TodayTabViewController(), LibraryTabViewController(), AccountTabViewController()]
    }
}
