#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension ContainerSwitchRun {
    /// What the switch showed, read now, once ``run()`` has ended: everything the custom-container
    /// rules judge (see ``ContainerTranscript``). The suite calls it once per run, before judging;
    /// nothing judges the run itself.
    func transcript() -> ContainerTranscript {
        let root = container.view!
        let first = snapshot
        let new = newChild
        let cast = ContainerTranscript.Cast(
            container: .init(container), oldChild: oldChild.map(ContainerTranscript.ViewController.init),
            newChild: new.map(ContainerTranscript.ViewController.init), childrenBefore: childrenBefore.map(ObjectIdentifier.init),
            oldChildView: oldChild?.viewIfLoaded.map(ObjectIdentifier.init), newChildView: new?.viewIfLoaded.map(ObjectIdentifier.init),
            containerView: container.viewIfLoaded.map(ObjectIdentifier.init))
        let newChildView = new?.viewIfLoaded.map { view in
            let inContainer = view.isDescendant(of: root)
            let frame = first.flatMap { s -> CGRect? in
                guard inContainer else { return nil }
                return view.superview === s.containerView ? view.frame : view.convert(view.bounds, to: s.containerView)
            }
            return ContainerTranscript.NewChildView(
                inContainer: inContainer, alpha: view.alpha, isHidden: view.isHidden, transform: view.transform, frameInContainerView: frame,
                superview: view.superview.map(ReportedView.init))
        }
        let oldChildViewLeftIn = oldChild?.viewIfLoaded.flatMap { view in
            view.isDescendant(of: root) ? view.superview.map(ReportedView.init) : nil
        }
        let appearance = appearanceMark.map { mark in
            var participants: [AppearanceChecks.Participant] = []
            if let old = oldChild {
                participants.append(AppearanceChecks.Participant(viewController: old, name: cast.describe(cast.oldChild), role: .disappearing))
            }
            if let new {
                participants.append(AppearanceChecks.Participant(viewController: new, name: cast.describe(cast.newChild), role: .appearing))
            }
            return AppearanceChecks.observed(participants, since: mark)
        }
        let inFlight = host.animationsInFlight
        return ContainerTranscript(
            scenario: scenario, cast: cast, childrenAfter: childrenAfter.map(ContainerTranscript.ViewController.init),
            snapshot: first.map(ContainerTranscript.Context.init), calls: log.calls, completions: log.completions,
            animationEndings: log.animationEndings, deadline: deadline, endTime: host.now,
            stillRunning: inFlight.isEmpty ? host.pendingWork : inFlight,
            fromViewControllerView: first?.fromViewController?.viewIfLoaded.map(ReportedView.init), newChildView: newChildView,
            oldChildViewLeftIn: oldChildViewLeftIn, appearance: appearance, diagnostics: host.diagnostics)
    }
}

extension ContainerTranscript.Context {
    /// The context's answers in `snapshot`, with its view controllers and views held as values.
    init(_ snapshot: ContainerSwitchLog.ContextSnapshot) {
        self.init(
            time: snapshot.time, fromViewController: snapshot.fromViewController.map(ContainerTranscript.ViewController.init),
            toViewController: snapshot.toViewController.map(ContainerTranscript.ViewController.init), fromView: snapshot.fromView.map(ReportedView.init),
            toView: snapshot.toView.map(ReportedView.init), containerView: ReportedView(snapshot.containerView),
            children: snapshot.children.map(ObjectIdentifier.init), containerBounds: snapshot.containerBounds,
            containerViewInsideContainer: snapshot.containerViewInsideContainer, fromViewInContainerView: snapshot.fromViewInContainerView,
            fromViewSuperview: snapshot.fromViewSuperview.map(ReportedView.init), fromViewIsOwn: snapshot.fromViewIsOwn, toViewIsOwn: snapshot.toViewIsOwn,
            frames: snapshot.frames.map { (ObjectIdentifier($0.viewController), $0.initial, $0.final) })
    }
}
