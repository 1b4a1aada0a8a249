import Testing

@testable import HeadlessUIKit

/// `translatesAutoresizingMaskIntoConstraints`: a view that translates keeps its frame, which
/// becomes required constraints when constraints involve it; conflicts are logged as UIKit logs
/// them, never trapped.
@MainActor
@Suite("translatesAutoresizingMaskIntoConstraints and unsatisfiable constraints behave as in UIKit")
struct AutoresizingTranslationTests {
    @Test("a dimming view pinned to a container that translates takes the container's size, and follows its resize")
    func pinnedToTranslatingContainer() {
        let scene = makeScene()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scene.window.addSubview(container)
        let dimming = UIView()
        dimming.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(dimming)
        NSLayoutConstraint.activate([
            dimming.topAnchor.constraint(equalTo: container.topAnchor),
            dimming.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            dimming.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            dimming.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        scene.advance(by: 0)
        #expect(dimming.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        scene.resize(to: CGSize(width: 844, height: 390))
        scene.advance(by: 1)
        #expect(container.frame.size == CGSize(width: 844, height: 390))
        #expect(dimming.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("a view that translates keeps the frame it was given, whatever constraints relate to it")
    func translatingViewKeepsFrame() {
        let scene = makeScene()
        let anchorView = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 60))
        scene.window.addSubview(anchorView)
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        scene.window.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.topAnchor.constraint(equalTo: anchorView.bottomAnchor, constant: 10),
            follower.leadingAnchor.constraint(equalTo: anchorView.leadingAnchor),
            follower.widthAnchor.constraint(equalTo: anchorView.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 20),
        ])
        scene.window.layoutIfNeeded()
        #expect(anchorView.frame == CGRect(x: 30, y: 40, width: 50, height: 60))
        #expect(follower.frame == CGRect(x: 30, y: 110, width: 50, height: 20))
        anchorView.frame.origin.x = 100
        scene.advance(by: 0)
        #expect(follower.frame.minX == 100)
    }

    @Test("a size constraint on a view that still translates is unsatisfiable: UIKit's log as a diagnostic, the constraint broken, no trap")
    func forgottenTranslation() {
        let scene = makeScene()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        badge.headlessName = "badge"
        scene.window.addSubview(badge)
        let width = badge.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        scene.window.layoutIfNeeded()
        #expect(badge.frame.width == 30)
        #expect(width.isActive)
        let diagnostic = scene.diagnostics.first { $0.kind == .unsatisfiableConstraints }
        #expect(diagnostic?.message.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        #expect(diagnostic?.message.contains("NSAutoresizingMaskLayoutConstraint badge.width == 30") == true)
        #expect(diagnostic?.message.contains("Will attempt to recover by breaking constraint <NSLayoutConstraint badge.width == 100") == true)
        #expect(diagnostic?.raisesInUIKit == false)

        badge.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
            badge.topAnchor.constraint(equalTo: scene.window.topAnchor),
            badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        scene.window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
    }

    @Test("two contradicting required constraints: the second is broken and logged with the first; it holds again once reactivated alone")
    func contradictoryConstraints() {
        let scene = makeScene()
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        scene.window.addSubview(bar)
        let short = bar.heightAnchor.constraint(equalToConstant: 44)
        short.identifier = "short"
        let tall = bar.heightAnchor.constraint(equalToConstant: 88)
        tall.identifier = "tall"
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: scene.window.topAnchor), bar.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 10), short, tall,
        ])
        scene.window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        let messages = scene.diagnostics.filter { $0.kind == .unsatisfiableConstraints }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("'short'") == true && messages.first?.contains("breaking constraint <NSLayoutConstraint 'tall'") == true)
        short.isActive = false
        scene.window.layoutIfNeeded()
        // A broken constraint stays out of the engine while it stays active (HeadlessUIKit's
        // choice, see AutoLayout.md): nothing fixes the height now.
        #expect(bar.hasAmbiguousLayout && bar.frame.height == 0)
        tall.isActive = false
        tall.isActive = true
        scene.window.layoutIfNeeded()
        #expect(bar.frame.height == 88)
    }

    @Test("what UIKit raises on is recorded, not trapped: no common ancestor, illegal pairings, required ↔ optional on an installed constraint")
    func misuseRecorded() {
        let scene = makeScene()
        let inWindow = UIView()
        scene.window.addSubview(inWindow)
        let elsewhere = UIView()
        let stray = inWindow.topAnchor.constraint(equalTo: elsewhere.topAnchor)
        stray.isActive = true
        #expect(!stray.isActive)
        let location = NSLayoutConstraint(
            item: inWindow, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5)
        location.isActive = true
        #expect(!location.isActive)
        let mixed = NSLayoutConstraint(item: inWindow, attribute: .left, relatedBy: .equal, toItem: scene.window, attribute: .top, multiplier: 1, constant: 0)
        #expect(!mixed.isValid)
        let directions = inWindow.leadingAnchor.constraint(equalTo: scene.window.leftAnchor)
        directions.isActive = true
        #expect(!directions.isActive)
        let height = inWindow.heightAnchor.constraint(equalToConstant: 10)
        height.isActive = true
        height.priority = .defaultHigh
        #expect(height.priority == .required)
        let raised = scene.diagnostics.filter { $0.kind == .uikitMisuse && $0.raisesInUIKit }
        #expect(raised.count == 5)
        #expect(raised.first?.message.contains("because they have no common ancestor") == true)
    }
}
