#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The style UIKit presents with when the app's call site sets no `modalPresentationStyle`: the
/// presented view controller's own sheet style, `.automatic` unless it set another.
///
/// UIKit asks the transitioning delegate for its animators whatever the style (a full-screen
/// presentation keeps the custom transition, and so does iOS 13's default sheet: apps that set no
/// style got their own animators in a sheet, and a dismissal animator that put the presenter's
/// view back into the container left a black screen —
/// github.com/serp1412/LazyTransitions/issues/8, github.com/wazrx/XWTransition/issues/16,
/// github.com/horitaku46/Serrata/issues/5); it asks for a presentation controller only for
/// `.custom` (Apple's `UIModalPresentationStyle.custom`, contract §1.5). `.automatic` is a sheet
/// for most view controllers (Apple's `UIModalPresentationStyle.automatic`: `.pageSheet` before
/// iOS 18, `.formSheet` from iOS 18, the same on a phone), and a sheet keeps the presenter's view in
/// the window, so `view(forKey:)` is nil for it.
///
/// The delegate suite's animator runs use the style an app that animates the transition itself
/// sets (full screen); when the call site declares none and the delegate vends no presentation
/// controller, they run again in this style, each finding saying so.
struct UndeclaredStyle {
    /// The style UIKit would present with.
    let style: UIModalPresentationStyle
    /// The presented view controller's type, for messages.
    let presentedType: String

    /// UIKit's style for `cast` when its call site declares none and it differs from the one the
    /// suite gives it; nil when the call site declares a style, the presented view controller has a
    /// style of its own that is not a sheet, or the delegate vends a presentation controller (an app
    /// with one sets `.custom`, else UIKit never asks for it).
    @MainActor
    init?(_ cast: DelegateSuiteCast) {
        guard cast.installs, cast.style == nil, let delegate = cast.delegate else { return nil }
        let presenting = cast.presenting ?? UIViewController()
        let presented = cast.presented ?? UIViewController()
        let own = presented.modalPresentationStyle
        guard own == .automatic || own == .pageSheet || own == .formSheet,
            EnsembleCast.style(for: presented, delegate: delegate, presenting: presenting) != .custom
        else { return nil }
        style = own
        presentedType = cast.presented.map { "\(type(of: $0))" } ?? "the presented view controller"
    }

    /// The style as Swift spells it.
    var name: String {
        switch style {
        case .pageSheet: ".pageSheet"
        case .formSheet: ".formSheet"
        default: ".automatic"
        }
    }

    /// `violation`, its observation saying the run used UIKit's default style and why.
    func explain(_ violation: Violation) -> Violation {
        violation.refiled(
            observed:
                "with the style UIKit uses when your call site sets none (\(presentedType).modalPresentationStyle is \(name): UIKit presents a sheet that keeps the presenting view in the window; pass presentationStyle: .fullScreen if your call site sets it): "
                + violation.observed)
    }
}
