import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("UIViewController.headlessSetPresentedViewController(_:): the links UIKit's presentation machinery sets")
struct HeadlessPresentationLinkTests {
    @Test("linking makes presentedViewController and presentingViewController answer as during a presentation, and nil undoes it")
    func linksAndUnlinks() {
        let scene = makeScene()
        let presenting = UIViewController()
        let presented = UIViewController()

        presenting.headlessSetPresentedViewController(presented)
        #expect(presenting.presentedViewController === presented)
        #expect(presented.presentingViewController === presenting)
        #expect(!presented.isViewLoaded && !presenting.isViewLoaded)  // no view is touched

        presenting.headlessSetPresentedViewController(nil)
        #expect(presenting.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("the presenter holds the presented view controller strongly and is held weakly, as in UIKit: no cycle")
    func ownership() {
        weak var weakPresented: UIViewController?
        weak var weakPresenting: UIViewController?
        var presenting: UIViewController? = UIViewController()
        do {
            let presented = UIViewController()
            weakPresented = presented
            presenting?.headlessSetPresentedViewController(presented)
        }
        #expect(weakPresented != nil)
        weakPresenting = presenting
        presenting = nil
        #expect(weakPresenting == nil)
        #expect(weakPresented == nil)
    }

    @Test("linking where present(_:animated:) would refuse records a misuse and links nothing")
    func refusals() {
        let scene = makeScene()
        let presenting = UIViewController()
        let first = UIViewController()
        let second = UIViewController()
        presenting.headlessSetPresentedViewController(first)

        presenting.headlessSetPresentedViewController(second)  // already presenting
        second.headlessSetPresentedViewController(first)  // first is already presented
        second.headlessSetPresentedViewController(second)  // itself

        #expect(presenting.presentedViewController === first)
        #expect(second.presentedViewController == nil)
        #expect(misuses(scene).count == 3)
        #expect(misuses(scene).allSatisfy { $0.api == "UIViewController.headlessSetPresentedViewController(_:)" })
    }

    @Test("a child of a linked presented view controller finds the presenter through its parent, as in UIKit")
    func childFindsThePresenter() {
        let presenting = UIViewController()
        let presented = UIViewController()
        presenting.headlessSetPresentedViewController(presented)
        let child = UIViewController()
        presented.addChild(child)
        #expect(child.presentingViewController === presenting)
    }
}
