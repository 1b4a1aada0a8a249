import Testing
@testable import HeadlessUIKit

@MainActor
@Suite struct UIControlTests {
    @Test func sendActionsRunsTheHandlerOnceForItsEventAndNotForOthers() {
        let control = UIControl(frame: .zero)
        var taps = 0
        control.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(taps == 1)
        control.sendActions(for: .touchDown)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1)
    }

    @Test func anActionRegisteredForSeveralEventsRunsOncePerSend() {
        let control = UIControl(frame: .zero)
        var runs = 0
        control.addAction(UIAction { _ in runs += 1 }, for: [.touchUpInside, .primaryActionTriggered])
        control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        #expect(runs == 1)
        control.sendActions(for: .primaryActionTriggered)
        #expect(runs == 2)
    }

    @Test func actionsRunInTheOrderTheyWereAddedWithTheControlAsSender() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        var senders: [Bool] = []
        control.addAction(
            UIAction(title: "first") { action in
                log.append(action.title)
                senders.append((action.sender as? UIControl) === control)
            }, for: .valueChanged)
        control.addAction(UIAction(title: "second") { action in log.append(action.title) }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["first", "second"])
        #expect(senders == [true])
    }

    @Test func addingAnActionWithTheSameIdentifierReplacesIt() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        let id = UIAction.Identifier("close")
        control.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["new"])
        #expect(control.headlessActions(for: .touchUpInside).count == 1)
    }

    @Test func removedActionsNoLongerRun() {
        let control = UIControl(frame: .zero)
        var runs = 0
        let action = UIAction { _ in runs += 1 }
        control.addAction(action, for: [.touchUpInside, .valueChanged])
        control.removeAction(action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(runs == 0)
        #expect(control.allControlEvents == .valueChanged)
        control.removeAction(identifiedBy: action.identifier, for: .valueChanged)
        control.sendActions(for: .allEvents)
        #expect(runs == 0)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func actionsWithoutIdentifiersGetDistinctOnes() {
        let a = UIAction { _ in }
        let b = UIAction { _ in }
        #expect(a.identifier != b.identifier)
    }

    @Test func primaryActionRunsForPrimaryActionTriggered() {
        var runs = 0
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in runs += 1 })
        control.sendActions(for: .touchUpInside)
        #expect(runs == 0)
        control.sendActions(for: .primaryActionTriggered)
        #expect(runs == 1)
    }

    @Test func stateCombinesEnabledSelectedAndHighlighted() {
        let control = UIControl(frame: .zero)
        #expect(control.state == .normal)
        control.isSelected = true
        control.isHighlighted = true
        control.isEnabled = false
        #expect(control.state == [.selected, .highlighted, .disabled])
    }

    @Test func statesAndEventsHaveUIKitRawValues() {
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.highlighted.rawValue == 1)
        #expect(UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4)
        #expect(UIControl.State.focused.rawValue == 8)
        #expect(UIControl.Event.touchDown.rawValue == 1)
        #expect(UIControl.Event.touchUpInside.rawValue == 64)
        #expect(UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
        #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
    }
}
