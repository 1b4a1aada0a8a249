#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The app's own objects an animator is checked together with, for the runs made while one check
/// runs (``verifyAnimator(_:features:knownDeviations:scenarios:presentationController:factory:)``).
///
/// A check runs synchronously on the main actor, so the partners are set for exactly its runs and
/// put back when it returns (``with(presentationController:_:)``); nothing else reads them.
@MainActor
enum AnimatorPartners {
    /// Makes the presentation controller of each presentation, given the presented and the
    /// presenting view controller; nil when the animator is checked alone.
    typealias PresentationControllerFactory = (_ presented: UIViewController, _ presenting: UIViewController) -> UIPresentationController

    /// The presentation controller factory of the check running now, if any.
    private(set) static var presentationController: PresentationControllerFactory?

    /// Runs `body` with `factory` as the presentation controller of every modal run it makes.
    static func with<Result>(presentationController factory: PresentationControllerFactory?, _ body: () -> Result) -> Result {
        let outer = presentationController
        presentationController = factory
        defer { presentationController = outer }
        return body()
    }
}
