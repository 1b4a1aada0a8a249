/// Where a `completeTransition(_:)` call came from: inside which animation's completion handler,
/// and what that handler received — recorded with the call, so ANIM-COMPLETE-FLAG can say what
/// the value passed equals instead of guessing.
///
/// Known only where HeadlessUIKit runs the animations; on UIKit it is ``unknown``.
enum CompletionCaller: Equatable {
    /// Not known (the host is real UIKit).
    case unknown
    /// Called outside any animation completion handler: directly, or from a block queued later.
    case outside
    /// Called from inside the completion handler of `api`, which received `finished` (UIView
    /// animations) or `position` (a property animator); both nil for a CATransaction block.
    case completion(api: String, finished: Bool?, position: String?)
}

/// A recording context that knows the caller of its first `completeTransition(_:)`.
@MainActor
protocol CompletionCallerRecording {
    /// Where the first `completeTransition(_:)` was called from; ``CompletionCaller/unknown`` before.
    var callerOfFirstCompletion: CompletionCaller { get }
}

extension TestTransitionContext: CompletionCallerRecording {}
extension ObservedContext: CompletionCallerRecording {}
