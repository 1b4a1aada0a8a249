import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("Resizing the scene runs a rotation: viewWillTransition with a coordinator, then the new size")
struct ResizeSequenceTests {
    @Test("resize while presented: root and presentation controller are told, the container lays out the new frames")
    func resizeWhilePresented() {
        let f = ModalFixture()
        f.root.present(f.presented, animated: true)
        f.scene.advance(by: 1)
        f.log.clear()
        var coordinatorCompleted: TimeInterval?
        var sizeSeen: CGSize?
        f.root.onViewWillTransition = { size, coordinator in
            sizeSeen = size
            coordinator.animate(alongsideTransition: nil) { _ in coordinatorCompleted = f.scene.now }
        }
        f.scene.resize(to: CGSize(width: 844, height: 390))
        #expect(
            f.log.entries == [
                "root.viewWillTransition(to: 844×390)",
                "pc.viewWillTransition(to: 844×390)",
                "presented.viewWillTransition(to: 844×390)",
                "pc.containerViewWillLayoutSubviews",
            ])
        #expect(sizeSeen == CGSize(width: 844, height: 390))
        #expect(f.scene.window.bounds.size == CGSize(width: 844, height: 390))
        #expect(f.presented.view.frame == CGRect(x: 422, y: 0, width: 422, height: 390), "the right half of the new container")
        #expect(f.delegate.presentationController?.dimmingView.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(f.root.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390), "autoresizing")
        f.scene.advance(by: 0.39)
        #expect(coordinatorCompleted == nil)
        f.scene.advance(by: 0.01)
        #expect(coordinatorCompleted.map { close($0, 1.4) } == true, "after Configuration.resizeDuration (0.4 s)")
    }

    @Test("resize mid-transition: the transition still completes, at the new size")
    func resizeMidTransition() {
        let f = ModalFixture()
        var completed = false
        f.root.present(f.presented, animated: true) { completed = true }
        f.scene.advance(by: 0.1)
        f.scene.resize(to: CGSize(width: 1024, height: 768))
        f.scene.advance(by: 1)
        #expect(completed)
        #expect(f.presented.view.frame == CGRect(x: 512, y: 0, width: 512, height: 768))
        #expect(f.log.entries.contains("pc.viewWillTransition(to: 1024×768)"))
        #expect(f.scene.isIdle)
        #expect(f.scene.diagnostics.isEmpty)
    }
}
