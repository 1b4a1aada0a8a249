import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("One percent-driven interaction controller can drive one transition after another")
struct PercentDrivenReuseTests {
    @Test("kept for every swipe, it drives a cancelled dismissal and then a finished one from progress 0")
    func reusedAfterACancel() {
        let f = ModalFixture()
        f.root.present(f.presented, animated: true)
        f.scene.advance(by: 1)
        let interactor = UIPercentDrivenInteractiveTransition()
        f.delegate.dismissalInteractor = interactor

        f.root.dismiss(animated: true)
        f.scene.advance(by: 0)
        interactor.update(0.3)
        interactor.cancel()
        f.scene.advance(by: 1)
        #expect(f.root.presentedViewController === f.presented, "the first dismissal was cancelled")

        f.root.dismiss(animated: true)
        f.scene.advance(by: 0)
        #expect(interactor.percentComplete == 0, "the next transition starts afresh")
        interactor.update(0.6)
        interactor.finish()
        f.scene.advance(by: 1)
        #expect(f.root.presentedViewController == nil, "the second dismissal finished")
        #expect(!f.scene.diagnostics.contains { $0.message.contains("called again") }, "\(f.scene.diagnostics)")
    }
}
