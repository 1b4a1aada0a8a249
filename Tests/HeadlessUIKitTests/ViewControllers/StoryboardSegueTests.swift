import Testing
@testable import HeadlessUIKit

@MainActor
private final class ZoomSegue: UIStoryboardSegue {
    var log: [String] = []
    override func perform() {
        log.append("perform")
        (source as? ListController)?.calls.append("perform")
        source.present(destination, animated: false, completion: nil)
    }
}

@MainActor
private final class ListController: UIViewController {
    var calls: [String] = []
    var allow = true
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        calls.append("prepare \(segue.identifier ?? "nil") \(type(of: segue.destination)) \(sender as? String ?? "-")")
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        calls.append("should \(identifier)")
        return allow
    }
}

@MainActor
private final class DetailController: UIViewController {}

@MainActor
@Suite("UIStoryboardSegue and performSegue(withIdentifier:sender:), with segues registered headlessly")
struct StoryboardSegueTests {
    @Test("performSegue makes a new segue and destination, calls prepare(for:sender:) then perform(), and does not ask shouldPerformSegue")
    func performOrder() {
        let scene = makeScene()
        let list = ListController()
        scene.window.rootViewController = list
        var made: [ZoomSegue] = []
        list.headlessRegisterSegue(identifier: "zoom") { identifier, source in
            let segue = ZoomSegue(identifier: identifier, source: source, destination: DetailController())
            made.append(segue)
            return segue
        }
        list.performSegue(withIdentifier: "zoom", sender: "cell 3")
        #expect(list.calls == ["prepare zoom DetailController cell 3", "perform"])
        #expect(made.count == 1 && made[0].log == ["perform"])
        #expect(made[0].source === list && made[0].identifier == "zoom")
        scene.runUntilIdle(timeout: 5)
        #expect(list.presentedViewController === made[0].destination)
        #expect(misuses(scene).isEmpty)
    }

    @Test("a segue triggered as by the storyboard asks shouldPerformSegue first and is not performed when it says no")
    func triggerAsks() {
        let scene = makeScene()
        let list = ListController()
        scene.window.rootViewController = list
        var performed = 0
        list.headlessRegisterSegue(identifier: "show") { identifier, source in
            UIStoryboardSegue(identifier: identifier, source: source, destination: DetailController()) { performed += 1 }
        }
        list.allow = false
        #expect(!list.headlessTriggerSegue(withIdentifier: "show", sender: nil))
        #expect(list.calls == ["should show"] && performed == 0)
        list.allow = true
        #expect(list.headlessTriggerSegue(withIdentifier: "show", sender: nil))
        #expect(list.calls == ["should show", "should show", "prepare show DetailController -"] && performed == 1)
    }

    @Test("an unknown identifier is a misuse UIKit raises on (NSInvalidArgumentException), and nothing happens")
    func unknownIdentifier() throws {
        let scene = makeScene()
        let list = ListController()
        scene.window.rootViewController = list
        list.performSegue(withIdentifier: "missing", sender: nil)
        let diagnostic = try #require(misuses(scene).first)
        #expect(diagnostic.raisesInUIKit)
        #expect(diagnostic.message.contains("Receiver (ListController) has no segue with identifier 'missing'"))
        #expect(list.calls.isEmpty)
    }

    @Test("the base perform() does nothing without a handler")
    func basePerform() {
        let segue = UIStoryboardSegue(identifier: nil, source: UIViewController(), destination: UIViewController())
        segue.perform()
        #expect(segue.identifier == nil && segue.source.presentedViewController == nil)
    }
}
