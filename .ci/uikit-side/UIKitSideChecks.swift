// Runs the parts of the kit's UIKit-only files that need no UIKit runtime — value formatting, the
// sampled change record, gesture driving — on Linux, compiled as for iOS (-D UIKIT_TYPECHECK)
// against HeadlessUIKit. Built and run by .ci/uikit-typecheck; exits 1 with the failed checks.
//
// Not run here: TransitionHost+UIKit's clock (real time through the run loop; HeadlessUIKit's
// CACurrentMediaTime() is a scene's virtual clock, which a run loop does not move) and
// OptionalMembers+UIKit's `?(` calls (compiled here as plain calls).
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

@main
struct UIKitSideChecks {
    @MainActor static var failures: [String] = []

    @MainActor static func expect(_ condition: Bool, _ what: @autoclosure () -> String) {
        if !condition { failures.append(what()) }
    }

    @MainActor static func main() {
        reportValuesPrintAsHeadlessValues()
        samplerRecordsWhatChangedBetweenSamples()
        gestureDrivingCallsTheKitsHandler()
        if failures.isEmpty {
            print("uikit-side checks: ReportValue, ViewChangeSampler and GestureDriving (UIKit side) behave as expected")
        } else {
            print("uikit-side checks failed:\n" + failures.map { "- " + $0 }.joined(separator: "\n"))
            exit(1)
        }
    }

    /// The UIKit side's ReportValue prints exactly as HeadlessValue, so reports read the same.
    @MainActor static func reportValuesPrintAsHeadlessValues() {
        let numbers: [Double] = [0, -0.0001, 0.125, 0.3, 1, 12.5, 390, -7.25, 1e-5, 123_456.789, .nan, .infinity, -.infinity]
        for x in numbers {
            expect(
                ReportValue.number(x).description == HeadlessValue.number(x).description, "number \(x): \(ReportValue.number(x)) vs \(HeadlessValue.number(x))")
        }
        let rect = CGRect(x: 0.5, y: -12.25, width: 390, height: 844.333)
        expect(ReportValue.rect(rect).description == HeadlessValue.rect(rect).description, "rect: \(ReportValue.rect(rect)) vs \(HeadlessValue.rect(rect))")
        for t in [CGAffineTransform.identity, CGAffineTransform(scaleX: 0.5, y: 0.5), CGAffineTransform(translationX: 10, y: -3.5)] {
            expect(
                ReportValue.transform(t).description == HeadlessValue.transform(t).description,
                "transform: \(ReportValue.transform(t)) vs \(HeadlessValue.transform(t))")
        }
        expect(ReportValue.bool(true).description == HeadlessValue.bool(true).description, "bool")
        expect(ReportValue.point(CGPoint(x: 1, y: 2.5)).description == HeadlessValue.point(CGPoint(x: 1, y: 2.5)).description, "point")
        expect(ReportValue.size(CGSize(width: 3, height: 4)).description == HeadlessValue.size(CGSize(width: 3, height: 4)).description, "size")
    }

    /// Changes between two samples are recorded per view and property; a view's first sample is
    /// its baseline; clearing forgets what was recorded.
    @MainActor static func samplerRecordsWhatChangedBetweenSamples() {
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844))
        let root = scene.window
        let moving = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        moving.nameForReports("moving")
        let other = UIView(frame: .zero)
        root.addSubview(moving)
        let sampler = ViewChangeSampler()
        ViewChangeSampler.current = sampler
        sampler.sample(root, at: 0)
        expect(moving.recordedChanges.isEmpty, "first sample records nothing, got \(moving.recordedChanges)")
        moving.alpha = 0.5
        moving.frame.origin.x = 20
        other.addSubview(moving)
        root.addSubview(other)
        sampler.sample(root, at: 1)
        let properties = moving.recordedChanges.map(\.property)
        expect(properties == ["frame", "alpha", "superview"], "changes of moving: \(properties)")
        expect(moving.recordedChanges.allSatisfy { $0.time == 1 && !$0.isAnimated }, "time 1, not animated: \(moving.recordedChanges)")
        expect(moving.recordedChanges.last?.newValue == .text("UIView"), "new superview named by type: \(String(describing: moving.recordedChanges.last))")
        expect(moving.reportName == "moving" && other.reportName == "UIView", "names: \(moving.reportName), \(other.reportName)")
        UIView.animate(withDuration: 1) { moving.alpha = 1 }
        scene.advance(by: 0.1)
        sampler.sample(root, at: 2)
        expect(
            moving.recordedChanges.last?.isAnimated == true,
            "a change seen while the layer animates is animated: \(String(describing: moving.recordedChanges.last))")
        moving.clearRecordedChanges()
        expect(moving.recordedChanges.isEmpty, "clearing forgets")
        sampler.sample(root, at: 3)
        expect(moving.recordedChanges.isEmpty, "no change since the last sample: \(moving.recordedChanges)")
        ViewChangeSampler.current = nil
    }

    /// A pan the kit made gets its handler called at each state the kit sets, with the translation.
    @MainActor static func gestureDrivingCallsTheKitsHandler() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        var seen: [(UIGestureRecognizer.State, CGFloat)] = []
        let pan = GestureDriving.makePan { pan in seen.append((pan.state, pan.translation(in: pan.view).y)) }
        view.addGestureRecognizer(pan)
        GestureDriving.begin(pan)
        GestureDriving.move(pan, translation: CGPoint(x: 0, y: 50))
        GestureDriving.end(pan)
        expect(seen.map(\.0) == [.began, .changed, .ended], "states: \(seen.map(\.0))")
        expect(seen.map(\.1) == [0, 50, 50], "translations: \(seen.map(\.1))")
    }
}
