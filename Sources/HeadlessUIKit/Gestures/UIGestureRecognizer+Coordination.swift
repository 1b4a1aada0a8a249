import Foundation

/// Simultaneous recognition and failure requirements between the recognizers a test drives.
///
/// In UIKit every recognizer attached to the touched view and to its superviews receives the
/// same touches, and one recognizing its gesture keeps the others from recognizing theirs unless
/// a delegate allows both, or makes one wait for the other to fail. HeadlessUIKit models that
/// among the recognizers whose gestures a test drives: the recognizers on the view under the
/// touches (hit-tested inside the driven recognizer's view, its own view when nothing answers)
/// and on its superviews share the touches. A recognizer the test does not drive saw no gesture
/// of its own, so it neither blocks nor waits, as if it had failed.
///
/// When a driven recognizer is about to be recognized (a pan once it moved far enough, a tap when
/// lifted, …):
/// 1. **Failure requirements.** It waits for each sharing recognizer it requires to fail —
///    ``require(toFail:)``, ``shouldRequireFailure(of:)``, the other's
///    ``shouldBeRequiredToFail(by:)``, or either delegate's
///    ``UIGestureRecognizerDelegate/gestureRecognizer(_:shouldRequireFailureOf:)`` /
///    ``UIGestureRecognizerDelegate/gestureRecognizer(_:shouldBeRequiredToFailBy:)`` (asked at
///    each attempt, as UIKit asks them once per attempt). If one of those already recognized, it
///    fails; if one is still undecided (its touches are down), it stays `.possible` and
///    ``headlessAwaitedFailures`` lists them: it is recognized when the last of them fails (a tap
///    even after its touches were lifted), and fails when one of them is recognized.
/// 2. The delegate's ``UIGestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)``.
/// 3. **Simultaneous recognition.** A sharing recognizer whose gesture is in progress prevents
///    it — it fails — unless either delegate's
///    ``UIGestureRecognizerDelegate/gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)``
///    returns true, or ``canPrevent(_:)`` / ``canBePrevented(by:)`` say it cannot.
/// 4. Recognized, it prevents the sharing recognizers still undecided in the same way, and fails
///    the ones waiting for it to fail.
///
/// The order of steps 2 and 3 is HeadlessUIKit's choice: UIKit does not document it. A failed
/// or prevented gesture leaves the reason in ``headlessLastRefusal``.
extension UIGestureRecognizer {
    /// The recognizers this one recognized its gesture ahead of and waits for to fail, in the
    /// order found; empty when it waits for none. HeadlessUIKit-only: UIKit does not expose them.
    public var headlessAwaitedFailures: [UIGestureRecognizer] {
        awaitedFailures.compactMap { $0() }
    }

    /// Whether the gesture is recognized and in progress.
    var isHeadlessInProgress: Bool { state == .began || state == .changed }

    /// Whether the recognizer has touches that may still make its gesture, or waits for others to
    /// fail: `.possible`, and neither ignoring its touches nor done with them.
    var isHeadlessUndecided: Bool {
        state == .possible && ((touchesAreDown && !touchesDeclined) || !headlessAwaitedFailures.isEmpty)
    }

    /// The other enabled recognizers that receive the touches of this one's gesture: those on the
    /// view under the touches and on its superviews, nearest first.
    func headlessTouchSharers() -> [UIGestureRecognizer] {
        guard let view else { return [] }
        var touched: UIView? = view
        if let windowLocation, let hit = view.hitTest(view.convert(windowLocation, from: nil), with: nil) {
            touched = hit
        }
        var sharers: [UIGestureRecognizer] = []
        while let current = touched {
            for recognizer in current.storedGestureRecognizers where recognizer !== self && recognizer.isEnabled {
                sharers.append(recognizer)
            }
            touched = current.superview
        }
        return sharers
    }

    /// Whether this recognizer must wait for `other` to fail, by any of UIKit's four ways.
    func headlessRequiresFailure(of other: UIGestureRecognizer) -> Bool {
        headlessFailureRequirements.containsIdentical(other)
            || shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Whether this recognizer, recognized, keeps `other` from recognizing: neither delegate
    /// allows both at once, and neither class-wide override rules it out.
    func headlessPrevents(_ other: UIGestureRecognizer) -> Bool {
        guard canPrevent(other), other.canBePrevented(by: self) else { return false }
        let allowed =
            delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
        return !allowed
    }

    /// Step 1: whether the failure requirements let the recognizer be recognized now. Fails it
    /// when a recognizer it requires to fail was recognized; makes it wait for the undecided ones.
    func headlessFailureRequirementsAllowRecognition(among sharers: [UIGestureRecognizer]) -> Bool {
        for waiting in headlessAwaitedFailures {
            waiting.failureWaiters.removeAll { $0() == nil || $0() === self }
        }
        awaitedFailures = []
        var undecided: [UIGestureRecognizer] = []
        for other in sharers where headlessRequiresFailure(of: other) {
            if other.isHeadlessInProgress {
                headlessFailTouches(
                    .requiredFailureDidNotHappen,
                    "it requires \(other.headlessDisplayName) to fail, and that recognizer recognized its gesture")
                return false
            }
            if other.isHeadlessUndecided { undecided.append(other) }
        }
        guard !undecided.isEmpty else { return true }
        for other in undecided {
            awaitedFailures.append { [weak other] in other }
            other.failureWaiters.append { [weak self] in self }
        }
        return false
    }

    /// Step 3: the first sharing recognizer in progress that prevents this one, if any; the
    /// recognizer then fails, saying which.
    func headlessIsPrevented(among sharers: [UIGestureRecognizer]) -> Bool {
        guard let preventing = sharers.first(where: { $0.isHeadlessInProgress && $0.headlessPrevents(self) }) else { return false }
        headlessFailPrevented(by: preventing)
        return true
    }

    /// Step 4: after this recognizer was recognized, fails the recognizers waiting for it to fail
    /// and prevents the undecided sharing ones.
    func headlessPreventOthers(among sharers: [UIGestureRecognizer]) {
        let waiters = failureWaiters.compactMap { $0() }
        failureWaiters = []
        for waiter in waiters where waiter.state == .possible && waiter.headlessAwaitedFailures.containsIdentical(self) {
            waiter.headlessFailTouches(
                .requiredFailureDidNotHappen,
                "it waited for \(headlessDisplayName) to fail, and that recognizer recognized its gesture")
        }
        for other in sharers where other.isHeadlessUndecided && headlessPrevents(other) {
            other.headlessFailPrevented(by: self)
        }
    }

    /// Fails the recognizer because `preventing`, sharing its touches, was recognized first.
    private func headlessFailPrevented(by preventing: UIGestureRecognizer) {
        headlessFailTouches(
            .preventedByOtherGesture,
            "\(preventing.headlessDisplayName) recognized its gesture first, and neither delegate's gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) returned true"
        )
    }

    /// Lets the recognizers waiting for this one to fail go on: each that waits for nothing else
    /// any more is recognized now (it still asks its delegate, and may be prevented).
    func headlessReleaseFailureWaiters() {
        let waiters = failureWaiters.compactMap { $0() }
        failureWaiters = []
        for waiter in waiters where waiter.state == .possible && waiter.headlessAwaitedFailures.containsIdentical(self) {
            waiter.awaitedFailures.removeAll { $0() == nil || $0() === self }
            if waiter.awaitedFailures.isEmpty { waiter.headlessRecognize() }
        }
    }
}
