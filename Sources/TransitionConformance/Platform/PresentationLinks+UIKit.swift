#if canImport(UIKit) || UIKIT_TYPECHECK
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// How the kit's own transition contexts link a presenting and a presented view controller as
/// UIKit's presentation machinery does (contract §7 F8) — on UIKit, not at all: UIKit sets
/// `presentingViewController` only by presenting, and offers no public way to set it otherwise.
///
/// On UIKit the animator suite lets UIKit stage its modal scenarios (which links them) wherever
/// UIKit can; the kit's context remains for the non-animated full-screen scenarios and a
/// subject's own interaction controller, where an animator reading
/// `toVC.presentingViewController` finds nil. (ANIM-ROUND-TRIP's dismissal uses the view
/// controllers UIKit's presentation linked.)
@MainActor
enum PresentationLinks {
    /// Does nothing on UIKit (see the type's documentation).
    static func link(_ presenting: UIViewController, presenting presented: UIViewController) {}

    /// Does nothing on UIKit (see the type's documentation).
    static func unlink(_ presenting: UIViewController) {}
}
#endif
